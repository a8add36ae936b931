module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x1x2x2x2xf32>, %arg1: tensor<1x1x4x4x4xf32>, %arg2: tensor<1x1x2x2x2xi64>) -> (tensor<1x1x4x4x4xf32>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<1x1x2x2x2xf32>) -> tensor<8xf32>
    %1 = "stablehlo.reshape"(%arg2) : (tensor<1x1x2x2x2xi64>) -> tensor<1x8xi64>
    %2 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1x8xi64>
    %3 = "stablehlo.constant"() {value = dense<64> : tensor<1x8xi64>} : () -> tensor<1x8xi64>
    %4 = "stablehlo.multiply"(%2, %3) : (tensor<1x8xi64>, tensor<1x8xi64>) -> tensor<1x8xi64>
    %5 = "stablehlo.add"(%4, %1) : (tensor<1x8xi64>, tensor<1x8xi64>) -> tensor<1x8xi64>
    %6 = "stablehlo.reshape"(%5) : (tensor<1x8xi64>) -> tensor<8x1xi64>
    %7 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<64xf32>} : () -> tensor<64xf32>
    %8 = "stablehlo.scatter"(%7, %6, %0) ({
      ^bb0(%9: tensor<f32>, %10: tensor<f32>):
        %11 = "stablehlo.add"(%9, %10) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%11) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<64xf32>, tensor<8x1xi64>, tensor<8xf32>) -> tensor<64xf32>
    %12 = "stablehlo.reshape"(%8) : (tensor<64xf32>) -> tensor<1x1x4x4x4xf32>
    "func.return"(%12) : (tensor<1x1x4x4x4xf32>) -> ()
  }
}
