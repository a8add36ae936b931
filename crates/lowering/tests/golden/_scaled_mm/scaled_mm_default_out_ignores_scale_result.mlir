module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x32xf8E4M3FN>, %arg1: tensor<32x16xf8E5M2>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>) -> (tensor<16x16xf8E4M3FN>) {
    %0 = "stablehlo.convert"(%arg0) : (tensor<16x32xf8E4M3FN>) -> tensor<16x32xf32>
    %1 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x32xf32>
    %2 = "stablehlo.multiply"(%0, %1) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %3 = "stablehlo.convert"(%arg1) : (tensor<32x16xf8E5M2>) -> tensor<32x16xf32>
    %4 = "stablehlo.broadcast_in_dim"(%arg3) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32x16xf32>
    %5 = "stablehlo.multiply"(%3, %4) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %6 = "stablehlo.dot_general"(%2, %5) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %7 = "stablehlo.constant"() {value = dense<0x43E00000> : tensor<16x16xf32>} : () -> tensor<16x16xf32>
    %8 = "stablehlo.constant"() {value = dense<0xC3E00000> : tensor<16x16xf32>} : () -> tensor<16x16xf32>
    %9 = "stablehlo.compare"(%6, %7) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xi1>
    %10 = "stablehlo.select"(%9, %7, %6) : (tensor<16x16xi1>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %11 = "stablehlo.compare"(%10, %8) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xi1>
    %12 = "stablehlo.select"(%11, %8, %10) : (tensor<16x16xi1>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %13 = "stablehlo.convert"(%12) : (tensor<16x16xf32>) -> tensor<16x16xf8E4M3FN>
    "func.return"(%13) : (tensor<16x16xf8E4M3FN>) -> ()
  }
}
