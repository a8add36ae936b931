module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x5xf32>) -> (tensor<2xf32>, tensor<2xi64>) {
    %0 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x5xi64>
    %1:2 = "stablehlo.sort"(%arg0, %0) ({
      ^bb0(%2: tensor<f32>, %3: tensor<f32>, %4: tensor<i64>, %5: tensor<i64>):
        %6 = "stablehlo.compare"(%2, %3) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %7 = "stablehlo.compare"(%2, %2) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %8 = "stablehlo.compare"(%3, %3) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %9 = "stablehlo.not"(%7) : (tensor<i1>) -> tensor<i1>
        %10 = "stablehlo.and"(%8, %9) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %11 = "stablehlo.or"(%6, %10) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%11) : (tensor<i1>) -> ()
    }) {dimension = 1 : i64, is_stable = true} : (tensor<2x5xf32>, tensor<2x5xi64>) -> (tensor<2x5xf32>, tensor<2x5xi64>)
    %12 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x5xi64>
    %13 = "stablehlo.constant"() {value = dense<0> : tensor<2x5xi64>} : () -> tensor<2x5xi64>
    %14 = "stablehlo.slice"(%1#0) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 4>, strides = array<i64: 1, 1>} : (tensor<2x5xf32>) -> tensor<2x4xf32>
    %15 = "stablehlo.slice"(%1#0) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 2, 5>, strides = array<i64: 1, 1>} : (tensor<2x5xf32>) -> tensor<2x4xf32>
    %16 = "stablehlo.compare"(%15, %14) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %17 = "stablehlo.constant"() {value = dense<true> : tensor<2x1xi1>} : () -> tensor<2x1xi1>
    %18 = "stablehlo.concatenate"(%17, %16) {dimension = 1 : i64} : (tensor<2x1xi1>, tensor<2x4xi1>) -> tensor<2x5xi1>
    %19 = "stablehlo.concatenate"(%16, %17) {dimension = 1 : i64} : (tensor<2x4xi1>, tensor<2x1xi1>) -> tensor<2x5xi1>
    %20 = "stablehlo.select"(%18, %12, %13) : (tensor<2x5xi1>, tensor<2x5xi64>, tensor<2x5xi64>) -> tensor<2x5xi64>
    %21 = "stablehlo.constant"() {value = dense<-9223372036854775808> : tensor<i64>} : () -> tensor<i64>
    %22 = "stablehlo.slice"(%20) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 4>, strides = array<i64: 1, 1>} : (tensor<2x5xi64>) -> tensor<2x4xi64>
    %23 = "stablehlo.pad"(%22, %21) {edge_padding_low = array<i64: 0, 1>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>} : (tensor<2x4xi64>, tensor<i64>) -> tensor<2x5xi64>
    %24 = "stablehlo.maximum"(%23, %20) : (tensor<2x5xi64>, tensor<2x5xi64>) -> tensor<2x5xi64>
    %25 = "stablehlo.slice"(%24) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 3>, strides = array<i64: 1, 1>} : (tensor<2x5xi64>) -> tensor<2x3xi64>
    %26 = "stablehlo.pad"(%25, %21) {edge_padding_low = array<i64: 0, 2>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>} : (tensor<2x3xi64>, tensor<i64>) -> tensor<2x5xi64>
    %27 = "stablehlo.maximum"(%26, %24) : (tensor<2x5xi64>, tensor<2x5xi64>) -> tensor<2x5xi64>
    %28 = "stablehlo.slice"(%27) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 1>, strides = array<i64: 1, 1>} : (tensor<2x5xi64>) -> tensor<2x1xi64>
    %29 = "stablehlo.pad"(%28, %21) {edge_padding_low = array<i64: 0, 4>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>} : (tensor<2x1xi64>, tensor<i64>) -> tensor<2x5xi64>
    %30 = "stablehlo.maximum"(%29, %27) : (tensor<2x5xi64>, tensor<2x5xi64>) -> tensor<2x5xi64>
    %31 = "stablehlo.subtract"(%12, %30) : (tensor<2x5xi64>, tensor<2x5xi64>) -> tensor<2x5xi64>
    %32 = "stablehlo.constant"() {value = dense<1> : tensor<2x5xi64>} : () -> tensor<2x5xi64>
    %33 = "stablehlo.add"(%31, %32) : (tensor<2x5xi64>, tensor<2x5xi64>) -> tensor<2x5xi64>
    %34 = "stablehlo.select"(%19, %33, %13) : (tensor<2x5xi1>, tensor<2x5xi64>, tensor<2x5xi64>) -> tensor<2x5xi64>
    %35 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x5xi64>
    %36 = "stablehlo.constant"() {value = dense<-9223372036854775808> : tensor<i64>} : () -> tensor<i64>
    %37 = "stablehlo.constant"() {value = dense<9223372036854775807> : tensor<i64>} : () -> tensor<i64>
    %38:2 = "stablehlo.reduce"(%34, %35, %36, %37) ({
      ^bb0(%39: tensor<i64>, %40: tensor<i64>, %41: tensor<i64>, %42: tensor<i64>):
        %43 = "stablehlo.compare"(%39, %41) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %44 = "stablehlo.compare"(%39, %41) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %45 = "stablehlo.compare"(%40, %42) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %46 = "stablehlo.and"(%44, %45) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %47 = "stablehlo.or"(%43, %46) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %48 = "stablehlo.select"(%47, %39, %41) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
        %49 = "stablehlo.select"(%47, %40, %42) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%48, %49) : (tensor<i64>, tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x5xi64>, tensor<2x5xi64>, tensor<i64>, tensor<i64>) -> (tensor<2xi64>, tensor<2xi64>)
    %50 = "stablehlo.reshape"(%38#1) : (tensor<2xi64>) -> tensor<2x1xi64>
    %51 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x1xi64>
    %52 = "stablehlo.reshape"(%51) : (tensor<2x1xi64>) -> tensor<2x1x1xi64>
    %53 = "stablehlo.reshape"(%50) : (tensor<2x1xi64>) -> tensor<2x1x1xi64>
    %54 = "stablehlo.concatenate"(%52, %53) {dimension = 2 : i64} : (tensor<2x1x1xi64>, tensor<2x1x1xi64>) -> tensor<2x1x2xi64>
    %55 = "stablehlo.gather"(%1#0, %54) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>, indices_are_sorted = false} : (tensor<2x5xf32>, tensor<2x1x2xi64>) -> tensor<2x1xf32>
    %56 = "stablehlo.constant"() {value = dense<0> : tensor<2x1xi64>} : () -> tensor<2x1xi64>
    %57 = "stablehlo.constant"() {value = dense<5> : tensor<2x1xi64>} : () -> tensor<2x1xi64>
    %58 = "stablehlo.compare"(%50, %56) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x1xi1>
    %59 = "stablehlo.compare"(%50, %57) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x1xi1>
    %60 = "stablehlo.and"(%58, %59) : (tensor<2x1xi1>, tensor<2x1xi1>) -> tensor<2x1xi1>
    %61 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<2x1xf32>} : () -> tensor<2x1xf32>
    %62 = "stablehlo.select"(%60, %55, %61) : (tensor<2x1xi1>, tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
    %63 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x1xi64>
    %64 = "stablehlo.reshape"(%63) : (tensor<2x1xi64>) -> tensor<2x1x1xi64>
    %65 = "stablehlo.reshape"(%50) : (tensor<2x1xi64>) -> tensor<2x1x1xi64>
    %66 = "stablehlo.concatenate"(%64, %65) {dimension = 2 : i64} : (tensor<2x1x1xi64>, tensor<2x1x1xi64>) -> tensor<2x1x2xi64>
    %67 = "stablehlo.gather"(%1#1, %66) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>, indices_are_sorted = false} : (tensor<2x5xi64>, tensor<2x1x2xi64>) -> tensor<2x1xi64>
    %68 = "stablehlo.constant"() {value = dense<0> : tensor<2x1xi64>} : () -> tensor<2x1xi64>
    %69 = "stablehlo.constant"() {value = dense<5> : tensor<2x1xi64>} : () -> tensor<2x1xi64>
    %70 = "stablehlo.compare"(%50, %68) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x1xi1>
    %71 = "stablehlo.compare"(%50, %69) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x1xi1>
    %72 = "stablehlo.and"(%70, %71) : (tensor<2x1xi1>, tensor<2x1xi1>) -> tensor<2x1xi1>
    %73 = "stablehlo.constant"() {value = dense<0> : tensor<2x1xi64>} : () -> tensor<2x1xi64>
    %74 = "stablehlo.select"(%72, %67, %73) : (tensor<2x1xi1>, tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x1xi64>
    %75 = "stablehlo.reshape"(%62) : (tensor<2x1xf32>) -> tensor<2xf32>
    %76 = "stablehlo.reshape"(%74) : (tensor<2x1xi64>) -> tensor<2xi64>
    "func.return"(%75, %76) : (tensor<2xf32>, tensor<2xi64>) -> ()
  }
}
