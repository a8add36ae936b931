module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3xf32>) -> (tensor<3x3xf32>) {
    %0 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x3xi64>
    %1 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<3x3xi64>
    %2 = "stablehlo.subtract"(%1, %0) : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi64>
    %3 = "stablehlo.constant"() {value = dense<1> : tensor<3x3xi64>} : () -> tensor<3x3xi64>
    %4 = "stablehlo.compare"(%2, %3) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %5 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<3x3xf32>} : () -> tensor<3x3xf32>
    %6 = "stablehlo.select"(%4, %arg0, %5) : (tensor<3x3xi1>, tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    "func.return"(%6) : (tensor<3x3xf32>) -> ()
  }
}
