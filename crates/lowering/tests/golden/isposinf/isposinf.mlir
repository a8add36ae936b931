module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>) -> (tensor<2x3xi1>) {
    %0 = "stablehlo.constant"() {value = dense<0x7F800000> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
    %1 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
    %2 = "stablehlo.compare"(%arg0, %0) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %3 = "stablehlo.compare"(%arg0, %1) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    "func.return"(%2) : (tensor<2x3xi1>) -> ()
  }
}
