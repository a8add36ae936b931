module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xi32>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> (tensor<4xi32>) {
    %0 = "stablehlo.convert"(%arg1) : (tensor<i64>) -> tensor<i32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<4xi32>
    %2 = "stablehlo.convert"(%arg2) : (tensor<i64>) -> tensor<i32>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<4xi32>
    %4 = "stablehlo.maximum"(%arg0, %1) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %5 = "stablehlo.minimum"(%4, %3) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    "func.return"(%5) : (tensor<4xi32>) -> ()
  }
}
