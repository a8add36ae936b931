module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x4xf32>) -> (tensor<1x7xf32>) {
    %0 = "stablehlo.constant"() {value = dense<[[0], [0], [0], [1], [2], [3], [3]]> : tensor<7x1xi64>} : () -> tensor<7x1xi64>
    %1 = "stablehlo.gather"(%arg0, %0) {dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>, indices_are_sorted = false} : (tensor<1x4xf32>, tensor<7x1xi64>) -> tensor<1x7xf32>
    "func.return"(%1) : (tensor<1x7xf32>) -> ()
  }
}
