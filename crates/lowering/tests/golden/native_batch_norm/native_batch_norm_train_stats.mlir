module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x4xf32>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>, %arg3: tensor<3xf32>, %arg4: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.reduce"(%arg0, %0) ({
      ^bb0(%2: tensor<f32>, %3: tensor<f32>):
        %4 = "stablehlo.add"(%2, %3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2>} : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<3xf32>
    %5 = "stablehlo.constant"() {value = dense<0x41000000> : tensor<3xf32>} : () -> tensor<3xf32>
    %6 = "stablehlo.divide"(%1, %5) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %7 = "stablehlo.reshape"(%6) : (tensor<3xf32>) -> tensor<1x3x1xf32>
    %8 = "stablehlo.reshape"(%7) : (tensor<1x3x1xf32>) -> tensor<3xf32>
    %9 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<2x3x4xf32>
    %10 = "stablehlo.subtract"(%arg0, %9) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %11 = "stablehlo.multiply"(%10, %10) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %12 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %13 = "stablehlo.reduce"(%11, %12) ({
      ^bb0(%14: tensor<f32>, %15: tensor<f32>):
        %16 = "stablehlo.add"(%14, %15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%16) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2>} : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<3xf32>
    %17 = "stablehlo.constant"() {value = dense<0x41000000> : tensor<3xf32>} : () -> tensor<3xf32>
    %18 = "stablehlo.divide"(%13, %17) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %19 = "stablehlo.constant"() {value = dense<0x3727C5AC> : tensor<3xf32>} : () -> tensor<3xf32>
    %20 = "stablehlo.add"(%18, %19) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %21 = "stablehlo.rsqrt"(%20) : (tensor<3xf32>) -> tensor<3xf32>
    %22 = "stablehlo.reshape"(%6) : (tensor<3xf32>) -> tensor<1x3x1xf32>
    %23 = "stablehlo.reshape"(%21) : (tensor<3xf32>) -> tensor<1x3x1xf32>
    %24 = "stablehlo.reshape"(%22) : (tensor<1x3x1xf32>) -> tensor<3xf32>
    %25 = "stablehlo.broadcast_in_dim"(%24) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<2x3x4xf32>
    %26 = "stablehlo.subtract"(%arg0, %25) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %27 = "stablehlo.reshape"(%23) : (tensor<1x3x1xf32>) -> tensor<3xf32>
    %28 = "stablehlo.broadcast_in_dim"(%27) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<2x3x4xf32>
    %29 = "stablehlo.multiply"(%26, %28) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %30 = "stablehlo.reshape"(%arg1) : (tensor<3xf32>) -> tensor<1x3x1xf32>
    %31 = "stablehlo.reshape"(%30) : (tensor<1x3x1xf32>) -> tensor<3xf32>
    %32 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<2x3x4xf32>
    %33 = "stablehlo.multiply"(%29, %32) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %34 = "stablehlo.reshape"(%arg2) : (tensor<3xf32>) -> tensor<1x3x1xf32>
    %35 = "stablehlo.reshape"(%34) : (tensor<1x3x1xf32>) -> tensor<3xf32>
    %36 = "stablehlo.broadcast_in_dim"(%35) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<2x3x4xf32>
    %37 = "stablehlo.add"(%33, %36) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %38 = "stablehlo.constant"() {value = dense<0x3F666666> : tensor<3xf32>} : () -> tensor<3xf32>
    %39 = "stablehlo.multiply"(%arg3, %38) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %40 = "stablehlo.constant"() {value = dense<0x3DCCCCCD> : tensor<3xf32>} : () -> tensor<3xf32>
    %41 = "stablehlo.multiply"(%6, %40) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %42 = "stablehlo.add"(%39, %41) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %43 = "stablehlo.constant"() {value = dense<0x3F924925> : tensor<3xf32>} : () -> tensor<3xf32>
    %44 = "stablehlo.multiply"(%18, %43) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %45 = "stablehlo.constant"() {value = dense<0x3F666666> : tensor<3xf32>} : () -> tensor<3xf32>
    %46 = "stablehlo.multiply"(%arg4, %45) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %47 = "stablehlo.constant"() {value = dense<0x3DCCCCCD> : tensor<3xf32>} : () -> tensor<3xf32>
    %48 = "stablehlo.multiply"(%44, %47) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %49 = "stablehlo.add"(%46, %48) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%42, %49, %37, %6, %21) : (tensor<3xf32>, tensor<3xf32>, tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>) -> ()
  }
}
