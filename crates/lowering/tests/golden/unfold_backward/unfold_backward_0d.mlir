module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1xf32>) -> (tensor<f32>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<1xf32>) -> tensor<f32>
    "func.return"(%0) : (tensor<f32>) -> ()
  }
}
