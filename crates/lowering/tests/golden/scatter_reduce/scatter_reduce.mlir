module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<2x4xi64>, %arg2: tensor<2x4xf32>) -> (tensor<3x4xf32>) {
    %0 = "stablehlo.constant"() {value = dense<false> : tensor<3x4xi1>} : () -> tensor<3x4xi1>
    %1 = "stablehlo.constant"() {value = dense<true> : tensor<2x4xi1>} : () -> tensor<2x4xi1>
    %2 = "stablehlo.reshape"(%arg1) : (tensor<2x4xi64>) -> tensor<2x4x1xi64>
    %3 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x4xi64>
    %4 = "stablehlo.reshape"(%3) : (tensor<2x4xi64>) -> tensor<2x4x1xi64>
    %5 = "stablehlo.concatenate"(%2, %4) {dimension = 2 : i64} : (tensor<2x4x1xi64>, tensor<2x4x1xi64>) -> tensor<2x4x2xi64>
    %6 = "stablehlo.scatter"(%0, %5, %1) ({
      ^bb0(%7: tensor<i1>, %8: tensor<i1>):
        "stablehlo.return"(%8) : (tensor<i1>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, unique_indices = false} : (tensor<3x4xi1>, tensor<2x4x2xi64>, tensor<2x4xi1>) -> tensor<3x4xi1>
    %9 = "stablehlo.reshape"(%arg1) : (tensor<2x4xi64>) -> tensor<2x4x1xi64>
    %10 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x4xi64>
    %11 = "stablehlo.reshape"(%10) : (tensor<2x4xi64>) -> tensor<2x4x1xi64>
    %12 = "stablehlo.concatenate"(%9, %11) {dimension = 2 : i64} : (tensor<2x4x1xi64>, tensor<2x4x1xi64>) -> tensor<2x4x2xi64>
    %13 = "stablehlo.scatter"(%arg0, %12, %arg2) ({
      ^bb0(%14: tensor<f32>, %15: tensor<f32>):
        %16 = "stablehlo.maximum"(%14, %15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%16) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, unique_indices = false} : (tensor<3x4xf32>, tensor<2x4x2xi64>, tensor<2x4xf32>) -> tensor<3x4xf32>
    "func.return"(%13) : (tensor<3x4xf32>) -> ()
  }
}
