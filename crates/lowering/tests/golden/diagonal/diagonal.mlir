module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>) -> (tensor<2xf32>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<2x3xf32>) -> tensor<6xf32>
    %1 = "stablehlo.constant"() {value = dense<0> : tensor<2xi64>} : () -> tensor<2xi64>
    %2 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2xi64>
    %3 = "stablehlo.constant"() {value = dense<4> : tensor<2xi64>} : () -> tensor<2xi64>
    %4 = "stablehlo.multiply"(%2, %3) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %5 = "stablehlo.add"(%1, %4) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %6 = "stablehlo.reshape"(%5) : (tensor<2xi64>) -> tensor<2x1xi64>
    %7 = "stablehlo.gather"(%0, %6) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>, indices_are_sorted = false} : (tensor<6xf32>, tensor<2x1xi64>) -> tensor<2xf32>
    "func.return"(%7) : (tensor<2xf32>) -> ()
  }
}
