module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x2x2x1xf32>, %arg1: tensor<2x4x4x5xf32>, %arg2: tensor<2x2x2x1xi64>) -> (tensor<2x4x4x5xf32>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<2x2x2x1xf32>) -> tensor<8xf32>
    %1 = "stablehlo.reshape"(%arg2) : (tensor<2x2x2x1xi64>) -> tensor<2x4xi64>
    %2 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x4xi64>
    %3 = "stablehlo.constant"() {value = dense<80> : tensor<2x4xi64>} : () -> tensor<2x4xi64>
    %4 = "stablehlo.multiply"(%2, %3) : (tensor<2x4xi64>, tensor<2x4xi64>) -> tensor<2x4xi64>
    %5 = "stablehlo.add"(%4, %1) : (tensor<2x4xi64>, tensor<2x4xi64>) -> tensor<2x4xi64>
    %6 = "stablehlo.reshape"(%5) : (tensor<2x4xi64>) -> tensor<8xi64>
    %7 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<160xf32>} : () -> tensor<160xf32>
    %8 = "stablehlo.reshape"(%6) : (tensor<8xi64>) -> tensor<8x1xi64>
    %9 = "stablehlo.scatter"(%7, %8, %0) ({
      ^bb0(%10: tensor<f32>, %11: tensor<f32>):
        %12 = "stablehlo.add"(%10, %11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%12) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<160xf32>, tensor<8x1xi64>, tensor<8xf32>) -> tensor<160xf32>
    %13 = "stablehlo.reshape"(%9) : (tensor<160xf32>) -> tensor<2x4x4x5xf32>
    "func.return"(%13) : (tensor<2x4x4x5xf32>) -> ()
  }
}
