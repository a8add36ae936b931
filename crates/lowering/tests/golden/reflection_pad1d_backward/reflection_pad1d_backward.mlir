module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x7xf32>, %arg1: tensor<1x4xf32>) -> (tensor<1x4xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x4xf32>} : () -> tensor<1x4xf32>
    %1 = "stablehlo.constant"() {value = dense<[[2], [1], [0], [1], [2], [3], [2]]> : tensor<7x1xi64>} : () -> tensor<7x1xi64>
    %2 = "stablehlo.scatter"(%0, %1, %arg0) ({
      ^bb0(%3: tensor<f32>, %4: tensor<f32>):
        %5 = "stablehlo.add"(%3, %4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%5) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<1x4xf32>, tensor<7x1xi64>, tensor<1x7xf32>) -> tensor<1x4xf32>
    "func.return"(%2) : (tensor<1x4xf32>) -> ()
  }
}
