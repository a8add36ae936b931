module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>) -> (tensor<2x3xf32>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<2x3xf32>) -> tensor<6xf32>
    %1 = "stablehlo.constant"() {value = dense<0> : tensor<2x3xi64>} : () -> tensor<2x3xi64>
    %2 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x3xi64>
    %3 = "stablehlo.constant"() {value = dense<3> : tensor<2x3xi64>} : () -> tensor<2x3xi64>
    %4 = "stablehlo.multiply"(%2, %3) : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %5 = "stablehlo.add"(%1, %4) : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %6 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3xi64>
    %7 = "stablehlo.constant"() {value = dense<1> : tensor<2x3xi64>} : () -> tensor<2x3xi64>
    %8 = "stablehlo.multiply"(%6, %7) : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %9 = "stablehlo.add"(%5, %8) : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %10 = "stablehlo.reshape"(%9) : (tensor<2x3xi64>) -> tensor<6x1xi64>
    %11 = "stablehlo.gather"(%0, %10) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>, indices_are_sorted = false} : (tensor<6xf32>, tensor<6x1xi64>) -> tensor<6xf32>
    %12 = "stablehlo.reshape"(%11) : (tensor<6xf32>) -> tensor<2x3xf32>
    "func.return"(%12) : (tensor<2x3xf32>) -> ()
  }
}
