module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x1x2x2x2xf32>, %arg1: tensor<1x1x4x4x4xf32>) -> (tensor<1x1x4x4x4xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0x41000000> : tensor<2x2x2xf32>} : () -> tensor<2x2x2xf32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64: 2, 3, 4>} : (tensor<2x2x2xf32>) -> tensor<1x1x2x2x2xf32>
    %2 = "stablehlo.divide"(%arg0, %1) : (tensor<1x1x2x2x2xf32>, tensor<1x1x2x2x2xf32>) -> tensor<1x1x2x2x2xf32>
    %3 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %4 = "stablehlo.pad"(%2, %3) {edge_padding_low = array<i64: 0, 0, 1, 1, 1>, edge_padding_high = array<i64: 0, 0, 1, 1, 1>, interior_padding = array<i64: 0, 0, 1, 1, 1>} : (tensor<1x1x2x2x2xf32>, tensor<f32>) -> tensor<1x1x5x5x5xf32>
    %5 = "stablehlo.reduce_window"(%4, %3) ({
      ^bb0(%6: tensor<f32>, %7: tensor<f32>):
        %8 = "stablehlo.add"(%6, %7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%8) : (tensor<f32>) -> ()
    }) {window_dimensions = array<i64: 1, 1, 2, 2, 2>, window_strides = array<i64: 1, 1, 1, 1, 1>, base_dilations = array<i64: 1, 1, 1, 1, 1>, window_dilations = array<i64: 1, 1, 1, 1, 1>, padding = dense<[[0, 0], [0, 0], [0, 0], [0, 0], [0, 0]]> : tensor<5x2xi64>} : (tensor<1x1x5x5x5xf32>, tensor<f32>) -> tensor<1x1x4x4x4xf32>
    "func.return"(%5) : (tensor<1x1x4x4x4xf32>) -> ()
  }
}
