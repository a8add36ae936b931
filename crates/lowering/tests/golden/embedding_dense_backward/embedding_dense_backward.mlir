module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x3xf32>, %arg1: tensor<2x4xi64>) -> (tensor<10x3xf32>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<2x4x3xf32>) -> tensor<8x3xf32>
    %1 = "stablehlo.reshape"(%arg1) : (tensor<2x4xi64>) -> tensor<8xi64>
    %2 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<10x3xf32>} : () -> tensor<10x3xf32>
    %3 = "stablehlo.reshape"(%1) : (tensor<8xi64>) -> tensor<8x1xi64>
    %4 = "stablehlo.scatter"(%2, %3, %0) ({
      ^bb0(%5: tensor<f32>, %6: tensor<f32>):
        %7 = "stablehlo.add"(%5, %6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%7) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<10x3xf32>, tensor<8x1xi64>, tensor<8x3xf32>) -> tensor<10x3xf32>
    "func.return"(%4) : (tensor<10x3xf32>) -> ()
  }
}
