module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x5xf32>, %arg1: tensor<2x3x4xf32>, %arg2: tensor<5x4xf32>, %arg3: tensor<2x3x5xf32>) -> (tensor<2x3x4xf32>) {
    %0 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x4xf32>) -> tensor<2x5x4xf32>
    %1 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<2x3x4xf32>) -> tensor<2x3x5x4xf32>
    %2 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64: 0, 2, 3>} : (tensor<2x5x4xf32>) -> tensor<2x3x5x4xf32>
    %3 = "stablehlo.subtract"(%1, %2) : (tensor<2x3x5x4xf32>, tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
    %4 = "stablehlo.broadcast_in_dim"(%arg0) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x3x5xf32>) -> tensor<2x3x5x4xf32>
    %5 = "stablehlo.broadcast_in_dim"(%arg3) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x3x5xf32>) -> tensor<2x3x5x4xf32>
    %6 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x3x5x4xf32>} : () -> tensor<2x3x5x4xf32>
    %7 = "stablehlo.sign"(%3) : (tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
    %8 = "stablehlo.compare"(%5, %6) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3x5x4xf32>, tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xi1>
    %9 = "stablehlo.abs"(%3) : (tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
    %10 = "stablehlo.multiply"(%3, %4) : (tensor<2x3x5x4xf32>, tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
    %11 = "stablehlo.divide"(%10, %5) : (tensor<2x3x5x4xf32>, tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
    %12 = "stablehlo.select"(%8, %6, %11) : (tensor<2x3x5x4xi1>, tensor<2x3x5x4xf32>, tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
    %13 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %14 = "stablehlo.reduce"(%12, %13) ({
      ^bb0(%15: tensor<f32>, %16: tensor<f32>):
        %17 = "stablehlo.add"(%15, %16) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%17) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x3x5x4xf32>, tensor<f32>) -> tensor<2x3x4xf32>
    "func.return"(%14) : (tensor<2x3x4xf32>) -> ()
  }
}
