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
    %40 = "stablehlo.constant"() {value = dense<6> : tensor<6xi64>} : () -> tensor<6xi64>
    %41 = "stablehlo.add"(%39, %40) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %42 = "stablehlo.select"(%25, %39, %41) : (tensor<6xi1>, tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %43:2 = "stablehlo.sort"(%42, %39) ({
      ^bb0(%44: tensor<i64>, %45: tensor<i64>, %46: tensor<i64>, %47: tensor<i64>):
        %48 = "stablehlo.compare"(%44, %45) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
        "stablehlo.return"(%48) : (tensor<i1>) -> ()
    }) {dimension = 0 : i64, is_stable = false} : (tensor<6xi64>, tensor<6xi64>) -> (tensor<6xi64>, tensor<6xi64>)
    %49 = "stablehlo.slice"(%43#1) {start_indices = array<i64: 0>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<6xi64>) -> tensor<4xi64>
    %50 = "stablehlo.reshape"(%49) : (tensor<4xi64>) -> tensor<4x1xi64>
    %51 = "stablehlo.gather"(%15, %50) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>, indices_are_sorted = false} : (tensor<6x1xi64>, tensor<4x1xi64>) -> tensor<4x1xi64>
    %52 = "stablehlo.constant"() {value = dense<0> : tensor<4xi64>} : () -> tensor<4xi64>
    %53 = "stablehlo.constant"() {value = dense<6> : tensor<4xi64>} : () -> tensor<4xi64>
    %54 = "stablehlo.compare"(%49, %52) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %55 = "stablehlo.compare"(%49, %53) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %56 = "stablehlo.and"(%54, %55) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %57 = "stablehlo.broadcast_in_dim"(%56) {broadcast_dimensions = array<i64: 0>} : (tensor<4xi1>) -> tensor<4x1xi1>
    %58 = "stablehlo.constant"() {value = dense<0> : tensor<4x1xi64>} : () -> tensor<4x1xi64>
    %59 = "stablehlo.select"(%57, %51, %58) : (tensor<4x1xi1>, tensor<4x1xi64>, tensor<4x1xi64>) -> tensor<4x1xi64>
    %60 = "stablehlo.constant"() {value = dense<6> : tensor<1xi64>} : () -> tensor<1xi64>
    %61 = "stablehlo.slice"(%43#1) {start_indices = array<i64: 1>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<6xi64>) -> tensor<3xi64>
    %62 = "stablehlo.concatenate"(%61, %60) {dimension = 0 : i64} : (tensor<3xi64>, tensor<1xi64>) -> tensor<4xi64>
    %63 = "stablehlo.subtract"(%62, %49) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %64:2 = "stablehlo.sort"(%4#1, %38) ({
      ^bb0(%65: tensor<i64>, %66: tensor<i64>, %67: tensor<i64>, %68: tensor<i64>):
        %69 = "stablehlo.compare"(%65, %66) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
        "stablehlo.return"(%69) : (tensor<i1>) -> ()
    }) {dimension = 0 : i64, is_stable = false} : (tensor<6xi64>, tensor<6xi64>) -> (tensor<6xi64>, tensor<6xi64>)
    %70 = "stablehlo.reshape"(%59) : (tensor<4x1xi64>) -> tensor<4xi64>
    %71 = "stablehlo.constant"() {value = dense<0> : tensor<0xi64>} : () -> tensor<0xi64>
    "func.return"(%70, %71) : (tensor<4xi64>, tensor<0xi64>) -> ()
  }
}
