module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<2x4xi64>, %arg2: tensor<2x4xf32>) -> (tensor<3x4xf32>) {
    %0 = "stablehlo.reshape"(%arg1) : (tensor<2x4xi64>) -> tensor<2x4x1xi64>
    %1 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x4xi64>
    %2 = "stablehlo.reshape"(%1) : (tensor<2x4xi64>) -> tensor<2x4x1xi64>
    %3 = "stablehlo.concatenate"(%0, %2) {dimension = 2 : i64} : (tensor<2x4x1xi64>, tensor<2x4x1xi64>) -> tensor<2x4x2xi64>
    %4 = "stablehlo.scatter"(%arg0, %3, %arg2) ({
      ^bb0(%5: tensor<f32>, %6: tensor<f32>):
        "stablehlo.return"(%6) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, unique_indices = false} : (tensor<3x4xf32>, tensor<2x4x2xi64>, tensor<2x4xf32>) -> tensor<3x4xf32>
    "func.return"(%4) : (tensor<3x4xf32>) -> ()
  }
}
