module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<5xi64>, %arg2: tensor<5xf32>) -> (tensor<3x4xf32>, tensor<3xi64>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<3x4xf32>) -> tensor<12xf32>
    %1 = "stablehlo.reshape"(%arg1) : (tensor<5xi64>) -> tensor<1x5xi64>
    %2 = "stablehlo.not"(%1) : (tensor<1x5xi64>) -> tensor<1x5xi64>
    %3 = "stablehlo.concatenate"(%2, %1) {dimension = 0 : i64} : (tensor<1x5xi64>, tensor<1x5xi64>) -> tensor<2x5xi64>
    %4 = "stablehlo.constant"() {value = dense<-9223372036854775808> : tensor<i64>} : () -> tensor<i64>
    %5 = "stablehlo.constant"() {value = dense<-12> : tensor<i64>} : () -> tensor<i64>
    %6 = "stablehlo.constant"() {value = dense<12> : tensor<i64>} : () -> tensor<i64>
    %7 = "stablehlo.reduce"(%3, %4) ({
      ^bb0(%8: tensor<i64>, %9: tensor<i64>):
        %10 = "stablehlo.maximum"(%8, %9) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%10) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x5xi64>, tensor<i64>) -> tensor<2xi64>
    %11 = "stablehlo.slice"(%7) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi64>) -> tensor<1xi64>
    %12 = "stablehlo.reshape"(%11) : (tensor<1xi64>) -> tensor<i64>
    %13 = "stablehlo.not"(%12) : (tensor<i64>) -> tensor<i64>
    %14 = "stablehlo.slice"(%7) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi64>) -> tensor<1xi64>
    %15 = "stablehlo.reshape"(%14) : (tensor<1xi64>) -> tensor<i64>
    %16 = "stablehlo.compare"(%13, %5) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %17 = "stablehlo.compare"(%15, %6) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %18 = "stablehlo.or"(%16, %17) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %19 = "stablehlo.convert"(%18) : (tensor<i1>) -> tensor<i64>
    %20 = "stablehlo.reshape"(%19) : (tensor<i64>) -> tensor<1xi64>
    %21 = "stablehlo.reshape"(%13) : (tensor<i64>) -> tensor<1xi64>
    %22 = "stablehlo.reshape"(%15) : (tensor<i64>) -> tensor<1xi64>
    %23 = "stablehlo.concatenate"(%20, %21, %22) {dimension = 0 : i64} : (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<3xi64>
    %24 = "stablehlo.constant"() {value = dense<0> : tensor<5xi64>} : () -> tensor<5xi64>
    %25 = "stablehlo.constant"() {value = dense<12> : tensor<5xi64>} : () -> tensor<5xi64>
    %26 = "stablehlo.compare"(%arg1, %24) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
    %27 = "stablehlo.add"(%arg1, %25) : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %28 = "stablehlo.select"(%26, %27, %arg1) : (tensor<5xi1>, tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %29 = "stablehlo.reshape"(%28) : (tensor<5xi64>) -> tensor<5x1xi64>
    %30 = "stablehlo.concatenate"(%29) {dimension = 1 : i64} : (tensor<5x1xi64>) -> tensor<5x1xi64>
    %31 = "stablehlo.scatter"(%0, %30, %arg2) ({
      ^bb0(%32: tensor<f32>, %33: tensor<f32>):
        "stablehlo.return"(%33) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<12xf32>, tensor<5x1xi64>, tensor<5xf32>) -> tensor<12xf32>
    %34 = "stablehlo.reshape"(%31) : (tensor<12xf32>) -> tensor<3x4xf32>
    "func.return"(%34, %23) : (tensor<3x4xf32>, tensor<3xi64>) -> ()
  }
}
