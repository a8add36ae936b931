module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<2xi64>, %arg2: tensor<f32>) -> (tensor<3x4xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<2xi64>} : () -> tensor<2xi64>
    %1 = "stablehlo.constant"() {value = dense<4> : tensor<2xi64>} : () -> tensor<2xi64>
    %2 = "stablehlo.compare"(%arg1, %0) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %3 = "stablehlo.add"(%arg1, %1) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %4 = "stablehlo.select"(%2, %3, %arg1) : (tensor<2xi1>, tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi64>) -> tensor<2x4xi64>
    %6 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x4xi64>
    %7 = "stablehlo.compare"(%5, %6) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x4xi64>, tensor<2x4xi64>) -> tensor<2x4xi1>
    %8 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %9 = "stablehlo.reduce"(%7, %8) ({
      ^bb0(%10: tensor<i1>, %11: tensor<i1>):
        %12 = "stablehlo.or"(%10, %11) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%12) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xi1>, tensor<i1>) -> tensor<4xi1>
    %13 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64: 1>} : (tensor<4xi1>) -> tensor<3x4xi1>
    %14 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %15 = "stablehlo.select"(%13, %14, %arg0) : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    "func.return"(%15) : (tensor<3x4xf32>) -> ()
  }
}
