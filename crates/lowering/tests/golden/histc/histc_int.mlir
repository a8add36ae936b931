module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xi32>) -> (tensor<4xi32>) {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %2 = "stablehlo.convert"(%arg0) : (tensor<6xi32>) -> tensor<6xi64>
    %3 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %5 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<6xi64>
    %6 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<6xi64>
    %7 = "stablehlo.constant"() {value = dense<4> : tensor<6xi64>} : () -> tensor<6xi64>
    %8 = "stablehlo.subtract"(%2, %5) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %9 = "stablehlo.multiply"(%8, %7) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %10 = "stablehlo.subtract"(%6, %5) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %11 = "stablehlo.constant"() {value = dense<1> : tensor<6xi64>} : () -> tensor<6xi64>
    %12 = "stablehlo.maximum"(%10, %11) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %13 = "stablehlo.divide"(%9, %12) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %14 = "stablehlo.constant"() {value = dense<3> : tensor<6xi64>} : () -> tensor<6xi64>
    %15 = "stablehlo.minimum"(%13, %14) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %16 = "stablehlo.compare"(%2, %5) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %17 = "stablehlo.compare"(%2, %6) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %18 = "stablehlo.and"(%16, %17) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %19 = "stablehlo.constant"() {value = dense<0> : tensor<6xi64>} : () -> tensor<6xi64>
    %20 = "stablehlo.select"(%18, %15, %19) : (tensor<6xi1>, tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %21 = "stablehlo.constant"() {value = dense<1> : tensor<6xi32>} : () -> tensor<6xi32>
    %22 = "stablehlo.constant"() {value = dense<0> : tensor<6xi32>} : () -> tensor<6xi32>
    %23 = "stablehlo.select"(%18, %21, %22) : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %24 = "stablehlo.constant"() {value = dense<0> : tensor<4xi32>} : () -> tensor<4xi32>
    %25 = "stablehlo.reshape"(%20) : (tensor<6xi64>) -> tensor<6x1xi64>
    %26 = "stablehlo.scatter"(%24, %25, %23) ({
      ^bb0(%27: tensor<i32>, %28: tensor<i32>):
        %29 = "stablehlo.add"(%27, %28) : (tensor<i32>, tensor<i32>) -> tensor<i32>
        "stablehlo.return"(%29) : (tensor<i32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<4xi32>, tensor<6x1xi64>, tensor<6xi32>) -> tensor<4xi32>
    "func.return"(%26) : (tensor<4xi32>) -> ()
  }
}
