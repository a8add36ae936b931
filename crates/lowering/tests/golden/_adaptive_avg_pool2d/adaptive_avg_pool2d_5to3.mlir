module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x2x5x5xf32>) -> (tensor<1x2x3x3xf32>) {
    %0 = "stablehlo.constant"() {value = dense<[[0x3F800000, 0x3F800000, 0x00000000, 0x00000000, 0x00000000], [0x00000000, 0x3F800000, 0x3F800000, 0x3F800000, 0x00000000], [0x00000000, 0x00000000, 0x00000000, 0x3F800000, 0x3F800000]]> : tensor<3x5xf32>} : () -> tensor<3x5xf32>
    %1 = "stablehlo.constant"() {value = dense<[[0x3F800000, 0x3F800000, 0x00000000, 0x00000000, 0x00000000], [0x00000000, 0x3F800000, 0x3F800000, 0x3F800000, 0x00000000], [0x00000000, 0x00000000, 0x00000000, 0x3F800000, 0x3F800000]]> : tensor<3x5xf32>} : () -> tensor<3x5xf32>
    %2 = "stablehlo.is_finite"(%arg0) : (tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xi1>
    %3 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x5x5xf32>} : () -> tensor<1x2x5x5xf32>
    %4 = "stablehlo.select"(%2, %arg0, %3) : (tensor<1x2x5x5xi1>, tensor<1x2x5x5xf32>, tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xf32>
    %5 = "stablehlo.dot_general"(%4, %0) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x2x5x5xf32>, tensor<3x5xf32>) -> tensor<1x2x5x3xf32>
    %6 = "stablehlo.dot_general"(%5, %1) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x2x5x3xf32>, tensor<3x5xf32>) -> tensor<1x2x3x3xf32>
    %7 = "stablehlo.compare"(%arg0, %arg0) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x5x5xf32>, tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xi1>
    %8 = "stablehlo.constant"() {value = dense<0x7F800000> : tensor<1x2x5x5xf32>} : () -> tensor<1x2x5x5xf32>
    %9 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<1x2x5x5xf32>} : () -> tensor<1x2x5x5xf32>
    %10 = "stablehlo.compare"(%arg0, %8) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x5x5xf32>, tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xi1>
    %11 = "stablehlo.compare"(%arg0, %9) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x5x5xf32>, tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xi1>
    %12 = "stablehlo.convert"(%7) : (tensor<1x2x5x5xi1>) -> tensor<1x2x5x5xf32>
    %13 = "stablehlo.dot_general"(%12, %0) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x2x5x5xf32>, tensor<3x5xf32>) -> tensor<1x2x5x3xf32>
    %14 = "stablehlo.dot_general"(%13, %1) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x2x5x3xf32>, tensor<3x5xf32>) -> tensor<1x2x3x3xf32>
    %15 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x3x3xf32>} : () -> tensor<1x2x3x3xf32>
    %16 = "stablehlo.compare"(%14, %15) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x3x3xf32>, tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xi1>
    %17 = "stablehlo.convert"(%10) : (tensor<1x2x5x5xi1>) -> tensor<1x2x5x5xf32>
    %18 = "stablehlo.dot_general"(%17, %0) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x2x5x5xf32>, tensor<3x5xf32>) -> tensor<1x2x5x3xf32>
    %19 = "stablehlo.dot_general"(%18, %1) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x2x5x3xf32>, tensor<3x5xf32>) -> tensor<1x2x3x3xf32>
    %20 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x3x3xf32>} : () -> tensor<1x2x3x3xf32>
    %21 = "stablehlo.compare"(%19, %20) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x3x3xf32>, tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xi1>
    %22 = "stablehlo.convert"(%11) : (tensor<1x2x5x5xi1>) -> tensor<1x2x5x5xf32>
    %23 = "stablehlo.dot_general"(%22, %0) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x2x5x5xf32>, tensor<3x5xf32>) -> tensor<1x2x5x3xf32>
    %24 = "stablehlo.dot_general"(%23, %1) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x2x5x3xf32>, tensor<3x5xf32>) -> tensor<1x2x3x3xf32>
    %25 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x3x3xf32>} : () -> tensor<1x2x3x3xf32>
    %26 = "stablehlo.compare"(%24, %25) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x3x3xf32>, tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xi1>
    %27 = "stablehlo.constant"() {value = dense<0x7F800000> : tensor<1x2x3x3xf32>} : () -> tensor<1x2x3x3xf32>
    %28 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<1x2x3x3xf32>} : () -> tensor<1x2x3x3xf32>
    %29 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<1x2x3x3xf32>} : () -> tensor<1x2x3x3xf32>
    %30 = "stablehlo.select"(%21, %27, %6) : (tensor<1x2x3x3xi1>, tensor<1x2x3x3xf32>, tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
    %31 = "stablehlo.select"(%26, %28, %30) : (tensor<1x2x3x3xi1>, tensor<1x2x3x3xf32>, tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
    %32 = "stablehlo.and"(%21, %26) : (tensor<1x2x3x3xi1>, tensor<1x2x3x3xi1>) -> tensor<1x2x3x3xi1>
    %33 = "stablehlo.or"(%32, %16) : (tensor<1x2x3x3xi1>, tensor<1x2x3x3xi1>) -> tensor<1x2x3x3xi1>
    %34 = "stablehlo.select"(%33, %29, %31) : (tensor<1x2x3x3xi1>, tensor<1x2x3x3xf32>, tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
    %35 = "stablehlo.constant"() {value = dense<[[0x40800000, 0x40C00000, 0x40800000], [0x40C00000, 0x41100000, 0x40C00000], [0x40800000, 0x40C00000, 0x40800000]]> : tensor<3x3xf32>} : () -> tensor<3x3xf32>
    %36 = "stablehlo.broadcast_in_dim"(%35) {broadcast_dimensions = array<i64: 2, 3>} : (tensor<3x3xf32>) -> tensor<1x2x3x3xf32>
    %37 = "stablehlo.divide"(%34, %36) : (tensor<1x2x3x3xf32>, tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
    "func.return"(%37) : (tensor<1x2x3x3xf32>) -> ()
  }
}
