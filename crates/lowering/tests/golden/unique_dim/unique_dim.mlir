module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x3xf32>) -> (tensor<2x3xf32>, tensor<4xi64>, tensor<2xi64>) {
    %0 = "stablehlo.transpose"(%arg0) {permutation = array<i64: 0, 1>} : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %1 = "stablehlo.slice"(%0) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 4, 1>, strides = array<i64: 1, 1>} : (tensor<4x3xf32>) -> tensor<4x1xf32>
    %2 = "stablehlo.reshape"(%1) : (tensor<4x1xf32>) -> tensor<4xf32>
    %3 = "stablehlo.slice"(%0) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 4, 2>, strides = array<i64: 1, 1>} : (tensor<4x3xf32>) -> tensor<4x1xf32>
    %4 = "stablehlo.reshape"(%3) : (tensor<4x1xf32>) -> tensor<4xf32>
    %5 = "stablehlo.slice"(%0) {start_indices = array<i64: 0, 2>, limit_indices = array<i64: 4, 3>, strides = array<i64: 1, 1>} : (tensor<4x3xf32>) -> tensor<4x1xf32>
    %6 = "stablehlo.reshape"(%5) : (tensor<4x1xf32>) -> tensor<4xf32>
    %7 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4xi64>
    %8:4 = "stablehlo.sort"(%2, %4, %6, %7) ({
      ^bb0(%9: tensor<f32>, %10: tensor<f32>, %11: tensor<f32>, %12: tensor<f32>, %13: tensor<f32>, %14: tensor<f32>, %15: tensor<i64>, %16: tensor<i64>):
        %17 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
        %18 = "stablehlo.compare"(%13, %14) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %19 = "stablehlo.compare"(%13, %14) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %20 = "stablehlo.compare"(%13, %13) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %21 = "stablehlo.compare"(%14, %14) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %22 = "stablehlo.not"(%20) : (tensor<i1>) -> tensor<i1>
        %23 = "stablehlo.and"(%21, %22) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %24 = "stablehlo.and"(%20, %21) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %25 = "stablehlo.or"(%18, %23) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %26 = "stablehlo.or"(%19, %24) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %27 = "stablehlo.and"(%26, %17) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %28 = "stablehlo.or"(%25, %27) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %29 = "stablehlo.compare"(%11, %12) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %30 = "stablehlo.compare"(%11, %12) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %31 = "stablehlo.compare"(%11, %11) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %32 = "stablehlo.compare"(%12, %12) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %33 = "stablehlo.not"(%31) : (tensor<i1>) -> tensor<i1>
        %34 = "stablehlo.and"(%32, %33) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %35 = "stablehlo.and"(%31, %32) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %36 = "stablehlo.or"(%29, %34) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %37 = "stablehlo.or"(%30, %35) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %38 = "stablehlo.and"(%37, %28) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %39 = "stablehlo.or"(%36, %38) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %40 = "stablehlo.compare"(%9, %10) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %41 = "stablehlo.compare"(%9, %10) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %42 = "stablehlo.compare"(%9, %9) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %43 = "stablehlo.compare"(%10, %10) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %44 = "stablehlo.not"(%42) : (tensor<i1>) -> tensor<i1>
        %45 = "stablehlo.and"(%43, %44) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %46 = "stablehlo.and"(%42, %43) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %47 = "stablehlo.or"(%40, %45) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %48 = "stablehlo.or"(%41, %46) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %49 = "stablehlo.and"(%48, %39) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %50 = "stablehlo.or"(%47, %49) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%50) : (tensor<i1>) -> ()
    }) {dimension = 0 : i64, is_stable = true} : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi64>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi64>)
    %51 = "stablehlo.reshape"(%8#0) : (tensor<4xf32>) -> tensor<4x1xf32>
    %52 = "stablehlo.reshape"(%8#1) : (tensor<4xf32>) -> tensor<4x1xf32>
    %53 = "stablehlo.reshape"(%8#2) : (tensor<4xf32>) -> tensor<4x1xf32>
    %54 = "stablehlo.concatenate"(%51, %52, %53) {dimension = 1 : i64} : (tensor<4x1xf32>, tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x3xf32>
    %55 = "stablehlo.constant"() {value = dense<true> : tensor<1xi1>} : () -> tensor<1xi1>
    %56 = "stablehlo.slice"(%54) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 3, 3>, strides = array<i64: 1, 1>} : (tensor<4x3xf32>) -> tensor<3x3xf32>
    %57 = "stablehlo.slice"(%54) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 4, 3>, strides = array<i64: 1, 1>} : (tensor<4x3xf32>) -> tensor<3x3xf32>
    %58 = "stablehlo.compare"(%57, %56) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xi1>
    %59 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %60 = "stablehlo.reduce"(%58, %59) ({
      ^bb0(%61: tensor<i1>, %62: tensor<i1>):
        %63 = "stablehlo.or"(%61, %62) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%63) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3x3xi1>, tensor<i1>) -> tensor<3xi1>
    %64 = "stablehlo.concatenate"(%55, %60) {dimension = 0 : i64} : (tensor<1xi1>, tensor<3xi1>) -> tensor<4xi1>
    %65 = "stablehlo.convert"(%64) : (tensor<4xi1>) -> tensor<4xi64>
    %66 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %67 = "stablehlo.slice"(%65) {start_indices = array<i64: 0>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xi64>) -> tensor<3xi64>
    %68 = "stablehlo.pad"(%67, %66) {edge_padding_low = array<i64: 1>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: 0>} : (tensor<3xi64>, tensor<i64>) -> tensor<4xi64>
    %69 = "stablehlo.add"(%68, %65) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %70 = "stablehlo.slice"(%69) {start_indices = array<i64: 0>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xi64>) -> tensor<2xi64>
    %71 = "stablehlo.pad"(%70, %66) {edge_padding_low = array<i64: 2>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: 0>} : (tensor<2xi64>, tensor<i64>) -> tensor<4xi64>
    %72 = "stablehlo.add"(%71, %69) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %73 = "stablehlo.constant"() {value = dense<1> : tensor<4xi64>} : () -> tensor<4xi64>
    %74 = "stablehlo.subtract"(%72, %73) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %75 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4xi64>
    %76 = "stablehlo.constant"() {value = dense<4> : tensor<4xi64>} : () -> tensor<4xi64>
    %77 = "stablehlo.add"(%75, %76) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %78 = "stablehlo.select"(%64, %75, %77) : (tensor<4xi1>, tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %79:2 = "stablehlo.sort"(%78, %75) ({
      ^bb0(%80: tensor<i64>, %81: tensor<i64>, %82: tensor<i64>, %83: tensor<i64>):
        %84 = "stablehlo.compare"(%80, %81) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
        "stablehlo.return"(%84) : (tensor<i1>) -> ()
    }) {dimension = 0 : i64, is_stable = false} : (tensor<4xi64>, tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>)
    %85 = "stablehlo.slice"(%79#1) {start_indices = array<i64: 0>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xi64>) -> tensor<2xi64>
    %86 = "stablehlo.reshape"(%85) : (tensor<2xi64>) -> tensor<2x1xi64>
    %87 = "stablehlo.gather"(%54, %86) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>, indices_are_sorted = false} : (tensor<4x3xf32>, tensor<2x1xi64>) -> tensor<2x3xf32>
    %88 = "stablehlo.constant"() {value = dense<0> : tensor<2xi64>} : () -> tensor<2xi64>
    %89 = "stablehlo.constant"() {value = dense<4> : tensor<2xi64>} : () -> tensor<2xi64>
    %90 = "stablehlo.compare"(%85, %88) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %91 = "stablehlo.compare"(%85, %89) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %92 = "stablehlo.and"(%90, %91) : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
    %93 = "stablehlo.broadcast_in_dim"(%92) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi1>) -> tensor<2x3xi1>
    %94 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
    %95 = "stablehlo.select"(%93, %87, %94) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %96 = "stablehlo.constant"() {value = dense<4> : tensor<1xi64>} : () -> tensor<1xi64>
    %97 = "stablehlo.slice"(%79#1) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xi64>) -> tensor<1xi64>
    %98 = "stablehlo.concatenate"(%97, %96) {dimension = 0 : i64} : (tensor<1xi64>, tensor<1xi64>) -> tensor<2xi64>
    %99 = "stablehlo.subtract"(%98, %85) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %100:2 = "stablehlo.sort"(%8#3, %74) ({
      ^bb0(%101: tensor<i64>, %102: tensor<i64>, %103: tensor<i64>, %104: tensor<i64>):
        %105 = "stablehlo.compare"(%101, %102) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
        "stablehlo.return"(%105) : (tensor<i1>) -> ()
    }) {dimension = 0 : i64, is_stable = false} : (tensor<4xi64>, tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>)
    %106 = "stablehlo.transpose"(%95) {permutation = array<i64: 0, 1>} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%106, %100#1, %99) : (tensor<2x3xf32>, tensor<4xi64>, tensor<2xi64>) -> ()
  }
}
