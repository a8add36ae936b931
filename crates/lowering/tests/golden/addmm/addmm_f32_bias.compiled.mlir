module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<3x4xf32>) -> (tensor<2x4xf32>) {
    %0 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %2 = "stablehlo.dot_general"(%arg1, %arg2) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
    %3 = "stablehlo.broadcast_in_dim"(%arg0) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<2x4xf32>
    %4 = "stablehlo.convert"(%1) : (tensor<i64>) -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x4xf32>
    %6 = "stablehlo.multiply"(%2, %5) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %7 = "stablehlo.convert"(%0) : (tensor<i64>) -> tensor<f32>
    %8 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %9 = "stablehlo.compare"(%7, %8) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<2x4xi1>
    %11 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x4xf32>
    %12 = "stablehlo.multiply"(%3, %11) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %13 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x4xf32>} : () -> tensor<2x4xf32>
    %14 = "stablehlo.select"(%10, %13, %12) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %15 = "stablehlo.add"(%14, %6) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    "func.return"(%15) : (tensor<2x4xf32>) -> ()
  }
}
