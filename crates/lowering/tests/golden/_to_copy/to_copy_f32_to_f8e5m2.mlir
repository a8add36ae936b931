module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>) -> (tensor<4xf8E5M2>) {
    %0 = "stablehlo.convert"(%arg0) : (tensor<4xf32>) -> tensor<4xf8E5M2>
    %1 = "stablehlo.bitcast_convert"(%0) : (tensor<4xf8E5M2>) -> tensor<4xui8>
    %2 = "stablehlo.constant"() {value = dense<127> : tensor<4xui8>} : () -> tensor<4xui8>
    %3 = "stablehlo.constant"() {value = dense<255> : tensor<4xui8>} : () -> tensor<4xui8>
    %4 = "stablehlo.bitcast_convert"(%arg0) : (tensor<4xf32>) -> tensor<4xi32>
    %5 = "stablehlo.constant"() {value = dense<0> : tensor<4xi32>} : () -> tensor<4xi32>
    %6 = "stablehlo.compare"(%4, %5) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %7 = "stablehlo.select"(%6, %3, %2) : (tensor<4xi1>, tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
    %8 = "stablehlo.compare"(%arg0, %arg0) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %9 = "stablehlo.select"(%8, %7, %1) : (tensor<4xi1>, tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
    %10 = "stablehlo.bitcast_convert"(%9) : (tensor<4xui8>) -> tensor<4xf8E5M2>
    "func.return"(%10) : (tensor<4xf8E5M2>) -> ()
  }
}
