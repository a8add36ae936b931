module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>) -> (tensor<4xf32>) {
    %0 = "chlo.digamma"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    %1 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %2 = "stablehlo.compare"(%arg0, %1) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %3 = "stablehlo.bitcast_convert"(%arg0) : (tensor<4xf32>) -> tensor<4xi32>
    %4 = "stablehlo.constant"() {value = dense<0> : tensor<4xi32>} : () -> tensor<4xi32>
    %5 = "stablehlo.compare"(%3, %4) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %6 = "stablehlo.constant"() {value = dense<0x7F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %7 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %8 = "stablehlo.select"(%5, %6, %7) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %9 = "stablehlo.select"(%2, %8, %0) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%9) : (tensor<4xf32>) -> ()
  }
}
