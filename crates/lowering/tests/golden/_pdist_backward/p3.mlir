module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf32>, %arg1: tensor<4x3xf32>, %arg2: tensor<6xf32>) -> (tensor<4x3xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<4x3xf32>} : () -> tensor<4x3xf32>
    %1 = "stablehlo.constant"() {value = dense<[0, 0, 0, 1, 1, 2]> : tensor<6xi64>} : () -> tensor<6xi64>
    %2 = "stablehlo.constant"() {value = dense<[1, 2, 3, 2, 3, 3]> : tensor<6xi64>} : () -> tensor<6xi64>
    %3 = "stablehlo.reshape"(%1) : (tensor<6xi64>) -> tensor<6x1xi64>
    %4 = "stablehlo.gather"(%arg1, %3) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>, indices_are_sorted = false} : (tensor<4x3xf32>, tensor<6x1xi64>) -> tensor<6x3xf32>
    %5 = "stablehlo.constant"() {value = dense<0> : tensor<6xi64>} : () -> tensor<6xi64>
    %6 = "stablehlo.constant"() {value = dense<4> : tensor<6xi64>} : () -> tensor<6xi64>
    %7 = "stablehlo.compare"(%1, %5) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %8 = "stablehlo.compare"(%1, %6) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %9 = "stablehlo.and"(%7, %8) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64: 0>} : (tensor<6xi1>) -> tensor<6x3xi1>
    %11 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<6x3xf32>} : () -> tensor<6x3xf32>
    %12 = "stablehlo.select"(%10, %4, %11) : (tensor<6x3xi1>, tensor<6x3xf32>, tensor<6x3xf32>) -> tensor<6x3xf32>
    %13 = "stablehlo.reshape"(%2) : (tensor<6xi64>) -> tensor<6x1xi64>
    %14 = "stablehlo.gather"(%arg1, %13) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>, indices_are_sorted = false} : (tensor<4x3xf32>, tensor<6x1xi64>) -> tensor<6x3xf32>
    %15 = "stablehlo.constant"() {value = dense<0> : tensor<6xi64>} : () -> tensor<6xi64>
    %16 = "stablehlo.constant"() {value = dense<4> : tensor<6xi64>} : () -> tensor<6xi64>
    %17 = "stablehlo.compare"(%2, %15) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %18 = "stablehlo.compare"(%2, %16) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %19 = "stablehlo.and"(%17, %18) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %20 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64: 0>} : (tensor<6xi1>) -> tensor<6x3xi1>
    %21 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<6x3xf32>} : () -> tensor<6x3xf32>
    %22 = "stablehlo.select"(%20, %14, %21) : (tensor<6x3xi1>, tensor<6x3xf32>, tensor<6x3xf32>) -> tensor<6x3xf32>
    %23 = "stablehlo.subtract"(%12, %22) : (tensor<6x3xf32>, tensor<6x3xf32>) -> tensor<6x3xf32>
    %24 = "stablehlo.broadcast_in_dim"(%arg0) {broadcast_dimensions = array<i64: 0>} : (tensor<6xf32>) -> tensor<6x3xf32>
    %25 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0>} : (tensor<6xf32>) -> tensor<6x3xf32>
    %26 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<6x3xf32>} : () -> tensor<6x3xf32>
    %27 = "stablehlo.sign"(%23) : (tensor<6x3xf32>) -> tensor<6x3xf32>
    %28 = "stablehlo.compare"(%25, %26) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<6x3xf32>, tensor<6x3xf32>) -> tensor<6x3xi1>
    %29 = "stablehlo.abs"(%23) : (tensor<6x3xf32>) -> tensor<6x3xf32>
    %30 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<6x3xf32>} : () -> tensor<6x3xf32>
    %31 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<6x3xf32>} : () -> tensor<6x3xf32>
    %32 = "stablehlo.power"(%29, %30) : (tensor<6x3xf32>, tensor<6x3xf32>) -> tensor<6x3xf32>
    %33 = "stablehlo.power"(%25, %31) : (tensor<6x3xf32>, tensor<6x3xf32>) -> tensor<6x3xf32>
    %34 = "stablehlo.multiply"(%23, %32) : (tensor<6x3xf32>, tensor<6x3xf32>) -> tensor<6x3xf32>
    %35 = "stablehlo.multiply"(%34, %24) : (tensor<6x3xf32>, tensor<6x3xf32>) -> tensor<6x3xf32>
    %36 = "stablehlo.divide"(%35, %33) : (tensor<6x3xf32>, tensor<6x3xf32>) -> tensor<6x3xf32>
    %37 = "stablehlo.select"(%28, %26, %36) : (tensor<6x3xi1>, tensor<6x3xf32>, tensor<6x3xf32>) -> tensor<6x3xf32>
    %38 = "stablehlo.constant"() {value = dense<[0, 0, 0, 1, 1, 2]> : tensor<6xi64>} : () -> tensor<6xi64>
    %39 = "stablehlo.constant"() {value = dense<[1, 2, 3, 2, 3, 3]> : tensor<6xi64>} : () -> tensor<6xi64>
    %40 = "stablehlo.reshape"(%38) : (tensor<6xi64>) -> tensor<6x1xi64>
    %41 = "stablehlo.scatter"(%0, %40, %37) ({
      ^bb0(%42: tensor<f32>, %43: tensor<f32>):
        %44 = "stablehlo.add"(%42, %43) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%44) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<4x3xf32>, tensor<6x1xi64>, tensor<6x3xf32>) -> tensor<4x3xf32>
    %45 = "stablehlo.negate"(%37) : (tensor<6x3xf32>) -> tensor<6x3xf32>
    %46 = "stablehlo.reshape"(%39) : (tensor<6xi64>) -> tensor<6x1xi64>
    %47 = "stablehlo.scatter"(%41, %46, %45) ({
      ^bb0(%48: tensor<f32>, %49: tensor<f32>):
        %50 = "stablehlo.add"(%48, %49) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%50) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<4x3xf32>, tensor<6x1xi64>, tensor<6x3xf32>) -> tensor<4x3xf32>
    "func.return"(%47) : (tensor<4x3xf32>) -> ()
  }
}
