module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x4xf32>, %arg1: tensor<5x4xf32>) -> (tensor<2x3x5xf32>) {
    %0 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x4xf32>) -> tensor<2x5x4xf32>
    %1 = "stablehlo.broadcast_in_dim"(%arg0) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<2x3x4xf32>) -> tensor<2x3x5x4xf32>
    %2 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64: 0, 2, 3>} : (tensor<2x5x4xf32>) -> tensor<2x3x5x4xf32>
    %3 = "stablehlo.subtract"(%1, %2) : (tensor<2x3x5x4xf32>, tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
    %4 = "stablehlo.abs"(%3) : (tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
    %5 = "stablehlo.multiply"(%3, %3) : (tensor<2x3x5x4xf32>, tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
    %6 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %7 = "stablehlo.reduce"(%5, %6) ({
      ^bb0(%8: tensor<f32>, %9: tensor<f32>):
        %10 = "stablehlo.add"(%8, %9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%10) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x3x5x4xf32>, tensor<f32>) -> tensor<2x3x5xf32>
    %11 = "stablehlo.sqrt"(%7) : (tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
    "func.return"(%11) : (tensor<2x3x5xf32>) -> ()
  }
}
