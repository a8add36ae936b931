module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1xf32>, %arg1: tensor<1xi32>, %arg2: tensor<1xf32>) -> (tensor<1xf32>, tensor<1xi32>) {
    %0 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1xf32>} : () -> tensor<1xf32>
    %1 = "stablehlo.compare"(%arg2, %0) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %2 = "stablehlo.constant"() {value = dense<1> : tensor<1xi32>} : () -> tensor<1xi32>
    %3 = "stablehlo.constant"() {value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
    %4 = "stablehlo.add"(%arg1, %2) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %5 = "stablehlo.constant"() {value = dense<2000> : tensor<1xi32>} : () -> tensor<1xi32>
    %6 = "stablehlo.compare"(%4, %5) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %7 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1xf32>} : () -> tensor<1xf32>
    %8 = "stablehlo.multiply"(%arg0, %7) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %9 = "stablehlo.is_finite"(%8) : (tensor<1xf32>) -> tensor<1xi1>
    %10 = "stablehlo.select"(%9, %8, %arg0) : (tensor<1xi1>, tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %11 = "stablehlo.select"(%6, %10, %arg0) : (tensor<1xi1>, tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %12 = "stablehlo.select"(%6, %3, %4) : (tensor<1xi1>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %13 = "stablehlo.constant"() {value = dense<0x3F000000> : tensor<1xf32>} : () -> tensor<1xf32>
    %14 = "stablehlo.multiply"(%arg0, %13) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %15 = "stablehlo.select"(%1, %14, %11) : (tensor<1xi1>, tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %16 = "stablehlo.select"(%1, %3, %12) : (tensor<1xi1>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    "func.return"(%15, %16) : (tensor<1xf32>, tensor<1xi32>) -> ()
  }
}
