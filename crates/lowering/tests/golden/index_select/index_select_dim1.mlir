module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<2xi64>) -> (tensor<3x2xf32>, tensor<3xi64>) {
    %0 = "stablehlo.reshape"(%arg1) : (tensor<2xi64>) -> tensor<1x2xi64>
    %1 = "stablehlo.not"(%0) : (tensor<1x2xi64>) -> tensor<1x2xi64>
    %2 = "stablehlo.concatenate"(%1, %0) {dimension = 0 : i64} : (tensor<1x2xi64>, tensor<1x2xi64>) -> tensor<2x2xi64>
    %3 = "stablehlo.constant"() {value = dense<-9223372036854775808> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %5 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %6 = "stablehlo.reduce"(%2, %3) ({
      ^bb0(%7: tensor<i64>, %8: tensor<i64>):
        %9 = "stablehlo.maximum"(%7, %8) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%9) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x2xi64>, tensor<i64>) -> tensor<2xi64>
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
    %23 = "stablehlo.reshape"(%arg1) : (tensor<2xi64>) -> tensor<2x1xi64>
    %24 = "stablehlo.gather"(%arg0, %23) {dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: 3, 1>, indices_are_sorted = false} : (tensor<3x4xf32>, tensor<2x1xi64>) -> tensor<3x2xf32>
    %25 = "stablehlo.constant"() {value = dense<0> : tensor<2xi64>} : () -> tensor<2xi64>
    %26 = "stablehlo.constant"() {value = dense<4> : tensor<2xi64>} : () -> tensor<2xi64>
    %27 = "stablehlo.compare"(%arg1, %25) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %28 = "stablehlo.compare"(%arg1, %26) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %29 = "stablehlo.and"(%27, %28) : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
    %30 = "stablehlo.broadcast_in_dim"(%29) {broadcast_dimensions = array<i64: 1>} : (tensor<2xi1>) -> tensor<3x2xi1>
    %31 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<3x2xf32>} : () -> tensor<3x2xf32>
    %32 = "stablehlo.select"(%30, %24, %31) : (tensor<3x2xi1>, tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    "func.return"(%32, %22) : (tensor<3x2xf32>, tensor<3xi64>) -> ()
  }
}
