module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x5x5xf32>) -> (tensor<2x3x3xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) ({
      ^bb0(%2: tensor<f32>, %3: tensor<f32>):
        %4 = "stablehlo.add"(%2, %3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4) : (tensor<f32>) -> ()
    }) {window_dimensions = array<i64: 1, 2, 2>, window_strides = array<i64: 1, 2, 2>, base_dilations = array<i64: 1, 1, 1>, window_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [1, 0], [1, 0]]> : tensor<3x2xi64>} : (tensor<2x5x5xf32>, tensor<f32>) -> tensor<2x3x3xf32>
    %5 = "stablehlo.constant"() {value = dense<[[0x3F800000, 0x40000000, 0x40000000], [0x40000000, 0x40800000, 0x40800000], [0x40000000, 0x40800000, 0x40800000]]> : tensor<3x3xf32>} : () -> tensor<3x3xf32>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf32>) -> tensor<2x3x3xf32>
    %7 = "stablehlo.divide"(%1, %6) : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    "func.return"(%7) : (tensor<2x3x3xf32>) -> ()
  }
}
