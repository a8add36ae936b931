module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x3xf32>, %arg1: tensor<5xi1>, %arg2: tensor<2x3xf32>) -> (tensor<5x3xf32>) {
    %0 = "stablehlo.reshape"(%arg2) : (tensor<2x3xf32>) -> tensor<1x2x3xf32>
    %1 = "stablehlo.transpose"(%0) {permutation = array<i64: 1, 0, 2>} : (tensor<1x2x3xf32>) -> tensor<2x1x3xf32>
    %2 = "stablehlo.reshape"(%1) : (tensor<2x1x3xf32>) -> tensor<2x3xf32>
    %3 = "stablehlo.reshape"(%arg1) : (tensor<5xi1>) -> tensor<5xi1>
    %4 = "stablehlo.convert"(%3) : (tensor<5xi1>) -> tensor<5xi64>
    %5 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %6 = "stablehlo.slice"(%4) {start_indices = array<i64: 0>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<5xi64>) -> tensor<4xi64>
    %7 = "stablehlo.pad"(%6, %5) {edge_padding_low = array<i64: 1>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: 0>} : (tensor<4xi64>, tensor<i64>) -> tensor<5xi64>
    %8 = "stablehlo.add"(%4, %7) : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %9 = "stablehlo.slice"(%8) {start_indices = array<i64: 0>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<5xi64>) -> tensor<3xi64>
    %10 = "stablehlo.pad"(%9, %5) {edge_padding_low = array<i64: 2>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: 0>} : (tensor<3xi64>, tensor<i64>) -> tensor<5xi64>
    %11 = "stablehlo.add"(%8, %10) : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %12 = "stablehlo.slice"(%11) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<5xi64>) -> tensor<1xi64>
    %13 = "stablehlo.pad"(%12, %5) {edge_padding_low = array<i64: 4>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: 0>} : (tensor<1xi64>, tensor<i64>) -> tensor<5xi64>
    %14 = "stablehlo.add"(%11, %13) : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %15 = "stablehlo.constant"() {value = dense<1> : tensor<5xi64>} : () -> tensor<5xi64>
    %16 = "stablehlo.subtract"(%14, %15) : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %17 = "stablehlo.reshape"(%16) : (tensor<5xi64>) -> tensor<5x1xi64>
    %18 = "stablehlo.gather"(%2, %17) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>, indices_are_sorted = false} : (tensor<2x3xf32>, tensor<5x1xi64>) -> tensor<5x3xf32>
    %19 = "stablehlo.constant"() {value = dense<0> : tensor<5xi64>} : () -> tensor<5xi64>
    %20 = "stablehlo.constant"() {value = dense<2> : tensor<5xi64>} : () -> tensor<5xi64>
    %21 = "stablehlo.compare"(%16, %19) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
    %22 = "stablehlo.compare"(%16, %20) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
    %23 = "stablehlo.and"(%21, %22) : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %24 = "stablehlo.broadcast_in_dim"(%23) {broadcast_dimensions = array<i64: 0>} : (tensor<5xi1>) -> tensor<5x3xi1>
    %25 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<5x3xf32>} : () -> tensor<5x3xf32>
    %26 = "stablehlo.select"(%24, %18, %25) : (tensor<5x3xi1>, tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    %27 = "stablehlo.reshape"(%26) : (tensor<5x3xf32>) -> tensor<5x1x3xf32>
    %28 = "stablehlo.transpose"(%27) {permutation = array<i64: 1, 0, 2>} : (tensor<5x1x3xf32>) -> tensor<1x5x3xf32>
    %29 = "stablehlo.reshape"(%28) : (tensor<1x5x3xf32>) -> tensor<5x3xf32>
    %30 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0>} : (tensor<5xi1>) -> tensor<5x3xi1>
    %31 = "stablehlo.select"(%30, %29, %arg0) : (tensor<5x3xi1>, tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    "func.return"(%31) : (tensor<5x3xf32>) -> ()
  }
}
