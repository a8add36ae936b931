module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x3xf32>) -> (tensor<2x7xf32>) {
    %0 = "stablehlo.transpose"(%arg0) {permutation = array<i64: 0, 1, 2>} : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1 = "stablehlo.reshape"(%0) : (tensor<2x3x3xf32>) -> tensor<2x9xf32>
    %2 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x7xf32>} : () -> tensor<2x7xf32>
    %3 = "stablehlo.constant"() {value = dense<[[0], [1], [2], [2], [3], [4], [4], [5], [6]]> : tensor<9x1xi64>} : () -> tensor<9x1xi64>
    %4 = "stablehlo.scatter"(%2, %3, %1) ({
      ^bb0(%5: tensor<f32>, %6: tensor<f32>):
        %7 = "stablehlo.add"(%5, %6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%7) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<2x7xf32>, tensor<9x1xi64>, tensor<2x9xf32>) -> tensor<2x7xf32>
    "func.return"(%4) : (tensor<2x7xf32>) -> ()
  }
}
