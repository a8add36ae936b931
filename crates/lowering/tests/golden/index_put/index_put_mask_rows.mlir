module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x3xf32>, %arg1: tensor<5xi1>, %arg2: tensor<2x3xf32>) -> (tensor<5x3xf32>) {
    %0 = "stablehlo.reshape"(%arg2) : (tensor<2x3xf32>) -> tensor<1x2x3xf32>
    %1 = "stablehlo.transpose"(%0) {permutation = array<i64: 1, 0, 2>} : (tensor<1x2x3xf32>) -> tensor<2x1x3xf32>
    %2 = "stablehlo.reshape"(%1) : (tensor<2x1x3xf32>) -> tensor<2x3xf32>
    %3 = "stablehlo.convert"(%arg1) : (tensor<5xi1>) -> tensor<5xi64>
    %4 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %5 = "stablehlo.slice"(%3) {start_indices = array<i64: 0>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<5xi64>) -> tensor<4xi64>
    %6 = "stablehlo.pad"(%5, %4) {edge_padding_low = array<i64: 1>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: 0>} : (tensor<4xi64>, tensor<i64>) -> tensor<5xi64>
    %7 = "stablehlo.add"(%3, %6) : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %8 = "stablehlo.slice"(%7) {start_indices = array<i64: 0>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<5xi64>) -> tensor<3xi64>
    %9 = "stablehlo.pad"(%8, %4) {edge_padding_low = array<i64: 2>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: 0>} : (tensor<3xi64>, tensor<i64>) -> tensor<5xi64>
    %10 = "stablehlo.add"(%7, %9) : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %11 = "stablehlo.slice"(%10) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<5xi64>) -> tensor<1xi64>
    %12 = "stablehlo.pad"(%11, %4) {edge_padding_low = array<i64: 4>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: 0>} : (tensor<1xi64>, tensor<i64>) -> tensor<5xi64>
    %13 = "stablehlo.add"(%10, %12) : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %14 = "stablehlo.constant"() {value = dense<1> : tensor<5xi64>} : () -> tensor<5xi64>
    %15 = "stablehlo.subtract"(%13, %14) : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %16 = "stablehlo.reshape"(%15) : (tensor<5xi64>) -> tensor<5x1xi64>
    %17 = "stablehlo.gather"(%2, %16) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>, indices_are_sorted = false} : (tensor<2x3xf32>, tensor<5x1xi64>) -> tensor<5x3xf32>
    %18 = "stablehlo.constant"() {value = dense<0> : tensor<5xi64>} : () -> tensor<5xi64>
    %19 = "stablehlo.constant"() {value = dense<2> : tensor<5xi64>} : () -> tensor<5xi64>
    %20 = "stablehlo.compare"(%15, %18) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
    %21 = "stablehlo.compare"(%15, %19) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
    %22 = "stablehlo.and"(%20, %21) : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %23 = "stablehlo.broadcast_in_dim"(%22) {broadcast_dimensions = array<i64: 0>} : (tensor<5xi1>) -> tensor<5x3xi1>
    %24 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<5x3xf32>} : () -> tensor<5x3xf32>
    %25 = "stablehlo.select"(%23, %17, %24) : (tensor<5x3xi1>, tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    %26 = "stablehlo.reshape"(%25) : (tensor<5x3xf32>) -> tensor<5x1x3xf32>
    %27 = "stablehlo.transpose"(%26) {permutation = array<i64: 1, 0, 2>} : (tensor<5x1x3xf32>) -> tensor<1x5x3xf32>
    %28 = "stablehlo.reshape"(%27) : (tensor<1x5x3xf32>) -> tensor<5x3xf32>
    %29 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0>} : (tensor<5xi1>) -> tensor<5x3xi1>
    %30 = "stablehlo.select"(%29, %28, %arg0) : (tensor<5x3xi1>, tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    "func.return"(%30) : (tensor<5x3xf32>) -> ()
  }
}
