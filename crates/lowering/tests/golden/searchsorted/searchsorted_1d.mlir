module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xf32>, %arg1: tensor<2x3xf32>) -> (tensor<2x3xi64>) {
    %0 = "stablehlo.broadcast_in_dim"(%arg0) {broadcast_dimensions = array<i64: 2>} : (tensor<5xf32>) -> tensor<2x3x5xf32>
    %1 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x3xf32>) -> tensor<2x3x5xf32>
    %2 = "stablehlo.compare"(%0, %1) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3x5xf32>, tensor<2x3x5xf32>) -> tensor<2x3x5xi1>
    %3 = "stablehlo.convert"(%2) : (tensor<2x3x5xi1>) -> tensor<2x3x5xi64>
    %4 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %5 = "stablehlo.reduce"(%3, %4) ({
      ^bb0(%6: tensor<i64>, %7: tensor<i64>):
        %8 = "stablehlo.add"(%6, %7) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%8) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x3x5xi64>, tensor<i64>) -> tensor<2x3xi64>
    "func.return"(%5) : (tensor<2x3xi64>) -> ()
  }
}
