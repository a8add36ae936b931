module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>) -> (tensor<2x3x4xf32>, tensor<2x3x1xf32>, tensor<2x3x1xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.reduce"(%arg0, %0) ({
      ^bb0(%2: tensor<f32>, %3: tensor<f32>):
        %4 = "stablehlo.add"(%2, %3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2x3xf32>
    %5 = "stablehlo.reshape"(%1) : (tensor<2x3xf32>) -> tensor<2x3x1xf32>
    %6 = "stablehlo.constant"() {value = dense<0x40800000> : tensor<2x3x1xf32>} : () -> tensor<2x3x1xf32>
    %7 = "stablehlo.divide"(%5, %6) : (tensor<2x3x1xf32>, tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
    %8 = "stablehlo.reshape"(%7) : (tensor<2x3x1xf32>) -> tensor<2x3xf32>
    %9 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x3xf32>) -> tensor<2x3x4xf32>
    %10 = "stablehlo.subtract"(%arg0, %9) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %11 = "stablehlo.multiply"(%10, %10) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %12 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %13 = "stablehlo.reduce"(%11, %12) ({
      ^bb0(%14: tensor<f32>, %15: tensor<f32>):
        %16 = "stablehlo.add"(%14, %15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%16) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2x3xf32>
    %17 = "stablehlo.reshape"(%13) : (tensor<2x3xf32>) -> tensor<2x3x1xf32>
    %18 = "stablehlo.constant"() {value = dense<0x40800000> : tensor<2x3x1xf32>} : () -> tensor<2x3x1xf32>
    %19 = "stablehlo.divide"(%17, %18) : (tensor<2x3x1xf32>, tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
    %20 = "stablehlo.constant"() {value = dense<0x3727C5AC> : tensor<2x3x1xf32>} : () -> tensor<2x3x1xf32>
    %21 = "stablehlo.add"(%19, %20) : (tensor<2x3x1xf32>, tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
    %22 = "stablehlo.rsqrt"(%21) : (tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
    %23 = "stablehlo.reshape"(%22) : (tensor<2x3x1xf32>) -> tensor<2x3xf32>
    %24 = "stablehlo.broadcast_in_dim"(%23) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x3xf32>) -> tensor<2x3x4xf32>
    %25 = "stablehlo.multiply"(%10, %24) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %26 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 2>} : (tensor<4xf32>) -> tensor<2x3x4xf32>
    %27 = "stablehlo.multiply"(%25, %26) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %28 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 2>} : (tensor<4xf32>) -> tensor<2x3x4xf32>
    %29 = "stablehlo.add"(%27, %28) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    "func.return"(%29, %7, %22) : (tensor<2x3x4xf32>, tensor<2x3x1xf32>, tensor<2x3x1xf32>) -> ()
  }
}
