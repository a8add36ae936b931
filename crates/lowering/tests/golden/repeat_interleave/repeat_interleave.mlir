module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xi64>) -> (tensor<7xi64>) {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.slice"(%arg0) {start_indices = array<i64: 0>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<3xi64>) -> tensor<2xi64>
    %2 = "stablehlo.pad"(%1, %0) {edge_padding_low = array<i64: 1>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: 0>} : (tensor<2xi64>, tensor<i64>) -> tensor<3xi64>
    %3 = "stablehlo.add"(%2, %arg0) : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %4 = "stablehlo.slice"(%3) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<3xi64>) -> tensor<1xi64>
    %5 = "stablehlo.pad"(%4, %0) {edge_padding_low = array<i64: 2>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: 0>} : (tensor<1xi64>, tensor<i64>) -> tensor<3xi64>
    %6 = "stablehlo.add"(%5, %3) : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %7 = "stablehlo.constant"() {value = dense<0> : tensor<7xi64>} : () -> tensor<7xi64>
    %8 = "stablehlo.constant"() {value = dense<1> : tensor<3xi64>} : () -> tensor<3xi64>
    %9 = "stablehlo.reshape"(%6) : (tensor<3xi64>) -> tensor<3x1xi64>
    %10 = "stablehlo.scatter"(%7, %9, %8) ({
      ^bb0(%11: tensor<i64>, %12: tensor<i64>):
        %13 = "stablehlo.add"(%11, %12) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%13) : (tensor<i64>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<7xi64>, tensor<3x1xi64>, tensor<3xi64>) -> tensor<7xi64>
    %14 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %15 = "stablehlo.slice"(%10) {start_indices = array<i64: 0>, limit_indices = array<i64: 6>, strides = array<i64: 1>} : (tensor<7xi64>) -> tensor<6xi64>
    %16 = "stablehlo.pad"(%15, %14) {edge_padding_low = array<i64: 1>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: 0>} : (tensor<6xi64>, tensor<i64>) -> tensor<7xi64>
    %17 = "stablehlo.add"(%16, %10) : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>
    %18 = "stablehlo.slice"(%17) {start_indices = array<i64: 0>, limit_indices = array<i64: 5>, strides = array<i64: 1>} : (tensor<7xi64>) -> tensor<5xi64>
    %19 = "stablehlo.pad"(%18, %14) {edge_padding_low = array<i64: 2>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: 0>} : (tensor<5xi64>, tensor<i64>) -> tensor<7xi64>
    %20 = "stablehlo.add"(%19, %17) : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>
    %21 = "stablehlo.slice"(%20) {start_indices = array<i64: 0>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<7xi64>) -> tensor<3xi64>
    %22 = "stablehlo.pad"(%21, %14) {edge_padding_low = array<i64: 4>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: 0>} : (tensor<3xi64>, tensor<i64>) -> tensor<7xi64>
    %23 = "stablehlo.add"(%22, %20) : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>
    "func.return"(%23) : (tensor<7xi64>) -> ()
  }
}
