module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
    %0 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.reduce"(%arg0, %1) ({
      ^bb0(%3: tensor<f32>, %4: tensor<f32>):
        %5 = "stablehlo.add"(%3, %4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%5) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %6 = "stablehlo.reshape"(%2) : (tensor<2xf32>) -> tensor<2x1xf32>
    %7 = "stablehlo.constant"() {value = dense<0x40400000> : tensor<2x1xf32>} : () -> tensor<2x1xf32>
    %8 = "stablehlo.divide"(%6, %7) : (tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
    %9 = "stablehlo.reshape"(%8) : (tensor<2x1xf32>) -> tensor<2xf32>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3xf32>
    %11 = "stablehlo.subtract"(%arg0, %10) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %12 = "stablehlo.multiply"(%11, %11) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %13 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %14 = "stablehlo.reduce"(%12, %13) ({
      ^bb0(%15: tensor<f32>, %16: tensor<f32>):
        %17 = "stablehlo.add"(%15, %16) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%17) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %18 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<2xf32>} : () -> tensor<2xf32>
    %19 = "stablehlo.divide"(%14, %18) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %20 = "stablehlo.reshape"(%8) : (tensor<2x1xf32>) -> tensor<2xf32>
    %21 = "stablehlo.sqrt"(%19) : (tensor<2xf32>) -> tensor<2xf32>
    "func.return"(%21, %20) : (tensor<2xf32>, tensor<2xf32>) -> ()
  }
}
