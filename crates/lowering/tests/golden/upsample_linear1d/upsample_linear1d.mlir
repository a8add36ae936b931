module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x1x3xf32>) -> (tensor<1x1x5xf32>) {
    %0 = "stablehlo.constant"() {value = dense<[[0], [0], [1], [1], [2]]> : tensor<5x1xi64>} : () -> tensor<5x1xi64>
    %1 = "stablehlo.gather"(%arg0, %0) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>, indices_are_sorted = false} : (tensor<1x1x3xf32>, tensor<5x1xi64>) -> tensor<1x1x5xf32>
    %2 = "stablehlo.constant"() {value = dense<[[1], [1], [2], [2], [2]]> : tensor<5x1xi64>} : () -> tensor<5x1xi64>
    %3 = "stablehlo.gather"(%arg0, %2) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>, indices_are_sorted = false} : (tensor<1x1x3xf32>, tensor<5x1xi64>) -> tensor<1x1x5xf32>
    %4 = "stablehlo.constant"() {value = dense<[0x3F800000, 0x3F199999, 0x3F800000, 0x3ECCCCC8, 0x3F4CCCCC]> : tensor<5xf32>} : () -> tensor<5xf32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64: 2>} : (tensor<5xf32>) -> tensor<1x1x5xf32>
    %6 = "stablehlo.constant"() {value = dense<[0x00000000, 0x3ECCCCCE, 0x00000000, 0x3F19999C, 0x3E4CCCD0]> : tensor<5xf32>} : () -> tensor<5xf32>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64: 2>} : (tensor<5xf32>) -> tensor<1x1x5xf32>
    %8 = "stablehlo.multiply"(%1, %5) : (tensor<1x1x5xf32>, tensor<1x1x5xf32>) -> tensor<1x1x5xf32>
    %9 = "stablehlo.multiply"(%3, %7) : (tensor<1x1x5xf32>, tensor<1x1x5xf32>) -> tensor<1x1x5xf32>
    %10 = "stablehlo.add"(%8, %9) : (tensor<1x1x5xf32>, tensor<1x1x5xf32>) -> tensor<1x1x5xf32>
    "func.return"(%10) : (tensor<1x1x5xf32>) -> ()
  }
}
