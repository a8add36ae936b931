module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4xf32>, %arg1: tensor<2x4xf32>, %arg2: tensor<2x1xf32>, %arg3: tensor<2x1xf32>, %arg4: tensor<4xf32>) -> (tensor<2x4xf32>, tensor<4xf32>, tensor<4xf32>) {
    %0 = "stablehlo.reshape"(%arg2) : (tensor<2x1xf32>) -> tensor<2xf32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x4xf32>
    %2 = "stablehlo.subtract"(%arg1, %1) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %3 = "stablehlo.reshape"(%arg3) : (tensor<2x1xf32>) -> tensor<2xf32>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x4xf32>
    %5 = "stablehlo.multiply"(%2, %4) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %6 = "stablehlo.broadcast_in_dim"(%arg4) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<2x4xf32>
    %7 = "stablehlo.multiply"(%arg0, %6) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %8 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %9 = "stablehlo.reduce"(%7, %8) ({
      ^bb0(%10: tensor<f32>, %11: tensor<f32>):
        %12 = "stablehlo.add"(%10, %11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%12) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<2xf32>
    %13 = "stablehlo.reshape"(%9) : (tensor<2xf32>) -> tensor<2x1xf32>
    %14 = "stablehlo.multiply"(%7, %5) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %15 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %16 = "stablehlo.reduce"(%14, %15) ({
      ^bb0(%17: tensor<f32>, %18: tensor<f32>):
        %19 = "stablehlo.add"(%17, %18) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%19) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<2xf32>
    %20 = "stablehlo.reshape"(%16) : (tensor<2xf32>) -> tensor<2x1xf32>
    %21 = "stablehlo.constant"() {value = dense<0x40800000> : tensor<2x4xf32>} : () -> tensor<2x4xf32>
    %22 = "stablehlo.multiply"(%7, %21) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %23 = "stablehlo.reshape"(%13) : (tensor<2x1xf32>) -> tensor<2xf32>
    %24 = "stablehlo.broadcast_in_dim"(%23) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x4xf32>
    %25 = "stablehlo.subtract"(%22, %24) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %26 = "stablehlo.reshape"(%20) : (tensor<2x1xf32>) -> tensor<2xf32>
    %27 = "stablehlo.broadcast_in_dim"(%26) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x4xf32>
    %28 = "stablehlo.multiply"(%5, %27) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %29 = "stablehlo.subtract"(%25, %28) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %30 = "stablehlo.constant"() {value = dense<0x40800000> : tensor<2x1xf32>} : () -> tensor<2x1xf32>
    %31 = "stablehlo.divide"(%arg3, %30) : (tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
    %32 = "stablehlo.reshape"(%31) : (tensor<2x1xf32>) -> tensor<2xf32>
    %33 = "stablehlo.broadcast_in_dim"(%32) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x4xf32>
    %34 = "stablehlo.multiply"(%29, %33) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %35 = "stablehlo.multiply"(%arg0, %5) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %36 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %37 = "stablehlo.reduce"(%35, %36) ({
      ^bb0(%38: tensor<f32>, %39: tensor<f32>):
        %40 = "stablehlo.add"(%38, %39) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%40) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %41 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %42 = "stablehlo.reduce"(%arg0, %41) ({
      ^bb0(%43: tensor<f32>, %44: tensor<f32>):
        %45 = "stablehlo.add"(%43, %44) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%45) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    "func.return"(%34, %37, %42) : (tensor<2x4xf32>, tensor<4xf32>, tensor<4xf32>) -> ()
  }
}
