module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x3xf32>) -> (tensor<2x3x3xf32>, tensor<2xi32>) {
    %0 = "stablehlo.cholesky"(%arg0) {lower = true} : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x3xi64>
    %2 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x3x3xi64>
    %3 = "stablehlo.compare"(%1, %2) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %4 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %5 = "stablehlo.select"(%3, %0, %4) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %6 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x3xi64>
    %7 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x3x3xi64>
    %8 = "stablehlo.compare"(%6, %7) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %9 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %10 = "stablehlo.select"(%8, %5, %9) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %11 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %12 = "stablehlo.reduce"(%10, %11) ({
      ^bb0(%13: tensor<f32>, %14: tensor<f32>):
        %15 = "stablehlo.add"(%13, %14) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%15) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x3x3xf32>, tensor<f32>) -> tensor<2x3xf32>
    %16 = "stablehlo.is_finite"(%12) : (tensor<2x3xf32>) -> tensor<2x3xi1>
    %17 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3xi32>
    %18 = "stablehlo.constant"() {value = dense<1> : tensor<2x3xi32>} : () -> tensor<2x3xi32>
    %19 = "stablehlo.add"(%17, %18) : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
    %20 = "stablehlo.constant"() {value = dense<4> : tensor<2x3xi32>} : () -> tensor<2x3xi32>
    %21 = "stablehlo.select"(%16, %20, %19) : (tensor<2x3xi1>, tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
    %22 = "stablehlo.constant"() {value = dense<4> : tensor<i32>} : () -> tensor<i32>
    %23 = "stablehlo.reduce"(%21, %22) ({
      ^bb0(%24: tensor<i32>, %25: tensor<i32>):
        %26 = "stablehlo.minimum"(%24, %25) : (tensor<i32>, tensor<i32>) -> tensor<i32>
        "stablehlo.return"(%26) : (tensor<i32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x3xi32>, tensor<i32>) -> tensor<2xi32>
    %27 = "stablehlo.constant"() {value = dense<4> : tensor<2xi32>} : () -> tensor<2xi32>
    %28 = "stablehlo.compare"(%23, %27) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %29 = "stablehlo.constant"() {value = dense<0> : tensor<2xi32>} : () -> tensor<2xi32>
    %30 = "stablehlo.select"(%28, %29, %23) : (tensor<2xi1>, tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
    "func.return"(%5, %30) : (tensor<2x3x3xf32>, tensor<2xi32>) -> ()
  }
}
