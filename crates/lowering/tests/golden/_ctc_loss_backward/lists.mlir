module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xf32>, %arg1: tensor<6x2x4xf32>, %arg2: tensor<5xi64>, %arg3: tensor<2xf32>, %arg4: tensor<2x6x7xf32>) -> (tensor<6x2x4xf32>) {
    %0 = "stablehlo.constant"() {value = dense<[6, 5]> : tensor<2xi64>} : () -> tensor<2xi64>
    %1 = "stablehlo.constant"() {value = dense<[3, 2]> : tensor<2xi64>} : () -> tensor<2xi64>
    %2 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %3 = "stablehlo.slice"(%1) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi64>) -> tensor<1xi64>
    %4 = "stablehlo.pad"(%3, %2) {edge_padding_low = array<i64: 1>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: 0>} : (tensor<1xi64>, tensor<i64>) -> tensor<2xi64>
    %5 = "stablehlo.add"(%4, %1) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %6 = "stablehlo.subtract"(%5, %1) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi64>) -> tensor<2x3xi64>
    %8 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3xi64>
    %9 = "stablehlo.add"(%7, %8) : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %10 = "stablehlo.constant"() {value = dense<4> : tensor<2x3xi64>} : () -> tensor<2x3xi64>
    %11 = "stablehlo.constant"() {value = dense<0> : tensor<2x3xi64>} : () -> tensor<2x3xi64>
    %12 = "stablehlo.clamp"(%11, %9, %10) : (tensor<2x3xi64>, tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %13 = "stablehlo.reshape"(%12) : (tensor<2x3xi64>) -> tensor<6xi64>
    %14 = "stablehlo.reshape"(%13) : (tensor<6xi64>) -> tensor<6x1xi64>
    %15 = "stablehlo.gather"(%arg2, %14) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>, indices_are_sorted = false} : (tensor<5xi64>, tensor<6x1xi64>) -> tensor<6xi64>
    %16 = "stablehlo.constant"() {value = dense<0> : tensor<6xi64>} : () -> tensor<6xi64>
    %17 = "stablehlo.constant"() {value = dense<5> : tensor<6xi64>} : () -> tensor<6xi64>
    %18 = "stablehlo.compare"(%13, %16) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %19 = "stablehlo.compare"(%13, %17) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %20 = "stablehlo.and"(%18, %19) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %21 = "stablehlo.constant"() {value = dense<0> : tensor<6xi64>} : () -> tensor<6xi64>
    %22 = "stablehlo.select"(%20, %15, %21) : (tensor<6xi1>, tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %23 = "stablehlo.reshape"(%22) : (tensor<6xi64>) -> tensor<2x3xi64>
    %24 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x7xi64>
    %25 = "stablehlo.constant"() {value = dense<0> : tensor<2x7xi64>} : () -> tensor<2x7xi64>
    %26 = "stablehlo.constant"() {value = dense<[0, 0, 0, 1, 1, 2, 2]> : tensor<7xi64>} : () -> tensor<7xi64>
    %27 = "stablehlo.reshape"(%26) : (tensor<7xi64>) -> tensor<7x1xi64>
    %28 = "stablehlo.gather"(%23, %27) {dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: 2, 1>, indices_are_sorted = false} : (tensor<2x3xi64>, tensor<7x1xi64>) -> tensor<2x7xi64>
    %29 = "stablehlo.constant"() {value = dense<0> : tensor<7xi64>} : () -> tensor<7xi64>
    %30 = "stablehlo.constant"() {value = dense<3> : tensor<7xi64>} : () -> tensor<7xi64>
    %31 = "stablehlo.compare"(%26, %29) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi1>
    %32 = "stablehlo.compare"(%26, %30) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi1>
    %33 = "stablehlo.and"(%31, %32) : (tensor<7xi1>, tensor<7xi1>) -> tensor<7xi1>
    %34 = "stablehlo.broadcast_in_dim"(%33) {broadcast_dimensions = array<i64: 1>} : (tensor<7xi1>) -> tensor<2x7xi1>
    %35 = "stablehlo.constant"() {value = dense<0> : tensor<2x7xi64>} : () -> tensor<2x7xi64>
    %36 = "stablehlo.select"(%34, %28, %35) : (tensor<2x7xi1>, tensor<2x7xi64>, tensor<2x7xi64>) -> tensor<2x7xi64>
    %37 = "stablehlo.constant"() {value = dense<2> : tensor<2x7xi64>} : () -> tensor<2x7xi64>
    %38 = "stablehlo.remainder"(%24, %37) : (tensor<2x7xi64>, tensor<2x7xi64>) -> tensor<2x7xi64>
    %39 = "stablehlo.constant"() {value = dense<1> : tensor<2x7xi64>} : () -> tensor<2x7xi64>
    %40 = "stablehlo.compare"(%38, %39) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x7xi64>, tensor<2x7xi64>) -> tensor<2x7xi1>
    %41 = "stablehlo.select"(%40, %36, %25) : (tensor<2x7xi1>, tensor<2x7xi64>, tensor<2x7xi64>) -> tensor<2x7xi64>
    %42 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi64>) -> tensor<2x7xi64>
    %43 = "stablehlo.constant"() {value = dense<2> : tensor<2x7xi64>} : () -> tensor<2x7xi64>
    %44 = "stablehlo.multiply"(%42, %43) : (tensor<2x7xi64>, tensor<2x7xi64>) -> tensor<2x7xi64>
    %45 = "stablehlo.compare"(%24, %44) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x7xi64>, tensor<2x7xi64>) -> tensor<2x7xi1>
    %46 = "stablehlo.slice"(%41) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 5>, strides = array<i64: 1, 1>} : (tensor<2x7xi64>) -> tensor<2x5xi64>
    %47 = "stablehlo.constant"() {value = dense<-1> : tensor<i64>} : () -> tensor<i64>
    %48 = "stablehlo.pad"(%46, %47) {edge_padding_low = array<i64: 0, 2>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>} : (tensor<2x5xi64>, tensor<i64>) -> tensor<2x7xi64>
    %49 = "stablehlo.compare"(%41, %48) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x7xi64>, tensor<2x7xi64>) -> tensor<2x7xi1>
    %50 = "stablehlo.compare"(%41, %25) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x7xi64>, tensor<2x7xi64>) -> tensor<2x7xi1>
    %51 = "stablehlo.compare"(%24, %43) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x7xi64>, tensor<2x7xi64>) -> tensor<2x7xi1>
    %52 = "stablehlo.and"(%49, %50) : (tensor<2x7xi1>, tensor<2x7xi1>) -> tensor<2x7xi1>
    %53 = "stablehlo.and"(%52, %51) : (tensor<2x7xi1>, tensor<2x7xi1>) -> tensor<2x7xi1>
    %54 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<6x2x4xf32>} : () -> tensor<6x2x4xf32>
    %55 = "stablehlo.constant"() {value = dense<true> : tensor<2xi1>} : () -> tensor<2xi1>
    %56 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<2x7xf32>} : () -> tensor<2x7xf32>
    %57 = "stablehlo.constant"() {value = dense<5> : tensor<i64>} : () -> tensor<i64>
    %58:3 = "stablehlo.while"(%57, %56, %54) ({
      ^bb0(%59: tensor<i64>, %60: tensor<2x7xf32>, %61: tensor<6x2x4xf32>):
        %62 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
        %63 = "stablehlo.compare"(%59, %62) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
        "stablehlo.return"(%63) : (tensor<i1>) -> ()
    }, {
      ^bb0(%64: tensor<i64>, %65: tensor<2x7xf32>, %66: tensor<6x2x4xf32>):
        %67 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
        %68 = "stablehlo.dynamic_slice"(%arg1, %64, %67, %67) {slice_sizes = array<i64: 1, 2, 4>} : (tensor<6x2x4xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x2x4xf32>
        %69 = "stablehlo.reshape"(%68) : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
        %70 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x7xi64>
        %71 = "stablehlo.reshape"(%70) : (tensor<2x7xi64>) -> tensor<2x7x1xi64>
        %72 = "stablehlo.reshape"(%41) : (tensor<2x7xi64>) -> tensor<2x7x1xi64>
        %73 = "stablehlo.concatenate"(%71, %72) {dimension = 2 : i64} : (tensor<2x7x1xi64>, tensor<2x7x1xi64>) -> tensor<2x7x2xi64>
        %74 = "stablehlo.gather"(%69, %73) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>, indices_are_sorted = false} : (tensor<2x4xf32>, tensor<2x7x2xi64>) -> tensor<2x7xf32>
        %75 = "stablehlo.constant"() {value = dense<0> : tensor<2x7xi64>} : () -> tensor<2x7xi64>
        %76 = "stablehlo.constant"() {value = dense<4> : tensor<2x7xi64>} : () -> tensor<2x7xi64>
        %77 = "stablehlo.compare"(%41, %75) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x7xi64>, tensor<2x7xi64>) -> tensor<2x7xi1>
        %78 = "stablehlo.compare"(%41, %76) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x7xi64>, tensor<2x7xi64>) -> tensor<2x7xi1>
        %79 = "stablehlo.and"(%77, %78) : (tensor<2x7xi1>, tensor<2x7xi1>) -> tensor<2x7xi1>
        %80 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<2x7xf32>} : () -> tensor<2x7xf32>
        %81 = "stablehlo.select"(%79, %74, %80) : (tensor<2x7xi1>, tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %82 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<2x7xf32>} : () -> tensor<2x7xf32>
        %83 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x7xi64>
        %84 = "stablehlo.constant"() {value = dense<2> : tensor<2xi64>} : () -> tensor<2xi64>
        %85 = "stablehlo.multiply"(%1, %84) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
        %86 = "stablehlo.broadcast_in_dim"(%85) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi64>) -> tensor<2x7xi64>
        %87 = "stablehlo.constant"() {value = dense<1> : tensor<2x7xi64>} : () -> tensor<2x7xi64>
        %88 = "stablehlo.subtract"(%86, %87) : (tensor<2x7xi64>, tensor<2x7xi64>) -> tensor<2x7xi64>
        %89 = "stablehlo.compare"(%83, %86) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x7xi64>, tensor<2x7xi64>) -> tensor<2x7xi1>
        %90 = "stablehlo.compare"(%83, %88) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x7xi64>, tensor<2x7xi64>) -> tensor<2x7xi1>
        %91 = "stablehlo.or"(%89, %90) : (tensor<2x7xi1>, tensor<2x7xi1>) -> tensor<2x7xi1>
        %92 = "stablehlo.select"(%91, %81, %82) : (tensor<2x7xi1>, tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %93 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
        %94 = "stablehlo.slice"(%65) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 2, 7>, strides = array<i64: 1, 1>} : (tensor<2x7xf32>) -> tensor<2x6xf32>
        %95 = "stablehlo.pad"(%94, %93) {edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 0, 1>, interior_padding = array<i64: 0, 0>} : (tensor<2x6xf32>, tensor<f32>) -> tensor<2x7xf32>
        %96 = "stablehlo.select"(%53, %65, %82) : (tensor<2x7xi1>, tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %97 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
        %98 = "stablehlo.slice"(%96) {start_indices = array<i64: 0, 2>, limit_indices = array<i64: 2, 7>, strides = array<i64: 1, 1>} : (tensor<2x7xf32>) -> tensor<2x5xf32>
        %99 = "stablehlo.pad"(%98, %97) {edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 0, 2>, interior_padding = array<i64: 0, 0>} : (tensor<2x5xf32>, tensor<f32>) -> tensor<2x7xf32>
        %100 = "stablehlo.maximum"(%65, %95) : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %101 = "stablehlo.maximum"(%100, %99) : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %102 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<2x7xf32>} : () -> tensor<2x7xf32>
        %103 = "stablehlo.compare"(%101, %102) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xi1>
        %104 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x7xf32>} : () -> tensor<2x7xf32>
        %105 = "stablehlo.select"(%103, %104, %101) : (tensor<2x7xi1>, tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %106 = "stablehlo.subtract"(%65, %105) : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %107 = "stablehlo.exponential"(%106) : (tensor<2x7xf32>) -> tensor<2x7xf32>
        %108 = "stablehlo.add"(%104, %107) : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %109 = "stablehlo.subtract"(%95, %105) : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %110 = "stablehlo.exponential"(%109) : (tensor<2x7xf32>) -> tensor<2x7xf32>
        %111 = "stablehlo.add"(%108, %110) : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %112 = "stablehlo.subtract"(%99, %105) : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %113 = "stablehlo.exponential"(%112) : (tensor<2x7xf32>) -> tensor<2x7xf32>
        %114 = "stablehlo.add"(%111, %113) : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %115 = "stablehlo.log"(%114) : (tensor<2x7xf32>) -> tensor<2x7xf32>
        %116 = "stablehlo.add"(%115, %105) : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %117 = "stablehlo.add"(%116, %81) : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %118 = "stablehlo.select"(%45, %117, %82) : (tensor<2x7xi1>, tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %119 = "stablehlo.broadcast_in_dim"(%64) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2xi64>
        %120 = "stablehlo.constant"() {value = dense<1> : tensor<2xi64>} : () -> tensor<2xi64>
        %121 = "stablehlo.subtract"(%0, %120) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
        %122 = "stablehlo.compare"(%119, %121) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
        %123 = "stablehlo.compare"(%119, %121) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
        %124 = "stablehlo.broadcast_in_dim"(%122) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi1>) -> tensor<2x7xi1>
        %125 = "stablehlo.broadcast_in_dim"(%123) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi1>) -> tensor<2x7xi1>
        %126 = "stablehlo.select"(%125, %118, %82) : (tensor<2x7xi1>, tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %127 = "stablehlo.select"(%124, %92, %126) : (tensor<2x7xi1>, tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %128 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
        %129 = "stablehlo.dynamic_slice"(%arg4, %128, %64, %128) {slice_sizes = array<i64: 2, 1, 7>} : (tensor<2x6x7xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<2x1x7xf32>
        %130 = "stablehlo.reshape"(%129) : (tensor<2x1x7xf32>) -> tensor<2x7xf32>
        %131 = "stablehlo.add"(%130, %127) : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %132 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x7x1xi64>
        %133 = "stablehlo.reshape"(%41) : (tensor<2x7xi64>) -> tensor<2x7x1xi64>
        %134 = "stablehlo.concatenate"(%132, %133) {dimension = 2 : i64} : (tensor<2x7x1xi64>, tensor<2x7x1xi64>) -> tensor<2x7x2xi64>
        %135 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<2x4xf32>} : () -> tensor<2x4xf32>
        %136 = "stablehlo.scatter"(%135, %134, %131) ({
          ^bb0(%137: tensor<f32>, %138: tensor<f32>):
            %139 = "stablehlo.maximum"(%137, %138) : (tensor<f32>, tensor<f32>) -> tensor<f32>
            "stablehlo.return"(%139) : (tensor<f32>) -> ()
        }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, unique_indices = false} : (tensor<2x4xf32>, tensor<2x7x2xi64>, tensor<2x7xf32>) -> tensor<2x4xf32>
        %140 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<2x4xf32>} : () -> tensor<2x4xf32>
        %141 = "stablehlo.compare"(%136, %140) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
        %142 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x4xf32>} : () -> tensor<2x4xf32>
        %143 = "stablehlo.select"(%141, %142, %136) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
        %144 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x7xi64>
        %145 = "stablehlo.reshape"(%144) : (tensor<2x7xi64>) -> tensor<2x7x1xi64>
        %146 = "stablehlo.reshape"(%41) : (tensor<2x7xi64>) -> tensor<2x7x1xi64>
        %147 = "stablehlo.concatenate"(%145, %146) {dimension = 2 : i64} : (tensor<2x7x1xi64>, tensor<2x7x1xi64>) -> tensor<2x7x2xi64>
        %148 = "stablehlo.gather"(%143, %147) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>, indices_are_sorted = false} : (tensor<2x4xf32>, tensor<2x7x2xi64>) -> tensor<2x7xf32>
        %149 = "stablehlo.constant"() {value = dense<0> : tensor<2x7xi64>} : () -> tensor<2x7xi64>
        %150 = "stablehlo.constant"() {value = dense<4> : tensor<2x7xi64>} : () -> tensor<2x7xi64>
        %151 = "stablehlo.compare"(%41, %149) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x7xi64>, tensor<2x7xi64>) -> tensor<2x7xi1>
        %152 = "stablehlo.compare"(%41, %150) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x7xi64>, tensor<2x7xi64>) -> tensor<2x7xi1>
        %153 = "stablehlo.and"(%151, %152) : (tensor<2x7xi1>, tensor<2x7xi1>) -> tensor<2x7xi1>
        %154 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<2x7xf32>} : () -> tensor<2x7xf32>
        %155 = "stablehlo.select"(%153, %148, %154) : (tensor<2x7xi1>, tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %156 = "stablehlo.subtract"(%131, %155) : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %157 = "stablehlo.exponential"(%156) : (tensor<2x7xf32>) -> tensor<2x7xf32>
        %158 = "stablehlo.scatter"(%142, %134, %157) ({
          ^bb0(%159: tensor<f32>, %160: tensor<f32>):
            %161 = "stablehlo.add"(%159, %160) : (tensor<f32>, tensor<f32>) -> tensor<f32>
            "stablehlo.return"(%161) : (tensor<f32>) -> ()
        }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, unique_indices = false} : (tensor<2x4xf32>, tensor<2x7x2xi64>, tensor<2x7xf32>) -> tensor<2x4xf32>
        %162 = "stablehlo.log"(%158) : (tensor<2x4xf32>) -> tensor<2x4xf32>
        %163 = "stablehlo.add"(%162, %143) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
        %164 = "stablehlo.select"(%141, %140, %163) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
        %165 = "stablehlo.broadcast_in_dim"(%arg3) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x4xf32>
        %166 = "stablehlo.add"(%164, %165) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
        %167 = "stablehlo.subtract"(%166, %69) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
        %168 = "stablehlo.exponential"(%167) : (tensor<2x4xf32>) -> tensor<2x4xf32>
        %169 = "stablehlo.exponential"(%69) : (tensor<2x4xf32>) -> tensor<2x4xf32>
        %170 = "stablehlo.subtract"(%169, %168) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
        %171 = "stablehlo.broadcast_in_dim"(%arg0) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x4xf32>
        %172 = "stablehlo.multiply"(%170, %171) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
        %173 = "stablehlo.compare"(%119, %0) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
        %174 = "stablehlo.and"(%173, %55) : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
        %175 = "stablehlo.broadcast_in_dim"(%174) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi1>) -> tensor<2x4xi1>
        %176 = "stablehlo.select"(%175, %172, %142) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
        %177 = "stablehlo.reshape"(%176) : (tensor<2x4xf32>) -> tensor<1x2x4xf32>
        %178 = "stablehlo.dynamic_update_slice"(%66, %177, %64, %128, %128) : (tensor<6x2x4xf32>, tensor<1x2x4xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<6x2x4xf32>
        %179 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
        %180 = "stablehlo.subtract"(%64, %179) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%180, %127, %178) : (tensor<i64>, tensor<2x7xf32>, tensor<6x2x4xf32>) -> ()
    }) : (tensor<i64>, tensor<2x7xf32>, tensor<6x2x4xf32>) -> (tensor<i64>, tensor<2x7xf32>, tensor<6x2x4xf32>)
    "func.return"(%58#2) : (tensor<6x2x4xf32>) -> ()
  }
}
