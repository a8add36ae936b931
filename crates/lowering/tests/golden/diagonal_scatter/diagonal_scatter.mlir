module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<3xf32>) -> (tensor<3x4xf32>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<3x4xf32>) -> tensor<12xf32>
    %1 = "stablehlo.constant"() {value = dense<1> : tensor<3xi64>} : () -> tensor<3xi64>
    %2 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3xi64>
    %3 = "stablehlo.constant"() {value = dense<5> : tensor<3xi64>} : () -> tensor<3xi64>
    %4 = "stablehlo.multiply"(%2, %3) : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %5 = "stablehlo.add"(%1, %4) : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %6 = "stablehlo.reshape"(%5) : (tensor<3xi64>) -> tensor<3x1xi64>
    %7 = "stablehlo.reshape"(%arg1) : (tensor<3xf32>) -> tensor<3xf32>
    %8 = "stablehlo.scatter"(%0, %6, %7) ({
      ^bb0(%9: tensor<f32>, %10: tensor<f32>):
        "stablehlo.return"(%10) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<12xf32>, tensor<3x1xi64>, tensor<3xf32>) -> tensor<12xf32>
    %11 = "stablehlo.reshape"(%8) : (tensor<12xf32>) -> tensor<3x4xf32>
    "func.return"(%11) : (tensor<3x4xf32>) -> ()
  }
}
