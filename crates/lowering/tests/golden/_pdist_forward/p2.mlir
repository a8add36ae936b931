module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x3xf32>) -> (tensor<6xf32>) {
    %0 = "stablehlo.constant"() {value = dense<[0, 0, 0, 1, 1, 2]> : tensor<6xi64>} : () -> tensor<6xi64>
    %1 = "stablehlo.constant"() {value = dense<[1, 2, 3, 2, 3, 3]> : tensor<6xi64>} : () -> tensor<6xi64>
    %2 = "stablehlo.reshape"(%0) : (tensor<6xi64>) -> tensor<6x1xi64>
    %3 = "stablehlo.gather"(%arg0, %2) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>, indices_are_sorted = false} : (tensor<4x3xf32>, tensor<6x1xi64>) -> tensor<6x3xf32>
    %4 = "stablehlo.constant"() {value = dense<0> : tensor<6xi64>} : () -> tensor<6xi64>
    %5 = "stablehlo.constant"() {value = dense<4> : tensor<6xi64>} : () -> tensor<6xi64>
    %6 = "stablehlo.compare"(%0, %4) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %7 = "stablehlo.compare"(%0, %5) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %8 = "stablehlo.and"(%6, %7) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %9 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64: 0>} : (tensor<6xi1>) -> tensor<6x3xi1>
    %10 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<6x3xf32>} : () -> tensor<6x3xf32>
    %11 = "stablehlo.select"(%9, %3, %10) : (tensor<6x3xi1>, tensor<6x3xf32>, tensor<6x3xf32>) -> tensor<6x3xf32>
    %12 = "stablehlo.reshape"(%1) : (tensor<6xi64>) -> tensor<6x1xi64>
    %13 = "stablehlo.gather"(%arg0, %12) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>, indices_are_sorted = false} : (tensor<4x3xf32>, tensor<6x1xi64>) -> tensor<6x3xf32>
    %14 = "stablehlo.constant"() {value = dense<0> : tensor<6xi64>} : () -> tensor<6xi64>
    %15 = "stablehlo.constant"() {value = dense<4> : tensor<6xi64>} : () -> tensor<6xi64>
    %16 = "stablehlo.compare"(%1, %14) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %17 = "stablehlo.compare"(%1, %15) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %18 = "stablehlo.and"(%16, %17) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %19 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64: 0>} : (tensor<6xi1>) -> tensor<6x3xi1>
    %20 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<6x3xf32>} : () -> tensor<6x3xf32>
    %21 = "stablehlo.select"(%19, %13, %20) : (tensor<6x3xi1>, tensor<6x3xf32>, tensor<6x3xf32>) -> tensor<6x3xf32>
    %22 = "stablehlo.subtract"(%11, %21) : (tensor<6x3xf32>, tensor<6x3xf32>) -> tensor<6x3xf32>
    %23 = "stablehlo.abs"(%22) : (tensor<6x3xf32>) -> tensor<6x3xf32>
    %24 = "stablehlo.multiply"(%22, %22) : (tensor<6x3xf32>, tensor<6x3xf32>) -> tensor<6x3xf32>
    %25 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %26 = "stablehlo.reduce"(%24, %25) ({
      ^bb0(%27: tensor<f32>, %28: tensor<f32>):
        %29 = "stablehlo.add"(%27, %28) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%29) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<6x3xf32>, tensor<f32>) -> tensor<6xf32>
    %30 = "stablehlo.sqrt"(%26) : (tensor<6xf32>) -> tensor<6xf32>
    "func.return"(%30) : (tensor<6xf32>) -> ()
  }
}
