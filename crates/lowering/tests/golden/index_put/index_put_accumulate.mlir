module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x3xf32>, %arg1: tensor<4xi64>, %arg2: tensor<4x3xf32>) -> (tensor<5x3xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<4xi64>} : () -> tensor<4xi64>
    %1 = "stablehlo.constant"() {value = dense<5> : tensor<4xi64>} : () -> tensor<4xi64>
    %2 = "stablehlo.compare"(%arg1, %0) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %3 = "stablehlo.add"(%arg1, %1) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %4 = "stablehlo.select"(%2, %3, %arg1) : (tensor<4xi1>, tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %5 = "stablehlo.constant"() {value = dense<0> : tensor<4xi64>} : () -> tensor<4xi64>
    %6 = "stablehlo.constant"() {value = dense<5> : tensor<4xi64>} : () -> tensor<4xi64>
    %7 = "stablehlo.compare"(%4, %5) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %8 = "stablehlo.compare"(%4, %6) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %9 = "stablehlo.and"(%7, %8) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %10 = "stablehlo.reshape"(%4) : (tensor<4xi64>) -> tensor<4x1xi64>
    %11 = "stablehlo.scatter"(%arg0, %10, %arg2) ({
      ^bb0(%12: tensor<f32>, %13: tensor<f32>):
        %14 = "stablehlo.add"(%12, %13) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%14) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<5x3xf32>, tensor<4x1xi64>, tensor<4x3xf32>) -> tensor<5x3xf32>
    "func.return"(%11) : (tensor<5x3xf32>) -> ()
  }
}
