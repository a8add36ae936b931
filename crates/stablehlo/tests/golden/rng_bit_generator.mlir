module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xui64> {tf.aliasing_output = 0 : i32}) -> (tensor<2xui64>, tensor<2x3xui32>, tensor<4xui64>) {
    %0:2 = "stablehlo.rng_bit_generator"(%arg0) {rng_algorithm = #stablehlo<rng_algorithm DEFAULT>} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x3xui32>)
    %1:2 = "stablehlo.rng_bit_generator"(%0#0) {rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui64>)
    "func.return"(%1#0, %0#1, %1#1) : (tensor<2xui64>, tensor<2x3xui32>, tensor<4xui64>) -> ()
  }
}
