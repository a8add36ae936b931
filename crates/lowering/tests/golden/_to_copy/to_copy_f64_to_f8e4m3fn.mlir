module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf64>) -> (tensor<4xf8E4M3FN>) {
    %0 = "stablehlo.convert"(%arg0) : (tensor<4xf64>) -> tensor<4xf32>
    %1 = "stablehlo.constant"() {value = dense<0x43E00000> : tensor<4xf32>} : () -> tensor<4xf32>
    %2 = "stablehlo.constant"() {value = dense<0xC3E00000> : tensor<4xf32>} : () -> tensor<4xf32>
    %3 = "stablehlo.compare"(%0, %1) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %4 = "stablehlo.select"(%3, %1, %0) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %5 = "stablehlo.compare"(%4, %2) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %6 = "stablehlo.select"(%5, %2, %4) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %7 = "stablehlo.convert"(%6) : (tensor<4xf32>) -> tensor<4xf8E4M3FN>
    "func.return"(%7) : (tensor<4xf8E4M3FN>) -> ()
  }
}
