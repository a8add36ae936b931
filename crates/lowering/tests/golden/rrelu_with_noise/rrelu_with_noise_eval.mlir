module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<2xui64>) -> (tensor<4xf32>, tensor<4xf32>) {
    %0 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1 = "stablehlo.broadcast_in_dim"(%arg3) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %3 = "stablehlo.add"(%0, %1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %4 = "stablehlo.constant"() {value = dense<0x3F000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %5 = "stablehlo.multiply"(%3, %4) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %6 = "stablehlo.compare"(%arg0, %2) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %7 = "stablehlo.multiply"(%arg0, %5) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %8 = "stablehlo.select"(%6, %arg0, %7) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%arg1, %8) : (tensor<4xf32>, tensor<4xf32>) -> ()
  }
}
