module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<3xi1>) -> (tensor<2x4xf32>) {
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
    %15 = "stablehlo.constant"() {value = dense<8> : tensor<6xi64>} : () -> tensor<6xi64>
    %16 = "stablehlo.select"(%1, %14, %15) : (tensor<6xi1>, tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %17 = "stablehlo.reshape"(%16) : (tensor<6xi64>) -> tensor<6x1xi64>
    %18 = "stablehlo.reshape"(%arg0) : (tensor<2x3xf32>) -> tensor<6xf32>
    %19 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<8xf32>} : () -> tensor<8xf32>
    %20 = "stablehlo.scatter"(%19, %17, %18) ({
      ^bb0(%21: tensor<f32>, %22: tensor<f32>):
        "stablehlo.return"(%22) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<8xf32>, tensor<6x1xi64>, tensor<6xf32>) -> tensor<8xf32>
    %23 = "stablehlo.reshape"(%20) : (tensor<8xf32>) -> tensor<2x4xf32>
    "func.return"(%23) : (tensor<2x4xf32>) -> ()
  }
}
