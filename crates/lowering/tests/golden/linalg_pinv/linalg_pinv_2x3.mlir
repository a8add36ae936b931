module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>) -> (tensor<3x2xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0x34C00000> : tensor<1xf32>} : () -> tensor<1xf32>
    %1 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1xf32>} : () -> tensor<1xf32>
    %2 = "stablehlo.transpose"(%arg0) {permutation = array<i64: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
    %3 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %4 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %5 = "stablehlo.compare"(%3, %4) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %6 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %7 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %8 = "stablehlo.select"(%5, %6, %7) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %9 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %10 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %11 = "stablehlo.slice"(%2) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 3, 1>, strides = array<i64: 1, 1>} : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %12 = "stablehlo.slice"(%2) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 3, 2>, strides = array<i64: 1, 1>} : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %13 = "stablehlo.multiply"(%11, %11) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %14 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %15 = "stablehlo.reduce"(%13, %14) ({
      ^bb0(%16: tensor<f32>, %17: tensor<f32>):
        %18 = "stablehlo.add"(%16, %17) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%18) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %19 = "stablehlo.reshape"(%15) : (tensor<1xf32>) -> tensor<1x1xf32>
    %20 = "stablehlo.multiply"(%12, %12) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %21 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %22 = "stablehlo.reduce"(%20, %21) ({
      ^bb0(%23: tensor<f32>, %24: tensor<f32>):
        %25 = "stablehlo.add"(%23, %24) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%25) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %26 = "stablehlo.reshape"(%22) : (tensor<1xf32>) -> tensor<1x1xf32>
    %27 = "stablehlo.multiply"(%11, %12) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %28 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %29 = "stablehlo.reduce"(%27, %28) ({
      ^bb0(%30: tensor<f32>, %31: tensor<f32>):
        %32 = "stablehlo.add"(%30, %31) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%32) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %33 = "stablehlo.reshape"(%29) : (tensor<1xf32>) -> tensor<1x1xf32>
    %34 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %35 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %36 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %37 = "stablehlo.compare"(%33, %34) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %38 = "stablehlo.select"(%37, %35, %33) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %39 = "stablehlo.subtract"(%26, %19) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %40 = "stablehlo.multiply"(%36, %38) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %41 = "stablehlo.divide"(%39, %40) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %42 = "stablehlo.multiply"(%41, %41) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %43 = "stablehlo.add"(%42, %35) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %44 = "stablehlo.sqrt"(%43) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %45 = "stablehlo.abs"(%41) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %46 = "stablehlo.add"(%45, %44) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %47 = "stablehlo.compare"(%41, %34) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %48 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %49 = "stablehlo.select"(%47, %35, %48) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %50 = "stablehlo.divide"(%49, %46) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %51 = "stablehlo.select"(%37, %34, %50) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %52 = "stablehlo.multiply"(%51, %51) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %53 = "stablehlo.add"(%52, %35) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %54 = "stablehlo.rsqrt"(%53) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %55 = "stablehlo.multiply"(%51, %54) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %56 = "stablehlo.reshape"(%54) : (tensor<1x1xf32>) -> tensor<f32>
    %57 = "stablehlo.broadcast_in_dim"(%56) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %58 = "stablehlo.reshape"(%55) : (tensor<1x1xf32>) -> tensor<f32>
    %59 = "stablehlo.broadcast_in_dim"(%58) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %60 = "stablehlo.negate"(%59) : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %61 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %62 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %63 = "stablehlo.compare"(%61, %62) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %64 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %65 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %66 = "stablehlo.select"(%63, %64, %65) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %67 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %68 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %69 = "stablehlo.compare"(%9, %67) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %70 = "stablehlo.compare"(%10, %68) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %71 = "stablehlo.and"(%69, %70) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %72 = "stablehlo.select"(%71, %57, %66) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %73 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %74 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %75 = "stablehlo.compare"(%9, %73) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %76 = "stablehlo.compare"(%10, %74) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %77 = "stablehlo.and"(%75, %76) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %78 = "stablehlo.select"(%77, %57, %72) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %79 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %80 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %81 = "stablehlo.compare"(%9, %79) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %82 = "stablehlo.compare"(%10, %80) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %83 = "stablehlo.and"(%81, %82) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %84 = "stablehlo.select"(%83, %59, %78) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %85 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %86 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %87 = "stablehlo.compare"(%9, %85) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %88 = "stablehlo.compare"(%10, %86) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %89 = "stablehlo.and"(%87, %88) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %90 = "stablehlo.select"(%89, %60, %84) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %91 = "stablehlo.dot_general"(%2, %90) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<3x2xf32>, tensor<2x2xf32>) -> tensor<3x2xf32>
    %92 = "stablehlo.dot_general"(%8, %90) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %93 = "stablehlo.slice"(%91) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 3, 1>, strides = array<i64: 1, 1>} : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %94 = "stablehlo.slice"(%91) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 3, 2>, strides = array<i64: 1, 1>} : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %95 = "stablehlo.multiply"(%93, %93) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %96 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %97 = "stablehlo.reduce"(%95, %96) ({
      ^bb0(%98: tensor<f32>, %99: tensor<f32>):
        %100 = "stablehlo.add"(%98, %99) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%100) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %101 = "stablehlo.reshape"(%97) : (tensor<1xf32>) -> tensor<1x1xf32>
    %102 = "stablehlo.multiply"(%94, %94) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %103 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %104 = "stablehlo.reduce"(%102, %103) ({
      ^bb0(%105: tensor<f32>, %106: tensor<f32>):
        %107 = "stablehlo.add"(%105, %106) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%107) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %108 = "stablehlo.reshape"(%104) : (tensor<1xf32>) -> tensor<1x1xf32>
    %109 = "stablehlo.multiply"(%93, %94) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %110 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %111 = "stablehlo.reduce"(%109, %110) ({
      ^bb0(%112: tensor<f32>, %113: tensor<f32>):
        %114 = "stablehlo.add"(%112, %113) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%114) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %115 = "stablehlo.reshape"(%111) : (tensor<1xf32>) -> tensor<1x1xf32>
    %116 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %117 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %118 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %119 = "stablehlo.compare"(%115, %116) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %120 = "stablehlo.select"(%119, %117, %115) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %121 = "stablehlo.subtract"(%108, %101) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %122 = "stablehlo.multiply"(%118, %120) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %123 = "stablehlo.divide"(%121, %122) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %124 = "stablehlo.multiply"(%123, %123) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %125 = "stablehlo.add"(%124, %117) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %126 = "stablehlo.sqrt"(%125) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %127 = "stablehlo.abs"(%123) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %128 = "stablehlo.add"(%127, %126) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %129 = "stablehlo.compare"(%123, %116) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %130 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %131 = "stablehlo.select"(%129, %117, %130) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %132 = "stablehlo.divide"(%131, %128) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %133 = "stablehlo.select"(%119, %116, %132) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %134 = "stablehlo.multiply"(%133, %133) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %135 = "stablehlo.add"(%134, %117) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %136 = "stablehlo.rsqrt"(%135) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %137 = "stablehlo.multiply"(%133, %136) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %138 = "stablehlo.reshape"(%136) : (tensor<1x1xf32>) -> tensor<f32>
    %139 = "stablehlo.broadcast_in_dim"(%138) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %140 = "stablehlo.reshape"(%137) : (tensor<1x1xf32>) -> tensor<f32>
    %141 = "stablehlo.broadcast_in_dim"(%140) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %142 = "stablehlo.negate"(%141) : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %143 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %144 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %145 = "stablehlo.compare"(%143, %144) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %146 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %147 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %148 = "stablehlo.select"(%145, %146, %147) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %149 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %150 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %151 = "stablehlo.compare"(%9, %149) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %152 = "stablehlo.compare"(%10, %150) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %153 = "stablehlo.and"(%151, %152) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %154 = "stablehlo.select"(%153, %139, %148) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %155 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %156 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %157 = "stablehlo.compare"(%9, %155) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %158 = "stablehlo.compare"(%10, %156) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %159 = "stablehlo.and"(%157, %158) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %160 = "stablehlo.select"(%159, %139, %154) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %161 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %162 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %163 = "stablehlo.compare"(%9, %161) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %164 = "stablehlo.compare"(%10, %162) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %165 = "stablehlo.and"(%163, %164) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %166 = "stablehlo.select"(%165, %141, %160) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %167 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %168 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %169 = "stablehlo.compare"(%9, %167) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %170 = "stablehlo.compare"(%10, %168) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %171 = "stablehlo.and"(%169, %170) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %172 = "stablehlo.select"(%171, %142, %166) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %173 = "stablehlo.dot_general"(%91, %172) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<3x2xf32>, tensor<2x2xf32>) -> tensor<3x2xf32>
    %174 = "stablehlo.dot_general"(%92, %172) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %175 = "stablehlo.slice"(%173) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 3, 1>, strides = array<i64: 1, 1>} : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %176 = "stablehlo.slice"(%173) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 3, 2>, strides = array<i64: 1, 1>} : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %177 = "stablehlo.multiply"(%175, %175) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %178 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %179 = "stablehlo.reduce"(%177, %178) ({
      ^bb0(%180: tensor<f32>, %181: tensor<f32>):
        %182 = "stablehlo.add"(%180, %181) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%182) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %183 = "stablehlo.reshape"(%179) : (tensor<1xf32>) -> tensor<1x1xf32>
    %184 = "stablehlo.multiply"(%176, %176) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %185 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %186 = "stablehlo.reduce"(%184, %185) ({
      ^bb0(%187: tensor<f32>, %188: tensor<f32>):
        %189 = "stablehlo.add"(%187, %188) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%189) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %190 = "stablehlo.reshape"(%186) : (tensor<1xf32>) -> tensor<1x1xf32>
    %191 = "stablehlo.multiply"(%175, %176) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %192 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %193 = "stablehlo.reduce"(%191, %192) ({
      ^bb0(%194: tensor<f32>, %195: tensor<f32>):
        %196 = "stablehlo.add"(%194, %195) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%196) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %197 = "stablehlo.reshape"(%193) : (tensor<1xf32>) -> tensor<1x1xf32>
    %198 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %199 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %200 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %201 = "stablehlo.compare"(%197, %198) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %202 = "stablehlo.select"(%201, %199, %197) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %203 = "stablehlo.subtract"(%190, %183) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %204 = "stablehlo.multiply"(%200, %202) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %205 = "stablehlo.divide"(%203, %204) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %206 = "stablehlo.multiply"(%205, %205) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %207 = "stablehlo.add"(%206, %199) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %208 = "stablehlo.sqrt"(%207) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %209 = "stablehlo.abs"(%205) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %210 = "stablehlo.add"(%209, %208) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %211 = "stablehlo.compare"(%205, %198) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %212 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %213 = "stablehlo.select"(%211, %199, %212) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %214 = "stablehlo.divide"(%213, %210) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %215 = "stablehlo.select"(%201, %198, %214) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %216 = "stablehlo.multiply"(%215, %215) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %217 = "stablehlo.add"(%216, %199) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %218 = "stablehlo.rsqrt"(%217) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %219 = "stablehlo.multiply"(%215, %218) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %220 = "stablehlo.reshape"(%218) : (tensor<1x1xf32>) -> tensor<f32>
    %221 = "stablehlo.broadcast_in_dim"(%220) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %222 = "stablehlo.reshape"(%219) : (tensor<1x1xf32>) -> tensor<f32>
    %223 = "stablehlo.broadcast_in_dim"(%222) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %224 = "stablehlo.negate"(%223) : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %225 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %226 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %227 = "stablehlo.compare"(%225, %226) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %228 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %229 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %230 = "stablehlo.select"(%227, %228, %229) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %231 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %232 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %233 = "stablehlo.compare"(%9, %231) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %234 = "stablehlo.compare"(%10, %232) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %235 = "stablehlo.and"(%233, %234) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %236 = "stablehlo.select"(%235, %221, %230) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %237 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %238 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %239 = "stablehlo.compare"(%9, %237) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %240 = "stablehlo.compare"(%10, %238) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %241 = "stablehlo.and"(%239, %240) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %242 = "stablehlo.select"(%241, %221, %236) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %243 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %244 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %245 = "stablehlo.compare"(%9, %243) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %246 = "stablehlo.compare"(%10, %244) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %247 = "stablehlo.and"(%245, %246) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %248 = "stablehlo.select"(%247, %223, %242) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %249 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %250 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %251 = "stablehlo.compare"(%9, %249) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %252 = "stablehlo.compare"(%10, %250) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %253 = "stablehlo.and"(%251, %252) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %254 = "stablehlo.select"(%253, %224, %248) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %255 = "stablehlo.dot_general"(%173, %254) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<3x2xf32>, tensor<2x2xf32>) -> tensor<3x2xf32>
    %256 = "stablehlo.dot_general"(%174, %254) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %257 = "stablehlo.slice"(%255) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 3, 1>, strides = array<i64: 1, 1>} : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %258 = "stablehlo.slice"(%255) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 3, 2>, strides = array<i64: 1, 1>} : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %259 = "stablehlo.multiply"(%257, %257) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %260 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %261 = "stablehlo.reduce"(%259, %260) ({
      ^bb0(%262: tensor<f32>, %263: tensor<f32>):
        %264 = "stablehlo.add"(%262, %263) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%264) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %265 = "stablehlo.reshape"(%261) : (tensor<1xf32>) -> tensor<1x1xf32>
    %266 = "stablehlo.multiply"(%258, %258) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %267 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %268 = "stablehlo.reduce"(%266, %267) ({
      ^bb0(%269: tensor<f32>, %270: tensor<f32>):
        %271 = "stablehlo.add"(%269, %270) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%271) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %272 = "stablehlo.reshape"(%268) : (tensor<1xf32>) -> tensor<1x1xf32>
    %273 = "stablehlo.multiply"(%257, %258) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %274 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %275 = "stablehlo.reduce"(%273, %274) ({
      ^bb0(%276: tensor<f32>, %277: tensor<f32>):
        %278 = "stablehlo.add"(%276, %277) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%278) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %279 = "stablehlo.reshape"(%275) : (tensor<1xf32>) -> tensor<1x1xf32>
    %280 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %281 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %282 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %283 = "stablehlo.compare"(%279, %280) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %284 = "stablehlo.select"(%283, %281, %279) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %285 = "stablehlo.subtract"(%272, %265) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %286 = "stablehlo.multiply"(%282, %284) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %287 = "stablehlo.divide"(%285, %286) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %288 = "stablehlo.multiply"(%287, %287) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %289 = "stablehlo.add"(%288, %281) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %290 = "stablehlo.sqrt"(%289) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %291 = "stablehlo.abs"(%287) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %292 = "stablehlo.add"(%291, %290) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %293 = "stablehlo.compare"(%287, %280) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %294 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %295 = "stablehlo.select"(%293, %281, %294) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %296 = "stablehlo.divide"(%295, %292) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %297 = "stablehlo.select"(%283, %280, %296) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %298 = "stablehlo.multiply"(%297, %297) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %299 = "stablehlo.add"(%298, %281) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %300 = "stablehlo.rsqrt"(%299) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %301 = "stablehlo.multiply"(%297, %300) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %302 = "stablehlo.reshape"(%300) : (tensor<1x1xf32>) -> tensor<f32>
    %303 = "stablehlo.broadcast_in_dim"(%302) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %304 = "stablehlo.reshape"(%301) : (tensor<1x1xf32>) -> tensor<f32>
    %305 = "stablehlo.broadcast_in_dim"(%304) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %306 = "stablehlo.negate"(%305) : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %307 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %308 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %309 = "stablehlo.compare"(%307, %308) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %310 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %311 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %312 = "stablehlo.select"(%309, %310, %311) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %313 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %314 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %315 = "stablehlo.compare"(%9, %313) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %316 = "stablehlo.compare"(%10, %314) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %317 = "stablehlo.and"(%315, %316) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %318 = "stablehlo.select"(%317, %303, %312) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %319 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %320 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %321 = "stablehlo.compare"(%9, %319) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %322 = "stablehlo.compare"(%10, %320) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %323 = "stablehlo.and"(%321, %322) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %324 = "stablehlo.select"(%323, %303, %318) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %325 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %326 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %327 = "stablehlo.compare"(%9, %325) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %328 = "stablehlo.compare"(%10, %326) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %329 = "stablehlo.and"(%327, %328) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %330 = "stablehlo.select"(%329, %305, %324) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %331 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %332 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %333 = "stablehlo.compare"(%9, %331) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %334 = "stablehlo.compare"(%10, %332) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %335 = "stablehlo.and"(%333, %334) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %336 = "stablehlo.select"(%335, %306, %330) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %337 = "stablehlo.dot_general"(%255, %336) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<3x2xf32>, tensor<2x2xf32>) -> tensor<3x2xf32>
    %338 = "stablehlo.dot_general"(%256, %336) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %339 = "stablehlo.slice"(%337) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 3, 1>, strides = array<i64: 1, 1>} : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %340 = "stablehlo.slice"(%337) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 3, 2>, strides = array<i64: 1, 1>} : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %341 = "stablehlo.multiply"(%339, %339) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %342 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %343 = "stablehlo.reduce"(%341, %342) ({
      ^bb0(%344: tensor<f32>, %345: tensor<f32>):
        %346 = "stablehlo.add"(%344, %345) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%346) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %347 = "stablehlo.reshape"(%343) : (tensor<1xf32>) -> tensor<1x1xf32>
    %348 = "stablehlo.multiply"(%340, %340) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %349 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %350 = "stablehlo.reduce"(%348, %349) ({
      ^bb0(%351: tensor<f32>, %352: tensor<f32>):
        %353 = "stablehlo.add"(%351, %352) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%353) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %354 = "stablehlo.reshape"(%350) : (tensor<1xf32>) -> tensor<1x1xf32>
    %355 = "stablehlo.multiply"(%339, %340) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %356 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %357 = "stablehlo.reduce"(%355, %356) ({
      ^bb0(%358: tensor<f32>, %359: tensor<f32>):
        %360 = "stablehlo.add"(%358, %359) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%360) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %361 = "stablehlo.reshape"(%357) : (tensor<1xf32>) -> tensor<1x1xf32>
    %362 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %363 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %364 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %365 = "stablehlo.compare"(%361, %362) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %366 = "stablehlo.select"(%365, %363, %361) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %367 = "stablehlo.subtract"(%354, %347) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %368 = "stablehlo.multiply"(%364, %366) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %369 = "stablehlo.divide"(%367, %368) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %370 = "stablehlo.multiply"(%369, %369) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %371 = "stablehlo.add"(%370, %363) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %372 = "stablehlo.sqrt"(%371) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %373 = "stablehlo.abs"(%369) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %374 = "stablehlo.add"(%373, %372) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %375 = "stablehlo.compare"(%369, %362) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %376 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %377 = "stablehlo.select"(%375, %363, %376) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %378 = "stablehlo.divide"(%377, %374) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %379 = "stablehlo.select"(%365, %362, %378) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %380 = "stablehlo.multiply"(%379, %379) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %381 = "stablehlo.add"(%380, %363) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %382 = "stablehlo.rsqrt"(%381) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %383 = "stablehlo.multiply"(%379, %382) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %384 = "stablehlo.reshape"(%382) : (tensor<1x1xf32>) -> tensor<f32>
    %385 = "stablehlo.broadcast_in_dim"(%384) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %386 = "stablehlo.reshape"(%383) : (tensor<1x1xf32>) -> tensor<f32>
    %387 = "stablehlo.broadcast_in_dim"(%386) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %388 = "stablehlo.negate"(%387) : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %389 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %390 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %391 = "stablehlo.compare"(%389, %390) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %392 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %393 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %394 = "stablehlo.select"(%391, %392, %393) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %395 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %396 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %397 = "stablehlo.compare"(%9, %395) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %398 = "stablehlo.compare"(%10, %396) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %399 = "stablehlo.and"(%397, %398) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %400 = "stablehlo.select"(%399, %385, %394) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %401 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %402 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %403 = "stablehlo.compare"(%9, %401) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %404 = "stablehlo.compare"(%10, %402) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %405 = "stablehlo.and"(%403, %404) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %406 = "stablehlo.select"(%405, %385, %400) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %407 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %408 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %409 = "stablehlo.compare"(%9, %407) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %410 = "stablehlo.compare"(%10, %408) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %411 = "stablehlo.and"(%409, %410) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %412 = "stablehlo.select"(%411, %387, %406) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %413 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %414 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %415 = "stablehlo.compare"(%9, %413) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %416 = "stablehlo.compare"(%10, %414) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %417 = "stablehlo.and"(%415, %416) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %418 = "stablehlo.select"(%417, %388, %412) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %419 = "stablehlo.dot_general"(%337, %418) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<3x2xf32>, tensor<2x2xf32>) -> tensor<3x2xf32>
    %420 = "stablehlo.dot_general"(%338, %418) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %421 = "stablehlo.slice"(%419) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 3, 1>, strides = array<i64: 1, 1>} : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %422 = "stablehlo.slice"(%419) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 3, 2>, strides = array<i64: 1, 1>} : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %423 = "stablehlo.multiply"(%421, %421) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %424 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %425 = "stablehlo.reduce"(%423, %424) ({
      ^bb0(%426: tensor<f32>, %427: tensor<f32>):
        %428 = "stablehlo.add"(%426, %427) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%428) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %429 = "stablehlo.reshape"(%425) : (tensor<1xf32>) -> tensor<1x1xf32>
    %430 = "stablehlo.multiply"(%422, %422) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %431 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %432 = "stablehlo.reduce"(%430, %431) ({
      ^bb0(%433: tensor<f32>, %434: tensor<f32>):
        %435 = "stablehlo.add"(%433, %434) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%435) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %436 = "stablehlo.reshape"(%432) : (tensor<1xf32>) -> tensor<1x1xf32>
    %437 = "stablehlo.multiply"(%421, %422) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %438 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %439 = "stablehlo.reduce"(%437, %438) ({
      ^bb0(%440: tensor<f32>, %441: tensor<f32>):
        %442 = "stablehlo.add"(%440, %441) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%442) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %443 = "stablehlo.reshape"(%439) : (tensor<1xf32>) -> tensor<1x1xf32>
    %444 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %445 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %446 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %447 = "stablehlo.compare"(%443, %444) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %448 = "stablehlo.select"(%447, %445, %443) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %449 = "stablehlo.subtract"(%436, %429) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %450 = "stablehlo.multiply"(%446, %448) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %451 = "stablehlo.divide"(%449, %450) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %452 = "stablehlo.multiply"(%451, %451) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %453 = "stablehlo.add"(%452, %445) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %454 = "stablehlo.sqrt"(%453) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %455 = "stablehlo.abs"(%451) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %456 = "stablehlo.add"(%455, %454) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %457 = "stablehlo.compare"(%451, %444) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %458 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %459 = "stablehlo.select"(%457, %445, %458) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %460 = "stablehlo.divide"(%459, %456) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %461 = "stablehlo.select"(%447, %444, %460) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %462 = "stablehlo.multiply"(%461, %461) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %463 = "stablehlo.add"(%462, %445) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %464 = "stablehlo.rsqrt"(%463) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %465 = "stablehlo.multiply"(%461, %464) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %466 = "stablehlo.reshape"(%464) : (tensor<1x1xf32>) -> tensor<f32>
    %467 = "stablehlo.broadcast_in_dim"(%466) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %468 = "stablehlo.reshape"(%465) : (tensor<1x1xf32>) -> tensor<f32>
    %469 = "stablehlo.broadcast_in_dim"(%468) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %470 = "stablehlo.negate"(%469) : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %471 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %472 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %473 = "stablehlo.compare"(%471, %472) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %474 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %475 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %476 = "stablehlo.select"(%473, %474, %475) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %477 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %478 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %479 = "stablehlo.compare"(%9, %477) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %480 = "stablehlo.compare"(%10, %478) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %481 = "stablehlo.and"(%479, %480) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %482 = "stablehlo.select"(%481, %467, %476) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %483 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %484 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %485 = "stablehlo.compare"(%9, %483) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %486 = "stablehlo.compare"(%10, %484) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %487 = "stablehlo.and"(%485, %486) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %488 = "stablehlo.select"(%487, %467, %482) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %489 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %490 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %491 = "stablehlo.compare"(%9, %489) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %492 = "stablehlo.compare"(%10, %490) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %493 = "stablehlo.and"(%491, %492) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %494 = "stablehlo.select"(%493, %469, %488) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %495 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %496 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %497 = "stablehlo.compare"(%9, %495) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %498 = "stablehlo.compare"(%10, %496) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %499 = "stablehlo.and"(%497, %498) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %500 = "stablehlo.select"(%499, %470, %494) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %501 = "stablehlo.dot_general"(%419, %500) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<3x2xf32>, tensor<2x2xf32>) -> tensor<3x2xf32>
    %502 = "stablehlo.dot_general"(%420, %500) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %503 = "stablehlo.slice"(%501) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 3, 1>, strides = array<i64: 1, 1>} : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %504 = "stablehlo.slice"(%501) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 3, 2>, strides = array<i64: 1, 1>} : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %505 = "stablehlo.multiply"(%503, %503) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %506 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %507 = "stablehlo.reduce"(%505, %506) ({
      ^bb0(%508: tensor<f32>, %509: tensor<f32>):
        %510 = "stablehlo.add"(%508, %509) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%510) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %511 = "stablehlo.reshape"(%507) : (tensor<1xf32>) -> tensor<1x1xf32>
    %512 = "stablehlo.multiply"(%504, %504) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %513 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %514 = "stablehlo.reduce"(%512, %513) ({
      ^bb0(%515: tensor<f32>, %516: tensor<f32>):
        %517 = "stablehlo.add"(%515, %516) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%517) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %518 = "stablehlo.reshape"(%514) : (tensor<1xf32>) -> tensor<1x1xf32>
    %519 = "stablehlo.multiply"(%503, %504) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %520 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %521 = "stablehlo.reduce"(%519, %520) ({
      ^bb0(%522: tensor<f32>, %523: tensor<f32>):
        %524 = "stablehlo.add"(%522, %523) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%524) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %525 = "stablehlo.reshape"(%521) : (tensor<1xf32>) -> tensor<1x1xf32>
    %526 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %527 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %528 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %529 = "stablehlo.compare"(%525, %526) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %530 = "stablehlo.select"(%529, %527, %525) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %531 = "stablehlo.subtract"(%518, %511) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %532 = "stablehlo.multiply"(%528, %530) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %533 = "stablehlo.divide"(%531, %532) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %534 = "stablehlo.multiply"(%533, %533) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %535 = "stablehlo.add"(%534, %527) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %536 = "stablehlo.sqrt"(%535) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %537 = "stablehlo.abs"(%533) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %538 = "stablehlo.add"(%537, %536) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %539 = "stablehlo.compare"(%533, %526) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %540 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %541 = "stablehlo.select"(%539, %527, %540) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %542 = "stablehlo.divide"(%541, %538) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %543 = "stablehlo.select"(%529, %526, %542) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %544 = "stablehlo.multiply"(%543, %543) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %545 = "stablehlo.add"(%544, %527) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %546 = "stablehlo.rsqrt"(%545) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %547 = "stablehlo.multiply"(%543, %546) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %548 = "stablehlo.reshape"(%546) : (tensor<1x1xf32>) -> tensor<f32>
    %549 = "stablehlo.broadcast_in_dim"(%548) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %550 = "stablehlo.reshape"(%547) : (tensor<1x1xf32>) -> tensor<f32>
    %551 = "stablehlo.broadcast_in_dim"(%550) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %552 = "stablehlo.negate"(%551) : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %553 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %554 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %555 = "stablehlo.compare"(%553, %554) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %556 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %557 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %558 = "stablehlo.select"(%555, %556, %557) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %559 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %560 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %561 = "stablehlo.compare"(%9, %559) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %562 = "stablehlo.compare"(%10, %560) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %563 = "stablehlo.and"(%561, %562) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %564 = "stablehlo.select"(%563, %549, %558) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %565 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %566 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %567 = "stablehlo.compare"(%9, %565) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %568 = "stablehlo.compare"(%10, %566) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %569 = "stablehlo.and"(%567, %568) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %570 = "stablehlo.select"(%569, %549, %564) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %571 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %572 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %573 = "stablehlo.compare"(%9, %571) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %574 = "stablehlo.compare"(%10, %572) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %575 = "stablehlo.and"(%573, %574) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %576 = "stablehlo.select"(%575, %551, %570) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %577 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %578 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %579 = "stablehlo.compare"(%9, %577) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %580 = "stablehlo.compare"(%10, %578) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %581 = "stablehlo.and"(%579, %580) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %582 = "stablehlo.select"(%581, %552, %576) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %583 = "stablehlo.dot_general"(%501, %582) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<3x2xf32>, tensor<2x2xf32>) -> tensor<3x2xf32>
    %584 = "stablehlo.dot_general"(%502, %582) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %585 = "stablehlo.slice"(%583) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 3, 1>, strides = array<i64: 1, 1>} : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %586 = "stablehlo.slice"(%583) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 3, 2>, strides = array<i64: 1, 1>} : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %587 = "stablehlo.multiply"(%585, %585) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %588 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %589 = "stablehlo.reduce"(%587, %588) ({
      ^bb0(%590: tensor<f32>, %591: tensor<f32>):
        %592 = "stablehlo.add"(%590, %591) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%592) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %593 = "stablehlo.reshape"(%589) : (tensor<1xf32>) -> tensor<1x1xf32>
    %594 = "stablehlo.multiply"(%586, %586) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %595 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %596 = "stablehlo.reduce"(%594, %595) ({
      ^bb0(%597: tensor<f32>, %598: tensor<f32>):
        %599 = "stablehlo.add"(%597, %598) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%599) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %600 = "stablehlo.reshape"(%596) : (tensor<1xf32>) -> tensor<1x1xf32>
    %601 = "stablehlo.multiply"(%585, %586) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %602 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %603 = "stablehlo.reduce"(%601, %602) ({
      ^bb0(%604: tensor<f32>, %605: tensor<f32>):
        %606 = "stablehlo.add"(%604, %605) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%606) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %607 = "stablehlo.reshape"(%603) : (tensor<1xf32>) -> tensor<1x1xf32>
    %608 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %609 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %610 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %611 = "stablehlo.compare"(%607, %608) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %612 = "stablehlo.select"(%611, %609, %607) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %613 = "stablehlo.subtract"(%600, %593) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %614 = "stablehlo.multiply"(%610, %612) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %615 = "stablehlo.divide"(%613, %614) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %616 = "stablehlo.multiply"(%615, %615) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %617 = "stablehlo.add"(%616, %609) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %618 = "stablehlo.sqrt"(%617) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %619 = "stablehlo.abs"(%615) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %620 = "stablehlo.add"(%619, %618) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %621 = "stablehlo.compare"(%615, %608) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %622 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %623 = "stablehlo.select"(%621, %609, %622) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %624 = "stablehlo.divide"(%623, %620) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %625 = "stablehlo.select"(%611, %608, %624) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %626 = "stablehlo.multiply"(%625, %625) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %627 = "stablehlo.add"(%626, %609) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %628 = "stablehlo.rsqrt"(%627) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %629 = "stablehlo.multiply"(%625, %628) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %630 = "stablehlo.reshape"(%628) : (tensor<1x1xf32>) -> tensor<f32>
    %631 = "stablehlo.broadcast_in_dim"(%630) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %632 = "stablehlo.reshape"(%629) : (tensor<1x1xf32>) -> tensor<f32>
    %633 = "stablehlo.broadcast_in_dim"(%632) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %634 = "stablehlo.negate"(%633) : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %635 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %636 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %637 = "stablehlo.compare"(%635, %636) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %638 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %639 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %640 = "stablehlo.select"(%637, %638, %639) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %641 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %642 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %643 = "stablehlo.compare"(%9, %641) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %644 = "stablehlo.compare"(%10, %642) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %645 = "stablehlo.and"(%643, %644) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %646 = "stablehlo.select"(%645, %631, %640) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %647 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %648 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %649 = "stablehlo.compare"(%9, %647) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %650 = "stablehlo.compare"(%10, %648) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %651 = "stablehlo.and"(%649, %650) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %652 = "stablehlo.select"(%651, %631, %646) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %653 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %654 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %655 = "stablehlo.compare"(%9, %653) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %656 = "stablehlo.compare"(%10, %654) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %657 = "stablehlo.and"(%655, %656) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %658 = "stablehlo.select"(%657, %633, %652) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %659 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %660 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %661 = "stablehlo.compare"(%9, %659) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %662 = "stablehlo.compare"(%10, %660) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %663 = "stablehlo.and"(%661, %662) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %664 = "stablehlo.select"(%663, %634, %658) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %665 = "stablehlo.dot_general"(%583, %664) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<3x2xf32>, tensor<2x2xf32>) -> tensor<3x2xf32>
    %666 = "stablehlo.dot_general"(%584, %664) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %667 = "stablehlo.multiply"(%665, %665) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %668 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %669 = "stablehlo.reduce"(%667, %668) ({
      ^bb0(%670: tensor<f32>, %671: tensor<f32>):
        %672 = "stablehlo.add"(%670, %671) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%672) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x2xf32>, tensor<f32>) -> tensor<2xf32>
    %673 = "stablehlo.reshape"(%669) : (tensor<2xf32>) -> tensor<1x2xf32>
    %674 = "stablehlo.sqrt"(%673) : (tensor<1x2xf32>) -> tensor<1x2xf32>
    %675 = "stablehlo.reshape"(%674) : (tensor<1x2xf32>) -> tensor<2xf32>
    %676 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2xi64>
    %677:2 = "stablehlo.sort"(%675, %676) ({
      ^bb0(%678: tensor<f32>, %679: tensor<f32>, %680: tensor<i64>, %681: tensor<i64>):
        %682 = "stablehlo.compare"(%678, %679) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        "stablehlo.return"(%682) : (tensor<i1>) -> ()
    }) {dimension = 0 : i64, is_stable = true} : (tensor<2xf32>, tensor<2xi64>) -> (tensor<2xf32>, tensor<2xi64>)
    %683 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %684 = "stablehlo.reshape"(%677#1) : (tensor<2xi64>) -> tensor<1x2xi64>
    %685 = "stablehlo.reshape"(%684) : (tensor<1x2xi64>) -> tensor<2xi64>
    %686 = "stablehlo.broadcast_in_dim"(%685) {broadcast_dimensions = array<i64: 1>} : (tensor<2xi64>) -> tensor<2x2xi64>
    %687 = "stablehlo.compare"(%686, %683) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %688 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %689 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %690 = "stablehlo.select"(%687, %688, %689) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %691 = "stablehlo.dot_general"(%665, %690) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<3x2xf32>, tensor<2x2xf32>) -> tensor<3x2xf32>
    %692 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %693 = "stablehlo.reshape"(%677#1) : (tensor<2xi64>) -> tensor<1x2xi64>
    %694 = "stablehlo.reshape"(%693) : (tensor<1x2xi64>) -> tensor<2xi64>
    %695 = "stablehlo.broadcast_in_dim"(%694) {broadcast_dimensions = array<i64: 1>} : (tensor<2xi64>) -> tensor<2x2xi64>
    %696 = "stablehlo.compare"(%695, %692) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %697 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %698 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %699 = "stablehlo.select"(%696, %697, %698) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %700 = "stablehlo.dot_general"(%666, %699) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %701 = "stablehlo.reshape"(%677#0) : (tensor<2xf32>) -> tensor<1x2xf32>
    %702 = "stablehlo.reshape"(%701) : (tensor<1x2xf32>) -> tensor<2xf32>
    %703 = "stablehlo.broadcast_in_dim"(%702) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<3x2xf32>
    %704 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<3x2xf32>} : () -> tensor<3x2xf32>
    %705 = "stablehlo.compare"(%703, %704) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xi1>
    %706 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<3x2xf32>} : () -> tensor<3x2xf32>
    %707 = "stablehlo.select"(%705, %703, %706) : (tensor<3x2xi1>, tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %708 = "stablehlo.divide"(%691, %707) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %709 = "stablehlo.transpose"(%708) {permutation = array<i64: 1, 0>} : (tensor<3x2xf32>) -> tensor<2x3xf32>
    %710 = "stablehlo.transpose"(%709) {permutation = array<i64: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
    %711 = "stablehlo.transpose"(%700) {permutation = array<i64: 1, 0>} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %712 = "stablehlo.abs"(%677#0) : (tensor<2xf32>) -> tensor<2xf32>
    %713 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %714 = "stablehlo.reduce"(%712, %713) ({
      ^bb0(%715: tensor<f32>, %716: tensor<f32>):
        %717 = "stablehlo.maximum"(%715, %716) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%717) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %718 = "stablehlo.reshape"(%714) : (tensor<f32>) -> tensor<1xf32>
    %719 = "stablehlo.multiply"(%0, %718) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %720 = "stablehlo.maximum"(%1, %719) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %721 = "stablehlo.reshape"(%720) : (tensor<1xf32>) -> tensor<f32>
    %722 = "stablehlo.broadcast_in_dim"(%721) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %723 = "stablehlo.compare"(%712, %722) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %724 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2xf32>} : () -> tensor<2xf32>
    %725 = "stablehlo.divide"(%724, %677#0) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %726 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2xf32>} : () -> tensor<2xf32>
    %727 = "stablehlo.select"(%723, %725, %726) : (tensor<2xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %728 = "stablehlo.reshape"(%727) : (tensor<2xf32>) -> tensor<1x2xf32>
    %729 = "stablehlo.reshape"(%728) : (tensor<1x2xf32>) -> tensor<2xf32>
    %730 = "stablehlo.broadcast_in_dim"(%729) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<3x2xf32>
    %731 = "stablehlo.multiply"(%710, %730) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %732 = "stablehlo.dot_general"(%731, %711) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<3x2xf32>, tensor<2x2xf32>) -> tensor<3x2xf32>
    "func.return"(%732) : (tensor<3x2xf32>) -> ()
  }
}
