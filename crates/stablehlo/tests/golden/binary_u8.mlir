module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xui8>, %arg1: tensor<4xui8>) -> (tensor<4xui8>, tensor<4xui8>, tensor<4xui8>) {
    %0 = "stablehlo.divide"(%arg0, %arg1) : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
    %1 = "stablehlo.shift_right_logical"(%arg0, %arg1) : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
    %2 = "stablehlo.maximum"(%arg0, %arg1) : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
    "func.return"(%0, %1, %2) : (tensor<4xui8>, tensor<4xui8>, tensor<4xui8>) -> ()
  }
}
