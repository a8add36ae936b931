module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xbf16>, %arg1: tensor<f32>) -> (tensor<4xbf16>) {
    %0 = "stablehlo.convert"(%arg0) : (tensor<4xbf16>) -> tensor<4xf32>
    %1 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2 = "stablehlo.power"(%0, %1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %3 = "stablehlo.sqrt"(%0) : (tensor<4xf32>) -> tensor<4xf32>
    %4 = "stablehlo.rsqrt"(%0) : (tensor<4xf32>) -> tensor<4xf32>
    %5 = "stablehlo.constant"() {value = dense<0x3F000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %6 = "stablehlo.compare"(%1, %5) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %7 = "stablehlo.select"(%6, %3, %2) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %8 = "stablehlo.constant"() {value = dense<0xBF000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %9 = "stablehlo.compare"(%1, %8) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %10 = "stablehlo.select"(%9, %4, %7) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %11 = "stablehlo.convert"(%10) : (tensor<4xf32>) -> tensor<4xbf16>
    "func.return"(%11) : (tensor<4xbf16>) -> ()
  }
}
