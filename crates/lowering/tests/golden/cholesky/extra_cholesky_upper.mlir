module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3xf32>) -> (tensor<3x3xf32>) {
    %0 = "stablehlo.cholesky"(%arg0) {lower = true} : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %1 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x3xi64>
    %2 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<3x3xi64>
    %3 = "stablehlo.compare"(%1, %2) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %4 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<3x3xf32>} : () -> tensor<3x3xf32>
    %5 = "stablehlo.select"(%3, %0, %4) : (tensor<3x3xi1>, tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %6 = "stablehlo.transpose"(%5) {permutation = array<i64: 1, 0>} : (tensor<3x3xf32>) -> tensor<3x3xf32>
    "func.return"(%6) : (tensor<3x3xf32>) -> ()
  }
}
