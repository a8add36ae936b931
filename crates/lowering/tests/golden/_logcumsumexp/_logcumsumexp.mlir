module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>) -> (tensor<2x3xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.slice"(%arg0) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 2>, strides = array<i64: 1, 1>} : (tensor<2x3xf32>) -> tensor<2x2xf32>
    %2 = "stablehlo.pad"(%1, %0) {edge_padding_low = array<i64: 0, 1>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>} : (tensor<2x2xf32>, tensor<f32>) -> tensor<2x3xf32>
    %3 = "stablehlo.maximum"(%2, %arg0) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %4 = "stablehlo.compare"(%2, %2) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %5 = "stablehlo.select"(%4, %2, %3) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %6 = "stablehlo.compare"(%arg0, %arg0) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %7 = "stablehlo.select"(%6, %arg0, %5) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %8 = "stablehlo.minimum"(%2, %arg0) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %9 = "stablehlo.compare"(%2, %2) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %10 = "stablehlo.select"(%9, %2, %8) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %11 = "stablehlo.compare"(%arg0, %arg0) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %12 = "stablehlo.select"(%11, %arg0, %10) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %13 = "stablehlo.subtract"(%12, %7) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %14 = "stablehlo.exponential"(%13) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %15 = "stablehlo.log_plus_one"(%14) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %16 = "stablehlo.add"(%7, %15) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %17 = "stablehlo.is_finite"(%7) : (tensor<2x3xf32>) -> tensor<2x3xi1>
    %18 = "stablehlo.compare"(%7, %7) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %19 = "stablehlo.or"(%17, %18) : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
    %20 = "stablehlo.select"(%19, %16, %7) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %21 = "stablehlo.slice"(%20) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 1>, strides = array<i64: 1, 1>} : (tensor<2x3xf32>) -> tensor<2x1xf32>
    %22 = "stablehlo.pad"(%21, %0) {edge_padding_low = array<i64: 0, 2>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>} : (tensor<2x1xf32>, tensor<f32>) -> tensor<2x3xf32>
    %23 = "stablehlo.maximum"(%22, %20) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %24 = "stablehlo.compare"(%22, %22) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %25 = "stablehlo.select"(%24, %22, %23) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %26 = "stablehlo.compare"(%20, %20) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %27 = "stablehlo.select"(%26, %20, %25) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %28 = "stablehlo.minimum"(%22, %20) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %29 = "stablehlo.compare"(%22, %22) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %30 = "stablehlo.select"(%29, %22, %28) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %31 = "stablehlo.compare"(%20, %20) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %32 = "stablehlo.select"(%31, %20, %30) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %33 = "stablehlo.subtract"(%32, %27) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %34 = "stablehlo.exponential"(%33) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %35 = "stablehlo.log_plus_one"(%34) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %36 = "stablehlo.add"(%27, %35) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %37 = "stablehlo.is_finite"(%27) : (tensor<2x3xf32>) -> tensor<2x3xi1>
    %38 = "stablehlo.compare"(%27, %27) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %39 = "stablehlo.or"(%37, %38) : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
    %40 = "stablehlo.select"(%39, %36, %27) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%40) : (tensor<2x3xf32>) -> ()
  }
}
