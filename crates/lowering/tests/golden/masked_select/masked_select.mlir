module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xi1>) -> (tensor<4xf32>) {
    %0 = "stablehlo.reshape"(%arg1) : (tensor<2x3xi1>) -> tensor<6xi1>
    %1 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<6xi64>
    %2 = "stablehlo.constant"() {value = dense<6> : tensor<6xi64>} : () -> tensor<6xi64>
    %3 = "stablehlo.select"(%0, %1, %2) : (tensor<6xi1>, tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %4 = "stablehlo.sort"(%3) ({
      ^bb0(%5: tensor<i64>, %6: tensor<i64>):
        %7 = "stablehlo.compare"(%5, %6) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
        "stablehlo.return"(%7) : (tensor<i1>) -> ()
    }) {dimension = 0 : i64, is_stable = true} : (tensor<6xi64>) -> tensor<6xi64>
    %8 = "stablehlo.slice"(%4) {start_indices = array<i64: 0>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<6xi64>) -> tensor<4xi64>
    %9 = "stablehlo.reshape"(%arg0) : (tensor<2x3xf32>) -> tensor<6xf32>
    %10 = "stablehlo.reshape"(%8) : (tensor<4xi64>) -> tensor<4x1xi64>
    %11 = "stablehlo.gather"(%9, %10) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>, indices_are_sorted = true} : (tensor<6xf32>, tensor<4x1xi64>) -> tensor<4xf32>
    "func.return"(%11) : (tensor<4xf32>) -> ()
  }
}
