module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0x3F666666> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.constant"() {value = dense<0x3F400000> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.constant"() {value = dense<0x3F400000> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.constant"() {value = dense<0x3F666666> : tensor<f32>} : () -> tensor<f32>
    %4 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<f32>} : () -> tensor<f32>
    %5 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<f32>} : () -> tensor<f32>
    %6 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %7 = "stablehlo.multiply"(%arg2, %6) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %8 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %9 = "stablehlo.multiply"(%arg1, %8) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %10 = "stablehlo.add"(%7, %9) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %11 = "stablehlo.optimization_barrier"(%10) : (tensor<3xf32>) -> tensor<3xf32>
    %12 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %13 = "stablehlo.multiply"(%11, %12) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %14 = "stablehlo.add"(%arg1, %13) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %15 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %16 = "stablehlo.multiply"(%14, %15) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %17 = "stablehlo.subtract"(%arg0, %16) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%17, %arg1, %11) : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> ()
  }
}
