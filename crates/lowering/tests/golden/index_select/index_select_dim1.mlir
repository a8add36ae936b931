module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<2xi64>) -> (tensor<3x2xf32>, tensor<3xi64>) {
    %0 = "stablehlo.constant"() {value = dense<9223372036854775807> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.constant"() {value = dense<-9223372036854775808> : tensor<i64>} : () -> tensor<i64>
    %2 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %3 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.reduce"(%arg1, %0) ({
      ^bb0(%5: tensor<i64>, %6: tensor<i64>):
        %7 = "stablehlo.minimum"(%5, %6) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%7) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2xi64>, tensor<i64>) -> tensor<i64>
    %8 = "stablehlo.reduce"(%arg1, %1) ({
      ^bb0(%9: tensor<i64>, %10: tensor<i64>):
        %11 = "stablehlo.maximum"(%9, %10) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%11) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2xi64>, tensor<i64>) -> tensor<i64>
    %12 = "stablehlo.compare"(%4, %2) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %13 = "stablehlo.compare"(%8, %3) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %14 = "stablehlo.or"(%12, %13) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %15 = "stablehlo.convert"(%14) : (tensor<i1>) -> tensor<i64>
    %16 = "stablehlo.reshape"(%15) : (tensor<i64>) -> tensor<1xi64>
    %17 = "stablehlo.reshape"(%4) : (tensor<i64>) -> tensor<1xi64>
    %18 = "stablehlo.reshape"(%8) : (tensor<i64>) -> tensor<1xi64>
    %19 = "stablehlo.concatenate"(%16, %17, %18) {dimension = 0 : i64} : (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<3xi64>
    %20 = "stablehlo.reshape"(%arg1) : (tensor<2xi64>) -> tensor<2x1xi64>
    %21 = "stablehlo.gather"(%arg0, %20) {dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: 3, 1>, indices_are_sorted = false} : (tensor<3x4xf32>, tensor<2x1xi64>) -> tensor<3x2xf32>
    %22 = "stablehlo.constant"() {value = dense<0> : tensor<2xi64>} : () -> tensor<2xi64>
    %23 = "stablehlo.constant"() {value = dense<4> : tensor<2xi64>} : () -> tensor<2xi64>
    %24 = "stablehlo.compare"(%arg1, %22) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %25 = "stablehlo.compare"(%arg1, %23) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %26 = "stablehlo.and"(%24, %25) : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
    %27 = "stablehlo.broadcast_in_dim"(%26) {broadcast_dimensions = array<i64: 1>} : (tensor<2xi1>) -> tensor<3x2xi1>
    %28 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<3x2xf32>} : () -> tensor<3x2xf32>
    %29 = "stablehlo.select"(%27, %21, %28) : (tensor<3x2xi1>, tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    "func.return"(%29, %19) : (tensor<3x2xf32>, tensor<3xi64>) -> ()
  }
}
