module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>) -> (tensor<f32>, tensor<f32>) {
    %0 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.abs"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %2 = "stablehlo.multiply"(%1, %1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %3 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %4 = "stablehlo.reduce"(%2, %3) ({
      ^bb0(%5: tensor<f32>, %6: tensor<f32>):
        %7 = "stablehlo.add"(%5, %6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%7) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<f32>
    %8 = "stablehlo.abs"(%arg1) : (tensor<3xf32>) -> tensor<3xf32>
    %9 = "stablehlo.multiply"(%8, %8) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %10 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %11 = "stablehlo.reduce"(%9, %10) ({
      ^bb0(%12: tensor<f32>, %13: tensor<f32>):
        %14 = "stablehlo.add"(%12, %13) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%14) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    "func.return"(%4, %11) : (tensor<f32>, tensor<f32>) -> ()
  }
}
