module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3xf32>, %arg1: tensor<10x3xf32>, %arg2: tensor<6xi64>, %arg3: tensor<3xi64>, %arg4: tensor<6xi64>) -> (tensor<6xf32>) {
    %0 = "stablehlo.constant"() {value = dense<true> : tensor<6xi1>} : () -> tensor<6xi1>
    %1 = "stablehlo.constant"() {value = dense<0> : tensor<6xi64>} : () -> tensor<6xi64>
    %2 = "stablehlo.compare"(%arg4, %1) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %3 = "stablehlo.and"(%2, %0) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %4 = "stablehlo.reshape"(%arg4) : (tensor<6xi64>) -> tensor<6x1xi64>
    %5 = "stablehlo.gather"(%arg0, %4) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>, indices_are_sorted = false} : (tensor<3x3xf32>, tensor<6x1xi64>) -> tensor<6x3xf32>
    %6 = "stablehlo.constant"() {value = dense<0> : tensor<6xi64>} : () -> tensor<6xi64>
    %7 = "stablehlo.constant"() {value = dense<3> : tensor<6xi64>} : () -> tensor<6xi64>
    %8 = "stablehlo.compare"(%arg4, %6) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %9 = "stablehlo.compare"(%arg4, %7) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %10 = "stablehlo.and"(%8, %9) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %11 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64: 0>} : (tensor<6xi1>) -> tensor<6x3xi1>
    %12 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<6x3xf32>} : () -> tensor<6x3xf32>
    %13 = "stablehlo.select"(%11, %5, %12) : (tensor<6x3xi1>, tensor<6x3xf32>, tensor<6x3xf32>) -> tensor<6x3xf32>
    %14 = "stablehlo.reshape"(%arg2) : (tensor<6xi64>) -> tensor<6x1xi64>
    %15 = "stablehlo.gather"(%arg1, %14) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>, indices_are_sorted = false} : (tensor<10x3xf32>, tensor<6x1xi64>) -> tensor<6x3xf32>
    %16 = "stablehlo.constant"() {value = dense<0> : tensor<6xi64>} : () -> tensor<6xi64>
    %17 = "stablehlo.constant"() {value = dense<10> : tensor<6xi64>} : () -> tensor<6xi64>
    %18 = "stablehlo.compare"(%arg2, %16) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %19 = "stablehlo.compare"(%arg2, %17) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %20 = "stablehlo.and"(%18, %19) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64: 0>} : (tensor<6xi1>) -> tensor<6x3xi1>
    %22 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<6x3xf32>} : () -> tensor<6x3xf32>
    %23 = "stablehlo.select"(%21, %15, %22) : (tensor<6x3xi1>, tensor<6x3xf32>, tensor<6x3xf32>) -> tensor<6x3xf32>
    %24 = "stablehlo.multiply"(%13, %23) : (tensor<6x3xf32>, tensor<6x3xf32>) -> tensor<6x3xf32>
    %25 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %26 = "stablehlo.reduce"(%24, %25) ({
      ^bb0(%27: tensor<f32>, %28: tensor<f32>):
        %29 = "stablehlo.add"(%27, %28) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%29) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<6x3xf32>, tensor<f32>) -> tensor<6xf32>
    %30 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<6xf32>} : () -> tensor<6xf32>
    %31 = "stablehlo.select"(%3, %26, %30) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    "func.return"(%31) : (tensor<6xf32>) -> ()
  }
}
