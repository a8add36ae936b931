module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4x5xf32>, %arg1: tensor<2xi64>, %arg2: tensor<2xi64>) -> (tensor<2x5xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<2xi64>} : () -> tensor<2xi64>
    %1 = "stablehlo.constant"() {value = dense<3> : tensor<2xi64>} : () -> tensor<2xi64>
    %2 = "stablehlo.compare"(%arg1, %0) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %3 = "stablehlo.add"(%arg1, %1) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %4 = "stablehlo.select"(%2, %3, %arg1) : (tensor<2xi1>, tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %5 = "stablehlo.constant"() {value = dense<0> : tensor<2xi64>} : () -> tensor<2xi64>
    %6 = "stablehlo.constant"() {value = dense<3> : tensor<2xi64>} : () -> tensor<2xi64>
    %7 = "stablehlo.compare"(%4, %5) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %8 = "stablehlo.compare"(%4, %6) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %9 = "stablehlo.and"(%7, %8) : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
    %10 = "stablehlo.reshape"(%4) : (tensor<2xi64>) -> tensor<2x1xi64>
    %11 = "stablehlo.constant"() {value = dense<0> : tensor<2xi64>} : () -> tensor<2xi64>
    %12 = "stablehlo.constant"() {value = dense<4> : tensor<2xi64>} : () -> tensor<2xi64>
    %13 = "stablehlo.compare"(%arg2, %11) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %14 = "stablehlo.add"(%arg2, %12) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %15 = "stablehlo.select"(%13, %14, %arg2) : (tensor<2xi1>, tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %16 = "stablehlo.constant"() {value = dense<0> : tensor<2xi64>} : () -> tensor<2xi64>
    %17 = "stablehlo.constant"() {value = dense<4> : tensor<2xi64>} : () -> tensor<2xi64>
    %18 = "stablehlo.compare"(%15, %16) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %19 = "stablehlo.compare"(%15, %17) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %20 = "stablehlo.and"(%18, %19) : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
    %21 = "stablehlo.and"(%9, %20) : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
    %22 = "stablehlo.reshape"(%15) : (tensor<2xi64>) -> tensor<2x1xi64>
    %23 = "stablehlo.concatenate"(%10, %22) {dimension = 1 : i64} : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x2xi64>
    %24 = "stablehlo.gather"(%arg0, %23) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 5>, indices_are_sorted = false} : (tensor<3x4x5xf32>, tensor<2x2xi64>) -> tensor<2x5xf32>
    %25 = "stablehlo.broadcast_in_dim"(%21) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi1>) -> tensor<2x5xi1>
    %26 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<2x5xf32>} : () -> tensor<2x5xf32>
    %27 = "stablehlo.select"(%25, %24, %26) : (tensor<2x5xi1>, tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    "func.return"(%27) : (tensor<2x5xf32>) -> ()
  }
}
