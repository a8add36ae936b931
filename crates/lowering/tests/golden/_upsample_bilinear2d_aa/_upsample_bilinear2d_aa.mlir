module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x1x2x3xf32>) -> (tensor<1x1x4x5xf32>) {
    %0 = "stablehlo.constant"() {value = dense<[[0], [0], [1], [1], [2]]> : tensor<5x1xi64>} : () -> tensor<5x1xi64>
    %1 = "stablehlo.gather"(%arg0, %0) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2], collapsed_slice_dims = [3], start_index_map = [3], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 2, 1>, indices_are_sorted = false} : (tensor<1x1x2x3xf32>, tensor<5x1xi64>) -> tensor<1x1x2x5xf32>
    %2 = "stablehlo.constant"() {value = dense<[0x3F800000, 0x3F199999, 0x3F800000, 0x3ECCCCC8, 0x3F800000]> : tensor<5xf32>} : () -> tensor<5xf32>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64: 3>} : (tensor<5xf32>) -> tensor<1x1x2x5xf32>
    %4 = "stablehlo.multiply"(%1, %3) : (tensor<1x1x2x5xf32>, tensor<1x1x2x5xf32>) -> tensor<1x1x2x5xf32>
    %5 = "stablehlo.constant"() {value = dense<[[0], [1], [2], [2], [0]]> : tensor<5x1xi64>} : () -> tensor<5x1xi64>
    %6 = "stablehlo.gather"(%arg0, %5) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2], collapsed_slice_dims = [3], start_index_map = [3], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 2, 1>, indices_are_sorted = false} : (tensor<1x1x2x3xf32>, tensor<5x1xi64>) -> tensor<1x1x2x5xf32>
    %7 = "stablehlo.constant"() {value = dense<[0x00000000, 0x3ECCCCCE, 0x00000000, 0x3F19999C, 0x00000000]> : tensor<5xf32>} : () -> tensor<5xf32>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64: 3>} : (tensor<5xf32>) -> tensor<1x1x2x5xf32>
    %9 = "stablehlo.multiply"(%6, %8) : (tensor<1x1x2x5xf32>, tensor<1x1x2x5xf32>) -> tensor<1x1x2x5xf32>
    %10 = "stablehlo.add"(%4, %9) : (tensor<1x1x2x5xf32>, tensor<1x1x2x5xf32>) -> tensor<1x1x2x5xf32>
    %11 = "stablehlo.constant"() {value = dense<0> : tensor<5x1xi64>} : () -> tensor<5x1xi64>
    %12 = "stablehlo.gather"(%arg0, %11) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2], collapsed_slice_dims = [3], start_index_map = [3], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 2, 1>, indices_are_sorted = false} : (tensor<1x1x2x3xf32>, tensor<5x1xi64>) -> tensor<1x1x2x5xf32>
    %13 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<5xf32>} : () -> tensor<5xf32>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64: 3>} : (tensor<5xf32>) -> tensor<1x1x2x5xf32>
    %15 = "stablehlo.multiply"(%12, %14) : (tensor<1x1x2x5xf32>, tensor<1x1x2x5xf32>) -> tensor<1x1x2x5xf32>
    %16 = "stablehlo.add"(%10, %15) : (tensor<1x1x2x5xf32>, tensor<1x1x2x5xf32>) -> tensor<1x1x2x5xf32>
    %17 = "stablehlo.constant"() {value = dense<[[0], [0], [0], [1]]> : tensor<4x1xi64>} : () -> tensor<4x1xi64>
    %18 = "stablehlo.gather"(%16, %17) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 3], collapsed_slice_dims = [2], start_index_map = [2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1, 5>, indices_are_sorted = false} : (tensor<1x1x2x5xf32>, tensor<4x1xi64>) -> tensor<1x1x4x5xf32>
    %19 = "stablehlo.constant"() {value = dense<[0x3F800000, 0x3F400000, 0x3E800000, 0x3F800000]> : tensor<4xf32>} : () -> tensor<4xf32>
    %20 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64: 2>} : (tensor<4xf32>) -> tensor<1x1x4x5xf32>
    %21 = "stablehlo.multiply"(%18, %20) : (tensor<1x1x4x5xf32>, tensor<1x1x4x5xf32>) -> tensor<1x1x4x5xf32>
    %22 = "stablehlo.constant"() {value = dense<[[0], [1], [1], [0]]> : tensor<4x1xi64>} : () -> tensor<4x1xi64>
    %23 = "stablehlo.gather"(%16, %22) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 3], collapsed_slice_dims = [2], start_index_map = [2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1, 5>, indices_are_sorted = false} : (tensor<1x1x2x5xf32>, tensor<4x1xi64>) -> tensor<1x1x4x5xf32>
    %24 = "stablehlo.constant"() {value = dense<[0x00000000, 0x3E800000, 0x3F400000, 0x00000000]> : tensor<4xf32>} : () -> tensor<4xf32>
    %25 = "stablehlo.broadcast_in_dim"(%24) {broadcast_dimensions = array<i64: 2>} : (tensor<4xf32>) -> tensor<1x1x4x5xf32>
    %26 = "stablehlo.multiply"(%23, %25) : (tensor<1x1x4x5xf32>, tensor<1x1x4x5xf32>) -> tensor<1x1x4x5xf32>
    %27 = "stablehlo.add"(%21, %26) : (tensor<1x1x4x5xf32>, tensor<1x1x4x5xf32>) -> tensor<1x1x4x5xf32>
    %28 = "stablehlo.constant"() {value = dense<0> : tensor<4x1xi64>} : () -> tensor<4x1xi64>
    %29 = "stablehlo.gather"(%16, %28) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 3], collapsed_slice_dims = [2], start_index_map = [2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1, 5>, indices_are_sorted = false} : (tensor<1x1x2x5xf32>, tensor<4x1xi64>) -> tensor<1x1x4x5xf32>
    %30 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %31 = "stablehlo.broadcast_in_dim"(%30) {broadcast_dimensions = array<i64: 2>} : (tensor<4xf32>) -> tensor<1x1x4x5xf32>
    %32 = "stablehlo.multiply"(%29, %31) : (tensor<1x1x4x5xf32>, tensor<1x1x4x5xf32>) -> tensor<1x1x4x5xf32>
    %33 = "stablehlo.add"(%27, %32) : (tensor<1x1x4x5xf32>, tensor<1x1x4x5xf32>) -> tensor<1x1x4x5xf32>
    "func.return"(%33) : (tensor<1x1x4x5xf32>) -> ()
  }
}
