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
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64: 0>} : (tensor<6xi1>) -> tensor<6xi1>
    %22 = "stablehlo.constant"() {value = dense<0> : tensor<6xi64>} : () -> tensor<6xi64>
    %23 = "stablehlo.select"(%21, %15, %22) : (tensor<6xi1>, tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %24 = "stablehlo.reshape"(%23) : (tensor<6xi64>) -> tensor<2x3xi64>
    %25 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x7xi64>
    %26 = "stablehlo.constant"() {value = dense<0> : tensor<2x7xi64>} : () -> tensor<2x7xi64>
    %27 = "stablehlo.constant"() {value = dense<[0, 0, 0, 1, 1, 2, 2]> : tensor<7xi64>} : () -> tensor<7xi64>
    %28 = "stablehlo.reshape"(%27) : (tensor<7xi64>) -> tensor<7x1xi64>
    %29 = "stablehlo.gather"(%24, %28) {dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: 2, 1>, indices_are_sorted = false} : (tensor<2x3xi64>, tensor<7x1xi64>) -> tensor<2x7xi64>
    %30 = "stablehlo.constant"() {value = dense<0> : tensor<7xi64>} : () -> tensor<7xi64>
    %31 = "stablehlo.constant"() {value = dense<3> : tensor<7xi64>} : () -> tensor<7xi64>
    %32 = "stablehlo.compare"(%27, %30) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi1>
    %33 = "stablehlo.compare"(%27, %31) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi1>
    %34 = "stablehlo.and"(%32, %33) : (tensor<7xi1>, tensor<7xi1>) -> tensor<7xi1>
    %35 = "stablehlo.broadcast_in_dim"(%34) {broadcast_dimensions = array<i64: 1>} : (tensor<7xi1>) -> tensor<2x7xi1>
    %36 = "stablehlo.constant"() {value = dense<0> : tensor<2x7xi64>} : () -> tensor<2x7xi64>
    %37 = "stablehlo.select"(%35, %29, %36) : (tensor<2x7xi1>, tensor<2x7xi64>, tensor<2x7xi64>) -> tensor<2x7xi64>
    %38 = "stablehlo.constant"() {value = dense<2> : tensor<2x7xi64>} : () -> tensor<2x7xi64>
    %39 = "stablehlo.remainder"(%25, %38) : (tensor<2x7xi64>, tensor<2x7xi64>) -> tensor<2x7xi64>
    %40 = "stablehlo.constant"() {value = dense<1> : tensor<2x7xi64>} : () -> tensor<2x7xi64>
    %41 = "stablehlo.compare"(%39, %40) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x7xi64>, tensor<2x7xi64>) -> tensor<2x7xi1>
    %42 = "stablehlo.select"(%41, %37, %26) : (tensor<2x7xi1>, tensor<2x7xi64>, tensor<2x7xi64>) -> tensor<2x7xi64>
    %43 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi64>) -> tensor<2x7xi64>
    %44 = "stablehlo.constant"() {value = dense<2> : tensor<2x7xi64>} : () -> tensor<2x7xi64>
    %45 = "stablehlo.multiply"(%43, %44) : (tensor<2x7xi64>, tensor<2x7xi64>) -> tensor<2x7xi64>
    %46 = "stablehlo.compare"(%25, %45) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x7xi64>, tensor<2x7xi64>) -> tensor<2x7xi1>
    %47 = "stablehlo.slice"(%42) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 5>, strides = array<i64: 1, 1>} : (tensor<2x7xi64>) -> tensor<2x5xi64>
    %48 = "stablehlo.constant"() {value = dense<-1> : tensor<i64>} : () -> tensor<i64>
    %49 = "stablehlo.pad"(%47, %48) {edge_padding_low = array<i64: 0, 2>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>} : (tensor<2x5xi64>, tensor<i64>) -> tensor<2x7xi64>
    %50 = "stablehlo.compare"(%42, %49) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x7xi64>, tensor<2x7xi64>) -> tensor<2x7xi1>
    %51 = "stablehlo.compare"(%42, %26) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x7xi64>, tensor<2x7xi64>) -> tensor<2x7xi1>
    %52 = "stablehlo.compare"(%25, %44) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x7xi64>, tensor<2x7xi64>) -> tensor<2x7xi1>
    %53 = "stablehlo.and"(%50, %51) : (tensor<2x7xi1>, tensor<2x7xi1>) -> tensor<2x7xi1>
    %54 = "stablehlo.and"(%53, %52) : (tensor<2x7xi1>, tensor<2x7xi1>) -> tensor<2x7xi1>
    %55 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<6x2x4xf32>} : () -> tensor<6x2x4xf32>
    %56 = "stablehlo.constant"() {value = dense<true> : tensor<2xi1>} : () -> tensor<2xi1>
    %57 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<2x7xf32>} : () -> tensor<2x7xf32>
    %58 = "stablehlo.constant"() {value = dense<5> : tensor<i64>} : () -> tensor<i64>
    %59:3 = "stablehlo.while"(%58, %57, %55) ({
      ^bb0(%60: tensor<i64>, %61: tensor<2x7xf32>, %62: tensor<6x2x4xf32>):
        %63 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
        %64 = "stablehlo.compare"(%60, %63) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
        "stablehlo.return"(%64) : (tensor<i1>) -> ()
    }, {
      ^bb0(%65: tensor<i64>, %66: tensor<2x7xf32>, %67: tensor<6x2x4xf32>):
        %68 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
        %69 = "stablehlo.dynamic_slice"(%arg1, %65, %68, %68) {slice_sizes = array<i64: 1, 2, 4>} : (tensor<6x2x4xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x2x4xf32>
        %70 = "stablehlo.reshape"(%69) : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
        %71 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x7xi64>
        %72 = "stablehlo.reshape"(%71) : (tensor<2x7xi64>) -> tensor<2x7x1xi64>
        %73 = "stablehlo.reshape"(%42) : (tensor<2x7xi64>) -> tensor<2x7x1xi64>
        %74 = "stablehlo.concatenate"(%72, %73) {dimension = 2 : i64} : (tensor<2x7x1xi64>, tensor<2x7x1xi64>) -> tensor<2x7x2xi64>
        %75 = "stablehlo.gather"(%70, %74) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>, indices_are_sorted = false} : (tensor<2x4xf32>, tensor<2x7x2xi64>) -> tensor<2x7xf32>
        %76 = "stablehlo.constant"() {value = dense<0> : tensor<2x7xi64>} : () -> tensor<2x7xi64>
        %77 = "stablehlo.constant"() {value = dense<4> : tensor<2x7xi64>} : () -> tensor<2x7xi64>
        %78 = "stablehlo.compare"(%42, %76) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x7xi64>, tensor<2x7xi64>) -> tensor<2x7xi1>
        %79 = "stablehlo.compare"(%42, %77) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x7xi64>, tensor<2x7xi64>) -> tensor<2x7xi1>
        %80 = "stablehlo.and"(%78, %79) : (tensor<2x7xi1>, tensor<2x7xi1>) -> tensor<2x7xi1>
        %81 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<2x7xf32>} : () -> tensor<2x7xf32>
        %82 = "stablehlo.select"(%80, %75, %81) : (tensor<2x7xi1>, tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %83 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<2x7xf32>} : () -> tensor<2x7xf32>
        %84 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x7xi64>
        %85 = "stablehlo.constant"() {value = dense<2> : tensor<2xi64>} : () -> tensor<2xi64>
        %86 = "stablehlo.multiply"(%1, %85) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
        %87 = "stablehlo.broadcast_in_dim"(%86) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi64>) -> tensor<2x7xi64>
        %88 = "stablehlo.constant"() {value = dense<1> : tensor<2x7xi64>} : () -> tensor<2x7xi64>
        %89 = "stablehlo.subtract"(%87, %88) : (tensor<2x7xi64>, tensor<2x7xi64>) -> tensor<2x7xi64>
        %90 = "stablehlo.compare"(%84, %87) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x7xi64>, tensor<2x7xi64>) -> tensor<2x7xi1>
        %91 = "stablehlo.compare"(%84, %89) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x7xi64>, tensor<2x7xi64>) -> tensor<2x7xi1>
        %92 = "stablehlo.or"(%90, %91) : (tensor<2x7xi1>, tensor<2x7xi1>) -> tensor<2x7xi1>
        %93 = "stablehlo.select"(%92, %82, %83) : (tensor<2x7xi1>, tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %94 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
        %95 = "stablehlo.slice"(%66) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 2, 7>, strides = array<i64: 1, 1>} : (tensor<2x7xf32>) -> tensor<2x6xf32>
        %96 = "stablehlo.pad"(%95, %94) {edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 0, 1>, interior_padding = array<i64: 0, 0>} : (tensor<2x6xf32>, tensor<f32>) -> tensor<2x7xf32>
        %97 = "stablehlo.select"(%54, %66, %83) : (tensor<2x7xi1>, tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %98 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
        %99 = "stablehlo.slice"(%97) {start_indices = array<i64: 0, 2>, limit_indices = array<i64: 2, 7>, strides = array<i64: 1, 1>} : (tensor<2x7xf32>) -> tensor<2x5xf32>
        %100 = "stablehlo.pad"(%99, %98) {edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 0, 2>, interior_padding = array<i64: 0, 0>} : (tensor<2x5xf32>, tensor<f32>) -> tensor<2x7xf32>
        %101 = "stablehlo.maximum"(%66, %96) : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %102 = "stablehlo.maximum"(%101, %100) : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %103 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<2x7xf32>} : () -> tensor<2x7xf32>
        %104 = "stablehlo.compare"(%102, %103) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xi1>
        %105 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x7xf32>} : () -> tensor<2x7xf32>
        %106 = "stablehlo.select"(%104, %105, %102) : (tensor<2x7xi1>, tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %107 = "stablehlo.subtract"(%66, %106) : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %108 = "stablehlo.exponential"(%107) : (tensor<2x7xf32>) -> tensor<2x7xf32>
        %109 = "stablehlo.add"(%105, %108) : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %110 = "stablehlo.subtract"(%96, %106) : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %111 = "stablehlo.exponential"(%110) : (tensor<2x7xf32>) -> tensor<2x7xf32>
        %112 = "stablehlo.add"(%109, %111) : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %113 = "stablehlo.subtract"(%100, %106) : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %114 = "stablehlo.exponential"(%113) : (tensor<2x7xf32>) -> tensor<2x7xf32>
        %115 = "stablehlo.add"(%112, %114) : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %116 = "stablehlo.log"(%115) : (tensor<2x7xf32>) -> tensor<2x7xf32>
        %117 = "stablehlo.add"(%116, %106) : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %118 = "stablehlo.add"(%117, %82) : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %119 = "stablehlo.select"(%46, %118, %83) : (tensor<2x7xi1>, tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %120 = "stablehlo.broadcast_in_dim"(%65) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2xi64>
        %121 = "stablehlo.constant"() {value = dense<1> : tensor<2xi64>} : () -> tensor<2xi64>
        %122 = "stablehlo.subtract"(%0, %121) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
        %123 = "stablehlo.compare"(%120, %122) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
        %124 = "stablehlo.compare"(%120, %122) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
        %125 = "stablehlo.broadcast_in_dim"(%123) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi1>) -> tensor<2x7xi1>
        %126 = "stablehlo.broadcast_in_dim"(%124) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi1>) -> tensor<2x7xi1>
        %127 = "stablehlo.select"(%126, %119, %83) : (tensor<2x7xi1>, tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %128 = "stablehlo.select"(%125, %93, %127) : (tensor<2x7xi1>, tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %129 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
        %130 = "stablehlo.dynamic_slice"(%arg4, %129, %65, %129) {slice_sizes = array<i64: 2, 1, 7>} : (tensor<2x6x7xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<2x1x7xf32>
        %131 = "stablehlo.reshape"(%130) : (tensor<2x1x7xf32>) -> tensor<2x7xf32>
        %132 = "stablehlo.add"(%131, %128) : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %133 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x7x1xi64>
        %134 = "stablehlo.reshape"(%42) : (tensor<2x7xi64>) -> tensor<2x7x1xi64>
        %135 = "stablehlo.concatenate"(%133, %134) {dimension = 2 : i64} : (tensor<2x7x1xi64>, tensor<2x7x1xi64>) -> tensor<2x7x2xi64>
        %136 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<2x4xf32>} : () -> tensor<2x4xf32>
        %137 = "stablehlo.scatter"(%136, %135, %132) ({
          ^bb0(%138: tensor<f32>, %139: tensor<f32>):
            %140 = "stablehlo.maximum"(%138, %139) : (tensor<f32>, tensor<f32>) -> tensor<f32>
            "stablehlo.return"(%140) : (tensor<f32>) -> ()
        }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, unique_indices = false} : (tensor<2x4xf32>, tensor<2x7x2xi64>, tensor<2x7xf32>) -> tensor<2x4xf32>
        %141 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<2x4xf32>} : () -> tensor<2x4xf32>
        %142 = "stablehlo.compare"(%137, %141) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
        %143 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x4xf32>} : () -> tensor<2x4xf32>
        %144 = "stablehlo.select"(%142, %143, %137) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
        %145 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x7xi64>
        %146 = "stablehlo.reshape"(%145) : (tensor<2x7xi64>) -> tensor<2x7x1xi64>
        %147 = "stablehlo.reshape"(%42) : (tensor<2x7xi64>) -> tensor<2x7x1xi64>
        %148 = "stablehlo.concatenate"(%146, %147) {dimension = 2 : i64} : (tensor<2x7x1xi64>, tensor<2x7x1xi64>) -> tensor<2x7x2xi64>
        %149 = "stablehlo.gather"(%144, %148) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>, indices_are_sorted = false} : (tensor<2x4xf32>, tensor<2x7x2xi64>) -> tensor<2x7xf32>
        %150 = "stablehlo.constant"() {value = dense<0> : tensor<2x7xi64>} : () -> tensor<2x7xi64>
        %151 = "stablehlo.constant"() {value = dense<4> : tensor<2x7xi64>} : () -> tensor<2x7xi64>
        %152 = "stablehlo.compare"(%42, %150) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x7xi64>, tensor<2x7xi64>) -> tensor<2x7xi1>
        %153 = "stablehlo.compare"(%42, %151) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x7xi64>, tensor<2x7xi64>) -> tensor<2x7xi1>
        %154 = "stablehlo.and"(%152, %153) : (tensor<2x7xi1>, tensor<2x7xi1>) -> tensor<2x7xi1>
        %155 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<2x7xf32>} : () -> tensor<2x7xf32>
        %156 = "stablehlo.select"(%154, %149, %155) : (tensor<2x7xi1>, tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %157 = "stablehlo.subtract"(%132, %156) : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
        %158 = "stablehlo.exponential"(%157) : (tensor<2x7xf32>) -> tensor<2x7xf32>
        %159 = "stablehlo.scatter"(%143, %135, %158) ({
          ^bb0(%160: tensor<f32>, %161: tensor<f32>):
            %162 = "stablehlo.add"(%160, %161) : (tensor<f32>, tensor<f32>) -> tensor<f32>
            "stablehlo.return"(%162) : (tensor<f32>) -> ()
        }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, unique_indices = false} : (tensor<2x4xf32>, tensor<2x7x2xi64>, tensor<2x7xf32>) -> tensor<2x4xf32>
        %163 = "stablehlo.log"(%159) : (tensor<2x4xf32>) -> tensor<2x4xf32>
        %164 = "stablehlo.add"(%163, %144) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
        %165 = "stablehlo.select"(%142, %141, %164) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
        %166 = "stablehlo.broadcast_in_dim"(%arg3) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x4xf32>
        %167 = "stablehlo.add"(%165, %166) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
        %168 = "stablehlo.subtract"(%167, %70) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
        %169 = "stablehlo.exponential"(%168) : (tensor<2x4xf32>) -> tensor<2x4xf32>
        %170 = "stablehlo.exponential"(%70) : (tensor<2x4xf32>) -> tensor<2x4xf32>
        %171 = "stablehlo.subtract"(%170, %169) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
        %172 = "stablehlo.broadcast_in_dim"(%arg0) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x4xf32>
        %173 = "stablehlo.multiply"(%171, %172) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
        %174 = "stablehlo.compare"(%120, %0) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
        %175 = "stablehlo.and"(%174, %56) : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
        %176 = "stablehlo.broadcast_in_dim"(%175) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi1>) -> tensor<2x4xi1>
        %177 = "stablehlo.select"(%176, %173, %143) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
        %178 = "stablehlo.reshape"(%177) : (tensor<2x4xf32>) -> tensor<1x2x4xf32>
        %179 = "stablehlo.dynamic_update_slice"(%67, %178, %65, %129, %129) : (tensor<6x2x4xf32>, tensor<1x2x4xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<6x2x4xf32>
        %180 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
        %181 = "stablehlo.subtract"(%65, %180) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%181, %128, %179) : (tensor<i64>, tensor<2x7xf32>, tensor<6x2x4xf32>) -> ()
    }) : (tensor<i64>, tensor<2x7xf32>, tensor<6x2x4xf32>) -> (tensor<i64>, tensor<2x7xf32>, tensor<6x2x4xf32>)
    "func.return"(%59#2) : (tensor<6x2x4xf32>) -> ()
  }
}
