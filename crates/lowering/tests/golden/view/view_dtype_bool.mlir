module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xi1>) -> (tensor<4xui8>) {
    %0 = "stablehlo.convert"(%arg0) : (tensor<4xi1>) -> tensor<4xui8>
    "func.return"(%0) : (tensor<4xui8>) -> ()
  }
}
