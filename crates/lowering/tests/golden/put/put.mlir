module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<5xi64>, %arg2: tensor<5xf32>) -> (tensor<3x4xf32>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<3x4xf32>) -> tensor<12xf32>
    %1 = "stablehlo.reshape"(%arg1) : (tensor<5xi64>) -> tensor<5xi64>
    %2 = "stablehlo.constant"() {value = dense<0> : tensor<5xi64>} : () -> tensor<5xi64>
    %3 = "stablehlo.constant"() {value = dense<12> : tensor<5xi64>} : () -> tensor<5xi64>
    %4 = "stablehlo.compare"(%1, %2) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
    %5 = "stablehlo.add"(%1, %3) : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %6 = "stablehlo.select"(%4, %5, %1) : (tensor<5xi1>, tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %7 = "stablehlo.reshape"(%arg2) : (tensor<5xf32>) -> tensor<5xf32>
    %8 = "stablehlo.reshape"(%6) : (tensor<5xi64>) -> tensor<5x1xi64>
    %9 = "stablehlo.concatenate"(%8) {dimension = 1 : i64} : (tensor<5x1xi64>) -> tensor<5x1xi64>
    %10 = "stablehlo.scatter"(%0, %9, %7) ({
      ^bb0(%11: tensor<f32>, %12: tensor<f32>):
        "stablehlo.return"(%12) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<12xf32>, tensor<5x1xi64>, tensor<5xf32>) -> tensor<12xf32>
    %13 = "stablehlo.reshape"(%10) : (tensor<12xf32>) -> tensor<3x4xf32>
    "func.return"(%13) : (tensor<3x4xf32>) -> ()
  }
}
