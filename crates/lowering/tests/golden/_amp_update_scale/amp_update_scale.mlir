module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1xf32>, %arg1: tensor<1xi32>, %arg2: tensor<1xf32>) -> (tensor<1xf32>, tensor<1xi32>) {
    %0 = "stablehlo.reshape"(%arg2) : (tensor<1xf32>) -> tensor<1xf32>
    %1 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1xf32>} : () -> tensor<1xf32>
    %2 = "stablehlo.compare"(%0, %1) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %3 = "stablehlo.reshape"(%arg1) : (tensor<1xi32>) -> tensor<1xi32>
    %4 = "stablehlo.constant"() {value = dense<1> : tensor<1xi32>} : () -> tensor<1xi32>
    %5 = "stablehlo.constant"() {value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
    %6 = "stablehlo.add"(%3, %4) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %7 = "stablehlo.constant"() {value = dense<2000> : tensor<1xi32>} : () -> tensor<1xi32>
    %8 = "stablehlo.compare"(%6, %7) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %9 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1xf32>} : () -> tensor<1xf32>
    %10 = "stablehlo.multiply"(%arg0, %9) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %11 = "stablehlo.is_finite"(%10) : (tensor<1xf32>) -> tensor<1xi1>
    %12 = "stablehlo.select"(%11, %10, %arg0) : (tensor<1xi1>, tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %13 = "stablehlo.select"(%8, %12, %arg0) : (tensor<1xi1>, tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %14 = "stablehlo.select"(%8, %5, %6) : (tensor<1xi1>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %15 = "stablehlo.constant"() {value = dense<0x3F000000> : tensor<1xf32>} : () -> tensor<1xf32>
    %16 = "stablehlo.multiply"(%arg0, %15) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %17 = "stablehlo.select"(%2, %16, %13) : (tensor<1xi1>, tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %18 = "stablehlo.select"(%2, %5, %14) : (tensor<1xi1>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    "func.return"(%17, %18) : (tensor<1xf32>, tensor<1xi32>) -> ()
  }
}
