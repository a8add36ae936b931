module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<3x2xi64>) -> (tensor<3x2xf32>) {
    %0 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x2xi64>
    %1 = "stablehlo.reshape"(%0) : (tensor<3x2xi64>) -> tensor<3x2x1xi64>
    %2 = "stablehlo.reshape"(%arg1) : (tensor<3x2xi64>) -> tensor<3x2x1xi64>
    %3 = "stablehlo.concatenate"(%1, %2) {dimension = 2 : i64} : (tensor<3x2x1xi64>, tensor<3x2x1xi64>) -> tensor<3x2x2xi64>
    %4 = "stablehlo.gather"(%arg0, %3) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>, indices_are_sorted = false} : (tensor<3x4xf32>, tensor<3x2x2xi64>) -> tensor<3x2xf32>
    %5 = "stablehlo.constant"() {value = dense<0> : tensor<3x2xi64>} : () -> tensor<3x2xi64>
    %6 = "stablehlo.constant"() {value = dense<4> : tensor<3x2xi64>} : () -> tensor<3x2xi64>
    %7 = "stablehlo.compare"(%arg1, %5) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x2xi64>, tensor<3x2xi64>) -> tensor<3x2xi1>
    %8 = "stablehlo.compare"(%arg1, %6) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x2xi64>, tensor<3x2xi64>) -> tensor<3x2xi1>
    %9 = "stablehlo.and"(%7, %8) : (tensor<3x2xi1>, tensor<3x2xi1>) -> tensor<3x2xi1>
    %10 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<3x2xf32>} : () -> tensor<3x2xf32>
    %11 = "stablehlo.select"(%9, %4, %10) : (tensor<3x2xi1>, tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    "func.return"(%11) : (tensor<3x2xf32>) -> ()
  }
}
