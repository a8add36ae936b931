module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xi32>) -> (tensor<4xi32>) {
    %0 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %2 = "stablehlo.convert"(%0) : (tensor<i64>) -> tensor<i32>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<4xi32>
    %4 = "stablehlo.convert"(%1) : (tensor<i64>) -> tensor<i32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<4xi32>
    %6 = "stablehlo.maximum"(%arg0, %3) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %7 = "stablehlo.minimum"(%6, %5) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    "func.return"(%7) : (tensor<4xi32>) -> ()
  }
}
