module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>, %arg3: tensor<f32>, %arg4: tensor<f32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%arg3) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %3 = "stablehlo.multiply"(%arg2, %2) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %4 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %5 = "stablehlo.multiply"(%arg1, %4) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %6 = "stablehlo.add"(%3, %5) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %7 = "stablehlo.optimization_barrier"(%6) : (tensor<3xf32>) -> tensor<3xf32>
    %8 = "stablehlo.broadcast_in_dim"(%arg3) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %9 = "stablehlo.multiply"(%7, %8) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %10 = "stablehlo.add"(%arg1, %9) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %11 = "stablehlo.broadcast_in_dim"(%arg4) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %12 = "stablehlo.multiply"(%10, %11) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %13 = "stablehlo.subtract"(%arg0, %12) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%13, %arg1, %7) : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> ()
  }
}
