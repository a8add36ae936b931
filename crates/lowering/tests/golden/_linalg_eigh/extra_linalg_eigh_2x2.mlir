module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x2xf32>) -> (tensor<2xf32>, tensor<2x2xf32>) {
    %0 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %1 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %2 = "stablehlo.compare"(%0, %1) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %3 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %4 = "stablehlo.select"(%2, %arg0, %3) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %5 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %6 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %7 = "stablehlo.compare"(%5, %6) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %8 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %9 = "stablehlo.select"(%7, %8, %4) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %10 = "stablehlo.transpose"(%9) {permutation = array<i64: 1, 0>} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %11 = "stablehlo.add"(%4, %10) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %12 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %13 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %14 = "stablehlo.compare"(%12, %13) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %15 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %16 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %17 = "stablehlo.select"(%14, %15, %16) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %18 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %19 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %20 = "stablehlo.slice"(%11) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 1>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %21 = "stablehlo.slice"(%11) {start_indices = array<i64: 1, 1>, limit_indices = array<i64: 2, 2>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %22 = "stablehlo.slice"(%11) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 1, 2>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %23 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %24 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %25 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %26 = "stablehlo.compare"(%22, %23) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %27 = "stablehlo.select"(%26, %24, %22) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %28 = "stablehlo.subtract"(%21, %20) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %29 = "stablehlo.multiply"(%25, %27) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %30 = "stablehlo.divide"(%28, %29) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %31 = "stablehlo.multiply"(%30, %30) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %32 = "stablehlo.add"(%31, %24) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %33 = "stablehlo.sqrt"(%32) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %34 = "stablehlo.abs"(%30) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %35 = "stablehlo.add"(%34, %33) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %36 = "stablehlo.compare"(%30, %23) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %37 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %38 = "stablehlo.select"(%36, %24, %37) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %39 = "stablehlo.divide"(%38, %35) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %40 = "stablehlo.select"(%26, %23, %39) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %41 = "stablehlo.multiply"(%40, %40) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %42 = "stablehlo.add"(%41, %24) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %43 = "stablehlo.rsqrt"(%42) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %44 = "stablehlo.multiply"(%40, %43) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %45 = "stablehlo.reshape"(%43) : (tensor<1x1xf32>) -> tensor<f32>
    %46 = "stablehlo.broadcast_in_dim"(%45) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %47 = "stablehlo.reshape"(%44) : (tensor<1x1xf32>) -> tensor<f32>
    %48 = "stablehlo.broadcast_in_dim"(%47) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %49 = "stablehlo.negate"(%48) : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %50 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %51 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %52 = "stablehlo.compare"(%50, %51) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %53 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %54 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %55 = "stablehlo.select"(%52, %53, %54) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %56 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %57 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %58 = "stablehlo.compare"(%18, %56) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %59 = "stablehlo.compare"(%19, %57) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %60 = "stablehlo.and"(%58, %59) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %61 = "stablehlo.select"(%60, %46, %55) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %62 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %63 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %64 = "stablehlo.compare"(%18, %62) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %65 = "stablehlo.compare"(%19, %63) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %66 = "stablehlo.and"(%64, %65) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %67 = "stablehlo.select"(%66, %46, %61) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %68 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %69 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %70 = "stablehlo.compare"(%18, %68) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %71 = "stablehlo.compare"(%19, %69) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %72 = "stablehlo.and"(%70, %71) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %73 = "stablehlo.select"(%72, %48, %67) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %74 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %75 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %76 = "stablehlo.compare"(%18, %74) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %77 = "stablehlo.compare"(%19, %75) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %78 = "stablehlo.and"(%76, %77) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %79 = "stablehlo.select"(%78, %49, %73) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %80 = "stablehlo.transpose"(%79) {permutation = array<i64: 1, 0>} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %81 = "stablehlo.dot_general"(%80, %11) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %82 = "stablehlo.dot_general"(%81, %79) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %83 = "stablehlo.dot_general"(%17, %79) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %84 = "stablehlo.slice"(%82) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 1>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %85 = "stablehlo.slice"(%82) {start_indices = array<i64: 1, 1>, limit_indices = array<i64: 2, 2>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %86 = "stablehlo.slice"(%82) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 1, 2>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %87 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %88 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %89 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %90 = "stablehlo.compare"(%86, %87) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %91 = "stablehlo.select"(%90, %88, %86) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %92 = "stablehlo.subtract"(%85, %84) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %93 = "stablehlo.multiply"(%89, %91) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %94 = "stablehlo.divide"(%92, %93) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %95 = "stablehlo.multiply"(%94, %94) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %96 = "stablehlo.add"(%95, %88) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %97 = "stablehlo.sqrt"(%96) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %98 = "stablehlo.abs"(%94) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %99 = "stablehlo.add"(%98, %97) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %100 = "stablehlo.compare"(%94, %87) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %101 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %102 = "stablehlo.select"(%100, %88, %101) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %103 = "stablehlo.divide"(%102, %99) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %104 = "stablehlo.select"(%90, %87, %103) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %105 = "stablehlo.multiply"(%104, %104) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %106 = "stablehlo.add"(%105, %88) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %107 = "stablehlo.rsqrt"(%106) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %108 = "stablehlo.multiply"(%104, %107) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %109 = "stablehlo.reshape"(%107) : (tensor<1x1xf32>) -> tensor<f32>
    %110 = "stablehlo.broadcast_in_dim"(%109) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %111 = "stablehlo.reshape"(%108) : (tensor<1x1xf32>) -> tensor<f32>
    %112 = "stablehlo.broadcast_in_dim"(%111) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %113 = "stablehlo.negate"(%112) : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %114 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %115 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %116 = "stablehlo.compare"(%114, %115) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %117 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %118 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %119 = "stablehlo.select"(%116, %117, %118) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %120 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %121 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %122 = "stablehlo.compare"(%18, %120) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %123 = "stablehlo.compare"(%19, %121) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %124 = "stablehlo.and"(%122, %123) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %125 = "stablehlo.select"(%124, %110, %119) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %126 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %127 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %128 = "stablehlo.compare"(%18, %126) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %129 = "stablehlo.compare"(%19, %127) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %130 = "stablehlo.and"(%128, %129) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %131 = "stablehlo.select"(%130, %110, %125) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %132 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %133 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %134 = "stablehlo.compare"(%18, %132) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %135 = "stablehlo.compare"(%19, %133) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %136 = "stablehlo.and"(%134, %135) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %137 = "stablehlo.select"(%136, %112, %131) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %138 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %139 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %140 = "stablehlo.compare"(%18, %138) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %141 = "stablehlo.compare"(%19, %139) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %142 = "stablehlo.and"(%140, %141) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %143 = "stablehlo.select"(%142, %113, %137) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %144 = "stablehlo.transpose"(%143) {permutation = array<i64: 1, 0>} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %145 = "stablehlo.dot_general"(%144, %82) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %146 = "stablehlo.dot_general"(%145, %143) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %147 = "stablehlo.dot_general"(%83, %143) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %148 = "stablehlo.slice"(%146) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 1>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %149 = "stablehlo.slice"(%146) {start_indices = array<i64: 1, 1>, limit_indices = array<i64: 2, 2>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %150 = "stablehlo.slice"(%146) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 1, 2>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %151 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %152 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %153 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %154 = "stablehlo.compare"(%150, %151) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %155 = "stablehlo.select"(%154, %152, %150) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %156 = "stablehlo.subtract"(%149, %148) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %157 = "stablehlo.multiply"(%153, %155) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %158 = "stablehlo.divide"(%156, %157) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %159 = "stablehlo.multiply"(%158, %158) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %160 = "stablehlo.add"(%159, %152) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %161 = "stablehlo.sqrt"(%160) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %162 = "stablehlo.abs"(%158) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %163 = "stablehlo.add"(%162, %161) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %164 = "stablehlo.compare"(%158, %151) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %165 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %166 = "stablehlo.select"(%164, %152, %165) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %167 = "stablehlo.divide"(%166, %163) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %168 = "stablehlo.select"(%154, %151, %167) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %169 = "stablehlo.multiply"(%168, %168) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %170 = "stablehlo.add"(%169, %152) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %171 = "stablehlo.rsqrt"(%170) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %172 = "stablehlo.multiply"(%168, %171) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %173 = "stablehlo.reshape"(%171) : (tensor<1x1xf32>) -> tensor<f32>
    %174 = "stablehlo.broadcast_in_dim"(%173) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %175 = "stablehlo.reshape"(%172) : (tensor<1x1xf32>) -> tensor<f32>
    %176 = "stablehlo.broadcast_in_dim"(%175) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %177 = "stablehlo.negate"(%176) : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %178 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %179 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %180 = "stablehlo.compare"(%178, %179) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %181 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %182 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %183 = "stablehlo.select"(%180, %181, %182) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %184 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %185 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %186 = "stablehlo.compare"(%18, %184) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %187 = "stablehlo.compare"(%19, %185) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %188 = "stablehlo.and"(%186, %187) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %189 = "stablehlo.select"(%188, %174, %183) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %190 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %191 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %192 = "stablehlo.compare"(%18, %190) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %193 = "stablehlo.compare"(%19, %191) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %194 = "stablehlo.and"(%192, %193) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %195 = "stablehlo.select"(%194, %174, %189) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %196 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %197 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %198 = "stablehlo.compare"(%18, %196) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %199 = "stablehlo.compare"(%19, %197) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %200 = "stablehlo.and"(%198, %199) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %201 = "stablehlo.select"(%200, %176, %195) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %202 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %203 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %204 = "stablehlo.compare"(%18, %202) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %205 = "stablehlo.compare"(%19, %203) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %206 = "stablehlo.and"(%204, %205) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %207 = "stablehlo.select"(%206, %177, %201) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %208 = "stablehlo.transpose"(%207) {permutation = array<i64: 1, 0>} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %209 = "stablehlo.dot_general"(%208, %146) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %210 = "stablehlo.dot_general"(%209, %207) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %211 = "stablehlo.dot_general"(%147, %207) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %212 = "stablehlo.slice"(%210) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 1>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %213 = "stablehlo.slice"(%210) {start_indices = array<i64: 1, 1>, limit_indices = array<i64: 2, 2>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %214 = "stablehlo.slice"(%210) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 1, 2>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %215 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %216 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %217 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %218 = "stablehlo.compare"(%214, %215) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %219 = "stablehlo.select"(%218, %216, %214) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %220 = "stablehlo.subtract"(%213, %212) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %221 = "stablehlo.multiply"(%217, %219) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %222 = "stablehlo.divide"(%220, %221) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %223 = "stablehlo.multiply"(%222, %222) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %224 = "stablehlo.add"(%223, %216) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %225 = "stablehlo.sqrt"(%224) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %226 = "stablehlo.abs"(%222) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %227 = "stablehlo.add"(%226, %225) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %228 = "stablehlo.compare"(%222, %215) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %229 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %230 = "stablehlo.select"(%228, %216, %229) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %231 = "stablehlo.divide"(%230, %227) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %232 = "stablehlo.select"(%218, %215, %231) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %233 = "stablehlo.multiply"(%232, %232) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %234 = "stablehlo.add"(%233, %216) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %235 = "stablehlo.rsqrt"(%234) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %236 = "stablehlo.multiply"(%232, %235) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %237 = "stablehlo.reshape"(%235) : (tensor<1x1xf32>) -> tensor<f32>
    %238 = "stablehlo.broadcast_in_dim"(%237) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %239 = "stablehlo.reshape"(%236) : (tensor<1x1xf32>) -> tensor<f32>
    %240 = "stablehlo.broadcast_in_dim"(%239) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %241 = "stablehlo.negate"(%240) : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %242 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %243 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %244 = "stablehlo.compare"(%242, %243) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %245 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %246 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %247 = "stablehlo.select"(%244, %245, %246) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %248 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %249 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %250 = "stablehlo.compare"(%18, %248) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %251 = "stablehlo.compare"(%19, %249) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %252 = "stablehlo.and"(%250, %251) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %253 = "stablehlo.select"(%252, %238, %247) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %254 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %255 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %256 = "stablehlo.compare"(%18, %254) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %257 = "stablehlo.compare"(%19, %255) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %258 = "stablehlo.and"(%256, %257) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %259 = "stablehlo.select"(%258, %238, %253) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %260 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %261 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %262 = "stablehlo.compare"(%18, %260) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %263 = "stablehlo.compare"(%19, %261) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %264 = "stablehlo.and"(%262, %263) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %265 = "stablehlo.select"(%264, %240, %259) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %266 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %267 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %268 = "stablehlo.compare"(%18, %266) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %269 = "stablehlo.compare"(%19, %267) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %270 = "stablehlo.and"(%268, %269) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %271 = "stablehlo.select"(%270, %241, %265) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %272 = "stablehlo.transpose"(%271) {permutation = array<i64: 1, 0>} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %273 = "stablehlo.dot_general"(%272, %210) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %274 = "stablehlo.dot_general"(%273, %271) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %275 = "stablehlo.dot_general"(%211, %271) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %276 = "stablehlo.slice"(%274) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 1>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %277 = "stablehlo.slice"(%274) {start_indices = array<i64: 1, 1>, limit_indices = array<i64: 2, 2>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %278 = "stablehlo.slice"(%274) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 1, 2>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %279 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %280 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %281 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %282 = "stablehlo.compare"(%278, %279) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %283 = "stablehlo.select"(%282, %280, %278) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %284 = "stablehlo.subtract"(%277, %276) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %285 = "stablehlo.multiply"(%281, %283) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %286 = "stablehlo.divide"(%284, %285) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %287 = "stablehlo.multiply"(%286, %286) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %288 = "stablehlo.add"(%287, %280) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %289 = "stablehlo.sqrt"(%288) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %290 = "stablehlo.abs"(%286) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %291 = "stablehlo.add"(%290, %289) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %292 = "stablehlo.compare"(%286, %279) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %293 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %294 = "stablehlo.select"(%292, %280, %293) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %295 = "stablehlo.divide"(%294, %291) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %296 = "stablehlo.select"(%282, %279, %295) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %297 = "stablehlo.multiply"(%296, %296) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %298 = "stablehlo.add"(%297, %280) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %299 = "stablehlo.rsqrt"(%298) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %300 = "stablehlo.multiply"(%296, %299) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %301 = "stablehlo.reshape"(%299) : (tensor<1x1xf32>) -> tensor<f32>
    %302 = "stablehlo.broadcast_in_dim"(%301) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %303 = "stablehlo.reshape"(%300) : (tensor<1x1xf32>) -> tensor<f32>
    %304 = "stablehlo.broadcast_in_dim"(%303) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %305 = "stablehlo.negate"(%304) : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %306 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %307 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %308 = "stablehlo.compare"(%306, %307) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %309 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %310 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %311 = "stablehlo.select"(%308, %309, %310) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %312 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %313 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %314 = "stablehlo.compare"(%18, %312) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %315 = "stablehlo.compare"(%19, %313) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %316 = "stablehlo.and"(%314, %315) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %317 = "stablehlo.select"(%316, %302, %311) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %318 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %319 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %320 = "stablehlo.compare"(%18, %318) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %321 = "stablehlo.compare"(%19, %319) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %322 = "stablehlo.and"(%320, %321) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %323 = "stablehlo.select"(%322, %302, %317) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %324 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %325 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %326 = "stablehlo.compare"(%18, %324) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %327 = "stablehlo.compare"(%19, %325) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %328 = "stablehlo.and"(%326, %327) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %329 = "stablehlo.select"(%328, %304, %323) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %330 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %331 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %332 = "stablehlo.compare"(%18, %330) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %333 = "stablehlo.compare"(%19, %331) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %334 = "stablehlo.and"(%332, %333) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %335 = "stablehlo.select"(%334, %305, %329) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %336 = "stablehlo.transpose"(%335) {permutation = array<i64: 1, 0>} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %337 = "stablehlo.dot_general"(%336, %274) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %338 = "stablehlo.dot_general"(%337, %335) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %339 = "stablehlo.dot_general"(%275, %335) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %340 = "stablehlo.slice"(%338) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 1>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %341 = "stablehlo.slice"(%338) {start_indices = array<i64: 1, 1>, limit_indices = array<i64: 2, 2>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %342 = "stablehlo.slice"(%338) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 1, 2>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %343 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %344 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %345 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %346 = "stablehlo.compare"(%342, %343) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %347 = "stablehlo.select"(%346, %344, %342) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %348 = "stablehlo.subtract"(%341, %340) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %349 = "stablehlo.multiply"(%345, %347) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %350 = "stablehlo.divide"(%348, %349) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %351 = "stablehlo.multiply"(%350, %350) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %352 = "stablehlo.add"(%351, %344) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %353 = "stablehlo.sqrt"(%352) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %354 = "stablehlo.abs"(%350) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %355 = "stablehlo.add"(%354, %353) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %356 = "stablehlo.compare"(%350, %343) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %357 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %358 = "stablehlo.select"(%356, %344, %357) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %359 = "stablehlo.divide"(%358, %355) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %360 = "stablehlo.select"(%346, %343, %359) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %361 = "stablehlo.multiply"(%360, %360) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %362 = "stablehlo.add"(%361, %344) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %363 = "stablehlo.rsqrt"(%362) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %364 = "stablehlo.multiply"(%360, %363) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %365 = "stablehlo.reshape"(%363) : (tensor<1x1xf32>) -> tensor<f32>
    %366 = "stablehlo.broadcast_in_dim"(%365) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %367 = "stablehlo.reshape"(%364) : (tensor<1x1xf32>) -> tensor<f32>
    %368 = "stablehlo.broadcast_in_dim"(%367) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %369 = "stablehlo.negate"(%368) : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %370 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %371 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %372 = "stablehlo.compare"(%370, %371) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %373 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %374 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %375 = "stablehlo.select"(%372, %373, %374) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %376 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %377 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %378 = "stablehlo.compare"(%18, %376) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %379 = "stablehlo.compare"(%19, %377) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %380 = "stablehlo.and"(%378, %379) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %381 = "stablehlo.select"(%380, %366, %375) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %382 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %383 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %384 = "stablehlo.compare"(%18, %382) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %385 = "stablehlo.compare"(%19, %383) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %386 = "stablehlo.and"(%384, %385) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %387 = "stablehlo.select"(%386, %366, %381) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %388 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %389 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %390 = "stablehlo.compare"(%18, %388) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %391 = "stablehlo.compare"(%19, %389) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %392 = "stablehlo.and"(%390, %391) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %393 = "stablehlo.select"(%392, %368, %387) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %394 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %395 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %396 = "stablehlo.compare"(%18, %394) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %397 = "stablehlo.compare"(%19, %395) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %398 = "stablehlo.and"(%396, %397) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %399 = "stablehlo.select"(%398, %369, %393) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %400 = "stablehlo.transpose"(%399) {permutation = array<i64: 1, 0>} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %401 = "stablehlo.dot_general"(%400, %338) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %402 = "stablehlo.dot_general"(%401, %399) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %403 = "stablehlo.dot_general"(%339, %399) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %404 = "stablehlo.slice"(%402) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 1>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %405 = "stablehlo.slice"(%402) {start_indices = array<i64: 1, 1>, limit_indices = array<i64: 2, 2>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %406 = "stablehlo.slice"(%402) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 1, 2>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %407 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %408 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %409 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %410 = "stablehlo.compare"(%406, %407) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %411 = "stablehlo.select"(%410, %408, %406) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %412 = "stablehlo.subtract"(%405, %404) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %413 = "stablehlo.multiply"(%409, %411) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %414 = "stablehlo.divide"(%412, %413) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %415 = "stablehlo.multiply"(%414, %414) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %416 = "stablehlo.add"(%415, %408) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %417 = "stablehlo.sqrt"(%416) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %418 = "stablehlo.abs"(%414) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %419 = "stablehlo.add"(%418, %417) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %420 = "stablehlo.compare"(%414, %407) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %421 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %422 = "stablehlo.select"(%420, %408, %421) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %423 = "stablehlo.divide"(%422, %419) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %424 = "stablehlo.select"(%410, %407, %423) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %425 = "stablehlo.multiply"(%424, %424) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %426 = "stablehlo.add"(%425, %408) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %427 = "stablehlo.rsqrt"(%426) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %428 = "stablehlo.multiply"(%424, %427) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %429 = "stablehlo.reshape"(%427) : (tensor<1x1xf32>) -> tensor<f32>
    %430 = "stablehlo.broadcast_in_dim"(%429) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %431 = "stablehlo.reshape"(%428) : (tensor<1x1xf32>) -> tensor<f32>
    %432 = "stablehlo.broadcast_in_dim"(%431) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %433 = "stablehlo.negate"(%432) : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %434 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %435 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %436 = "stablehlo.compare"(%434, %435) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %437 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %438 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %439 = "stablehlo.select"(%436, %437, %438) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %440 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %441 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %442 = "stablehlo.compare"(%18, %440) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %443 = "stablehlo.compare"(%19, %441) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %444 = "stablehlo.and"(%442, %443) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %445 = "stablehlo.select"(%444, %430, %439) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %446 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %447 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %448 = "stablehlo.compare"(%18, %446) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %449 = "stablehlo.compare"(%19, %447) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %450 = "stablehlo.and"(%448, %449) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %451 = "stablehlo.select"(%450, %430, %445) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %452 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %453 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %454 = "stablehlo.compare"(%18, %452) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %455 = "stablehlo.compare"(%19, %453) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %456 = "stablehlo.and"(%454, %455) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %457 = "stablehlo.select"(%456, %432, %451) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %458 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %459 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %460 = "stablehlo.compare"(%18, %458) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %461 = "stablehlo.compare"(%19, %459) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %462 = "stablehlo.and"(%460, %461) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %463 = "stablehlo.select"(%462, %433, %457) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %464 = "stablehlo.transpose"(%463) {permutation = array<i64: 1, 0>} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %465 = "stablehlo.dot_general"(%464, %402) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %466 = "stablehlo.dot_general"(%465, %463) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %467 = "stablehlo.dot_general"(%403, %463) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %468 = "stablehlo.slice"(%466) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 1>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %469 = "stablehlo.slice"(%466) {start_indices = array<i64: 1, 1>, limit_indices = array<i64: 2, 2>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %470 = "stablehlo.slice"(%466) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 1, 2>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %471 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %472 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %473 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %474 = "stablehlo.compare"(%470, %471) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %475 = "stablehlo.select"(%474, %472, %470) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %476 = "stablehlo.subtract"(%469, %468) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %477 = "stablehlo.multiply"(%473, %475) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %478 = "stablehlo.divide"(%476, %477) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %479 = "stablehlo.multiply"(%478, %478) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %480 = "stablehlo.add"(%479, %472) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %481 = "stablehlo.sqrt"(%480) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %482 = "stablehlo.abs"(%478) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %483 = "stablehlo.add"(%482, %481) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %484 = "stablehlo.compare"(%478, %471) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %485 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %486 = "stablehlo.select"(%484, %472, %485) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %487 = "stablehlo.divide"(%486, %483) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %488 = "stablehlo.select"(%474, %471, %487) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %489 = "stablehlo.multiply"(%488, %488) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %490 = "stablehlo.add"(%489, %472) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %491 = "stablehlo.rsqrt"(%490) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %492 = "stablehlo.multiply"(%488, %491) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %493 = "stablehlo.reshape"(%491) : (tensor<1x1xf32>) -> tensor<f32>
    %494 = "stablehlo.broadcast_in_dim"(%493) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %495 = "stablehlo.reshape"(%492) : (tensor<1x1xf32>) -> tensor<f32>
    %496 = "stablehlo.broadcast_in_dim"(%495) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %497 = "stablehlo.negate"(%496) : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %498 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %499 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %500 = "stablehlo.compare"(%498, %499) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %501 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %502 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %503 = "stablehlo.select"(%500, %501, %502) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %504 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %505 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %506 = "stablehlo.compare"(%18, %504) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %507 = "stablehlo.compare"(%19, %505) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %508 = "stablehlo.and"(%506, %507) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %509 = "stablehlo.select"(%508, %494, %503) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %510 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %511 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %512 = "stablehlo.compare"(%18, %510) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %513 = "stablehlo.compare"(%19, %511) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %514 = "stablehlo.and"(%512, %513) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %515 = "stablehlo.select"(%514, %494, %509) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %516 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %517 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %518 = "stablehlo.compare"(%18, %516) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %519 = "stablehlo.compare"(%19, %517) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %520 = "stablehlo.and"(%518, %519) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %521 = "stablehlo.select"(%520, %496, %515) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %522 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %523 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %524 = "stablehlo.compare"(%18, %522) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %525 = "stablehlo.compare"(%19, %523) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %526 = "stablehlo.and"(%524, %525) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %527 = "stablehlo.select"(%526, %497, %521) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %528 = "stablehlo.transpose"(%527) {permutation = array<i64: 1, 0>} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %529 = "stablehlo.dot_general"(%528, %466) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %530 = "stablehlo.dot_general"(%529, %527) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %531 = "stablehlo.dot_general"(%467, %527) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %532 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %533 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %534 = "stablehlo.compare"(%532, %533) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %535 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %536 = "stablehlo.select"(%534, %530, %535) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %537 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %538 = "stablehlo.reduce"(%536, %537) ({
      ^bb0(%539: tensor<f32>, %540: tensor<f32>):
        %541 = "stablehlo.add"(%539, %540) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%541) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x2xf32>, tensor<f32>) -> tensor<2xf32>
    %542 = "stablehlo.reshape"(%538) : (tensor<2xf32>) -> tensor<2x1xf32>
    %543 = "stablehlo.reshape"(%542) : (tensor<2x1xf32>) -> tensor<2xf32>
    %544 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2xi64>
    %545:2 = "stablehlo.sort"(%543, %544) ({
      ^bb0(%546: tensor<f32>, %547: tensor<f32>, %548: tensor<i64>, %549: tensor<i64>):
        %550 = "stablehlo.compare"(%546, %547) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        "stablehlo.return"(%550) : (tensor<i1>) -> ()
    }) {dimension = 0 : i64, is_stable = true} : (tensor<2xf32>, tensor<2xi64>) -> (tensor<2xf32>, tensor<2xi64>)
    %551 = "stablehlo.reshape"(%545#1) : (tensor<2xi64>) -> tensor<1x2xi64>
    %552 = "stablehlo.reshape"(%551) : (tensor<1x2xi64>) -> tensor<2xi64>
    %553 = "stablehlo.broadcast_in_dim"(%552) {broadcast_dimensions = array<i64: 1>} : (tensor<2xi64>) -> tensor<2x2xi64>
    %554 = "stablehlo.compare"(%553, %18) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %555 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %556 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %557 = "stablehlo.select"(%554, %555, %556) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %558 = "stablehlo.dot_general"(%531, %557) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    "func.return"(%545#0, %558) : (tensor<2xf32>, tensor<2x2xf32>) -> ()
  }
}
