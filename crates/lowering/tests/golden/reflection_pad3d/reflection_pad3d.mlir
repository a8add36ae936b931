module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x3x3x4xf32>) -> (tensor<1x5x5x6xf32>) {
    %0 = "stablehlo.constant"() {value = dense<[[1], [0], [1], [2], [3], [2]]> : tensor<6x1xi64>} : () -> tensor<6x1xi64>
    %1 = "stablehlo.gather"(%arg0, %0) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2], collapsed_slice_dims = [3], start_index_map = [3], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3, 3, 1>, indices_are_sorted = false} : (tensor<1x3x3x4xf32>, tensor<6x1xi64>) -> tensor<1x3x3x6xf32>
    %2 = "stablehlo.constant"() {value = dense<[[1], [0], [1], [2], [1]]> : tensor<5x1xi64>} : () -> tensor<5x1xi64>
    %3 = "stablehlo.gather"(%1, %2) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 3], collapsed_slice_dims = [2], start_index_map = [2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3, 1, 6>, indices_are_sorted = false} : (tensor<1x3x3x6xf32>, tensor<5x1xi64>) -> tensor<1x3x5x6xf32>
    %4 = "stablehlo.constant"() {value = dense<[[1], [0], [1], [2], [1]]> : tensor<5x1xi64>} : () -> tensor<5x1xi64>
    %5 = "stablehlo.gather"(%3, %4) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 2, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 5, 6>, indices_are_sorted = false} : (tensor<1x3x5x6xf32>, tensor<5x1xi64>) -> tensor<1x5x5x6xf32>
    "func.return"(%5) : (tensor<1x5x5x6xf32>) -> ()
  }
}
