module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x4x3x8xf32>, %arg1: tensor<1x2x5x8xf32>, %arg2: tensor<1x2x5x8xf32>) -> (tensor<1x4x3x8xf32>, tensor<1x4x3xf32>, tensor<0xi32>, tensor<0xi32>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<0xf32>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<1x4x3x8xf32>) -> tensor<1x2x6x8xf32>
    %1 = "stablehlo.dot_general"(%0, %arg1) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<1x2x6x8xf32>, tensor<1x2x5x8xf32>) -> tensor<1x2x6x5xf32>
    %2 = "stablehlo.reshape"(%1) : (tensor<1x2x6x5xf32>) -> tensor<1x4x3x5xf32>
    %3 = "stablehlo.constant"() {value = dense<0x3EB504F3> : tensor<1x4x3x5xf32>} : () -> tensor<1x4x3x5xf32>
    %4 = "stablehlo.multiply"(%2, %3) : (tensor<1x4x3x5xf32>, tensor<1x4x3x5xf32>) -> tensor<1x4x3x5xf32>
    %5 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x5xi64>
    %6 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<3x5xi64>
    %7 = "stablehlo.compare"(%6, %5) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x5xi64>, tensor<3x5xi64>) -> tensor<3x5xi1>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64: 2, 3>} : (tensor<3x5xi1>) -> tensor<1x4x3x5xi1>
    %9 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<1x4x3x5xf32>} : () -> tensor<1x4x3x5xf32>
    %10 = "stablehlo.select"(%8, %4, %9) : (tensor<1x4x3x5xi1>, tensor<1x4x3x5xf32>, tensor<1x4x3x5xf32>) -> tensor<1x4x3x5xf32>
    %11 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %12 = "stablehlo.reduce"(%10, %11) ({
      ^bb0(%13: tensor<f32>, %14: tensor<f32>):
        %15 = "stablehlo.maximum"(%13, %14) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%15) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x4x3x5xf32>, tensor<f32>) -> tensor<1x4x3xf32>
    %16 = "stablehlo.constant"() {value = dense<0xFF7FFFFF> : tensor<1x4x3xf32>} : () -> tensor<1x4x3xf32>
    %17 = "stablehlo.maximum"(%12, %16) : (tensor<1x4x3xf32>, tensor<1x4x3xf32>) -> tensor<1x4x3xf32>
    %18 = "stablehlo.broadcast_in_dim"(%17) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x4x3xf32>) -> tensor<1x4x3x5xf32>
    %19 = "stablehlo.subtract"(%10, %18) : (tensor<1x4x3x5xf32>, tensor<1x4x3x5xf32>) -> tensor<1x4x3x5xf32>
    %20 = "stablehlo.exponential"(%19) : (tensor<1x4x3x5xf32>) -> tensor<1x4x3x5xf32>
    %21 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %22 = "stablehlo.reduce"(%20, %21) ({
      ^bb0(%23: tensor<f32>, %24: tensor<f32>):
        %25 = "stablehlo.add"(%23, %24) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%25) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x4x3x5xf32>, tensor<f32>) -> tensor<1x4x3xf32>
    %26 = "stablehlo.reshape"(%20) : (tensor<1x4x3x5xf32>) -> tensor<1x2x6x5xf32>
    %27 = "stablehlo.dot_general"(%26, %arg2) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x6x5xf32>, tensor<1x2x5x8xf32>) -> tensor<1x2x6x8xf32>
    %28 = "stablehlo.reshape"(%27) : (tensor<1x2x6x8xf32>) -> tensor<1x4x3x8xf32>
    %29 = "stablehlo.broadcast_in_dim"(%22) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x4x3xf32>) -> tensor<1x4x3x8xf32>
    %30 = "stablehlo.divide"(%28, %29) : (tensor<1x4x3x8xf32>, tensor<1x4x3x8xf32>) -> tensor<1x4x3x8xf32>
    %31 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x4x3x8xf32>} : () -> tensor<1x4x3x8xf32>
    %32 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x4x3x8xf32>} : () -> tensor<1x4x3x8xf32>
    %33 = "stablehlo.compare"(%29, %32) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x4x3x8xf32>, tensor<1x4x3x8xf32>) -> tensor<1x4x3x8xi1>
    %34 = "stablehlo.select"(%33, %31, %30) : (tensor<1x4x3x8xi1>, tensor<1x4x3x8xf32>, tensor<1x4x3x8xf32>) -> tensor<1x4x3x8xf32>
    %35 = "stablehlo.log"(%22) : (tensor<1x4x3xf32>) -> tensor<1x4x3xf32>
    %36 = "stablehlo.add"(%17, %35) : (tensor<1x4x3xf32>, tensor<1x4x3xf32>) -> tensor<1x4x3xf32>
    %37 = "stablehlo.constant"() {value = dense<0> : tensor<0xi32>} : () -> tensor<0xi32>
    %38 = "stablehlo.constant"() {value = dense<0> : tensor<0xi32>} : () -> tensor<0xi32>
    %39 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %40 = "stablehlo.constant"() {value = dense<5> : tensor<i64>} : () -> tensor<i64>
    %41 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %42 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %43 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<0xf32>} : () -> tensor<0xf32>
    "func.return"(%34, %36, %37, %38, %39, %40, %41, %42, %43) : (tensor<1x4x3x8xf32>, tensor<1x4x3xf32>, tensor<0xi32>, tensor<0xi32>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<0xf32>) -> ()
  }
}
