module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x2x4x4xf32>) -> (tensor<1x8x9xf32>) {
    %0 = "stablehlo.constant"() {value = dense<[[[[0x3F800000, 0x00000000], [0x00000000, 0x00000000]]], [[[0x00000000, 0x3F800000], [0x00000000, 0x00000000]]], [[[0x00000000, 0x00000000], [0x3F800000, 0x00000000]]], [[[0x00000000, 0x00000000], [0x00000000, 0x3F800000]]], [[[0x3F800000, 0x00000000], [0x00000000, 0x00000000]]], [[[0x00000000, 0x3F800000], [0x00000000, 0x00000000]]], [[[0x00000000, 0x00000000], [0x3F800000, 0x00000000]]], [[[0x00000000, 0x00000000], [0x00000000, 0x3F800000]]]]> : tensor<8x1x2x2xf32>} : () -> tensor<8x1x2x2xf32>
    %1 = "stablehlo.convolution"(%arg0, %0) {window_strides = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, dimension_numbers = #stablehlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, feature_group_count = 2 : i64, batch_group_count = 1 : i64} : (tensor<1x2x4x4xf32>, tensor<8x1x2x2xf32>) -> tensor<1x8x3x3xf32>
    %2 = "stablehlo.reshape"(%1) : (tensor<1x8x3x3xf32>) -> tensor<1x8x9xf32>
    "func.return"(%2) : (tensor<1x8x9xf32>) -> ()
  }
}
