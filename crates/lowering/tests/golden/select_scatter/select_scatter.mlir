module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<4xf32>) -> (tensor<3x4xf32>) {
    %0 = "stablehlo.reshape"(%arg1) : (tensor<4xf32>) -> tensor<1x4xf32>
    %1 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.pad"(%0, %1) {edge_padding_low = array<i64: 2, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>} : (tensor<1x4xf32>, tensor<f32>) -> tensor<3x4xf32>
    %3 = "stablehlo.constant"() {value = dense<true> : tensor<1x4xi1>} : () -> tensor<1x4xi1>
    %4 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %5 = "stablehlo.pad"(%3, %4) {edge_padding_low = array<i64: 2, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>} : (tensor<1x4xi1>, tensor<i1>) -> tensor<3x4xi1>
    %6 = "stablehlo.select"(%5, %2, %arg0) : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    "func.return"(%6) : (tensor<3x4xf32>) -> ()
  }
}
