module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x6xf32>) -> (tensor<2x3xf32>) {
    %0 = "stablehlo.slice"(%arg0) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 3>, strides = array<i64: 1, 1>} : (tensor<2x6xf32>) -> tensor<2x3xf32>
    %1 = "stablehlo.slice"(%arg0) {start_indices = array<i64: 0, 3>, limit_indices = array<i64: 2, 6>, strides = array<i64: 1, 1>} : (tensor<2x6xf32>) -> tensor<2x3xf32>
    %2 = "stablehlo.logistic"(%1) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %3 = "stablehlo.multiply"(%0, %2) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%3) : (tensor<2x3xf32>) -> ()
  }
}
