module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x4x2x2xf32>) -> (tensor<1x4x2x2xf32>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<1x4x2x2xf32>) -> tensor<1x2x2x2x2xf32>
    %1 = "stablehlo.transpose"(%0) {permutation = array<i64: 0, 2, 1, 3, 4>} : (tensor<1x2x2x2x2xf32>) -> tensor<1x2x2x2x2xf32>
    %2 = "stablehlo.reshape"(%1) : (tensor<1x2x2x2x2xf32>) -> tensor<1x4x2x2xf32>
    "func.return"(%2) : (tensor<1x4x2x2xf32>) -> ()
  }
}
