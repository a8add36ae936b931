module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<0x0xf32>, %arg1: tensor<0x0xi64>) -> (tensor<0x0x0xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<0x0xi64>} : () -> tensor<0x0xi64>
    %1 = "stablehlo.constant"() {value = dense<0> : tensor<0x0xi64>} : () -> tensor<0x0xi64>
    %2 = "stablehlo.compare"(%arg1, %0) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<0x0xi64>, tensor<0x0xi64>) -> tensor<0x0xi1>
    %3 = "stablehlo.add"(%arg1, %1) : (tensor<0x0xi64>, tensor<0x0xi64>) -> tensor<0x0xi64>
    %4 = "stablehlo.select"(%2, %3, %arg1) : (tensor<0x0xi1>, tensor<0x0xi64>, tensor<0x0xi64>) -> tensor<0x0xi64>
    %5 = "stablehlo.constant"() {value = dense<0> : tensor<0x0xi64>} : () -> tensor<0x0xi64>
    %6 = "stablehlo.constant"() {value = dense<0> : tensor<0x0xi64>} : () -> tensor<0x0xi64>
    %7 = "stablehlo.compare"(%4, %5) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<0x0xi64>, tensor<0x0xi64>) -> tensor<0x0xi1>
    %8 = "stablehlo.compare"(%4, %6) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<0x0xi64>, tensor<0x0xi64>) -> tensor<0x0xi1>
    %9 = "stablehlo.and"(%7, %8) : (tensor<0x0xi1>, tensor<0x0xi1>) -> tensor<0x0xi1>
    %10 = "stablehlo.reshape"(%4) : (tensor<0x0xi64>) -> tensor<0x0x1xi64>
    %11 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<0x0x0xf32>} : () -> tensor<0x0x0xf32>
    "func.return"(%11) : (tensor<0x0x0xf32>) -> ()
  }
}
