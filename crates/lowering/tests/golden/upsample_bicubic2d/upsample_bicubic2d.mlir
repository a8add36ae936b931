module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x1x2x3xf32>) -> (tensor<1x1x4x5xf32>) {
    %0 = "stablehlo.constant"() {value = dense<[[0], [0], [0], [0], [1]]> : tensor<5x1xi64>} : () -> tensor<5x1xi64>
    %1 = "stablehlo.gather"(%arg0, %0) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2], collapsed_slice_dims = [3], start_index_map = [3], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 2, 1>, indices_are_sorted = false} : (tensor<1x1x2x3xf32>, tensor<5x1xi64>) -> tensor<1x1x2x5xf32>
    %2 = "stablehlo.constant"() {value = dense<[0xBCC49B00, 0xBDDD2F40, 0x00000000, 0xBD937480, 0xBDC49BA0]> : tensor<5xf32>} : () -> tensor<5xf32>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64: 3>} : (tensor<5xf32>) -> tensor<1x1x2x5xf32>
    %4 = "stablehlo.multiply"(%1, %3) : (tensor<1x1x2x5xf32>, tensor<1x1x2x5xf32>) -> tensor<1x1x2x5xf32>
    %5 = "stablehlo.constant"() {value = dense<[[0], [0], [1], [1], [2]]> : tensor<5x1xi64>} : () -> tensor<5x1xi64>
    %6 = "stablehlo.gather"(%arg0, %5) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2], collapsed_slice_dims = [3], start_index_map = [3], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 2, 1>, indices_are_sorted = false} : (tensor<1x1x2x3xf32>, tensor<5x1xi64>) -> tensor<1x1x2x5xf32>
    %7 = "stablehlo.constant"() {value = dense<[0x3E4CCCCC, 0x3F3851EB, 0x3F800000, 0x3EEB8518, 0x3F6B851E]> : tensor<5xf32>} : () -> tensor<5xf32>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64: 3>} : (tensor<5xf32>) -> tensor<1x1x2x5xf32>
    %9 = "stablehlo.multiply"(%6, %8) : (tensor<1x1x2x5xf32>, tensor<1x1x2x5xf32>) -> tensor<1x1x2x5xf32>
    %10 = "stablehlo.add"(%4, %9) : (tensor<1x1x2x5xf32>, tensor<1x1x2x5xf32>) -> tensor<1x1x2x5xf32>
    %11 = "stablehlo.constant"() {value = dense<[[0], [1], [2], [2], [2]]> : tensor<5x1xi64>} : () -> tensor<5x1xi64>
    %12 = "stablehlo.gather"(%arg0, %11) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2], collapsed_slice_dims = [3], start_index_map = [3], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 2, 1>, indices_are_sorted = false} : (tensor<1x1x2x3xf32>, tensor<5x1xi64>) -> tensor<1x1x2x5xf32>
    %13 = "stablehlo.constant"() {value = dense<[0x3F6B851F, 0x3EEB8520, 0x00000000, 0x3F3851EE, 0x3E4CCCD4]> : tensor<5xf32>} : () -> tensor<5xf32>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64: 3>} : (tensor<5xf32>) -> tensor<1x1x2x5xf32>
    %15 = "stablehlo.multiply"(%12, %14) : (tensor<1x1x2x5xf32>, tensor<1x1x2x5xf32>) -> tensor<1x1x2x5xf32>
    %16 = "stablehlo.add"(%10, %15) : (tensor<1x1x2x5xf32>, tensor<1x1x2x5xf32>) -> tensor<1x1x2x5xf32>
    %17 = "stablehlo.constant"() {value = dense<[[1], [2], [2], [2], [2]]> : tensor<5x1xi64>} : () -> tensor<5x1xi64>
    %18 = "stablehlo.gather"(%arg0, %17) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2], collapsed_slice_dims = [3], start_index_map = [3], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 2, 1>, indices_are_sorted = false} : (tensor<1x1x2x3xf32>, tensor<5x1xi64>) -> tensor<1x1x2x5xf32>
    %19 = "stablehlo.constant"() {value = dense<[0xBDC49BA0, 0xBD9374C0, 0x00000000, 0xBDDD2F20, 0xBCC49B00]> : tensor<5xf32>} : () -> tensor<5xf32>
    %20 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64: 3>} : (tensor<5xf32>) -> tensor<1x1x2x5xf32>
    %21 = "stablehlo.multiply"(%18, %20) : (tensor<1x1x2x5xf32>, tensor<1x1x2x5xf32>) -> tensor<1x1x2x5xf32>
    %22 = "stablehlo.add"(%16, %21) : (tensor<1x1x2x5xf32>, tensor<1x1x2x5xf32>) -> tensor<1x1x2x5xf32>
    %23 = "stablehlo.constant"() {value = dense<0> : tensor<4x1xi64>} : () -> tensor<4x1xi64>
    %24 = "stablehlo.gather"(%22, %23) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 3], collapsed_slice_dims = [2], start_index_map = [2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1, 5>, indices_are_sorted = false} : (tensor<1x1x2x5xf32>, tensor<4x1xi64>) -> tensor<1x1x4x5xf32>
    %25 = "stablehlo.constant"() {value = dense<[0xBD100000, 0xBDD80000, 0xBD100000, 0xBDD80000]> : tensor<4xf32>} : () -> tensor<4xf32>
    %26 = "stablehlo.broadcast_in_dim"(%25) {broadcast_dimensions = array<i64: 2>} : (tensor<4xf32>) -> tensor<1x1x4x5xf32>
    %27 = "stablehlo.multiply"(%24, %26) : (tensor<1x1x4x5xf32>, tensor<1x1x4x5xf32>) -> tensor<1x1x4x5xf32>
    %28 = "stablehlo.constant"() {value = dense<[[0], [0], [0], [1]]> : tensor<4x1xi64>} : () -> tensor<4x1xi64>
    %29 = "stablehlo.gather"(%22, %28) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 3], collapsed_slice_dims = [2], start_index_map = [2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1, 5>, indices_are_sorted = false} : (tensor<1x1x2x5xf32>, tensor<4x1xi64>) -> tensor<1x1x4x5xf32>
    %30 = "stablehlo.constant"() {value = dense<[0x3E860000, 0x3F610000, 0x3E860000, 0x3F610000]> : tensor<4xf32>} : () -> tensor<4xf32>
    %31 = "stablehlo.broadcast_in_dim"(%30) {broadcast_dimensions = array<i64: 2>} : (tensor<4xf32>) -> tensor<1x1x4x5xf32>
    %32 = "stablehlo.multiply"(%29, %31) : (tensor<1x1x4x5xf32>, tensor<1x1x4x5xf32>) -> tensor<1x1x4x5xf32>
    %33 = "stablehlo.add"(%27, %32) : (tensor<1x1x4x5xf32>, tensor<1x1x4x5xf32>) -> tensor<1x1x4x5xf32>
    %34 = "stablehlo.constant"() {value = dense<[[0], [1], [1], [1]]> : tensor<4x1xi64>} : () -> tensor<4x1xi64>
    %35 = "stablehlo.gather"(%22, %34) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 3], collapsed_slice_dims = [2], start_index_map = [2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1, 5>, indices_are_sorted = false} : (tensor<1x1x2x5xf32>, tensor<4x1xi64>) -> tensor<1x1x4x5xf32>
    %36 = "stablehlo.constant"() {value = dense<[0x3F610000, 0x3E860000, 0x3F610000, 0x3E860000]> : tensor<4xf32>} : () -> tensor<4xf32>
    %37 = "stablehlo.broadcast_in_dim"(%36) {broadcast_dimensions = array<i64: 2>} : (tensor<4xf32>) -> tensor<1x1x4x5xf32>
    %38 = "stablehlo.multiply"(%35, %37) : (tensor<1x1x4x5xf32>, tensor<1x1x4x5xf32>) -> tensor<1x1x4x5xf32>
    %39 = "stablehlo.add"(%33, %38) : (tensor<1x1x4x5xf32>, tensor<1x1x4x5xf32>) -> tensor<1x1x4x5xf32>
    %40 = "stablehlo.constant"() {value = dense<1> : tensor<4x1xi64>} : () -> tensor<4x1xi64>
    %41 = "stablehlo.gather"(%22, %40) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 3], collapsed_slice_dims = [2], start_index_map = [2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1, 5>, indices_are_sorted = false} : (tensor<1x1x2x5xf32>, tensor<4x1xi64>) -> tensor<1x1x4x5xf32>
    %42 = "stablehlo.constant"() {value = dense<[0xBDD80000, 0xBD100000, 0xBDD80000, 0xBD100000]> : tensor<4xf32>} : () -> tensor<4xf32>
    %43 = "stablehlo.broadcast_in_dim"(%42) {broadcast_dimensions = array<i64: 2>} : (tensor<4xf32>) -> tensor<1x1x4x5xf32>
    %44 = "stablehlo.multiply"(%41, %43) : (tensor<1x1x4x5xf32>, tensor<1x1x4x5xf32>) -> tensor<1x1x4x5xf32>
    %45 = "stablehlo.add"(%39, %44) : (tensor<1x1x4x5xf32>, tensor<1x1x4x5xf32>) -> tensor<1x1x4x5xf32>
    "func.return"(%45) : (tensor<1x1x4x5xf32>) -> ()
  }
}
