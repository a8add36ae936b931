module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x5xi32>) -> (tensor<2x5xi32>, tensor<3xi64>, tensor<2xi64>) {
    %0 = "stablehlo.transpose"(%arg0) {permutation = array<i64: 0, 1>} : (tensor<3x5xi32>) -> tensor<3x5xi32>
    %1 = "stablehlo.reshape"(%0) : (tensor<3x5xi32>) -> tensor<3x5xi32>
    %2 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %3 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3xi64>
    %4:2 = "stablehlo.while"(%2, %3) ({
      ^bb0(%5: tensor<i64>, %6: tensor<3xi64>):
        %7 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
        %8 = "stablehlo.compare"(%5, %7) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
        "stablehlo.return"(%8) : (tensor<i1>) -> ()
    }, {
      ^bb0(%9: tensor<i64>, %10: tensor<3xi64>):
        %11 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
        %12 = "stablehlo.dynamic_slice"(%1, %11, %9) {slice_sizes = array<i64: 3, 1>} : (tensor<3x5xi32>, tensor<i64>, tensor<i64>) -> tensor<3x1xi32>
        %13 = "stablehlo.reshape"(%12) : (tensor<3x1xi32>) -> tensor<3xi32>
        %14 = "stablehlo.reshape"(%10) : (tensor<3xi64>) -> tensor<3x1xi64>
        %15 = "stablehlo.gather"(%13, %14) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>, indices_are_sorted = false} : (tensor<3xi32>, tensor<3x1xi64>) -> tensor<3xi32>
        %16 = "stablehlo.constant"() {value = dense<0> : tensor<3xi64>} : () -> tensor<3xi64>
        %17 = "stablehlo.constant"() {value = dense<3> : tensor<3xi64>} : () -> tensor<3xi64>
        %18 = "stablehlo.compare"(%10, %16) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
        %19 = "stablehlo.compare"(%10, %17) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
        %20 = "stablehlo.and"(%18, %19) : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
        %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi1>) -> tensor<3xi1>
        %22 = "stablehlo.constant"() {value = dense<0> : tensor<3xi32>} : () -> tensor<3xi32>
        %23 = "stablehlo.select"(%21, %15, %22) : (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
        %24:2 = "stablehlo.sort"(%23, %10) ({
          ^bb0(%25: tensor<i32>, %26: tensor<i32>, %27: tensor<i64>, %28: tensor<i64>):
            %29 = "stablehlo.compare"(%25, %26) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
            %30 = "stablehlo.compare"(%25, %26) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
            "stablehlo.return"(%29) : (tensor<i1>) -> ()
        }) {dimension = 0 : i64, is_stable = true} : (tensor<3xi32>, tensor<3xi64>) -> (tensor<3xi32>, tensor<3xi64>)
        %31 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
        %32 = "stablehlo.subtract"(%9, %31) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%32, %24#1) : (tensor<i64>, tensor<3xi64>) -> ()
    }) : (tensor<i64>, tensor<3xi64>) -> (tensor<i64>, tensor<3xi64>)
    %33 = "stablehlo.reshape"(%4#1) : (tensor<3xi64>) -> tensor<3x1xi64>
    %34 = "stablehlo.gather"(%1, %33) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 5>, indices_are_sorted = false} : (tensor<3x5xi32>, tensor<3x1xi64>) -> tensor<3x5xi32>
    %35 = "stablehlo.constant"() {value = dense<0> : tensor<3xi64>} : () -> tensor<3xi64>
    %36 = "stablehlo.constant"() {value = dense<3> : tensor<3xi64>} : () -> tensor<3xi64>
    %37 = "stablehlo.compare"(%4#1, %35) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %38 = "stablehlo.compare"(%4#1, %36) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %39 = "stablehlo.and"(%37, %38) : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
    %40 = "stablehlo.broadcast_in_dim"(%39) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi1>) -> tensor<3x5xi1>
    %41 = "stablehlo.constant"() {value = dense<0> : tensor<3x5xi32>} : () -> tensor<3x5xi32>
    %42 = "stablehlo.select"(%40, %34, %41) : (tensor<3x5xi1>, tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi32>
    %43 = "stablehlo.constant"() {value = dense<true> : tensor<1xi1>} : () -> tensor<1xi1>
    %44 = "stablehlo.slice"(%42) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 5>, strides = array<i64: 1, 1>} : (tensor<3x5xi32>) -> tensor<2x5xi32>
    %45 = "stablehlo.slice"(%42) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 3, 5>, strides = array<i64: 1, 1>} : (tensor<3x5xi32>) -> tensor<2x5xi32>
    %46 = "stablehlo.compare"(%45, %44) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x5xi32>, tensor<2x5xi32>) -> tensor<2x5xi1>
    %47 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %48 = "stablehlo.reduce"(%46, %47) ({
      ^bb0(%49: tensor<i1>, %50: tensor<i1>):
        %51 = "stablehlo.or"(%49, %50) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%51) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x5xi1>, tensor<i1>) -> tensor<2xi1>
    %52 = "stablehlo.concatenate"(%43, %48) {dimension = 0 : i64} : (tensor<1xi1>, tensor<2xi1>) -> tensor<3xi1>
    %53 = "stablehlo.convert"(%52) : (tensor<3xi1>) -> tensor<3xi64>
    %54 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %55 = "stablehlo.slice"(%53) {start_indices = array<i64: 0>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<3xi64>) -> tensor<2xi64>
    %56 = "stablehlo.pad"(%55, %54) {edge_padding_low = array<i64: 1>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: 0>} : (tensor<2xi64>, tensor<i64>) -> tensor<3xi64>
    %57 = "stablehlo.add"(%56, %53) : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %58 = "stablehlo.slice"(%57) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<3xi64>) -> tensor<1xi64>
    %59 = "stablehlo.pad"(%58, %54) {edge_padding_low = array<i64: 2>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: 0>} : (tensor<1xi64>, tensor<i64>) -> tensor<3xi64>
    %60 = "stablehlo.add"(%59, %57) : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %61 = "stablehlo.constant"() {value = dense<1> : tensor<3xi64>} : () -> tensor<3xi64>
    %62 = "stablehlo.subtract"(%60, %61) : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %63 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3xi64>
    %64 = "stablehlo.constant"() {value = dense<3> : tensor<3xi64>} : () -> tensor<3xi64>
    %65 = "stablehlo.add"(%63, %64) : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %66 = "stablehlo.select"(%52, %63, %65) : (tensor<3xi1>, tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %67:2 = "stablehlo.sort"(%66, %63) ({
      ^bb0(%68: tensor<i64>, %69: tensor<i64>, %70: tensor<i64>, %71: tensor<i64>):
        %72 = "stablehlo.compare"(%68, %69) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
        "stablehlo.return"(%72) : (tensor<i1>) -> ()
    }) {dimension = 0 : i64, is_stable = false} : (tensor<3xi64>, tensor<3xi64>) -> (tensor<3xi64>, tensor<3xi64>)
    %73 = "stablehlo.slice"(%67#1) {start_indices = array<i64: 0>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<3xi64>) -> tensor<2xi64>
    %74 = "stablehlo.reshape"(%73) : (tensor<2xi64>) -> tensor<2x1xi64>
    %75 = "stablehlo.gather"(%42, %74) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 5>, indices_are_sorted = false} : (tensor<3x5xi32>, tensor<2x1xi64>) -> tensor<2x5xi32>
    %76 = "stablehlo.constant"() {value = dense<0> : tensor<2xi64>} : () -> tensor<2xi64>
    %77 = "stablehlo.constant"() {value = dense<3> : tensor<2xi64>} : () -> tensor<2xi64>
    %78 = "stablehlo.compare"(%73, %76) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %79 = "stablehlo.compare"(%73, %77) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %80 = "stablehlo.and"(%78, %79) : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
    %81 = "stablehlo.broadcast_in_dim"(%80) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi1>) -> tensor<2x5xi1>
    %82 = "stablehlo.constant"() {value = dense<0> : tensor<2x5xi32>} : () -> tensor<2x5xi32>
    %83 = "stablehlo.select"(%81, %75, %82) : (tensor<2x5xi1>, tensor<2x5xi32>, tensor<2x5xi32>) -> tensor<2x5xi32>
    %84 = "stablehlo.constant"() {value = dense<3> : tensor<1xi64>} : () -> tensor<1xi64>
    %85 = "stablehlo.slice"(%67#1) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<3xi64>) -> tensor<1xi64>
    %86 = "stablehlo.concatenate"(%85, %84) {dimension = 0 : i64} : (tensor<1xi64>, tensor<1xi64>) -> tensor<2xi64>
    %87 = "stablehlo.subtract"(%86, %73) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %88:2 = "stablehlo.sort"(%4#1, %62) ({
      ^bb0(%89: tensor<i64>, %90: tensor<i64>, %91: tensor<i64>, %92: tensor<i64>):
        %93 = "stablehlo.compare"(%89, %90) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
        "stablehlo.return"(%93) : (tensor<i1>) -> ()
    }) {dimension = 0 : i64, is_stable = false} : (tensor<3xi64>, tensor<3xi64>) -> (tensor<3xi64>, tensor<3xi64>)
    %94 = "stablehlo.reshape"(%83) : (tensor<2x5xi32>) -> tensor<2x5xi32>
    %95 = "stablehlo.transpose"(%94) {permutation = array<i64: 0, 1>} : (tensor<2x5xi32>) -> tensor<2x5xi32>
    "func.return"(%95, %88#1, %87) : (tensor<2x5xi32>, tensor<3xi64>, tensor<2xi64>) -> ()
  }
}
