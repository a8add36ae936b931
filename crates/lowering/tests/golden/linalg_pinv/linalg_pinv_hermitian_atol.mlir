module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x2xf32>, %arg1: tensor<f32>) -> (tensor<2x2xf32>) {
    %0 = "stablehlo.reshape"(%arg1) : (tensor<f32>) -> tensor<1xf32>
    %1 = "stablehlo.constant"() {value = dense<0x34800000> : tensor<1xf32>} : () -> tensor<1xf32>
    %2 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1xf32>} : () -> tensor<1xf32>
    %3 = "stablehlo.compare"(%0, %2) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %4 = "stablehlo.select"(%3, %2, %1) : (tensor<1xi1>, tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %5 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %6 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %7 = "stablehlo.compare"(%5, %6) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %8 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %9 = "stablehlo.select"(%7, %arg0, %8) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %10 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %11 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %12 = "stablehlo.compare"(%10, %11) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %13 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %14 = "stablehlo.select"(%12, %13, %9) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %15 = "stablehlo.transpose"(%14) {permutation = array<i64: 1, 0>} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %16 = "stablehlo.add"(%9, %15) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %17 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %18 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %19 = "stablehlo.compare"(%17, %18) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %20 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %21 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %22 = "stablehlo.select"(%19, %20, %21) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %23 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %24 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %25 = "stablehlo.slice"(%16) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 1>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %26 = "stablehlo.slice"(%16) {start_indices = array<i64: 1, 1>, limit_indices = array<i64: 2, 2>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %27 = "stablehlo.slice"(%16) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 1, 2>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %28 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %29 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %30 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %31 = "stablehlo.compare"(%27, %28) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %32 = "stablehlo.select"(%31, %29, %27) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %33 = "stablehlo.subtract"(%26, %25) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %34 = "stablehlo.multiply"(%30, %32) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %35 = "stablehlo.divide"(%33, %34) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %36 = "stablehlo.multiply"(%35, %35) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %37 = "stablehlo.add"(%36, %29) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %38 = "stablehlo.sqrt"(%37) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %39 = "stablehlo.abs"(%35) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %40 = "stablehlo.add"(%39, %38) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %41 = "stablehlo.compare"(%35, %28) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %42 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %43 = "stablehlo.select"(%41, %29, %42) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %44 = "stablehlo.divide"(%43, %40) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %45 = "stablehlo.select"(%31, %28, %44) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %46 = "stablehlo.multiply"(%45, %45) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %47 = "stablehlo.add"(%46, %29) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %48 = "stablehlo.rsqrt"(%47) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %49 = "stablehlo.multiply"(%45, %48) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %50 = "stablehlo.reshape"(%48) : (tensor<1x1xf32>) -> tensor<f32>
    %51 = "stablehlo.broadcast_in_dim"(%50) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %52 = "stablehlo.reshape"(%49) : (tensor<1x1xf32>) -> tensor<f32>
    %53 = "stablehlo.broadcast_in_dim"(%52) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %54 = "stablehlo.negate"(%53) : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %55 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %56 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %57 = "stablehlo.compare"(%55, %56) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %58 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %59 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %60 = "stablehlo.select"(%57, %58, %59) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %61 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %62 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %63 = "stablehlo.compare"(%23, %61) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %64 = "stablehlo.compare"(%24, %62) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %65 = "stablehlo.and"(%63, %64) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %66 = "stablehlo.select"(%65, %51, %60) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %67 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %68 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %69 = "stablehlo.compare"(%23, %67) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %70 = "stablehlo.compare"(%24, %68) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %71 = "stablehlo.and"(%69, %70) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %72 = "stablehlo.select"(%71, %51, %66) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %73 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %74 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %75 = "stablehlo.compare"(%23, %73) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %76 = "stablehlo.compare"(%24, %74) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %77 = "stablehlo.and"(%75, %76) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %78 = "stablehlo.select"(%77, %53, %72) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %79 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %80 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %81 = "stablehlo.compare"(%23, %79) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %82 = "stablehlo.compare"(%24, %80) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %83 = "stablehlo.and"(%81, %82) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %84 = "stablehlo.select"(%83, %54, %78) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %85 = "stablehlo.transpose"(%84) {permutation = array<i64: 1, 0>} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %86 = "stablehlo.dot_general"(%85, %16) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %87 = "stablehlo.dot_general"(%86, %84) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %88 = "stablehlo.dot_general"(%22, %84) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %89 = "stablehlo.slice"(%87) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 1>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %90 = "stablehlo.slice"(%87) {start_indices = array<i64: 1, 1>, limit_indices = array<i64: 2, 2>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %91 = "stablehlo.slice"(%87) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 1, 2>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %92 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %93 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %94 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %95 = "stablehlo.compare"(%91, %92) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %96 = "stablehlo.select"(%95, %93, %91) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %97 = "stablehlo.subtract"(%90, %89) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %98 = "stablehlo.multiply"(%94, %96) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %99 = "stablehlo.divide"(%97, %98) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %100 = "stablehlo.multiply"(%99, %99) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %101 = "stablehlo.add"(%100, %93) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %102 = "stablehlo.sqrt"(%101) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %103 = "stablehlo.abs"(%99) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %104 = "stablehlo.add"(%103, %102) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %105 = "stablehlo.compare"(%99, %92) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %106 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %107 = "stablehlo.select"(%105, %93, %106) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %108 = "stablehlo.divide"(%107, %104) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %109 = "stablehlo.select"(%95, %92, %108) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %110 = "stablehlo.multiply"(%109, %109) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %111 = "stablehlo.add"(%110, %93) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %112 = "stablehlo.rsqrt"(%111) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %113 = "stablehlo.multiply"(%109, %112) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %114 = "stablehlo.reshape"(%112) : (tensor<1x1xf32>) -> tensor<f32>
    %115 = "stablehlo.broadcast_in_dim"(%114) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %116 = "stablehlo.reshape"(%113) : (tensor<1x1xf32>) -> tensor<f32>
    %117 = "stablehlo.broadcast_in_dim"(%116) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %118 = "stablehlo.negate"(%117) : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %119 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %120 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %121 = "stablehlo.compare"(%119, %120) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %122 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %123 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %124 = "stablehlo.select"(%121, %122, %123) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %125 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %126 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %127 = "stablehlo.compare"(%23, %125) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %128 = "stablehlo.compare"(%24, %126) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %129 = "stablehlo.and"(%127, %128) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %130 = "stablehlo.select"(%129, %115, %124) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %131 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %132 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %133 = "stablehlo.compare"(%23, %131) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %134 = "stablehlo.compare"(%24, %132) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %135 = "stablehlo.and"(%133, %134) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %136 = "stablehlo.select"(%135, %115, %130) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %137 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %138 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %139 = "stablehlo.compare"(%23, %137) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %140 = "stablehlo.compare"(%24, %138) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %141 = "stablehlo.and"(%139, %140) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %142 = "stablehlo.select"(%141, %117, %136) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %143 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %144 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %145 = "stablehlo.compare"(%23, %143) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %146 = "stablehlo.compare"(%24, %144) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %147 = "stablehlo.and"(%145, %146) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %148 = "stablehlo.select"(%147, %118, %142) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %149 = "stablehlo.transpose"(%148) {permutation = array<i64: 1, 0>} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %150 = "stablehlo.dot_general"(%149, %87) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %151 = "stablehlo.dot_general"(%150, %148) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %152 = "stablehlo.dot_general"(%88, %148) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %153 = "stablehlo.slice"(%151) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 1>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %154 = "stablehlo.slice"(%151) {start_indices = array<i64: 1, 1>, limit_indices = array<i64: 2, 2>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %155 = "stablehlo.slice"(%151) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 1, 2>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %156 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %157 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %158 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %159 = "stablehlo.compare"(%155, %156) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %160 = "stablehlo.select"(%159, %157, %155) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %161 = "stablehlo.subtract"(%154, %153) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %162 = "stablehlo.multiply"(%158, %160) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %163 = "stablehlo.divide"(%161, %162) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %164 = "stablehlo.multiply"(%163, %163) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %165 = "stablehlo.add"(%164, %157) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %166 = "stablehlo.sqrt"(%165) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %167 = "stablehlo.abs"(%163) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %168 = "stablehlo.add"(%167, %166) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %169 = "stablehlo.compare"(%163, %156) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %170 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %171 = "stablehlo.select"(%169, %157, %170) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %172 = "stablehlo.divide"(%171, %168) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %173 = "stablehlo.select"(%159, %156, %172) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %174 = "stablehlo.multiply"(%173, %173) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %175 = "stablehlo.add"(%174, %157) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %176 = "stablehlo.rsqrt"(%175) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %177 = "stablehlo.multiply"(%173, %176) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %178 = "stablehlo.reshape"(%176) : (tensor<1x1xf32>) -> tensor<f32>
    %179 = "stablehlo.broadcast_in_dim"(%178) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %180 = "stablehlo.reshape"(%177) : (tensor<1x1xf32>) -> tensor<f32>
    %181 = "stablehlo.broadcast_in_dim"(%180) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %182 = "stablehlo.negate"(%181) : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %183 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %184 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %185 = "stablehlo.compare"(%183, %184) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %186 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %187 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %188 = "stablehlo.select"(%185, %186, %187) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %189 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %190 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %191 = "stablehlo.compare"(%23, %189) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %192 = "stablehlo.compare"(%24, %190) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %193 = "stablehlo.and"(%191, %192) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %194 = "stablehlo.select"(%193, %179, %188) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %195 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %196 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %197 = "stablehlo.compare"(%23, %195) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %198 = "stablehlo.compare"(%24, %196) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %199 = "stablehlo.and"(%197, %198) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %200 = "stablehlo.select"(%199, %179, %194) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %201 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %202 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %203 = "stablehlo.compare"(%23, %201) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %204 = "stablehlo.compare"(%24, %202) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %205 = "stablehlo.and"(%203, %204) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %206 = "stablehlo.select"(%205, %181, %200) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %207 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %208 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %209 = "stablehlo.compare"(%23, %207) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %210 = "stablehlo.compare"(%24, %208) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %211 = "stablehlo.and"(%209, %210) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %212 = "stablehlo.select"(%211, %182, %206) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %213 = "stablehlo.transpose"(%212) {permutation = array<i64: 1, 0>} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %214 = "stablehlo.dot_general"(%213, %151) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %215 = "stablehlo.dot_general"(%214, %212) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %216 = "stablehlo.dot_general"(%152, %212) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %217 = "stablehlo.slice"(%215) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 1>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %218 = "stablehlo.slice"(%215) {start_indices = array<i64: 1, 1>, limit_indices = array<i64: 2, 2>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %219 = "stablehlo.slice"(%215) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 1, 2>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %220 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %221 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %222 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %223 = "stablehlo.compare"(%219, %220) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %224 = "stablehlo.select"(%223, %221, %219) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %225 = "stablehlo.subtract"(%218, %217) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %226 = "stablehlo.multiply"(%222, %224) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %227 = "stablehlo.divide"(%225, %226) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %228 = "stablehlo.multiply"(%227, %227) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %229 = "stablehlo.add"(%228, %221) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %230 = "stablehlo.sqrt"(%229) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %231 = "stablehlo.abs"(%227) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %232 = "stablehlo.add"(%231, %230) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %233 = "stablehlo.compare"(%227, %220) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %234 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %235 = "stablehlo.select"(%233, %221, %234) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %236 = "stablehlo.divide"(%235, %232) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %237 = "stablehlo.select"(%223, %220, %236) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %238 = "stablehlo.multiply"(%237, %237) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %239 = "stablehlo.add"(%238, %221) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %240 = "stablehlo.rsqrt"(%239) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %241 = "stablehlo.multiply"(%237, %240) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %242 = "stablehlo.reshape"(%240) : (tensor<1x1xf32>) -> tensor<f32>
    %243 = "stablehlo.broadcast_in_dim"(%242) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %244 = "stablehlo.reshape"(%241) : (tensor<1x1xf32>) -> tensor<f32>
    %245 = "stablehlo.broadcast_in_dim"(%244) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %246 = "stablehlo.negate"(%245) : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %247 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %248 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %249 = "stablehlo.compare"(%247, %248) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %250 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %251 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %252 = "stablehlo.select"(%249, %250, %251) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %253 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %254 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %255 = "stablehlo.compare"(%23, %253) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %256 = "stablehlo.compare"(%24, %254) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %257 = "stablehlo.and"(%255, %256) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %258 = "stablehlo.select"(%257, %243, %252) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %259 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %260 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %261 = "stablehlo.compare"(%23, %259) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %262 = "stablehlo.compare"(%24, %260) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %263 = "stablehlo.and"(%261, %262) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %264 = "stablehlo.select"(%263, %243, %258) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %265 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %266 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %267 = "stablehlo.compare"(%23, %265) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %268 = "stablehlo.compare"(%24, %266) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %269 = "stablehlo.and"(%267, %268) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %270 = "stablehlo.select"(%269, %245, %264) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %271 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %272 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %273 = "stablehlo.compare"(%23, %271) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %274 = "stablehlo.compare"(%24, %272) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %275 = "stablehlo.and"(%273, %274) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %276 = "stablehlo.select"(%275, %246, %270) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %277 = "stablehlo.transpose"(%276) {permutation = array<i64: 1, 0>} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %278 = "stablehlo.dot_general"(%277, %215) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %279 = "stablehlo.dot_general"(%278, %276) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %280 = "stablehlo.dot_general"(%216, %276) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %281 = "stablehlo.slice"(%279) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 1>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %282 = "stablehlo.slice"(%279) {start_indices = array<i64: 1, 1>, limit_indices = array<i64: 2, 2>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %283 = "stablehlo.slice"(%279) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 1, 2>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %284 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %285 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %286 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %287 = "stablehlo.compare"(%283, %284) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %288 = "stablehlo.select"(%287, %285, %283) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %289 = "stablehlo.subtract"(%282, %281) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %290 = "stablehlo.multiply"(%286, %288) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %291 = "stablehlo.divide"(%289, %290) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %292 = "stablehlo.multiply"(%291, %291) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %293 = "stablehlo.add"(%292, %285) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %294 = "stablehlo.sqrt"(%293) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %295 = "stablehlo.abs"(%291) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %296 = "stablehlo.add"(%295, %294) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %297 = "stablehlo.compare"(%291, %284) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %298 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %299 = "stablehlo.select"(%297, %285, %298) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %300 = "stablehlo.divide"(%299, %296) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %301 = "stablehlo.select"(%287, %284, %300) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %302 = "stablehlo.multiply"(%301, %301) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %303 = "stablehlo.add"(%302, %285) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %304 = "stablehlo.rsqrt"(%303) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %305 = "stablehlo.multiply"(%301, %304) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %306 = "stablehlo.reshape"(%304) : (tensor<1x1xf32>) -> tensor<f32>
    %307 = "stablehlo.broadcast_in_dim"(%306) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %308 = "stablehlo.reshape"(%305) : (tensor<1x1xf32>) -> tensor<f32>
    %309 = "stablehlo.broadcast_in_dim"(%308) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %310 = "stablehlo.negate"(%309) : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %311 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %312 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %313 = "stablehlo.compare"(%311, %312) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %314 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %315 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %316 = "stablehlo.select"(%313, %314, %315) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %317 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %318 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %319 = "stablehlo.compare"(%23, %317) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %320 = "stablehlo.compare"(%24, %318) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %321 = "stablehlo.and"(%319, %320) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %322 = "stablehlo.select"(%321, %307, %316) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %323 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %324 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %325 = "stablehlo.compare"(%23, %323) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %326 = "stablehlo.compare"(%24, %324) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %327 = "stablehlo.and"(%325, %326) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %328 = "stablehlo.select"(%327, %307, %322) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %329 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %330 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %331 = "stablehlo.compare"(%23, %329) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %332 = "stablehlo.compare"(%24, %330) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %333 = "stablehlo.and"(%331, %332) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %334 = "stablehlo.select"(%333, %309, %328) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %335 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %336 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %337 = "stablehlo.compare"(%23, %335) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %338 = "stablehlo.compare"(%24, %336) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %339 = "stablehlo.and"(%337, %338) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %340 = "stablehlo.select"(%339, %310, %334) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %341 = "stablehlo.transpose"(%340) {permutation = array<i64: 1, 0>} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %342 = "stablehlo.dot_general"(%341, %279) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %343 = "stablehlo.dot_general"(%342, %340) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %344 = "stablehlo.dot_general"(%280, %340) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %345 = "stablehlo.slice"(%343) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 1>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %346 = "stablehlo.slice"(%343) {start_indices = array<i64: 1, 1>, limit_indices = array<i64: 2, 2>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %347 = "stablehlo.slice"(%343) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 1, 2>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %348 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %349 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %350 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %351 = "stablehlo.compare"(%347, %348) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %352 = "stablehlo.select"(%351, %349, %347) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %353 = "stablehlo.subtract"(%346, %345) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %354 = "stablehlo.multiply"(%350, %352) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %355 = "stablehlo.divide"(%353, %354) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %356 = "stablehlo.multiply"(%355, %355) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %357 = "stablehlo.add"(%356, %349) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %358 = "stablehlo.sqrt"(%357) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %359 = "stablehlo.abs"(%355) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %360 = "stablehlo.add"(%359, %358) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %361 = "stablehlo.compare"(%355, %348) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %362 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %363 = "stablehlo.select"(%361, %349, %362) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %364 = "stablehlo.divide"(%363, %360) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %365 = "stablehlo.select"(%351, %348, %364) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %366 = "stablehlo.multiply"(%365, %365) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %367 = "stablehlo.add"(%366, %349) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %368 = "stablehlo.rsqrt"(%367) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %369 = "stablehlo.multiply"(%365, %368) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %370 = "stablehlo.reshape"(%368) : (tensor<1x1xf32>) -> tensor<f32>
    %371 = "stablehlo.broadcast_in_dim"(%370) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %372 = "stablehlo.reshape"(%369) : (tensor<1x1xf32>) -> tensor<f32>
    %373 = "stablehlo.broadcast_in_dim"(%372) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %374 = "stablehlo.negate"(%373) : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %375 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %376 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %377 = "stablehlo.compare"(%375, %376) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %378 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %379 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %380 = "stablehlo.select"(%377, %378, %379) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %381 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %382 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %383 = "stablehlo.compare"(%23, %381) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %384 = "stablehlo.compare"(%24, %382) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %385 = "stablehlo.and"(%383, %384) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %386 = "stablehlo.select"(%385, %371, %380) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %387 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %388 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %389 = "stablehlo.compare"(%23, %387) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %390 = "stablehlo.compare"(%24, %388) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %391 = "stablehlo.and"(%389, %390) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %392 = "stablehlo.select"(%391, %371, %386) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %393 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %394 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %395 = "stablehlo.compare"(%23, %393) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %396 = "stablehlo.compare"(%24, %394) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %397 = "stablehlo.and"(%395, %396) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %398 = "stablehlo.select"(%397, %373, %392) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %399 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %400 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %401 = "stablehlo.compare"(%23, %399) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %402 = "stablehlo.compare"(%24, %400) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %403 = "stablehlo.and"(%401, %402) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %404 = "stablehlo.select"(%403, %374, %398) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %405 = "stablehlo.transpose"(%404) {permutation = array<i64: 1, 0>} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %406 = "stablehlo.dot_general"(%405, %343) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %407 = "stablehlo.dot_general"(%406, %404) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %408 = "stablehlo.dot_general"(%344, %404) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %409 = "stablehlo.slice"(%407) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 1>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %410 = "stablehlo.slice"(%407) {start_indices = array<i64: 1, 1>, limit_indices = array<i64: 2, 2>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %411 = "stablehlo.slice"(%407) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 1, 2>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %412 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %413 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %414 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %415 = "stablehlo.compare"(%411, %412) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %416 = "stablehlo.select"(%415, %413, %411) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %417 = "stablehlo.subtract"(%410, %409) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %418 = "stablehlo.multiply"(%414, %416) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %419 = "stablehlo.divide"(%417, %418) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %420 = "stablehlo.multiply"(%419, %419) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %421 = "stablehlo.add"(%420, %413) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %422 = "stablehlo.sqrt"(%421) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %423 = "stablehlo.abs"(%419) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %424 = "stablehlo.add"(%423, %422) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %425 = "stablehlo.compare"(%419, %412) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %426 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %427 = "stablehlo.select"(%425, %413, %426) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %428 = "stablehlo.divide"(%427, %424) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %429 = "stablehlo.select"(%415, %412, %428) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %430 = "stablehlo.multiply"(%429, %429) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %431 = "stablehlo.add"(%430, %413) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %432 = "stablehlo.rsqrt"(%431) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %433 = "stablehlo.multiply"(%429, %432) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %434 = "stablehlo.reshape"(%432) : (tensor<1x1xf32>) -> tensor<f32>
    %435 = "stablehlo.broadcast_in_dim"(%434) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %436 = "stablehlo.reshape"(%433) : (tensor<1x1xf32>) -> tensor<f32>
    %437 = "stablehlo.broadcast_in_dim"(%436) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %438 = "stablehlo.negate"(%437) : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %439 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %440 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %441 = "stablehlo.compare"(%439, %440) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %442 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %443 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %444 = "stablehlo.select"(%441, %442, %443) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %445 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %446 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %447 = "stablehlo.compare"(%23, %445) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %448 = "stablehlo.compare"(%24, %446) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %449 = "stablehlo.and"(%447, %448) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %450 = "stablehlo.select"(%449, %435, %444) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %451 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %452 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %453 = "stablehlo.compare"(%23, %451) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %454 = "stablehlo.compare"(%24, %452) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %455 = "stablehlo.and"(%453, %454) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %456 = "stablehlo.select"(%455, %435, %450) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %457 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %458 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %459 = "stablehlo.compare"(%23, %457) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %460 = "stablehlo.compare"(%24, %458) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %461 = "stablehlo.and"(%459, %460) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %462 = "stablehlo.select"(%461, %437, %456) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %463 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %464 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %465 = "stablehlo.compare"(%23, %463) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %466 = "stablehlo.compare"(%24, %464) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %467 = "stablehlo.and"(%465, %466) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %468 = "stablehlo.select"(%467, %438, %462) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %469 = "stablehlo.transpose"(%468) {permutation = array<i64: 1, 0>} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %470 = "stablehlo.dot_general"(%469, %407) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %471 = "stablehlo.dot_general"(%470, %468) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %472 = "stablehlo.dot_general"(%408, %468) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %473 = "stablehlo.slice"(%471) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 1>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %474 = "stablehlo.slice"(%471) {start_indices = array<i64: 1, 1>, limit_indices = array<i64: 2, 2>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %475 = "stablehlo.slice"(%471) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 1, 2>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %476 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %477 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %478 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %479 = "stablehlo.compare"(%475, %476) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %480 = "stablehlo.select"(%479, %477, %475) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %481 = "stablehlo.subtract"(%474, %473) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %482 = "stablehlo.multiply"(%478, %480) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %483 = "stablehlo.divide"(%481, %482) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %484 = "stablehlo.multiply"(%483, %483) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %485 = "stablehlo.add"(%484, %477) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %486 = "stablehlo.sqrt"(%485) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %487 = "stablehlo.abs"(%483) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %488 = "stablehlo.add"(%487, %486) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %489 = "stablehlo.compare"(%483, %476) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %490 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %491 = "stablehlo.select"(%489, %477, %490) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %492 = "stablehlo.divide"(%491, %488) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %493 = "stablehlo.select"(%479, %476, %492) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %494 = "stablehlo.multiply"(%493, %493) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %495 = "stablehlo.add"(%494, %477) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %496 = "stablehlo.rsqrt"(%495) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %497 = "stablehlo.multiply"(%493, %496) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %498 = "stablehlo.reshape"(%496) : (tensor<1x1xf32>) -> tensor<f32>
    %499 = "stablehlo.broadcast_in_dim"(%498) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %500 = "stablehlo.reshape"(%497) : (tensor<1x1xf32>) -> tensor<f32>
    %501 = "stablehlo.broadcast_in_dim"(%500) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %502 = "stablehlo.negate"(%501) : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %503 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %504 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %505 = "stablehlo.compare"(%503, %504) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %506 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %507 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %508 = "stablehlo.select"(%505, %506, %507) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %509 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %510 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %511 = "stablehlo.compare"(%23, %509) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %512 = "stablehlo.compare"(%24, %510) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %513 = "stablehlo.and"(%511, %512) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %514 = "stablehlo.select"(%513, %499, %508) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %515 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %516 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %517 = "stablehlo.compare"(%23, %515) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %518 = "stablehlo.compare"(%24, %516) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %519 = "stablehlo.and"(%517, %518) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %520 = "stablehlo.select"(%519, %499, %514) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %521 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %522 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %523 = "stablehlo.compare"(%23, %521) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %524 = "stablehlo.compare"(%24, %522) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %525 = "stablehlo.and"(%523, %524) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %526 = "stablehlo.select"(%525, %501, %520) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %527 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %528 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %529 = "stablehlo.compare"(%23, %527) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %530 = "stablehlo.compare"(%24, %528) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %531 = "stablehlo.and"(%529, %530) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %532 = "stablehlo.select"(%531, %502, %526) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %533 = "stablehlo.transpose"(%532) {permutation = array<i64: 1, 0>} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %534 = "stablehlo.dot_general"(%533, %471) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %535 = "stablehlo.dot_general"(%534, %532) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %536 = "stablehlo.dot_general"(%472, %532) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %537 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %538 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %539 = "stablehlo.compare"(%537, %538) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %540 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %541 = "stablehlo.select"(%539, %535, %540) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %542 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %543 = "stablehlo.reduce"(%541, %542) ({
      ^bb0(%544: tensor<f32>, %545: tensor<f32>):
        %546 = "stablehlo.add"(%544, %545) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%546) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x2xf32>, tensor<f32>) -> tensor<2xf32>
    %547 = "stablehlo.reshape"(%543) : (tensor<2xf32>) -> tensor<2x1xf32>
    %548 = "stablehlo.reshape"(%547) : (tensor<2x1xf32>) -> tensor<2xf32>
    %549 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2xi64>
    %550:2 = "stablehlo.sort"(%548, %549) ({
      ^bb0(%551: tensor<f32>, %552: tensor<f32>, %553: tensor<i64>, %554: tensor<i64>):
        %555 = "stablehlo.compare"(%551, %552) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        "stablehlo.return"(%555) : (tensor<i1>) -> ()
    }) {dimension = 0 : i64, is_stable = true} : (tensor<2xf32>, tensor<2xi64>) -> (tensor<2xf32>, tensor<2xi64>)
    %556 = "stablehlo.reshape"(%550#1) : (tensor<2xi64>) -> tensor<1x2xi64>
    %557 = "stablehlo.reshape"(%556) : (tensor<1x2xi64>) -> tensor<2xi64>
    %558 = "stablehlo.broadcast_in_dim"(%557) {broadcast_dimensions = array<i64: 1>} : (tensor<2xi64>) -> tensor<2x2xi64>
    %559 = "stablehlo.compare"(%558, %23) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %560 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %561 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %562 = "stablehlo.select"(%559, %560, %561) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %563 = "stablehlo.dot_general"(%536, %562) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %564 = "stablehlo.transpose"(%563) {permutation = array<i64: 1, 0>} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %565 = "stablehlo.abs"(%550#0) : (tensor<2xf32>) -> tensor<2xf32>
    %566 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %567 = "stablehlo.reduce"(%565, %566) ({
      ^bb0(%568: tensor<f32>, %569: tensor<f32>):
        %570 = "stablehlo.maximum"(%568, %569) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%570) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %571 = "stablehlo.reshape"(%567) : (tensor<f32>) -> tensor<1xf32>
    %572 = "stablehlo.multiply"(%4, %571) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %573 = "stablehlo.maximum"(%0, %572) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %574 = "stablehlo.reshape"(%573) : (tensor<1xf32>) -> tensor<f32>
    %575 = "stablehlo.broadcast_in_dim"(%574) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %576 = "stablehlo.compare"(%565, %575) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %577 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2xf32>} : () -> tensor<2xf32>
    %578 = "stablehlo.divide"(%577, %550#0) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %579 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2xf32>} : () -> tensor<2xf32>
    %580 = "stablehlo.select"(%576, %578, %579) : (tensor<2xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %581 = "stablehlo.reshape"(%580) : (tensor<2xf32>) -> tensor<1x2xf32>
    %582 = "stablehlo.reshape"(%581) : (tensor<1x2xf32>) -> tensor<2xf32>
    %583 = "stablehlo.broadcast_in_dim"(%582) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<2x2xf32>
    %584 = "stablehlo.multiply"(%563, %583) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %585 = "stablehlo.dot_general"(%584, %564) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    "func.return"(%585) : (tensor<2x2xf32>) -> ()
  }
}
