module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf32>, %arg1: tensor<2x2xbf16>, %arg2: tensor<3xf32>, %arg3: tensor<2x2xbf16>) -> (tensor<3xf32>, tensor<2x2xbf16>) {
    %0 = "stablehlo.constant"() {value = dense<0x3F400000> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %2 = "stablehlo.multiply"(%arg2, %1) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %3 = "stablehlo.add"(%arg0, %2) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %4 = "stablehlo.convert"(%arg1) : (tensor<2x2xbf16>) -> tensor<2x2xf32>
    %5 = "stablehlo.convert"(%arg3) : (tensor<2x2xbf16>) -> tensor<2x2xf32>
    %6 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %7 = "stablehlo.multiply"(%5, %6) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %8 = "stablehlo.add"(%4, %7) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %9 = "stablehlo.convert"(%8) : (tensor<2x2xf32>) -> tensor<2x2xbf16>
    "func.return"(%3, %9) : (tensor<3xf32>, tensor<2x2xbf16>) -> ()
  }
}
