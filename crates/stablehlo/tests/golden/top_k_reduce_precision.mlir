module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x5xf32>) -> (tensor<2x3xf32>, tensor<2x3xi32>, tensor<2x5xf32>) {
    %0:2 = "chlo.top_k"(%arg0) {k = 3 : i64} : (tensor<2x5xf32>) -> (tensor<2x3xf32>, tensor<2x3xi32>)
    %1 = "stablehlo.reduce_precision"(%arg0) {exponent_bits = 8 : i32, mantissa_bits = 7 : i32} : (tensor<2x5xf32>) -> tensor<2x5xf32>
    "func.return"(%0#0, %0#1, %1) : (tensor<2x3xf32>, tensor<2x3xi32>, tensor<2x5xf32>) -> ()
  }
}
