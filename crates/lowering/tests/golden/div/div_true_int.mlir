module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xi64>, %arg1: tensor<i64>) -> (tensor<4xf32>) {
    %0 = "stablehlo.convert"(%arg0) : (tensor<4xi64>) -> tensor<4xf32>
    %1 = "stablehlo.convert"(%arg1) : (tensor<i64>) -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %3 = "stablehlo.divide"(%0, %2) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%3) : (tensor<4xf32>) -> ()
  }
}
