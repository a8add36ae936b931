module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xi64>) -> (tensor<4xi64>) {
    %0 = "stablehlo.constant"() {value = dense<1> : tensor<5xi64>} : () -> tensor<5xi64>
    %1 = "stablehlo.constant"() {value = dense<0> : tensor<4xi64>} : () -> tensor<4xi64>
    %2 = "stablehlo.reshape"(%arg0) : (tensor<5xi64>) -> tensor<5x1xi64>
    %3 = "stablehlo.scatter"(%1, %2, %0) ({
      ^bb0(%4: tensor<i64>, %5: tensor<i64>):
        %6 = "stablehlo.add"(%4, %5) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%6) : (tensor<i64>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<4xi64>, tensor<5x1xi64>, tensor<5xi64>) -> tensor<4xi64>
    "func.return"(%3) : (tensor<4xi64>) -> ()
  }
}
