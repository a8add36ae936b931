module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x5xf32>) -> (tensor<2x5xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.reduce"(%arg0, %0) ({
      ^bb0(%2: tensor<f32>, %3: tensor<f32>):
        %4 = "stablehlo.maximum"(%2, %3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x5xf32>, tensor<f32>) -> tensor<2xf32>
    %5 = "stablehlo.reshape"(%1) : (tensor<2xf32>) -> tensor<2x1xf32>
    %6 = "stablehlo.reshape"(%5) : (tensor<2x1xf32>) -> tensor<2xf32>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x5xf32>
    %8 = "stablehlo.subtract"(%arg0, %7) : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    %9 = "stablehlo.exponential"(%8) : (tensor<2x5xf32>) -> tensor<2x5xf32>
    %10 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %11 = "stablehlo.reduce"(%9, %10) ({
      ^bb0(%12: tensor<f32>, %13: tensor<f32>):
        %14 = "stablehlo.add"(%12, %13) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%14) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x5xf32>, tensor<f32>) -> tensor<2xf32>
    %15 = "stablehlo.reshape"(%11) : (tensor<2xf32>) -> tensor<2x1xf32>
    %16 = "stablehlo.log"(%15) : (tensor<2x1xf32>) -> tensor<2x1xf32>
    %17 = "stablehlo.reshape"(%16) : (tensor<2x1xf32>) -> tensor<2xf32>
    %18 = "stablehlo.broadcast_in_dim"(%17) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x5xf32>
    %19 = "stablehlo.subtract"(%8, %18) : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    "func.return"(%19) : (tensor<2x5xf32>) -> ()
  }
}
