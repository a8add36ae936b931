module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<5xi64>) -> (tensor<5xf32>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<3x4xf32>) -> tensor<12xf32>
    %1 = "stablehlo.constant"() {value = dense<0> : tensor<5xi64>} : () -> tensor<5xi64>
    %2 = "stablehlo.constant"() {value = dense<12> : tensor<5xi64>} : () -> tensor<5xi64>
    %3 = "stablehlo.compare"(%arg1, %1) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
    %4 = "stablehlo.add"(%arg1, %2) : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %5 = "stablehlo.select"(%3, %4, %arg1) : (tensor<5xi1>, tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %6 = "stablehlo.reshape"(%5) : (tensor<5xi64>) -> tensor<5xi64>
    %7 = "stablehlo.reshape"(%6) : (tensor<5xi64>) -> tensor<5x1xi64>
    %8 = "stablehlo.concatenate"(%7) {dimension = 1 : i64} : (tensor<5x1xi64>) -> tensor<5x1xi64>
    %9 = "stablehlo.gather"(%0, %8) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>, indices_are_sorted = false} : (tensor<12xf32>, tensor<5x1xi64>) -> tensor<5xf32>
    %10 = "stablehlo.constant"() {value = dense<0> : tensor<5xi64>} : () -> tensor<5xi64>
    %11 = "stablehlo.constant"() {value = dense<12> : tensor<5xi64>} : () -> tensor<5xi64>
    %12 = "stablehlo.compare"(%6, %10) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
    %13 = "stablehlo.compare"(%6, %11) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
    %14 = "stablehlo.and"(%12, %13) : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %15 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<5xf32>} : () -> tensor<5xf32>
    %16 = "stablehlo.select"(%14, %9, %15) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %17 = "stablehlo.reshape"(%16) : (tensor<5xf32>) -> tensor<5xf32>
    "func.return"(%17) : (tensor<5xf32>) -> ()
  }
}
