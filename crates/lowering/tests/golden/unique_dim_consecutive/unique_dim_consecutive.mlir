module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>) -> (tensor<3x3xf32>, tensor<4xi64>, tensor<3xi64>) {
    %0 = "stablehlo.transpose"(%arg0) {permutation = array<i64: 1, 0>} : (tensor<3x4xf32>) -> tensor<4x3xf32>
    %1 = "stablehlo.reshape"(%0) : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %2 = "stablehlo.constant"() {value = dense<true> : tensor<1xi1>} : () -> tensor<1xi1>
    %3 = "stablehlo.slice"(%1) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 3, 3>, strides = array<i64: 1, 1>} : (tensor<4x3xf32>) -> tensor<3x3xf32>
    %4 = "stablehlo.slice"(%1) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 4, 3>, strides = array<i64: 1, 1>} : (tensor<4x3xf32>) -> tensor<3x3xf32>
    %5 = "stablehlo.compare"(%4, %3) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xi1>
    %6 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %7 = "stablehlo.reduce"(%5, %6) ({
      ^bb0(%8: tensor<i1>, %9: tensor<i1>):
        %10 = "stablehlo.or"(%8, %9) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%10) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3x3xi1>, tensor<i1>) -> tensor<3xi1>
    %11 = "stablehlo.concatenate"(%2, %7) {dimension = 0 : i64} : (tensor<1xi1>, tensor<3xi1>) -> tensor<4xi1>
    %12 = "stablehlo.convert"(%11) : (tensor<4xi1>) -> tensor<4xi64>
    %13 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %14 = "stablehlo.slice"(%12) {start_indices = array<i64: 0>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xi64>) -> tensor<3xi64>
    %15 = "stablehlo.pad"(%14, %13) {edge_padding_low = array<i64: 1>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: 0>} : (tensor<3xi64>, tensor<i64>) -> tensor<4xi64>
    %16 = "stablehlo.add"(%15, %12) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %17 = "stablehlo.slice"(%16) {start_indices = array<i64: 0>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xi64>) -> tensor<2xi64>
    %18 = "stablehlo.pad"(%17, %13) {edge_padding_low = array<i64: 2>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: 0>} : (tensor<2xi64>, tensor<i64>) -> tensor<4xi64>
    %19 = "stablehlo.add"(%18, %16) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %20 = "stablehlo.constant"() {value = dense<1> : tensor<4xi64>} : () -> tensor<4xi64>
    %21 = "stablehlo.subtract"(%19, %20) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %22 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4xi64>
    %23 = "stablehlo.constant"() {value = dense<9223372036854775807> : tensor<3xi64>} : () -> tensor<3xi64>
    %24 = "stablehlo.reshape"(%21) : (tensor<4xi64>) -> tensor<4x1xi64>
    %25 = "stablehlo.scatter"(%23, %24, %22) ({
      ^bb0(%26: tensor<i64>, %27: tensor<i64>):
        %28 = "stablehlo.minimum"(%26, %27) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%28) : (tensor<i64>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3xi64>, tensor<4x1xi64>, tensor<4xi64>) -> tensor<3xi64>
    %29 = "stablehlo.reshape"(%25) : (tensor<3xi64>) -> tensor<3x1xi64>
    %30 = "stablehlo.gather"(%1, %29) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>, indices_are_sorted = false} : (tensor<4x3xf32>, tensor<3x1xi64>) -> tensor<3x3xf32>
    %31 = "stablehlo.constant"() {value = dense<0> : tensor<3xi64>} : () -> tensor<3xi64>
    %32 = "stablehlo.constant"() {value = dense<4> : tensor<3xi64>} : () -> tensor<3xi64>
    %33 = "stablehlo.compare"(%25, %31) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %34 = "stablehlo.compare"(%25, %32) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %35 = "stablehlo.and"(%33, %34) : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
    %36 = "stablehlo.broadcast_in_dim"(%35) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi1>) -> tensor<3x3xi1>
    %37 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<3x3xf32>} : () -> tensor<3x3xf32>
    %38 = "stablehlo.select"(%36, %30, %37) : (tensor<3x3xi1>, tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %39 = "stablehlo.constant"() {value = dense<0> : tensor<3xi64>} : () -> tensor<3xi64>
    %40 = "stablehlo.reshape"(%21) : (tensor<4xi64>) -> tensor<4x1xi64>
    %41 = "stablehlo.scatter"(%39, %40, %20) ({
      ^bb0(%42: tensor<i64>, %43: tensor<i64>):
        %44 = "stablehlo.add"(%42, %43) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%44) : (tensor<i64>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3xi64>, tensor<4x1xi64>, tensor<4xi64>) -> tensor<3xi64>
    %45 = "stablehlo.reshape"(%38) : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %46 = "stablehlo.transpose"(%45) {permutation = array<i64: 1, 0>} : (tensor<3x3xf32>) -> tensor<3x3xf32>
    "func.return"(%46, %21, %41) : (tensor<3x3xf32>, tensor<4xi64>, tensor<3xi64>) -> ()
  }
}
