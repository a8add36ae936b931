module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<2x4xi64>, %arg2: tensor<2x4xf32>) -> (tensor<3x4xf32>, tensor<3xi64>) {
    %0 = "stablehlo.reshape"(%arg1) : (tensor<2x4xi64>) -> tensor<1x8xi64>
    %1 = "stablehlo.not"(%0) : (tensor<1x8xi64>) -> tensor<1x8xi64>
    %2 = "stablehlo.concatenate"(%1, %0) {dimension = 0 : i64} : (tensor<1x8xi64>, tensor<1x8xi64>) -> tensor<2x8xi64>
    %3 = "stablehlo.constant"() {value = dense<-9223372036854775808> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %5 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %6 = "stablehlo.reduce"(%2, %3) ({
      ^bb0(%7: tensor<i64>, %8: tensor<i64>):
        %9 = "stablehlo.maximum"(%7, %8) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%9) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x8xi64>, tensor<i64>) -> tensor<2xi64>
    %10 = "stablehlo.slice"(%6) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi64>) -> tensor<1xi64>
    %11 = "stablehlo.reshape"(%10) : (tensor<1xi64>) -> tensor<i64>
    %12 = "stablehlo.not"(%11) : (tensor<i64>) -> tensor<i64>
    %13 = "stablehlo.slice"(%6) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi64>) -> tensor<1xi64>
    %14 = "stablehlo.reshape"(%13) : (tensor<1xi64>) -> tensor<i64>
    %15 = "stablehlo.compare"(%12, %4) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %16 = "stablehlo.compare"(%14, %5) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %17 = "stablehlo.or"(%15, %16) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %18 = "stablehlo.convert"(%17) : (tensor<i1>) -> tensor<i64>
    %19 = "stablehlo.reshape"(%18) : (tensor<i64>) -> tensor<1xi64>
    %20 = "stablehlo.reshape"(%12) : (tensor<i64>) -> tensor<1xi64>
    %21 = "stablehlo.reshape"(%14) : (tensor<i64>) -> tensor<1xi64>
    %22 = "stablehlo.concatenate"(%19, %20, %21) {dimension = 0 : i64} : (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<3xi64>
    %23 = "stablehlo.constant"() {value = dense<false> : tensor<3x4xi1>} : () -> tensor<3x4xi1>
    %24 = "stablehlo.constant"() {value = dense<true> : tensor<2x4xi1>} : () -> tensor<2x4xi1>
    %25 = "stablehlo.reshape"(%arg1) : (tensor<2x4xi64>) -> tensor<2x4x1xi64>
    %26 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x4xi64>
    %27 = "stablehlo.reshape"(%26) : (tensor<2x4xi64>) -> tensor<2x4x1xi64>
    %28 = "stablehlo.concatenate"(%25, %27) {dimension = 2 : i64} : (tensor<2x4x1xi64>, tensor<2x4x1xi64>) -> tensor<2x4x2xi64>
    %29 = "stablehlo.scatter"(%23, %28, %24) ({
      ^bb0(%30: tensor<i1>, %31: tensor<i1>):
        "stablehlo.return"(%31) : (tensor<i1>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, unique_indices = false} : (tensor<3x4xi1>, tensor<2x4x2xi64>, tensor<2x4xi1>) -> tensor<3x4xi1>
    %32 = "stablehlo.reshape"(%arg1) : (tensor<2x4xi64>) -> tensor<2x4x1xi64>
    %33 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x4xi64>
    %34 = "stablehlo.reshape"(%33) : (tensor<2x4xi64>) -> tensor<2x4x1xi64>
    %35 = "stablehlo.concatenate"(%32, %34) {dimension = 2 : i64} : (tensor<2x4x1xi64>, tensor<2x4x1xi64>) -> tensor<2x4x2xi64>
    %36 = "stablehlo.scatter"(%arg0, %35, %arg2) ({
      ^bb0(%37: tensor<f32>, %38: tensor<f32>):
        %39 = "stablehlo.maximum"(%37, %38) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        %40 = "stablehlo.compare"(%37, %37) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %41 = "stablehlo.compare"(%38, %38) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %42 = "stablehlo.select"(%41, %38, %39) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        %43 = "stablehlo.select"(%40, %37, %42) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%43) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, unique_indices = false} : (tensor<3x4xf32>, tensor<2x4x2xi64>, tensor<2x4xf32>) -> tensor<3x4xf32>
    "func.return"(%36, %22) : (tensor<3x4xf32>, tensor<3xi64>) -> ()
  }
}
