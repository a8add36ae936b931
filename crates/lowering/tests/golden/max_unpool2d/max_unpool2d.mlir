module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x2x2x2xf32>, %arg1: tensor<1x2x2x2xi64>) -> (tensor<1x2x4x4xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x16xf32>} : () -> tensor<2x16xf32>
    %1 = "stablehlo.reshape"(%arg0) : (tensor<1x2x2x2xf32>) -> tensor<2x4xf32>
    %2 = "stablehlo.reshape"(%arg1) : (tensor<1x2x2x2xi64>) -> tensor<2x4x1xi64>
    %3 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x4x1xi64>
    %4 = "stablehlo.concatenate"(%3, %2) {dimension = 2 : i64} : (tensor<2x4x1xi64>, tensor<2x4x1xi64>) -> tensor<2x4x2xi64>
    %5 = "stablehlo.scatter"(%0, %4, %1) ({
      ^bb0(%6: tensor<f32>, %7: tensor<f32>):
        "stablehlo.return"(%7) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, unique_indices = false} : (tensor<2x16xf32>, tensor<2x4x2xi64>, tensor<2x4xf32>) -> tensor<2x16xf32>
    %8 = "stablehlo.reshape"(%5) : (tensor<2x16xf32>) -> tensor<1x2x4x4xf32>
    "func.return"(%8) : (tensor<1x2x4x4xf32>) -> ()
  }
}
