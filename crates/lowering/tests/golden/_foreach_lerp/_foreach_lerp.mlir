module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<2x3xf32>, %arg3: tensor<3xf32>, %arg4: tensor<2x3xf32>, %arg5: tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>) {
    %0 = "stablehlo.subtract"(%arg2, %arg0) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %1 = "stablehlo.constant"() {value = dense<0x3F000000> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
    %2 = "stablehlo.abs"(%arg4) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %3 = "stablehlo.compare"(%2, %1) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %4 = "stablehlo.multiply"(%arg4, %0) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %5 = "stablehlo.add"(%arg0, %4) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %6 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
    %7 = "stablehlo.subtract"(%6, %arg4) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %8 = "stablehlo.multiply"(%0, %7) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %9 = "stablehlo.subtract"(%arg2, %8) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %10 = "stablehlo.select"(%3, %5, %9) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %11 = "stablehlo.subtract"(%arg3, %arg1) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %12 = "stablehlo.constant"() {value = dense<0x3F000000> : tensor<3xf32>} : () -> tensor<3xf32>
    %13 = "stablehlo.abs"(%arg5) : (tensor<3xf32>) -> tensor<3xf32>
    %14 = "stablehlo.compare"(%13, %12) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %15 = "stablehlo.multiply"(%arg5, %11) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %16 = "stablehlo.add"(%arg1, %15) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %17 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<3xf32>} : () -> tensor<3xf32>
    %18 = "stablehlo.subtract"(%17, %arg5) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %19 = "stablehlo.multiply"(%11, %18) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %20 = "stablehlo.subtract"(%arg3, %19) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %21 = "stablehlo.select"(%14, %16, %20) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%10, %21) : (tensor<2x3xf32>, tensor<3xf32>) -> ()
  }
}
