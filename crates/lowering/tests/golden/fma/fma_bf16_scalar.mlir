module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xbf16>, %arg1: tensor<3xbf16>, %arg2: tensor<f32>) -> (tensor<2x3xbf16>) {
    %0 = "stablehlo.convert"(%arg0) : (tensor<2x3xbf16>) -> tensor<2x3xf32>
    %1 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3xf32>
    %2 = "stablehlo.convert"(%arg1) : (tensor<3xbf16>) -> tensor<3xf32>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<2x3xf32>
    %4 = "stablehlo.multiply"(%0, %1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %5 = "stablehlo.add"(%4, %3) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %6 = "stablehlo.convert"(%5) : (tensor<2x3xf32>) -> tensor<2x3xbf16>
    "func.return"(%6) : (tensor<2x3xbf16>) -> ()
  }
}
