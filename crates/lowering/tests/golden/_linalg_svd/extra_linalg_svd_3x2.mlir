module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x2xf32>) -> (tensor<3x2xf32>, tensor<2xf32>, tensor<2x2xf32>) {
    %0 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %1 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %2 = "stablehlo.compare"(%0, %1) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %3 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %4 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %5 = "stablehlo.select"(%2, %3, %4) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %6 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %7 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %8 = "stablehlo.slice"(%arg0) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 3, 1>, strides = array<i64: 1, 1>} : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %9 = "stablehlo.slice"(%arg0) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 3, 2>, strides = array<i64: 1, 1>} : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %10 = "stablehlo.multiply"(%8, %8) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %11 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %12 = "stablehlo.reduce"(%10, %11) ({
      ^bb0(%13: tensor<f32>, %14: tensor<f32>):
        %15 = "stablehlo.add"(%13, %14) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%15) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %16 = "stablehlo.reshape"(%12) : (tensor<1xf32>) -> tensor<1x1xf32>
    %17 = "stablehlo.multiply"(%9, %9) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %18 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %19 = "stablehlo.reduce"(%17, %18) ({
      ^bb0(%20: tensor<f32>, %21: tensor<f32>):
        %22 = "stablehlo.add"(%20, %21) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%22) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %23 = "stablehlo.reshape"(%19) : (tensor<1xf32>) -> tensor<1x1xf32>
    %24 = "stablehlo.multiply"(%8, %9) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %25 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %26 = "stablehlo.reduce"(%24, %25) ({
      ^bb0(%27: tensor<f32>, %28: tensor<f32>):
        %29 = "stablehlo.add"(%27, %28) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%29) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %30 = "stablehlo.reshape"(%26) : (tensor<1xf32>) -> tensor<1x1xf32>
    %31 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %32 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %33 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %34 = "stablehlo.compare"(%30, %31) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %35 = "stablehlo.select"(%34, %32, %30) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %36 = "stablehlo.subtract"(%23, %16) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %37 = "stablehlo.multiply"(%33, %35) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %38 = "stablehlo.divide"(%36, %37) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %39 = "stablehlo.multiply"(%38, %38) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %40 = "stablehlo.add"(%39, %32) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %41 = "stablehlo.sqrt"(%40) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %42 = "stablehlo.abs"(%38) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %43 = "stablehlo.add"(%42, %41) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %44 = "stablehlo.compare"(%38, %31) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %45 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %46 = "stablehlo.select"(%44, %32, %45) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %47 = "stablehlo.divide"(%46, %43) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %48 = "stablehlo.select"(%34, %31, %47) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %49 = "stablehlo.multiply"(%48, %48) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %50 = "stablehlo.add"(%49, %32) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %51 = "stablehlo.rsqrt"(%50) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %52 = "stablehlo.multiply"(%48, %51) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %53 = "stablehlo.reshape"(%51) : (tensor<1x1xf32>) -> tensor<f32>
    %54 = "stablehlo.broadcast_in_dim"(%53) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %55 = "stablehlo.reshape"(%52) : (tensor<1x1xf32>) -> tensor<f32>
    %56 = "stablehlo.broadcast_in_dim"(%55) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %57 = "stablehlo.negate"(%56) : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %58 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %59 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %60 = "stablehlo.compare"(%58, %59) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %61 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %62 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %63 = "stablehlo.select"(%60, %61, %62) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %64 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %65 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %66 = "stablehlo.compare"(%6, %64) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %67 = "stablehlo.compare"(%7, %65) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %68 = "stablehlo.and"(%66, %67) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %69 = "stablehlo.select"(%68, %54, %63) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %70 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %71 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %72 = "stablehlo.compare"(%6, %70) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %73 = "stablehlo.compare"(%7, %71) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %74 = "stablehlo.and"(%72, %73) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %75 = "stablehlo.select"(%74, %54, %69) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %76 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %77 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %78 = "stablehlo.compare"(%6, %76) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %79 = "stablehlo.compare"(%7, %77) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %80 = "stablehlo.and"(%78, %79) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %81 = "stablehlo.select"(%80, %56, %75) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %82 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %83 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %84 = "stablehlo.compare"(%6, %82) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %85 = "stablehlo.compare"(%7, %83) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %86 = "stablehlo.and"(%84, %85) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %87 = "stablehlo.select"(%86, %57, %81) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %88 = "stablehlo.dot_general"(%arg0, %87) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<3x2xf32>, tensor<2x2xf32>) -> tensor<3x2xf32>
    %89 = "stablehlo.dot_general"(%5, %87) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %90 = "stablehlo.slice"(%88) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 3, 1>, strides = array<i64: 1, 1>} : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %91 = "stablehlo.slice"(%88) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 3, 2>, strides = array<i64: 1, 1>} : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %92 = "stablehlo.multiply"(%90, %90) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %93 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %94 = "stablehlo.reduce"(%92, %93) ({
      ^bb0(%95: tensor<f32>, %96: tensor<f32>):
        %97 = "stablehlo.add"(%95, %96) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%97) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %98 = "stablehlo.reshape"(%94) : (tensor<1xf32>) -> tensor<1x1xf32>
    %99 = "stablehlo.multiply"(%91, %91) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %100 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %101 = "stablehlo.reduce"(%99, %100) ({
      ^bb0(%102: tensor<f32>, %103: tensor<f32>):
        %104 = "stablehlo.add"(%102, %103) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%104) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %105 = "stablehlo.reshape"(%101) : (tensor<1xf32>) -> tensor<1x1xf32>
    %106 = "stablehlo.multiply"(%90, %91) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %107 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %108 = "stablehlo.reduce"(%106, %107) ({
      ^bb0(%109: tensor<f32>, %110: tensor<f32>):
        %111 = "stablehlo.add"(%109, %110) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%111) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %112 = "stablehlo.reshape"(%108) : (tensor<1xf32>) -> tensor<1x1xf32>
    %113 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %114 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %115 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %116 = "stablehlo.compare"(%112, %113) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %117 = "stablehlo.select"(%116, %114, %112) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %118 = "stablehlo.subtract"(%105, %98) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %119 = "stablehlo.multiply"(%115, %117) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %120 = "stablehlo.divide"(%118, %119) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %121 = "stablehlo.multiply"(%120, %120) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %122 = "stablehlo.add"(%121, %114) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %123 = "stablehlo.sqrt"(%122) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %124 = "stablehlo.abs"(%120) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %125 = "stablehlo.add"(%124, %123) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %126 = "stablehlo.compare"(%120, %113) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %127 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %128 = "stablehlo.select"(%126, %114, %127) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %129 = "stablehlo.divide"(%128, %125) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %130 = "stablehlo.select"(%116, %113, %129) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %131 = "stablehlo.multiply"(%130, %130) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %132 = "stablehlo.add"(%131, %114) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %133 = "stablehlo.rsqrt"(%132) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %134 = "stablehlo.multiply"(%130, %133) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %135 = "stablehlo.reshape"(%133) : (tensor<1x1xf32>) -> tensor<f32>
    %136 = "stablehlo.broadcast_in_dim"(%135) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %137 = "stablehlo.reshape"(%134) : (tensor<1x1xf32>) -> tensor<f32>
    %138 = "stablehlo.broadcast_in_dim"(%137) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %139 = "stablehlo.negate"(%138) : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %140 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %141 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %142 = "stablehlo.compare"(%140, %141) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %143 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %144 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %145 = "stablehlo.select"(%142, %143, %144) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %146 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %147 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %148 = "stablehlo.compare"(%6, %146) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %149 = "stablehlo.compare"(%7, %147) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %150 = "stablehlo.and"(%148, %149) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %151 = "stablehlo.select"(%150, %136, %145) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %152 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %153 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %154 = "stablehlo.compare"(%6, %152) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %155 = "stablehlo.compare"(%7, %153) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %156 = "stablehlo.and"(%154, %155) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %157 = "stablehlo.select"(%156, %136, %151) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %158 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %159 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %160 = "stablehlo.compare"(%6, %158) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %161 = "stablehlo.compare"(%7, %159) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %162 = "stablehlo.and"(%160, %161) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %163 = "stablehlo.select"(%162, %138, %157) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %164 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %165 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %166 = "stablehlo.compare"(%6, %164) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %167 = "stablehlo.compare"(%7, %165) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %168 = "stablehlo.and"(%166, %167) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %169 = "stablehlo.select"(%168, %139, %163) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %170 = "stablehlo.dot_general"(%88, %169) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<3x2xf32>, tensor<2x2xf32>) -> tensor<3x2xf32>
    %171 = "stablehlo.dot_general"(%89, %169) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %172 = "stablehlo.slice"(%170) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 3, 1>, strides = array<i64: 1, 1>} : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %173 = "stablehlo.slice"(%170) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 3, 2>, strides = array<i64: 1, 1>} : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %174 = "stablehlo.multiply"(%172, %172) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %175 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %176 = "stablehlo.reduce"(%174, %175) ({
      ^bb0(%177: tensor<f32>, %178: tensor<f32>):
        %179 = "stablehlo.add"(%177, %178) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%179) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %180 = "stablehlo.reshape"(%176) : (tensor<1xf32>) -> tensor<1x1xf32>
    %181 = "stablehlo.multiply"(%173, %173) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %182 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %183 = "stablehlo.reduce"(%181, %182) ({
      ^bb0(%184: tensor<f32>, %185: tensor<f32>):
        %186 = "stablehlo.add"(%184, %185) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%186) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %187 = "stablehlo.reshape"(%183) : (tensor<1xf32>) -> tensor<1x1xf32>
    %188 = "stablehlo.multiply"(%172, %173) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %189 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %190 = "stablehlo.reduce"(%188, %189) ({
      ^bb0(%191: tensor<f32>, %192: tensor<f32>):
        %193 = "stablehlo.add"(%191, %192) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%193) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %194 = "stablehlo.reshape"(%190) : (tensor<1xf32>) -> tensor<1x1xf32>
    %195 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %196 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %197 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %198 = "stablehlo.compare"(%194, %195) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %199 = "stablehlo.select"(%198, %196, %194) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %200 = "stablehlo.subtract"(%187, %180) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %201 = "stablehlo.multiply"(%197, %199) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %202 = "stablehlo.divide"(%200, %201) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %203 = "stablehlo.multiply"(%202, %202) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %204 = "stablehlo.add"(%203, %196) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %205 = "stablehlo.sqrt"(%204) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %206 = "stablehlo.abs"(%202) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %207 = "stablehlo.add"(%206, %205) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %208 = "stablehlo.compare"(%202, %195) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %209 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %210 = "stablehlo.select"(%208, %196, %209) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %211 = "stablehlo.divide"(%210, %207) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %212 = "stablehlo.select"(%198, %195, %211) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %213 = "stablehlo.multiply"(%212, %212) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %214 = "stablehlo.add"(%213, %196) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %215 = "stablehlo.rsqrt"(%214) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %216 = "stablehlo.multiply"(%212, %215) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %217 = "stablehlo.reshape"(%215) : (tensor<1x1xf32>) -> tensor<f32>
    %218 = "stablehlo.broadcast_in_dim"(%217) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %219 = "stablehlo.reshape"(%216) : (tensor<1x1xf32>) -> tensor<f32>
    %220 = "stablehlo.broadcast_in_dim"(%219) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %221 = "stablehlo.negate"(%220) : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %222 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %223 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %224 = "stablehlo.compare"(%222, %223) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %225 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %226 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %227 = "stablehlo.select"(%224, %225, %226) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %228 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %229 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %230 = "stablehlo.compare"(%6, %228) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %231 = "stablehlo.compare"(%7, %229) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %232 = "stablehlo.and"(%230, %231) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %233 = "stablehlo.select"(%232, %218, %227) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %234 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %235 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %236 = "stablehlo.compare"(%6, %234) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %237 = "stablehlo.compare"(%7, %235) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %238 = "stablehlo.and"(%236, %237) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %239 = "stablehlo.select"(%238, %218, %233) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %240 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %241 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %242 = "stablehlo.compare"(%6, %240) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %243 = "stablehlo.compare"(%7, %241) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %244 = "stablehlo.and"(%242, %243) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %245 = "stablehlo.select"(%244, %220, %239) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %246 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %247 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %248 = "stablehlo.compare"(%6, %246) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %249 = "stablehlo.compare"(%7, %247) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %250 = "stablehlo.and"(%248, %249) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %251 = "stablehlo.select"(%250, %221, %245) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %252 = "stablehlo.dot_general"(%170, %251) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<3x2xf32>, tensor<2x2xf32>) -> tensor<3x2xf32>
    %253 = "stablehlo.dot_general"(%171, %251) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %254 = "stablehlo.slice"(%252) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 3, 1>, strides = array<i64: 1, 1>} : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %255 = "stablehlo.slice"(%252) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 3, 2>, strides = array<i64: 1, 1>} : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %256 = "stablehlo.multiply"(%254, %254) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %257 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %258 = "stablehlo.reduce"(%256, %257) ({
      ^bb0(%259: tensor<f32>, %260: tensor<f32>):
        %261 = "stablehlo.add"(%259, %260) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%261) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %262 = "stablehlo.reshape"(%258) : (tensor<1xf32>) -> tensor<1x1xf32>
    %263 = "stablehlo.multiply"(%255, %255) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %264 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %265 = "stablehlo.reduce"(%263, %264) ({
      ^bb0(%266: tensor<f32>, %267: tensor<f32>):
        %268 = "stablehlo.add"(%266, %267) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%268) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %269 = "stablehlo.reshape"(%265) : (tensor<1xf32>) -> tensor<1x1xf32>
    %270 = "stablehlo.multiply"(%254, %255) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %271 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %272 = "stablehlo.reduce"(%270, %271) ({
      ^bb0(%273: tensor<f32>, %274: tensor<f32>):
        %275 = "stablehlo.add"(%273, %274) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%275) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %276 = "stablehlo.reshape"(%272) : (tensor<1xf32>) -> tensor<1x1xf32>
    %277 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %278 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %279 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %280 = "stablehlo.compare"(%276, %277) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %281 = "stablehlo.select"(%280, %278, %276) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %282 = "stablehlo.subtract"(%269, %262) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %283 = "stablehlo.multiply"(%279, %281) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %284 = "stablehlo.divide"(%282, %283) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %285 = "stablehlo.multiply"(%284, %284) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %286 = "stablehlo.add"(%285, %278) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %287 = "stablehlo.sqrt"(%286) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %288 = "stablehlo.abs"(%284) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %289 = "stablehlo.add"(%288, %287) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %290 = "stablehlo.compare"(%284, %277) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %291 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %292 = "stablehlo.select"(%290, %278, %291) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %293 = "stablehlo.divide"(%292, %289) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %294 = "stablehlo.select"(%280, %277, %293) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %295 = "stablehlo.multiply"(%294, %294) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %296 = "stablehlo.add"(%295, %278) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %297 = "stablehlo.rsqrt"(%296) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %298 = "stablehlo.multiply"(%294, %297) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %299 = "stablehlo.reshape"(%297) : (tensor<1x1xf32>) -> tensor<f32>
    %300 = "stablehlo.broadcast_in_dim"(%299) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %301 = "stablehlo.reshape"(%298) : (tensor<1x1xf32>) -> tensor<f32>
    %302 = "stablehlo.broadcast_in_dim"(%301) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %303 = "stablehlo.negate"(%302) : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %304 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %305 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %306 = "stablehlo.compare"(%304, %305) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %307 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %308 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %309 = "stablehlo.select"(%306, %307, %308) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %310 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %311 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %312 = "stablehlo.compare"(%6, %310) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %313 = "stablehlo.compare"(%7, %311) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %314 = "stablehlo.and"(%312, %313) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %315 = "stablehlo.select"(%314, %300, %309) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %316 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %317 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %318 = "stablehlo.compare"(%6, %316) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %319 = "stablehlo.compare"(%7, %317) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %320 = "stablehlo.and"(%318, %319) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %321 = "stablehlo.select"(%320, %300, %315) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %322 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %323 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %324 = "stablehlo.compare"(%6, %322) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %325 = "stablehlo.compare"(%7, %323) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %326 = "stablehlo.and"(%324, %325) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %327 = "stablehlo.select"(%326, %302, %321) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %328 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %329 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %330 = "stablehlo.compare"(%6, %328) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %331 = "stablehlo.compare"(%7, %329) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %332 = "stablehlo.and"(%330, %331) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %333 = "stablehlo.select"(%332, %303, %327) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %334 = "stablehlo.dot_general"(%252, %333) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<3x2xf32>, tensor<2x2xf32>) -> tensor<3x2xf32>
    %335 = "stablehlo.dot_general"(%253, %333) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %336 = "stablehlo.slice"(%334) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 3, 1>, strides = array<i64: 1, 1>} : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %337 = "stablehlo.slice"(%334) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 3, 2>, strides = array<i64: 1, 1>} : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %338 = "stablehlo.multiply"(%336, %336) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %339 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %340 = "stablehlo.reduce"(%338, %339) ({
      ^bb0(%341: tensor<f32>, %342: tensor<f32>):
        %343 = "stablehlo.add"(%341, %342) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%343) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %344 = "stablehlo.reshape"(%340) : (tensor<1xf32>) -> tensor<1x1xf32>
    %345 = "stablehlo.multiply"(%337, %337) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %346 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %347 = "stablehlo.reduce"(%345, %346) ({
      ^bb0(%348: tensor<f32>, %349: tensor<f32>):
        %350 = "stablehlo.add"(%348, %349) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%350) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %351 = "stablehlo.reshape"(%347) : (tensor<1xf32>) -> tensor<1x1xf32>
    %352 = "stablehlo.multiply"(%336, %337) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %353 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %354 = "stablehlo.reduce"(%352, %353) ({
      ^bb0(%355: tensor<f32>, %356: tensor<f32>):
        %357 = "stablehlo.add"(%355, %356) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%357) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %358 = "stablehlo.reshape"(%354) : (tensor<1xf32>) -> tensor<1x1xf32>
    %359 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %360 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %361 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %362 = "stablehlo.compare"(%358, %359) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %363 = "stablehlo.select"(%362, %360, %358) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %364 = "stablehlo.subtract"(%351, %344) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %365 = "stablehlo.multiply"(%361, %363) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %366 = "stablehlo.divide"(%364, %365) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %367 = "stablehlo.multiply"(%366, %366) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %368 = "stablehlo.add"(%367, %360) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %369 = "stablehlo.sqrt"(%368) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %370 = "stablehlo.abs"(%366) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %371 = "stablehlo.add"(%370, %369) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %372 = "stablehlo.compare"(%366, %359) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %373 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %374 = "stablehlo.select"(%372, %360, %373) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %375 = "stablehlo.divide"(%374, %371) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %376 = "stablehlo.select"(%362, %359, %375) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %377 = "stablehlo.multiply"(%376, %376) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %378 = "stablehlo.add"(%377, %360) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %379 = "stablehlo.rsqrt"(%378) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %380 = "stablehlo.multiply"(%376, %379) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %381 = "stablehlo.reshape"(%379) : (tensor<1x1xf32>) -> tensor<f32>
    %382 = "stablehlo.broadcast_in_dim"(%381) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %383 = "stablehlo.reshape"(%380) : (tensor<1x1xf32>) -> tensor<f32>
    %384 = "stablehlo.broadcast_in_dim"(%383) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %385 = "stablehlo.negate"(%384) : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %386 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %387 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %388 = "stablehlo.compare"(%386, %387) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %389 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %390 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %391 = "stablehlo.select"(%388, %389, %390) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %392 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %393 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %394 = "stablehlo.compare"(%6, %392) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %395 = "stablehlo.compare"(%7, %393) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %396 = "stablehlo.and"(%394, %395) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %397 = "stablehlo.select"(%396, %382, %391) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %398 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %399 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %400 = "stablehlo.compare"(%6, %398) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %401 = "stablehlo.compare"(%7, %399) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %402 = "stablehlo.and"(%400, %401) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %403 = "stablehlo.select"(%402, %382, %397) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %404 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %405 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %406 = "stablehlo.compare"(%6, %404) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %407 = "stablehlo.compare"(%7, %405) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %408 = "stablehlo.and"(%406, %407) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %409 = "stablehlo.select"(%408, %384, %403) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %410 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %411 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %412 = "stablehlo.compare"(%6, %410) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %413 = "stablehlo.compare"(%7, %411) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %414 = "stablehlo.and"(%412, %413) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %415 = "stablehlo.select"(%414, %385, %409) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %416 = "stablehlo.dot_general"(%334, %415) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<3x2xf32>, tensor<2x2xf32>) -> tensor<3x2xf32>
    %417 = "stablehlo.dot_general"(%335, %415) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %418 = "stablehlo.slice"(%416) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 3, 1>, strides = array<i64: 1, 1>} : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %419 = "stablehlo.slice"(%416) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 3, 2>, strides = array<i64: 1, 1>} : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %420 = "stablehlo.multiply"(%418, %418) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %421 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %422 = "stablehlo.reduce"(%420, %421) ({
      ^bb0(%423: tensor<f32>, %424: tensor<f32>):
        %425 = "stablehlo.add"(%423, %424) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%425) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %426 = "stablehlo.reshape"(%422) : (tensor<1xf32>) -> tensor<1x1xf32>
    %427 = "stablehlo.multiply"(%419, %419) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %428 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %429 = "stablehlo.reduce"(%427, %428) ({
      ^bb0(%430: tensor<f32>, %431: tensor<f32>):
        %432 = "stablehlo.add"(%430, %431) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%432) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %433 = "stablehlo.reshape"(%429) : (tensor<1xf32>) -> tensor<1x1xf32>
    %434 = "stablehlo.multiply"(%418, %419) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %435 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %436 = "stablehlo.reduce"(%434, %435) ({
      ^bb0(%437: tensor<f32>, %438: tensor<f32>):
        %439 = "stablehlo.add"(%437, %438) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%439) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %440 = "stablehlo.reshape"(%436) : (tensor<1xf32>) -> tensor<1x1xf32>
    %441 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %442 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %443 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %444 = "stablehlo.compare"(%440, %441) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %445 = "stablehlo.select"(%444, %442, %440) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %446 = "stablehlo.subtract"(%433, %426) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %447 = "stablehlo.multiply"(%443, %445) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %448 = "stablehlo.divide"(%446, %447) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %449 = "stablehlo.multiply"(%448, %448) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %450 = "stablehlo.add"(%449, %442) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %451 = "stablehlo.sqrt"(%450) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %452 = "stablehlo.abs"(%448) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %453 = "stablehlo.add"(%452, %451) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %454 = "stablehlo.compare"(%448, %441) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %455 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %456 = "stablehlo.select"(%454, %442, %455) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %457 = "stablehlo.divide"(%456, %453) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %458 = "stablehlo.select"(%444, %441, %457) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %459 = "stablehlo.multiply"(%458, %458) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %460 = "stablehlo.add"(%459, %442) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %461 = "stablehlo.rsqrt"(%460) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %462 = "stablehlo.multiply"(%458, %461) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %463 = "stablehlo.reshape"(%461) : (tensor<1x1xf32>) -> tensor<f32>
    %464 = "stablehlo.broadcast_in_dim"(%463) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %465 = "stablehlo.reshape"(%462) : (tensor<1x1xf32>) -> tensor<f32>
    %466 = "stablehlo.broadcast_in_dim"(%465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %467 = "stablehlo.negate"(%466) : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %468 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %469 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %470 = "stablehlo.compare"(%468, %469) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %471 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %472 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %473 = "stablehlo.select"(%470, %471, %472) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %474 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %475 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %476 = "stablehlo.compare"(%6, %474) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %477 = "stablehlo.compare"(%7, %475) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %478 = "stablehlo.and"(%476, %477) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %479 = "stablehlo.select"(%478, %464, %473) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %480 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %481 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %482 = "stablehlo.compare"(%6, %480) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %483 = "stablehlo.compare"(%7, %481) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %484 = "stablehlo.and"(%482, %483) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %485 = "stablehlo.select"(%484, %464, %479) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %486 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %487 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %488 = "stablehlo.compare"(%6, %486) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %489 = "stablehlo.compare"(%7, %487) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %490 = "stablehlo.and"(%488, %489) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %491 = "stablehlo.select"(%490, %466, %485) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %492 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %493 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %494 = "stablehlo.compare"(%6, %492) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %495 = "stablehlo.compare"(%7, %493) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %496 = "stablehlo.and"(%494, %495) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %497 = "stablehlo.select"(%496, %467, %491) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %498 = "stablehlo.dot_general"(%416, %497) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<3x2xf32>, tensor<2x2xf32>) -> tensor<3x2xf32>
    %499 = "stablehlo.dot_general"(%417, %497) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %500 = "stablehlo.slice"(%498) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 3, 1>, strides = array<i64: 1, 1>} : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %501 = "stablehlo.slice"(%498) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 3, 2>, strides = array<i64: 1, 1>} : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %502 = "stablehlo.multiply"(%500, %500) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %503 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %504 = "stablehlo.reduce"(%502, %503) ({
      ^bb0(%505: tensor<f32>, %506: tensor<f32>):
        %507 = "stablehlo.add"(%505, %506) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%507) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %508 = "stablehlo.reshape"(%504) : (tensor<1xf32>) -> tensor<1x1xf32>
    %509 = "stablehlo.multiply"(%501, %501) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %510 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %511 = "stablehlo.reduce"(%509, %510) ({
      ^bb0(%512: tensor<f32>, %513: tensor<f32>):
        %514 = "stablehlo.add"(%512, %513) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%514) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %515 = "stablehlo.reshape"(%511) : (tensor<1xf32>) -> tensor<1x1xf32>
    %516 = "stablehlo.multiply"(%500, %501) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %517 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %518 = "stablehlo.reduce"(%516, %517) ({
      ^bb0(%519: tensor<f32>, %520: tensor<f32>):
        %521 = "stablehlo.add"(%519, %520) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%521) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %522 = "stablehlo.reshape"(%518) : (tensor<1xf32>) -> tensor<1x1xf32>
    %523 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %524 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %525 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %526 = "stablehlo.compare"(%522, %523) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %527 = "stablehlo.select"(%526, %524, %522) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %528 = "stablehlo.subtract"(%515, %508) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %529 = "stablehlo.multiply"(%525, %527) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %530 = "stablehlo.divide"(%528, %529) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %531 = "stablehlo.multiply"(%530, %530) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %532 = "stablehlo.add"(%531, %524) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %533 = "stablehlo.sqrt"(%532) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %534 = "stablehlo.abs"(%530) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %535 = "stablehlo.add"(%534, %533) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %536 = "stablehlo.compare"(%530, %523) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %537 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %538 = "stablehlo.select"(%536, %524, %537) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %539 = "stablehlo.divide"(%538, %535) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %540 = "stablehlo.select"(%526, %523, %539) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %541 = "stablehlo.multiply"(%540, %540) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %542 = "stablehlo.add"(%541, %524) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %543 = "stablehlo.rsqrt"(%542) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %544 = "stablehlo.multiply"(%540, %543) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %545 = "stablehlo.reshape"(%543) : (tensor<1x1xf32>) -> tensor<f32>
    %546 = "stablehlo.broadcast_in_dim"(%545) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %547 = "stablehlo.reshape"(%544) : (tensor<1x1xf32>) -> tensor<f32>
    %548 = "stablehlo.broadcast_in_dim"(%547) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %549 = "stablehlo.negate"(%548) : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %550 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %551 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %552 = "stablehlo.compare"(%550, %551) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %553 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %554 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %555 = "stablehlo.select"(%552, %553, %554) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %556 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %557 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %558 = "stablehlo.compare"(%6, %556) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %559 = "stablehlo.compare"(%7, %557) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %560 = "stablehlo.and"(%558, %559) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %561 = "stablehlo.select"(%560, %546, %555) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %562 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %563 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %564 = "stablehlo.compare"(%6, %562) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %565 = "stablehlo.compare"(%7, %563) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %566 = "stablehlo.and"(%564, %565) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %567 = "stablehlo.select"(%566, %546, %561) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %568 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %569 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %570 = "stablehlo.compare"(%6, %568) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %571 = "stablehlo.compare"(%7, %569) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %572 = "stablehlo.and"(%570, %571) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %573 = "stablehlo.select"(%572, %548, %567) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %574 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %575 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %576 = "stablehlo.compare"(%6, %574) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %577 = "stablehlo.compare"(%7, %575) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %578 = "stablehlo.and"(%576, %577) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %579 = "stablehlo.select"(%578, %549, %573) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %580 = "stablehlo.dot_general"(%498, %579) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<3x2xf32>, tensor<2x2xf32>) -> tensor<3x2xf32>
    %581 = "stablehlo.dot_general"(%499, %579) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %582 = "stablehlo.slice"(%580) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 3, 1>, strides = array<i64: 1, 1>} : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %583 = "stablehlo.slice"(%580) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 3, 2>, strides = array<i64: 1, 1>} : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %584 = "stablehlo.multiply"(%582, %582) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %585 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %586 = "stablehlo.reduce"(%584, %585) ({
      ^bb0(%587: tensor<f32>, %588: tensor<f32>):
        %589 = "stablehlo.add"(%587, %588) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%589) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %590 = "stablehlo.reshape"(%586) : (tensor<1xf32>) -> tensor<1x1xf32>
    %591 = "stablehlo.multiply"(%583, %583) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %592 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %593 = "stablehlo.reduce"(%591, %592) ({
      ^bb0(%594: tensor<f32>, %595: tensor<f32>):
        %596 = "stablehlo.add"(%594, %595) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%596) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %597 = "stablehlo.reshape"(%593) : (tensor<1xf32>) -> tensor<1x1xf32>
    %598 = "stablehlo.multiply"(%582, %583) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %599 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %600 = "stablehlo.reduce"(%598, %599) ({
      ^bb0(%601: tensor<f32>, %602: tensor<f32>):
        %603 = "stablehlo.add"(%601, %602) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%603) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %604 = "stablehlo.reshape"(%600) : (tensor<1xf32>) -> tensor<1x1xf32>
    %605 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %606 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %607 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %608 = "stablehlo.compare"(%604, %605) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %609 = "stablehlo.select"(%608, %606, %604) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %610 = "stablehlo.subtract"(%597, %590) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %611 = "stablehlo.multiply"(%607, %609) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %612 = "stablehlo.divide"(%610, %611) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %613 = "stablehlo.multiply"(%612, %612) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %614 = "stablehlo.add"(%613, %606) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %615 = "stablehlo.sqrt"(%614) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %616 = "stablehlo.abs"(%612) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %617 = "stablehlo.add"(%616, %615) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %618 = "stablehlo.compare"(%612, %605) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %619 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %620 = "stablehlo.select"(%618, %606, %619) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %621 = "stablehlo.divide"(%620, %617) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %622 = "stablehlo.select"(%608, %605, %621) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %623 = "stablehlo.multiply"(%622, %622) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %624 = "stablehlo.add"(%623, %606) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %625 = "stablehlo.rsqrt"(%624) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %626 = "stablehlo.multiply"(%622, %625) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %627 = "stablehlo.reshape"(%625) : (tensor<1x1xf32>) -> tensor<f32>
    %628 = "stablehlo.broadcast_in_dim"(%627) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %629 = "stablehlo.reshape"(%626) : (tensor<1x1xf32>) -> tensor<f32>
    %630 = "stablehlo.broadcast_in_dim"(%629) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %631 = "stablehlo.negate"(%630) : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %632 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %633 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %634 = "stablehlo.compare"(%632, %633) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %635 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %636 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %637 = "stablehlo.select"(%634, %635, %636) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %638 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %639 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %640 = "stablehlo.compare"(%6, %638) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %641 = "stablehlo.compare"(%7, %639) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %642 = "stablehlo.and"(%640, %641) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %643 = "stablehlo.select"(%642, %628, %637) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %644 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %645 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %646 = "stablehlo.compare"(%6, %644) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %647 = "stablehlo.compare"(%7, %645) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %648 = "stablehlo.and"(%646, %647) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %649 = "stablehlo.select"(%648, %628, %643) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %650 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %651 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %652 = "stablehlo.compare"(%6, %650) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %653 = "stablehlo.compare"(%7, %651) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %654 = "stablehlo.and"(%652, %653) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %655 = "stablehlo.select"(%654, %630, %649) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %656 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %657 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %658 = "stablehlo.compare"(%6, %656) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %659 = "stablehlo.compare"(%7, %657) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %660 = "stablehlo.and"(%658, %659) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %661 = "stablehlo.select"(%660, %631, %655) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %662 = "stablehlo.dot_general"(%580, %661) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<3x2xf32>, tensor<2x2xf32>) -> tensor<3x2xf32>
    %663 = "stablehlo.dot_general"(%581, %661) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %664 = "stablehlo.multiply"(%662, %662) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %665 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %666 = "stablehlo.reduce"(%664, %665) ({
      ^bb0(%667: tensor<f32>, %668: tensor<f32>):
        %669 = "stablehlo.add"(%667, %668) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%669) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x2xf32>, tensor<f32>) -> tensor<2xf32>
    %670 = "stablehlo.reshape"(%666) : (tensor<2xf32>) -> tensor<1x2xf32>
    %671 = "stablehlo.sqrt"(%670) : (tensor<1x2xf32>) -> tensor<1x2xf32>
    %672 = "stablehlo.reshape"(%671) : (tensor<1x2xf32>) -> tensor<2xf32>
    %673 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2xi64>
    %674:2 = "stablehlo.sort"(%672, %673) ({
      ^bb0(%675: tensor<f32>, %676: tensor<f32>, %677: tensor<i64>, %678: tensor<i64>):
        %679 = "stablehlo.compare"(%675, %676) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        "stablehlo.return"(%679) : (tensor<i1>) -> ()
    }) {dimension = 0 : i64, is_stable = true} : (tensor<2xf32>, tensor<2xi64>) -> (tensor<2xf32>, tensor<2xi64>)
    %680 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %681 = "stablehlo.reshape"(%674#1) : (tensor<2xi64>) -> tensor<1x2xi64>
    %682 = "stablehlo.reshape"(%681) : (tensor<1x2xi64>) -> tensor<2xi64>
    %683 = "stablehlo.broadcast_in_dim"(%682) {broadcast_dimensions = array<i64: 1>} : (tensor<2xi64>) -> tensor<2x2xi64>
    %684 = "stablehlo.compare"(%683, %680) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %685 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %686 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %687 = "stablehlo.select"(%684, %685, %686) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %688 = "stablehlo.dot_general"(%662, %687) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<3x2xf32>, tensor<2x2xf32>) -> tensor<3x2xf32>
    %689 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %690 = "stablehlo.reshape"(%674#1) : (tensor<2xi64>) -> tensor<1x2xi64>
    %691 = "stablehlo.reshape"(%690) : (tensor<1x2xi64>) -> tensor<2xi64>
    %692 = "stablehlo.broadcast_in_dim"(%691) {broadcast_dimensions = array<i64: 1>} : (tensor<2xi64>) -> tensor<2x2xi64>
    %693 = "stablehlo.compare"(%692, %689) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %694 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %695 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %696 = "stablehlo.select"(%693, %694, %695) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %697 = "stablehlo.dot_general"(%663, %696) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %698 = "stablehlo.reshape"(%674#0) : (tensor<2xf32>) -> tensor<1x2xf32>
    %699 = "stablehlo.reshape"(%698) : (tensor<1x2xf32>) -> tensor<2xf32>
    %700 = "stablehlo.broadcast_in_dim"(%699) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<3x2xf32>
    %701 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<3x2xf32>} : () -> tensor<3x2xf32>
    %702 = "stablehlo.compare"(%700, %701) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xi1>
    %703 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<3x2xf32>} : () -> tensor<3x2xf32>
    %704 = "stablehlo.select"(%702, %700, %703) : (tensor<3x2xi1>, tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %705 = "stablehlo.divide"(%688, %704) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %706 = "stablehlo.transpose"(%697) {permutation = array<i64: 1, 0>} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    "func.return"(%705, %674#0, %706) : (tensor<3x2xf32>, tensor<2xf32>, tensor<2x2xf32>) -> ()
  }
}
