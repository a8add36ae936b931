module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x3xf32>, %arg1: tensor<4xf32>) -> (tensor<2x4x3xf32>, tensor<2x2xf32>, tensor<2x2xf32>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<2x4x3xf32>) -> tensor<2x2x6xf32>
    %1 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.reduce"(%0, %1) ({
      ^bb0(%3: tensor<f32>, %4: tensor<f32>):
        %5 = "stablehlo.add"(%3, %4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%5) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x2x6xf32>, tensor<f32>) -> tensor<2x2xf32>
    %6 = "stablehlo.reshape"(%2) : (tensor<2x2xf32>) -> tensor<2x2x1xf32>
    %7 = "stablehlo.constant"() {value = dense<0x40C00000> : tensor<2x2x1xf32>} : () -> tensor<2x2x1xf32>
    %8 = "stablehlo.divide"(%6, %7) : (tensor<2x2x1xf32>, tensor<2x2x1xf32>) -> tensor<2x2x1xf32>
    %9 = "stablehlo.reshape"(%8) : (tensor<2x2x1xf32>) -> tensor<2x2xf32>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x2xf32>) -> tensor<2x2x6xf32>
    %11 = "stablehlo.subtract"(%0, %10) : (tensor<2x2x6xf32>, tensor<2x2x6xf32>) -> tensor<2x2x6xf32>
    %12 = "stablehlo.multiply"(%11, %11) : (tensor<2x2x6xf32>, tensor<2x2x6xf32>) -> tensor<2x2x6xf32>
    %13 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %14 = "stablehlo.reduce"(%12, %13) ({
      ^bb0(%15: tensor<f32>, %16: tensor<f32>):
        %17 = "stablehlo.add"(%15, %16) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%17) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x2x6xf32>, tensor<f32>) -> tensor<2x2xf32>
    %18 = "stablehlo.reshape"(%14) : (tensor<2x2xf32>) -> tensor<2x2x1xf32>
    %19 = "stablehlo.constant"() {value = dense<0x40C00000> : tensor<2x2x1xf32>} : () -> tensor<2x2x1xf32>
    %20 = "stablehlo.divide"(%18, %19) : (tensor<2x2x1xf32>, tensor<2x2x1xf32>) -> tensor<2x2x1xf32>
    %21 = "stablehlo.constant"() {value = dense<0x3727C5AC> : tensor<2x2x1xf32>} : () -> tensor<2x2x1xf32>
    %22 = "stablehlo.add"(%20, %21) : (tensor<2x2x1xf32>, tensor<2x2x1xf32>) -> tensor<2x2x1xf32>
    %23 = "stablehlo.rsqrt"(%22) : (tensor<2x2x1xf32>) -> tensor<2x2x1xf32>
    %24 = "stablehlo.reshape"(%23) : (tensor<2x2x1xf32>) -> tensor<2x2xf32>
    %25 = "stablehlo.broadcast_in_dim"(%24) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x2xf32>) -> tensor<2x2x6xf32>
    %26 = "stablehlo.multiply"(%11, %25) : (tensor<2x2x6xf32>, tensor<2x2x6xf32>) -> tensor<2x2x6xf32>
    %27 = "stablehlo.reshape"(%26) : (tensor<2x2x6xf32>) -> tensor<2x4x3xf32>
    %28 = "stablehlo.reshape"(%arg1) : (tensor<4xf32>) -> tensor<1x4x1xf32>
    %29 = "stablehlo.reshape"(%28) : (tensor<1x4x1xf32>) -> tensor<4xf32>
    %30 = "stablehlo.broadcast_in_dim"(%29) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<2x4x3xf32>
    %31 = "stablehlo.multiply"(%27, %30) : (tensor<2x4x3xf32>, tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
    %32 = "stablehlo.reshape"(%8) : (tensor<2x2x1xf32>) -> tensor<2x2xf32>
    %33 = "stablehlo.reshape"(%23) : (tensor<2x2x1xf32>) -> tensor<2x2xf32>
    "func.return"(%31, %32, %33) : (tensor<2x4x3xf32>, tensor<2x2xf32>, tensor<2x2xf32>) -> ()
  }
}
