module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x2x3x3xf32>, %arg1: tensor<1x2x5x5xf32>) -> (tensor<1x2x5x5xf32>) {
    %0 = "stablehlo.constant"() {value = dense<[[0x40800000, 0x40C00000, 0x40800000], [0x40C00000, 0x41100000, 0x40C00000], [0x40800000, 0x40C00000, 0x40800000]]> : tensor<3x3xf32>} : () -> tensor<3x3xf32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64: 2, 3>} : (tensor<3x3xf32>) -> tensor<1x2x3x3xf32>
    %2 = "stablehlo.divide"(%arg0, %1) : (tensor<1x2x3x3xf32>, tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
    %3 = "stablehlo.constant"() {value = dense<[[0x3F800000, 0x3F800000, 0x00000000, 0x00000000, 0x00000000], [0x00000000, 0x3F800000, 0x3F800000, 0x3F800000, 0x00000000], [0x00000000, 0x00000000, 0x00000000, 0x3F800000, 0x3F800000]]> : tensor<3x5xf32>} : () -> tensor<3x5xf32>
    %4 = "stablehlo.constant"() {value = dense<[[0x3F800000, 0x3F800000, 0x00000000, 0x00000000, 0x00000000], [0x00000000, 0x3F800000, 0x3F800000, 0x3F800000, 0x00000000], [0x00000000, 0x00000000, 0x00000000, 0x3F800000, 0x3F800000]]> : tensor<3x5xf32>} : () -> tensor<3x5xf32>
    %5 = "stablehlo.is_finite"(%2) : (tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xi1>
    %6 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x3x3xf32>} : () -> tensor<1x2x3x3xf32>
    %7 = "stablehlo.select"(%5, %2, %6) : (tensor<1x2x3x3xi1>, tensor<1x2x3x3xf32>, tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
    %8 = "stablehlo.dot_general"(%7, %3) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<1x2x3x3xf32>, tensor<3x5xf32>) -> tensor<1x2x3x5xf32>
    %9 = "stablehlo.dot_general"(%8, %4) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<1x2x3x5xf32>, tensor<3x5xf32>) -> tensor<1x2x5x5xf32>
    %10 = "stablehlo.compare"(%2, %2) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x3x3xf32>, tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xi1>
    %11 = "stablehlo.constant"() {value = dense<0x7F800000> : tensor<1x2x3x3xf32>} : () -> tensor<1x2x3x3xf32>
    %12 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<1x2x3x3xf32>} : () -> tensor<1x2x3x3xf32>
    %13 = "stablehlo.compare"(%2, %11) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x3x3xf32>, tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xi1>
    %14 = "stablehlo.compare"(%2, %12) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x3x3xf32>, tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xi1>
    %15 = "stablehlo.convert"(%10) : (tensor<1x2x3x3xi1>) -> tensor<1x2x3x3xf32>
    %16 = "stablehlo.dot_general"(%15, %3) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<1x2x3x3xf32>, tensor<3x5xf32>) -> tensor<1x2x3x5xf32>
    %17 = "stablehlo.dot_general"(%16, %4) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<1x2x3x5xf32>, tensor<3x5xf32>) -> tensor<1x2x5x5xf32>
    %18 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x5x5xf32>} : () -> tensor<1x2x5x5xf32>
    %19 = "stablehlo.compare"(%17, %18) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x5x5xf32>, tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xi1>
    %20 = "stablehlo.convert"(%13) : (tensor<1x2x3x3xi1>) -> tensor<1x2x3x3xf32>
    %21 = "stablehlo.dot_general"(%20, %3) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<1x2x3x3xf32>, tensor<3x5xf32>) -> tensor<1x2x3x5xf32>
    %22 = "stablehlo.dot_general"(%21, %4) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<1x2x3x5xf32>, tensor<3x5xf32>) -> tensor<1x2x5x5xf32>
    %23 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x5x5xf32>} : () -> tensor<1x2x5x5xf32>
    %24 = "stablehlo.compare"(%22, %23) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x5x5xf32>, tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xi1>
    %25 = "stablehlo.convert"(%14) : (tensor<1x2x3x3xi1>) -> tensor<1x2x3x3xf32>
    %26 = "stablehlo.dot_general"(%25, %3) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<1x2x3x3xf32>, tensor<3x5xf32>) -> tensor<1x2x3x5xf32>
    %27 = "stablehlo.dot_general"(%26, %4) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<1x2x3x5xf32>, tensor<3x5xf32>) -> tensor<1x2x5x5xf32>
    %28 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x5x5xf32>} : () -> tensor<1x2x5x5xf32>
    %29 = "stablehlo.compare"(%27, %28) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x5x5xf32>, tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xi1>
    %30 = "stablehlo.constant"() {value = dense<0x7F800000> : tensor<1x2x5x5xf32>} : () -> tensor<1x2x5x5xf32>
    %31 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<1x2x5x5xf32>} : () -> tensor<1x2x5x5xf32>
    %32 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<1x2x5x5xf32>} : () -> tensor<1x2x5x5xf32>
    %33 = "stablehlo.select"(%24, %30, %9) : (tensor<1x2x5x5xi1>, tensor<1x2x5x5xf32>, tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xf32>
    %34 = "stablehlo.select"(%29, %31, %33) : (tensor<1x2x5x5xi1>, tensor<1x2x5x5xf32>, tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xf32>
    %35 = "stablehlo.and"(%24, %29) : (tensor<1x2x5x5xi1>, tensor<1x2x5x5xi1>) -> tensor<1x2x5x5xi1>
    %36 = "stablehlo.or"(%35, %19) : (tensor<1x2x5x5xi1>, tensor<1x2x5x5xi1>) -> tensor<1x2x5x5xi1>
    %37 = "stablehlo.select"(%36, %32, %34) : (tensor<1x2x5x5xi1>, tensor<1x2x5x5xf32>, tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xf32>
    "func.return"(%37) : (tensor<1x2x5x5xf32>) -> ()
  }
}
