module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x4xi64>, %arg1: tensor<2x4x5xi64>) -> (tensor<2x3x5xi64>) {
    %0 = "stablehlo.transpose"(%arg0) {permutation = array<i64: 0, 1, 2>} : (tensor<2x3x4xi64>) -> tensor<2x3x4xi64>
    %1 = "stablehlo.transpose"(%arg1) {permutation = array<i64: 0, 2, 1>} : (tensor<2x4x5xi64>) -> tensor<2x5x4xi64>
    %2 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<2x3x4xi64>) -> tensor<2x3x5x4xi64>
    %3 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64: 0, 2, 3>} : (tensor<2x5x4xi64>) -> tensor<2x3x5x4xi64>
    %4 = "stablehlo.multiply"(%2, %3) : (tensor<2x3x5x4xi64>, tensor<2x3x5x4xi64>) -> tensor<2x3x5x4xi64>
    %5 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %6 = "stablehlo.reduce"(%4, %5) ({
      ^bb0(%7: tensor<i64>, %8: tensor<i64>):
        %9 = "stablehlo.add"(%7, %8) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%9) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x3x5x4xi64>, tensor<i64>) -> tensor<2x3x5xi64>
    "func.return"(%6) : (tensor<2x3x5xi64>) -> ()
  }
}
