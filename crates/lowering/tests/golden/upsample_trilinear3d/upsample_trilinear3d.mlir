module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x1x2x2x3xf32>) -> (tensor<1x1x3x4x5xf32>) {
    %0 = "stablehlo.constant"() {value = dense<[[0], [0], [1]]> : tensor<3x1xi64>} : () -> tensor<3x1xi64>
    %1 = "stablehlo.gather"(%arg0, %0) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 3, 4], collapsed_slice_dims = [2], start_index_map = [2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1, 2, 3>, indices_are_sorted = false} : (tensor<1x1x2x2x3xf32>, tensor<3x1xi64>) -> tensor<1x1x3x2x3xf32>
    %2 = "stablehlo.constant"() {value = dense<1> : tensor<3x1xi64>} : () -> tensor<3x1xi64>
    %3 = "stablehlo.gather"(%arg0, %2) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 3, 4], collapsed_slice_dims = [2], start_index_map = [2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1, 2, 3>, indices_are_sorted = false} : (tensor<1x1x2x2x3xf32>, tensor<3x1xi64>) -> tensor<1x1x3x2x3xf32>
    %4 = "stablehlo.constant"() {value = dense<[0x3F800000, 0x3F000000, 0x3F555554]> : tensor<3xf32>} : () -> tensor<3xf32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64: 2>} : (tensor<3xf32>) -> tensor<1x1x3x2x3xf32>
    %6 = "stablehlo.constant"() {value = dense<[0x00000000, 0x3F000000, 0x3E2AAAB0]> : tensor<3xf32>} : () -> tensor<3xf32>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64: 2>} : (tensor<3xf32>) -> tensor<1x1x3x2x3xf32>
    %8 = "stablehlo.multiply"(%1, %5) : (tensor<1x1x3x2x3xf32>, tensor<1x1x3x2x3xf32>) -> tensor<1x1x3x2x3xf32>
    %9 = "stablehlo.multiply"(%3, %7) : (tensor<1x1x3x2x3xf32>, tensor<1x1x3x2x3xf32>) -> tensor<1x1x3x2x3xf32>
    %10 = "stablehlo.add"(%8, %9) : (tensor<1x1x3x2x3xf32>, tensor<1x1x3x2x3xf32>) -> tensor<1x1x3x2x3xf32>
    %11 = "stablehlo.constant"() {value = dense<[[0], [0], [0], [1]]> : tensor<4x1xi64>} : () -> tensor<4x1xi64>
    %12 = "stablehlo.gather"(%10, %11) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 4], collapsed_slice_dims = [3], start_index_map = [3], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 3, 1, 3>, indices_are_sorted = false} : (tensor<1x1x3x2x3xf32>, tensor<4x1xi64>) -> tensor<1x1x3x4x3xf32>
    %13 = "stablehlo.constant"() {value = dense<1> : tensor<4x1xi64>} : () -> tensor<4x1xi64>
    %14 = "stablehlo.gather"(%10, %13) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 4], collapsed_slice_dims = [3], start_index_map = [3], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 3, 1, 3>, indices_are_sorted = false} : (tensor<1x1x3x2x3xf32>, tensor<4x1xi64>) -> tensor<1x1x3x4x3xf32>
    %15 = "stablehlo.constant"() {value = dense<[0x3F800000, 0x3F400000, 0x3E800000, 0x3F400000]> : tensor<4xf32>} : () -> tensor<4xf32>
    %16 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<1x1x3x4x3xf32>
    %17 = "stablehlo.constant"() {value = dense<[0x00000000, 0x3E800000, 0x3F400000, 0x3E800000]> : tensor<4xf32>} : () -> tensor<4xf32>
    %18 = "stablehlo.broadcast_in_dim"(%17) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<1x1x3x4x3xf32>
    %19 = "stablehlo.multiply"(%12, %16) : (tensor<1x1x3x4x3xf32>, tensor<1x1x3x4x3xf32>) -> tensor<1x1x3x4x3xf32>
    %20 = "stablehlo.multiply"(%14, %18) : (tensor<1x1x3x4x3xf32>, tensor<1x1x3x4x3xf32>) -> tensor<1x1x3x4x3xf32>
    %21 = "stablehlo.add"(%19, %20) : (tensor<1x1x3x4x3xf32>, tensor<1x1x3x4x3xf32>) -> tensor<1x1x3x4x3xf32>
    %22 = "stablehlo.constant"() {value = dense<[[0], [0], [1], [1], [2]]> : tensor<5x1xi64>} : () -> tensor<5x1xi64>
    %23 = "stablehlo.gather"(%21, %22) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], collapsed_slice_dims = [4], start_index_map = [4], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 3, 4, 1>, indices_are_sorted = false} : (tensor<1x1x3x4x3xf32>, tensor<5x1xi64>) -> tensor<1x1x3x4x5xf32>
    %24 = "stablehlo.constant"() {value = dense<[[1], [1], [2], [2], [2]]> : tensor<5x1xi64>} : () -> tensor<5x1xi64>
    %25 = "stablehlo.gather"(%21, %24) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], collapsed_slice_dims = [4], start_index_map = [4], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 3, 4, 1>, indices_are_sorted = false} : (tensor<1x1x3x4x3xf32>, tensor<5x1xi64>) -> tensor<1x1x3x4x5xf32>
    %26 = "stablehlo.constant"() {value = dense<[0x3F800000, 0x3F199999, 0x3F800000, 0x3ECCCCC8, 0x3F4CCCCC]> : tensor<5xf32>} : () -> tensor<5xf32>
    %27 = "stablehlo.broadcast_in_dim"(%26) {broadcast_dimensions = array<i64: 4>} : (tensor<5xf32>) -> tensor<1x1x3x4x5xf32>
    %28 = "stablehlo.constant"() {value = dense<[0x00000000, 0x3ECCCCCE, 0x00000000, 0x3F19999C, 0x3E4CCCD0]> : tensor<5xf32>} : () -> tensor<5xf32>
    %29 = "stablehlo.broadcast_in_dim"(%28) {broadcast_dimensions = array<i64: 4>} : (tensor<5xf32>) -> tensor<1x1x3x4x5xf32>
    %30 = "stablehlo.multiply"(%23, %27) : (tensor<1x1x3x4x5xf32>, tensor<1x1x3x4x5xf32>) -> tensor<1x1x3x4x5xf32>
    %31 = "stablehlo.multiply"(%25, %29) : (tensor<1x1x3x4x5xf32>, tensor<1x1x3x4x5xf32>) -> tensor<1x1x3x4x5xf32>
    %32 = "stablehlo.add"(%30, %31) : (tensor<1x1x3x4x5xf32>, tensor<1x1x3x4x5xf32>) -> tensor<1x1x3x4x5xf32>
    "func.return"(%32) : (tensor<1x1x3x4x5xf32>) -> ()
  }
}
