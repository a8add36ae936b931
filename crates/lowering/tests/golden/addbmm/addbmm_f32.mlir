module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4xf32>, %arg1: tensor<5x2x3xf32>, %arg2: tensor<5x3x4xf32>, %arg3: tensor<f32>, %arg4: tensor<f32>) -> (tensor<2x4xf32>) {
    %0 = "stablehlo.dot_general"(%arg1, %arg2) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 2], rhs_contracting_dimensions = [0, 1]>} : (tensor<5x2x3xf32>, tensor<5x3x4xf32>) -> tensor<2x4xf32>
    %1 = "stablehlo.broadcast_in_dim"(%arg4) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x4xf32>
    %2 = "stablehlo.multiply"(%0, %1) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %3 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %4 = "stablehlo.compare"(%arg3, %3) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<2x4xi1>
    %6 = "stablehlo.broadcast_in_dim"(%arg3) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x4xf32>
    %7 = "stablehlo.multiply"(%arg0, %6) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %8 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x4xf32>} : () -> tensor<2x4xf32>
    %9 = "stablehlo.select"(%5, %8, %7) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %10 = "stablehlo.add"(%9, %2) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    "func.return"(%10) : (tensor<2x4xf32>) -> ()
  }
}
