module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<2x3xf32>, %arg3: tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>) {
    %0 = "stablehlo.power"(%arg0, %arg2) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %1 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
    %2 = "stablehlo.compare"(%arg0, %1) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %3 = "stablehlo.is_finite"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xi1>
    %4 = "stablehlo.and"(%2, %3) : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
    %5 = "stablehlo.floor"(%arg2) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %6 = "stablehlo.compare"(%5, %arg2) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %7 = "stablehlo.is_finite"(%arg2) : (tensor<2x3xf32>) -> tensor<2x3xi1>
    %8 = "stablehlo.and"(%6, %7) : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
    %9 = "stablehlo.and"(%4, %8) : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
    %10 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
    %11 = "stablehlo.select"(%9, %10, %0) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %12 = "stablehlo.power"(%arg1, %arg3) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %13 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<3xf32>} : () -> tensor<3xf32>
    %14 = "stablehlo.compare"(%arg1, %13) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %15 = "stablehlo.is_finite"(%arg1) : (tensor<3xf32>) -> tensor<3xi1>
    %16 = "stablehlo.and"(%14, %15) : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
    %17 = "stablehlo.floor"(%arg3) : (tensor<3xf32>) -> tensor<3xf32>
    %18 = "stablehlo.compare"(%17, %arg3) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %19 = "stablehlo.is_finite"(%arg3) : (tensor<3xf32>) -> tensor<3xi1>
    %20 = "stablehlo.and"(%18, %19) : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
    %21 = "stablehlo.and"(%16, %20) : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
    %22 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<3xf32>} : () -> tensor<3xf32>
    %23 = "stablehlo.select"(%21, %22, %12) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%11, %23) : (tensor<2x3xf32>, tensor<3xf32>) -> ()
  }
}
