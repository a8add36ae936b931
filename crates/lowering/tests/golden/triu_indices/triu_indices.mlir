module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<2x6xi64>) {
    %0 = "stablehlo.constant"() {value = dense<[[0, 0, 0, 1, 1, 2], [1, 2, 3, 2, 3, 3]]> : tensor<2x6xi64>} : () -> tensor<2x6xi64>
    "func.return"(%0) : (tensor<2x6xi64>) -> ()
  }
}
