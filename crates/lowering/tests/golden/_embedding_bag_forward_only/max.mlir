module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<10x3xf32>, %arg1: tensor<6xi64>, %arg2: tensor<3xi64>) -> (tensor<3x3xf32>, tensor<6xi64>, tensor<3xi64>, tensor<3x3xi64>) {
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
    %41 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<3x3xf32>} : () -> tensor<3x3xf32>
    %42 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<6x3xf32>} : () -> tensor<6x3xf32>
    %43 = "stablehlo.broadcast_in_dim"(%23) {broadcast_dimensions = array<i64: 0>} : (tensor<6xi1>) -> tensor<6x3xi1>
    %44 = "stablehlo.select"(%43, %40, %42) : (tensor<6x3xi1>, tensor<6x3xf32>, tensor<6x3xf32>) -> tensor<6x3xf32>
    %45 = "stablehlo.reshape"(%20) : (tensor<6xi64>) -> tensor<6x1xi64>
    %46 = "stablehlo.scatter"(%41, %45, %44) ({
      ^bb0(%47: tensor<f32>, %48: tensor<f32>):
        %49 = "stablehlo.maximum"(%47, %48) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        %50 = "stablehlo.compare"(%47, %47) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %51 = "stablehlo.compare"(%48, %48) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %52 = "stablehlo.select"(%51, %48, %49) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        %53 = "stablehlo.select"(%50, %47, %52) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%53) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3x3xf32>, tensor<6x1xi64>, tensor<6x3xf32>) -> tensor<3x3xf32>
    %54 = "stablehlo.reshape"(%20) : (tensor<6xi64>) -> tensor<6x1xi64>
    %55 = "stablehlo.gather"(%46, %54) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>, indices_are_sorted = false} : (tensor<3x3xf32>, tensor<6x1xi64>) -> tensor<6x3xf32>
    %56 = "stablehlo.constant"() {value = dense<0> : tensor<6xi64>} : () -> tensor<6xi64>
    %57 = "stablehlo.constant"() {value = dense<3> : tensor<6xi64>} : () -> tensor<6xi64>
    %58 = "stablehlo.compare"(%20, %56) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %59 = "stablehlo.compare"(%20, %57) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %60 = "stablehlo.and"(%58, %59) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %61 = "stablehlo.broadcast_in_dim"(%60) {broadcast_dimensions = array<i64: 0>} : (tensor<6xi1>) -> tensor<6x3xi1>
    %62 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<6x3xf32>} : () -> tensor<6x3xf32>
    %63 = "stablehlo.select"(%61, %55, %62) : (tensor<6x3xi1>, tensor<6x3xf32>, tensor<6x3xf32>) -> tensor<6x3xf32>
    %64 = "stablehlo.compare"(%44, %63) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<6x3xf32>, tensor<6x3xf32>) -> tensor<6x3xi1>
    %65 = "stablehlo.and"(%64, %43) : (tensor<6x3xi1>, tensor<6x3xi1>) -> tensor<6x3xi1>
    %66 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<6x3xi64>
    %67 = "stablehlo.constant"() {value = dense<6> : tensor<6x3xi64>} : () -> tensor<6x3xi64>
    %68 = "stablehlo.select"(%65, %66, %67) : (tensor<6x3xi1>, tensor<6x3xi64>, tensor<6x3xi64>) -> tensor<6x3xi64>
    %69 = "stablehlo.constant"() {value = dense<6> : tensor<3x3xi64>} : () -> tensor<3x3xi64>
    %70 = "stablehlo.reshape"(%20) : (tensor<6xi64>) -> tensor<6x1xi64>
    %71 = "stablehlo.scatter"(%69, %70, %68) ({
      ^bb0(%72: tensor<i64>, %73: tensor<i64>):
        %74 = "stablehlo.minimum"(%72, %73) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%74) : (tensor<i64>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3x3xi64>, tensor<6x1xi64>, tensor<6x3xi64>) -> tensor<3x3xi64>
    %75 = "stablehlo.reshape"(%71) : (tensor<3x3xi64>) -> tensor<9xi64>
    %76 = "stablehlo.reshape"(%75) : (tensor<9xi64>) -> tensor<9x1xi64>
    %77 = "stablehlo.gather"(%arg1, %76) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>, indices_are_sorted = false} : (tensor<6xi64>, tensor<9x1xi64>) -> tensor<9xi64>
    %78 = "stablehlo.constant"() {value = dense<0> : tensor<9xi64>} : () -> tensor<9xi64>
    %79 = "stablehlo.constant"() {value = dense<6> : tensor<9xi64>} : () -> tensor<9xi64>
    %80 = "stablehlo.compare"(%75, %78) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<9xi64>, tensor<9xi64>) -> tensor<9xi1>
    %81 = "stablehlo.compare"(%75, %79) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<9xi64>, tensor<9xi64>) -> tensor<9xi1>
    %82 = "stablehlo.and"(%80, %81) : (tensor<9xi1>, tensor<9xi1>) -> tensor<9xi1>
    %83 = "stablehlo.constant"() {value = dense<0> : tensor<9xi64>} : () -> tensor<9xi64>
    %84 = "stablehlo.select"(%82, %77, %83) : (tensor<9xi1>, tensor<9xi64>, tensor<9xi64>) -> tensor<9xi64>
    %85 = "stablehlo.reshape"(%84) : (tensor<9xi64>) -> tensor<3x3xi64>
    %86 = "stablehlo.constant"() {value = dense<0> : tensor<3xi64>} : () -> tensor<3xi64>
    %87 = "stablehlo.compare"(%27, %86) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %88 = "stablehlo.broadcast_in_dim"(%87) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi1>) -> tensor<3x3xi1>
    %89 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<3x3xf32>} : () -> tensor<3x3xf32>
    %90 = "stablehlo.select"(%88, %46, %89) : (tensor<3x3xi1>, tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %91 = "stablehlo.constant"() {value = dense<0> : tensor<3x3xi64>} : () -> tensor<3x3xi64>
    %92 = "stablehlo.select"(%88, %85, %91) : (tensor<3x3xi1>, tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi64>
    "func.return"(%90, %20, %27, %92) : (tensor<3x3xf32>, tensor<6xi64>, tensor<3xi64>, tensor<3x3xi64>) -> ()
  }
}
