module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x32xf8E4M3FN>, %arg1: tensor<32x16xf8E5M2>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<16xbf16>) -> (tensor<16x16xbf16>) {
    %0 = "stablehlo.convert"(%arg0) : (tensor<16x32xf8E4M3FN>) -> tensor<16x32xf32>
    %1 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x32xf32>
    %2 = "stablehlo.multiply"(%0, %1) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %3 = "stablehlo.convert"(%arg1) : (tensor<32x16xf8E5M2>) -> tensor<32x16xf32>
    %4 = "stablehlo.broadcast_in_dim"(%arg3) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32x16xf32>
    %5 = "stablehlo.multiply"(%3, %4) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %6 = "stablehlo.dot_general"(%2, %5) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %7 = "stablehlo.convert"(%arg4) : (tensor<16xbf16>) -> tensor<16xf32>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %9 = "stablehlo.add"(%6, %8) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %10 = "stablehlo.convert"(%9) : (tensor<16x16xf32>) -> tensor<16x16xbf16>
    "func.return"(%10) : (tensor<16x16xbf16>) -> ()
  }
}
