module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x1x2x2x2xf32>, %arg1: tensor<1x1x4x4x4xf32>) -> (tensor<1x1x4x4x4xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0x41000000> : tensor<2x2x2xf32>} : () -> tensor<2x2x2xf32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64: 2, 3, 4>} : (tensor<2x2x2xf32>) -> tensor<1x1x2x2x2xf32>
    %2 = "stablehlo.divide"(%arg0, %1) : (tensor<1x1x2x2x2xf32>, tensor<1x1x2x2x2xf32>) -> tensor<1x1x2x2x2xf32>
    %3 = "stablehlo.constant"() {value = dense<[[0x3F800000, 0x3F800000, 0x00000000, 0x00000000], [0x00000000, 0x00000000, 0x3F800000, 0x3F800000]]> : tensor<2x4xf32>} : () -> tensor<2x4xf32>
    %4 = "stablehlo.constant"() {value = dense<[[0x3F800000, 0x3F800000, 0x00000000, 0x00000000], [0x00000000, 0x00000000, 0x3F800000, 0x3F800000]]> : tensor<2x4xf32>} : () -> tensor<2x4xf32>
    %5 = "stablehlo.constant"() {value = dense<[[0x3F800000, 0x3F800000, 0x00000000, 0x00000000], [0x00000000, 0x00000000, 0x3F800000, 0x3F800000]]> : tensor<2x4xf32>} : () -> tensor<2x4xf32>
    %6 = "stablehlo.is_finite"(%2) : (tensor<1x1x2x2x2xf32>) -> tensor<1x1x2x2x2xi1>
    %7 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1x2x2x2xf32>} : () -> tensor<1x1x2x2x2xf32>
    %8 = "stablehlo.select"(%6, %2, %7) : (tensor<1x1x2x2x2xi1>, tensor<1x1x2x2x2xf32>, tensor<1x1x2x2x2xf32>) -> tensor<1x1x2x2x2xf32>
    %9 = "stablehlo.dot_general"(%8, %3) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<1x1x2x2x2xf32>, tensor<2x4xf32>) -> tensor<1x1x2x2x4xf32>
    %10 = "stablehlo.dot_general"(%9, %4) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<1x1x2x2x4xf32>, tensor<2x4xf32>) -> tensor<1x1x2x4x4xf32>
    %11 = "stablehlo.dot_general"(%10, %5) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<1x1x2x4x4xf32>, tensor<2x4xf32>) -> tensor<1x1x4x4x4xf32>
    %12 = "stablehlo.compare"(%2, %2) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1x2x2x2xf32>, tensor<1x1x2x2x2xf32>) -> tensor<1x1x2x2x2xi1>
    %13 = "stablehlo.constant"() {value = dense<0x7F800000> : tensor<1x1x2x2x2xf32>} : () -> tensor<1x1x2x2x2xf32>
    %14 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<1x1x2x2x2xf32>} : () -> tensor<1x1x2x2x2xf32>
    %15 = "stablehlo.compare"(%2, %13) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1x2x2x2xf32>, tensor<1x1x2x2x2xf32>) -> tensor<1x1x2x2x2xi1>
    %16 = "stablehlo.compare"(%2, %14) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1x2x2x2xf32>, tensor<1x1x2x2x2xf32>) -> tensor<1x1x2x2x2xi1>
    %17 = "stablehlo.convert"(%12) : (tensor<1x1x2x2x2xi1>) -> tensor<1x1x2x2x2xf32>
    %18 = "stablehlo.dot_general"(%17, %3) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<1x1x2x2x2xf32>, tensor<2x4xf32>) -> tensor<1x1x2x2x4xf32>
    %19 = "stablehlo.dot_general"(%18, %4) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<1x1x2x2x4xf32>, tensor<2x4xf32>) -> tensor<1x1x2x4x4xf32>
    %20 = "stablehlo.dot_general"(%19, %5) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<1x1x2x4x4xf32>, tensor<2x4xf32>) -> tensor<1x1x4x4x4xf32>
    %21 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1x4x4x4xf32>} : () -> tensor<1x1x4x4x4xf32>
    %22 = "stablehlo.compare"(%20, %21) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1x4x4x4xf32>, tensor<1x1x4x4x4xf32>) -> tensor<1x1x4x4x4xi1>
    %23 = "stablehlo.convert"(%15) : (tensor<1x1x2x2x2xi1>) -> tensor<1x1x2x2x2xf32>
    %24 = "stablehlo.dot_general"(%23, %3) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<1x1x2x2x2xf32>, tensor<2x4xf32>) -> tensor<1x1x2x2x4xf32>
    %25 = "stablehlo.dot_general"(%24, %4) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<1x1x2x2x4xf32>, tensor<2x4xf32>) -> tensor<1x1x2x4x4xf32>
    %26 = "stablehlo.dot_general"(%25, %5) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<1x1x2x4x4xf32>, tensor<2x4xf32>) -> tensor<1x1x4x4x4xf32>
    %27 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1x4x4x4xf32>} : () -> tensor<1x1x4x4x4xf32>
    %28 = "stablehlo.compare"(%26, %27) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1x4x4x4xf32>, tensor<1x1x4x4x4xf32>) -> tensor<1x1x4x4x4xi1>
    %29 = "stablehlo.convert"(%16) : (tensor<1x1x2x2x2xi1>) -> tensor<1x1x2x2x2xf32>
    %30 = "stablehlo.dot_general"(%29, %3) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<1x1x2x2x2xf32>, tensor<2x4xf32>) -> tensor<1x1x2x2x4xf32>
    %31 = "stablehlo.dot_general"(%30, %4) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<1x1x2x2x4xf32>, tensor<2x4xf32>) -> tensor<1x1x2x4x4xf32>
    %32 = "stablehlo.dot_general"(%31, %5) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<1x1x2x4x4xf32>, tensor<2x4xf32>) -> tensor<1x1x4x4x4xf32>
    %33 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1x4x4x4xf32>} : () -> tensor<1x1x4x4x4xf32>
    %34 = "stablehlo.compare"(%32, %33) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1x4x4x4xf32>, tensor<1x1x4x4x4xf32>) -> tensor<1x1x4x4x4xi1>
    %35 = "stablehlo.constant"() {value = dense<0x7F800000> : tensor<1x1x4x4x4xf32>} : () -> tensor<1x1x4x4x4xf32>
    %36 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<1x1x4x4x4xf32>} : () -> tensor<1x1x4x4x4xf32>
    %37 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<1x1x4x4x4xf32>} : () -> tensor<1x1x4x4x4xf32>
    %38 = "stablehlo.select"(%28, %35, %11) : (tensor<1x1x4x4x4xi1>, tensor<1x1x4x4x4xf32>, tensor<1x1x4x4x4xf32>) -> tensor<1x1x4x4x4xf32>
    %39 = "stablehlo.select"(%34, %36, %38) : (tensor<1x1x4x4x4xi1>, tensor<1x1x4x4x4xf32>, tensor<1x1x4x4x4xf32>) -> tensor<1x1x4x4x4xf32>
    %40 = "stablehlo.and"(%28, %34) : (tensor<1x1x4x4x4xi1>, tensor<1x1x4x4x4xi1>) -> tensor<1x1x4x4x4xi1>
    %41 = "stablehlo.or"(%40, %22) : (tensor<1x1x4x4x4xi1>, tensor<1x1x4x4x4xi1>) -> tensor<1x1x4x4x4xi1>
    %42 = "stablehlo.select"(%41, %37, %39) : (tensor<1x1x4x4x4xi1>, tensor<1x1x4x4x4xf32>, tensor<1x1x4x4x4xf32>) -> tensor<1x1x4x4x4xf32>
    "func.return"(%42) : (tensor<1x1x4x4x4xf32>) -> ()
  }
}
