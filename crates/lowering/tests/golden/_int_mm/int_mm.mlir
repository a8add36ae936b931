module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x64xi8>, %arg1: tensor<64x16xi8>) -> (tensor<32x16xi32>) {
    %0 = "stablehlo.convert"(%arg0) : (tensor<32x64xi8>) -> tensor<32x64xi32>
    %1 = "stablehlo.convert"(%arg1) : (tensor<64x16xi8>) -> tensor<64x16xi32>
    %2 = "stablehlo.dot_general"(%0, %1) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<32x64xi32>, tensor<64x16xi32>) -> tensor<32x16xi32>
    "func.return"(%2) : (tensor<32x16xi32>) -> ()
  }
}
