module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xi32>) {
    %0 = "stablehlo.bitcast_convert"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xi32>
    %1 = "stablehlo.constant"() {value = dense<-2147483648> : tensor<2x3xi32>} : () -> tensor<2x3xi32>
    %2 = "stablehlo.and"(%0, %1) : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
    %3 = "stablehlo.constant"() {value = dense<2147483647> : tensor<2x3xi32>} : () -> tensor<2x3xi32>
    %4 = "stablehlo.and"(%0, %3) : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
    %5 = "stablehlo.constant"() {value = dense<8388607> : tensor<2x3xi32>} : () -> tensor<2x3xi32>
    %6 = "stablehlo.and"(%0, %5) : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
    %7 = "stablehlo.constant"() {value = dense<2139095040> : tensor<2x3xi32>} : () -> tensor<2x3xi32>
    %8 = "stablehlo.and"(%0, %7) : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
    %9 = "stablehlo.constant"() {value = dense<23> : tensor<2x3xi32>} : () -> tensor<2x3xi32>
    %10 = "stablehlo.shift_right_logical"(%8, %9) : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
    %11 = "stablehlo.constant"() {value = dense<0> : tensor<2x3xi32>} : () -> tensor<2x3xi32>
    %12 = "stablehlo.compare"(%10, %11) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
    %13 = "stablehlo.count_leading_zeros"(%6) : (tensor<2x3xi32>) -> tensor<2x3xi32>
    %14 = "stablehlo.constant"() {value = dense<8> : tensor<2x3xi32>} : () -> tensor<2x3xi32>
    %15 = "stablehlo.subtract"(%13, %14) : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
    %16 = "stablehlo.shift_left"(%6, %15) : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
    %17 = "stablehlo.constant"() {value = dense<8388607> : tensor<2x3xi32>} : () -> tensor<2x3xi32>
    %18 = "stablehlo.and"(%16, %17) : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
    %19 = "stablehlo.select"(%12, %18, %6) : (tensor<2x3xi1>, tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
    %20 = "stablehlo.constant"() {value = dense<126> : tensor<2x3xi32>} : () -> tensor<2x3xi32>
    %21 = "stablehlo.subtract"(%10, %20) : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
    %22 = "stablehlo.constant"() {value = dense<-125> : tensor<2x3xi32>} : () -> tensor<2x3xi32>
    %23 = "stablehlo.subtract"(%22, %15) : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
    %24 = "stablehlo.select"(%12, %23, %21) : (tensor<2x3xi1>, tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
    %25 = "stablehlo.constant"() {value = dense<1056964608> : tensor<2x3xi32>} : () -> tensor<2x3xi32>
    %26 = "stablehlo.or"(%2, %25) : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
    %27 = "stablehlo.or"(%26, %19) : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
    %28 = "stablehlo.compare"(%4, %11) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
    %29 = "stablehlo.constant"() {value = dense<255> : tensor<2x3xi32>} : () -> tensor<2x3xi32>
    %30 = "stablehlo.compare"(%10, %29) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
    %31 = "stablehlo.or"(%28, %30) : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
    %32 = "stablehlo.select"(%31, %0, %27) : (tensor<2x3xi1>, tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
    %33 = "stablehlo.bitcast_convert"(%32) : (tensor<2x3xi32>) -> tensor<2x3xf32>
    %34 = "stablehlo.select"(%31, %11, %24) : (tensor<2x3xi1>, tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
    "func.return"(%33, %34) : (tensor<2x3xf32>, tensor<2x3xi32>) -> ()
  }
}
