module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.reduce"(%arg0, %0) ({
      ^bb0(%2: tensor<f32>, %3: tensor<f32>):
        %4 = "stablehlo.maximum"(%2, %3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2x3xf32>
    %5 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
    %6 = "stablehlo.compare"(%1, %5) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %7 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
    %8 = "stablehlo.select"(%6, %7, %1) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %9 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x3xf32>) -> tensor<2x3x4xf32>
    %10 = "stablehlo.subtract"(%arg0, %9) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %11 = "stablehlo.exponential"(%10) : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %12 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %13 = "stablehlo.reduce"(%11, %12) ({
      ^bb0(%14: tensor<f32>, %15: tensor<f32>):
        %16 = "stablehlo.add"(%14, %15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%16) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2x3xf32>
    %17 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x3xf32>) -> tensor<2x3x4xf32>
    %18 = "stablehlo.divide"(%11, %17) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %19 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x3x4xf32>} : () -> tensor<2x3x4xf32>
    %20 = "stablehlo.compare"(%17, %19) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xi1>
    %21 = "stablehlo.select"(%20, %19, %18) : (tensor<2x3x4xi1>, tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    "func.return"(%21) : (tensor<2x3x4xf32>) -> ()
  }
}
