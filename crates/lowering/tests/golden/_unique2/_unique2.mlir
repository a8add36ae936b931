module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>) -> (tensor<4xf32>, tensor<2x3xi64>, tensor<4xi64>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<2x3xf32>) -> tensor<6x1xf32>
    %1 = "stablehlo.slice"(%0) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 6, 1>, strides = array<i64: 1, 1>} : (tensor<6x1xf32>) -> tensor<6x1xf32>
    %2 = "stablehlo.reshape"(%1) : (tensor<6x1xf32>) -> tensor<6xf32>
    %3 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<6xi64>
    %4:2 = "stablehlo.sort"(%2, %3) ({
      ^bb0(%5: tensor<f32>, %6: tensor<f32>, %7: tensor<i64>, %8: tensor<i64>):
        %9 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
        %10 = "stablehlo.compare"(%5, %6) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %11 = "stablehlo.compare"(%5, %6) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %12 = "stablehlo.compare"(%5, %5) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %13 = "stablehlo.compare"(%6, %6) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %14 = "stablehlo.not"(%12) : (tensor<i1>) -> tensor<i1>
        %15 = "stablehlo.and"(%13, %14) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %16 = "stablehlo.and"(%12, %13) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %17 = "stablehlo.or"(%10, %15) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %18 = "stablehlo.or"(%11, %16) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %19 = "stablehlo.and"(%18, %9) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %20 = "stablehlo.or"(%17, %19) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%20) : (tensor<i1>) -> ()
    }) {dimension = 0 : i64, is_stable = true} : (tensor<6xf32>, tensor<6xi64>) -> (tensor<6xf32>, tensor<6xi64>)
    %21 = "stablehlo.reshape"(%4#0) : (tensor<6xf32>) -> tensor<6x1xf32>
    %22 = "stablehlo.concatenate"(%21) {dimension = 1 : i64} : (tensor<6x1xf32>) -> tensor<6x1xf32>
    %23 = "stablehlo.constant"() {value = dense<true> : tensor<1xi1>} : () -> tensor<1xi1>
    %24 = "stablehlo.slice"(%22) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 5, 1>, strides = array<i64: 1, 1>} : (tensor<6x1xf32>) -> tensor<5x1xf32>
    %25 = "stablehlo.slice"(%22) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 6, 1>, strides = array<i64: 1, 1>} : (tensor<6x1xf32>) -> tensor<5x1xf32>
    %26 = "stablehlo.compare"(%25, %24) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<5x1xf32>, tensor<5x1xf32>) -> tensor<5x1xi1>
    %27 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %28 = "stablehlo.reduce"(%26, %27) ({
      ^bb0(%29: tensor<i1>, %30: tensor<i1>):
        %31 = "stablehlo.or"(%29, %30) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%31) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<5x1xi1>, tensor<i1>) -> tensor<5xi1>
    %32 = "stablehlo.concatenate"(%23, %28) {dimension = 0 : i64} : (tensor<1xi1>, tensor<5xi1>) -> tensor<6xi1>
    %33 = "stablehlo.convert"(%32) : (tensor<6xi1>) -> tensor<6xi64>
    %34 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %35 = "stablehlo.slice"(%33) {start_indices = array<i64: 0>, limit_indices = array<i64: 5>, strides = array<i64: 1>} : (tensor<6xi64>) -> tensor<5xi64>
    %36 = "stablehlo.pad"(%35, %34) {edge_padding_low = array<i64: 1>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: 0>} : (tensor<5xi64>, tensor<i64>) -> tensor<6xi64>
    %37 = "stablehlo.add"(%36, %33) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %38 = "stablehlo.slice"(%37) {start_indices = array<i64: 0>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<6xi64>) -> tensor<4xi64>
    %39 = "stablehlo.pad"(%38, %34) {edge_padding_low = array<i64: 2>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: 0>} : (tensor<4xi64>, tensor<i64>) -> tensor<6xi64>
    %40 = "stablehlo.add"(%39, %37) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %41 = "stablehlo.slice"(%40) {start_indices = array<i64: 0>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<6xi64>) -> tensor<2xi64>
    %42 = "stablehlo.pad"(%41, %34) {edge_padding_low = array<i64: 4>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: 0>} : (tensor<2xi64>, tensor<i64>) -> tensor<6xi64>
    %43 = "stablehlo.add"(%42, %40) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %44 = "stablehlo.constant"() {value = dense<1> : tensor<6xi64>} : () -> tensor<6xi64>
    %45 = "stablehlo.subtract"(%43, %44) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %46 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<6xi64>
    %47 = "stablehlo.constant"() {value = dense<6> : tensor<6xi64>} : () -> tensor<6xi64>
    %48 = "stablehlo.add"(%46, %47) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %49 = "stablehlo.select"(%32, %46, %48) : (tensor<6xi1>, tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %50:2 = "stablehlo.sort"(%49, %46) ({
      ^bb0(%51: tensor<i64>, %52: tensor<i64>, %53: tensor<i64>, %54: tensor<i64>):
        %55 = "stablehlo.compare"(%51, %52) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
        "stablehlo.return"(%55) : (tensor<i1>) -> ()
    }) {dimension = 0 : i64, is_stable = false} : (tensor<6xi64>, tensor<6xi64>) -> (tensor<6xi64>, tensor<6xi64>)
    %56 = "stablehlo.slice"(%50#1) {start_indices = array<i64: 0>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<6xi64>) -> tensor<4xi64>
    %57 = "stablehlo.reshape"(%56) : (tensor<4xi64>) -> tensor<4x1xi64>
    %58 = "stablehlo.gather"(%22, %57) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>, indices_are_sorted = false} : (tensor<6x1xf32>, tensor<4x1xi64>) -> tensor<4x1xf32>
    %59 = "stablehlo.constant"() {value = dense<0> : tensor<4xi64>} : () -> tensor<4xi64>
    %60 = "stablehlo.constant"() {value = dense<6> : tensor<4xi64>} : () -> tensor<4xi64>
    %61 = "stablehlo.compare"(%56, %59) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %62 = "stablehlo.compare"(%56, %60) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %63 = "stablehlo.and"(%61, %62) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %64 = "stablehlo.broadcast_in_dim"(%63) {broadcast_dimensions = array<i64: 0>} : (tensor<4xi1>) -> tensor<4x1xi1>
    %65 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<4x1xf32>} : () -> tensor<4x1xf32>
    %66 = "stablehlo.select"(%64, %58, %65) : (tensor<4x1xi1>, tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    %67 = "stablehlo.constant"() {value = dense<6> : tensor<1xi64>} : () -> tensor<1xi64>
    %68 = "stablehlo.slice"(%50#1) {start_indices = array<i64: 1>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<6xi64>) -> tensor<3xi64>
    %69 = "stablehlo.concatenate"(%68, %67) {dimension = 0 : i64} : (tensor<3xi64>, tensor<1xi64>) -> tensor<4xi64>
    %70 = "stablehlo.subtract"(%69, %56) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %71:2 = "stablehlo.sort"(%4#1, %45) ({
      ^bb0(%72: tensor<i64>, %73: tensor<i64>, %74: tensor<i64>, %75: tensor<i64>):
        %76 = "stablehlo.compare"(%72, %73) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
        "stablehlo.return"(%76) : (tensor<i1>) -> ()
    }) {dimension = 0 : i64, is_stable = false} : (tensor<6xi64>, tensor<6xi64>) -> (tensor<6xi64>, tensor<6xi64>)
    %77 = "stablehlo.reshape"(%66) : (tensor<4x1xf32>) -> tensor<4xf32>
    %78 = "stablehlo.constant"() {value = dense<0> : tensor<0xi64>} : () -> tensor<0xi64>
    %79 = "stablehlo.reshape"(%71#1) : (tensor<6xi64>) -> tensor<2x3xi64>
    "func.return"(%77, %79, %70) : (tensor<4xf32>, tensor<2x3xi64>, tensor<4xi64>) -> ()
  }
}
