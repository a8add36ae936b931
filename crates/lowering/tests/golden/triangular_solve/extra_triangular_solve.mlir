module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x2xf32>, %arg1: tensor<3x3xf32>) -> (tensor<2x3x2xf32>, tensor<2x3x3xf32>) {
    %0 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf32>) -> tensor<2x3x3xf32>
    %1 = "stablehlo.triangular_solve"(%0, %arg0) {left_side = true, lower = false, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<2x3x3xf32>, tensor<2x3x2xf32>) -> tensor<2x3x2xf32>
    "func.return"(%1, %0) : (tensor<2x3x2xf32>, tensor<2x3x3xf32>) -> ()
  }
}
