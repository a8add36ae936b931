module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<1x3xi64>, %arg2: tensor<0xf32>) -> (tensor<3x3xf32>) {
    %0 = "stablehlo.convert"(%arg1) : (tensor<1x3xi64>) -> tensor<1x3xf32>
    %1 = "stablehlo.concatenate"(%arg0, %0) {dimension = 0 : i64} : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<3x3xf32>
    "func.return"(%1) : (tensor<3x3xf32>) -> ()
  }
}
