module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<3xi1>, %arg2: tensor<6xf32>) -> (tensor<2x3xf32>) {
    %0 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 1>} : (tensor<3xi1>) -> tensor<2x3xi1>
    %1 = "stablehlo.reshape"(%0) : (tensor<2x3xi1>) -> tensor<6xi1>
    %2 = "stablehlo.convert"(%1) : (tensor<6xi1>) -> tensor<6xi64>
    %3 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.slice"(%2) {start_indices = array<i64: 0>, limit_indices = array<i64: 5>, strides = array<i64: 1>} : (tensor<6xi64>) -> tensor<5xi64>
    %5 = "stablehlo.pad"(%4, %3) {edge_padding_low = array<i64: 1>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: 0>} : (tensor<5xi64>, tensor<i64>) -> tensor<6xi64>
    %6 = "stablehlo.add"(%2, %5) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %7 = "stablehlo.slice"(%6) {start_indices = array<i64: 0>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<6xi64>) -> tensor<4xi64>
    %8 = "stablehlo.pad"(%7, %3) {edge_padding_low = array<i64: 2>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: 0>} : (tensor<4xi64>, tensor<i64>) -> tensor<6xi64>
    %9 = "stablehlo.add"(%6, %8) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %10 = "stablehlo.slice"(%9) {start_indices = array<i64: 0>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<6xi64>) -> tensor<2xi64>
    %11 = "stablehlo.pad"(%10, %3) {edge_padding_low = array<i64: 4>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: 0>} : (tensor<2xi64>, tensor<i64>) -> tensor<6xi64>
    %12 = "stablehlo.add"(%9, %11) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %13 = "stablehlo.constant"() {value = dense<1> : tensor<6xi64>} : () -> tensor<6xi64>
    %14 = "stablehlo.subtract"(%12, %13) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %15 = "stablehlo.reshape"(%14) : (tensor<6xi64>) -> tensor<6x1xi64>
    %16 = "stablehlo.concatenate"(%15) {dimension = 1 : i64} : (tensor<6x1xi64>) -> tensor<6x1xi64>
    %17 = "stablehlo.gather"(%arg2, %16) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>, indices_are_sorted = false} : (tensor<6xf32>, tensor<6x1xi64>) -> tensor<6xf32>
    %18 = "stablehlo.constant"() {value = dense<0> : tensor<6xi64>} : () -> tensor<6xi64>
    %19 = "stablehlo.constant"() {value = dense<6> : tensor<6xi64>} : () -> tensor<6xi64>
    %20 = "stablehlo.compare"(%14, %18) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %21 = "stablehlo.compare"(%14, %19) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %22 = "stablehlo.and"(%20, %21) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %23 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<6xf32>} : () -> tensor<6xf32>
    %24 = "stablehlo.select"(%22, %17, %23) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %25 = "stablehlo.reshape"(%arg0) : (tensor<2x3xf32>) -> tensor<6xf32>
    %26 = "stablehlo.select"(%1, %24, %25) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %27 = "stablehlo.reshape"(%26) : (tensor<6xf32>) -> tensor<2x3xf32>
    "func.return"(%27) : (tensor<2x3xf32>) -> ()
  }
}
