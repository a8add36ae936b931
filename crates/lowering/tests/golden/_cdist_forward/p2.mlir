module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x4xf32>, %arg1: tensor<5x4xf32>) -> (tensor<2x3x5xf32>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %1 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x4xf32>) -> tensor<2x5x4xf32>
    %2 = "stablehlo.reshape"(%1) : (tensor<2x5x4xf32>) -> tensor<2x5x4xf32>
    %3 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<2x3x4xf32>) -> tensor<2x3x5x4xf32>
    %4 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64: 0, 2, 3>} : (tensor<2x5x4xf32>) -> tensor<2x3x5x4xf32>
    %5 = "stablehlo.subtract"(%3, %4) : (tensor<2x3x5x4xf32>, tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
    %6 = "stablehlo.abs"(%5) : (tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
    %7 = "stablehlo.multiply"(%5, %5) : (tensor<2x3x5x4xf32>, tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
    %8 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %9 = "stablehlo.reduce"(%7, %8) ({
      ^bb0(%10: tensor<f32>, %11: tensor<f32>):
        %12 = "stablehlo.add"(%10, %11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%12) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x3x5x4xf32>, tensor<f32>) -> tensor<2x3x5xf32>
    %13 = "stablehlo.sqrt"(%9) : (tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
    %14 = "stablehlo.reshape"(%13) : (tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
    "func.return"(%14) : (tensor<2x3x5xf32>) -> ()
  }
}
