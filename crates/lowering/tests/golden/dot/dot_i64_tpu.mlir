module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xi64>, %arg1: tensor<3xi64>) -> (tensor<i64>) {
    %0 = "stablehlo.transpose"(%arg0) {permutation = array<i64: 0>} : (tensor<3xi64>) -> tensor<3xi64>
    %1 = "stablehlo.transpose"(%arg1) {permutation = array<i64: 0>} : (tensor<3xi64>) -> tensor<3xi64>
    %2 = "stablehlo.multiply"(%0, %1) : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %3 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.reduce"(%2, %3) ({
      ^bb0(%5: tensor<i64>, %6: tensor<i64>):
        %7 = "stablehlo.add"(%5, %6) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%7) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3xi64>, tensor<i64>) -> tensor<i64>
    "func.return"(%4) : (tensor<i64>) -> ()
  }
}
