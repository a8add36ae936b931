module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x2x4x8xf32>, %arg1: tensor<1x2x4x8xf32>, %arg2: tensor<1x2x4x8xf32>) -> (tensor<1x2x4x8xf32>, tensor<1x2x4xf32>, tensor<0xi32>, tensor<0xi32>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<0xf32>) {
    %0 = "stablehlo.dot_general"(%arg0, %arg1) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<1x2x4x8xf32>, tensor<1x2x4x8xf32>) -> tensor<1x2x4x4xf32>
    %1 = "stablehlo.constant"() {value = dense<0x3EB504F3> : tensor<1x2x4x4xf32>} : () -> tensor<1x2x4x4xf32>
    %2 = "stablehlo.multiply"(%0, %1) : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
    %3 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x2x4x4xi64>
    %4 = "stablehlo.iota"() {iota_dimension = 3 : i64} : () -> tensor<1x2x4x4xi64>
    %5 = "stablehlo.compare"(%4, %3) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x2x4x4xi64>, tensor<1x2x4x4xi64>) -> tensor<1x2x4x4xi1>
    %6 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<1x2x4x4xf32>} : () -> tensor<1x2x4x4xf32>
    %7 = "stablehlo.select"(%5, %2, %6) : (tensor<1x2x4x4xi1>, tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
    %8 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %9 = "stablehlo.reduce"(%7, %8) ({
      ^bb0(%10: tensor<f32>, %11: tensor<f32>):
        %12 = "stablehlo.maximum"(%10, %11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%12) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x4xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %13 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<1x2x4xf32>} : () -> tensor<1x2x4xf32>
    %14 = "stablehlo.compare"(%9, %13) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<1x2x4xi1>
    %15 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x4xf32>} : () -> tensor<1x2x4xf32>
    %16 = "stablehlo.select"(%14, %15, %9) : (tensor<1x2x4xi1>, tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %17 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x4xf32>) -> tensor<1x2x4x4xf32>
    %18 = "stablehlo.subtract"(%7, %17) : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
    %19 = "stablehlo.exponential"(%18) : (tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
    %20 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %21 = "stablehlo.reduce"(%19, %20) ({
      ^bb0(%22: tensor<f32>, %23: tensor<f32>):
        %24 = "stablehlo.add"(%22, %23) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%24) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x4xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %25 = "stablehlo.dot_general"(%19, %arg2) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x4x4xf32>, tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xf32>
    %26 = "stablehlo.broadcast_in_dim"(%21) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x4xf32>) -> tensor<1x2x4x8xf32>
    %27 = "stablehlo.divide"(%25, %26) : (tensor<1x2x4x8xf32>, tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xf32>
    %28 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x4x8xf32>} : () -> tensor<1x2x4x8xf32>
    %29 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x4x8xf32>} : () -> tensor<1x2x4x8xf32>
    %30 = "stablehlo.compare"(%26, %29) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x4x8xf32>, tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xi1>
    %31 = "stablehlo.select"(%30, %28, %27) : (tensor<1x2x4x8xi1>, tensor<1x2x4x8xf32>, tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xf32>
    %32 = "stablehlo.log"(%21) : (tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %33 = "stablehlo.add"(%16, %32) : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %34 = "stablehlo.reshape"(%33) : (tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %35 = "stablehlo.constant"() {value = dense<0> : tensor<0xi32>} : () -> tensor<0xi32>
    %36 = "stablehlo.constant"() {value = dense<0> : tensor<0xi32>} : () -> tensor<0xi32>
    %37 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %38 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %39 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %40 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %41 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<0xf32>} : () -> tensor<0xf32>
    "func.return"(%31, %34, %35, %36, %37, %38, %39, %40, %41) : (tensor<1x2x4x8xf32>, tensor<1x2x4xf32>, tensor<0xi32>, tensor<0xi32>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<0xf32>) -> ()
  }
}
