module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<10x3xf32>, %arg1: tensor<2x4xi64>) -> (tensor<2x4x3xf32>) {
    %0 = "stablehlo.reshape"(%arg1) : (tensor<2x4xi64>) -> tensor<8xi64>
    %1 = "stablehlo.reshape"(%0) : (tensor<8xi64>) -> tensor<8x1xi64>
    %2 = "stablehlo.gather"(%arg0, %1) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>, indices_are_sorted = false} : (tensor<10x3xf32>, tensor<8x1xi64>) -> tensor<8x3xf32>
    %3 = "stablehlo.constant"() {value = dense<0> : tensor<8xi64>} : () -> tensor<8xi64>
    %4 = "stablehlo.constant"() {value = dense<10> : tensor<8xi64>} : () -> tensor<8xi64>
    %5 = "stablehlo.compare"(%0, %3) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %6 = "stablehlo.compare"(%0, %4) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %7 = "stablehlo.and"(%5, %6) : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64: 0>} : (tensor<8xi1>) -> tensor<8x3xi1>
    %9 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<8x3xf32>} : () -> tensor<8x3xf32>
    %10 = "stablehlo.select"(%8, %2, %9) : (tensor<8x3xi1>, tensor<8x3xf32>, tensor<8x3xf32>) -> tensor<8x3xf32>
    %11 = "stablehlo.reshape"(%10) : (tensor<8x3xf32>) -> tensor<2x4x3xf32>
    "func.return"(%11) : (tensor<2x4x3xf32>) -> ()
  }
}
