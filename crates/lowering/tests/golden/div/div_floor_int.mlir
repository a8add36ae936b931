module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xi64>, %arg1: tensor<4xi64>) -> (tensor<4xi64>) {
    %0 = "stablehlo.divide"(%arg0, %arg1) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %1 = "stablehlo.multiply"(%0, %arg1) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %2 = "stablehlo.compare"(%1, %arg0) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %3 = "stablehlo.constant"() {value = dense<0> : tensor<4xi64>} : () -> tensor<4xi64>
    %4 = "stablehlo.compare"(%arg0, %3) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %5 = "stablehlo.compare"(%arg1, %3) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %6 = "stablehlo.xor"(%4, %5) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %7 = "stablehlo.and"(%2, %6) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %8 = "stablehlo.constant"() {value = dense<1> : tensor<4xi64>} : () -> tensor<4xi64>
    %9 = "stablehlo.subtract"(%0, %8) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %10 = "stablehlo.select"(%7, %9, %0) : (tensor<4xi1>, tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    "func.return"(%10) : (tensor<4xi64>) -> ()
  }
}
