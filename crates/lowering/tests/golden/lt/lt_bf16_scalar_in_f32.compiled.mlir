module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xbf16>) -> (tensor<2x3xi1>) {
    %0 = "stablehlo.constant"() {value = dense<0x3F400000> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.convert"(%0) : (tensor<f32>) -> tensor<bf16>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<bf16>) -> tensor<2x3xbf16>
    %3 = "stablehlo.convert"(%arg0) : (tensor<2x3xbf16>) -> tensor<2x3xf32>
    %4 = "stablehlo.convert"(%2) : (tensor<2x3xbf16>) -> tensor<2x3xf32>
    %5 = "stablehlo.compare"(%3, %4) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    "func.return"(%5) : (tensor<2x3xi1>) -> ()
  }
}
