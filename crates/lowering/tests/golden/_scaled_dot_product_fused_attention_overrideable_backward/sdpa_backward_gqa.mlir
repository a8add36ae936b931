module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x4x3x8xf32>, %arg1: tensor<1x4x3x8xf32>, %arg2: tensor<1x2x5x8xf32>, %arg3: tensor<1x2x5x8xf32>, %arg4: tensor<1x4x3x8xf32>, %arg5: tensor<1x4x3xf32>) -> (tensor<1x4x3x8xf32>, tensor<1x2x5x8xf32>, tensor<1x2x5x8xf32>, tensor<0xf32>) {
    %0 = "stablehlo.reshape"(%arg1) : (tensor<1x4x3x8xf32>) -> tensor<1x2x6x8xf32>
    %1 = "stablehlo.dot_general"(%0, %arg2) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<1x2x6x8xf32>, tensor<1x2x5x8xf32>) -> tensor<1x2x6x5xf32>
    %2 = "stablehlo.reshape"(%1) : (tensor<1x2x6x5xf32>) -> tensor<1x4x3x5xf32>
    %3 = "stablehlo.constant"() {value = dense<0x3EB504F3> : tensor<1x4x3x5xf32>} : () -> tensor<1x4x3x5xf32>
    %4 = "stablehlo.multiply"(%2, %3) : (tensor<1x4x3x5xf32>, tensor<1x4x3x5xf32>) -> tensor<1x4x3x5xf32>
    %5 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x4x3x5xi64>
    %6 = "stablehlo.iota"() {iota_dimension = 3 : i64} : () -> tensor<1x4x3x5xi64>
    %7 = "stablehlo.compare"(%6, %5) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x4x3x5xi64>, tensor<1x4x3x5xi64>) -> tensor<1x4x3x5xi1>
    %8 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<1x4x3x5xf32>} : () -> tensor<1x4x3x5xf32>
    %9 = "stablehlo.select"(%7, %4, %8) : (tensor<1x4x3x5xi1>, tensor<1x4x3x5xf32>, tensor<1x4x3x5xf32>) -> tensor<1x4x3x5xf32>
    %10 = "stablehlo.reshape"(%arg5) : (tensor<1x4x3xf32>) -> tensor<1x4x3xf32>
    %11 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x4x3xf32>) -> tensor<1x4x3x5xf32>
    %12 = "stablehlo.subtract"(%9, %11) : (tensor<1x4x3x5xf32>, tensor<1x4x3x5xf32>) -> tensor<1x4x3x5xf32>
    %13 = "stablehlo.exponential"(%12) : (tensor<1x4x3x5xf32>) -> tensor<1x4x3x5xf32>
    %14 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<1x4x3x5xf32>} : () -> tensor<1x4x3x5xf32>
    %15 = "stablehlo.compare"(%11, %14) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x4x3x5xf32>, tensor<1x4x3x5xf32>) -> tensor<1x4x3x5xi1>
    %16 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x4x3x5xf32>} : () -> tensor<1x4x3x5xf32>
    %17 = "stablehlo.select"(%15, %16, %13) : (tensor<1x4x3x5xi1>, tensor<1x4x3x5xf32>, tensor<1x4x3x5xf32>) -> tensor<1x4x3x5xf32>
    %18 = "stablehlo.reshape"(%17) : (tensor<1x4x3x5xf32>) -> tensor<1x2x6x5xf32>
    %19 = "stablehlo.reshape"(%arg0) : (tensor<1x4x3x8xf32>) -> tensor<1x2x6x8xf32>
    %20 = "stablehlo.dot_general"(%18, %19) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x2x6x5xf32>, tensor<1x2x6x8xf32>) -> tensor<1x2x5x8xf32>
    %21 = "stablehlo.dot_general"(%19, %arg3) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<1x2x6x8xf32>, tensor<1x2x5x8xf32>) -> tensor<1x2x6x5xf32>
    %22 = "stablehlo.reshape"(%21) : (tensor<1x2x6x5xf32>) -> tensor<1x4x3x5xf32>
    %23 = "stablehlo.multiply"(%arg0, %arg4) : (tensor<1x4x3x8xf32>, tensor<1x4x3x8xf32>) -> tensor<1x4x3x8xf32>
    %24 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %25 = "stablehlo.reduce"(%23, %24) ({
      ^bb0(%26: tensor<f32>, %27: tensor<f32>):
        %28 = "stablehlo.add"(%26, %27) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%28) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x4x3x8xf32>, tensor<f32>) -> tensor<1x4x3xf32>
    %29 = "stablehlo.broadcast_in_dim"(%25) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x4x3xf32>) -> tensor<1x4x3x5xf32>
    %30 = "stablehlo.subtract"(%22, %29) : (tensor<1x4x3x5xf32>, tensor<1x4x3x5xf32>) -> tensor<1x4x3x5xf32>
    %31 = "stablehlo.multiply"(%17, %30) : (tensor<1x4x3x5xf32>, tensor<1x4x3x5xf32>) -> tensor<1x4x3x5xf32>
    %32 = "stablehlo.constant"() {value = dense<0x3EB504F3> : tensor<1x4x3x5xf32>} : () -> tensor<1x4x3x5xf32>
    %33 = "stablehlo.multiply"(%31, %32) : (tensor<1x4x3x5xf32>, tensor<1x4x3x5xf32>) -> tensor<1x4x3x5xf32>
    %34 = "stablehlo.reshape"(%33) : (tensor<1x4x3x5xf32>) -> tensor<1x2x6x5xf32>
    %35 = "stablehlo.reshape"(%arg1) : (tensor<1x4x3x8xf32>) -> tensor<1x2x6x8xf32>
    %36 = "stablehlo.dot_general"(%34, %arg2) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x6x5xf32>, tensor<1x2x5x8xf32>) -> tensor<1x2x6x8xf32>
    %37 = "stablehlo.reshape"(%36) : (tensor<1x2x6x8xf32>) -> tensor<1x4x3x8xf32>
    %38 = "stablehlo.dot_general"(%34, %35) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x2x6x5xf32>, tensor<1x2x6x8xf32>) -> tensor<1x2x5x8xf32>
    %39 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<0xf32>} : () -> tensor<0xf32>
    "func.return"(%37, %38, %20, %39) : (tensor<1x4x3x8xf32>, tensor<1x2x5x8xf32>, tensor<1x2x5x8xf32>, tensor<0xf32>) -> ()
  }
}
