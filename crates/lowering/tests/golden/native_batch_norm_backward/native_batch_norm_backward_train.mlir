module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<3xf32>, %arg3: tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) {
    %0 = "stablehlo.reshape"(%arg2) : (tensor<3xf32>) -> tensor<1x3xf32>
    %1 = "stablehlo.reshape"(%arg3) : (tensor<3xf32>) -> tensor<1x3xf32>
    %2 = "stablehlo.reshape"(%0) : (tensor<1x3xf32>) -> tensor<3xf32>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<2x3xf32>
    %4 = "stablehlo.subtract"(%arg1, %3) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %5 = "stablehlo.reshape"(%1) : (tensor<1x3xf32>) -> tensor<3xf32>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<2x3xf32>
    %7 = "stablehlo.multiply"(%4, %6) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %8 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %9 = "stablehlo.reduce"(%arg0, %8) ({
      ^bb0(%10: tensor<f32>, %11: tensor<f32>):
        %12 = "stablehlo.add"(%10, %11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%12) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>
    %13 = "stablehlo.multiply"(%arg0, %7) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %14 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %15 = "stablehlo.reduce"(%13, %14) ({
      ^bb0(%16: tensor<f32>, %17: tensor<f32>):
        %18 = "stablehlo.add"(%16, %17) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%18) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>
    %19 = "stablehlo.reshape"(%arg3) : (tensor<3xf32>) -> tensor<1x3xf32>
    %20 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<3xf32>} : () -> tensor<3xf32>
    %21 = "stablehlo.divide"(%9, %20) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %22 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<3xf32>} : () -> tensor<3xf32>
    %23 = "stablehlo.divide"(%15, %22) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %24 = "stablehlo.reshape"(%21) : (tensor<3xf32>) -> tensor<1x3xf32>
    %25 = "stablehlo.reshape"(%23) : (tensor<3xf32>) -> tensor<1x3xf32>
    %26 = "stablehlo.reshape"(%24) : (tensor<1x3xf32>) -> tensor<3xf32>
    %27 = "stablehlo.broadcast_in_dim"(%26) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<2x3xf32>
    %28 = "stablehlo.subtract"(%arg0, %27) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %29 = "stablehlo.reshape"(%25) : (tensor<1x3xf32>) -> tensor<3xf32>
    %30 = "stablehlo.broadcast_in_dim"(%29) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<2x3xf32>
    %31 = "stablehlo.multiply"(%7, %30) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %32 = "stablehlo.subtract"(%28, %31) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %33 = "stablehlo.reshape"(%19) : (tensor<1x3xf32>) -> tensor<3xf32>
    %34 = "stablehlo.broadcast_in_dim"(%33) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<2x3xf32>
    %35 = "stablehlo.multiply"(%32, %34) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%35, %15, %9) : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> ()
  }
}
