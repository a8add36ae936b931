module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>) -> (tensor<3x3xf32>, tensor<4xi64>, tensor<3xi64>) {
    %0 = "stablehlo.transpose"(%arg0) {permutation = array<i64: 1, 0>} : (tensor<3x4xf32>) -> tensor<4x3xf32>
    %1 = "stablehlo.constant"() {value = dense<true> : tensor<1xi1>} : () -> tensor<1xi1>
    %2 = "stablehlo.slice"(%0) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 3, 3>, strides = array<i64: 1, 1>} : (tensor<4x3xf32>) -> tensor<3x3xf32>
    %3 = "stablehlo.slice"(%0) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 4, 3>, strides = array<i64: 1, 1>} : (tensor<4x3xf32>) -> tensor<3x3xf32>
    %4 = "stablehlo.compare"(%3, %2) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xi1>
    %5 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %6 = "stablehlo.reduce"(%4, %5) ({
      ^bb0(%7: tensor<i1>, %8: tensor<i1>):
        %9 = "stablehlo.or"(%7, %8) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%9) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3x3xi1>, tensor<i1>) -> tensor<3xi1>
    %10 = "stablehlo.concatenate"(%1, %6) {dimension = 0 : i64} : (tensor<1xi1>, tensor<3xi1>) -> tensor<4xi1>
    %11 = "stablehlo.convert"(%10) : (tensor<4xi1>) -> tensor<4xi64>
    %12 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %13 = "stablehlo.slice"(%11) {start_indices = array<i64: 0>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xi64>) -> tensor<3xi64>
    %14 = "stablehlo.pad"(%13, %12) {edge_padding_low = array<i64: 1>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: 0>} : (tensor<3xi64>, tensor<i64>) -> tensor<4xi64>
    %15 = "stablehlo.add"(%14, %11) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %16 = "stablehlo.slice"(%15) {start_indices = array<i64: 0>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xi64>) -> tensor<2xi64>
    %17 = "stablehlo.pad"(%16, %12) {edge_padding_low = array<i64: 2>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: 0>} : (tensor<2xi64>, tensor<i64>) -> tensor<4xi64>
    %18 = "stablehlo.add"(%17, %15) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %19 = "stablehlo.constant"() {value = dense<1> : tensor<4xi64>} : () -> tensor<4xi64>
    %20 = "stablehlo.subtract"(%18, %19) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %21 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4xi64>
    %22 = "stablehlo.constant"() {value = dense<4> : tensor<4xi64>} : () -> tensor<4xi64>
    %23 = "stablehlo.add"(%21, %22) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %24 = "stablehlo.select"(%10, %21, %23) : (tensor<4xi1>, tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %25:2 = "stablehlo.sort"(%24, %21) ({
      ^bb0(%26: tensor<i64>, %27: tensor<i64>, %28: tensor<i64>, %29: tensor<i64>):
        %30 = "stablehlo.compare"(%26, %27) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
        "stablehlo.return"(%30) : (tensor<i1>) -> ()
    }) {dimension = 0 : i64, is_stable = false} : (tensor<4xi64>, tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>)
    %31 = "stablehlo.slice"(%25#1) {start_indices = array<i64: 0>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xi64>) -> tensor<3xi64>
    %32 = "stablehlo.reshape"(%31) : (tensor<3xi64>) -> tensor<3x1xi64>
    %33 = "stablehlo.gather"(%0, %32) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>, indices_are_sorted = false} : (tensor<4x3xf32>, tensor<3x1xi64>) -> tensor<3x3xf32>
    %34 = "stablehlo.constant"() {value = dense<0> : tensor<3xi64>} : () -> tensor<3xi64>
    %35 = "stablehlo.constant"() {value = dense<4> : tensor<3xi64>} : () -> tensor<3xi64>
    %36 = "stablehlo.compare"(%31, %34) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %37 = "stablehlo.compare"(%31, %35) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %38 = "stablehlo.and"(%36, %37) : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
    %39 = "stablehlo.broadcast_in_dim"(%38) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi1>) -> tensor<3x3xi1>
    %40 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<3x3xf32>} : () -> tensor<3x3xf32>
    %41 = "stablehlo.select"(%39, %33, %40) : (tensor<3x3xi1>, tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %42 = "stablehlo.constant"() {value = dense<4> : tensor<1xi64>} : () -> tensor<1xi64>
    %43 = "stablehlo.slice"(%25#1) {start_indices = array<i64: 1>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xi64>) -> tensor<2xi64>
    %44 = "stablehlo.concatenate"(%43, %42) {dimension = 0 : i64} : (tensor<2xi64>, tensor<1xi64>) -> tensor<3xi64>
    %45 = "stablehlo.subtract"(%44, %31) : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %46 = "stablehlo.transpose"(%41) {permutation = array<i64: 1, 0>} : (tensor<3x3xf32>) -> tensor<3x3xf32>
    "func.return"(%46, %20, %45) : (tensor<3x3xf32>, tensor<4xi64>, tensor<3xi64>) -> ()
  }
}
