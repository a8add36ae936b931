module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>) {
    %0 = "stablehlo.tan"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %1 = "stablehlo.tan"(%arg1) : (tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%0, %1) : (tensor<2x3xf32>, tensor<3xf32>) -> ()
  }
}
