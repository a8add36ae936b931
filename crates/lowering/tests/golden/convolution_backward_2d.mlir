module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x8x8xf32>, %arg1: tensor<2x3x8x8xf32>, %arg2: tensor<4x3x3x3xf32>) -> (tensor<2x3x8x8xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>) {
    %0 = "stablehlo.reverse"(%arg2) {dimensions = array<i64: 2, 3>} : (tensor<4x3x3x3xf32>) -> tensor<4x3x3x3xf32>
    %1 = "stablehlo.convolution"(%arg0, %0) {window_strides = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, dimension_numbers = #stablehlo.conv<[b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64} : (tensor<2x4x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<2x3x8x8xf32>
    %2 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.pad"(%arg1, %2) {edge_padding_low = array<i64: 0, 0, 1, 1>, edge_padding_high = array<i64: 0, 0, 1, 1>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<2x3x8x8xf32>, tensor<f32>) -> tensor<2x3x10x10xf32>
    %4 = "stablehlo.slice"(%3) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 3, 8, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x3x10x10xf32>) -> tensor<2x3x8x8xf32>
    %5 = "stablehlo.reshape"(%4) : (tensor<2x3x8x8xf32>) -> tensor<2x1x3x1x8x8xf32>
    %6 = "stablehlo.slice"(%3) {start_indices = array<i64: 0, 0, 0, 1>, limit_indices = array<i64: 2, 3, 8, 9>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x3x10x10xf32>) -> tensor<2x3x8x8xf32>
    %7 = "stablehlo.reshape"(%6) : (tensor<2x3x8x8xf32>) -> tensor<2x1x3x1x8x8xf32>
    %8 = "stablehlo.slice"(%3) {start_indices = array<i64: 0, 0, 0, 2>, limit_indices = array<i64: 2, 3, 8, 10>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x3x10x10xf32>) -> tensor<2x3x8x8xf32>
    %9 = "stablehlo.reshape"(%8) : (tensor<2x3x8x8xf32>) -> tensor<2x1x3x1x8x8xf32>
    %10 = "stablehlo.slice"(%3) {start_indices = array<i64: 0, 0, 1, 0>, limit_indices = array<i64: 2, 3, 9, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x3x10x10xf32>) -> tensor<2x3x8x8xf32>
    %11 = "stablehlo.reshape"(%10) : (tensor<2x3x8x8xf32>) -> tensor<2x1x3x1x8x8xf32>
    %12 = "stablehlo.slice"(%3) {start_indices = array<i64: 0, 0, 1, 1>, limit_indices = array<i64: 2, 3, 9, 9>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x3x10x10xf32>) -> tensor<2x3x8x8xf32>
    %13 = "stablehlo.reshape"(%12) : (tensor<2x3x8x8xf32>) -> tensor<2x1x3x1x8x8xf32>
    %14 = "stablehlo.slice"(%3) {start_indices = array<i64: 0, 0, 1, 2>, limit_indices = array<i64: 2, 3, 9, 10>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x3x10x10xf32>) -> tensor<2x3x8x8xf32>
    %15 = "stablehlo.reshape"(%14) : (tensor<2x3x8x8xf32>) -> tensor<2x1x3x1x8x8xf32>
    %16 = "stablehlo.slice"(%3) {start_indices = array<i64: 0, 0, 2, 0>, limit_indices = array<i64: 2, 3, 10, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x3x10x10xf32>) -> tensor<2x3x8x8xf32>
    %17 = "stablehlo.reshape"(%16) : (tensor<2x3x8x8xf32>) -> tensor<2x1x3x1x8x8xf32>
    %18 = "stablehlo.slice"(%3) {start_indices = array<i64: 0, 0, 2, 1>, limit_indices = array<i64: 2, 3, 10, 9>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x3x10x10xf32>) -> tensor<2x3x8x8xf32>
    %19 = "stablehlo.reshape"(%18) : (tensor<2x3x8x8xf32>) -> tensor<2x1x3x1x8x8xf32>
    %20 = "stablehlo.slice"(%3) {start_indices = array<i64: 0, 0, 2, 2>, limit_indices = array<i64: 2, 3, 10, 10>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x3x10x10xf32>) -> tensor<2x3x8x8xf32>
    %21 = "stablehlo.reshape"(%20) : (tensor<2x3x8x8xf32>) -> tensor<2x1x3x1x8x8xf32>
    %22 = "stablehlo.concatenate"(%5, %7, %9, %11, %13, %15, %17, %19, %21) {dimension = 3 : i64} : (tensor<2x1x3x1x8x8xf32>, tensor<2x1x3x1x8x8xf32>, tensor<2x1x3x1x8x8xf32>, tensor<2x1x3x1x8x8xf32>, tensor<2x1x3x1x8x8xf32>, tensor<2x1x3x1x8x8xf32>, tensor<2x1x3x1x8x8xf32>, tensor<2x1x3x1x8x8xf32>, tensor<2x1x3x1x8x8xf32>) -> tensor<2x1x3x9x8x8xf32>
    %23 = "stablehlo.reshape"(%arg0) : (tensor<2x4x8x8xf32>) -> tensor<2x1x4x8x8xf32>
    %24 = "stablehlo.dot_general"(%22, %23) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [0, 4, 5], rhs_contracting_dimensions = [0, 3, 4]>} : (tensor<2x1x3x9x8x8xf32>, tensor<2x1x4x8x8xf32>) -> tensor<1x3x9x4xf32>
    %25 = "stablehlo.transpose"(%24) {permutation = array<i64: 0, 3, 1, 2>} : (tensor<1x3x9x4xf32>) -> tensor<1x4x3x9xf32>
    %26 = "stablehlo.reshape"(%25) : (tensor<1x4x3x9xf32>) -> tensor<4x3x3x3xf32>
    %27 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %28 = "stablehlo.reduce"(%arg0, %27) ({
      ^bb0(%29: tensor<f32>, %30: tensor<f32>):
        %31 = "stablehlo.add"(%29, %30) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%31) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<4xf32>
    "func.return"(%1, %26, %28) : (tensor<2x3x8x8xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>) -> ()
  }
}
