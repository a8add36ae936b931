module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x1x3x4x5xf32>) -> (tensor<1x1x2x2x3xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1x3x4x3xf32>} : () -> tensor<1x1x3x4x3xf32>
    %1 = "stablehlo.constant"() {value = dense<[[0], [0], [1], [1], [2]]> : tensor<5x1xi64>} : () -> tensor<5x1xi64>
    %2 = "stablehlo.scatter"(%0, %1, %arg0) ({
      ^bb0(%3: tensor<f32>, %4: tensor<f32>):
        %5 = "stablehlo.add"(%3, %4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%5) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], inserted_window_dims = [4], scatter_dims_to_operand_dims = [4], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<1x1x3x4x3xf32>, tensor<5x1xi64>, tensor<1x1x3x4x5xf32>) -> tensor<1x1x3x4x3xf32>
    %6 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1x3x2x3xf32>} : () -> tensor<1x1x3x2x3xf32>
    %7 = "stablehlo.constant"() {value = dense<[[0], [0], [1], [1]]> : tensor<4x1xi64>} : () -> tensor<4x1xi64>
    %8 = "stablehlo.scatter"(%6, %7, %2) ({
      ^bb0(%9: tensor<f32>, %10: tensor<f32>):
        %11 = "stablehlo.add"(%9, %10) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%11) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 4], inserted_window_dims = [3], scatter_dims_to_operand_dims = [3], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<1x1x3x2x3xf32>, tensor<4x1xi64>, tensor<1x1x3x4x3xf32>) -> tensor<1x1x3x2x3xf32>
    %12 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1x2x2x3xf32>} : () -> tensor<1x1x2x2x3xf32>
    %13 = "stablehlo.constant"() {value = dense<[[0], [0], [1]]> : tensor<3x1xi64>} : () -> tensor<3x1xi64>
    %14 = "stablehlo.scatter"(%12, %13, %8) ({
      ^bb0(%15: tensor<f32>, %16: tensor<f32>):
        %17 = "stablehlo.add"(%15, %16) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%17) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 3, 4], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<1x1x2x2x3xf32>, tensor<3x1xi64>, tensor<1x1x3x2x3xf32>) -> tensor<1x1x2x2x3xf32>
    "func.return"(%14) : (tensor<1x1x2x2x3xf32>) -> ()
  }
}
