module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<2x4xi64>, %arg2: tensor<2x4xf32>) -> (tensor<3x4xf32>, tensor<3xi64>) {
    %0 = "stablehlo.constant"() {value = dense<9223372036854775807> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.constant"() {value = dense<-9223372036854775808> : tensor<i64>} : () -> tensor<i64>
    %2 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %3 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.reduce"(%arg1, %0) ({
      ^bb0(%5: tensor<i64>, %6: tensor<i64>):
        %7 = "stablehlo.minimum"(%5, %6) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%7) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<2x4xi64>, tensor<i64>) -> tensor<i64>
    %8 = "stablehlo.reduce"(%arg1, %1) ({
      ^bb0(%9: tensor<i64>, %10: tensor<i64>):
        %11 = "stablehlo.maximum"(%9, %10) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%11) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<2x4xi64>, tensor<i64>) -> tensor<i64>
    %12 = "stablehlo.compare"(%4, %2) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %13 = "stablehlo.compare"(%8, %3) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %14 = "stablehlo.or"(%12, %13) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %15 = "stablehlo.convert"(%14) : (tensor<i1>) -> tensor<i64>
    %16 = "stablehlo.reshape"(%15) : (tensor<i64>) -> tensor<1xi64>
    %17 = "stablehlo.reshape"(%4) : (tensor<i64>) -> tensor<1xi64>
    %18 = "stablehlo.reshape"(%8) : (tensor<i64>) -> tensor<1xi64>
    %19 = "stablehlo.concatenate"(%16, %17, %18) {dimension = 0 : i64} : (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<3xi64>
    %20 = "stablehlo.constant"() {value = dense<false> : tensor<3x4xi1>} : () -> tensor<3x4xi1>
    %21 = "stablehlo.constant"() {value = dense<true> : tensor<2x4xi1>} : () -> tensor<2x4xi1>
    %22 = "stablehlo.reshape"(%arg1) : (tensor<2x4xi64>) -> tensor<2x4x1xi64>
    %23 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x4xi64>
    %24 = "stablehlo.reshape"(%23) : (tensor<2x4xi64>) -> tensor<2x4x1xi64>
    %25 = "stablehlo.concatenate"(%22, %24) {dimension = 2 : i64} : (tensor<2x4x1xi64>, tensor<2x4x1xi64>) -> tensor<2x4x2xi64>
    %26 = "stablehlo.scatter"(%20, %25, %21) ({
      ^bb0(%27: tensor<i1>, %28: tensor<i1>):
        "stablehlo.return"(%28) : (tensor<i1>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, unique_indices = false} : (tensor<3x4xi1>, tensor<2x4x2xi64>, tensor<2x4xi1>) -> tensor<3x4xi1>
    %29 = "stablehlo.reshape"(%arg1) : (tensor<2x4xi64>) -> tensor<2x4x1xi64>
    %30 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x4xi64>
    %31 = "stablehlo.reshape"(%30) : (tensor<2x4xi64>) -> tensor<2x4x1xi64>
    %32 = "stablehlo.concatenate"(%29, %31) {dimension = 2 : i64} : (tensor<2x4x1xi64>, tensor<2x4x1xi64>) -> tensor<2x4x2xi64>
    %33 = "stablehlo.scatter"(%arg0, %32, %arg2) ({
      ^bb0(%34: tensor<f32>, %35: tensor<f32>):
        %36 = "stablehlo.maximum"(%34, %35) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        %37 = "stablehlo.compare"(%34, %34) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %38 = "stablehlo.compare"(%35, %35) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %39 = "stablehlo.select"(%38, %35, %36) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        %40 = "stablehlo.select"(%37, %34, %39) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%40) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, unique_indices = false} : (tensor<3x4xf32>, tensor<2x4x2xi64>, tensor<2x4xf32>) -> tensor<3x4xf32>
    "func.return"(%33, %19) : (tensor<3x4xf32>, tensor<3xi64>) -> ()
  }
}
