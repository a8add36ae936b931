module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
    %1 = "stablehlo.compare"(%arg0, %0) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %2 = "stablehlo.ceil"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %3 = "stablehlo.floor"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %4 = "stablehlo.select"(%1, %2, %3) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %5 = "stablehlo.subtract"(%arg0, %4) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %6 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<3xf32>} : () -> tensor<3xf32>
    %7 = "stablehlo.compare"(%arg1, %6) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %8 = "stablehlo.ceil"(%arg1) : (tensor<3xf32>) -> tensor<3xf32>
    %9 = "stablehlo.floor"(%arg1) : (tensor<3xf32>) -> tensor<3xf32>
    %10 = "stablehlo.select"(%7, %8, %9) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %11 = "stablehlo.subtract"(%arg1, %10) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%5, %11) : (tensor<2x3xf32>, tensor<3xf32>) -> ()
  }
}
