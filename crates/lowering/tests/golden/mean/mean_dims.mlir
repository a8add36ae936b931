module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x4xf32>) -> (tensor<3xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.reduce"(%arg0, %0) ({
      ^bb0(%2: tensor<f32>, %3: tensor<f32>):
        %4 = "stablehlo.add"(%2, %3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2>} : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<3xf32>
    %5 = "stablehlo.constant"() {value = dense<0x41000000> : tensor<3xf32>} : () -> tensor<3xf32>
    %6 = "stablehlo.divide"(%1, %5) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%6) : (tensor<3xf32>) -> ()
  }
}
