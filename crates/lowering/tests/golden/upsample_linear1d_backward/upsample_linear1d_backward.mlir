module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x1x5xf32>) -> (tensor<1x1x3xf32>) {
    %0 = "stablehlo.constant"() {value = dense<[0x3F800000, 0x3F199999, 0x3F800000, 0x3ECCCCC8, 0x3F4CCCCC]> : tensor<5xf32>} : () -> tensor<5xf32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64: 2>} : (tensor<5xf32>) -> tensor<1x1x5xf32>
    %2 = "stablehlo.constant"() {value = dense<[0x00000000, 0x3ECCCCCE, 0x00000000, 0x3F19999C, 0x3E4CCCD0]> : tensor<5xf32>} : () -> tensor<5xf32>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64: 2>} : (tensor<5xf32>) -> tensor<1x1x5xf32>
    %4 = "stablehlo.multiply"(%arg0, %1) : (tensor<1x1x5xf32>, tensor<1x1x5xf32>) -> tensor<1x1x5xf32>
    %5 = "stablehlo.multiply"(%arg0, %3) : (tensor<1x1x5xf32>, tensor<1x1x5xf32>) -> tensor<1x1x5xf32>
    %6 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1x3xf32>} : () -> tensor<1x1x3xf32>
    %7 = "stablehlo.constant"() {value = dense<[[0], [0], [1], [1], [2]]> : tensor<5x1xi64>} : () -> tensor<5x1xi64>
    %8 = "stablehlo.scatter"(%6, %7, %4) ({
      ^bb0(%9: tensor<f32>, %10: tensor<f32>):
        %11 = "stablehlo.add"(%9, %10) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%11) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<1x1x3xf32>, tensor<5x1xi64>, tensor<1x1x5xf32>) -> tensor<1x1x3xf32>
    %12 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1x3xf32>} : () -> tensor<1x1x3xf32>
    %13 = "stablehlo.constant"() {value = dense<[[1], [1], [2], [2], [2]]> : tensor<5x1xi64>} : () -> tensor<5x1xi64>
    %14 = "stablehlo.scatter"(%12, %13, %5) ({
      ^bb0(%15: tensor<f32>, %16: tensor<f32>):
        %17 = "stablehlo.add"(%15, %16) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%17) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<1x1x3xf32>, tensor<5x1xi64>, tensor<1x1x5xf32>) -> tensor<1x1x3xf32>
    %18 = "stablehlo.add"(%8, %14) : (tensor<1x1x3xf32>, tensor<1x1x3xf32>) -> tensor<1x1x3xf32>
    "func.return"(%18) : (tensor<1x1x3xf32>) -> ()
  }
}
