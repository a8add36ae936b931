module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x3x4xf32>, %arg1: tensor<1x2x6xf32>, %arg2: tensor<3x2x3xf32>) -> (tensor<1x2x6xf32>, tensor<3x2x3xf32>, tensor<3xf32>) {
    %0 = "stablehlo.reverse"(%arg2) {dimensions = array<i64: 2>} : (tensor<3x2x3xf32>) -> tensor<3x2x3xf32>
    %1 = "stablehlo.convolution"(%arg0, %0) {window_strides = array<i64: 1>, padding = dense<[[2, 2]]> : tensor<1x2xi64>, lhs_dilation = array<i64: 1>, rhs_dilation = array<i64: 1>, dimension_numbers = #stablehlo.conv<[b, f, 0]x[i, o, 0]->[b, f, 0]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64} : (tensor<1x3x4xf32>, tensor<3x2x3xf32>) -> tensor<1x2x6xf32>
    %2 = "stablehlo.convolution"(%arg1, %arg0) {window_strides = array<i64: 1>, padding = dense<[[0, 0]]> : tensor<1x2xi64>, lhs_dilation = array<i64: 1>, rhs_dilation = array<i64: 1>, dimension_numbers = #stablehlo.conv<[f, b, 0]x[i, o, 0]->[f, b, 0]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64} : (tensor<1x2x6xf32>, tensor<1x3x4xf32>) -> tensor<3x2x3xf32>
    %3 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %4 = "stablehlo.reduce"(%arg0, %3) ({
      ^bb0(%5: tensor<f32>, %6: tensor<f32>):
        %7 = "stablehlo.add"(%5, %6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%7) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2>} : (tensor<1x3x4xf32>, tensor<f32>) -> tensor<3xf32>
    "func.return"(%1, %2, %4) : (tensor<1x2x6xf32>, tensor<3x2x3xf32>, tensor<3xf32>) -> ()
  }
}
