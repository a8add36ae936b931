module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<f32>) -> (tensor<2x3xf32>, tensor<3xf32>) {
    %0 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3xf32>
    %1 = "stablehlo.divide"(%arg0, %0) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %2 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %3 = "stablehlo.divide"(%arg1, %2) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%1, %3) : (tensor<2x3xf32>, tensor<3xf32>) -> ()
  }
}
