module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.reduce"(%arg0, %0) ({
      ^bb0(%2: tensor<f32>, %3: tensor<f32>):
        %4 = "stablehlo.maximum"(%2, %3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2x3xf32>
    %5 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x3xf32>) -> tensor<2x3x4xf32>
    %6 = "stablehlo.subtract"(%arg0, %5) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %7 = "stablehlo.exponential"(%6) : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %8 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %9 = "stablehlo.reduce"(%7, %8) ({
      ^bb0(%10: tensor<f32>, %11: tensor<f32>):
        %12 = "stablehlo.add"(%10, %11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%12) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2x3xf32>
    %13 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x3xf32>) -> tensor<2x3x4xf32>
    %14 = "stablehlo.divide"(%7, %13) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %15 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<2x3x4xf32>} : () -> tensor<2x3x4xf32>
    %16 = "stablehlo.compare"(%arg0, %15) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xi1>
    %17 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %18 = "stablehlo.reduce"(%16, %17) ({
      ^bb0(%19: tensor<i1>, %20: tensor<i1>):
        %21 = "stablehlo.or"(%19, %20) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%21) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x3x4xi1>, tensor<i1>) -> tensor<2x3xi1>
    %22 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x3xi1>) -> tensor<2x3x4xi1>
    %23 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x3x4xf32>} : () -> tensor<2x3x4xf32>
    %24 = "stablehlo.select"(%22, %14, %23) : (tensor<2x3x4xi1>, tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    "func.return"(%24) : (tensor<2x3x4xf32>) -> ()
  }
}
