module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x1x2x2x3xf32>) -> (tensor<1x1x3x4x5xf32>) {
    %0 = "stablehlo.constant"() {value = dense<[[0], [0], [1]]> : tensor<3x1xi64>} : () -> tensor<3x1xi64>
    %1 = "stablehlo.gather"(%arg0, %0) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 3, 4], collapsed_slice_dims = [2], start_index_map = [2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1, 2, 3>, indices_are_sorted = false} : (tensor<1x1x2x2x3xf32>, tensor<3x1xi64>) -> tensor<1x1x3x2x3xf32>
    %2 = "stablehlo.constant"() {value = dense<[[0], [0], [1], [1]]> : tensor<4x1xi64>} : () -> tensor<4x1xi64>
    %3 = "stablehlo.gather"(%1, %2) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 4], collapsed_slice_dims = [3], start_index_map = [3], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 3, 1, 3>, indices_are_sorted = false} : (tensor<1x1x3x2x3xf32>, tensor<4x1xi64>) -> tensor<1x1x3x4x3xf32>
    %4 = "stablehlo.constant"() {value = dense<[[0], [0], [1], [1], [2]]> : tensor<5x1xi64>} : () -> tensor<5x1xi64>
    %5 = "stablehlo.gather"(%3, %4) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], collapsed_slice_dims = [4], start_index_map = [4], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 3, 4, 1>, indices_are_sorted = false} : (tensor<1x1x3x4x3xf32>, tensor<5x1xi64>) -> tensor<1x1x3x4x5xf32>
    "func.return"(%5) : (tensor<1x1x3x4x5xf32>) -> ()
  }
}
