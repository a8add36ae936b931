module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x3xf32>, %arg1: tensor<4xi64>, %arg2: tensor<4x3xf32>) -> (tensor<5x3xf32>, tensor<3xi64>) {
    %0 = "stablehlo.constant"() {value = dense<9223372036854775807> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.constant"() {value = dense<-9223372036854775808> : tensor<i64>} : () -> tensor<i64>
    %2 = "stablehlo.constant"() {value = dense<-5> : tensor<i64>} : () -> tensor<i64>
    %3 = "stablehlo.constant"() {value = dense<5> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.reduce"(%arg1, %0) ({
      ^bb0(%5: tensor<i64>, %6: tensor<i64>):
        %7 = "stablehlo.minimum"(%5, %6) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%7) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xi64>, tensor<i64>) -> tensor<i64>
    %8 = "stablehlo.reduce"(%arg1, %1) ({
      ^bb0(%9: tensor<i64>, %10: tensor<i64>):
        %11 = "stablehlo.maximum"(%9, %10) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%11) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xi64>, tensor<i64>) -> tensor<i64>
    %12 = "stablehlo.compare"(%4, %2) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %13 = "stablehlo.compare"(%8, %3) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %14 = "stablehlo.or"(%12, %13) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %15 = "stablehlo.convert"(%14) : (tensor<i1>) -> tensor<i64>
    %16 = "stablehlo.reshape"(%15) : (tensor<i64>) -> tensor<1xi64>
    %17 = "stablehlo.reshape"(%4) : (tensor<i64>) -> tensor<1xi64>
    %18 = "stablehlo.reshape"(%8) : (tensor<i64>) -> tensor<1xi64>
    %19 = "stablehlo.concatenate"(%16, %17, %18) {dimension = 0 : i64} : (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<3xi64>
    %20 = "stablehlo.constant"() {value = dense<0> : tensor<4xi64>} : () -> tensor<4xi64>
    %21 = "stablehlo.constant"() {value = dense<5> : tensor<4xi64>} : () -> tensor<4xi64>
    %22 = "stablehlo.compare"(%arg1, %20) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %23 = "stablehlo.add"(%arg1, %21) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %24 = "stablehlo.select"(%22, %23, %arg1) : (tensor<4xi1>, tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %25 = "stablehlo.constant"() {value = dense<0> : tensor<4xi64>} : () -> tensor<4xi64>
    %26 = "stablehlo.constant"() {value = dense<5> : tensor<4xi64>} : () -> tensor<4xi64>
    %27 = "stablehlo.compare"(%24, %25) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %28 = "stablehlo.compare"(%24, %26) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %29 = "stablehlo.and"(%27, %28) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %30 = "stablehlo.reshape"(%24) : (tensor<4xi64>) -> tensor<4x1xi64>
    %31 = "stablehlo.scatter"(%arg0, %30, %arg2) ({
      ^bb0(%32: tensor<f32>, %33: tensor<f32>):
        %34 = "stablehlo.add"(%32, %33) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%34) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<5x3xf32>, tensor<4x1xi64>, tensor<4x3xf32>) -> tensor<5x3xf32>
    "func.return"(%31, %19) : (tensor<5x3xf32>, tensor<3xi64>) -> ()
  }
}
