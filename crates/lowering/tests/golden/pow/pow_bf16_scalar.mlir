module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xbf16>, %arg1: tensor<f32>) -> (tensor<4xbf16>) {
    %0 = "stablehlo.convert"(%arg0) : (tensor<4xbf16>) -> tensor<4xf32>
    %1 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2 = "stablehlo.power"(%0, %1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %3 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %4 = "stablehlo.compare"(%0, %3) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %5 = "stablehlo.is_finite"(%0) : (tensor<4xf32>) -> tensor<4xi1>
    %6 = "stablehlo.and"(%4, %5) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %7 = "stablehlo.floor"(%1) : (tensor<4xf32>) -> tensor<4xf32>
    %8 = "stablehlo.compare"(%7, %1) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %9 = "stablehlo.is_finite"(%1) : (tensor<4xf32>) -> tensor<4xi1>
    %10 = "stablehlo.and"(%8, %9) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %11 = "stablehlo.and"(%6, %10) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %12 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<4xf32>} : () -> tensor<4xf32>
    %13 = "stablehlo.select"(%11, %12, %2) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %14 = "stablehlo.sqrt"(%0) : (tensor<4xf32>) -> tensor<4xf32>
    %15 = "stablehlo.rsqrt"(%0) : (tensor<4xf32>) -> tensor<4xf32>
    %16 = "stablehlo.constant"() {value = dense<0x3F000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %17 = "stablehlo.compare"(%1, %16) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %18 = "stablehlo.select"(%17, %14, %13) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %19 = "stablehlo.constant"() {value = dense<0xBF000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %20 = "stablehlo.compare"(%1, %19) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %21 = "stablehlo.select"(%20, %15, %18) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %22 = "stablehlo.convert"(%21) : (tensor<4xf32>) -> tensor<4xbf16>
    "func.return"(%22) : (tensor<4xbf16>) -> ()
  }
}
