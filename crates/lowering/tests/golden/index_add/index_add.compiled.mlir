module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<2xi64>, %arg2: tensor<2x4xf32>) -> (tensor<3x4xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0x3F400000> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x4xf32>
    %2 = "stablehlo.multiply"(%arg2, %1) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %3 = "stablehlo.reshape"(%arg1) : (tensor<2xi64>) -> tensor<2x1xi64>
    %4 = "stablehlo.scatter"(%arg0, %3, %2) ({
      ^bb0(%5: tensor<f32>, %6: tensor<f32>):
        %7 = "stablehlo.add"(%5, %6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%7) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> tensor<3x4xf32>
    "func.return"(%4) : (tensor<3x4xf32>) -> ()
  }
}
