module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x5xi32>) -> (tensor<2x5xi32>, tensor<3xi64>, tensor<2xi64>) {
    %0 = "stablehlo.transpose"(%arg0) {permutation = array<i64: 0, 1>} : (tensor<3x5xi32>) -> tensor<3x5xi32>
    %1 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %2 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3xi64>
    %3:2 = "stablehlo.while"(%1, %2) ({
      ^bb0(%4: tensor<i64>, %5: tensor<3xi64>):
        %6 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
        %7 = "stablehlo.compare"(%4, %6) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
        "stablehlo.return"(%7) : (tensor<i1>) -> ()
    }, {
      ^bb0(%8: tensor<i64>, %9: tensor<3xi64>):
        %10 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
        %11 = "stablehlo.dynamic_slice"(%0, %10, %8) {slice_sizes = array<i64: 3, 1>} : (tensor<3x5xi32>, tensor<i64>, tensor<i64>) -> tensor<3x1xi32>
        %12 = "stablehlo.reshape"(%11) : (tensor<3x1xi32>) -> tensor<3xi32>
        %13 = "stablehlo.reshape"(%9) : (tensor<3xi64>) -> tensor<3x1xi64>
        %14 = "stablehlo.gather"(%12, %13) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>, indices_are_sorted = false} : (tensor<3xi32>, tensor<3x1xi64>) -> tensor<3xi32>
        %15 = "stablehlo.constant"() {value = dense<0> : tensor<3xi64>} : () -> tensor<3xi64>
        %16 = "stablehlo.constant"() {value = dense<3> : tensor<3xi64>} : () -> tensor<3xi64>
        %17 = "stablehlo.compare"(%9, %15) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
        %18 = "stablehlo.compare"(%9, %16) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
        %19 = "stablehlo.and"(%17, %18) : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
        %20 = "stablehlo.constant"() {value = dense<0> : tensor<3xi32>} : () -> tensor<3xi32>
        %21 = "stablehlo.select"(%19, %14, %20) : (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
        %22:2 = "stablehlo.sort"(%21, %9) ({
          ^bb0(%23: tensor<i32>, %24: tensor<i32>, %25: tensor<i64>, %26: tensor<i64>):
            %27 = "stablehlo.compare"(%23, %24) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
            %28 = "stablehlo.compare"(%23, %24) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
            "stablehlo.return"(%27) : (tensor<i1>) -> ()
        }) {dimension = 0 : i64, is_stable = true} : (tensor<3xi32>, tensor<3xi64>) -> (tensor<3xi32>, tensor<3xi64>)
        %29 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
        %30 = "stablehlo.subtract"(%8, %29) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%30, %22#1) : (tensor<i64>, tensor<3xi64>) -> ()
    }) : (tensor<i64>, tensor<3xi64>) -> (tensor<i64>, tensor<3xi64>)
    %31 = "stablehlo.reshape"(%3#1) : (tensor<3xi64>) -> tensor<3x1xi64>
    %32 = "stablehlo.gather"(%0, %31) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 5>, indices_are_sorted = false} : (tensor<3x5xi32>, tensor<3x1xi64>) -> tensor<3x5xi32>
    %33 = "stablehlo.constant"() {value = dense<0> : tensor<3xi64>} : () -> tensor<3xi64>
    %34 = "stablehlo.constant"() {value = dense<3> : tensor<3xi64>} : () -> tensor<3xi64>
    %35 = "stablehlo.compare"(%3#1, %33) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %36 = "stablehlo.compare"(%3#1, %34) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %37 = "stablehlo.and"(%35, %36) : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
    %38 = "stablehlo.broadcast_in_dim"(%37) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi1>) -> tensor<3x5xi1>
    %39 = "stablehlo.constant"() {value = dense<0> : tensor<3x5xi32>} : () -> tensor<3x5xi32>
    %40 = "stablehlo.select"(%38, %32, %39) : (tensor<3x5xi1>, tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi32>
    %41 = "stablehlo.constant"() {value = dense<true> : tensor<1xi1>} : () -> tensor<1xi1>
    %42 = "stablehlo.slice"(%40) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 5>, strides = array<i64: 1, 1>} : (tensor<3x5xi32>) -> tensor<2x5xi32>
    %43 = "stablehlo.slice"(%40) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 3, 5>, strides = array<i64: 1, 1>} : (tensor<3x5xi32>) -> tensor<2x5xi32>
    %44 = "stablehlo.compare"(%43, %42) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x5xi32>, tensor<2x5xi32>) -> tensor<2x5xi1>
    %45 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %46 = "stablehlo.reduce"(%44, %45) ({
      ^bb0(%47: tensor<i1>, %48: tensor<i1>):
        %49 = "stablehlo.or"(%47, %48) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%49) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x5xi1>, tensor<i1>) -> tensor<2xi1>
    %50 = "stablehlo.concatenate"(%41, %46) {dimension = 0 : i64} : (tensor<1xi1>, tensor<2xi1>) -> tensor<3xi1>
    %51 = "stablehlo.convert"(%50) : (tensor<3xi1>) -> tensor<3xi64>
    %52 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %53 = "stablehlo.slice"(%51) {start_indices = array<i64: 0>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<3xi64>) -> tensor<2xi64>
    %54 = "stablehlo.pad"(%53, %52) {edge_padding_low = array<i64: 1>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: 0>} : (tensor<2xi64>, tensor<i64>) -> tensor<3xi64>
    %55 = "stablehlo.add"(%54, %51) : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %56 = "stablehlo.slice"(%55) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<3xi64>) -> tensor<1xi64>
    %57 = "stablehlo.pad"(%56, %52) {edge_padding_low = array<i64: 2>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: 0>} : (tensor<1xi64>, tensor<i64>) -> tensor<3xi64>
    %58 = "stablehlo.add"(%57, %55) : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %59 = "stablehlo.constant"() {value = dense<1> : tensor<3xi64>} : () -> tensor<3xi64>
    %60 = "stablehlo.subtract"(%58, %59) : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %61 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3xi64>
    %62 = "stablehlo.constant"() {value = dense<3> : tensor<3xi64>} : () -> tensor<3xi64>
    %63 = "stablehlo.add"(%61, %62) : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %64 = "stablehlo.select"(%50, %61, %63) : (tensor<3xi1>, tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %65:2 = "stablehlo.sort"(%64, %61) ({
      ^bb0(%66: tensor<i64>, %67: tensor<i64>, %68: tensor<i64>, %69: tensor<i64>):
        %70 = "stablehlo.compare"(%66, %67) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
        "stablehlo.return"(%70) : (tensor<i1>) -> ()
    }) {dimension = 0 : i64, is_stable = false} : (tensor<3xi64>, tensor<3xi64>) -> (tensor<3xi64>, tensor<3xi64>)
    %71 = "stablehlo.slice"(%65#1) {start_indices = array<i64: 0>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<3xi64>) -> tensor<2xi64>
    %72 = "stablehlo.reshape"(%71) : (tensor<2xi64>) -> tensor<2x1xi64>
    %73 = "stablehlo.gather"(%40, %72) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 5>, indices_are_sorted = false} : (tensor<3x5xi32>, tensor<2x1xi64>) -> tensor<2x5xi32>
    %74 = "stablehlo.constant"() {value = dense<0> : tensor<2xi64>} : () -> tensor<2xi64>
    %75 = "stablehlo.constant"() {value = dense<3> : tensor<2xi64>} : () -> tensor<2xi64>
    %76 = "stablehlo.compare"(%71, %74) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %77 = "stablehlo.compare"(%71, %75) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %78 = "stablehlo.and"(%76, %77) : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
    %79 = "stablehlo.broadcast_in_dim"(%78) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi1>) -> tensor<2x5xi1>
    %80 = "stablehlo.constant"() {value = dense<0> : tensor<2x5xi32>} : () -> tensor<2x5xi32>
    %81 = "stablehlo.select"(%79, %73, %80) : (tensor<2x5xi1>, tensor<2x5xi32>, tensor<2x5xi32>) -> tensor<2x5xi32>
    %82 = "stablehlo.constant"() {value = dense<3> : tensor<1xi64>} : () -> tensor<1xi64>
    %83 = "stablehlo.slice"(%65#1) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<3xi64>) -> tensor<1xi64>
    %84 = "stablehlo.concatenate"(%83, %82) {dimension = 0 : i64} : (tensor<1xi64>, tensor<1xi64>) -> tensor<2xi64>
    %85 = "stablehlo.subtract"(%84, %71) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %86:2 = "stablehlo.sort"(%3#1, %60) ({
      ^bb0(%87: tensor<i64>, %88: tensor<i64>, %89: tensor<i64>, %90: tensor<i64>):
        %91 = "stablehlo.compare"(%87, %88) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
        "stablehlo.return"(%91) : (tensor<i1>) -> ()
    }) {dimension = 0 : i64, is_stable = false} : (tensor<3xi64>, tensor<3xi64>) -> (tensor<3xi64>, tensor<3xi64>)
    %92 = "stablehlo.transpose"(%81) {permutation = array<i64: 0, 1>} : (tensor<2x5xi32>) -> tensor<2x5xi32>
    "func.return"(%92, %86#1, %85) : (tensor<2x5xi32>, tensor<3xi64>, tensor<2xi64>) -> ()
  }
}
