module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xi64>) {
    %0 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3xi64>
    %1 = "stablehlo.constant"() {value = dense<0x7F800000> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %3 = "stablehlo.slice"(%arg0) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 2>, strides = array<i64: 1, 1>} : (tensor<2x3xf32>) -> tensor<2x2xf32>
    %4 = "stablehlo.pad"(%3, %1) {edge_padding_low = array<i64: 0, 1>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>} : (tensor<2x2xf32>, tensor<f32>) -> tensor<2x3xf32>
    %5 = "stablehlo.slice"(%0) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 2>, strides = array<i64: 1, 1>} : (tensor<2x3xi64>) -> tensor<2x2xi64>
    %6 = "stablehlo.pad"(%5, %2) {edge_padding_low = array<i64: 0, 1>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>} : (tensor<2x2xi64>, tensor<i64>) -> tensor<2x3xi64>
    %7 = "stablehlo.compare"(%arg0, %4) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %8 = "stablehlo.compare"(%arg0, %arg0) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %9 = "stablehlo.compare"(%4, %4) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %10 = "stablehlo.not"(%9) : (tensor<2x3xi1>) -> tensor<2x3xi1>
    %11 = "stablehlo.and"(%10, %7) : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
    %12 = "stablehlo.or"(%8, %11) : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
    %13 = "stablehlo.select"(%12, %arg0, %4) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %14 = "stablehlo.select"(%12, %0, %6) : (tensor<2x3xi1>, tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %15 = "stablehlo.slice"(%13) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 1>, strides = array<i64: 1, 1>} : (tensor<2x3xf32>) -> tensor<2x1xf32>
    %16 = "stablehlo.pad"(%15, %1) {edge_padding_low = array<i64: 0, 2>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>} : (tensor<2x1xf32>, tensor<f32>) -> tensor<2x3xf32>
    %17 = "stablehlo.slice"(%14) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 1>, strides = array<i64: 1, 1>} : (tensor<2x3xi64>) -> tensor<2x1xi64>
    %18 = "stablehlo.pad"(%17, %2) {edge_padding_low = array<i64: 0, 2>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>} : (tensor<2x1xi64>, tensor<i64>) -> tensor<2x3xi64>
    %19 = "stablehlo.compare"(%13, %16) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %20 = "stablehlo.compare"(%13, %13) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %21 = "stablehlo.compare"(%16, %16) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %22 = "stablehlo.not"(%21) : (tensor<2x3xi1>) -> tensor<2x3xi1>
    %23 = "stablehlo.and"(%22, %19) : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
    %24 = "stablehlo.or"(%20, %23) : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
    %25 = "stablehlo.select"(%24, %13, %16) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %26 = "stablehlo.select"(%24, %14, %18) : (tensor<2x3xi1>, tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    "func.return"(%25, %26) : (tensor<2x3xf32>, tensor<2x3xi64>) -> ()
  }
}
