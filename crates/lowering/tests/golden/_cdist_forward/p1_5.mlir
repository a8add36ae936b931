module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x4xf32>, %arg1: tensor<5x4xf32>) -> (tensor<2x3x5xf32>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %1 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x4xf32>) -> tensor<2x5x4xf32>
    %2 = "stablehlo.reshape"(%1) : (tensor<2x5x4xf32>) -> tensor<2x5x4xf32>
    %3 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<2x3x4xf32>) -> tensor<2x3x5x4xf32>
    %4 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64: 0, 2, 3>} : (tensor<2x5x4xf32>) -> tensor<2x3x5x4xf32>
    %5 = "stablehlo.subtract"(%3, %4) : (tensor<2x3x5x4xf32>, tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
    %6 = "stablehlo.abs"(%5) : (tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
    %7 = "stablehlo.constant"() {value = dense<0x3FC00000> : tensor<2x3x5x4xf32>} : () -> tensor<2x3x5x4xf32>
    %8 = "stablehlo.power"(%6, %7) : (tensor<2x3x5x4xf32>, tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
    %9 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %10 = "stablehlo.reduce"(%8, %9) ({
      ^bb0(%11: tensor<f32>, %12: tensor<f32>):
        %13 = "stablehlo.add"(%11, %12) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%13) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x3x5x4xf32>, tensor<f32>) -> tensor<2x3x5xf32>
    %14 = "stablehlo.constant"() {value = dense<0x3F2AAAAB> : tensor<2x3x5xf32>} : () -> tensor<2x3x5xf32>
    %15 = "stablehlo.power"(%10, %14) : (tensor<2x3x5xf32>, tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
    %16 = "stablehlo.reshape"(%15) : (tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
    "func.return"(%16) : (tensor<2x3x5xf32>) -> ()
  }
}
