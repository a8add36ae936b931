module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x4x5xf32>, %arg1: tensor<1x2x3xf32>) -> (tensor<2x2x2x1xf32>, tensor<2x2x2x1xi64>) {
    %0 = "stablehlo.slice"(%arg1) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 2, 1>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x3xf32>) -> tensor<1x2x1xf32>
    %1 = "stablehlo.reshape"(%0) : (tensor<1x2x1xf32>) -> tensor<1x2xf32>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x2xf32>) -> tensor<1x2x2xf32>
    %3 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x2x2xf32>
    %4 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %5 = "stablehlo.add"(%3, %2) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %6 = "stablehlo.multiply"(%5, %4) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %7 = "stablehlo.convert"(%6) : (tensor<1x2x2xf32>) -> tensor<1x2x2xi64>
    %8 = "stablehlo.multiply"(%2, %4) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %9 = "stablehlo.convert"(%8) : (tensor<1x2x2xf32>) -> tensor<1x2x2xi64>
    %10 = "stablehlo.subtract"(%7, %9) : (tensor<1x2x2xi64>, tensor<1x2x2xi64>) -> tensor<1x2x2xi64>
    %11 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x2x2xi64>
    %12 = "stablehlo.constant"() {value = dense<1> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %13 = "stablehlo.compare"(%11, %12) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x2x2xi64>, tensor<1x2x2xi64>) -> tensor<1x2x2xi1>
    %14 = "stablehlo.constant"() {value = dense<2> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %15 = "stablehlo.select"(%13, %14, %10) : (tensor<1x2x2xi1>, tensor<1x2x2xi64>, tensor<1x2x2xi64>) -> tensor<1x2x2xi64>
    %16 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xi64>) -> tensor<1x2x2x2x1x8xi64>
    %17 = "stablehlo.constant"() {value = dense<[0, 0, 0, 0, 1, 1, 1, 1]> : tensor<8xi64>} : () -> tensor<8xi64>
    %18 = "stablehlo.broadcast_in_dim"(%17) {broadcast_dimensions = array<i64: 5>} : (tensor<8xi64>) -> tensor<1x2x2x2x1x8xi64>
    %19 = "stablehlo.add"(%16, %18) : (tensor<1x2x2x2x1x8xi64>, tensor<1x2x2x2x1x8xi64>) -> tensor<1x2x2x2x1x8xi64>
    %20 = "stablehlo.constant"() {value = dense<20> : tensor<1x2x2x2x1x8xi64>} : () -> tensor<1x2x2x2x1x8xi64>
    %21 = "stablehlo.multiply"(%19, %20) : (tensor<1x2x2x2x1x8xi64>, tensor<1x2x2x2x1x8xi64>) -> tensor<1x2x2x2x1x8xi64>
    %22 = "stablehlo.slice"(%arg1) {start_indices = array<i64: 0, 0, 1>, limit_indices = array<i64: 1, 2, 2>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x3xf32>) -> tensor<1x2x1xf32>
    %23 = "stablehlo.reshape"(%22) : (tensor<1x2x1xf32>) -> tensor<1x2xf32>
    %24 = "stablehlo.broadcast_in_dim"(%23) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x2xf32>) -> tensor<1x2x2xf32>
    %25 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x2x2xf32>
    %26 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %27 = "stablehlo.add"(%25, %24) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %28 = "stablehlo.multiply"(%27, %26) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %29 = "stablehlo.convert"(%28) : (tensor<1x2x2xf32>) -> tensor<1x2x2xi64>
    %30 = "stablehlo.multiply"(%24, %26) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %31 = "stablehlo.convert"(%30) : (tensor<1x2x2xf32>) -> tensor<1x2x2xi64>
    %32 = "stablehlo.subtract"(%29, %31) : (tensor<1x2x2xi64>, tensor<1x2x2xi64>) -> tensor<1x2x2xi64>
    %33 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x2x2xi64>
    %34 = "stablehlo.constant"() {value = dense<1> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %35 = "stablehlo.compare"(%33, %34) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x2x2xi64>, tensor<1x2x2xi64>) -> tensor<1x2x2xi1>
    %36 = "stablehlo.constant"() {value = dense<2> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %37 = "stablehlo.select"(%35, %36, %32) : (tensor<1x2x2xi1>, tensor<1x2x2xi64>, tensor<1x2x2xi64>) -> tensor<1x2x2xi64>
    %38 = "stablehlo.broadcast_in_dim"(%37) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x2x2xi64>) -> tensor<1x2x2x2x1x8xi64>
    %39 = "stablehlo.constant"() {value = dense<[0, 0, 1, 1, 0, 0, 1, 1]> : tensor<8xi64>} : () -> tensor<8xi64>
    %40 = "stablehlo.broadcast_in_dim"(%39) {broadcast_dimensions = array<i64: 5>} : (tensor<8xi64>) -> tensor<1x2x2x2x1x8xi64>
    %41 = "stablehlo.add"(%38, %40) : (tensor<1x2x2x2x1x8xi64>, tensor<1x2x2x2x1x8xi64>) -> tensor<1x2x2x2x1x8xi64>
    %42 = "stablehlo.constant"() {value = dense<5> : tensor<1x2x2x2x1x8xi64>} : () -> tensor<1x2x2x2x1x8xi64>
    %43 = "stablehlo.multiply"(%41, %42) : (tensor<1x2x2x2x1x8xi64>, tensor<1x2x2x2x1x8xi64>) -> tensor<1x2x2x2x1x8xi64>
    %44 = "stablehlo.add"(%21, %43) : (tensor<1x2x2x2x1x8xi64>, tensor<1x2x2x2x1x8xi64>) -> tensor<1x2x2x2x1x8xi64>
    %45 = "stablehlo.slice"(%arg1) {start_indices = array<i64: 0, 0, 2>, limit_indices = array<i64: 1, 2, 3>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x3xf32>) -> tensor<1x2x1xf32>
    %46 = "stablehlo.reshape"(%45) : (tensor<1x2x1xf32>) -> tensor<1x2xf32>
    %47 = "stablehlo.constant"() {value = dense<3> : tensor<1x2x1xi64>} : () -> tensor<1x2x1xi64>
    %48 = "stablehlo.broadcast_in_dim"(%47) {broadcast_dimensions = array<i64: 0, 1, 4>} : (tensor<1x2x1xi64>) -> tensor<1x2x2x2x1x8xi64>
    %49 = "stablehlo.constant"() {value = dense<[0, 1, 0, 1, 0, 1, 0, 1]> : tensor<8xi64>} : () -> tensor<8xi64>
    %50 = "stablehlo.broadcast_in_dim"(%49) {broadcast_dimensions = array<i64: 5>} : (tensor<8xi64>) -> tensor<1x2x2x2x1x8xi64>
    %51 = "stablehlo.add"(%48, %50) : (tensor<1x2x2x2x1x8xi64>, tensor<1x2x2x2x1x8xi64>) -> tensor<1x2x2x2x1x8xi64>
    %52 = "stablehlo.constant"() {value = dense<1> : tensor<1x2x2x2x1x8xi64>} : () -> tensor<1x2x2x2x1x8xi64>
    %53 = "stablehlo.multiply"(%51, %52) : (tensor<1x2x2x2x1x8xi64>, tensor<1x2x2x2x1x8xi64>) -> tensor<1x2x2x2x1x8xi64>
    %54 = "stablehlo.add"(%44, %53) : (tensor<1x2x2x2x1x8xi64>, tensor<1x2x2x2x1x8xi64>) -> tensor<1x2x2x2x1x8xi64>
    %55 = "stablehlo.reshape"(%54) : (tensor<1x2x2x2x1x8xi64>) -> tensor<1x2x32xi64>
    %56 = "stablehlo.reshape"(%arg0) : (tensor<2x4x4x5xf32>) -> tensor<1x2x80xf32>
    %57 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1x2x32xi64>
    %58 = "stablehlo.reshape"(%57) : (tensor<1x2x32xi64>) -> tensor<1x2x32x1xi64>
    %59 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x2x32xi64>
    %60 = "stablehlo.reshape"(%59) : (tensor<1x2x32xi64>) -> tensor<1x2x32x1xi64>
    %61 = "stablehlo.reshape"(%55) : (tensor<1x2x32xi64>) -> tensor<1x2x32x1xi64>
    %62 = "stablehlo.concatenate"(%58, %60, %61) {dimension = 3 : i64} : (tensor<1x2x32x1xi64>, tensor<1x2x32x1xi64>, tensor<1x2x32x1xi64>) -> tensor<1x2x32x3xi64>
    %63 = "stablehlo.gather"(%56, %62) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 1>, indices_are_sorted = false} : (tensor<1x2x80xf32>, tensor<1x2x32x3xi64>) -> tensor<1x2x32xf32>
    %64 = "stablehlo.constant"() {value = dense<0> : tensor<1x2x32xi64>} : () -> tensor<1x2x32xi64>
    %65 = "stablehlo.constant"() {value = dense<80> : tensor<1x2x32xi64>} : () -> tensor<1x2x32xi64>
    %66 = "stablehlo.compare"(%55, %64) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x2x32xi64>, tensor<1x2x32xi64>) -> tensor<1x2x32xi1>
    %67 = "stablehlo.compare"(%55, %65) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x2x32xi64>, tensor<1x2x32xi64>) -> tensor<1x2x32xi1>
    %68 = "stablehlo.and"(%66, %67) : (tensor<1x2x32xi1>, tensor<1x2x32xi1>) -> tensor<1x2x32xi1>
    %69 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<1x2x32xf32>} : () -> tensor<1x2x32xf32>
    %70 = "stablehlo.select"(%68, %63, %69) : (tensor<1x2x32xi1>, tensor<1x2x32xf32>, tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %71 = "stablehlo.reshape"(%70) : (tensor<1x2x32xf32>) -> tensor<1x2x4x8xf32>
    %72 = "stablehlo.reshape"(%55) : (tensor<1x2x32xi64>) -> tensor<1x2x4x8xi64>
    %73 = "stablehlo.iota"() {iota_dimension = 3 : i64} : () -> tensor<1x2x4x8xi64>
    %74 = "stablehlo.compare"(%71, %71) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x4x8xf32>, tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xi1>
    %75 = "stablehlo.constant"() {value = dense<-1> : tensor<1x2x4x8xi64>} : () -> tensor<1x2x4x8xi64>
    %76 = "stablehlo.select"(%74, %73, %75) : (tensor<1x2x4x8xi1>, tensor<1x2x4x8xi64>, tensor<1x2x4x8xi64>) -> tensor<1x2x4x8xi64>
    %77 = "stablehlo.constant"() {value = dense<-9223372036854775808> : tensor<i64>} : () -> tensor<i64>
    %78 = "stablehlo.reduce"(%76, %77) ({
      ^bb0(%79: tensor<i64>, %80: tensor<i64>):
        %81 = "stablehlo.maximum"(%79, %80) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%81) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x8xi64>, tensor<i64>) -> tensor<1x2x4xi64>
    %82 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<1x2x4x8xf32>} : () -> tensor<1x2x4x8xf32>
    %83 = "stablehlo.select"(%74, %82, %71) : (tensor<1x2x4x8xi1>, tensor<1x2x4x8xf32>, tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xf32>
    %84 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %85 = "stablehlo.reduce"(%83, %84) ({
      ^bb0(%86: tensor<f32>, %87: tensor<f32>):
        %88 = "stablehlo.maximum"(%86, %87) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        %89 = "stablehlo.compare"(%86, %86) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %90 = "stablehlo.select"(%89, %86, %88) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        %91 = "stablehlo.compare"(%87, %87) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %92 = "stablehlo.select"(%91, %87, %90) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%92) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x8xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %93 = "stablehlo.broadcast_in_dim"(%85) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x4xf32>) -> tensor<1x2x4x8xf32>
    %94 = "stablehlo.compare"(%83, %93) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x4x8xf32>, tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xi1>
    %95 = "stablehlo.constant"() {value = dense<8> : tensor<1x2x4x8xi64>} : () -> tensor<1x2x4x8xi64>
    %96 = "stablehlo.select"(%94, %73, %95) : (tensor<1x2x4x8xi1>, tensor<1x2x4x8xi64>, tensor<1x2x4x8xi64>) -> tensor<1x2x4x8xi64>
    %97 = "stablehlo.constant"() {value = dense<9223372036854775807> : tensor<i64>} : () -> tensor<i64>
    %98 = "stablehlo.reduce"(%96, %97) ({
      ^bb0(%99: tensor<i64>, %100: tensor<i64>):
        %101 = "stablehlo.minimum"(%99, %100) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%101) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x8xi64>, tensor<i64>) -> tensor<1x2x4xi64>
    %102 = "stablehlo.constant"() {value = dense<0> : tensor<1x2x4xi64>} : () -> tensor<1x2x4xi64>
    %103 = "stablehlo.compare"(%78, %102) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x2x4xi64>, tensor<1x2x4xi64>) -> tensor<1x2x4xi1>
    %104 = "stablehlo.select"(%103, %78, %98) : (tensor<1x2x4xi1>, tensor<1x2x4xi64>, tensor<1x2x4xi64>) -> tensor<1x2x4xi64>
    %105 = "stablehlo.reshape"(%104) : (tensor<1x2x4xi64>) -> tensor<1x2x4x1xi64>
    %106 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1x2x4x1xi64>
    %107 = "stablehlo.reshape"(%106) : (tensor<1x2x4x1xi64>) -> tensor<1x2x4x1x1xi64>
    %108 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x2x4x1xi64>
    %109 = "stablehlo.reshape"(%108) : (tensor<1x2x4x1xi64>) -> tensor<1x2x4x1x1xi64>
    %110 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x2x4x1xi64>
    %111 = "stablehlo.reshape"(%110) : (tensor<1x2x4x1xi64>) -> tensor<1x2x4x1x1xi64>
    %112 = "stablehlo.reshape"(%105) : (tensor<1x2x4x1xi64>) -> tensor<1x2x4x1x1xi64>
    %113 = "stablehlo.concatenate"(%107, %109, %111, %112) {dimension = 4 : i64} : (tensor<1x2x4x1x1xi64>, tensor<1x2x4x1x1xi64>, tensor<1x2x4x1x1xi64>, tensor<1x2x4x1x1xi64>) -> tensor<1x2x4x1x4xi64>
    %114 = "stablehlo.gather"(%71, %113) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2, 3], start_index_map = [0, 1, 2, 3], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1, 1, 1>, indices_are_sorted = false} : (tensor<1x2x4x8xf32>, tensor<1x2x4x1x4xi64>) -> tensor<1x2x4x1xf32>
    %115 = "stablehlo.constant"() {value = dense<0> : tensor<1x2x4x1xi64>} : () -> tensor<1x2x4x1xi64>
    %116 = "stablehlo.constant"() {value = dense<8> : tensor<1x2x4x1xi64>} : () -> tensor<1x2x4x1xi64>
    %117 = "stablehlo.compare"(%105, %115) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x2x4x1xi64>, tensor<1x2x4x1xi64>) -> tensor<1x2x4x1xi1>
    %118 = "stablehlo.compare"(%105, %116) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x2x4x1xi64>, tensor<1x2x4x1xi64>) -> tensor<1x2x4x1xi1>
    %119 = "stablehlo.and"(%117, %118) : (tensor<1x2x4x1xi1>, tensor<1x2x4x1xi1>) -> tensor<1x2x4x1xi1>
    %120 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<1x2x4x1xf32>} : () -> tensor<1x2x4x1xf32>
    %121 = "stablehlo.select"(%119, %114, %120) : (tensor<1x2x4x1xi1>, tensor<1x2x4x1xf32>, tensor<1x2x4x1xf32>) -> tensor<1x2x4x1xf32>
    %122 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1x2x4x1xi64>
    %123 = "stablehlo.reshape"(%122) : (tensor<1x2x4x1xi64>) -> tensor<1x2x4x1x1xi64>
    %124 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x2x4x1xi64>
    %125 = "stablehlo.reshape"(%124) : (tensor<1x2x4x1xi64>) -> tensor<1x2x4x1x1xi64>
    %126 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x2x4x1xi64>
    %127 = "stablehlo.reshape"(%126) : (tensor<1x2x4x1xi64>) -> tensor<1x2x4x1x1xi64>
    %128 = "stablehlo.reshape"(%105) : (tensor<1x2x4x1xi64>) -> tensor<1x2x4x1x1xi64>
    %129 = "stablehlo.concatenate"(%123, %125, %127, %128) {dimension = 4 : i64} : (tensor<1x2x4x1x1xi64>, tensor<1x2x4x1x1xi64>, tensor<1x2x4x1x1xi64>, tensor<1x2x4x1x1xi64>) -> tensor<1x2x4x1x4xi64>
    %130 = "stablehlo.gather"(%72, %129) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2, 3], start_index_map = [0, 1, 2, 3], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1, 1, 1>, indices_are_sorted = false} : (tensor<1x2x4x8xi64>, tensor<1x2x4x1x4xi64>) -> tensor<1x2x4x1xi64>
    %131 = "stablehlo.constant"() {value = dense<0> : tensor<1x2x4x1xi64>} : () -> tensor<1x2x4x1xi64>
    %132 = "stablehlo.constant"() {value = dense<8> : tensor<1x2x4x1xi64>} : () -> tensor<1x2x4x1xi64>
    %133 = "stablehlo.compare"(%105, %131) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x2x4x1xi64>, tensor<1x2x4x1xi64>) -> tensor<1x2x4x1xi1>
    %134 = "stablehlo.compare"(%105, %132) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x2x4x1xi64>, tensor<1x2x4x1xi64>) -> tensor<1x2x4x1xi1>
    %135 = "stablehlo.and"(%133, %134) : (tensor<1x2x4x1xi1>, tensor<1x2x4x1xi1>) -> tensor<1x2x4x1xi1>
    %136 = "stablehlo.constant"() {value = dense<0> : tensor<1x2x4x1xi64>} : () -> tensor<1x2x4x1xi64>
    %137 = "stablehlo.select"(%135, %130, %136) : (tensor<1x2x4x1xi1>, tensor<1x2x4x1xi64>, tensor<1x2x4x1xi64>) -> tensor<1x2x4x1xi64>
    %138 = "stablehlo.reshape"(%121) : (tensor<1x2x4x1xf32>) -> tensor<2x2x2x1xf32>
    %139 = "stablehlo.reshape"(%137) : (tensor<1x2x4x1xi64>) -> tensor<2x2x2x1xi64>
    "func.return"(%138, %139) : (tensor<2x2x2x1xf32>, tensor<2x2x2x1xi64>) -> ()
  }
}
