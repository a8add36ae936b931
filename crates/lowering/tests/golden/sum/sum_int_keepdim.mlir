module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xi32>) -> (tensor<2x1xi64>) {
    %0 = "stablehlo.convert"(%arg0) : (tensor<2x3xi32>) -> tensor<2x3xi64>
    %1 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %2 = "stablehlo.reduce"(%0, %1) ({
      ^bb0(%3: tensor<i64>, %4: tensor<i64>):
        %5 = "stablehlo.add"(%3, %4) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%5) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x3xi64>, tensor<i64>) -> tensor<2xi64>
    %6 = "stablehlo.reshape"(%2) : (tensor<2xi64>) -> tensor<2x1xi64>
    "func.return"(%6) : (tensor<2x1xi64>) -> ()
  }
}
