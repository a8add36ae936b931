module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x2x4x8xf32>, %arg1: tensor<1x2x4x8xf32>, %arg2: tensor<1x2x4x8xf32>) -> (tensor<1x2x4x8xf32>, tensor<1x2x4xf32>, tensor<0xi32>, tensor<0xi32>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<0xf32>) {
    %0 = "stablehlo.dot_general"(%arg0, %arg1) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<1x2x4x8xf32>, tensor<1x2x4x8xf32>) -> tensor<1x2x4x4xf32>
    %1 = "stablehlo.constant"() {value = dense<0x3EB504F3> : tensor<1x2x4x4xf32>} : () -> tensor<1x2x4x4xf32>
    %2 = "stablehlo.multiply"(%0, %1) : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
    %3 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4x4xi64>
    %4 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<4x4xi64>
    %5 = "stablehlo.compare"(%4, %3) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64: 2, 3>} : (tensor<4x4xi1>) -> tensor<1x2x4x4xi1>
    %7 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<1x2x4x4xf32>} : () -> tensor<1x2x4x4xf32>
    %8 = "stablehlo.select"(%6, %2, %7) : (tensor<1x2x4x4xi1>, tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
    %9 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %10 = "stablehlo.reduce"(%8, %9) ({
      ^bb0(%11: tensor<f32>, %12: tensor<f32>):
        %13 = "stablehlo.maximum"(%11, %12) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%13) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x4xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %14 = "stablehlo.constant"() {value = dense<0xFF7FFFFF> : tensor<1x2x4xf32>} : () -> tensor<1x2x4xf32>
    %15 = "stablehlo.maximum"(%10, %14) : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %16 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x4xf32>) -> tensor<1x2x4x4xf32>
    %17 = "stablehlo.subtract"(%8, %16) : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
    %18 = "stablehlo.exponential"(%17) : (tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
    %19 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %20 = "stablehlo.reduce"(%18, %19) ({
      ^bb0(%21: tensor<f32>, %22: tensor<f32>):
        %23 = "stablehlo.add"(%21, %22) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%23) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x4xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %24 = "stablehlo.dot_general"(%18, %arg2) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x4x4xf32>, tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xf32>
    %25 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x4xf32>) -> tensor<1x2x4x8xf32>
    %26 = "stablehlo.divide"(%24, %25) : (tensor<1x2x4x8xf32>, tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xf32>
    %27 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x4x8xf32>} : () -> tensor<1x2x4x8xf32>
    %28 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x4x8xf32>} : () -> tensor<1x2x4x8xf32>
    %29 = "stablehlo.compare"(%25, %28) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x4x8xf32>, tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xi1>
    %30 = "stablehlo.select"(%29, %27, %26) : (tensor<1x2x4x8xi1>, tensor<1x2x4x8xf32>, tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xf32>
    %31 = "stablehlo.log"(%20) : (tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %32 = "stablehlo.add"(%15, %31) : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %33 = "stablehlo.constant"() {value = dense<0> : tensor<0xi32>} : () -> tensor<0xi32>
    %34 = "stablehlo.constant"() {value = dense<0> : tensor<0xi32>} : () -> tensor<0xi32>
    %35 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %36 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %37 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %38 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %39 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<0xf32>} : () -> tensor<0xf32>
    "func.return"(%30, %32, %33, %34, %35, %36, %37, %38, %39) : (tensor<1x2x4x8xf32>, tensor<1x2x4xf32>, tensor<0xi32>, tensor<0xi32>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<0xf32>) -> ()
  }
}
