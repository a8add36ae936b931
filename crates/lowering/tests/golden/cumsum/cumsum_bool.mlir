module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xi1>) -> (tensor<5xi64>) {
    %0 = "stablehlo.convert"(%arg0) : (tensor<5xi1>) -> tensor<5xi64>
    %1 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %2 = "stablehlo.slice"(%0) {start_indices = array<i64: 0>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<5xi64>) -> tensor<4xi64>
    %3 = "stablehlo.pad"(%2, %1) {edge_padding_low = array<i64: 1>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: 0>} : (tensor<4xi64>, tensor<i64>) -> tensor<5xi64>
    %4 = "stablehlo.add"(%3, %0) : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %5 = "stablehlo.slice"(%4) {start_indices = array<i64: 0>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<5xi64>) -> tensor<3xi64>
    %6 = "stablehlo.pad"(%5, %1) {edge_padding_low = array<i64: 2>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: 0>} : (tensor<3xi64>, tensor<i64>) -> tensor<5xi64>
    %7 = "stablehlo.add"(%6, %4) : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %8 = "stablehlo.slice"(%7) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<5xi64>) -> tensor<1xi64>
    %9 = "stablehlo.pad"(%8, %1) {edge_padding_low = array<i64: 4>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: 0>} : (tensor<1xi64>, tensor<i64>) -> tensor<5xi64>
    %10 = "stablehlo.add"(%9, %7) : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    "func.return"(%10) : (tensor<5xi64>) -> ()
  }
}
