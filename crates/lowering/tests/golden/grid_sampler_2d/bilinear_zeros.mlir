module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x2x3x4xf32>, %arg1: tensor<1x2x2x2xf32>) -> (tensor<1x2x2x2xf32>) {
    %0 = "stablehlo.transpose"(%arg0) {permutation = array<i64: 0, 2, 3, 1>} : (tensor<1x2x3x4xf32>) -> tensor<1x3x4x2xf32>
    %1 = "stablehlo.slice"(%arg1) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 2, 2, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x2x2xf32>) -> tensor<1x2x2x1xf32>
    %2 = "stablehlo.slice"(%arg1) {start_indices = array<i64: 0, 0, 0, 1>, limit_indices = array<i64: 1, 2, 2, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x2x2xf32>) -> tensor<1x2x2x1xf32>
    %3 = "stablehlo.reshape"(%1) : (tensor<1x2x2x1xf32>) -> tensor<1x2x2xf32>
    %4 = "stablehlo.reshape"(%2) : (tensor<1x2x2x1xf32>) -> tensor<1x2x2xf32>
    %5 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %6 = "stablehlo.multiply"(%3, %5) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %7 = "stablehlo.constant"() {value = dense<0x3FC00000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %8 = "stablehlo.add"(%6, %7) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %9 = "stablehlo.constant"() {value = dense<0x3FC00000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %10 = "stablehlo.multiply"(%4, %9) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %11 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %12 = "stablehlo.add"(%10, %11) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %13 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %14 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %15 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %16 = "stablehlo.multiply"(%13, %15) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %17 = "stablehlo.constant"() {value = dense<0x3FC00000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %18 = "stablehlo.multiply"(%14, %17) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %19 = "stablehlo.floor"(%8) : (tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %20 = "stablehlo.floor"(%12) : (tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %21 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %22 = "stablehlo.add"(%19, %21) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %23 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %24 = "stablehlo.add"(%20, %23) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %25 = "stablehlo.subtract"(%8, %19) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %26 = "stablehlo.subtract"(%22, %8) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %27 = "stablehlo.subtract"(%12, %20) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %28 = "stablehlo.subtract"(%24, %12) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %29 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %30 = "stablehlo.compare"(%19, %29) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xi1>
    %31 = "stablehlo.constant"() {value = dense<0x40400000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %32 = "stablehlo.compare"(%19, %31) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xi1>
    %33 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %34 = "stablehlo.compare"(%20, %33) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xi1>
    %35 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %36 = "stablehlo.compare"(%20, %35) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xi1>
    %37 = "stablehlo.and"(%30, %32) : (tensor<1x2x2xi1>, tensor<1x2x2xi1>) -> tensor<1x2x2xi1>
    %38 = "stablehlo.and"(%34, %36) : (tensor<1x2x2xi1>, tensor<1x2x2xi1>) -> tensor<1x2x2xi1>
    %39 = "stablehlo.and"(%37, %38) : (tensor<1x2x2xi1>, tensor<1x2x2xi1>) -> tensor<1x2x2xi1>
    %40 = "stablehlo.multiply"(%26, %28) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %41 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %42 = "stablehlo.multiply"(%28, %41) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %43 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %44 = "stablehlo.multiply"(%26, %43) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %45 = "stablehlo.convert"(%20) : (tensor<1x2x2xf32>) -> tensor<1x2x2xi64>
    %46 = "stablehlo.convert"(%19) : (tensor<1x2x2xf32>) -> tensor<1x2x2xi64>
    %47 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %48 = "stablehlo.compare"(%22, %47) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xi1>
    %49 = "stablehlo.constant"() {value = dense<0x40400000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %50 = "stablehlo.compare"(%22, %49) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xi1>
    %51 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %52 = "stablehlo.compare"(%20, %51) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xi1>
    %53 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %54 = "stablehlo.compare"(%20, %53) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xi1>
    %55 = "stablehlo.and"(%48, %50) : (tensor<1x2x2xi1>, tensor<1x2x2xi1>) -> tensor<1x2x2xi1>
    %56 = "stablehlo.and"(%52, %54) : (tensor<1x2x2xi1>, tensor<1x2x2xi1>) -> tensor<1x2x2xi1>
    %57 = "stablehlo.and"(%55, %56) : (tensor<1x2x2xi1>, tensor<1x2x2xi1>) -> tensor<1x2x2xi1>
    %58 = "stablehlo.multiply"(%25, %28) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %59 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %60 = "stablehlo.multiply"(%28, %59) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %61 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %62 = "stablehlo.multiply"(%25, %61) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %63 = "stablehlo.convert"(%20) : (tensor<1x2x2xf32>) -> tensor<1x2x2xi64>
    %64 = "stablehlo.convert"(%22) : (tensor<1x2x2xf32>) -> tensor<1x2x2xi64>
    %65 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %66 = "stablehlo.compare"(%19, %65) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xi1>
    %67 = "stablehlo.constant"() {value = dense<0x40400000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %68 = "stablehlo.compare"(%19, %67) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xi1>
    %69 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %70 = "stablehlo.compare"(%24, %69) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xi1>
    %71 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %72 = "stablehlo.compare"(%24, %71) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xi1>
    %73 = "stablehlo.and"(%66, %68) : (tensor<1x2x2xi1>, tensor<1x2x2xi1>) -> tensor<1x2x2xi1>
    %74 = "stablehlo.and"(%70, %72) : (tensor<1x2x2xi1>, tensor<1x2x2xi1>) -> tensor<1x2x2xi1>
    %75 = "stablehlo.and"(%73, %74) : (tensor<1x2x2xi1>, tensor<1x2x2xi1>) -> tensor<1x2x2xi1>
    %76 = "stablehlo.multiply"(%26, %27) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %77 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %78 = "stablehlo.multiply"(%27, %77) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %79 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %80 = "stablehlo.multiply"(%26, %79) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %81 = "stablehlo.convert"(%24) : (tensor<1x2x2xf32>) -> tensor<1x2x2xi64>
    %82 = "stablehlo.convert"(%19) : (tensor<1x2x2xf32>) -> tensor<1x2x2xi64>
    %83 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %84 = "stablehlo.compare"(%22, %83) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xi1>
    %85 = "stablehlo.constant"() {value = dense<0x40400000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %86 = "stablehlo.compare"(%22, %85) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xi1>
    %87 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %88 = "stablehlo.compare"(%24, %87) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xi1>
    %89 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %90 = "stablehlo.compare"(%24, %89) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xi1>
    %91 = "stablehlo.and"(%84, %86) : (tensor<1x2x2xi1>, tensor<1x2x2xi1>) -> tensor<1x2x2xi1>
    %92 = "stablehlo.and"(%88, %90) : (tensor<1x2x2xi1>, tensor<1x2x2xi1>) -> tensor<1x2x2xi1>
    %93 = "stablehlo.and"(%91, %92) : (tensor<1x2x2xi1>, tensor<1x2x2xi1>) -> tensor<1x2x2xi1>
    %94 = "stablehlo.multiply"(%25, %27) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %95 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %96 = "stablehlo.multiply"(%27, %95) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %97 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %98 = "stablehlo.multiply"(%25, %97) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %99 = "stablehlo.convert"(%24) : (tensor<1x2x2xf32>) -> tensor<1x2x2xi64>
    %100 = "stablehlo.convert"(%22) : (tensor<1x2x2xf32>) -> tensor<1x2x2xi64>
    %101 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1x2x2xi64>
    %102 = "stablehlo.constant"() {value = dense<0> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %103 = "stablehlo.constant"() {value = dense<2> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %104 = "stablehlo.clamp"(%102, %45, %103) : (tensor<1x2x2xi64>, tensor<1x2x2xi64>, tensor<1x2x2xi64>) -> tensor<1x2x2xi64>
    %105 = "stablehlo.constant"() {value = dense<0> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %106 = "stablehlo.constant"() {value = dense<3> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %107 = "stablehlo.clamp"(%105, %46, %106) : (tensor<1x2x2xi64>, tensor<1x2x2xi64>, tensor<1x2x2xi64>) -> tensor<1x2x2xi64>
    %108 = "stablehlo.reshape"(%101) : (tensor<1x2x2xi64>) -> tensor<1x2x2x1xi64>
    %109 = "stablehlo.reshape"(%104) : (tensor<1x2x2xi64>) -> tensor<1x2x2x1xi64>
    %110 = "stablehlo.reshape"(%107) : (tensor<1x2x2xi64>) -> tensor<1x2x2x1xi64>
    %111 = "stablehlo.concatenate"(%108, %109, %110) {dimension = 3 : i64} : (tensor<1x2x2x1xi64>, tensor<1x2x2x1xi64>, tensor<1x2x2x1xi64>) -> tensor<1x2x2x3xi64>
    %112 = "stablehlo.gather"(%0, %111) {dimension_numbers = #stablehlo.gather<offset_dims = [3], collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 1, 2>, indices_are_sorted = false} : (tensor<1x3x4x2xf32>, tensor<1x2x2x3xi64>) -> tensor<1x2x2x2xf32>
    %113 = "stablehlo.broadcast_in_dim"(%39) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xi1>) -> tensor<1x2x2x2xi1>
    %114 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x2x2xf32>} : () -> tensor<1x2x2x2xf32>
    %115 = "stablehlo.select"(%113, %112, %114) : (tensor<1x2x2x2xi1>, tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
    %116 = "stablehlo.broadcast_in_dim"(%40) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x2xf32>
    %117 = "stablehlo.multiply"(%115, %116) : (tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
    %118 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1x2x2xi64>
    %119 = "stablehlo.constant"() {value = dense<0> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %120 = "stablehlo.constant"() {value = dense<2> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %121 = "stablehlo.clamp"(%119, %63, %120) : (tensor<1x2x2xi64>, tensor<1x2x2xi64>, tensor<1x2x2xi64>) -> tensor<1x2x2xi64>
    %122 = "stablehlo.constant"() {value = dense<0> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %123 = "stablehlo.constant"() {value = dense<3> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %124 = "stablehlo.clamp"(%122, %64, %123) : (tensor<1x2x2xi64>, tensor<1x2x2xi64>, tensor<1x2x2xi64>) -> tensor<1x2x2xi64>
    %125 = "stablehlo.reshape"(%118) : (tensor<1x2x2xi64>) -> tensor<1x2x2x1xi64>
    %126 = "stablehlo.reshape"(%121) : (tensor<1x2x2xi64>) -> tensor<1x2x2x1xi64>
    %127 = "stablehlo.reshape"(%124) : (tensor<1x2x2xi64>) -> tensor<1x2x2x1xi64>
    %128 = "stablehlo.concatenate"(%125, %126, %127) {dimension = 3 : i64} : (tensor<1x2x2x1xi64>, tensor<1x2x2x1xi64>, tensor<1x2x2x1xi64>) -> tensor<1x2x2x3xi64>
    %129 = "stablehlo.gather"(%0, %128) {dimension_numbers = #stablehlo.gather<offset_dims = [3], collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 1, 2>, indices_are_sorted = false} : (tensor<1x3x4x2xf32>, tensor<1x2x2x3xi64>) -> tensor<1x2x2x2xf32>
    %130 = "stablehlo.broadcast_in_dim"(%57) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xi1>) -> tensor<1x2x2x2xi1>
    %131 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x2x2xf32>} : () -> tensor<1x2x2x2xf32>
    %132 = "stablehlo.select"(%130, %129, %131) : (tensor<1x2x2x2xi1>, tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
    %133 = "stablehlo.broadcast_in_dim"(%58) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x2xf32>
    %134 = "stablehlo.multiply"(%132, %133) : (tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
    %135 = "stablehlo.add"(%117, %134) : (tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
    %136 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1x2x2xi64>
    %137 = "stablehlo.constant"() {value = dense<0> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %138 = "stablehlo.constant"() {value = dense<2> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %139 = "stablehlo.clamp"(%137, %81, %138) : (tensor<1x2x2xi64>, tensor<1x2x2xi64>, tensor<1x2x2xi64>) -> tensor<1x2x2xi64>
    %140 = "stablehlo.constant"() {value = dense<0> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %141 = "stablehlo.constant"() {value = dense<3> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %142 = "stablehlo.clamp"(%140, %82, %141) : (tensor<1x2x2xi64>, tensor<1x2x2xi64>, tensor<1x2x2xi64>) -> tensor<1x2x2xi64>
    %143 = "stablehlo.reshape"(%136) : (tensor<1x2x2xi64>) -> tensor<1x2x2x1xi64>
    %144 = "stablehlo.reshape"(%139) : (tensor<1x2x2xi64>) -> tensor<1x2x2x1xi64>
    %145 = "stablehlo.reshape"(%142) : (tensor<1x2x2xi64>) -> tensor<1x2x2x1xi64>
    %146 = "stablehlo.concatenate"(%143, %144, %145) {dimension = 3 : i64} : (tensor<1x2x2x1xi64>, tensor<1x2x2x1xi64>, tensor<1x2x2x1xi64>) -> tensor<1x2x2x3xi64>
    %147 = "stablehlo.gather"(%0, %146) {dimension_numbers = #stablehlo.gather<offset_dims = [3], collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 1, 2>, indices_are_sorted = false} : (tensor<1x3x4x2xf32>, tensor<1x2x2x3xi64>) -> tensor<1x2x2x2xf32>
    %148 = "stablehlo.broadcast_in_dim"(%75) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xi1>) -> tensor<1x2x2x2xi1>
    %149 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x2x2xf32>} : () -> tensor<1x2x2x2xf32>
    %150 = "stablehlo.select"(%148, %147, %149) : (tensor<1x2x2x2xi1>, tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
    %151 = "stablehlo.broadcast_in_dim"(%76) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x2xf32>
    %152 = "stablehlo.multiply"(%150, %151) : (tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
    %153 = "stablehlo.add"(%135, %152) : (tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
    %154 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1x2x2xi64>
    %155 = "stablehlo.constant"() {value = dense<0> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %156 = "stablehlo.constant"() {value = dense<2> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %157 = "stablehlo.clamp"(%155, %99, %156) : (tensor<1x2x2xi64>, tensor<1x2x2xi64>, tensor<1x2x2xi64>) -> tensor<1x2x2xi64>
    %158 = "stablehlo.constant"() {value = dense<0> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %159 = "stablehlo.constant"() {value = dense<3> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %160 = "stablehlo.clamp"(%158, %100, %159) : (tensor<1x2x2xi64>, tensor<1x2x2xi64>, tensor<1x2x2xi64>) -> tensor<1x2x2xi64>
    %161 = "stablehlo.reshape"(%154) : (tensor<1x2x2xi64>) -> tensor<1x2x2x1xi64>
    %162 = "stablehlo.reshape"(%157) : (tensor<1x2x2xi64>) -> tensor<1x2x2x1xi64>
    %163 = "stablehlo.reshape"(%160) : (tensor<1x2x2xi64>) -> tensor<1x2x2x1xi64>
    %164 = "stablehlo.concatenate"(%161, %162, %163) {dimension = 3 : i64} : (tensor<1x2x2x1xi64>, tensor<1x2x2x1xi64>, tensor<1x2x2x1xi64>) -> tensor<1x2x2x3xi64>
    %165 = "stablehlo.gather"(%0, %164) {dimension_numbers = #stablehlo.gather<offset_dims = [3], collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 1, 2>, indices_are_sorted = false} : (tensor<1x3x4x2xf32>, tensor<1x2x2x3xi64>) -> tensor<1x2x2x2xf32>
    %166 = "stablehlo.broadcast_in_dim"(%93) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xi1>) -> tensor<1x2x2x2xi1>
    %167 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x2x2xf32>} : () -> tensor<1x2x2x2xf32>
    %168 = "stablehlo.select"(%166, %165, %167) : (tensor<1x2x2x2xi1>, tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
    %169 = "stablehlo.broadcast_in_dim"(%94) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x2xf32>
    %170 = "stablehlo.multiply"(%168, %169) : (tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
    %171 = "stablehlo.add"(%153, %170) : (tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
    %172 = "stablehlo.transpose"(%171) {permutation = array<i64: 0, 3, 1, 2>} : (tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
    "func.return"(%172) : (tensor<1x2x2x2xf32>) -> ()
  }
}
