module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x7xf32>, %arg1: tensor<4x3xf32>) -> (tensor<4x7xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.pad"(%arg1, %0) {edge_padding_low = array<i64: 0, 1>, edge_padding_high = array<i64: 0, 1>, interior_padding = array<i64: 0, 1>} : (tensor<4x3xf32>, tensor<f32>) -> tensor<4x7xf32>
    %2 = "stablehlo.constant"() {value = dense<true> : tensor<4x3xi1>} : () -> tensor<4x3xi1>
    %3 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %4 = "stablehlo.pad"(%2, %3) {edge_padding_low = array<i64: 0, 1>, edge_padding_high = array<i64: 0, 1>, interior_padding = array<i64: 0, 1>} : (tensor<4x3xi1>, tensor<i1>) -> tensor<4x7xi1>
    %5 = "stablehlo.select"(%4, %1, %arg0) : (tensor<4x7xi1>, tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    "func.return"(%5) : (tensor<4x7xf32>) -> ()
  }
}
