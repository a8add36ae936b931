module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf16>, %arg1: tensor<3xf16>) -> (tensor<2xf16>) {
    %0 = "stablehlo.dot_general"(%arg0, %arg1) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x3xf16>, tensor<3xf16>) -> tensor<2xf32>
    %1 = "stablehlo.convert"(%0) : (tensor<2xf32>) -> tensor<2xf16>
    "func.return"(%1) : (tensor<2xf16>) -> ()
  }
}
