module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x2xf32>) -> (tensor<3xcomplex<f32>>) {
    %0 = "stablehlo.slice"(%arg0) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 3, 1>, strides = array<i64: 1, 1>} : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %1 = "stablehlo.slice"(%arg0) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 3, 2>, strides = array<i64: 1, 1>} : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %2 = "stablehlo.reshape"(%0) : (tensor<3x1xf32>) -> tensor<3xf32>
    %3 = "stablehlo.reshape"(%1) : (tensor<3x1xf32>) -> tensor<3xf32>
    %4 = "stablehlo.complex"(%2, %3) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xcomplex<f32>>
    "func.return"(%4) : (tensor<3xcomplex<f32>>) -> ()
  }
}
