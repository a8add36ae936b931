module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xbf16>, %arg1: tensor<3xbf16>) -> (tensor<2x3xbf16>) {
    %0 = "stablehlo.constant"() {value = dense<0x3F400000> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.convert"(%arg0) : (tensor<2x3xbf16>) -> tensor<2x3xf32>
    %2 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3xf32>
    %3 = "stablehlo.convert"(%arg1) : (tensor<3xbf16>) -> tensor<3xf32>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<2x3xf32>
    %5 = "stablehlo.multiply"(%1, %2) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %6 = "stablehlo.add"(%5, %4) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %7 = "stablehlo.convert"(%6) : (tensor<2x3xf32>) -> tensor<2x3xbf16>
    "func.return"(%7) : (tensor<2x3xbf16>) -> ()
  }
}
