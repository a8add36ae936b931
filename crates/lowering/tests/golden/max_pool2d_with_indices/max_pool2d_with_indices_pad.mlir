module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x2x5x5xf32>) -> (tensor<1x2x3x3xf32>, tensor<1x2x3x3xi64>) {
    %0 = "stablehlo.iota"() {iota_dimension = 3 : i64} : () -> tensor<1x2x5x5xi64>
    %1 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x2x5x5xi64>
    %2 = "stablehlo.constant"() {value = dense<5> : tensor<1x2x5x5xi64>} : () -> tensor<1x2x5x5xi64>
    %3 = "stablehlo.multiply"(%1, %2) : (tensor<1x2x5x5xi64>, tensor<1x2x5x5xi64>) -> tensor<1x2x5x5xi64>
    %4 = "stablehlo.add"(%0, %3) : (tensor<1x2x5x5xi64>, tensor<1x2x5x5xi64>) -> tensor<1x2x5x5xi64>
    %5 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %6 = "stablehlo.constant"() {value = dense<9223372036854775807> : tensor<i64>} : () -> tensor<i64>
    %7:2 = "stablehlo.reduce_window"(%arg0, %4, %5, %6) ({
      ^bb0(%8: tensor<f32>, %9: tensor<i64>, %10: tensor<f32>, %11: tensor<i64>):
        %12 = "stablehlo.compare"(%8, %10) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %13 = "stablehlo.compare"(%8, %10) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %14 = "stablehlo.compare"(%8, %8) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %15 = "stablehlo.compare"(%10, %10) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %16 = "stablehlo.not"(%15) : (tensor<i1>) -> tensor<i1>
        %17 = "stablehlo.and"(%14, %16) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %18 = "stablehlo.and"(%14, %15) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %19 = "stablehlo.or"(%13, %18) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %20 = "stablehlo.compare"(%9, %11) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %21 = "stablehlo.and"(%19, %20) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %22 = "stablehlo.or"(%12, %17) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %23 = "stablehlo.or"(%22, %21) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %24 = "stablehlo.select"(%23, %8, %10) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        %25 = "stablehlo.select"(%23, %9, %11) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%24, %25) : (tensor<f32>, tensor<i64>) -> ()
    }) {window_dimensions = array<i64: 1, 1, 3, 3>, window_strides = array<i64: 1, 1, 2, 2>, base_dilations = array<i64: 1, 1, 1, 1>, window_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [0, 0], [1, 1], [1, 1]]> : tensor<4x2xi64>} : (tensor<1x2x5x5xf32>, tensor<1x2x5x5xi64>, tensor<f32>, tensor<i64>) -> (tensor<1x2x3x3xf32>, tensor<1x2x3x3xi64>)
    "func.return"(%7#0, %7#1) : (tensor<1x2x3x3xf32>, tensor<1x2x3x3xi64>) -> ()
  }
}
