module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>) -> (tensor<4xf8E5M2>) {
    %0 = "stablehlo.convert"(%arg0) : (tensor<4xf32>) -> tensor<4xf8E5M2>
    %1 = "stablehlo.constant"() {value = dense<0x7F> : tensor<4xf8E5M2>} : () -> tensor<4xf8E5M2>
    %2 = "stablehlo.constant"() {value = dense<0xFF> : tensor<4xf8E5M2>} : () -> tensor<4xf8E5M2>
    %3 = "stablehlo.bitcast_convert"(%arg0) : (tensor<4xf32>) -> tensor<4xi32>
    %4 = "stablehlo.constant"() {value = dense<0> : tensor<4xi32>} : () -> tensor<4xi32>
    %5 = "stablehlo.compare"(%3, %4) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %6 = "stablehlo.select"(%5, %2, %1) : (tensor<4xi1>, tensor<4xf8E5M2>, tensor<4xf8E5M2>) -> tensor<4xf8E5M2>
    %7 = "stablehlo.compare"(%arg0, %arg0) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %8 = "stablehlo.select"(%7, %6, %0) : (tensor<4xi1>, tensor<4xf8E5M2>, tensor<4xf8E5M2>) -> tensor<4xf8E5M2>
    "func.return"(%8) : (tensor<4xf8E5M2>) -> ()
  }
}
