module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
    %1 = "stablehlo.optimization_barrier"(%0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %2 = "stablehlo.atan2"(%arg0, %1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %3 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<3xf32>} : () -> tensor<3xf32>
    %4 = "stablehlo.optimization_barrier"(%3) : (tensor<3xf32>) -> tensor<3xf32>
    %5 = "stablehlo.atan2"(%arg1, %4) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%2, %5) : (tensor<2x3xf32>, tensor<3xf32>) -> ()
  }
}
