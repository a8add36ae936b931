module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x1x4x4x4xf32>) -> (tensor<1x1x2x2x2xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) ({
      ^bb0(%2: tensor<f32>, %3: tensor<f32>):
        %4 = "stablehlo.add"(%2, %3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4) : (tensor<f32>) -> ()
    }) {window_dimensions = array<i64: 1, 1, 2, 2, 2>, window_strides = array<i64: 1, 1, 2, 2, 2>, base_dilations = array<i64: 1, 1, 1, 1, 1>, window_dilations = array<i64: 1, 1, 1, 1, 1>, padding = dense<[[0, 0], [0, 0], [0, 0], [0, 0], [0, 0]]> : tensor<5x2xi64>} : (tensor<1x1x4x4x4xf32>, tensor<f32>) -> tensor<1x1x2x2x2xf32>
    %5 = "stablehlo.constant"() {value = dense<0x41000000> : tensor<2x2x2xf32>} : () -> tensor<2x2x2xf32>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64: 2, 3, 4>} : (tensor<2x2x2xf32>) -> tensor<1x1x2x2x2xf32>
    %7 = "stablehlo.divide"(%1, %6) : (tensor<1x1x2x2x2xf32>, tensor<1x1x2x2x2xf32>) -> tensor<1x1x2x2x2xf32>
    "func.return"(%7) : (tensor<1x1x2x2x2xf32>) -> ()
  }
}
