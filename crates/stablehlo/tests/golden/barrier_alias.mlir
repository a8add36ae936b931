module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xf32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<i32>) -> (tensor<2xf32>, tensor<i32>) {
    %0:2 = "stablehlo.optimization_barrier"(%arg0, %arg1) : (tensor<2xf32>, tensor<i32>) -> (tensor<2xf32>, tensor<i32>)
    %1 = "stablehlo.add"(%0#0, %0#0) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    "func.return"(%1, %0#1) : (tensor<2xf32>, tensor<i32>) -> ()
  }
}
