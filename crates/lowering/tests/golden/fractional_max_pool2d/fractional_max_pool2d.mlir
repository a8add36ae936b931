module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x2x5x6xf32>, %arg1: tensor<1x2x2xf32>) -> (tensor<1x2x3x4xf32>, tensor<1x2x3x4xi64>) {
    %0 = "stablehlo.slice"(%arg1) {start_indices = array<i64: 0, 0, 1>, limit_indices = array<i64: 1, 2, 2>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x2xf32>) -> tensor<1x2x1xf32>
    %1 = "stablehlo.reshape"(%0) : (tensor<1x2x1xf32>) -> tensor<1x2xf32>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x2xf32>) -> tensor<1x2x3xf32>
    %3 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x2x3xf32>
    %4 = "stablehlo.constant"() {value = dense<0x3FC00000> : tensor<1x2x3xf32>} : () -> tensor<1x2x3xf32>
    %5 = "stablehlo.add"(%3, %2) : (tensor<1x2x3xf32>, tensor<1x2x3xf32>) -> tensor<1x2x3xf32>
    %6 = "stablehlo.multiply"(%5, %4) : (tensor<1x2x3xf32>, tensor<1x2x3xf32>) -> tensor<1x2x3xf32>
    %7 = "stablehlo.convert"(%6) : (tensor<1x2x3xf32>) -> tensor<1x2x3xi64>
    %8 = "stablehlo.multiply"(%2, %4) : (tensor<1x2x3xf32>, tensor<1x2x3xf32>) -> tensor<1x2x3xf32>
    %9 = "stablehlo.convert"(%8) : (tensor<1x2x3xf32>) -> tensor<1x2x3xi64>
    %10 = "stablehlo.subtract"(%7, %9) : (tensor<1x2x3xi64>, tensor<1x2x3xi64>) -> tensor<1x2x3xi64>
    %11 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x2x3xi64>
    %12 = "stablehlo.constant"() {value = dense<2> : tensor<1x2x3xi64>} : () -> tensor<1x2x3xi64>
    %13 = "stablehlo.compare"(%11, %12) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x2x3xi64>, tensor<1x2x3xi64>) -> tensor<1x2x3xi1>
    %14 = "stablehlo.constant"() {value = dense<3> : tensor<1x2x3xi64>} : () -> tensor<1x2x3xi64>
    %15 = "stablehlo.select"(%13, %14, %10) : (tensor<1x2x3xi1>, tensor<1x2x3xi64>, tensor<1x2x3xi64>) -> tensor<1x2x3xi64>
    %16 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x3xi64>) -> tensor<1x2x3x4x4xi64>
    %17 = "stablehlo.constant"() {value = dense<[0, 0, 1, 1]> : tensor<4xi64>} : () -> tensor<4xi64>
    %18 = "stablehlo.broadcast_in_dim"(%17) {broadcast_dimensions = array<i64: 4>} : (tensor<4xi64>) -> tensor<1x2x3x4x4xi64>
    %19 = "stablehlo.add"(%16, %18) : (tensor<1x2x3x4x4xi64>, tensor<1x2x3x4x4xi64>) -> tensor<1x2x3x4x4xi64>
    %20 = "stablehlo.constant"() {value = dense<6> : tensor<1x2x3x4x4xi64>} : () -> tensor<1x2x3x4x4xi64>
    %21 = "stablehlo.multiply"(%19, %20) : (tensor<1x2x3x4x4xi64>, tensor<1x2x3x4x4xi64>) -> tensor<1x2x3x4x4xi64>
    %22 = "stablehlo.slice"(%arg1) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 2, 1>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x2xf32>) -> tensor<1x2x1xf32>
    %23 = "stablehlo.reshape"(%22) : (tensor<1x2x1xf32>) -> tensor<1x2xf32>
    %24 = "stablehlo.broadcast_in_dim"(%23) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x2xf32>) -> tensor<1x2x4xf32>
    %25 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x2x4xf32>
    %26 = "stablehlo.constant"() {value = dense<0x3FAAAAAB> : tensor<1x2x4xf32>} : () -> tensor<1x2x4xf32>
    %27 = "stablehlo.add"(%25, %24) : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %28 = "stablehlo.multiply"(%27, %26) : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %29 = "stablehlo.convert"(%28) : (tensor<1x2x4xf32>) -> tensor<1x2x4xi64>
    %30 = "stablehlo.multiply"(%24, %26) : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %31 = "stablehlo.convert"(%30) : (tensor<1x2x4xf32>) -> tensor<1x2x4xi64>
    %32 = "stablehlo.subtract"(%29, %31) : (tensor<1x2x4xi64>, tensor<1x2x4xi64>) -> tensor<1x2x4xi64>
    %33 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x2x4xi64>
    %34 = "stablehlo.constant"() {value = dense<3> : tensor<1x2x4xi64>} : () -> tensor<1x2x4xi64>
    %35 = "stablehlo.compare"(%33, %34) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x2x4xi64>, tensor<1x2x4xi64>) -> tensor<1x2x4xi1>
    %36 = "stablehlo.constant"() {value = dense<4> : tensor<1x2x4xi64>} : () -> tensor<1x2x4xi64>
    %37 = "stablehlo.select"(%35, %36, %32) : (tensor<1x2x4xi1>, tensor<1x2x4xi64>, tensor<1x2x4xi64>) -> tensor<1x2x4xi64>
    %38 = "stablehlo.broadcast_in_dim"(%37) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x2x4xi64>) -> tensor<1x2x3x4x4xi64>
    %39 = "stablehlo.constant"() {value = dense<[0, 1, 0, 1]> : tensor<4xi64>} : () -> tensor<4xi64>
    %40 = "stablehlo.broadcast_in_dim"(%39) {broadcast_dimensions = array<i64: 4>} : (tensor<4xi64>) -> tensor<1x2x3x4x4xi64>
    %41 = "stablehlo.add"(%38, %40) : (tensor<1x2x3x4x4xi64>, tensor<1x2x3x4x4xi64>) -> tensor<1x2x3x4x4xi64>
    %42 = "stablehlo.constant"() {value = dense<1> : tensor<1x2x3x4x4xi64>} : () -> tensor<1x2x3x4x4xi64>
    %43 = "stablehlo.multiply"(%41, %42) : (tensor<1x2x3x4x4xi64>, tensor<1x2x3x4x4xi64>) -> tensor<1x2x3x4x4xi64>
    %44 = "stablehlo.add"(%21, %43) : (tensor<1x2x3x4x4xi64>, tensor<1x2x3x4x4xi64>) -> tensor<1x2x3x4x4xi64>
    %45 = "stablehlo.reshape"(%44) : (tensor<1x2x3x4x4xi64>) -> tensor<1x2x48xi64>
    %46 = "stablehlo.reshape"(%arg0) : (tensor<1x2x5x6xf32>) -> tensor<1x2x30xf32>
    %47 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1x2x48xi64>
    %48 = "stablehlo.reshape"(%47) : (tensor<1x2x48xi64>) -> tensor<1x2x48x1xi64>
    %49 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x2x48xi64>
    %50 = "stablehlo.reshape"(%49) : (tensor<1x2x48xi64>) -> tensor<1x2x48x1xi64>
    %51 = "stablehlo.reshape"(%45) : (tensor<1x2x48xi64>) -> tensor<1x2x48x1xi64>
    %52 = "stablehlo.concatenate"(%48, %50, %51) {dimension = 3 : i64} : (tensor<1x2x48x1xi64>, tensor<1x2x48x1xi64>, tensor<1x2x48x1xi64>) -> tensor<1x2x48x3xi64>
    %53 = "stablehlo.gather"(%46, %52) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 1>, indices_are_sorted = false} : (tensor<1x2x30xf32>, tensor<1x2x48x3xi64>) -> tensor<1x2x48xf32>
    %54 = "stablehlo.constant"() {value = dense<0> : tensor<1x2x48xi64>} : () -> tensor<1x2x48xi64>
    %55 = "stablehlo.constant"() {value = dense<30> : tensor<1x2x48xi64>} : () -> tensor<1x2x48xi64>
    %56 = "stablehlo.compare"(%45, %54) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x2x48xi64>, tensor<1x2x48xi64>) -> tensor<1x2x48xi1>
    %57 = "stablehlo.compare"(%45, %55) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x2x48xi64>, tensor<1x2x48xi64>) -> tensor<1x2x48xi1>
    %58 = "stablehlo.and"(%56, %57) : (tensor<1x2x48xi1>, tensor<1x2x48xi1>) -> tensor<1x2x48xi1>
    %59 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<1x2x48xf32>} : () -> tensor<1x2x48xf32>
    %60 = "stablehlo.select"(%58, %53, %59) : (tensor<1x2x48xi1>, tensor<1x2x48xf32>, tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %61 = "stablehlo.reshape"(%60) : (tensor<1x2x48xf32>) -> tensor<1x2x12x4xf32>
    %62 = "stablehlo.reshape"(%45) : (tensor<1x2x48xi64>) -> tensor<1x2x12x4xi64>
    %63 = "stablehlo.iota"() {iota_dimension = 3 : i64} : () -> tensor<1x2x12x4xi64>
    %64 = "stablehlo.compare"(%61, %61) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x12x4xf32>, tensor<1x2x12x4xf32>) -> tensor<1x2x12x4xi1>
    %65 = "stablehlo.constant"() {value = dense<-1> : tensor<1x2x12x4xi64>} : () -> tensor<1x2x12x4xi64>
    %66 = "stablehlo.select"(%64, %63, %65) : (tensor<1x2x12x4xi1>, tensor<1x2x12x4xi64>, tensor<1x2x12x4xi64>) -> tensor<1x2x12x4xi64>
    %67 = "stablehlo.constant"() {value = dense<-9223372036854775808> : tensor<i64>} : () -> tensor<i64>
    %68 = "stablehlo.reduce"(%66, %67) ({
      ^bb0(%69: tensor<i64>, %70: tensor<i64>):
        %71 = "stablehlo.maximum"(%69, %70) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%71) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x12x4xi64>, tensor<i64>) -> tensor<1x2x12xi64>
    %72 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<1x2x12x4xf32>} : () -> tensor<1x2x12x4xf32>
    %73 = "stablehlo.select"(%64, %72, %61) : (tensor<1x2x12x4xi1>, tensor<1x2x12x4xf32>, tensor<1x2x12x4xf32>) -> tensor<1x2x12x4xf32>
    %74 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %75 = "stablehlo.reduce"(%73, %74) ({
      ^bb0(%76: tensor<f32>, %77: tensor<f32>):
        %78 = "stablehlo.maximum"(%76, %77) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        %79 = "stablehlo.compare"(%76, %76) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %80 = "stablehlo.select"(%79, %76, %78) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        %81 = "stablehlo.compare"(%77, %77) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %82 = "stablehlo.select"(%81, %77, %80) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%82) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x12x4xf32>, tensor<f32>) -> tensor<1x2x12xf32>
    %83 = "stablehlo.broadcast_in_dim"(%75) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x12xf32>) -> tensor<1x2x12x4xf32>
    %84 = "stablehlo.compare"(%73, %83) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x12x4xf32>, tensor<1x2x12x4xf32>) -> tensor<1x2x12x4xi1>
    %85 = "stablehlo.constant"() {value = dense<4> : tensor<1x2x12x4xi64>} : () -> tensor<1x2x12x4xi64>
    %86 = "stablehlo.select"(%84, %63, %85) : (tensor<1x2x12x4xi1>, tensor<1x2x12x4xi64>, tensor<1x2x12x4xi64>) -> tensor<1x2x12x4xi64>
    %87 = "stablehlo.constant"() {value = dense<9223372036854775807> : tensor<i64>} : () -> tensor<i64>
    %88 = "stablehlo.reduce"(%86, %87) ({
      ^bb0(%89: tensor<i64>, %90: tensor<i64>):
        %91 = "stablehlo.minimum"(%89, %90) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%91) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x12x4xi64>, tensor<i64>) -> tensor<1x2x12xi64>
    %92 = "stablehlo.constant"() {value = dense<0> : tensor<1x2x12xi64>} : () -> tensor<1x2x12xi64>
    %93 = "stablehlo.compare"(%68, %92) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x2x12xi64>, tensor<1x2x12xi64>) -> tensor<1x2x12xi1>
    %94 = "stablehlo.select"(%93, %68, %88) : (tensor<1x2x12xi1>, tensor<1x2x12xi64>, tensor<1x2x12xi64>) -> tensor<1x2x12xi64>
    %95 = "stablehlo.reshape"(%94) : (tensor<1x2x12xi64>) -> tensor<1x2x12x1xi64>
    %96 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1x2x12x1xi64>
    %97 = "stablehlo.reshape"(%96) : (tensor<1x2x12x1xi64>) -> tensor<1x2x12x1x1xi64>
    %98 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x2x12x1xi64>
    %99 = "stablehlo.reshape"(%98) : (tensor<1x2x12x1xi64>) -> tensor<1x2x12x1x1xi64>
    %100 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x2x12x1xi64>
    %101 = "stablehlo.reshape"(%100) : (tensor<1x2x12x1xi64>) -> tensor<1x2x12x1x1xi64>
    %102 = "stablehlo.reshape"(%95) : (tensor<1x2x12x1xi64>) -> tensor<1x2x12x1x1xi64>
    %103 = "stablehlo.concatenate"(%97, %99, %101, %102) {dimension = 4 : i64} : (tensor<1x2x12x1x1xi64>, tensor<1x2x12x1x1xi64>, tensor<1x2x12x1x1xi64>, tensor<1x2x12x1x1xi64>) -> tensor<1x2x12x1x4xi64>
    %104 = "stablehlo.gather"(%61, %103) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2, 3], start_index_map = [0, 1, 2, 3], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1, 1, 1>, indices_are_sorted = false} : (tensor<1x2x12x4xf32>, tensor<1x2x12x1x4xi64>) -> tensor<1x2x12x1xf32>
    %105 = "stablehlo.constant"() {value = dense<0> : tensor<1x2x12x1xi64>} : () -> tensor<1x2x12x1xi64>
    %106 = "stablehlo.constant"() {value = dense<4> : tensor<1x2x12x1xi64>} : () -> tensor<1x2x12x1xi64>
    %107 = "stablehlo.compare"(%95, %105) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x2x12x1xi64>, tensor<1x2x12x1xi64>) -> tensor<1x2x12x1xi1>
    %108 = "stablehlo.compare"(%95, %106) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x2x12x1xi64>, tensor<1x2x12x1xi64>) -> tensor<1x2x12x1xi1>
    %109 = "stablehlo.and"(%107, %108) : (tensor<1x2x12x1xi1>, tensor<1x2x12x1xi1>) -> tensor<1x2x12x1xi1>
    %110 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<1x2x12x1xf32>} : () -> tensor<1x2x12x1xf32>
    %111 = "stablehlo.select"(%109, %104, %110) : (tensor<1x2x12x1xi1>, tensor<1x2x12x1xf32>, tensor<1x2x12x1xf32>) -> tensor<1x2x12x1xf32>
    %112 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1x2x12x1xi64>
    %113 = "stablehlo.reshape"(%112) : (tensor<1x2x12x1xi64>) -> tensor<1x2x12x1x1xi64>
    %114 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x2x12x1xi64>
    %115 = "stablehlo.reshape"(%114) : (tensor<1x2x12x1xi64>) -> tensor<1x2x12x1x1xi64>
    %116 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x2x12x1xi64>
    %117 = "stablehlo.reshape"(%116) : (tensor<1x2x12x1xi64>) -> tensor<1x2x12x1x1xi64>
    %118 = "stablehlo.reshape"(%95) : (tensor<1x2x12x1xi64>) -> tensor<1x2x12x1x1xi64>
    %119 = "stablehlo.concatenate"(%113, %115, %117, %118) {dimension = 4 : i64} : (tensor<1x2x12x1x1xi64>, tensor<1x2x12x1x1xi64>, tensor<1x2x12x1x1xi64>, tensor<1x2x12x1x1xi64>) -> tensor<1x2x12x1x4xi64>
    %120 = "stablehlo.gather"(%62, %119) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2, 3], start_index_map = [0, 1, 2, 3], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1, 1, 1>, indices_are_sorted = false} : (tensor<1x2x12x4xi64>, tensor<1x2x12x1x4xi64>) -> tensor<1x2x12x1xi64>
    %121 = "stablehlo.constant"() {value = dense<0> : tensor<1x2x12x1xi64>} : () -> tensor<1x2x12x1xi64>
    %122 = "stablehlo.constant"() {value = dense<4> : tensor<1x2x12x1xi64>} : () -> tensor<1x2x12x1xi64>
    %123 = "stablehlo.compare"(%95, %121) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x2x12x1xi64>, tensor<1x2x12x1xi64>) -> tensor<1x2x12x1xi1>
    %124 = "stablehlo.compare"(%95, %122) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x2x12x1xi64>, tensor<1x2x12x1xi64>) -> tensor<1x2x12x1xi1>
    %125 = "stablehlo.and"(%123, %124) : (tensor<1x2x12x1xi1>, tensor<1x2x12x1xi1>) -> tensor<1x2x12x1xi1>
    %126 = "stablehlo.constant"() {value = dense<0> : tensor<1x2x12x1xi64>} : () -> tensor<1x2x12x1xi64>
    %127 = "stablehlo.select"(%125, %120, %126) : (tensor<1x2x12x1xi1>, tensor<1x2x12x1xi64>, tensor<1x2x12x1xi64>) -> tensor<1x2x12x1xi64>
    %128 = "stablehlo.reshape"(%111) : (tensor<1x2x12x1xf32>) -> tensor<1x2x3x4xf32>
    %129 = "stablehlo.reshape"(%127) : (tensor<1x2x12x1xi64>) -> tensor<1x2x3x4xi64>
    "func.return"(%128, %129) : (tensor<1x2x3x4xf32>, tensor<1x2x3x4xi64>) -> ()
  }
}
