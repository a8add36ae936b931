module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<10x3xf32>, %arg1: tensor<2x4xi64>) -> (tensor<2x4x3xf32>, tensor<3xi64>) {
    %0 = "stablehlo.reshape"(%arg1) : (tensor<2x4xi64>) -> tensor<8xi64>
    %1 = "stablehlo.reshape"(%0) : (tensor<8xi64>) -> tensor<1x8xi64>
    %2 = "stablehlo.not"(%1) : (tensor<1x8xi64>) -> tensor<1x8xi64>
    %3 = "stablehlo.concatenate"(%2, %1) {dimension = 0 : i64} : (tensor<1x8xi64>, tensor<1x8xi64>) -> tensor<2x8xi64>
    %4 = "stablehlo.constant"() {value = dense<-9223372036854775808> : tensor<i64>} : () -> tensor<i64>
    %5 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %6 = "stablehlo.constant"() {value = dense<10> : tensor<i64>} : () -> tensor<i64>
    %7 = "stablehlo.reduce"(%3, %4) ({
      ^bb0(%8: tensor<i64>, %9: tensor<i64>):
        %10 = "stablehlo.maximum"(%8, %9) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%10) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x8xi64>, tensor<i64>) -> tensor<2xi64>
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
    %24 = "stablehlo.reshape"(%0) : (tensor<8xi64>) -> tensor<8x1xi64>
    %25 = "stablehlo.gather"(%arg0, %24) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>, indices_are_sorted = false} : (tensor<10x3xf32>, tensor<8x1xi64>) -> tensor<8x3xf32>
    %26 = "stablehlo.constant"() {value = dense<0> : tensor<8xi64>} : () -> tensor<8xi64>
    %27 = "stablehlo.constant"() {value = dense<10> : tensor<8xi64>} : () -> tensor<8xi64>
    %28 = "stablehlo.compare"(%0, %26) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %29 = "stablehlo.compare"(%0, %27) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %30 = "stablehlo.and"(%28, %29) : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %31 = "stablehlo.broadcast_in_dim"(%30) {broadcast_dimensions = array<i64: 0>} : (tensor<8xi1>) -> tensor<8x3xi1>
    %32 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<8x3xf32>} : () -> tensor<8x3xf32>
    %33 = "stablehlo.select"(%31, %25, %32) : (tensor<8x3xi1>, tensor<8x3xf32>, tensor<8x3xf32>) -> tensor<8x3xf32>
    %34 = "stablehlo.reshape"(%33) : (tensor<8x3xf32>) -> tensor<2x4x3xf32>
    "func.return"(%34, %23) : (tensor<2x4x3xf32>, tensor<3xi64>) -> ()
  }
}
