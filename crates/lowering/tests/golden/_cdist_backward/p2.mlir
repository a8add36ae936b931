module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x5xf32>, %arg1: tensor<2x3x4xf32>, %arg2: tensor<5x4xf32>, %arg3: tensor<2x3x5xf32>) -> (tensor<2x3x4xf32>) {
    %0 = "stablehlo.reshape"(%arg1) : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %1 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x4xf32>) -> tensor<2x5x4xf32>
    %2 = "stablehlo.reshape"(%1) : (tensor<2x5x4xf32>) -> tensor<2x5x4xf32>
    %3 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<2x3x4xf32>) -> tensor<2x3x5x4xf32>
    %4 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64: 0, 2, 3>} : (tensor<2x5x4xf32>) -> tensor<2x3x5x4xf32>
    %5 = "stablehlo.subtract"(%3, %4) : (tensor<2x3x5x4xf32>, tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
    %6 = "stablehlo.reshape"(%arg0) : (tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x3x5xf32>) -> tensor<2x3x5x4xf32>
    %8 = "stablehlo.reshape"(%arg3) : (tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
    %9 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x3x5xf32>) -> tensor<2x3x5x4xf32>
    %10 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x3x5x4xf32>} : () -> tensor<2x3x5x4xf32>
    %11 = "stablehlo.sign"(%5) : (tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
    %12 = "stablehlo.compare"(%9, %10) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3x5x4xf32>, tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xi1>
    %13 = "stablehlo.abs"(%5) : (tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
    %14 = "stablehlo.multiply"(%5, %7) : (tensor<2x3x5x4xf32>, tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
    %15 = "stablehlo.divide"(%14, %9) : (tensor<2x3x5x4xf32>, tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
    %16 = "stablehlo.select"(%12, %10, %15) : (tensor<2x3x5x4xi1>, tensor<2x3x5x4xf32>, tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
    %17 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %18 = "stablehlo.reduce"(%16, %17) ({
      ^bb0(%19: tensor<f32>, %20: tensor<f32>):
        %21 = "stablehlo.add"(%19, %20) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%21) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x3x5x4xf32>, tensor<f32>) -> tensor<2x3x4xf32>
    %22 = "stablehlo.reshape"(%18) : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    "func.return"(%22) : (tensor<2x3x4xf32>) -> ()
  }
}
