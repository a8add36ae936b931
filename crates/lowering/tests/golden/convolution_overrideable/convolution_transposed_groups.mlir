module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x5xf32>, %arg1: tensor<4x3x3xf32>) -> (tensor<2x6x9xf32>) {
    %0 = "stablehlo.reshape"(%arg1) : (tensor<4x3x3xf32>) -> tensor<2x2x3x3xf32>
    %1 = "stablehlo.transpose"(%0) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<2x2x3x3xf32>) -> tensor<2x3x2x3xf32>
    %2 = "stablehlo.reshape"(%1) : (tensor<2x3x2x3xf32>) -> tensor<6x2x3xf32>
    %3 = "stablehlo.reverse"(%2) {dimensions = array<i64: 2>} : (tensor<6x2x3xf32>) -> tensor<6x2x3xf32>
    %4 = "stablehlo.convolution"(%arg0, %3) {window_strides = array<i64: 1>, padding = dense<[[1, 1]]> : tensor<1x2xi64>, lhs_dilation = array<i64: 2>, rhs_dilation = array<i64: 1>, dimension_numbers = #stablehlo.conv<[b, f, 0]x[o, i, 0]->[b, f, 0]>, feature_group_count = 2 : i64, batch_group_count = 1 : i64} : (tensor<2x4x5xf32>, tensor<6x2x3xf32>) -> tensor<2x6x9xf32>
    "func.return"(%4) : (tensor<2x6x9xf32>) -> ()
  }
}
