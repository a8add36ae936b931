module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xbf16>, %arg1: tensor<f32>) -> (tensor<2x3xi1>) {
    %0 = "stablehlo.convert"(%arg1) : (tensor<f32>) -> tensor<bf16>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<bf16>) -> tensor<2x3xbf16>
    %2 = "stablehlo.convert"(%arg0) : (tensor<2x3xbf16>) -> tensor<2x3xf32>
    %3 = "stablehlo.convert"(%1) : (tensor<2x3xbf16>) -> tensor<2x3xf32>
    %4 = "stablehlo.compare"(%2, %3) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    "func.return"(%4) : (tensor<2x3xi1>) -> ()
  }
}
