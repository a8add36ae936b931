module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x3xf32>, %arg1: tensor<2x3x4xf32>, %arg2: tensor<2x4x3xf32>) -> (tensor<2x3x3xf32>, tensor<2x3x4xf32>, tensor<2x4x3xf32>) {
    %0 = "stablehlo.cholesky"(%arg0) {lower = true} : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1 = "stablehlo.triangular_solve"(%0, %arg1) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<2x3x3xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %2 = "stablehlo.triangular_solve"(%0, %arg2) {left_side = false, lower = true, unit_diagonal = true, transpose_a = #stablehlo<transpose TRANSPOSE>} : (tensor<2x3x3xf32>, tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
    "func.return"(%0, %1, %2) : (tensor<2x3x3xf32>, tensor<2x3x4xf32>, tensor<2x4x3xf32>) -> ()
  }
}
