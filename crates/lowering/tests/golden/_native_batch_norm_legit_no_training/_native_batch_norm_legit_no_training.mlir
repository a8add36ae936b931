module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x4xf32>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>, %arg3: tensor<3xf32>, %arg4: tensor<3xf32>) -> (tensor<2x3x4xf32>, tensor<0xf32>, tensor<0xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0x3727C5AC> : tensor<3xf32>} : () -> tensor<3xf32>
    %1 = "stablehlo.add"(%arg4, %0) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %2 = "stablehlo.rsqrt"(%1) : (tensor<3xf32>) -> tensor<3xf32>
    %3 = "stablehlo.reshape"(%arg3) : (tensor<3xf32>) -> tensor<1x3x1xf32>
    %4 = "stablehlo.reshape"(%2) : (tensor<3xf32>) -> tensor<1x3x1xf32>
    %5 = "stablehlo.reshape"(%3) : (tensor<1x3x1xf32>) -> tensor<3xf32>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<2x3x4xf32>
    %7 = "stablehlo.subtract"(%arg0, %6) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %8 = "stablehlo.reshape"(%4) : (tensor<1x3x1xf32>) -> tensor<3xf32>
    %9 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<2x3x4xf32>
    %10 = "stablehlo.multiply"(%7, %9) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %11 = "stablehlo.reshape"(%arg1) : (tensor<3xf32>) -> tensor<1x3x1xf32>
    %12 = "stablehlo.reshape"(%11) : (tensor<1x3x1xf32>) -> tensor<3xf32>
    %13 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<2x3x4xf32>
    %14 = "stablehlo.multiply"(%10, %13) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %15 = "stablehlo.reshape"(%arg2) : (tensor<3xf32>) -> tensor<1x3x1xf32>
    %16 = "stablehlo.reshape"(%15) : (tensor<1x3x1xf32>) -> tensor<3xf32>
    %17 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<2x3x4xf32>
    %18 = "stablehlo.add"(%14, %17) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %19 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<0xf32>} : () -> tensor<0xf32>
    "func.return"(%18, %19, %19) : (tensor<2x3x4xf32>, tensor<0xf32>, tensor<0xf32>) -> ()
  }
}
