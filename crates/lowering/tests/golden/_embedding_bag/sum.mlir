module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<10x3xf32>, %arg1: tensor<6xi64>, %arg2: tensor<3xi64>) -> (tensor<3x3xf32>, tensor<6xi64>, tensor<3xi64>, tensor<0xi64>) {
    %0 = "stablehlo.constant"() {value = dense<true> : tensor<6xi1>} : () -> tensor<6xi1>
    %1 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<3xi64>) -> tensor<3xi64>
    %2 = "stablehlo.constant"() {value = dense<0> : tensor<6xi64>} : () -> tensor<6xi64>
    %3 = "stablehlo.constant"() {value = dense<1> : tensor<3xi64>} : () -> tensor<3xi64>
    %4 = "stablehlo.reshape"(%1) : (tensor<3xi64>) -> tensor<3x1xi64>
    %5 = "stablehlo.scatter"(%2, %4, %3) ({
      ^bb0(%6: tensor<i64>, %7: tensor<i64>):
        %8 = "stablehlo.add"(%6, %7) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%8) : (tensor<i64>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<6xi64>, tensor<3x1xi64>, tensor<3xi64>) -> tensor<6xi64>
    %9 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %10 = "stablehlo.slice"(%5) {start_indices = array<i64: 0>, limit_indices = array<i64: 5>, strides = array<i64: 1>} : (tensor<6xi64>) -> tensor<5xi64>
    %11 = "stablehlo.pad"(%10, %9) {edge_padding_low = array<i64: 1>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: 0>} : (tensor<5xi64>, tensor<i64>) -> tensor<6xi64>
    %12 = "stablehlo.add"(%11, %5) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %13 = "stablehlo.slice"(%12) {start_indices = array<i64: 0>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<6xi64>) -> tensor<4xi64>
    %14 = "stablehlo.pad"(%13, %9) {edge_padding_low = array<i64: 2>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: 0>} : (tensor<4xi64>, tensor<i64>) -> tensor<6xi64>
    %15 = "stablehlo.add"(%14, %12) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %16 = "stablehlo.slice"(%15) {start_indices = array<i64: 0>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<6xi64>) -> tensor<2xi64>
    %17 = "stablehlo.pad"(%16, %9) {edge_padding_low = array<i64: 4>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: 0>} : (tensor<2xi64>, tensor<i64>) -> tensor<6xi64>
    %18 = "stablehlo.add"(%17, %15) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %19 = "stablehlo.constant"() {value = dense<1> : tensor<6xi64>} : () -> tensor<6xi64>
    %20 = "stablehlo.subtract"(%18, %19) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %21 = "stablehlo.constant"() {value = dense<0> : tensor<6xi64>} : () -> tensor<6xi64>
    %22 = "stablehlo.compare"(%20, %21) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %23 = "stablehlo.and"(%22, %0) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %24 = "stablehlo.convert"(%23) : (tensor<6xi1>) -> tensor<6xi64>
    %25 = "stablehlo.constant"() {value = dense<0> : tensor<3xi64>} : () -> tensor<3xi64>
    %26 = "stablehlo.reshape"(%20) : (tensor<6xi64>) -> tensor<6x1xi64>
    %27 = "stablehlo.scatter"(%25, %26, %24) ({
      ^bb0(%28: tensor<i64>, %29: tensor<i64>):
        %30 = "stablehlo.add"(%28, %29) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%30) : (tensor<i64>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3xi64>, tensor<6x1xi64>, tensor<6xi64>) -> tensor<3xi64>
    %31 = "stablehlo.reshape"(%arg1) : (tensor<6xi64>) -> tensor<6x1xi64>
    %32 = "stablehlo.gather"(%arg0, %31) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>, indices_are_sorted = false} : (tensor<10x3xf32>, tensor<6x1xi64>) -> tensor<6x3xf32>
    %33 = "stablehlo.constant"() {value = dense<0> : tensor<6xi64>} : () -> tensor<6xi64>
    %34 = "stablehlo.constant"() {value = dense<10> : tensor<6xi64>} : () -> tensor<6xi64>
    %35 = "stablehlo.compare"(%arg1, %33) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %36 = "stablehlo.compare"(%arg1, %34) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %37 = "stablehlo.and"(%35, %36) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %38 = "stablehlo.broadcast_in_dim"(%37) {broadcast_dimensions = array<i64: 0>} : (tensor<6xi1>) -> tensor<6x3xi1>
    %39 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<6x3xf32>} : () -> tensor<6x3xf32>
    %40 = "stablehlo.select"(%38, %32, %39) : (tensor<6x3xi1>, tensor<6x3xf32>, tensor<6x3xf32>) -> tensor<6x3xf32>
    %41 = "stablehlo.broadcast_in_dim"(%23) {broadcast_dimensions = array<i64: 0>} : (tensor<6xi1>) -> tensor<6x3xi1>
    %42 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<6x3xf32>} : () -> tensor<6x3xf32>
    %43 = "stablehlo.select"(%41, %40, %42) : (tensor<6x3xi1>, tensor<6x3xf32>, tensor<6x3xf32>) -> tensor<6x3xf32>
    %44 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<3x3xf32>} : () -> tensor<3x3xf32>
    %45 = "stablehlo.reshape"(%20) : (tensor<6xi64>) -> tensor<6x1xi64>
    %46 = "stablehlo.scatter"(%44, %45, %43) ({
      ^bb0(%47: tensor<f32>, %48: tensor<f32>):
        %49 = "stablehlo.add"(%47, %48) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%49) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3x3xf32>, tensor<6x1xi64>, tensor<6x3xf32>) -> tensor<3x3xf32>
    %50 = "stablehlo.constant"() {value = dense<0> : tensor<0xi64>} : () -> tensor<0xi64>
    "func.return"(%46, %20, %27, %50) : (tensor<3x3xf32>, tensor<6xi64>, tensor<3xi64>, tensor<0xi64>) -> ()
  }
}
