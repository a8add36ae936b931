module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
    %1 = "stablehlo.compare"(%arg0, %0) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %2 = "stablehlo.compare"(%arg0, %0) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %3 = "stablehlo.convert"(%1) : (tensor<2x3xi1>) -> tensor<2x3xf32>
    %4 = "stablehlo.convert"(%2) : (tensor<2x3xi1>) -> tensor<2x3xf32>
    %5 = "stablehlo.subtract"(%3, %4) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %6 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<3xf32>} : () -> tensor<3xf32>
    %7 = "stablehlo.compare"(%arg1, %6) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %8 = "stablehlo.compare"(%arg1, %6) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %9 = "stablehlo.convert"(%7) : (tensor<3xi1>) -> tensor<3xf32>
    %10 = "stablehlo.convert"(%8) : (tensor<3xi1>) -> tensor<3xf32>
    %11 = "stablehlo.subtract"(%9, %10) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%5, %11) : (tensor<2x3xf32>, tensor<3xf32>) -> ()
  }
}
