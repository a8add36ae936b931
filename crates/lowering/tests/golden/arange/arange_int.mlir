module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi64>) {
    %0 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.constant"() {value = dense<7> : tensor<i64>} : () -> tensor<i64>
    %2 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %3 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3xi64>
    %4 = "stablehlo.constant"() {value = dense<2> : tensor<3xi64>} : () -> tensor<3xi64>
    %5 = "stablehlo.constant"() {value = dense<1> : tensor<3xi64>} : () -> tensor<3xi64>
    %6 = "stablehlo.multiply"(%3, %4) : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %7 = "stablehlo.add"(%6, %5) : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    "func.return"(%7) : (tensor<3xi64>) -> ()
  }
}
