module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x1x4x5xf32>) -> (tensor<1x1x2x3xf32>) {
    %0 = "stablehlo.constant"() {value = dense<[0x3F800000, 0x3F199999, 0x3F800000, 0x3ECCCCC8, 0x3F4CCCCC]> : tensor<5xf32>} : () -> tensor<5xf32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64: 3>} : (tensor<5xf32>) -> tensor<1x1x4x5xf32>
    %2 = "stablehlo.constant"() {value = dense<[0x00000000, 0x3ECCCCCE, 0x00000000, 0x3F19999C, 0x3E4CCCD0]> : tensor<5xf32>} : () -> tensor<5xf32>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64: 3>} : (tensor<5xf32>) -> tensor<1x1x4x5xf32>
    %4 = "stablehlo.multiply"(%arg0, %1) : (tensor<1x1x4x5xf32>, tensor<1x1x4x5xf32>) -> tensor<1x1x4x5xf32>
    %5 = "stablehlo.multiply"(%arg0, %3) : (tensor<1x1x4x5xf32>, tensor<1x1x4x5xf32>) -> tensor<1x1x4x5xf32>
    %6 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1x4x3xf32>} : () -> tensor<1x1x4x3xf32>
    %7 = "stablehlo.constant"() {value = dense<[[0], [0], [1], [1], [2]]> : tensor<5x1xi64>} : () -> tensor<5x1xi64>
    %8 = "stablehlo.scatter"(%6, %7, %4) ({
      ^bb0(%9: tensor<f32>, %10: tensor<f32>):
        %11 = "stablehlo.add"(%9, %10) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%11) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [3], scatter_dims_to_operand_dims = [3], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<1x1x4x3xf32>, tensor<5x1xi64>, tensor<1x1x4x5xf32>) -> tensor<1x1x4x3xf32>
    %12 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1x4x3xf32>} : () -> tensor<1x1x4x3xf32>
    %13 = "stablehlo.constant"() {value = dense<[[1], [1], [2], [2], [2]]> : tensor<5x1xi64>} : () -> tensor<5x1xi64>
    %14 = "stablehlo.scatter"(%12, %13, %5) ({
      ^bb0(%15: tensor<f32>, %16: tensor<f32>):
        %17 = "stablehlo.add"(%15, %16) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%17) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [3], scatter_dims_to_operand_dims = [3], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<1x1x4x3xf32>, tensor<5x1xi64>, tensor<1x1x4x5xf32>) -> tensor<1x1x4x3xf32>
    %18 = "stablehlo.add"(%8, %14) : (tensor<1x1x4x3xf32>, tensor<1x1x4x3xf32>) -> tensor<1x1x4x3xf32>
    %19 = "stablehlo.constant"() {value = dense<[0x3F800000, 0x3F400000, 0x3E800000, 0x3F400000]> : tensor<4xf32>} : () -> tensor<4xf32>
    %20 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64: 2>} : (tensor<4xf32>) -> tensor<1x1x4x3xf32>
    %21 = "stablehlo.constant"() {value = dense<[0x00000000, 0x3E800000, 0x3F400000, 0x3E800000]> : tensor<4xf32>} : () -> tensor<4xf32>
    %22 = "stablehlo.broadcast_in_dim"(%21) {broadcast_dimensions = array<i64: 2>} : (tensor<4xf32>) -> tensor<1x1x4x3xf32>
    %23 = "stablehlo.multiply"(%18, %20) : (tensor<1x1x4x3xf32>, tensor<1x1x4x3xf32>) -> tensor<1x1x4x3xf32>
    %24 = "stablehlo.multiply"(%18, %22) : (tensor<1x1x4x3xf32>, tensor<1x1x4x3xf32>) -> tensor<1x1x4x3xf32>
    %25 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1x2x3xf32>} : () -> tensor<1x1x2x3xf32>
    %26 = "stablehlo.constant"() {value = dense<[[0], [0], [0], [1]]> : tensor<4x1xi64>} : () -> tensor<4x1xi64>
    %27 = "stablehlo.scatter"(%25, %26, %23) ({
      ^bb0(%28: tensor<f32>, %29: tensor<f32>):
        %30 = "stablehlo.add"(%28, %29) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%30) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 3], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<1x1x2x3xf32>, tensor<4x1xi64>, tensor<1x1x4x3xf32>) -> tensor<1x1x2x3xf32>
    %31 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1x2x3xf32>} : () -> tensor<1x1x2x3xf32>
    %32 = "stablehlo.constant"() {value = dense<1> : tensor<4x1xi64>} : () -> tensor<4x1xi64>
    %33 = "stablehlo.scatter"(%31, %32, %24) ({
      ^bb0(%34: tensor<f32>, %35: tensor<f32>):
        %36 = "stablehlo.add"(%34, %35) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%36) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 3], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<1x1x2x3xf32>, tensor<4x1xi64>, tensor<1x1x4x3xf32>) -> tensor<1x1x2x3xf32>
    %37 = "stablehlo.add"(%27, %33) : (tensor<1x1x2x3xf32>, tensor<1x1x2x3xf32>) -> tensor<1x1x2x3xf32>
    "func.return"(%37) : (tensor<1x1x2x3xf32>) -> ()
  }
}
