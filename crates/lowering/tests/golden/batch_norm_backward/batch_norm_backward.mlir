module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x4xf32>, %arg1: tensor<2x3x4xf32>, %arg2: tensor<3xf32>, %arg3: tensor<3xf32>, %arg4: tensor<3xf32>, %arg5: tensor<3xf32>, %arg6: tensor<3xf32>, %arg7: tensor<0xui8>) -> (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>) {
    %0 = "stablehlo.reshape"(%arg5) : (tensor<3xf32>) -> tensor<1x3x1xf32>
    %1 = "stablehlo.reshape"(%arg6) : (tensor<3xf32>) -> tensor<1x3x1xf32>
    %2 = "stablehlo.reshape"(%0) : (tensor<1x3x1xf32>) -> tensor<3xf32>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<2x3x4xf32>
    %4 = "stablehlo.subtract"(%arg1, %3) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %5 = "stablehlo.reshape"(%1) : (tensor<1x3x1xf32>) -> tensor<3xf32>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<2x3x4xf32>
    %7 = "stablehlo.multiply"(%4, %6) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %8 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %9 = "stablehlo.reduce"(%arg0, %8) ({
      ^bb0(%10: tensor<f32>, %11: tensor<f32>):
        %12 = "stablehlo.add"(%10, %11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%12) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2>} : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<3xf32>
    %13 = "stablehlo.multiply"(%arg0, %7) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %14 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %15 = "stablehlo.reduce"(%13, %14) ({
      ^bb0(%16: tensor<f32>, %17: tensor<f32>):
        %18 = "stablehlo.add"(%16, %17) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%18) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2>} : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<3xf32>
    %19 = "stablehlo.multiply"(%arg2, %arg6) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %20 = "stablehlo.reshape"(%19) : (tensor<3xf32>) -> tensor<1x3x1xf32>
    %21 = "stablehlo.constant"() {value = dense<0x41000000> : tensor<3xf32>} : () -> tensor<3xf32>
    %22 = "stablehlo.divide"(%9, %21) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %23 = "stablehlo.constant"() {value = dense<0x41000000> : tensor<3xf32>} : () -> tensor<3xf32>
    %24 = "stablehlo.divide"(%15, %23) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %25 = "stablehlo.reshape"(%22) : (tensor<3xf32>) -> tensor<1x3x1xf32>
    %26 = "stablehlo.reshape"(%24) : (tensor<3xf32>) -> tensor<1x3x1xf32>
    %27 = "stablehlo.reshape"(%25) : (tensor<1x3x1xf32>) -> tensor<3xf32>
    %28 = "stablehlo.broadcast_in_dim"(%27) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<2x3x4xf32>
    %29 = "stablehlo.subtract"(%arg0, %28) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %30 = "stablehlo.reshape"(%26) : (tensor<1x3x1xf32>) -> tensor<3xf32>
    %31 = "stablehlo.broadcast_in_dim"(%30) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<2x3x4xf32>
    %32 = "stablehlo.multiply"(%7, %31) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %33 = "stablehlo.subtract"(%29, %32) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %34 = "stablehlo.reshape"(%20) : (tensor<1x3x1xf32>) -> tensor<3xf32>
    %35 = "stablehlo.broadcast_in_dim"(%34) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<2x3x4xf32>
    %36 = "stablehlo.multiply"(%33, %35) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    "func.return"(%36, %15, %9) : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>) -> ()
  }
}
