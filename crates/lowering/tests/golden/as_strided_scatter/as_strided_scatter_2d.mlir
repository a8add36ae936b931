module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<2x2xf32>) -> (tensor<3x4xf32>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<3x4xf32>) -> tensor<12xf32>
    %1 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %2 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %3 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %4 = "stablehlo.multiply"(%2, %3) : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi64>
    %5 = "stablehlo.add"(%1, %4) : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi64>
    %6 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %7 = "stablehlo.constant"() {value = dense<4> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %8 = "stablehlo.multiply"(%6, %7) : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi64>
    %9 = "stablehlo.add"(%5, %8) : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi64>
    %10 = "stablehlo.reshape"(%9) : (tensor<2x2xi64>) -> tensor<4x1xi64>
    %11 = "stablehlo.reshape"(%arg1) : (tensor<2x2xf32>) -> tensor<4xf32>
    %12 = "stablehlo.scatter"(%0, %10, %11) ({
      ^bb0(%13: tensor<f32>, %14: tensor<f32>):
        "stablehlo.return"(%14) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<12xf32>, tensor<4x1xi64>, tensor<4xf32>) -> tensor<12xf32>
    %15 = "stablehlo.reshape"(%12) : (tensor<12xf32>) -> tensor<3x4xf32>
    "func.return"(%15) : (tensor<3x4xf32>) -> ()
  }
}
