module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x5xf32>, %arg1: tensor<2x5xf32>) -> (tensor<2x5xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.reduce"(%arg0, %0) ({
      ^bb0(%2: tensor<f32>, %3: tensor<f32>):
        %4 = "stablehlo.add"(%2, %3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x5xf32>, tensor<f32>) -> tensor<2xf32>
    %5 = "stablehlo.reshape"(%1) : (tensor<2xf32>) -> tensor<2x1xf32>
    %6 = "stablehlo.exponential"(%arg1) : (tensor<2x5xf32>) -> tensor<2x5xf32>
    %7 = "stablehlo.reshape"(%5) : (tensor<2x1xf32>) -> tensor<2xf32>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x5xf32>
    %9 = "stablehlo.multiply"(%6, %8) : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    %10 = "stablehlo.subtract"(%arg0, %9) : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    "func.return"(%10) : (tensor<2x5xf32>) -> ()
  }
}
