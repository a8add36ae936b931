module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf16>) -> (tensor<3xf16>) {
    %0 = "stablehlo.compare"(%arg0, %arg0) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<3xf16>, tensor<3xf16>) -> tensor<3xi1>
    %1 = "stablehlo.constant"() {value = dense<0x7C00> : tensor<3xf16>} : () -> tensor<3xf16>
    %2 = "stablehlo.constant"() {value = dense<0xFC00> : tensor<3xf16>} : () -> tensor<3xf16>
    %3 = "stablehlo.compare"(%arg0, %1) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<3xf16>, tensor<3xf16>) -> tensor<3xi1>
    %4 = "stablehlo.compare"(%arg0, %2) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<3xf16>, tensor<3xf16>) -> tensor<3xi1>
    %5 = "stablehlo.constant"() {value = dense<0x7C00> : tensor<3xf16>} : () -> tensor<3xf16>
    %6 = "stablehlo.constant"() {value = dense<0xFC00> : tensor<3xf16>} : () -> tensor<3xf16>
    %7 = "stablehlo.compare"(%arg0, %5) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<3xf16>, tensor<3xf16>) -> tensor<3xi1>
    %8 = "stablehlo.compare"(%arg0, %6) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<3xf16>, tensor<3xf16>) -> tensor<3xi1>
    %9 = "stablehlo.constant"() {value = dense<0x0000> : tensor<3xf16>} : () -> tensor<3xf16>
    %10 = "stablehlo.constant"() {value = dense<0x7BFF> : tensor<3xf16>} : () -> tensor<3xf16>
    %11 = "stablehlo.constant"() {value = dense<0xFBFF> : tensor<3xf16>} : () -> tensor<3xf16>
    %12 = "stablehlo.select"(%0, %9, %arg0) : (tensor<3xi1>, tensor<3xf16>, tensor<3xf16>) -> tensor<3xf16>
    %13 = "stablehlo.select"(%3, %10, %12) : (tensor<3xi1>, tensor<3xf16>, tensor<3xf16>) -> tensor<3xf16>
    %14 = "stablehlo.select"(%8, %11, %13) : (tensor<3xi1>, tensor<3xf16>, tensor<3xf16>) -> tensor<3xf16>
    "func.return"(%14) : (tensor<3xf16>) -> ()
  }
}
