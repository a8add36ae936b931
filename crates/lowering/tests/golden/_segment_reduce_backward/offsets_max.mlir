module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x2xf32>, %arg1: tensor<3x2xf32>, %arg2: tensor<6x2xf32>, %arg3: tensor<4xi64>) -> (tensor<6x2xf32>) {
    %0 = "stablehlo.reshape"(%arg3) : (tensor<4xi64>) -> tensor<1x4xi64>
    %1 = "stablehlo.slice"(%0) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 1, 4>, strides = array<i64: 1, 1>} : (tensor<1x4xi64>) -> tensor<1x3xi64>
    %2 = "stablehlo.slice"(%0) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 3>, strides = array<i64: 1, 1>} : (tensor<1x4xi64>) -> tensor<1x3xi64>
    %3 = "stablehlo.subtract"(%1, %2) : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %4 = "stablehlo.reshape"(%arg2) : (tensor<6x2xf32>) -> tensor<1x6x2xf32>
    %5 = "stablehlo.reshape"(%arg0) : (tensor<3x2xf32>) -> tensor<1x3x2xf32>
    %6 = "stablehlo.reshape"(%arg1) : (tensor<3x2xf32>) -> tensor<1x3x2xf32>
    %7 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %8 = "stablehlo.slice"(%3) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 2>, strides = array<i64: 1, 1>} : (tensor<1x3xi64>) -> tensor<1x2xi64>
    %9 = "stablehlo.pad"(%8, %7) {edge_padding_low = array<i64: 0, 1>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>} : (tensor<1x2xi64>, tensor<i64>) -> tensor<1x3xi64>
    %10 = "stablehlo.add"(%9, %3) : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %11 = "stablehlo.slice"(%10) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 1>, strides = array<i64: 1, 1>} : (tensor<1x3xi64>) -> tensor<1x1xi64>
    %12 = "stablehlo.pad"(%11, %7) {edge_padding_low = array<i64: 0, 2>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>} : (tensor<1x1xi64>, tensor<i64>) -> tensor<1x3xi64>
    %13 = "stablehlo.add"(%12, %10) : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %14 = "stablehlo.subtract"(%13, %3) : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %15 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1x3xi64>
    %16 = "stablehlo.reshape"(%15) : (tensor<1x3xi64>) -> tensor<1x3x1xi64>
    %17 = "stablehlo.reshape"(%14) : (tensor<1x3xi64>) -> tensor<1x3x1xi64>
    %18 = "stablehlo.concatenate"(%16, %17) {dimension = 2 : i64} : (tensor<1x3x1xi64>, tensor<1x3x1xi64>) -> tensor<1x3x2xi64>
    %19 = "stablehlo.constant"() {value = dense<0> : tensor<1x6xi64>} : () -> tensor<1x6xi64>
    %20 = "stablehlo.constant"() {value = dense<1> : tensor<1x3xi64>} : () -> tensor<1x3xi64>
    %21 = "stablehlo.scatter"(%19, %18, %20) ({
      ^bb0(%22: tensor<i64>, %23: tensor<i64>):
        %24 = "stablehlo.add"(%22, %23) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%24) : (tensor<i64>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, unique_indices = false} : (tensor<1x6xi64>, tensor<1x3x2xi64>, tensor<1x3xi64>) -> tensor<1x6xi64>
    %25 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %26 = "stablehlo.slice"(%21) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 5>, strides = array<i64: 1, 1>} : (tensor<1x6xi64>) -> tensor<1x5xi64>
    %27 = "stablehlo.pad"(%26, %25) {edge_padding_low = array<i64: 0, 1>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>} : (tensor<1x5xi64>, tensor<i64>) -> tensor<1x6xi64>
    %28 = "stablehlo.add"(%27, %21) : (tensor<1x6xi64>, tensor<1x6xi64>) -> tensor<1x6xi64>
    %29 = "stablehlo.slice"(%28) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 4>, strides = array<i64: 1, 1>} : (tensor<1x6xi64>) -> tensor<1x4xi64>
    %30 = "stablehlo.pad"(%29, %25) {edge_padding_low = array<i64: 0, 2>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>} : (tensor<1x4xi64>, tensor<i64>) -> tensor<1x6xi64>
    %31 = "stablehlo.add"(%30, %28) : (tensor<1x6xi64>, tensor<1x6xi64>) -> tensor<1x6xi64>
    %32 = "stablehlo.slice"(%31) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 2>, strides = array<i64: 1, 1>} : (tensor<1x6xi64>) -> tensor<1x2xi64>
    %33 = "stablehlo.pad"(%32, %25) {edge_padding_low = array<i64: 0, 4>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>} : (tensor<1x2xi64>, tensor<i64>) -> tensor<1x6xi64>
    %34 = "stablehlo.add"(%33, %31) : (tensor<1x6xi64>, tensor<1x6xi64>) -> tensor<1x6xi64>
    %35 = "stablehlo.constant"() {value = dense<1> : tensor<1x6xi64>} : () -> tensor<1x6xi64>
    %36 = "stablehlo.subtract"(%34, %35) : (tensor<1x6xi64>, tensor<1x6xi64>) -> tensor<1x6xi64>
    %37 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %38 = "stablehlo.reduce"(%3, %37) ({
      ^bb0(%39: tensor<i64>, %40: tensor<i64>):
        %41 = "stablehlo.add"(%39, %40) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%41) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x3xi64>, tensor<i64>) -> tensor<1xi64>
    %42 = "stablehlo.broadcast_in_dim"(%38) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi64>) -> tensor<1x6xi64>
    %43 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x6xi64>
    %44 = "stablehlo.compare"(%43, %42) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x6xi64>, tensor<1x6xi64>) -> tensor<1x6xi1>
    %45 = "stablehlo.constant"() {value = dense<0> : tensor<1x6xi64>} : () -> tensor<1x6xi64>
    %46 = "stablehlo.compare"(%36, %45) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x6xi64>, tensor<1x6xi64>) -> tensor<1x6xi1>
    %47 = "stablehlo.and"(%44, %46) : (tensor<1x6xi1>, tensor<1x6xi1>) -> tensor<1x6xi1>
    %48 = "stablehlo.select"(%47, %36, %45) : (tensor<1x6xi1>, tensor<1x6xi64>, tensor<1x6xi64>) -> tensor<1x6xi64>
    %49 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1x6xi64>
    %50 = "stablehlo.reshape"(%49) : (tensor<1x6xi64>) -> tensor<1x6x1xi64>
    %51 = "stablehlo.reshape"(%48) : (tensor<1x6xi64>) -> tensor<1x6x1xi64>
    %52 = "stablehlo.concatenate"(%50, %51) {dimension = 2 : i64} : (tensor<1x6x1xi64>, tensor<1x6x1xi64>) -> tensor<1x6x2xi64>
    %53 = "stablehlo.broadcast_in_dim"(%47) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x6xi1>) -> tensor<1x6x2xi1>
    %54 = "stablehlo.gather"(%5, %52) {dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 2>, indices_are_sorted = false} : (tensor<1x3x2xf32>, tensor<1x6x2xi64>) -> tensor<1x6x2xf32>
    %55 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x6x2xf32>} : () -> tensor<1x6x2xf32>
    %56 = "stablehlo.gather"(%6, %52) {dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 2>, indices_are_sorted = false} : (tensor<1x3x2xf32>, tensor<1x6x2xi64>) -> tensor<1x6x2xf32>
    %57 = "stablehlo.compare"(%4, %56) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x6x2xf32>, tensor<1x6x2xf32>) -> tensor<1x6x2xi1>
    %58 = "stablehlo.compare"(%4, %4) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x6x2xf32>, tensor<1x6x2xf32>) -> tensor<1x6x2xi1>
    %59 = "stablehlo.or"(%57, %58) : (tensor<1x6x2xi1>, tensor<1x6x2xi1>) -> tensor<1x6x2xi1>
    %60 = "stablehlo.and"(%59, %53) : (tensor<1x6x2xi1>, tensor<1x6x2xi1>) -> tensor<1x6x2xi1>
    %61 = "stablehlo.select"(%60, %54, %55) : (tensor<1x6x2xi1>, tensor<1x6x2xf32>, tensor<1x6x2xf32>) -> tensor<1x6x2xf32>
    %62 = "stablehlo.convert"(%60) : (tensor<1x6x2xi1>) -> tensor<1x6x2xf32>
    %63 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x3x2xf32>} : () -> tensor<1x3x2xf32>
    %64 = "stablehlo.scatter"(%63, %52, %62) ({
      ^bb0(%65: tensor<f32>, %66: tensor<f32>):
        %67 = "stablehlo.add"(%65, %66) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%67) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, unique_indices = false} : (tensor<1x3x2xf32>, tensor<1x6x2xi64>, tensor<1x6x2xf32>) -> tensor<1x3x2xf32>
    %68 = "stablehlo.gather"(%64, %52) {dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 2>, indices_are_sorted = false} : (tensor<1x3x2xf32>, tensor<1x6x2xi64>) -> tensor<1x6x2xf32>
    %69 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x6x2xf32>} : () -> tensor<1x6x2xf32>
    %70 = "stablehlo.compare"(%68, %69) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x6x2xf32>, tensor<1x6x2xf32>) -> tensor<1x6x2xi1>
    %71 = "stablehlo.compare"(%61, %55) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x6x2xf32>, tensor<1x6x2xf32>) -> tensor<1x6x2xi1>
    %72 = "stablehlo.and"(%70, %71) : (tensor<1x6x2xi1>, tensor<1x6x2xi1>) -> tensor<1x6x2xi1>
    %73 = "stablehlo.divide"(%61, %68) : (tensor<1x6x2xf32>, tensor<1x6x2xf32>) -> tensor<1x6x2xf32>
    %74 = "stablehlo.select"(%72, %73, %61) : (tensor<1x6x2xi1>, tensor<1x6x2xf32>, tensor<1x6x2xf32>) -> tensor<1x6x2xf32>
    %75 = "stablehlo.select"(%53, %74, %55) : (tensor<1x6x2xi1>, tensor<1x6x2xf32>, tensor<1x6x2xf32>) -> tensor<1x6x2xf32>
    %76 = "stablehlo.reshape"(%75) : (tensor<1x6x2xf32>) -> tensor<6x2xf32>
    "func.return"(%76) : (tensor<6x2xf32>) -> ()
  }
}
