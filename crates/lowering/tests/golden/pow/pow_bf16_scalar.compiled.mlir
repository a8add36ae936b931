module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xbf16>) -> (tensor<4xbf16>) {
    %0 = "stablehlo.constant"() {value = dense<0x3F400000> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.convert"(%arg0) : (tensor<4xbf16>) -> tensor<4xf32>
    %2 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %3 = "stablehlo.power"(%1, %2) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %4 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %5 = "stablehlo.compare"(%1, %4) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %6 = "stablehlo.is_finite"(%1) : (tensor<4xf32>) -> tensor<4xi1>
    %7 = "stablehlo.and"(%5, %6) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %8 = "stablehlo.floor"(%2) : (tensor<4xf32>) -> tensor<4xf32>
    %9 = "stablehlo.compare"(%8, %2) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %10 = "stablehlo.is_finite"(%2) : (tensor<4xf32>) -> tensor<4xi1>
    %11 = "stablehlo.and"(%9, %10) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %12 = "stablehlo.and"(%7, %11) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %13 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<4xf32>} : () -> tensor<4xf32>
    %14 = "stablehlo.select"(%12, %13, %3) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %15 = "stablehlo.sqrt"(%1) : (tensor<4xf32>) -> tensor<4xf32>
    %16 = "stablehlo.rsqrt"(%1) : (tensor<4xf32>) -> tensor<4xf32>
    %17 = "stablehlo.constant"() {value = dense<0x3F000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %18 = "stablehlo.compare"(%2, %17) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %19 = "stablehlo.select"(%18, %15, %14) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %20 = "stablehlo.constant"() {value = dense<0xBF000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %21 = "stablehlo.compare"(%2, %20) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %22 = "stablehlo.select"(%21, %16, %19) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %23 = "stablehlo.convert"(%22) : (tensor<4xf32>) -> tensor<4xbf16>
    "func.return"(%23) : (tensor<4xbf16>) -> ()
  }
}
