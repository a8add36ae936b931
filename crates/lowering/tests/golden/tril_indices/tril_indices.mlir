module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<2x6xi64>) {
    %0 = "stablehlo.constant"() {value = dense<[[0, 1, 1, 2, 2, 2], [0, 0, 1, 0, 1, 2]]> : tensor<2x6xi64>} : () -> tensor<2x6xi64>
    "func.return"(%0) : (tensor<2x6xi64>) -> ()
  }
}
