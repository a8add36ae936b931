module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> (tensor<f32>) {
    %0 = "stablehlo.constant"() {value = dense<0xC2C80000> : tensor<4xf32>} : () -> tensor<4xf32>
    %1 = "stablehlo.log"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    %2 = "stablehlo.maximum"(%1, %0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %3 = "stablehlo.negate"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    %4 = "stablehlo.log_plus_one"(%3) : (tensor<4xf32>) -> tensor<4xf32>
    %5 = "stablehlo.maximum"(%4, %0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %6 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %7 = "stablehlo.subtract"(%arg1, %6) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %8 = "stablehlo.multiply"(%7, %5) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %9 = "stablehlo.multiply"(%arg1, %2) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %10 = "stablehlo.subtract"(%8, %9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %11 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %12 = "stablehlo.reduce"(%10, %11) ({
      ^bb0(%13: tensor<f32>, %14: tensor<f32>):
        %15 = "stablehlo.add"(%13, %14) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%15) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    "func.return"(%12) : (tensor<f32>) -> ()
  }
}
