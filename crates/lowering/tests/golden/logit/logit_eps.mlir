module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>) -> (tensor<2x3xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0x3E800000> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
    %1 = "stablehlo.constant"() {value = dense<0x3F400000> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
    %2 = "stablehlo.compare"(%arg0, %0) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %3 = "stablehlo.compare"(%arg0, %1) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %4 = "stablehlo.select"(%3, %1, %arg0) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %5 = "stablehlo.select"(%2, %0, %4) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %6 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
    %7 = "stablehlo.subtract"(%6, %5) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %8 = "stablehlo.divide"(%5, %7) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %9 = "stablehlo.log"(%8) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%9) : (tensor<2x3xf32>) -> ()
  }
}
