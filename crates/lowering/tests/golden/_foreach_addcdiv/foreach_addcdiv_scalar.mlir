module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf32>, %arg1: tensor<2xf32>, %arg2: tensor<3xf32>, %arg3: tensor<2xf32>, %arg4: tensor<3xf32>, %arg5: tensor<2xf32>, %arg6: tensor<f32>) -> (tensor<3xf32>, tensor<2xf32>) {
    %0 = "stablehlo.divide"(%arg2, %arg4) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %1 = "stablehlo.broadcast_in_dim"(%arg6) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %2 = "stablehlo.multiply"(%1, %0) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %3 = "stablehlo.add"(%arg0, %2) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %4 = "stablehlo.divide"(%arg3, %arg5) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %5 = "stablehlo.broadcast_in_dim"(%arg6) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %6 = "stablehlo.multiply"(%5, %4) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %7 = "stablehlo.add"(%arg1, %6) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    "func.return"(%3, %7) : (tensor<3xf32>, tensor<2xf32>) -> ()
  }
}
