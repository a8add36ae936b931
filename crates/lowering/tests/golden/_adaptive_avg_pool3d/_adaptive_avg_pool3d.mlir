module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x1x4x4x4xf32>) -> (tensor<1x1x2x2x2xf32>) {
    %0 = "stablehlo.constant"() {value = dense<[[0x3F800000, 0x3F800000, 0x00000000, 0x00000000], [0x00000000, 0x00000000, 0x3F800000, 0x3F800000]]> : tensor<2x4xf32>} : () -> tensor<2x4xf32>
    %1 = "stablehlo.constant"() {value = dense<[[0x3F800000, 0x3F800000, 0x00000000, 0x00000000], [0x00000000, 0x00000000, 0x3F800000, 0x3F800000]]> : tensor<2x4xf32>} : () -> tensor<2x4xf32>
    %2 = "stablehlo.constant"() {value = dense<[[0x3F800000, 0x3F800000, 0x00000000, 0x00000000], [0x00000000, 0x00000000, 0x3F800000, 0x3F800000]]> : tensor<2x4xf32>} : () -> tensor<2x4xf32>
    %3 = "stablehlo.dot_general"(%arg0, %0) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x1x4x4x4xf32>, tensor<2x4xf32>) -> tensor<1x1x4x4x2xf32>
    %4 = "stablehlo.dot_general"(%3, %1) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x1x4x4x2xf32>, tensor<2x4xf32>) -> tensor<1x1x4x2x2xf32>
    %5 = "stablehlo.dot_general"(%4, %2) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x1x4x2x2xf32>, tensor<2x4xf32>) -> tensor<1x1x2x2x2xf32>
    %6 = "stablehlo.constant"() {value = dense<0x41000000> : tensor<2x2x2xf32>} : () -> tensor<2x2x2xf32>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64: 2, 3, 4>} : (tensor<2x2x2xf32>) -> tensor<1x1x2x2x2xf32>
    %8 = "stablehlo.divide"(%5, %7) : (tensor<1x1x2x2x2xf32>, tensor<1x1x2x2x2xf32>) -> tensor<1x1x2x2x2xf32>
    "func.return"(%8) : (tensor<1x1x2x2x2xf32>) -> ()
  }
}
