module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x1x2x2x2xf32>, %arg1: tensor<1x1x4x4x4xf32>) -> (tensor<1x1x4x4x4xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0x41000000> : tensor<2x2x2xf32>} : () -> tensor<2x2x2xf32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64: 2, 3, 4>} : (tensor<2x2x2xf32>) -> tensor<1x1x2x2x2xf32>
    %2 = "stablehlo.divide"(%arg0, %1) : (tensor<1x1x2x2x2xf32>, tensor<1x1x2x2x2xf32>) -> tensor<1x1x2x2x2xf32>
    %3 = "stablehlo.constant"() {value = dense<[[0x3F800000, 0x3F800000, 0x00000000, 0x00000000], [0x00000000, 0x00000000, 0x3F800000, 0x3F800000]]> : tensor<2x4xf32>} : () -> tensor<2x4xf32>
    %4 = "stablehlo.constant"() {value = dense<[[0x3F800000, 0x3F800000, 0x00000000, 0x00000000], [0x00000000, 0x00000000, 0x3F800000, 0x3F800000]]> : tensor<2x4xf32>} : () -> tensor<2x4xf32>
    %5 = "stablehlo.constant"() {value = dense<[[0x3F800000, 0x3F800000, 0x00000000, 0x00000000], [0x00000000, 0x00000000, 0x3F800000, 0x3F800000]]> : tensor<2x4xf32>} : () -> tensor<2x4xf32>
    %6 = "stablehlo.dot_general"(%2, %3) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<1x1x2x2x2xf32>, tensor<2x4xf32>) -> tensor<1x1x2x2x4xf32>
    %7 = "stablehlo.dot_general"(%6, %4) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<1x1x2x2x4xf32>, tensor<2x4xf32>) -> tensor<1x1x2x4x4xf32>
    %8 = "stablehlo.dot_general"(%7, %5) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<1x1x2x4x4xf32>, tensor<2x4xf32>) -> tensor<1x1x4x4x4xf32>
    "func.return"(%8) : (tensor<1x1x4x4x4xf32>) -> ()
  }
}
