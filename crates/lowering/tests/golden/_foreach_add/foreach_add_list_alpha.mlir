module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf32>, %arg1: tensor<2x2xbf16>, %arg2: tensor<3xf32>, %arg3: tensor<2x2xbf16>, %arg4: tensor<f32>) -> (tensor<3xf32>, tensor<2x2xbf16>) {
    %0 = "stablehlo.broadcast_in_dim"(%arg4) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %1 = "stablehlo.multiply"(%arg2, %0) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %2 = "stablehlo.add"(%arg0, %1) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %3 = "stablehlo.convert"(%arg1) : (tensor<2x2xbf16>) -> tensor<2x2xf32>
    %4 = "stablehlo.convert"(%arg3) : (tensor<2x2xbf16>) -> tensor<2x2xf32>
    %5 = "stablehlo.broadcast_in_dim"(%arg4) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %6 = "stablehlo.multiply"(%4, %5) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %7 = "stablehlo.add"(%3, %6) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %8 = "stablehlo.convert"(%7) : (tensor<2x2xf32>) -> tensor<2x2xbf16>
    "func.return"(%2, %8) : (tensor<3xf32>, tensor<2x2xbf16>) -> ()
  }
}
