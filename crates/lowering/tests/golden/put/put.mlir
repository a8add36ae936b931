module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<5xi64>, %arg2: tensor<5xf32>) -> (tensor<3x4xf32>, tensor<3xi64>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<3x4xf32>) -> tensor<12xf32>
    %1 = "stablehlo.reshape"(%arg1) : (tensor<5xi64>) -> tensor<5xi64>
    %2 = "stablehlo.reshape"(%1) : (tensor<5xi64>) -> tensor<1x5xi64>
    %3 = "stablehlo.not"(%2) : (tensor<1x5xi64>) -> tensor<1x5xi64>
    %4 = "stablehlo.concatenate"(%3, %2) {dimension = 0 : i64} : (tensor<1x5xi64>, tensor<1x5xi64>) -> tensor<2x5xi64>
    %5 = "stablehlo.constant"() {value = dense<-9223372036854775808> : tensor<i64>} : () -> tensor<i64>
    %6 = "stablehlo.constant"() {value = dense<-12> : tensor<i64>} : () -> tensor<i64>
    %7 = "stablehlo.constant"() {value = dense<12> : tensor<i64>} : () -> tensor<i64>
    %8 = "stablehlo.reduce"(%4, %5) ({
      ^bb0(%9: tensor<i64>, %10: tensor<i64>):
        %11 = "stablehlo.maximum"(%9, %10) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%11) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x5xi64>, tensor<i64>) -> tensor<2xi64>
    %12 = "stablehlo.slice"(%8) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi64>) -> tensor<1xi64>
    %13 = "stablehlo.reshape"(%12) : (tensor<1xi64>) -> tensor<i64>
    %14 = "stablehlo.not"(%13) : (tensor<i64>) -> tensor<i64>
    %15 = "stablehlo.slice"(%8) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi64>) -> tensor<1xi64>
    %16 = "stablehlo.reshape"(%15) : (tensor<1xi64>) -> tensor<i64>
    %17 = "stablehlo.compare"(%14, %6) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %18 = "stablehlo.compare"(%16, %7) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %19 = "stablehlo.or"(%17, %18) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %20 = "stablehlo.convert"(%19) : (tensor<i1>) -> tensor<i64>
    %21 = "stablehlo.reshape"(%20) : (tensor<i64>) -> tensor<1xi64>
    %22 = "stablehlo.reshape"(%14) : (tensor<i64>) -> tensor<1xi64>
    %23 = "stablehlo.reshape"(%16) : (tensor<i64>) -> tensor<1xi64>
    %24 = "stablehlo.concatenate"(%21, %22, %23) {dimension = 0 : i64} : (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<3xi64>
    %25 = "stablehlo.constant"() {value = dense<0> : tensor<5xi64>} : () -> tensor<5xi64>
    %26 = "stablehlo.constant"() {value = dense<12> : tensor<5xi64>} : () -> tensor<5xi64>
    %27 = "stablehlo.compare"(%1, %25) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
    %28 = "stablehlo.add"(%1, %26) : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %29 = "stablehlo.select"(%27, %28, %1) : (tensor<5xi1>, tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %30 = "stablehlo.reshape"(%arg2) : (tensor<5xf32>) -> tensor<5xf32>
    %31 = "stablehlo.reshape"(%29) : (tensor<5xi64>) -> tensor<5x1xi64>
    %32 = "stablehlo.concatenate"(%31) {dimension = 1 : i64} : (tensor<5x1xi64>) -> tensor<5x1xi64>
    %33 = "stablehlo.scatter"(%0, %32, %30) ({
      ^bb0(%34: tensor<f32>, %35: tensor<f32>):
        "stablehlo.return"(%35) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<12xf32>, tensor<5x1xi64>, tensor<5xf32>) -> tensor<12xf32>
    %36 = "stablehlo.reshape"(%33) : (tensor<12xf32>) -> tensor<3x4xf32>
    "func.return"(%36, %24) : (tensor<3x4xf32>, tensor<3xi64>) -> ()
  }
}
