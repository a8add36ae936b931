module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xi64>) -> (tensor<4xi64>, tensor<0xi64>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<6xi64>) -> tensor<6x1xi64>
    %1 = "stablehlo.slice"(%0) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 6, 1>, strides = array<i64: 1, 1>} : (tensor<6x1xi64>) -> tensor<6x1xi64>
    %2 = "stablehlo.reshape"(%1) : (tensor<6x1xi64>) -> tensor<6xi64>
    %3 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<6xi64>
    %4:2 = "stablehlo.sort"(%2, %3) ({
      ^bb0(%5: tensor<i64>, %6: tensor<i64>, %7: tensor<i64>, %8: tensor<i64>):
        %9 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
        %10 = "stablehlo.compare"(%5, %6) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %11 = "stablehlo.compare"(%5, %6) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %12 = "stablehlo.and"(%11, %9) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %13 = "stablehlo.or"(%10, %12) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%13) : (tensor<i1>) -> ()
    }) {dimension = 0 : i64, is_stable = true} : (tensor<6xi64>, tensor<6xi64>) -> (tensor<6xi64>, tensor<6xi64>)
    %14 = "stablehlo.reshape"(%4#0) : (tensor<6xi64>) -> tensor<6x1xi64>
    %15 = "stablehlo.concatenate"(%14) {dimension = 1 : i64} : (tensor<6x1xi64>) -> tensor<6x1xi64>
    %16 = "stablehlo.constant"() {value = dense<true> : tensor<1xi1>} : () -> tensor<1xi1>
    %17 = "stablehlo.slice"(%15) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 5, 1>, strides = array<i64: 1, 1>} : (tensor<6x1xi64>) -> tensor<5x1xi64>
    %18 = "stablehlo.slice"(%15) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 6, 1>, strides = array<i64: 1, 1>} : (tensor<6x1xi64>) -> tensor<5x1xi64>
    %19 = "stablehlo.compare"(%18, %17) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<5x1xi64>, tensor<5x1xi64>) -> tensor<5x1xi1>
    %20 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %21 = "stablehlo.reduce"(%19, %20) ({
      ^bb0(%22: tensor<i1>, %23: tensor<i1>):
        %24 = "stablehlo.or"(%22, %23) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%24) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<5x1xi1>, tensor<i1>) -> tensor<5xi1>
    %25 = "stablehlo.concatenate"(%16, %21) {dimension = 0 : i64} : (tensor<1xi1>, tensor<5xi1>) -> tensor<6xi1>
    %26 = "stablehlo.convert"(%25) : (tensor<6xi1>) -> tensor<6xi64>
    %27 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %28 = "stablehlo.slice"(%26) {start_indices = array<i64: 0>, limit_indices = array<i64: 5>, strides = array<i64: 1>} : (tensor<6xi64>) -> tensor<5xi64>
    %29 = "stablehlo.pad"(%28, %27) {edge_padding_low = array<i64: 1>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: 0>} : (tensor<5xi64>, tensor<i64>) -> tensor<6xi64>
    %30 = "stablehlo.add"(%29, %26) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %31 = "stablehlo.slice"(%30) {start_indices = array<i64: 0>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<6xi64>) -> tensor<4xi64>
    %32 = "stablehlo.pad"(%31, %27) {edge_padding_low = array<i64: 2>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: 0>} : (tensor<4xi64>, tensor<i64>) -> tensor<6xi64>
    %33 = "stablehlo.add"(%32, %30) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %34 = "stablehlo.slice"(%33) {start_indices = array<i64: 0>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<6xi64>) -> tensor<2xi64>
    %35 = "stablehlo.pad"(%34, %27) {edge_padding_low = array<i64: 4>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: 0>} : (tensor<2xi64>, tensor<i64>) -> tensor<6xi64>
    %36 = "stablehlo.add"(%35, %33) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %37 = "stablehlo.constant"() {value = dense<1> : tensor<6xi64>} : () -> tensor<6xi64>
    %38 = "stablehlo.subtract"(%36, %37) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %39 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<6xi64>
    %40 = "stablehlo.constant"() {value = dense<9223372036854775807> : tensor<4xi64>} : () -> tensor<4xi64>
    %41 = "stablehlo.reshape"(%38) : (tensor<6xi64>) -> tensor<6x1xi64>
    %42 = "stablehlo.scatter"(%40, %41, %39) ({
      ^bb0(%43: tensor<i64>, %44: tensor<i64>):
        %45 = "stablehlo.minimum"(%43, %44) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%45) : (tensor<i64>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<4xi64>, tensor<6x1xi64>, tensor<6xi64>) -> tensor<4xi64>
    %46 = "stablehlo.reshape"(%42) : (tensor<4xi64>) -> tensor<4x1xi64>
    %47 = "stablehlo.gather"(%15, %46) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>, indices_are_sorted = false} : (tensor<6x1xi64>, tensor<4x1xi64>) -> tensor<4x1xi64>
    %48 = "stablehlo.constant"() {value = dense<0> : tensor<4xi64>} : () -> tensor<4xi64>
    %49 = "stablehlo.constant"() {value = dense<6> : tensor<4xi64>} : () -> tensor<4xi64>
    %50 = "stablehlo.compare"(%42, %48) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %51 = "stablehlo.compare"(%42, %49) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %52 = "stablehlo.and"(%50, %51) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %53 = "stablehlo.broadcast_in_dim"(%52) {broadcast_dimensions = array<i64: 0>} : (tensor<4xi1>) -> tensor<4x1xi1>
    %54 = "stablehlo.constant"() {value = dense<0> : tensor<4x1xi64>} : () -> tensor<4x1xi64>
    %55 = "stablehlo.select"(%53, %47, %54) : (tensor<4x1xi1>, tensor<4x1xi64>, tensor<4x1xi64>) -> tensor<4x1xi64>
    %56 = "stablehlo.constant"() {value = dense<0> : tensor<4xi64>} : () -> tensor<4xi64>
    %57 = "stablehlo.reshape"(%38) : (tensor<6xi64>) -> tensor<6x1xi64>
    %58 = "stablehlo.scatter"(%56, %57, %37) ({
      ^bb0(%59: tensor<i64>, %60: tensor<i64>):
        %61 = "stablehlo.add"(%59, %60) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%61) : (tensor<i64>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<4xi64>, tensor<6x1xi64>, tensor<6xi64>) -> tensor<4xi64>
    %62 = "stablehlo.constant"() {value = dense<0> : tensor<6xi64>} : () -> tensor<6xi64>
    %63 = "stablehlo.reshape"(%4#1) : (tensor<6xi64>) -> tensor<6x1xi64>
    %64 = "stablehlo.scatter"(%62, %63, %38) ({
      ^bb0(%65: tensor<i64>, %66: tensor<i64>):
        "stablehlo.return"(%66) : (tensor<i64>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<6xi64>, tensor<6x1xi64>, tensor<6xi64>) -> tensor<6xi64>
    %67 = "stablehlo.reshape"(%55) : (tensor<4x1xi64>) -> tensor<4xi64>
    %68 = "stablehlo.constant"() {value = dense<0> : tensor<0xi64>} : () -> tensor<0xi64>
    "func.return"(%67, %68) : (tensor<4xi64>, tensor<0xi64>) -> ()
  }
}
