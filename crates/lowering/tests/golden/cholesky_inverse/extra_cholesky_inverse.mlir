module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3xf32>) -> (tensor<3x3xf32>) {
    %0 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x3xi64>
    %1 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<3x3xi64>
    %2 = "stablehlo.compare"(%0, %1) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %3 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<3x3xf32>} : () -> tensor<3x3xf32>
    %4 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<3x3xf32>} : () -> tensor<3x3xf32>
    %5 = "stablehlo.select"(%2, %3, %4) : (tensor<3x3xi1>, tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %6 = "stablehlo.triangular_solve"(%arg0, %5) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %7 = "stablehlo.transpose"(%6) {permutation = array<i64: 1, 0>} : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %8 = "stablehlo.dot_general"(%7, %6) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    "func.return"(%8) : (tensor<3x3xf32>) -> ()
  }
}
