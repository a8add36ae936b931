module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x1x2x3xf32>) -> (tensor<1x1x4x5xf32>) {
    %0 = "stablehlo.constant"() {value = dense<[[0], [0], [1], [1]]> : tensor<4x1xi64>} : () -> tensor<4x1xi64>
    %1 = "stablehlo.gather"(%arg0, %0) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 3], collapsed_slice_dims = [2], start_index_map = [2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1, 3>, indices_are_sorted = false} : (tensor<1x1x2x3xf32>, tensor<4x1xi64>) -> tensor<1x1x4x3xf32>
    %2 = "stablehlo.constant"() {value = dense<[[0], [0], [1], [1], [2]]> : tensor<5x1xi64>} : () -> tensor<5x1xi64>
    %3 = "stablehlo.gather"(%1, %2) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2], collapsed_slice_dims = [3], start_index_map = [3], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 4, 1>, indices_are_sorted = false} : (tensor<1x1x4x3xf32>, tensor<5x1xi64>) -> tensor<1x1x4x5xf32>
    "func.return"(%3) : (tensor<1x1x4x5xf32>) -> ()
  }
}
