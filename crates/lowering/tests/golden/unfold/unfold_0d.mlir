module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<f32>) -> (tensor<1xf32>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<f32>) -> tensor<1xf32>
    %1 = "stablehlo.slice"(%0) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<1xf32>) -> tensor<1xf32>
    "func.return"(%1) : (tensor<1xf32>) -> ()
  }
}
