module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<2x6xf32>) -> (tensor<2x6xf32>) {
    %0 = "stablehlo.slice"(%arg1) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 3>, strides = array<i64: 1, 1>} : (tensor<2x6xf32>) -> tensor<2x3xf32>
    %1 = "stablehlo.slice"(%arg1) {start_indices = array<i64: 0, 3>, limit_indices = array<i64: 2, 6>, strides = array<i64: 1, 1>} : (tensor<2x6xf32>) -> tensor<2x3xf32>
    %2 = "stablehlo.logistic"(%1) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %3 = "stablehlo.multiply"(%arg0, %2) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %4 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
    %5 = "stablehlo.subtract"(%4, %2) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %6 = "stablehlo.multiply"(%3, %0) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %7 = "stablehlo.multiply"(%6, %5) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %8 = "stablehlo.concatenate"(%3, %7) {dimension = 1 : i64} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x6xf32>
    "func.return"(%8) : (tensor<2x6xf32>) -> ()
  }
}
