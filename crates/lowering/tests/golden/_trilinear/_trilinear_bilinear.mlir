module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x3xf32>, %arg1: tensor<5x3x6xf32>, %arg2: tensor<4x6xf32>) -> (tensor<4x5xf32>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<4x3xf32>) -> tensor<4x1x3x1xf32>
    %1 = "stablehlo.reshape"(%arg1) : (tensor<5x3x6xf32>) -> tensor<1x5x3x6xf32>
    %2 = "stablehlo.reshape"(%arg2) : (tensor<4x6xf32>) -> tensor<4x1x1x6xf32>
    %3 = "stablehlo.reshape"(%0) : (tensor<4x1x3x1xf32>) -> tensor<4x3xf32>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<4x3xf32>) -> tensor<4x5x3x6xf32>
    %5 = "stablehlo.reshape"(%1) : (tensor<1x5x3x6xf32>) -> tensor<5x3x6xf32>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64: 1, 2, 3>} : (tensor<5x3x6xf32>) -> tensor<4x5x3x6xf32>
    %7 = "stablehlo.reshape"(%2) : (tensor<4x1x1x6xf32>) -> tensor<4x6xf32>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<4x6xf32>) -> tensor<4x5x3x6xf32>
    %9 = "stablehlo.multiply"(%4, %6) : (tensor<4x5x3x6xf32>, tensor<4x5x3x6xf32>) -> tensor<4x5x3x6xf32>
    %10 = "stablehlo.multiply"(%9, %8) : (tensor<4x5x3x6xf32>, tensor<4x5x3x6xf32>) -> tensor<4x5x3x6xf32>
    %11 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %12 = "stablehlo.reduce"(%10, %11) ({
      ^bb0(%13: tensor<f32>, %14: tensor<f32>):
        %15 = "stablehlo.add"(%13, %14) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%15) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2, 3>} : (tensor<4x5x3x6xf32>, tensor<f32>) -> tensor<4x5xf32>
    "func.return"(%12) : (tensor<4x5xf32>) -> ()
  }
}
