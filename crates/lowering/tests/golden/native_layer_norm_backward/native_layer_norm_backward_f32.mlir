module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4xf32>, %arg1: tensor<2x4xf32>, %arg2: tensor<2x1xf32>, %arg3: tensor<2x1xf32>, %arg4: tensor<4xf32>) -> (tensor<2x4xf32>, tensor<4xf32>, tensor<4xf32>) {
    %0 = "stablehlo.reshape"(%arg2) : (tensor<2x1xf32>) -> tensor<2x1xf32>
    %1 = "stablehlo.reshape"(%arg3) : (tensor<2x1xf32>) -> tensor<2x1xf32>
    %2 = "stablehlo.reshape"(%0) : (tensor<2x1xf32>) -> tensor<2xf32>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x4xf32>
    %4 = "stablehlo.subtract"(%arg1, %3) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %5 = "stablehlo.reshape"(%1) : (tensor<2x1xf32>) -> tensor<2xf32>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x4xf32>
    %7 = "stablehlo.multiply"(%4, %6) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %8 = "stablehlo.broadcast_in_dim"(%arg4) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<2x4xf32>
    %9 = "stablehlo.multiply"(%arg0, %8) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %10 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %11 = "stablehlo.reduce"(%9, %10) ({
      ^bb0(%12: tensor<f32>, %13: tensor<f32>):
        %14 = "stablehlo.add"(%12, %13) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%14) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<2xf32>
    %15 = "stablehlo.reshape"(%11) : (tensor<2xf32>) -> tensor<2x1xf32>
    %16 = "stablehlo.multiply"(%9, %7) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %17 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %18 = "stablehlo.reduce"(%16, %17) ({
      ^bb0(%19: tensor<f32>, %20: tensor<f32>):
        %21 = "stablehlo.add"(%19, %20) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%21) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<2xf32>
    %22 = "stablehlo.reshape"(%18) : (tensor<2xf32>) -> tensor<2x1xf32>
    %23 = "stablehlo.constant"() {value = dense<0x40800000> : tensor<2x4xf32>} : () -> tensor<2x4xf32>
    %24 = "stablehlo.multiply"(%9, %23) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %25 = "stablehlo.reshape"(%15) : (tensor<2x1xf32>) -> tensor<2xf32>
    %26 = "stablehlo.broadcast_in_dim"(%25) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x4xf32>
    %27 = "stablehlo.subtract"(%24, %26) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %28 = "stablehlo.reshape"(%22) : (tensor<2x1xf32>) -> tensor<2xf32>
    %29 = "stablehlo.broadcast_in_dim"(%28) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x4xf32>
    %30 = "stablehlo.multiply"(%7, %29) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %31 = "stablehlo.subtract"(%27, %30) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %32 = "stablehlo.constant"() {value = dense<0x40800000> : tensor<2x1xf32>} : () -> tensor<2x1xf32>
    %33 = "stablehlo.divide"(%1, %32) : (tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
    %34 = "stablehlo.reshape"(%33) : (tensor<2x1xf32>) -> tensor<2xf32>
    %35 = "stablehlo.broadcast_in_dim"(%34) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x4xf32>
    %36 = "stablehlo.multiply"(%31, %35) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %37 = "stablehlo.multiply"(%arg0, %7) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %38 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %39 = "stablehlo.reduce"(%37, %38) ({
      ^bb0(%40: tensor<f32>, %41: tensor<f32>):
        %42 = "stablehlo.add"(%40, %41) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%42) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %43 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %44 = "stablehlo.reduce"(%arg0, %43) ({
      ^bb0(%45: tensor<f32>, %46: tensor<f32>):
        %47 = "stablehlo.add"(%45, %46) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%47) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    "func.return"(%36, %39, %44) : (tensor<2x4xf32>, tensor<4xf32>, tensor<4xf32>) -> ()
  }
}
