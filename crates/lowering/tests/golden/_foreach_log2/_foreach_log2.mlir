module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>) {
    %0 = "stablehlo.log"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %1 = "stablehlo.constant"() {value = dense<0x3FB8AA3B> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
    %2 = "stablehlo.multiply"(%0, %1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %3 = "stablehlo.log"(%arg1) : (tensor<3xf32>) -> tensor<3xf32>
    %4 = "stablehlo.constant"() {value = dense<0x3FB8AA3B> : tensor<3xf32>} : () -> tensor<3xf32>
    %5 = "stablehlo.multiply"(%3, %4) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%2, %5) : (tensor<2x3xf32>, tensor<3xf32>) -> ()
  }
}
