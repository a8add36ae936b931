module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x4x3x8xf32>, %arg1: tensor<1x4x3x8xf32>, %arg2: tensor<1x2x5x8xf32>, %arg3: tensor<1x2x5x8xf32>, %arg4: tensor<1x4x3x8xf32>, %arg5: tensor<1x4x3xf32>) -> (tensor<1x4x3x8xf32>, tensor<1x2x5x8xf32>, tensor<1x2x5x8xf32>, tensor<0xf32>) {
    %0 = "stablehlo.reshape"(%arg1) : (tensor<1x4x3x8xf32>) -> tensor<1x2x6x8xf32>
    %1 = "stablehlo.dot_general"(%0, %arg2) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<1x2x6x8xf32>, tensor<1x2x5x8xf32>) -> tensor<1x2x6x5xf32>
    %2 = "stablehlo.reshape"(%1) : (tensor<1x2x6x5xf32>) -> tensor<1x4x3x5xf32>
    %3 = "stablehlo.constant"() {value = dense<0x3EB504F3> : tensor<1x4x3x5xf32>} : () -> tensor<1x4x3x5xf32>
    %4 = "stablehlo.multiply"(%2, %3) : (tensor<1x4x3x5xf32>, tensor<1x4x3x5xf32>) -> tensor<1x4x3x5xf32>
    %5 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x5xi64>
    %6 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<3x5xi64>
    %7 = "stablehlo.compare"(%6, %5) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x5xi64>, tensor<3x5xi64>) -> tensor<3x5xi1>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64: 2, 3>} : (tensor<3x5xi1>) -> tensor<1x4x3x5xi1>
    %9 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<1x4x3x5xf32>} : () -> tensor<1x4x3x5xf32>
    %10 = "stablehlo.select"(%8, %4, %9) : (tensor<1x4x3x5xi1>, tensor<1x4x3x5xf32>, tensor<1x4x3x5xf32>) -> tensor<1x4x3x5xf32>
    %11 = "stablehlo.constant"() {value = dense<0xFF7FFFFF> : tensor<1x4x3xf32>} : () -> tensor<1x4x3xf32>
    %12 = "stablehlo.maximum"(%arg5, %11) : (tensor<1x4x3xf32>, tensor<1x4x3xf32>) -> tensor<1x4x3xf32>
    %13 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x4x3xf32>) -> tensor<1x4x3x5xf32>
    %14 = "stablehlo.subtract"(%10, %13) : (tensor<1x4x3x5xf32>, tensor<1x4x3x5xf32>) -> tensor<1x4x3x5xf32>
    %15 = "stablehlo.exponential"(%14) : (tensor<1x4x3x5xf32>) -> tensor<1x4x3x5xf32>
    %16 = "stablehlo.reshape"(%15) : (tensor<1x4x3x5xf32>) -> tensor<1x2x6x5xf32>
    %17 = "stablehlo.reshape"(%arg0) : (tensor<1x4x3x8xf32>) -> tensor<1x2x6x8xf32>
    %18 = "stablehlo.dot_general"(%16, %17) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x2x6x5xf32>, tensor<1x2x6x8xf32>) -> tensor<1x2x5x8xf32>
    %19 = "stablehlo.dot_general"(%17, %arg3) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<1x2x6x8xf32>, tensor<1x2x5x8xf32>) -> tensor<1x2x6x5xf32>
    %20 = "stablehlo.reshape"(%19) : (tensor<1x2x6x5xf32>) -> tensor<1x4x3x5xf32>
    %21 = "stablehlo.multiply"(%arg0, %arg4) : (tensor<1x4x3x8xf32>, tensor<1x4x3x8xf32>) -> tensor<1x4x3x8xf32>
    %22 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %23 = "stablehlo.reduce"(%21, %22) ({
      ^bb0(%24: tensor<f32>, %25: tensor<f32>):
        %26 = "stablehlo.add"(%24, %25) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%26) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x4x3x8xf32>, tensor<f32>) -> tensor<1x4x3xf32>
    %27 = "stablehlo.broadcast_in_dim"(%23) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x4x3xf32>) -> tensor<1x4x3x5xf32>
    %28 = "stablehlo.subtract"(%20, %27) : (tensor<1x4x3x5xf32>, tensor<1x4x3x5xf32>) -> tensor<1x4x3x5xf32>
    %29 = "stablehlo.multiply"(%15, %28) : (tensor<1x4x3x5xf32>, tensor<1x4x3x5xf32>) -> tensor<1x4x3x5xf32>
    %30 = "stablehlo.constant"() {value = dense<0x3EB504F3> : tensor<1x4x3x5xf32>} : () -> tensor<1x4x3x5xf32>
    %31 = "stablehlo.multiply"(%29, %30) : (tensor<1x4x3x5xf32>, tensor<1x4x3x5xf32>) -> tensor<1x4x3x5xf32>
    %32 = "stablehlo.reshape"(%31) : (tensor<1x4x3x5xf32>) -> tensor<1x2x6x5xf32>
    %33 = "stablehlo.reshape"(%arg1) : (tensor<1x4x3x8xf32>) -> tensor<1x2x6x8xf32>
    %34 = "stablehlo.dot_general"(%32, %arg2) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x6x5xf32>, tensor<1x2x5x8xf32>) -> tensor<1x2x6x8xf32>
    %35 = "stablehlo.reshape"(%34) : (tensor<1x2x6x8xf32>) -> tensor<1x4x3x8xf32>
    %36 = "stablehlo.dot_general"(%32, %33) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x2x6x5xf32>, tensor<1x2x6x8xf32>) -> tensor<1x2x5x8xf32>
    %37 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<0xf32>} : () -> tensor<0xf32>
    "func.return"(%35, %36, %18, %37) : (tensor<1x4x3x8xf32>, tensor<1x2x5x8xf32>, tensor<1x2x5x8xf32>, tensor<0xf32>) -> ()
  }
}
