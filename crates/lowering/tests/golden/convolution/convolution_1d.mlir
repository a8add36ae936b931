module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x2x6xf32>, %arg1: tensor<3x2x3xf32>, %arg2: tensor<3xf32>) -> (tensor<1x3x4xf32>) {
    %0 = "stablehlo.convolution"(%arg0, %arg1) {window_strides = array<i64: 1>, padding = dense<[[0, 0]]> : tensor<1x2xi64>, lhs_dilation = array<i64: 1>, rhs_dilation = array<i64: 1>, dimension_numbers = #stablehlo.conv<[b, f, 0]x[o, i, 0]->[b, f, 0]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64} : (tensor<1x2x6xf32>, tensor<3x2x3xf32>) -> tensor<1x3x4xf32>
    %1 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x4xf32>
    %2 = "stablehlo.add"(%0, %1) : (tensor<1x3x4xf32>, tensor<1x3x4xf32>) -> tensor<1x3x4xf32>
    "func.return"(%2) : (tensor<1x3x4xf32>) -> ()
  }
}
