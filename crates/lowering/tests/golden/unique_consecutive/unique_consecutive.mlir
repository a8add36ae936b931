module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xi32>) -> (tensor<3xi32>, tensor<6xi64>, tensor<3xi64>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<6xi32>) -> tensor<6x1xi32>
    %1 = "stablehlo.constant"() {value = dense<true> : tensor<1xi1>} : () -> tensor<1xi1>
    %2 = "stablehlo.slice"(%0) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 5, 1>, strides = array<i64: 1, 1>} : (tensor<6x1xi32>) -> tensor<5x1xi32>
    %3 = "stablehlo.slice"(%0) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 6, 1>, strides = array<i64: 1, 1>} : (tensor<6x1xi32>) -> tensor<5x1xi32>
    %4 = "stablehlo.compare"(%3, %2) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi1>
    %5 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %6 = "stablehlo.reduce"(%4, %5) ({
      ^bb0(%7: tensor<i1>, %8: tensor<i1>):
        %9 = "stablehlo.or"(%7, %8) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%9) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<5x1xi1>, tensor<i1>) -> tensor<5xi1>
    %10 = "stablehlo.concatenate"(%1, %6) {dimension = 0 : i64} : (tensor<1xi1>, tensor<5xi1>) -> tensor<6xi1>
    %11 = "stablehlo.convert"(%10) : (tensor<6xi1>) -> tensor<6xi64>
    %12 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %13 = "stablehlo.slice"(%11) {start_indices = array<i64: 0>, limit_indices = array<i64: 5>, strides = array<i64: 1>} : (tensor<6xi64>) -> tensor<5xi64>
    %14 = "stablehlo.pad"(%13, %12) {edge_padding_low = array<i64: 1>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: 0>} : (tensor<5xi64>, tensor<i64>) -> tensor<6xi64>
    %15 = "stablehlo.add"(%14, %11) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %16 = "stablehlo.slice"(%15) {start_indices = array<i64: 0>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<6xi64>) -> tensor<4xi64>
    %17 = "stablehlo.pad"(%16, %12) {edge_padding_low = array<i64: 2>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: 0>} : (tensor<4xi64>, tensor<i64>) -> tensor<6xi64>
    %18 = "stablehlo.add"(%17, %15) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %19 = "stablehlo.slice"(%18) {start_indices = array<i64: 0>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<6xi64>) -> tensor<2xi64>
    %20 = "stablehlo.pad"(%19, %12) {edge_padding_low = array<i64: 4>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: 0>} : (tensor<2xi64>, tensor<i64>) -> tensor<6xi64>
    %21 = "stablehlo.add"(%20, %18) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %22 = "stablehlo.constant"() {value = dense<1> : tensor<6xi64>} : () -> tensor<6xi64>
    %23 = "stablehlo.subtract"(%21, %22) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %24 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<6xi64>
    %25 = "stablehlo.constant"() {value = dense<6> : tensor<6xi64>} : () -> tensor<6xi64>
    %26 = "stablehlo.add"(%24, %25) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %27 = "stablehlo.select"(%10, %24, %26) : (tensor<6xi1>, tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %28:2 = "stablehlo.sort"(%27, %24) ({
      ^bb0(%29: tensor<i64>, %30: tensor<i64>, %31: tensor<i64>, %32: tensor<i64>):
        %33 = "stablehlo.compare"(%29, %30) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
        "stablehlo.return"(%33) : (tensor<i1>) -> ()
    }) {dimension = 0 : i64, is_stable = false} : (tensor<6xi64>, tensor<6xi64>) -> (tensor<6xi64>, tensor<6xi64>)
    %34 = "stablehlo.slice"(%28#1) {start_indices = array<i64: 0>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<6xi64>) -> tensor<3xi64>
    %35 = "stablehlo.reshape"(%34) : (tensor<3xi64>) -> tensor<3x1xi64>
    %36 = "stablehlo.gather"(%0, %35) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>, indices_are_sorted = false} : (tensor<6x1xi32>, tensor<3x1xi64>) -> tensor<3x1xi32>
    %37 = "stablehlo.constant"() {value = dense<0> : tensor<3xi64>} : () -> tensor<3xi64>
    %38 = "stablehlo.constant"() {value = dense<6> : tensor<3xi64>} : () -> tensor<3xi64>
    %39 = "stablehlo.compare"(%34, %37) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %40 = "stablehlo.compare"(%34, %38) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %41 = "stablehlo.and"(%39, %40) : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
    %42 = "stablehlo.broadcast_in_dim"(%41) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi1>) -> tensor<3x1xi1>
    %43 = "stablehlo.constant"() {value = dense<0> : tensor<3x1xi32>} : () -> tensor<3x1xi32>
    %44 = "stablehlo.select"(%42, %36, %43) : (tensor<3x1xi1>, tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi32>
    %45 = "stablehlo.constant"() {value = dense<6> : tensor<1xi64>} : () -> tensor<1xi64>
    %46 = "stablehlo.slice"(%28#1) {start_indices = array<i64: 1>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<6xi64>) -> tensor<2xi64>
    %47 = "stablehlo.concatenate"(%46, %45) {dimension = 0 : i64} : (tensor<2xi64>, tensor<1xi64>) -> tensor<3xi64>
    %48 = "stablehlo.subtract"(%47, %34) : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %49 = "stablehlo.reshape"(%44) : (tensor<3x1xi32>) -> tensor<3xi32>
    %50 = "stablehlo.constant"() {value = dense<0> : tensor<0xi64>} : () -> tensor<0xi64>
    "func.return"(%49, %23, %48) : (tensor<3xi32>, tensor<6xi64>, tensor<3xi64>) -> ()
  }
}
