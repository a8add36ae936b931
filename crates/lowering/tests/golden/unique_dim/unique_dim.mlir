module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x3xf32>) -> (tensor<2x3xf32>, tensor<4xi64>, tensor<2xi64>) {
    %0 = "stablehlo.transpose"(%arg0) {permutation = array<i64: 0, 1>} : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %1 = "stablehlo.reshape"(%0) : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %2 = "stablehlo.slice"(%1) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 4, 1>, strides = array<i64: 1, 1>} : (tensor<4x3xf32>) -> tensor<4x1xf32>
    %3 = "stablehlo.reshape"(%2) : (tensor<4x1xf32>) -> tensor<4xf32>
    %4 = "stablehlo.slice"(%1) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 4, 2>, strides = array<i64: 1, 1>} : (tensor<4x3xf32>) -> tensor<4x1xf32>
    %5 = "stablehlo.reshape"(%4) : (tensor<4x1xf32>) -> tensor<4xf32>
    %6 = "stablehlo.slice"(%1) {start_indices = array<i64: 0, 2>, limit_indices = array<i64: 4, 3>, strides = array<i64: 1, 1>} : (tensor<4x3xf32>) -> tensor<4x1xf32>
    %7 = "stablehlo.reshape"(%6) : (tensor<4x1xf32>) -> tensor<4xf32>
    %8 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4xi64>
    %9:4 = "stablehlo.sort"(%3, %5, %7, %8) ({
      ^bb0(%10: tensor<f32>, %11: tensor<f32>, %12: tensor<f32>, %13: tensor<f32>, %14: tensor<f32>, %15: tensor<f32>, %16: tensor<i64>, %17: tensor<i64>):
        %18 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
        %19 = "stablehlo.compare"(%14, %15) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %20 = "stablehlo.compare"(%14, %15) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %21 = "stablehlo.compare"(%14, %14) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %22 = "stablehlo.compare"(%15, %15) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %23 = "stablehlo.not"(%21) : (tensor<i1>) -> tensor<i1>
        %24 = "stablehlo.and"(%22, %23) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %25 = "stablehlo.and"(%21, %22) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %26 = "stablehlo.or"(%19, %24) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %27 = "stablehlo.or"(%20, %25) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %28 = "stablehlo.and"(%27, %18) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %29 = "stablehlo.or"(%26, %28) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %30 = "stablehlo.compare"(%12, %13) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %31 = "stablehlo.compare"(%12, %13) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %32 = "stablehlo.compare"(%12, %12) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %33 = "stablehlo.compare"(%13, %13) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %34 = "stablehlo.not"(%32) : (tensor<i1>) -> tensor<i1>
        %35 = "stablehlo.and"(%33, %34) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %36 = "stablehlo.and"(%32, %33) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %37 = "stablehlo.or"(%30, %35) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %38 = "stablehlo.or"(%31, %36) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %39 = "stablehlo.and"(%38, %29) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %40 = "stablehlo.or"(%37, %39) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %41 = "stablehlo.compare"(%10, %11) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %42 = "stablehlo.compare"(%10, %11) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %43 = "stablehlo.compare"(%10, %10) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %44 = "stablehlo.compare"(%11, %11) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %45 = "stablehlo.not"(%43) : (tensor<i1>) -> tensor<i1>
        %46 = "stablehlo.and"(%44, %45) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %47 = "stablehlo.and"(%43, %44) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %48 = "stablehlo.or"(%41, %46) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %49 = "stablehlo.or"(%42, %47) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %50 = "stablehlo.and"(%49, %40) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %51 = "stablehlo.or"(%48, %50) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%51) : (tensor<i1>) -> ()
    }) {dimension = 0 : i64, is_stable = true} : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi64>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi64>)
    %52 = "stablehlo.reshape"(%9#0) : (tensor<4xf32>) -> tensor<4x1xf32>
    %53 = "stablehlo.reshape"(%9#1) : (tensor<4xf32>) -> tensor<4x1xf32>
    %54 = "stablehlo.reshape"(%9#2) : (tensor<4xf32>) -> tensor<4x1xf32>
    %55 = "stablehlo.concatenate"(%52, %53, %54) {dimension = 1 : i64} : (tensor<4x1xf32>, tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x3xf32>
    %56 = "stablehlo.constant"() {value = dense<true> : tensor<1xi1>} : () -> tensor<1xi1>
    %57 = "stablehlo.slice"(%55) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 3, 3>, strides = array<i64: 1, 1>} : (tensor<4x3xf32>) -> tensor<3x3xf32>
    %58 = "stablehlo.slice"(%55) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 4, 3>, strides = array<i64: 1, 1>} : (tensor<4x3xf32>) -> tensor<3x3xf32>
    %59 = "stablehlo.compare"(%58, %57) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xi1>
    %60 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %61 = "stablehlo.reduce"(%59, %60) ({
      ^bb0(%62: tensor<i1>, %63: tensor<i1>):
        %64 = "stablehlo.or"(%62, %63) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%64) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3x3xi1>, tensor<i1>) -> tensor<3xi1>
    %65 = "stablehlo.concatenate"(%56, %61) {dimension = 0 : i64} : (tensor<1xi1>, tensor<3xi1>) -> tensor<4xi1>
    %66 = "stablehlo.convert"(%65) : (tensor<4xi1>) -> tensor<4xi64>
    %67 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %68 = "stablehlo.slice"(%66) {start_indices = array<i64: 0>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xi64>) -> tensor<3xi64>
    %69 = "stablehlo.pad"(%68, %67) {edge_padding_low = array<i64: 1>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: 0>} : (tensor<3xi64>, tensor<i64>) -> tensor<4xi64>
    %70 = "stablehlo.add"(%69, %66) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %71 = "stablehlo.slice"(%70) {start_indices = array<i64: 0>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xi64>) -> tensor<2xi64>
    %72 = "stablehlo.pad"(%71, %67) {edge_padding_low = array<i64: 2>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: 0>} : (tensor<2xi64>, tensor<i64>) -> tensor<4xi64>
    %73 = "stablehlo.add"(%72, %70) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %74 = "stablehlo.constant"() {value = dense<1> : tensor<4xi64>} : () -> tensor<4xi64>
    %75 = "stablehlo.subtract"(%73, %74) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %76 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4xi64>
    %77 = "stablehlo.constant"() {value = dense<4> : tensor<4xi64>} : () -> tensor<4xi64>
    %78 = "stablehlo.add"(%76, %77) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %79 = "stablehlo.select"(%65, %76, %78) : (tensor<4xi1>, tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %80:2 = "stablehlo.sort"(%79, %76) ({
      ^bb0(%81: tensor<i64>, %82: tensor<i64>, %83: tensor<i64>, %84: tensor<i64>):
        %85 = "stablehlo.compare"(%81, %82) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
        "stablehlo.return"(%85) : (tensor<i1>) -> ()
    }) {dimension = 0 : i64, is_stable = false} : (tensor<4xi64>, tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>)
    %86 = "stablehlo.slice"(%80#1) {start_indices = array<i64: 0>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xi64>) -> tensor<2xi64>
    %87 = "stablehlo.reshape"(%86) : (tensor<2xi64>) -> tensor<2x1xi64>
    %88 = "stablehlo.gather"(%55, %87) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>, indices_are_sorted = false} : (tensor<4x3xf32>, tensor<2x1xi64>) -> tensor<2x3xf32>
    %89 = "stablehlo.constant"() {value = dense<0> : tensor<2xi64>} : () -> tensor<2xi64>
    %90 = "stablehlo.constant"() {value = dense<4> : tensor<2xi64>} : () -> tensor<2xi64>
    %91 = "stablehlo.compare"(%86, %89) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %92 = "stablehlo.compare"(%86, %90) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %93 = "stablehlo.and"(%91, %92) : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
    %94 = "stablehlo.broadcast_in_dim"(%93) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi1>) -> tensor<2x3xi1>
    %95 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
    %96 = "stablehlo.select"(%94, %88, %95) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %97 = "stablehlo.constant"() {value = dense<4> : tensor<1xi64>} : () -> tensor<1xi64>
    %98 = "stablehlo.slice"(%80#1) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xi64>) -> tensor<1xi64>
    %99 = "stablehlo.concatenate"(%98, %97) {dimension = 0 : i64} : (tensor<1xi64>, tensor<1xi64>) -> tensor<2xi64>
    %100 = "stablehlo.subtract"(%99, %86) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %101:2 = "stablehlo.sort"(%9#3, %75) ({
      ^bb0(%102: tensor<i64>, %103: tensor<i64>, %104: tensor<i64>, %105: tensor<i64>):
        %106 = "stablehlo.compare"(%102, %103) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
        "stablehlo.return"(%106) : (tensor<i1>) -> ()
    }) {dimension = 0 : i64, is_stable = false} : (tensor<4xi64>, tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>)
    %107 = "stablehlo.reshape"(%96) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %108 = "stablehlo.transpose"(%107) {permutation = array<i64: 0, 1>} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%108, %101#1, %100) : (tensor<2x3xf32>, tensor<4xi64>, tensor<2xi64>) -> ()
  }
}
