module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<2xi64>, %arg2: tensor<2x4xf32>) -> (tensor<3x4xf32>) {
    %0 = "stablehlo.reshape"(%arg1) : (tensor<2xi64>) -> tensor<2x1xi64>
    %1 = "stablehlo.scatter"(%arg0, %0, %arg2) ({
      ^bb0(%2: tensor<f32>, %3: tensor<f32>):
        "stablehlo.return"(%3) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> tensor<3x4xf32>
    "func.return"(%1) : (tensor<3x4xf32>) -> ()
  }
}
