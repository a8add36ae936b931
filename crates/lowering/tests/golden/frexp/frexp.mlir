module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xi32>) {
    %0 = "stablehlo.bitcast_convert"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xi32>
    %1 = "stablehlo.constant"() {value = dense<2139095040> : tensor<2x3xi32>} : () -> tensor<2x3xi32>
    %2 = "stablehlo.constant"() {value = dense<23> : tensor<2x3xi32>} : () -> tensor<2x3xi32>
    %3 = "stablehlo.and"(%0, %1) : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
    %4 = "stablehlo.shift_right_logical"(%3, %2) : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
    %5 = "stablehlo.constant"() {value = dense<0> : tensor<2x3xi32>} : () -> tensor<2x3xi32>
    %6 = "stablehlo.compare"(%4, %5) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
    %7 = "stablehlo.constant"() {value = dense<0x4B000000> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
    %8 = "stablehlo.multiply"(%arg0, %7) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %9 = "stablehlo.select"(%6, %8, %arg0) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %10 = "stablehlo.bitcast_convert"(%9) : (tensor<2x3xf32>) -> tensor<2x3xi32>
    %11 = "stablehlo.and"(%10, %1) : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
    %12 = "stablehlo.shift_right_logical"(%11, %2) : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
    %13 = "stablehlo.constant"() {value = dense<126> : tensor<2x3xi32>} : () -> tensor<2x3xi32>
    %14 = "stablehlo.subtract"(%12, %13) : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
    %15 = "stablehlo.constant"() {value = dense<23> : tensor<2x3xi32>} : () -> tensor<2x3xi32>
    %16 = "stablehlo.subtract"(%14, %15) : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
    %17 = "stablehlo.select"(%6, %16, %14) : (tensor<2x3xi1>, tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
    %18 = "stablehlo.constant"() {value = dense<-2139095041> : tensor<2x3xi32>} : () -> tensor<2x3xi32>
    %19 = "stablehlo.and"(%10, %18) : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
    %20 = "stablehlo.constant"() {value = dense<1056964608> : tensor<2x3xi32>} : () -> tensor<2x3xi32>
    %21 = "stablehlo.or"(%19, %20) : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
    %22 = "stablehlo.bitcast_convert"(%21) : (tensor<2x3xi32>) -> tensor<2x3xf32>
    %23 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
    %24 = "stablehlo.compare"(%arg0, %23) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %25 = "stablehlo.is_finite"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xi1>
    %26 = "stablehlo.not"(%25) : (tensor<2x3xi1>) -> tensor<2x3xi1>
    %27 = "stablehlo.or"(%24, %26) : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
    %28 = "stablehlo.select"(%27, %arg0, %22) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %29 = "stablehlo.select"(%27, %5, %17) : (tensor<2x3xi1>, tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
    "func.return"(%28, %29) : (tensor<2x3xf32>, tensor<2x3xi32>) -> ()
  }
}
