module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) {
    %0 = "stablehlo.slice"(%arg0) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 1>, strides = array<i64: 1, 1>} : (tensor<2x3xf32>) -> tensor<2x1xf32>
    %1 = "stablehlo.reshape"(%0) : (tensor<2x1xf32>) -> tensor<2xf32>
    %2 = "stablehlo.slice"(%arg0) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 2, 2>, strides = array<i64: 1, 1>} : (tensor<2x3xf32>) -> tensor<2x1xf32>
    %3 = "stablehlo.reshape"(%2) : (tensor<2x1xf32>) -> tensor<2xf32>
    %4 = "stablehlo.slice"(%arg0) {start_indices = array<i64: 0, 2>, limit_indices = array<i64: 2, 3>, strides = array<i64: 1, 1>} : (tensor<2x3xf32>) -> tensor<2x1xf32>
    %5 = "stablehlo.reshape"(%4) : (tensor<2x1xf32>) -> tensor<2xf32>
    "func.return"(%1, %3, %5) : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> ()
  }
}
