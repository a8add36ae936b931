module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x32xf8E4M3FN>, %arg1: tensor<32x16xf8E5M2>, %arg2: tensor<16x1xf32>, %arg3: tensor<1x16xf32>, %arg4: tensor<f32>) -> (tensor<16x16xf8E4M3FN>) {
    %0 = "stablehlo.convert"(%arg0) : (tensor<16x32xf8E4M3FN>) -> tensor<16x32xf32>
    %1 = "stablehlo.reshape"(%arg2) : (tensor<16x1xf32>) -> tensor<16xf32>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x32xf32>
    %3 = "stablehlo.multiply"(%0, %2) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %4 = "stablehlo.convert"(%arg1) : (tensor<32x16xf8E5M2>) -> tensor<32x16xf32>
    %5 = "stablehlo.reshape"(%arg3) : (tensor<1x16xf32>) -> tensor<16xf32>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<32x16xf32>
    %7 = "stablehlo.multiply"(%4, %6) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %8 = "stablehlo.dot_general"(%3, %7) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %9 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<f32>} : () -> tensor<f32>
    %10 = "stablehlo.divide"(%9, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %11 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x16xf32>
    %12 = "stablehlo.multiply"(%8, %11) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %13 = "stablehlo.constant"() {value = dense<0x43E00000> : tensor<16x16xf32>} : () -> tensor<16x16xf32>
    %14 = "stablehlo.constant"() {value = dense<0xC3E00000> : tensor<16x16xf32>} : () -> tensor<16x16xf32>
    %15 = "stablehlo.compare"(%12, %13) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xi1>
    %16 = "stablehlo.select"(%15, %13, %12) : (tensor<16x16xi1>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %17 = "stablehlo.compare"(%16, %14) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xi1>
    %18 = "stablehlo.select"(%17, %14, %16) : (tensor<16x16xi1>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %19 = "stablehlo.convert"(%18) : (tensor<16x16xf32>) -> tensor<16x16xf8E4M3FN>
    "func.return"(%19) : (tensor<16x16xf8E4M3FN>) -> ()
  }
}
