module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<2x2xf32>) -> (tensor<3x4xf32>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<3x4xf32>) -> tensor<12xf32>
    %1 = "stablehlo.reshape"(%arg1) : (tensor<2x2xf32>) -> tensor<4xf32>
    %2 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %3 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %4 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %5 = "stablehlo.multiply"(%3, %4) : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi64>
    %6 = "stablehlo.add"(%2, %5) : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi64>
    %7 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %8 = "stablehlo.constant"() {value = dense<4> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %9 = "stablehlo.multiply"(%7, %8) : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi64>
    %10 = "stablehlo.add"(%6, %9) : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi64>
    %11 = "stablehlo.reshape"(%10) : (tensor<2x2xi64>) -> tensor<4x1xi64>
    %12 = "stablehlo.scatter"(%0, %11, %1) ({
      ^bb0(%13: tensor<f32>, %14: tensor<f32>):
        "stablehlo.return"(%14) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<12xf32>, tensor<4x1xi64>, tensor<4xf32>) -> tensor<12xf32>
    %15 = "stablehlo.reshape"(%12) : (tensor<12xf32>) -> tensor<3x4xf32>
    "func.return"(%15) : (tensor<3x4xf32>) -> ()
  }
}
