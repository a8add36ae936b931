module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>) -> (tensor<4xf32>) {
    %0 = "stablehlo.multiply"(%arg0, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1 = "stablehlo.constant"() {value = dense<0x2F309231> : tensor<4xf32>} : () -> tensor<4xf32>
    %2 = "stablehlo.multiply"(%1, %0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %3 = "stablehlo.constant"() {value = dense<0xB2D7322B> : tensor<4xf32>} : () -> tensor<4xf32>
    %4 = "stablehlo.add"(%2, %3) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %5 = "stablehlo.multiply"(%4, %0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %6 = "stablehlo.constant"() {value = dense<0x3638EF1D> : tensor<4xf32>} : () -> tensor<4xf32>
    %7 = "stablehlo.add"(%5, %6) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %8 = "stablehlo.multiply"(%7, %0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %9 = "stablehlo.constant"() {value = dense<0xB9500D01> : tensor<4xf32>} : () -> tensor<4xf32>
    %10 = "stablehlo.add"(%8, %9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %11 = "stablehlo.multiply"(%10, %0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %12 = "stablehlo.constant"() {value = dense<0x3C088889> : tensor<4xf32>} : () -> tensor<4xf32>
    %13 = "stablehlo.add"(%11, %12) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %14 = "stablehlo.multiply"(%13, %0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %15 = "stablehlo.constant"() {value = dense<0xBE2AAAAB> : tensor<4xf32>} : () -> tensor<4xf32>
    %16 = "stablehlo.add"(%14, %15) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %17 = "stablehlo.multiply"(%16, %0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %18 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %19 = "stablehlo.add"(%17, %18) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %20 = "stablehlo.sine"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    %21 = "stablehlo.divide"(%20, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %22 = "stablehlo.abs"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    %23 = "stablehlo.constant"() {value = dense<0x3F000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %24 = "stablehlo.compare"(%22, %23) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %25 = "stablehlo.select"(%24, %19, %21) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %26 = "stablehlo.constant"() {value = dense<0x7F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %27 = "stablehlo.compare"(%22, %26) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %28 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %29 = "stablehlo.select"(%27, %28, %25) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%29) : (tensor<4xf32>) -> ()
  }
}
