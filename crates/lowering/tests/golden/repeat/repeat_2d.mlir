module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf32>) -> (tensor<2x6xf32>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<3xf32>) -> tensor<1x3xf32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64: 1, 3>} : (tensor<1x3xf32>) -> tensor<2x1x2x3xf32>
    %2 = "stablehlo.reshape"(%1) : (tensor<2x1x2x3xf32>) -> tensor<2x6xf32>
    "func.return"(%2) : (tensor<2x6xf32>) -> ()
  }
}
