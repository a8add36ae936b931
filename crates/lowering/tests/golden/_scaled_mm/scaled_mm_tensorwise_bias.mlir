module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x32xf8E4M3FN>, %arg1: tensor<32x16xf8E5M2>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<16xbf16>) -> (tensor<16x16xbf16>) {
    %0 = "stablehlo.convert"(%arg0) : (tensor<16x32xf8E4M3FN>) -> tensor<16x32xf32>
    %1 = "stablehlo.reshape"(%arg2) : (tensor<f32>) -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x32xf32>
    %3 = "stablehlo.multiply"(%0, %2) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %4 = "stablehlo.convert"(%arg1) : (tensor<32x16xf8E5M2>) -> tensor<32x16xf32>
    %5 = "stablehlo.reshape"(%arg3) : (tensor<f32>) -> tensor<f32>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32x16xf32>
    %7 = "stablehlo.multiply"(%4, %6) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %8 = "stablehlo.dot_general"(%3, %7) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %9 = "stablehlo.convert"(%arg4) : (tensor<16xbf16>) -> tensor<16xf32>
    %10 = "stablehlo.reshape"(%9) : (tensor<16xf32>) -> tensor<16xf32>
    %11 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %12 = "stablehlo.add"(%8, %11) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %13 = "stablehlo.convert"(%12) : (tensor<16x16xf32>) -> tensor<16x16xbf16>
    "func.return"(%13) : (tensor<16x16xbf16>) -> ()
  }
}
