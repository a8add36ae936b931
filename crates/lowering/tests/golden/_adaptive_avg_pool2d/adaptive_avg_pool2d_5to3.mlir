module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x2x5x5xf32>) -> (tensor<1x2x3x3xf32>) {
    %0 = "stablehlo.constant"() {value = dense<[[0x3F800000, 0x3F800000, 0x00000000, 0x00000000, 0x00000000], [0x00000000, 0x3F800000, 0x3F800000, 0x3F800000, 0x00000000], [0x00000000, 0x00000000, 0x00000000, 0x3F800000, 0x3F800000]]> : tensor<3x5xf32>} : () -> tensor<3x5xf32>
    %1 = "stablehlo.constant"() {value = dense<[[0x3F800000, 0x3F800000, 0x00000000, 0x00000000, 0x00000000], [0x00000000, 0x3F800000, 0x3F800000, 0x3F800000, 0x00000000], [0x00000000, 0x00000000, 0x00000000, 0x3F800000, 0x3F800000]]> : tensor<3x5xf32>} : () -> tensor<3x5xf32>
    %2 = "stablehlo.dot_general"(%arg0, %0) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x2x5x5xf32>, tensor<3x5xf32>) -> tensor<1x2x5x3xf32>
    %3 = "stablehlo.dot_general"(%2, %1) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x2x5x3xf32>, tensor<3x5xf32>) -> tensor<1x2x3x3xf32>
    %4 = "stablehlo.constant"() {value = dense<[[0x40800000, 0x40C00000, 0x40800000], [0x40C00000, 0x41100000, 0x40C00000], [0x40800000, 0x40C00000, 0x40800000]]> : tensor<3x3xf32>} : () -> tensor<3x3xf32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64: 2, 3>} : (tensor<3x3xf32>) -> tensor<1x2x3x3xf32>
    %6 = "stablehlo.divide"(%3, %5) : (tensor<1x2x3x3xf32>, tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
    "func.return"(%6) : (tensor<1x2x3x3xf32>) -> ()
  }
}
