module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xi32>) -> (tensor<4xi32>) {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %2 = "stablehlo.reshape"(%arg0) : (tensor<6xi32>) -> tensor<6xi32>
    %3 = "stablehlo.convert"(%2) : (tensor<6xi32>) -> tensor<6xi64>
    %4 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %5 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %6 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<6xi64>
    %7 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<6xi64>
    %8 = "stablehlo.constant"() {value = dense<4> : tensor<6xi64>} : () -> tensor<6xi64>
    %9 = "stablehlo.subtract"(%3, %6) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %10 = "stablehlo.multiply"(%9, %8) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %11 = "stablehlo.subtract"(%7, %6) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %12 = "stablehlo.constant"() {value = dense<1> : tensor<6xi64>} : () -> tensor<6xi64>
    %13 = "stablehlo.maximum"(%11, %12) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %14 = "stablehlo.divide"(%10, %13) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %15 = "stablehlo.constant"() {value = dense<3> : tensor<6xi64>} : () -> tensor<6xi64>
    %16 = "stablehlo.minimum"(%14, %15) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %17 = "stablehlo.compare"(%3, %6) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %18 = "stablehlo.compare"(%3, %7) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %19 = "stablehlo.and"(%17, %18) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %20 = "stablehlo.constant"() {value = dense<0> : tensor<6xi64>} : () -> tensor<6xi64>
    %21 = "stablehlo.select"(%19, %16, %20) : (tensor<6xi1>, tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %22 = "stablehlo.constant"() {value = dense<1> : tensor<6xi32>} : () -> tensor<6xi32>
    %23 = "stablehlo.constant"() {value = dense<0> : tensor<6xi32>} : () -> tensor<6xi32>
    %24 = "stablehlo.select"(%19, %22, %23) : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %25 = "stablehlo.constant"() {value = dense<0> : tensor<4xi32>} : () -> tensor<4xi32>
    %26 = "stablehlo.reshape"(%21) : (tensor<6xi64>) -> tensor<6x1xi64>
    %27 = "stablehlo.scatter"(%25, %26, %24) ({
      ^bb0(%28: tensor<i32>, %29: tensor<i32>):
        %30 = "stablehlo.add"(%28, %29) : (tensor<i32>, tensor<i32>) -> tensor<i32>
        "stablehlo.return"(%30) : (tensor<i32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<4xi32>, tensor<6x1xi64>, tensor<6xi32>) -> tensor<4xi32>
    "func.return"(%27) : (tensor<4xi32>) -> ()
  }
}
