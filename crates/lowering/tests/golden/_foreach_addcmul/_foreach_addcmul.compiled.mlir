module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<2x3xf32>, %arg3: tensor<3xf32>, %arg4: tensor<2x3xf32>, %arg5: tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0x3F400000> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.multiply"(%arg2, %arg4) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %2 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3xf32>
    %3 = "stablehlo.multiply"(%2, %1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %4 = "stablehlo.add"(%arg0, %3) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %5 = "stablehlo.multiply"(%arg3, %arg5) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %6 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %7 = "stablehlo.multiply"(%6, %5) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %8 = "stablehlo.add"(%arg1, %7) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%4, %8) : (tensor<2x3xf32>, tensor<3xf32>) -> ()
  }
}
