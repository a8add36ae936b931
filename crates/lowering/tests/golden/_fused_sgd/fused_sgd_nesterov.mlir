module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>, %arg3: tensor<f32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0x3F666666> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %4 = "stablehlo.multiply"(%arg2, %3) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %5 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %6 = "stablehlo.multiply"(%arg1, %5) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %7 = "stablehlo.add"(%4, %6) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %8 = "stablehlo.optimization_barrier"(%7) : (tensor<3xf32>) -> tensor<3xf32>
    %9 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %10 = "stablehlo.multiply"(%8, %9) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %11 = "stablehlo.add"(%arg1, %10) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %12 = "stablehlo.broadcast_in_dim"(%arg3) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %13 = "stablehlo.multiply"(%11, %12) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %14 = "stablehlo.subtract"(%arg0, %13) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%14, %arg1, %8) : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> ()
  }
}
