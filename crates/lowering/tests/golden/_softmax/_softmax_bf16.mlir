module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x5xbf16>) -> (tensor<2x5xbf16>) {
    %0 = "stablehlo.convert"(%arg0) : (tensor<2x5xbf16>) -> tensor<2x5xf32>
    %1 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.reduce"(%0, %1) ({
      ^bb0(%3: tensor<f32>, %4: tensor<f32>):
        %5 = "stablehlo.maximum"(%3, %4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%5) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x5xf32>, tensor<f32>) -> tensor<2xf32>
    %6 = "stablehlo.reshape"(%2) : (tensor<2xf32>) -> tensor<2x1xf32>
    %7 = "stablehlo.reshape"(%6) : (tensor<2x1xf32>) -> tensor<2xf32>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x5xf32>
    %9 = "stablehlo.subtract"(%0, %8) : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    %10 = "stablehlo.exponential"(%9) : (tensor<2x5xf32>) -> tensor<2x5xf32>
    %11 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %12 = "stablehlo.reduce"(%10, %11) ({
      ^bb0(%13: tensor<f32>, %14: tensor<f32>):
        %15 = "stablehlo.add"(%13, %14) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%15) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x5xf32>, tensor<f32>) -> tensor<2xf32>
    %16 = "stablehlo.reshape"(%12) : (tensor<2xf32>) -> tensor<2x1xf32>
    %17 = "stablehlo.reshape"(%16) : (tensor<2x1xf32>) -> tensor<2xf32>
    %18 = "stablehlo.broadcast_in_dim"(%17) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x5xf32>
    %19 = "stablehlo.divide"(%10, %18) : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    %20 = "stablehlo.convert"(%19) : (tensor<2x5xf32>) -> tensor<2x5xbf16>
    "func.return"(%20) : (tensor<2x5xbf16>) -> ()
  }
}
