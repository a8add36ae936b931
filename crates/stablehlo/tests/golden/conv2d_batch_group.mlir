module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x5x2x4xf32>, %arg1: tensor<3x3x2x4xf32>) -> (tensor<3x3x2x4xf32>) {
    %0 = "stablehlo.convolution"(%arg0, %arg1) {window_strides = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, dimension_numbers = #stablehlo.conv<[0, 1, f, b]x[0, 1, i, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, batch_group_count = 2 : i64} : (tensor<5x5x2x4xf32>, tensor<3x3x2x4xf32>) -> tensor<3x3x2x4xf32>
    "func.return"(%0) : (tensor<3x3x2x4xf32>) -> ()
  }
}
