module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x3xf32>, %arg1: tensor<2x5x1xi64>) -> (tensor<2x5x3xf32>) {
    %0 = "stablehlo.gather"(%arg0, %arg1) {dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 3>, indices_are_sorted = true} : (tensor<2x4x3xf32>, tensor<2x5x1xi64>) -> tensor<2x5x3xf32>
    "func.return"(%0) : (tensor<2x5x3xf32>) -> ()
  }
}
