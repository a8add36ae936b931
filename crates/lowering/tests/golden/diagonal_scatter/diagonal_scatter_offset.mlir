module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x4xf32>, %arg1: tensor<3x1xf32>) -> (tensor<2x3x4xf32>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<2x3x4xf32>) -> tensor<24xf32>
    %1 = "stablehlo.constant"() {value = dense<12> : tensor<3x1xi64>} : () -> tensor<3x1xi64>
    %2 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x1xi64>
    %3 = "stablehlo.constant"() {value = dense<4> : tensor<3x1xi64>} : () -> tensor<3x1xi64>
    %4 = "stablehlo.multiply"(%2, %3) : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi64>
    %5 = "stablehlo.add"(%1, %4) : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi64>
    %6 = "stablehlo.reshape"(%arg1) : (tensor<3x1xf32>) -> tensor<3xf32>
    %7 = "stablehlo.scatter"(%0, %5, %6) ({
      ^bb0(%8: tensor<f32>, %9: tensor<f32>):
        "stablehlo.return"(%9) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<24xf32>, tensor<3x1xi64>, tensor<3xf32>) -> tensor<24xf32>
    %10 = "stablehlo.reshape"(%7) : (tensor<24xf32>) -> tensor<2x3x4xf32>
    "func.return"(%10) : (tensor<2x3x4xf32>) -> ()
  }
}
