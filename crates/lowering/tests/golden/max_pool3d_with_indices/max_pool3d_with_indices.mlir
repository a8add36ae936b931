module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x1x4x4x4xf32>) -> (tensor<1x1x2x2x2xf32>, tensor<1x1x2x2x2xi64>) {
    %0 = "stablehlo.iota"() {iota_dimension = 4 : i64} : () -> tensor<1x1x4x4x4xi64>
    %1 = "stablehlo.iota"() {iota_dimension = 3 : i64} : () -> tensor<1x1x4x4x4xi64>
    %2 = "stablehlo.constant"() {value = dense<4> : tensor<1x1x4x4x4xi64>} : () -> tensor<1x1x4x4x4xi64>
    %3 = "stablehlo.multiply"(%1, %2) : (tensor<1x1x4x4x4xi64>, tensor<1x1x4x4x4xi64>) -> tensor<1x1x4x4x4xi64>
    %4 = "stablehlo.add"(%0, %3) : (tensor<1x1x4x4x4xi64>, tensor<1x1x4x4x4xi64>) -> tensor<1x1x4x4x4xi64>
    %5 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x1x4x4x4xi64>
    %6 = "stablehlo.constant"() {value = dense<16> : tensor<1x1x4x4x4xi64>} : () -> tensor<1x1x4x4x4xi64>
    %7 = "stablehlo.multiply"(%5, %6) : (tensor<1x1x4x4x4xi64>, tensor<1x1x4x4x4xi64>) -> tensor<1x1x4x4x4xi64>
    %8 = "stablehlo.add"(%4, %7) : (tensor<1x1x4x4x4xi64>, tensor<1x1x4x4x4xi64>) -> tensor<1x1x4x4x4xi64>
    %9 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %10 = "stablehlo.constant"() {value = dense<9223372036854775807> : tensor<i64>} : () -> tensor<i64>
    %11:2 = "stablehlo.reduce_window"(%arg0, %8, %9, %10) ({
      ^bb0(%12: tensor<f32>, %13: tensor<i64>, %14: tensor<f32>, %15: tensor<i64>):
        %16 = "stablehlo.compare"(%12, %14) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %17 = "stablehlo.compare"(%12, %14) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %18 = "stablehlo.compare"(%12, %12) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %19 = "stablehlo.compare"(%14, %14) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %20 = "stablehlo.not"(%19) : (tensor<i1>) -> tensor<i1>
        %21 = "stablehlo.and"(%18, %20) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %22 = "stablehlo.and"(%18, %19) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %23 = "stablehlo.or"(%17, %22) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %24 = "stablehlo.compare"(%13, %15) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %25 = "stablehlo.and"(%23, %24) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %26 = "stablehlo.or"(%16, %21) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %27 = "stablehlo.or"(%26, %25) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %28 = "stablehlo.select"(%27, %12, %14) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        %29 = "stablehlo.select"(%27, %13, %15) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%28, %29) : (tensor<f32>, tensor<i64>) -> ()
    }) {window_dimensions = array<i64: 1, 1, 2, 2, 2>, window_strides = array<i64: 1, 1, 2, 2, 2>, base_dilations = array<i64: 1, 1, 1, 1, 1>, window_dilations = array<i64: 1, 1, 1, 1, 1>, padding = dense<[[0, 0], [0, 0], [0, 0], [0, 0], [0, 0]]> : tensor<5x2xi64>} : (tensor<1x1x4x4x4xf32>, tensor<1x1x4x4x4xi64>, tensor<f32>, tensor<i64>) -> (tensor<1x1x2x2x2xf32>, tensor<1x1x2x2x2xi64>)
    "func.return"(%11#0, %11#1) : (tensor<1x1x2x2x2xf32>, tensor<1x1x2x2x2xi64>) -> ()
  }
}
