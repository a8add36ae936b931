module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf32>, %arg1: tensor<6xi32>, %arg2: tensor<2xi32>, %arg3: tensor<2xf32>, %arg4: tensor<2xi32>) -> (tensor<6xf32>, tensor<6xi32>) {
    %0:2 = "stablehlo.scatter"(%arg0, %arg1, %arg2, %arg3, %arg4) ({
      ^bb0(%1: tensor<f32>, %2: tensor<i32>, %3: tensor<f32>, %4: tensor<i32>):
        "stablehlo.return"(%3, %4) : (tensor<f32>, tensor<i32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = true, unique_indices = true} : (tensor<6xf32>, tensor<6xi32>, tensor<2xi32>, tensor<2xf32>, tensor<2xi32>) -> (tensor<6xf32>, tensor<6xi32>)
    "func.return"(%0#0, %0#1) : (tensor<6xf32>, tensor<6xi32>) -> ()
  }
}
