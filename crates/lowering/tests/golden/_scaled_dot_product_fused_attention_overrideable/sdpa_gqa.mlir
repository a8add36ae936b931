module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x4x3x8xf32>, %arg1: tensor<1x2x5x8xf32>, %arg2: tensor<1x2x5x8xf32>) -> (tensor<1x4x3x8xf32>, tensor<1x4x3xf32>, tensor<0xi32>, tensor<0xi32>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<0xf32>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<1x4x3x8xf32>) -> tensor<1x2x6x8xf32>
    %1 = "stablehlo.dot_general"(%0, %arg1) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<1x2x6x8xf32>, tensor<1x2x5x8xf32>) -> tensor<1x2x6x5xf32>
    %2 = "stablehlo.reshape"(%1) : (tensor<1x2x6x5xf32>) -> tensor<1x4x3x5xf32>
    %3 = "stablehlo.constant"() {value = dense<0x3EB504F3> : tensor<1x4x3x5xf32>} : () -> tensor<1x4x3x5xf32>
    %4 = "stablehlo.multiply"(%2, %3) : (tensor<1x4x3x5xf32>, tensor<1x4x3x5xf32>) -> tensor<1x4x3x5xf32>
    %5 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x4x3x5xi64>
    %6 = "stablehlo.iota"() {iota_dimension = 3 : i64} : () -> tensor<1x4x3x5xi64>
    %7 = "stablehlo.compare"(%6, %5) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x4x3x5xi64>, tensor<1x4x3x5xi64>) -> tensor<1x4x3x5xi1>
    %8 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<1x4x3x5xf32>} : () -> tensor<1x4x3x5xf32>
    %9 = "stablehlo.select"(%7, %4, %8) : (tensor<1x4x3x5xi1>, tensor<1x4x3x5xf32>, tensor<1x4x3x5xf32>) -> tensor<1x4x3x5xf32>
    %10 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %11 = "stablehlo.reduce"(%9, %10) ({
      ^bb0(%12: tensor<f32>, %13: tensor<f32>):
        %14 = "stablehlo.maximum"(%12, %13) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%14) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x4x3x5xf32>, tensor<f32>) -> tensor<1x4x3xf32>
    %15 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<1x4x3xf32>} : () -> tensor<1x4x3xf32>
    %16 = "stablehlo.compare"(%11, %15) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x4x3xf32>, tensor<1x4x3xf32>) -> tensor<1x4x3xi1>
    %17 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x4x3xf32>} : () -> tensor<1x4x3xf32>
    %18 = "stablehlo.select"(%16, %17, %11) : (tensor<1x4x3xi1>, tensor<1x4x3xf32>, tensor<1x4x3xf32>) -> tensor<1x4x3xf32>
    %19 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x4x3xf32>) -> tensor<1x4x3x5xf32>
    %20 = "stablehlo.subtract"(%9, %19) : (tensor<1x4x3x5xf32>, tensor<1x4x3x5xf32>) -> tensor<1x4x3x5xf32>
    %21 = "stablehlo.exponential"(%20) : (tensor<1x4x3x5xf32>) -> tensor<1x4x3x5xf32>
    %22 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %23 = "stablehlo.reduce"(%21, %22) ({
      ^bb0(%24: tensor<f32>, %25: tensor<f32>):
        %26 = "stablehlo.add"(%24, %25) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%26) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x4x3x5xf32>, tensor<f32>) -> tensor<1x4x3xf32>
    %27 = "stablehlo.reshape"(%21) : (tensor<1x4x3x5xf32>) -> tensor<1x2x6x5xf32>
    %28 = "stablehlo.dot_general"(%27, %arg2) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x6x5xf32>, tensor<1x2x5x8xf32>) -> tensor<1x2x6x8xf32>
    %29 = "stablehlo.reshape"(%28) : (tensor<1x2x6x8xf32>) -> tensor<1x4x3x8xf32>
    %30 = "stablehlo.broadcast_in_dim"(%23) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x4x3xf32>) -> tensor<1x4x3x8xf32>
    %31 = "stablehlo.divide"(%29, %30) : (tensor<1x4x3x8xf32>, tensor<1x4x3x8xf32>) -> tensor<1x4x3x8xf32>
    %32 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x4x3x8xf32>} : () -> tensor<1x4x3x8xf32>
    %33 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x4x3x8xf32>} : () -> tensor<1x4x3x8xf32>
    %34 = "stablehlo.compare"(%30, %33) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x4x3x8xf32>, tensor<1x4x3x8xf32>) -> tensor<1x4x3x8xi1>
    %35 = "stablehlo.select"(%34, %32, %31) : (tensor<1x4x3x8xi1>, tensor<1x4x3x8xf32>, tensor<1x4x3x8xf32>) -> tensor<1x4x3x8xf32>
    %36 = "stablehlo.log"(%23) : (tensor<1x4x3xf32>) -> tensor<1x4x3xf32>
    %37 = "stablehlo.add"(%18, %36) : (tensor<1x4x3xf32>, tensor<1x4x3xf32>) -> tensor<1x4x3xf32>
    %38 = "stablehlo.reshape"(%37) : (tensor<1x4x3xf32>) -> tensor<1x4x3xf32>
    %39 = "stablehlo.constant"() {value = dense<0> : tensor<0xi32>} : () -> tensor<0xi32>
    %40 = "stablehlo.constant"() {value = dense<0> : tensor<0xi32>} : () -> tensor<0xi32>
    %41 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %42 = "stablehlo.constant"() {value = dense<5> : tensor<i64>} : () -> tensor<i64>
    %43 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %44 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %45 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<0xf32>} : () -> tensor<0xf32>
    "func.return"(%35, %38, %39, %40, %41, %42, %43, %44, %45) : (tensor<1x4x3x8xf32>, tensor<1x4x3xf32>, tensor<0xi32>, tensor<0xi32>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<0xf32>) -> ()
  }
}
