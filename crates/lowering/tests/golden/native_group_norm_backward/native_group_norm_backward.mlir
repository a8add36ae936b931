module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x3xf32>, %arg1: tensor<2x4x3xf32>, %arg2: tensor<2x2xf32>, %arg3: tensor<2x2xf32>, %arg4: tensor<4xf32>) -> (tensor<2x4x3xf32>, tensor<4xf32>, tensor<4xf32>) {
    %0 = "stablehlo.reshape"(%arg1) : (tensor<2x4x3xf32>) -> tensor<2x2x2x3xf32>
    %1 = "stablehlo.reshape"(%arg0) : (tensor<2x4x3xf32>) -> tensor<2x2x2x3xf32>
    %2 = "stablehlo.reshape"(%arg2) : (tensor<2x2xf32>) -> tensor<2x2x1x1xf32>
    %3 = "stablehlo.reshape"(%arg3) : (tensor<2x2xf32>) -> tensor<2x2x1x1xf32>
    %4 = "stablehlo.reshape"(%2) : (tensor<2x2x1x1xf32>) -> tensor<2x2xf32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x2xf32>) -> tensor<2x2x2x3xf32>
    %6 = "stablehlo.subtract"(%0, %5) : (tensor<2x2x2x3xf32>, tensor<2x2x2x3xf32>) -> tensor<2x2x2x3xf32>
    %7 = "stablehlo.reshape"(%3) : (tensor<2x2x1x1xf32>) -> tensor<2x2xf32>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x2xf32>) -> tensor<2x2x2x3xf32>
    %9 = "stablehlo.multiply"(%6, %8) : (tensor<2x2x2x3xf32>, tensor<2x2x2x3xf32>) -> tensor<2x2x2x3xf32>
    %10 = "stablehlo.reshape"(%arg4) : (tensor<4xf32>) -> tensor<1x2x2x1xf32>
    %11 = "stablehlo.reshape"(%10) : (tensor<1x2x2x1xf32>) -> tensor<2x2xf32>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<2x2xf32>) -> tensor<2x2x2x3xf32>
    %13 = "stablehlo.multiply"(%1, %12) : (tensor<2x2x2x3xf32>, tensor<2x2x2x3xf32>) -> tensor<2x2x2x3xf32>
    %14 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %15 = "stablehlo.reduce"(%13, %14) ({
      ^bb0(%16: tensor<f32>, %17: tensor<f32>):
        %18 = "stablehlo.add"(%16, %17) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%18) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2, 3>} : (tensor<2x2x2x3xf32>, tensor<f32>) -> tensor<2x2xf32>
    %19 = "stablehlo.reshape"(%15) : (tensor<2x2xf32>) -> tensor<2x2x1x1xf32>
    %20 = "stablehlo.multiply"(%13, %9) : (tensor<2x2x2x3xf32>, tensor<2x2x2x3xf32>) -> tensor<2x2x2x3xf32>
    %21 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %22 = "stablehlo.reduce"(%20, %21) ({
      ^bb0(%23: tensor<f32>, %24: tensor<f32>):
        %25 = "stablehlo.add"(%23, %24) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%25) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2, 3>} : (tensor<2x2x2x3xf32>, tensor<f32>) -> tensor<2x2xf32>
    %26 = "stablehlo.reshape"(%22) : (tensor<2x2xf32>) -> tensor<2x2x1x1xf32>
    %27 = "stablehlo.constant"() {value = dense<0x40C00000> : tensor<2x2x1x1xf32>} : () -> tensor<2x2x1x1xf32>
    %28 = "stablehlo.divide"(%19, %27) : (tensor<2x2x1x1xf32>, tensor<2x2x1x1xf32>) -> tensor<2x2x1x1xf32>
    %29 = "stablehlo.constant"() {value = dense<0x40C00000> : tensor<2x2x1x1xf32>} : () -> tensor<2x2x1x1xf32>
    %30 = "stablehlo.divide"(%26, %29) : (tensor<2x2x1x1xf32>, tensor<2x2x1x1xf32>) -> tensor<2x2x1x1xf32>
    %31 = "stablehlo.reshape"(%28) : (tensor<2x2x1x1xf32>) -> tensor<2x2xf32>
    %32 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x2xf32>) -> tensor<2x2x2x3xf32>
    %33 = "stablehlo.subtract"(%13, %32) : (tensor<2x2x2x3xf32>, tensor<2x2x2x3xf32>) -> tensor<2x2x2x3xf32>
    %34 = "stablehlo.reshape"(%30) : (tensor<2x2x1x1xf32>) -> tensor<2x2xf32>
    %35 = "stablehlo.broadcast_in_dim"(%34) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x2xf32>) -> tensor<2x2x2x3xf32>
    %36 = "stablehlo.multiply"(%9, %35) : (tensor<2x2x2x3xf32>, tensor<2x2x2x3xf32>) -> tensor<2x2x2x3xf32>
    %37 = "stablehlo.subtract"(%33, %36) : (tensor<2x2x2x3xf32>, tensor<2x2x2x3xf32>) -> tensor<2x2x2x3xf32>
    %38 = "stablehlo.reshape"(%3) : (tensor<2x2x1x1xf32>) -> tensor<2x2xf32>
    %39 = "stablehlo.broadcast_in_dim"(%38) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x2xf32>) -> tensor<2x2x2x3xf32>
    %40 = "stablehlo.multiply"(%37, %39) : (tensor<2x2x2x3xf32>, tensor<2x2x2x3xf32>) -> tensor<2x2x2x3xf32>
    %41 = "stablehlo.reshape"(%40) : (tensor<2x2x2x3xf32>) -> tensor<2x4x3xf32>
    %42 = "stablehlo.multiply"(%1, %9) : (tensor<2x2x2x3xf32>, tensor<2x2x2x3xf32>) -> tensor<2x2x2x3xf32>
    %43 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %44 = "stablehlo.reduce"(%42, %43) ({
      ^bb0(%45: tensor<f32>, %46: tensor<f32>):
        %47 = "stablehlo.add"(%45, %46) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%47) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 3>} : (tensor<2x2x2x3xf32>, tensor<f32>) -> tensor<2x2xf32>
    %48 = "stablehlo.reshape"(%44) : (tensor<2x2xf32>) -> tensor<4xf32>
    %49 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %50 = "stablehlo.reduce"(%1, %49) ({
      ^bb0(%51: tensor<f32>, %52: tensor<f32>):
        %53 = "stablehlo.add"(%51, %52) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%53) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 3>} : (tensor<2x2x2x3xf32>, tensor<f32>) -> tensor<2x2xf32>
    %54 = "stablehlo.reshape"(%50) : (tensor<2x2xf32>) -> tensor<4xf32>
    "func.return"(%41, %48, %54) : (tensor<2x4x3xf32>, tensor<4xf32>, tensor<4xf32>) -> ()
  }
}
