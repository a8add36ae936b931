module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x1x4x4x4xf32>) -> (tensor<1x1x2x2x2xf32>) {
    %0 = "stablehlo.constant"() {value = dense<[[0x3F800000, 0x3F800000, 0x00000000, 0x00000000], [0x00000000, 0x00000000, 0x3F800000, 0x3F800000]]> : tensor<2x4xf32>} : () -> tensor<2x4xf32>
    %1 = "stablehlo.constant"() {value = dense<[[0x3F800000, 0x3F800000, 0x00000000, 0x00000000], [0x00000000, 0x00000000, 0x3F800000, 0x3F800000]]> : tensor<2x4xf32>} : () -> tensor<2x4xf32>
    %2 = "stablehlo.constant"() {value = dense<[[0x3F800000, 0x3F800000, 0x00000000, 0x00000000], [0x00000000, 0x00000000, 0x3F800000, 0x3F800000]]> : tensor<2x4xf32>} : () -> tensor<2x4xf32>
    %3 = "stablehlo.is_finite"(%arg0) : (tensor<1x1x4x4x4xf32>) -> tensor<1x1x4x4x4xi1>
    %4 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1x4x4x4xf32>} : () -> tensor<1x1x4x4x4xf32>
    %5 = "stablehlo.select"(%3, %arg0, %4) : (tensor<1x1x4x4x4xi1>, tensor<1x1x4x4x4xf32>, tensor<1x1x4x4x4xf32>) -> tensor<1x1x4x4x4xf32>
    %6 = "stablehlo.dot_general"(%5, %0) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x1x4x4x4xf32>, tensor<2x4xf32>) -> tensor<1x1x4x4x2xf32>
    %7 = "stablehlo.dot_general"(%6, %1) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x1x4x4x2xf32>, tensor<2x4xf32>) -> tensor<1x1x4x2x2xf32>
    %8 = "stablehlo.dot_general"(%7, %2) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x1x4x2x2xf32>, tensor<2x4xf32>) -> tensor<1x1x2x2x2xf32>
    %9 = "stablehlo.compare"(%arg0, %arg0) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1x4x4x4xf32>, tensor<1x1x4x4x4xf32>) -> tensor<1x1x4x4x4xi1>
    %10 = "stablehlo.constant"() {value = dense<0x7F800000> : tensor<1x1x4x4x4xf32>} : () -> tensor<1x1x4x4x4xf32>
    %11 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<1x1x4x4x4xf32>} : () -> tensor<1x1x4x4x4xf32>
    %12 = "stablehlo.compare"(%arg0, %10) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1x4x4x4xf32>, tensor<1x1x4x4x4xf32>) -> tensor<1x1x4x4x4xi1>
    %13 = "stablehlo.compare"(%arg0, %11) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1x4x4x4xf32>, tensor<1x1x4x4x4xf32>) -> tensor<1x1x4x4x4xi1>
    %14 = "stablehlo.convert"(%9) : (tensor<1x1x4x4x4xi1>) -> tensor<1x1x4x4x4xf32>
    %15 = "stablehlo.dot_general"(%14, %0) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x1x4x4x4xf32>, tensor<2x4xf32>) -> tensor<1x1x4x4x2xf32>
    %16 = "stablehlo.dot_general"(%15, %1) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x1x4x4x2xf32>, tensor<2x4xf32>) -> tensor<1x1x4x2x2xf32>
    %17 = "stablehlo.dot_general"(%16, %2) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x1x4x2x2xf32>, tensor<2x4xf32>) -> tensor<1x1x2x2x2xf32>
    %18 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1x2x2x2xf32>} : () -> tensor<1x1x2x2x2xf32>
    %19 = "stablehlo.compare"(%17, %18) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1x2x2x2xf32>, tensor<1x1x2x2x2xf32>) -> tensor<1x1x2x2x2xi1>
    %20 = "stablehlo.convert"(%12) : (tensor<1x1x4x4x4xi1>) -> tensor<1x1x4x4x4xf32>
    %21 = "stablehlo.dot_general"(%20, %0) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x1x4x4x4xf32>, tensor<2x4xf32>) -> tensor<1x1x4x4x2xf32>
    %22 = "stablehlo.dot_general"(%21, %1) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x1x4x4x2xf32>, tensor<2x4xf32>) -> tensor<1x1x4x2x2xf32>
    %23 = "stablehlo.dot_general"(%22, %2) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x1x4x2x2xf32>, tensor<2x4xf32>) -> tensor<1x1x2x2x2xf32>
    %24 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1x2x2x2xf32>} : () -> tensor<1x1x2x2x2xf32>
    %25 = "stablehlo.compare"(%23, %24) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1x2x2x2xf32>, tensor<1x1x2x2x2xf32>) -> tensor<1x1x2x2x2xi1>
    %26 = "stablehlo.convert"(%13) : (tensor<1x1x4x4x4xi1>) -> tensor<1x1x4x4x4xf32>
    %27 = "stablehlo.dot_general"(%26, %0) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x1x4x4x4xf32>, tensor<2x4xf32>) -> tensor<1x1x4x4x2xf32>
    %28 = "stablehlo.dot_general"(%27, %1) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x1x4x4x2xf32>, tensor<2x4xf32>) -> tensor<1x1x4x2x2xf32>
    %29 = "stablehlo.dot_general"(%28, %2) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x1x4x2x2xf32>, tensor<2x4xf32>) -> tensor<1x1x2x2x2xf32>
    %30 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1x2x2x2xf32>} : () -> tensor<1x1x2x2x2xf32>
    %31 = "stablehlo.compare"(%29, %30) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1x2x2x2xf32>, tensor<1x1x2x2x2xf32>) -> tensor<1x1x2x2x2xi1>
    %32 = "stablehlo.constant"() {value = dense<0x7F800000> : tensor<1x1x2x2x2xf32>} : () -> tensor<1x1x2x2x2xf32>
    %33 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<1x1x2x2x2xf32>} : () -> tensor<1x1x2x2x2xf32>
    %34 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<1x1x2x2x2xf32>} : () -> tensor<1x1x2x2x2xf32>
    %35 = "stablehlo.select"(%25, %32, %8) : (tensor<1x1x2x2x2xi1>, tensor<1x1x2x2x2xf32>, tensor<1x1x2x2x2xf32>) -> tensor<1x1x2x2x2xf32>
    %36 = "stablehlo.select"(%31, %33, %35) : (tensor<1x1x2x2x2xi1>, tensor<1x1x2x2x2xf32>, tensor<1x1x2x2x2xf32>) -> tensor<1x1x2x2x2xf32>
    %37 = "stablehlo.and"(%25, %31) : (tensor<1x1x2x2x2xi1>, tensor<1x1x2x2x2xi1>) -> tensor<1x1x2x2x2xi1>
    %38 = "stablehlo.or"(%37, %19) : (tensor<1x1x2x2x2xi1>, tensor<1x1x2x2x2xi1>) -> tensor<1x1x2x2x2xi1>
    %39 = "stablehlo.select"(%38, %34, %36) : (tensor<1x1x2x2x2xi1>, tensor<1x1x2x2x2xf32>, tensor<1x1x2x2x2xf32>) -> tensor<1x1x2x2x2xf32>
    %40 = "stablehlo.constant"() {value = dense<0x41000000> : tensor<2x2x2xf32>} : () -> tensor<2x2x2xf32>
    %41 = "stablehlo.broadcast_in_dim"(%40) {broadcast_dimensions = array<i64: 2, 3, 4>} : (tensor<2x2x2xf32>) -> tensor<1x1x2x2x2xf32>
    %42 = "stablehlo.divide"(%39, %41) : (tensor<1x1x2x2x2xf32>, tensor<1x1x2x2x2xf32>) -> tensor<1x1x2x2x2xf32>
    "func.return"(%42) : (tensor<1x1x2x2x2xf32>) -> ()
  }
}
