module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<10x3xf32>, %arg1: tensor<2x4xi64>) -> (tensor<2x4x3xf32>, tensor<3xi64>) {
    %0 = "stablehlo.reshape"(%arg1) : (tensor<2x4xi64>) -> tensor<8xi64>
    %1 = "stablehlo.constant"() {value = dense<9223372036854775807> : tensor<i64>} : () -> tensor<i64>
    %2 = "stablehlo.constant"() {value = dense<-9223372036854775808> : tensor<i64>} : () -> tensor<i64>
    %3 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.constant"() {value = dense<10> : tensor<i64>} : () -> tensor<i64>
    %5 = "stablehlo.reduce"(%0, %1) ({
      ^bb0(%6: tensor<i64>, %7: tensor<i64>):
        %8 = "stablehlo.minimum"(%6, %7) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%8) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xi64>, tensor<i64>) -> tensor<i64>
    %9 = "stablehlo.reduce"(%0, %2) ({
      ^bb0(%10: tensor<i64>, %11: tensor<i64>):
        %12 = "stablehlo.maximum"(%10, %11) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%12) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xi64>, tensor<i64>) -> tensor<i64>
    %13 = "stablehlo.compare"(%5, %3) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %14 = "stablehlo.compare"(%9, %4) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %15 = "stablehlo.or"(%13, %14) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %16 = "stablehlo.convert"(%15) : (tensor<i1>) -> tensor<i64>
    %17 = "stablehlo.reshape"(%16) : (tensor<i64>) -> tensor<1xi64>
    %18 = "stablehlo.reshape"(%5) : (tensor<i64>) -> tensor<1xi64>
    %19 = "stablehlo.reshape"(%9) : (tensor<i64>) -> tensor<1xi64>
    %20 = "stablehlo.concatenate"(%17, %18, %19) {dimension = 0 : i64} : (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<3xi64>
    %21 = "stablehlo.reshape"(%0) : (tensor<8xi64>) -> tensor<8x1xi64>
    %22 = "stablehlo.gather"(%arg0, %21) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>, indices_are_sorted = false} : (tensor<10x3xf32>, tensor<8x1xi64>) -> tensor<8x3xf32>
    %23 = "stablehlo.constant"() {value = dense<0> : tensor<8xi64>} : () -> tensor<8xi64>
    %24 = "stablehlo.constant"() {value = dense<10> : tensor<8xi64>} : () -> tensor<8xi64>
    %25 = "stablehlo.compare"(%0, %23) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %26 = "stablehlo.compare"(%0, %24) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %27 = "stablehlo.and"(%25, %26) : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %28 = "stablehlo.broadcast_in_dim"(%27) {broadcast_dimensions = array<i64: 0>} : (tensor<8xi1>) -> tensor<8x3xi1>
    %29 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<8x3xf32>} : () -> tensor<8x3xf32>
    %30 = "stablehlo.select"(%28, %22, %29) : (tensor<8x3xi1>, tensor<8x3xf32>, tensor<8x3xf32>) -> tensor<8x3xf32>
    %31 = "stablehlo.reshape"(%30) : (tensor<8x3xf32>) -> tensor<2x4x3xf32>
    "func.return"(%31, %20) : (tensor<2x4x3xf32>, tensor<3xi64>) -> ()
  }
}
