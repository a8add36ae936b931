module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> (tensor<2x3xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0x3F3504F3> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
    %1 = "stablehlo.multiply"(%arg1, %0) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %2 = "chlo.erf"(%1) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %3 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
    %4 = "stablehlo.add"(%2, %3) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %5 = "stablehlo.constant"() {value = dense<0x3F000000> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
    %6 = "stablehlo.multiply"(%4, %5) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %7 = "stablehlo.multiply"(%arg1, %arg1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %8 = "stablehlo.constant"() {value = dense<0xBF000000> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
    %9 = "stablehlo.multiply"(%7, %8) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %10 = "stablehlo.exponential"(%9) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %11 = "stablehlo.constant"() {value = dense<0x3ECC422A> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
    %12 = "stablehlo.multiply"(%10, %11) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %13 = "stablehlo.multiply"(%arg1, %12) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %14 = "stablehlo.add"(%6, %13) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %15 = "stablehlo.multiply"(%arg0, %14) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%15) : (tensor<2x3xf32>) -> ()
  }
}
