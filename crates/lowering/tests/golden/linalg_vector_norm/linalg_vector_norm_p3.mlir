module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xf32>) -> (tensor<f32>) {
    %0 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.abs"(%arg0) : (tensor<5xf32>) -> tensor<5xf32>
    %2 = "stablehlo.constant"() {value = dense<0x40400000> : tensor<5xf32>} : () -> tensor<5xf32>
    %3 = "stablehlo.power"(%1, %2) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %4 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %5 = "stablehlo.reduce"(%3, %4) ({
      ^bb0(%6: tensor<f32>, %7: tensor<f32>):
        %8 = "stablehlo.add"(%6, %7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%8) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %9 = "stablehlo.constant"() {value = dense<0x3EAAAAAB> : tensor<f32>} : () -> tensor<f32>
    %10 = "stablehlo.power"(%5, %9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%10) : (tensor<f32>) -> ()
  }
}
