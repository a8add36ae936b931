module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x4xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<1x2x2xf32>, %arg4: tensor<2x1x4xf32>, %arg5: tensor<3xf32>) -> (tensor<6x4xf32>, tensor<24xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<4x2x3xf32>, tensor<2x2x2xf32>, tensor<1x2x2xf32>, tensor<2x3x4xf32>, tensor<2x7x4xf32>, tensor<3x6x5xf32>, tensor<2x3x4xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.reshape"(%arg0) : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
    %2 = "stablehlo.reshape"(%arg0) : (tensor<2x3x4xf32>) -> tensor<24xf32>
    %3 = "stablehlo.broadcast_in_dim"(%arg5) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<2x3x4xf32>
    %4 = "stablehlo.broadcast_in_dim"(%arg4) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x4xf32>) -> tensor<2x3x4xf32>
    %5 = "stablehlo.transpose"(%arg0) {permutation = array<i64: 2, 0, 1>} : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
    %6 = "stablehlo.slice"(%arg0) {start_indices = array<i64: 0, 1, 0>, limit_indices = array<i64: 2, 3, 4>, strides = array<i64: 1, 1, 2>} : (tensor<2x3x4xf32>) -> tensor<2x2x2xf32>
    %7 = "stablehlo.dynamic_slice"(%arg0, %arg1, %arg2, %arg2) {slice_sizes = array<i64: 1, 2, 2>} : (tensor<2x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x2xf32>
    %8 = "stablehlo.dynamic_update_slice"(%arg0, %arg3, %arg1, %arg2, %arg2) : (tensor<2x3x4xf32>, tensor<1x2x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x4xf32>
    %9 = "stablehlo.concatenate"(%arg0, %arg4, %arg0) {dimension = 1 : i64} : (tensor<2x3x4xf32>, tensor<2x1x4xf32>, tensor<2x3x4xf32>) -> tensor<2x7x4xf32>
    %10 = "stablehlo.pad"(%arg0, %0) {edge_padding_low = array<i64: 1, -1, 0>, edge_padding_high = array<i64: 0, 2, 1>, interior_padding = array<i64: 0, 1, 0>} : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<3x6x5xf32>
    %11 = "stablehlo.reverse"(%arg0) {dimensions = array<i64: 0, 2>} : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    "func.return"(%1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11) : (tensor<6x4xf32>, tensor<24xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<4x2x3xf32>, tensor<2x2x2xf32>, tensor<1x2x2xf32>, tensor<2x3x4xf32>, tensor<2x7x4xf32>, tensor<3x6x5xf32>, tensor<2x3x4xf32>) -> ()
  }
}
