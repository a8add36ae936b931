module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3xf32>, %arg1: tensor<6xi64>, %arg2: tensor<3xi64>, %arg3: tensor<6xi64>, %arg4: tensor<3xi64>, %arg5: tensor<3xi64>) -> (tensor<10x3xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<10x3xf32>} : () -> tensor<10x3xf32>
    %1 = "stablehlo.constant"() {value = dense<true> : tensor<6xi1>} : () -> tensor<6xi1>
    %2 = "stablehlo.constant"() {value = dense<0> : tensor<6xi64>} : () -> tensor<6xi64>
    %3 = "stablehlo.compare"(%arg3, %2) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %4 = "stablehlo.and"(%3, %1) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %5 = "stablehlo.reshape"(%arg3) : (tensor<6xi64>) -> tensor<6x1xi64>
    %6 = "stablehlo.gather"(%arg0, %5) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>, indices_are_sorted = false} : (tensor<3x3xf32>, tensor<6x1xi64>) -> tensor<6x3xf32>
    %7 = "stablehlo.constant"() {value = dense<0> : tensor<6xi64>} : () -> tensor<6xi64>
    %8 = "stablehlo.constant"() {value = dense<3> : tensor<6xi64>} : () -> tensor<6xi64>
    %9 = "stablehlo.compare"(%arg3, %7) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %10 = "stablehlo.compare"(%arg3, %8) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %11 = "stablehlo.and"(%9, %10) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64: 0>} : (tensor<6xi1>) -> tensor<6x3xi1>
    %13 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<6x3xf32>} : () -> tensor<6x3xf32>
    %14 = "stablehlo.select"(%12, %6, %13) : (tensor<6x3xi1>, tensor<6x3xf32>, tensor<6x3xf32>) -> tensor<6x3xf32>
    %15 = "stablehlo.convert"(%4) : (tensor<6xi1>) -> tensor<6xi64>
    %16 = "stablehlo.constant"() {value = dense<0> : tensor<3xi64>} : () -> tensor<3xi64>
    %17 = "stablehlo.reshape"(%arg3) : (tensor<6xi64>) -> tensor<6x1xi64>
    %18 = "stablehlo.scatter"(%16, %17, %15) ({
      ^bb0(%19: tensor<i64>, %20: tensor<i64>):
        %21 = "stablehlo.add"(%19, %20) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%21) : (tensor<i64>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3xi64>, tensor<6x1xi64>, tensor<6xi64>) -> tensor<3xi64>
    %22 = "stablehlo.constant"() {value = dense<1> : tensor<3xi64>} : () -> tensor<3xi64>
    %23 = "stablehlo.maximum"(%18, %22) : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %24 = "stablehlo.reshape"(%arg3) : (tensor<6xi64>) -> tensor<6x1xi64>
    %25 = "stablehlo.gather"(%23, %24) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>, indices_are_sorted = false} : (tensor<3xi64>, tensor<6x1xi64>) -> tensor<6xi64>
    %26 = "stablehlo.constant"() {value = dense<0> : tensor<6xi64>} : () -> tensor<6xi64>
    %27 = "stablehlo.constant"() {value = dense<3> : tensor<6xi64>} : () -> tensor<6xi64>
    %28 = "stablehlo.compare"(%arg3, %26) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %29 = "stablehlo.compare"(%arg3, %27) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %30 = "stablehlo.and"(%28, %29) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %31 = "stablehlo.constant"() {value = dense<0> : tensor<6xi64>} : () -> tensor<6xi64>
    %32 = "stablehlo.select"(%30, %25, %31) : (tensor<6xi1>, tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %33 = "stablehlo.convert"(%32) : (tensor<6xi64>) -> tensor<6xf32>
    %34 = "stablehlo.broadcast_in_dim"(%33) {broadcast_dimensions = array<i64: 0>} : (tensor<6xf32>) -> tensor<6x3xf32>
    %35 = "stablehlo.divide"(%14, %34) : (tensor<6x3xf32>, tensor<6x3xf32>) -> tensor<6x3xf32>
    %36 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64: 0>} : (tensor<6xi1>) -> tensor<6x3xi1>
    %37 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<6x3xf32>} : () -> tensor<6x3xf32>
    %38 = "stablehlo.select"(%36, %35, %37) : (tensor<6x3xi1>, tensor<6x3xf32>, tensor<6x3xf32>) -> tensor<6x3xf32>
    %39 = "stablehlo.reshape"(%arg1) : (tensor<6xi64>) -> tensor<6x1xi64>
    %40 = "stablehlo.scatter"(%0, %39, %38) ({
      ^bb0(%41: tensor<f32>, %42: tensor<f32>):
        %43 = "stablehlo.add"(%41, %42) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%43) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<10x3xf32>, tensor<6x1xi64>, tensor<6x3xf32>) -> tensor<10x3xf32>
    "func.return"(%40) : (tensor<10x3xf32>) -> ()
  }
}
