module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<3x2xi64>) -> (tensor<3x2xf32>, tensor<3xi64>) {
    %0 = "stablehlo.constant"() {value = dense<9223372036854775807> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.constant"() {value = dense<-9223372036854775808> : tensor<i64>} : () -> tensor<i64>
    %2 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %3 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.reduce"(%arg1, %0) ({
      ^bb0(%5: tensor<i64>, %6: tensor<i64>):
        %7 = "stablehlo.minimum"(%5, %6) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%7) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<3x2xi64>, tensor<i64>) -> tensor<i64>
    %8 = "stablehlo.reduce"(%arg1, %1) ({
      ^bb0(%9: tensor<i64>, %10: tensor<i64>):
        %11 = "stablehlo.maximum"(%9, %10) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%11) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<3x2xi64>, tensor<i64>) -> tensor<i64>
    %12 = "stablehlo.compare"(%4, %2) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %13 = "stablehlo.compare"(%8, %3) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %14 = "stablehlo.or"(%12, %13) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %15 = "stablehlo.convert"(%14) : (tensor<i1>) -> tensor<i64>
    %16 = "stablehlo.reshape"(%15) : (tensor<i64>) -> tensor<1xi64>
    %17 = "stablehlo.reshape"(%4) : (tensor<i64>) -> tensor<1xi64>
    %18 = "stablehlo.reshape"(%8) : (tensor<i64>) -> tensor<1xi64>
    %19 = "stablehlo.concatenate"(%16, %17, %18) {dimension = 0 : i64} : (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<3xi64>
    %20 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x2xi64>
    %21 = "stablehlo.reshape"(%20) : (tensor<3x2xi64>) -> tensor<3x2x1xi64>
    %22 = "stablehlo.reshape"(%arg1) : (tensor<3x2xi64>) -> tensor<3x2x1xi64>
    %23 = "stablehlo.concatenate"(%21, %22) {dimension = 2 : i64} : (tensor<3x2x1xi64>, tensor<3x2x1xi64>) -> tensor<3x2x2xi64>
    %24 = "stablehlo.gather"(%arg0, %23) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>, indices_are_sorted = false} : (tensor<3x4xf32>, tensor<3x2x2xi64>) -> tensor<3x2xf32>
    %25 = "stablehlo.constant"() {value = dense<0> : tensor<3x2xi64>} : () -> tensor<3x2xi64>
    %26 = "stablehlo.constant"() {value = dense<4> : tensor<3x2xi64>} : () -> tensor<3x2xi64>
    %27 = "stablehlo.compare"(%arg1, %25) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x2xi64>, tensor<3x2xi64>) -> tensor<3x2xi1>
    %28 = "stablehlo.compare"(%arg1, %26) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x2xi64>, tensor<3x2xi64>) -> tensor<3x2xi1>
    %29 = "stablehlo.and"(%27, %28) : (tensor<3x2xi1>, tensor<3x2xi1>) -> tensor<3x2xi1>
    %30 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<3x2xf32>} : () -> tensor<3x2xf32>
    %31 = "stablehlo.select"(%29, %24, %30) : (tensor<3x2xi1>, tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    "func.return"(%31, %19) : (tensor<3x2xf32>, tensor<3xi64>) -> ()
  }
}
