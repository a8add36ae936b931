module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x4xf32>, %arg1: tensor<5x4xf32>) -> (tensor<2x3x5xf32>) {
    %0 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x4xf32>) -> tensor<2x5x4xf32>
    %1 = "stablehlo.broadcast_in_dim"(%arg0) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<2x3x4xf32>) -> tensor<2x3x5x4xf32>
    %2 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64: 0, 2, 3>} : (tensor<2x5x4xf32>) -> tensor<2x3x5x4xf32>
    %3 = "stablehlo.subtract"(%1, %2) : (tensor<2x3x5x4xf32>, tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
    %4 = "stablehlo.abs"(%3) : (tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
    %5 = "stablehlo.constant"() {value = dense<0x3FC00000> : tensor<2x3x5x4xf32>} : () -> tensor<2x3x5x4xf32>
    %6 = "stablehlo.power"(%4, %5) : (tensor<2x3x5x4xf32>, tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
    %7 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %8 = "stablehlo.reduce"(%6, %7) ({
      ^bb0(%9: tensor<f32>, %10: tensor<f32>):
        %11 = "stablehlo.add"(%9, %10) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%11) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x3x5x4xf32>, tensor<f32>) -> tensor<2x3x5xf32>
    %12 = "stablehlo.constant"() {value = dense<0x3F2AAAAB> : tensor<2x3x5xf32>} : () -> tensor<2x3x5xf32>
    %13 = "stablehlo.power"(%8, %12) : (tensor<2x3x5xf32>, tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
    "func.return"(%13) : (tensor<2x3x5xf32>) -> ()
  }
}
