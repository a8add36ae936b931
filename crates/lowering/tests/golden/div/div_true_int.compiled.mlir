module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xi64>) -> (tensor<4xf32>) {
    %0 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.convert"(%arg0) : (tensor<4xi64>) -> tensor<4xf32>
    %2 = "stablehlo.convert"(%0) : (tensor<i64>) -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %4 = "stablehlo.divide"(%1, %3) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%4) : (tensor<4xf32>) -> ()
  }
}
