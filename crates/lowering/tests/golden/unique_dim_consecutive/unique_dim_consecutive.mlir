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
    %23 = "stablehlo.constant"() {value = dense<4> : tensor<4xi64>} : () -> tensor<4xi64>
    %24 = "stablehlo.add"(%22, %23) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %25 = "stablehlo.select"(%11, %22, %24) : (tensor<4xi1>, tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %26:2 = "stablehlo.sort"(%25, %22) ({
      ^bb0(%27: tensor<i64>, %28: tensor<i64>, %29: tensor<i64>, %30: tensor<i64>):
        %31 = "stablehlo.compare"(%27, %28) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
        "stablehlo.return"(%31) : (tensor<i1>) -> ()
    }) {dimension = 0 : i64, is_stable = false} : (tensor<4xi64>, tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>)
    %32 = "stablehlo.slice"(%26#1) {start_indices = array<i64: 0>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xi64>) -> tensor<3xi64>
    %33 = "stablehlo.reshape"(%32) : (tensor<3xi64>) -> tensor<3x1xi64>
    %34 = "stablehlo.gather"(%1, %33) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>, indices_are_sorted = false} : (tensor<4x3xf32>, tensor<3x1xi64>) -> tensor<3x3xf32>
    %35 = "stablehlo.constant"() {value = dense<0> : tensor<3xi64>} : () -> tensor<3xi64>
    %36 = "stablehlo.constant"() {value = dense<4> : tensor<3xi64>} : () -> tensor<3xi64>
    %37 = "stablehlo.compare"(%32, %35) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %38 = "stablehlo.compare"(%32, %36) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %39 = "stablehlo.and"(%37, %38) : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
    %40 = "stablehlo.broadcast_in_dim"(%39) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi1>) -> tensor<3x3xi1>
    %41 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<3x3xf32>} : () -> tensor<3x3xf32>
    %42 = "stablehlo.select"(%40, %34, %41) : (tensor<3x3xi1>, tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %43 = "stablehlo.constant"() {value = dense<4> : tensor<1xi64>} : () -> tensor<1xi64>
    %44 = "stablehlo.slice"(%26#1) {start_indices = array<i64: 1>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xi64>) -> tensor<2xi64>
    %45 = "stablehlo.concatenate"(%44, %43) {dimension = 0 : i64} : (tensor<2xi64>, tensor<1xi64>) -> tensor<3xi64>
    %46 = "stablehlo.subtract"(%45, %32) : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %47 = "stablehlo.reshape"(%42) : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %48 = "stablehlo.transpose"(%47) {permutation = array<i64: 1, 0>} : (tensor<3x3xf32>) -> tensor<3x3xf32>
    "func.return"(%48, %21, %46) : (tensor<3x3xf32>, tensor<4xi64>, tensor<3xi64>) -> ()
  }
}
