module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>) -> (tensor<4xf32>) {
    %0 = "stablehlo.multiply"(%arg0, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1 = "stablehlo.multiply"(%0, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %2 = "stablehlo.constant"() {value = dense<0x3D372713> : tensor<4xf32>} : () -> tensor<4xf32>
    %3 = "stablehlo.multiply"(%1, %2) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %4 = "stablehlo.add"(%arg0, %3) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %5 = "stablehlo.constant"() {value = dense<0x3F4C422A> : tensor<4xf32>} : () -> tensor<4xf32>
    %6 = "stablehlo.multiply"(%4, %5) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %7 = "stablehlo.tanh"(%6) : (tensor<4xf32>) -> tensor<4xf32>
    %8 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %9 = "stablehlo.add"(%7, %8) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %10 = "stablehlo.constant"() {value = dense<0x3F000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %11 = "stablehlo.multiply"(%arg0, %10) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %12 = "stablehlo.multiply"(%11, %9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%12) : (tensor<4xf32>) -> ()
  }
}
