module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>) -> (tensor<2x3xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0x3F3504F3> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
    %1 = "stablehlo.multiply"(%arg0, %0) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %2 = "stablehlo.negate"(%1) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %3 = "chlo.erfc"(%2) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %4 = "stablehlo.constant"() {value = dense<0x3F000000> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
    %5 = "stablehlo.multiply"(%3, %4) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %6 = "stablehlo.log"(%5) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %7 = "stablehlo.multiply"(%arg0, %arg0) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %8 = "stablehlo.multiply"(%7, %4) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %9 = "stablehlo.negate"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %10 = "stablehlo.log"(%9) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %11 = "stablehlo.constant"() {value = dense<0x3F6B3F8E> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
    %12 = "stablehlo.add"(%8, %10) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %13 = "stablehlo.add"(%12, %11) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %14 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
    %15 = "stablehlo.divide"(%14, %7) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %16 = "stablehlo.constant"() {value = dense<0x40400000> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
    %17 = "stablehlo.multiply"(%15, %15) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %18 = "stablehlo.multiply"(%16, %17) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %19 = "stablehlo.subtract"(%14, %15) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %20 = "stablehlo.add"(%19, %18) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %21 = "stablehlo.constant"() {value = dense<0x41700000> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
    %22 = "stablehlo.multiply"(%17, %15) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %23 = "stablehlo.multiply"(%21, %22) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %24 = "stablehlo.subtract"(%20, %23) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %25 = "stablehlo.log"(%24) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %26 = "stablehlo.subtract"(%25, %13) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %27 = "stablehlo.constant"() {value = dense<0xC1000000> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
    %28 = "stablehlo.compare"(%arg0, %27) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %29 = "stablehlo.select"(%28, %26, %6) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%29) : (tensor<2x3xf32>) -> ()
  }
}
