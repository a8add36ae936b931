module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x2x4xf32>, %arg1: tensor<2x3xi64>) -> (tensor<2xf32>, tensor<2x6x7xf32>) {
    %0 = "stablehlo.constant"() {value = dense<[6, 5]> : tensor<2xi64>} : () -> tensor<2xi64>
    %1 = "stablehlo.constant"() {value = dense<[3, 2]> : tensor<2xi64>} : () -> tensor<2xi64>
    %2 = "stablehlo.slice"(%arg1) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 3>, strides = array<i64: 1, 1>} : (tensor<2x3xi64>) -> tensor<2x3xi64>
    %3 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x7xi64>
    %4 = "stablehlo.constant"() {value = dense<0> : tensor<2x7xi64>} : () -> tensor<2x7xi64>
    %5 = "stablehlo.constant"() {value = dense<[0, 0, 0, 1, 1, 2, 2]> : tensor<7xi64>} : () -> tensor<7xi64>
    %6 = "stablehlo.reshape"(%5) : (tensor<7xi64>) -> tensor<7x1xi64>
    %7 = "stablehlo.gather"(%2, %6) {dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: 2, 1>, indices_are_sorted = false} : (tensor<2x3xi64>, tensor<7x1xi64>) -> tensor<2x7xi64>
    %8 = "stablehlo.constant"() {value = dense<0> : tensor<7xi64>} : () -> tensor<7xi64>
    %9 = "stablehlo.constant"() {value = dense<3> : tensor<7xi64>} : () -> tensor<7xi64>
    %10 = "stablehlo.compare"(%5, %8) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi1>
    %11 = "stablehlo.compare"(%5, %9) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi1>
    %12 = "stablehlo.and"(%10, %11) : (tensor<7xi1>, tensor<7xi1>) -> tensor<7xi1>
    %13 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64: 1>} : (tensor<7xi1>) -> tensor<2x7xi1>
    %14 = "stablehlo.constant"() {value = dense<0> : tensor<2x7xi64>} : () -> tensor<2x7xi64>
    %15 = "stablehlo.select"(%13, %7, %14) : (tensor<2x7xi1>, tensor<2x7xi64>, tensor<2x7xi64>) -> tensor<2x7xi64>
    %16 = "stablehlo.constant"() {value = dense<2> : tensor<2x7xi64>} : () -> tensor<2x7xi64>
    %17 = "stablehlo.remainder"(%3, %16) : (tensor<2x7xi64>, tensor<2x7xi64>) -> tensor<2x7xi64>
    %18 = "stablehlo.constant"() {value = dense<1> : tensor<2x7xi64>} : () -> tensor<2x7xi64>
    %19 = "stablehlo.compare"(%17, %18) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x7xi64>, tensor<2x7xi64>) -> tensor<2x7xi1>
    %20 = "stablehlo.select"(%19, %15, %4) : (tensor<2x7xi1>, tensor<2x7xi64>, tensor<2x7xi64>) -> tensor<2x7xi64>
    %21 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi64>) -> tensor<2x7xi64>
    %22 = "stablehlo.constant"() {value = dense<2> : tensor<2x7xi64>} : () -> tensor<2x7xi64>
    %23 = "stablehlo.multiply"(%21, %22) : (tensor<2x7xi64>, tensor<2x7xi64>) -> tensor<2x7xi64>
    %24 = "stablehlo.compare"(%3, %23) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x7xi64>, tensor<2x7xi64>) -> tensor<2x7xi1>
    %25 = "stablehlo.slice"(%20) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 5>, strides = array<i64: 1, 1>} : (tensor<2x7xi64>) -> tensor<2x5xi64>
    %26 = "stablehlo.constant"() {value = dense<-1> : tensor<i64>} : () -> tensor<i64>
    %27 = "stablehlo.pad"(%25, %26) {edge_padding_low = array<i64: 0, 2>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>} : (tensor<2x5xi64>, tensor<i64>) -> tensor<2x7xi64>
    %28 = "stablehlo.compare"(%20, %27) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x7xi64>, tensor<2x7xi64>) -> tensor<2x7xi1>
    %29 = "stablehlo.compare"(%20, %4) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x7xi64>, tensor<2x7xi64>) -> tensor<2x7xi1>
    %30 = "stablehlo.compare"(%3, %22) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x7xi64>, tensor<2x7xi64>) -> tensor<2x7xi1>
    %31 = "stablehlo.and"(%28, %29) : (tensor<2x7xi1>, tensor<2x7xi1>) -> tensor<2x7xi1>
    %32 = "stablehlo.and"(%31, %30) : (tensor<2x7xi1>, tensor<2x7xi1>) -> tensor<2x7xi1>
    %33 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %34 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %35 = "stablehlo.dynamic_slice"(%arg0, %33, %34, %34) {slice_sizes = array<i64: 1, 2, 4>} : (tensor<6x2x4xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x2x4xf32>
    %36 = "stablehlo.reshape"(%35) : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
    %37 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x7xi64>
    %38 = "stablehlo.reshape"(%37) : (tensor<2x7xi64>) -> tensor<2x7x1xi64>
    %39 = "stablehlo.reshape"(%20) : (tensor<2x7xi64>) -> tensor<2x7x1xi64>
    %40 = "stablehlo.concatenate"(%38, %39) {dimension = 2 : i64} : (tensor<2x7x1xi64>, tensor<2x7x1xi64>) -> tensor<2x7x2xi64>
    %41 = "stablehlo.gather"(%36, %40) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>, indices_are_sorted = false} : (tensor<2x4xf32>, tensor<2x7x2xi64>) -> tensor<2x7xf32>
    %42 = "stablehlo.constant"() {value = dense<0> : tensor<2x7xi64>} : () -> tensor<2x7xi64>
    %43 = "stablehlo.constant"() {value = dense<4> : tensor<2x7xi64>} : () -> tensor<2x7xi64>
    %44 = "stablehlo.compare"(%20, %42) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x7xi64>, tensor<2x7xi64>) -> tensor<2x7xi1>
    %45 = "stablehlo.compare"(%20, %43) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x7xi64>, tensor<2x7xi64>) -> tensor<2x7xi1>
    %46 = "stablehlo.and"(%44, %45) : (tensor<2x7xi1>, tensor<2x7xi1>) -> tensor<2x7xi1>
    %47 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<2x7xf32>} : () -> tensor<2x7xf32>
    %48 = "stablehlo.select"(%46, %41, %47) : (tensor<2x7xi1>, tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
    %49 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x7xi64>
    %50 = "stablehlo.constant"() {value = dense<1> : tensor<2x7xi64>} : () -> tensor<2x7xi64>
    %51 = "stablehlo.compare"(%49, %50) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x7xi64>, tensor<2x7xi64>) -> tensor<2x7xi1>
    %52 = "stablehlo.and"(%51, %24) : (tensor<2x7xi1>, tensor<2x7xi1>) -> tensor<2x7xi1>
    %53 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<2x7xf32>} : () -> tensor<2x7xf32>
    %54 = "stablehlo.select"(%52, %48, %53) : (tensor<2x7xi1>, tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
    %55 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<2x6x7xf32>} : () -> tensor<2x6x7xf32>
    %56 = "stablehlo.reshape"(%54) : (tensor<2x7xf32>) -> tensor<2x1x7xf32>
    %57 = "stablehlo.dynamic_update_slice"(%55, %56, %33, %33, %33) : (tensor<2x6x7xf32>, tensor<2x1x7xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<2x6x7xf32>
    %58 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %59:3 = "stablehlo.while"(%58, %54, %57) ({
      ^bb0(%60: tensor<i64>, %61: tensor<2x7xf32>, %62: tensor<2x6x7xf32>):
        %63 = "stablehlo.constant"() {value = dense<6> : tensor<i64>} : () -> tensor<i64>
        %64 = "stablehlo.compare"(%60, %63) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
        "stablehlo.return"(%64) : (tensor<i1>) -> ()
    }, {
      ^bb0(%65: tensor<i64>, %66: tensor<2x7xf32>, %67: tensor<2x6x7xf32>):
        %68 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
        %69 = "stablehlo.dynamic_slice"(%arg0, %65, %68, %68) {slice_sizes = array<i64: 1, 2, 4>} : (tensor<6x2x4xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x2x4xf32>
        %70 = "stablehlo.reshape"(%69) : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
        %71 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x7xi64>
        %72 = "stablehlo.reshape"(%71) : (tensor<2x7xi64>) -> tensor<2x7x1xi64>
        %73 = "stablehlo.reshape"(%20) : (tensor<2x7xi64>) -> tensor<2x7x1xi64>
        %74 = "stablehlo.concatenate"(%72, %73) {dimension = 2 : i64} : (tensor<2x7x1xi64>, tensor<2x7x1xi64>) -> tensor<2x7x2xi64>
        %75 = "stablehlo.gather"(%70, %74) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>, indices_are_sorted = false} : (tensor<2x4xf32>, tensor<2x7x2xi64>) -> tensor<2x7xf32>
        %76 = "stablehlo.constant"() {value = dense<0> : tensor<2x7xi64>} : () -> tensor<2x7xi64>
        %77 = "stablehlo.constant"() {value = dense<4> : tensor<2x7xi64>} : () -> tensor<2x7xi64>
        %78 = "stablehlo.compare"(%20, %76) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x7xi64>, tensor<2x7xi64>) -> tensor<2x7xi1>
        %79 = "stablehlo.compare"(%20, %77) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x7xi64>, tensor<2x7xi64>) -> tensor<2x7xi1>
        %80 = "stablehlo.and"(%78, %79) : (tensor<2x7xi1>, tensor<2x7xi1>) -> tensor<2x7xi1>
        %81 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<2x7xf32>} : () -> tensor<2x7xf32>
        %82 = "stablehlo.select"(%80, %75, %81) : (tensor<2x7xi1>, tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %83 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
        %84 = "stablehlo.slice"(%66) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 6>, strides = array<i64: 1, 1>} : (tensor<2x7xf32>) -> tensor<2x6xf32>
        %85 = "stablehlo.pad"(%84, %83) {edge_padding_low = array<i64: 0, 1>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>} : (tensor<2x6xf32>, tensor<f32>) -> tensor<2x7xf32>
        %86 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<2x7xf32>} : () -> tensor<2x7xf32>
        %87 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
        %88 = "stablehlo.slice"(%66) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 5>, strides = array<i64: 1, 1>} : (tensor<2x7xf32>) -> tensor<2x5xf32>
        %89 = "stablehlo.pad"(%88, %87) {edge_padding_low = array<i64: 0, 2>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>} : (tensor<2x5xf32>, tensor<f32>) -> tensor<2x7xf32>
        %90 = "stablehlo.select"(%32, %89, %86) : (tensor<2x7xi1>, tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %91 = "stablehlo.maximum"(%66, %85) : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %92 = "stablehlo.maximum"(%91, %90) : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %93 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<2x7xf32>} : () -> tensor<2x7xf32>
        %94 = "stablehlo.compare"(%92, %93) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xi1>
        %95 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x7xf32>} : () -> tensor<2x7xf32>
        %96 = "stablehlo.select"(%94, %95, %92) : (tensor<2x7xi1>, tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %97 = "stablehlo.subtract"(%66, %96) : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %98 = "stablehlo.exponential"(%97) : (tensor<2x7xf32>) -> tensor<2x7xf32>
        %99 = "stablehlo.add"(%95, %98) : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %100 = "stablehlo.subtract"(%85, %96) : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %101 = "stablehlo.exponential"(%100) : (tensor<2x7xf32>) -> tensor<2x7xf32>
        %102 = "stablehlo.add"(%99, %101) : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %103 = "stablehlo.subtract"(%90, %96) : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %104 = "stablehlo.exponential"(%103) : (tensor<2x7xf32>) -> tensor<2x7xf32>
        %105 = "stablehlo.add"(%102, %104) : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %106 = "stablehlo.log"(%105) : (tensor<2x7xf32>) -> tensor<2x7xf32>
        %107 = "stablehlo.add"(%106, %96) : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %108 = "stablehlo.add"(%107, %82) : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %109 = "stablehlo.select"(%24, %108, %86) : (tensor<2x7xi1>, tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %110 = "stablehlo.broadcast_in_dim"(%65) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2xi64>
        %111 = "stablehlo.compare"(%110, %0) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
        %112 = "stablehlo.broadcast_in_dim"(%111) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi1>) -> tensor<2x7xi1>
        %113 = "stablehlo.select"(%112, %109, %66) : (tensor<2x7xi1>, tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %114 = "stablehlo.select"(%112, %109, %86) : (tensor<2x7xi1>, tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %115 = "stablehlo.reshape"(%114) : (tensor<2x7xf32>) -> tensor<2x1x7xf32>
        %116 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
        %117 = "stablehlo.dynamic_update_slice"(%67, %115, %116, %65, %116) : (tensor<2x6x7xf32>, tensor<2x1x7xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<2x6x7xf32>
        %118 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
        %119 = "stablehlo.add"(%65, %118) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%119, %113, %117) : (tensor<i64>, tensor<2x7xf32>, tensor<2x6x7xf32>) -> ()
    }) : (tensor<i64>, tensor<2x7xf32>, tensor<2x6x7xf32>) -> (tensor<i64>, tensor<2x7xf32>, tensor<2x6x7xf32>)
    %120 = "stablehlo.constant"() {value = dense<2> : tensor<2xi64>} : () -> tensor<2xi64>
    %121 = "stablehlo.multiply"(%1, %120) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %122 = "stablehlo.constant"() {value = dense<1> : tensor<2xi64>} : () -> tensor<2xi64>
    %123 = "stablehlo.subtract"(%121, %122) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %124 = "stablehlo.reshape"(%121) : (tensor<2xi64>) -> tensor<2x1xi64>
    %125 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x1xi64>
    %126 = "stablehlo.reshape"(%125) : (tensor<2x1xi64>) -> tensor<2x1x1xi64>
    %127 = "stablehlo.reshape"(%124) : (tensor<2x1xi64>) -> tensor<2x1x1xi64>
    %128 = "stablehlo.concatenate"(%126, %127) {dimension = 2 : i64} : (tensor<2x1x1xi64>, tensor<2x1x1xi64>) -> tensor<2x1x2xi64>
    %129 = "stablehlo.gather"(%59#1, %128) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>, indices_are_sorted = false} : (tensor<2x7xf32>, tensor<2x1x2xi64>) -> tensor<2x1xf32>
    %130 = "stablehlo.constant"() {value = dense<0> : tensor<2x1xi64>} : () -> tensor<2x1xi64>
    %131 = "stablehlo.constant"() {value = dense<7> : tensor<2x1xi64>} : () -> tensor<2x1xi64>
    %132 = "stablehlo.compare"(%124, %130) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x1xi1>
    %133 = "stablehlo.compare"(%124, %131) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x1xi1>
    %134 = "stablehlo.and"(%132, %133) : (tensor<2x1xi1>, tensor<2x1xi1>) -> tensor<2x1xi1>
    %135 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<2x1xf32>} : () -> tensor<2x1xf32>
    %136 = "stablehlo.select"(%134, %129, %135) : (tensor<2x1xi1>, tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
    %137 = "stablehlo.reshape"(%136) : (tensor<2x1xf32>) -> tensor<2xf32>
    %138 = "stablehlo.reshape"(%123) : (tensor<2xi64>) -> tensor<2x1xi64>
    %139 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x1xi64>
    %140 = "stablehlo.reshape"(%139) : (tensor<2x1xi64>) -> tensor<2x1x1xi64>
    %141 = "stablehlo.reshape"(%138) : (tensor<2x1xi64>) -> tensor<2x1x1xi64>
    %142 = "stablehlo.concatenate"(%140, %141) {dimension = 2 : i64} : (tensor<2x1x1xi64>, tensor<2x1x1xi64>) -> tensor<2x1x2xi64>
    %143 = "stablehlo.gather"(%59#1, %142) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>, indices_are_sorted = false} : (tensor<2x7xf32>, tensor<2x1x2xi64>) -> tensor<2x1xf32>
    %144 = "stablehlo.constant"() {value = dense<0> : tensor<2x1xi64>} : () -> tensor<2x1xi64>
    %145 = "stablehlo.constant"() {value = dense<7> : tensor<2x1xi64>} : () -> tensor<2x1xi64>
    %146 = "stablehlo.compare"(%138, %144) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x1xi1>
    %147 = "stablehlo.compare"(%138, %145) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x1xi1>
    %148 = "stablehlo.and"(%146, %147) : (tensor<2x1xi1>, tensor<2x1xi1>) -> tensor<2x1xi1>
    %149 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<2x1xf32>} : () -> tensor<2x1xf32>
    %150 = "stablehlo.select"(%148, %143, %149) : (tensor<2x1xi1>, tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
    %151 = "stablehlo.reshape"(%150) : (tensor<2x1xf32>) -> tensor<2xf32>
    %152 = "stablehlo.constant"() {value = dense<0> : tensor<2xi64>} : () -> tensor<2xi64>
    %153 = "stablehlo.compare"(%1, %152) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %154 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<2xf32>} : () -> tensor<2xf32>
    %155 = "stablehlo.select"(%153, %151, %154) : (tensor<2xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %156 = "stablehlo.maximum"(%137, %155) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %157 = "stablehlo.maximum"(%156, %154) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %158 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<2xf32>} : () -> tensor<2xf32>
    %159 = "stablehlo.compare"(%157, %158) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %160 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2xf32>} : () -> tensor<2xf32>
    %161 = "stablehlo.select"(%159, %160, %157) : (tensor<2xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %162 = "stablehlo.subtract"(%137, %161) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %163 = "stablehlo.exponential"(%162) : (tensor<2xf32>) -> tensor<2xf32>
    %164 = "stablehlo.add"(%160, %163) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %165 = "stablehlo.subtract"(%155, %161) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %166 = "stablehlo.exponential"(%165) : (tensor<2xf32>) -> tensor<2xf32>
    %167 = "stablehlo.add"(%164, %166) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %168 = "stablehlo.subtract"(%154, %161) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %169 = "stablehlo.exponential"(%168) : (tensor<2xf32>) -> tensor<2xf32>
    %170 = "stablehlo.add"(%167, %169) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %171 = "stablehlo.log"(%170) : (tensor<2xf32>) -> tensor<2xf32>
    %172 = "stablehlo.add"(%171, %161) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %173 = "stablehlo.negate"(%172) : (tensor<2xf32>) -> tensor<2xf32>
    "func.return"(%173, %59#2) : (tensor<2xf32>, tensor<2x6x7xf32>) -> ()
  }
}
