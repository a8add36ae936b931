module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<2xi64>, %arg2: tensor<2x4xf32>) -> (tensor<3x4xf32>) {
    %0 = "stablehlo.constant"() {value = dense<false> : tensor<3x4xi1>} : () -> tensor<3x4xi1>
    %1 = "stablehlo.constant"() {value = dense<true> : tensor<2x4xi1>} : () -> tensor<2x4xi1>
    %2 = "stablehlo.reshape"(%arg1) : (tensor<2xi64>) -> tensor<2x1xi64>
    %3 = "stablehlo.scatter"(%0, %2, %1) ({
      ^bb0(%4: tensor<i1>, %5: tensor<i1>):
        "stablehlo.return"(%5) : (tensor<i1>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3x4xi1>, tensor<2x1xi64>, tensor<2x4xi1>) -> tensor<3x4xi1>
    %6 = "stablehlo.reshape"(%arg1) : (tensor<2xi64>) -> tensor<2x1xi64>
    %7 = "stablehlo.scatter"(%arg0, %6, %arg2) ({
      ^bb0(%8: tensor<f32>, %9: tensor<f32>):
        %10 = "stablehlo.maximum"(%8, %9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        %11 = "stablehlo.compare"(%8, %8) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %12 = "stablehlo.compare"(%9, %9) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %13 = "stablehlo.select"(%12, %9, %10) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        %14 = "stablehlo.select"(%11, %8, %13) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%14) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> tensor<3x4xf32>
    "func.return"(%7) : (tensor<3x4xf32>) -> ()
  }
}
