module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf32>, %arg1: tensor<2x2xf16>) -> (tensor<f32>, tensor<f16>) {
    %0 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.abs"(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
    %2 = "stablehlo.multiply"(%1, %1) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %3 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %4 = "stablehlo.reduce"(%2, %3) ({
      ^bb0(%5: tensor<f32>, %6: tensor<f32>):
        %7 = "stablehlo.add"(%5, %6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%7) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %8 = "stablehlo.sqrt"(%4) : (tensor<f32>) -> tensor<f32>
    %9 = "stablehlo.convert"(%arg1) : (tensor<2x2xf16>) -> tensor<2x2xf32>
    %10 = "stablehlo.abs"(%9) : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %11 = "stablehlo.multiply"(%10, %10) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %12 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %13 = "stablehlo.reduce"(%11, %12) ({
      ^bb0(%14: tensor<f32>, %15: tensor<f32>):
        %16 = "stablehlo.add"(%14, %15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%16) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<2x2xf32>, tensor<f32>) -> tensor<f32>
    %17 = "stablehlo.sqrt"(%13) : (tensor<f32>) -> tensor<f32>
    %18 = "stablehlo.convert"(%17) : (tensor<f32>) -> tensor<f16>
    "func.return"(%8, %18) : (tensor<f32>, tensor<f16>) -> ()
  }
}
