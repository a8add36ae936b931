module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x2xf32>) -> (tensor<3x2xf32>, tensor<2x2xf32>) {
    %0 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<3x2xi64>
    %1 = "stablehlo.slice"(%arg0) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 3, 1>, strides = array<i64: 1, 1>} : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %2 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x1xi64>
    %3 = "stablehlo.constant"() {value = dense<0> : tensor<3x1xi64>} : () -> tensor<3x1xi64>
    %4 = "stablehlo.compare"(%2, %3) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi1>
    %5 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x1xi64>
    %6 = "stablehlo.constant"() {value = dense<0> : tensor<3x1xi64>} : () -> tensor<3x1xi64>
    %7 = "stablehlo.compare"(%5, %6) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi1>
    %8 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<3x1xf32>} : () -> tensor<3x1xf32>
    %9 = "stablehlo.select"(%7, %1, %8) : (tensor<3x1xi1>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %10 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %11 = "stablehlo.reduce"(%9, %10) ({
      ^bb0(%12: tensor<f32>, %13: tensor<f32>):
        %14 = "stablehlo.add"(%12, %13) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%14) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %15 = "stablehlo.reshape"(%11) : (tensor<1xf32>) -> tensor<1x1xf32>
    %16 = "stablehlo.multiply"(%1, %1) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %17 = "stablehlo.select"(%4, %16, %8) : (tensor<3x1xi1>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %18 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %19 = "stablehlo.reduce"(%17, %18) ({
      ^bb0(%20: tensor<f32>, %21: tensor<f32>):
        %22 = "stablehlo.add"(%20, %21) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%22) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %23 = "stablehlo.reshape"(%19) : (tensor<1xf32>) -> tensor<1x1xf32>
    %24 = "stablehlo.multiply"(%15, %15) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %25 = "stablehlo.add"(%24, %23) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %26 = "stablehlo.sqrt"(%25) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %27 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %28 = "stablehlo.compare"(%15, %27) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %29 = "stablehlo.negate"(%26) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %30 = "stablehlo.select"(%28, %29, %26) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %31 = "stablehlo.compare"(%23, %27) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %32 = "stablehlo.select"(%31, %15, %30) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %33 = "stablehlo.subtract"(%30, %15) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %34 = "stablehlo.divide"(%33, %30) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %35 = "stablehlo.select"(%31, %27, %34) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %36 = "stablehlo.subtract"(%15, %30) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %37 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %38 = "stablehlo.divide"(%37, %36) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %39 = "stablehlo.select"(%31, %27, %38) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %40 = "stablehlo.reshape"(%39) : (tensor<1x1xf32>) -> tensor<1xf32>
    %41 = "stablehlo.broadcast_in_dim"(%40) {broadcast_dimensions = array<i64: 1>} : (tensor<1xf32>) -> tensor<3x1xf32>
    %42 = "stablehlo.multiply"(%1, %41) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %43 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<3x1xf32>} : () -> tensor<3x1xf32>
    %44 = "stablehlo.select"(%7, %43, %8) : (tensor<3x1xi1>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %45 = "stablehlo.select"(%4, %42, %44) : (tensor<3x1xi1>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %46 = "stablehlo.reshape"(%45) : (tensor<3x1xf32>) -> tensor<3xf32>
    %47 = "stablehlo.broadcast_in_dim"(%46) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3x2xf32>
    %48 = "stablehlo.multiply"(%47, %arg0) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %49 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %50 = "stablehlo.reduce"(%48, %49) ({
      ^bb0(%51: tensor<f32>, %52: tensor<f32>):
        %53 = "stablehlo.add"(%51, %52) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%53) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x2xf32>, tensor<f32>) -> tensor<2xf32>
    %54 = "stablehlo.reshape"(%50) : (tensor<2xf32>) -> tensor<1x2xf32>
    %55 = "stablehlo.reshape"(%54) : (tensor<1x2xf32>) -> tensor<2xf32>
    %56 = "stablehlo.broadcast_in_dim"(%55) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<3x2xf32>
    %57 = "stablehlo.reshape"(%35) : (tensor<1x1xf32>) -> tensor<f32>
    %58 = "stablehlo.broadcast_in_dim"(%57) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x2xf32>
    %59 = "stablehlo.multiply"(%47, %56) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %60 = "stablehlo.multiply"(%58, %59) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %61 = "stablehlo.subtract"(%arg0, %60) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %62 = "stablehlo.constant"() {value = dense<0> : tensor<3x2xi64>} : () -> tensor<3x2xi64>
    %63 = "stablehlo.compare"(%0, %62) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x2xi64>, tensor<3x2xi64>) -> tensor<3x2xi1>
    %64 = "stablehlo.select"(%63, %61, %arg0) : (tensor<3x2xi1>, tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %65 = "stablehlo.reshape"(%32) : (tensor<1x1xf32>) -> tensor<1xf32>
    %66 = "stablehlo.broadcast_in_dim"(%65) {broadcast_dimensions = array<i64: 1>} : (tensor<1xf32>) -> tensor<3x1xf32>
    %67 = "stablehlo.select"(%7, %66, %1) : (tensor<3x1xi1>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %68 = "stablehlo.select"(%4, %42, %67) : (tensor<3x1xi1>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %69 = "stablehlo.compare"(%0, %62) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x2xi64>, tensor<3x2xi64>) -> tensor<3x2xi1>
    %70 = "stablehlo.reshape"(%68) : (tensor<3x1xf32>) -> tensor<3xf32>
    %71 = "stablehlo.broadcast_in_dim"(%70) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3x2xf32>
    %72 = "stablehlo.select"(%69, %71, %64) : (tensor<3x2xi1>, tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %73 = "stablehlo.slice"(%72) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 3, 2>, strides = array<i64: 1, 1>} : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %74 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x1xi64>
    %75 = "stablehlo.constant"() {value = dense<1> : tensor<3x1xi64>} : () -> tensor<3x1xi64>
    %76 = "stablehlo.compare"(%74, %75) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi1>
    %77 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x1xi64>
    %78 = "stablehlo.constant"() {value = dense<1> : tensor<3x1xi64>} : () -> tensor<3x1xi64>
    %79 = "stablehlo.compare"(%77, %78) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi1>
    %80 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<3x1xf32>} : () -> tensor<3x1xf32>
    %81 = "stablehlo.select"(%79, %73, %80) : (tensor<3x1xi1>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %82 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %83 = "stablehlo.reduce"(%81, %82) ({
      ^bb0(%84: tensor<f32>, %85: tensor<f32>):
        %86 = "stablehlo.add"(%84, %85) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%86) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %87 = "stablehlo.reshape"(%83) : (tensor<1xf32>) -> tensor<1x1xf32>
    %88 = "stablehlo.multiply"(%73, %73) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %89 = "stablehlo.select"(%76, %88, %80) : (tensor<3x1xi1>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %90 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %91 = "stablehlo.reduce"(%89, %90) ({
      ^bb0(%92: tensor<f32>, %93: tensor<f32>):
        %94 = "stablehlo.add"(%92, %93) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%94) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %95 = "stablehlo.reshape"(%91) : (tensor<1xf32>) -> tensor<1x1xf32>
    %96 = "stablehlo.multiply"(%87, %87) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %97 = "stablehlo.add"(%96, %95) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %98 = "stablehlo.sqrt"(%97) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %99 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %100 = "stablehlo.compare"(%87, %99) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %101 = "stablehlo.negate"(%98) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %102 = "stablehlo.select"(%100, %101, %98) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %103 = "stablehlo.compare"(%95, %99) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %104 = "stablehlo.select"(%103, %87, %102) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %105 = "stablehlo.subtract"(%102, %87) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %106 = "stablehlo.divide"(%105, %102) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %107 = "stablehlo.select"(%103, %99, %106) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %108 = "stablehlo.subtract"(%87, %102) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %109 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %110 = "stablehlo.divide"(%109, %108) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %111 = "stablehlo.select"(%103, %99, %110) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %112 = "stablehlo.reshape"(%111) : (tensor<1x1xf32>) -> tensor<1xf32>
    %113 = "stablehlo.broadcast_in_dim"(%112) {broadcast_dimensions = array<i64: 1>} : (tensor<1xf32>) -> tensor<3x1xf32>
    %114 = "stablehlo.multiply"(%73, %113) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %115 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<3x1xf32>} : () -> tensor<3x1xf32>
    %116 = "stablehlo.select"(%79, %115, %80) : (tensor<3x1xi1>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %117 = "stablehlo.select"(%76, %114, %116) : (tensor<3x1xi1>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %118 = "stablehlo.reshape"(%117) : (tensor<3x1xf32>) -> tensor<3xf32>
    %119 = "stablehlo.broadcast_in_dim"(%118) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3x2xf32>
    %120 = "stablehlo.multiply"(%119, %72) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %121 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %122 = "stablehlo.reduce"(%120, %121) ({
      ^bb0(%123: tensor<f32>, %124: tensor<f32>):
        %125 = "stablehlo.add"(%123, %124) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%125) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x2xf32>, tensor<f32>) -> tensor<2xf32>
    %126 = "stablehlo.reshape"(%122) : (tensor<2xf32>) -> tensor<1x2xf32>
    %127 = "stablehlo.reshape"(%126) : (tensor<1x2xf32>) -> tensor<2xf32>
    %128 = "stablehlo.broadcast_in_dim"(%127) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<3x2xf32>
    %129 = "stablehlo.reshape"(%107) : (tensor<1x1xf32>) -> tensor<f32>
    %130 = "stablehlo.broadcast_in_dim"(%129) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x2xf32>
    %131 = "stablehlo.multiply"(%119, %128) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %132 = "stablehlo.multiply"(%130, %131) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %133 = "stablehlo.subtract"(%72, %132) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %134 = "stablehlo.constant"() {value = dense<1> : tensor<3x2xi64>} : () -> tensor<3x2xi64>
    %135 = "stablehlo.compare"(%0, %134) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x2xi64>, tensor<3x2xi64>) -> tensor<3x2xi1>
    %136 = "stablehlo.select"(%135, %133, %72) : (tensor<3x2xi1>, tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %137 = "stablehlo.reshape"(%104) : (tensor<1x1xf32>) -> tensor<1xf32>
    %138 = "stablehlo.broadcast_in_dim"(%137) {broadcast_dimensions = array<i64: 1>} : (tensor<1xf32>) -> tensor<3x1xf32>
    %139 = "stablehlo.select"(%79, %138, %73) : (tensor<3x1xi1>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %140 = "stablehlo.select"(%76, %114, %139) : (tensor<3x1xi1>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %141 = "stablehlo.compare"(%0, %134) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x2xi64>, tensor<3x2xi64>) -> tensor<3x2xi1>
    %142 = "stablehlo.reshape"(%140) : (tensor<3x1xf32>) -> tensor<3xf32>
    %143 = "stablehlo.broadcast_in_dim"(%142) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3x2xf32>
    %144 = "stablehlo.select"(%141, %143, %136) : (tensor<3x2xi1>, tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %145 = "stablehlo.slice"(%144) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 2>, strides = array<i64: 1, 1>} : (tensor<3x2xf32>) -> tensor<2x2xf32>
    %146 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %147 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %148 = "stablehlo.compare"(%146, %147) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %149 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %150 = "stablehlo.select"(%148, %145, %149) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %151 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x2xi64>
    %152 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<3x2xi64>
    %153 = "stablehlo.compare"(%151, %152) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x2xi64>, tensor<3x2xi64>) -> tensor<3x2xi1>
    %154 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<3x2xf32>} : () -> tensor<3x2xf32>
    %155 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<3x2xf32>} : () -> tensor<3x2xf32>
    %156 = "stablehlo.select"(%153, %154, %155) : (tensor<3x2xi1>, tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %157 = "stablehlo.slice"(%144) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 3, 2>, strides = array<i64: 1, 1>} : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %158 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x1xi64>
    %159 = "stablehlo.constant"() {value = dense<1> : tensor<3x1xi64>} : () -> tensor<3x1xi64>
    %160 = "stablehlo.compare"(%158, %159) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi1>
    %161 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x1xi64>
    %162 = "stablehlo.constant"() {value = dense<1> : tensor<3x1xi64>} : () -> tensor<3x1xi64>
    %163 = "stablehlo.compare"(%161, %162) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi1>
    %164 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<3x1xf32>} : () -> tensor<3x1xf32>
    %165 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<3x1xf32>} : () -> tensor<3x1xf32>
    %166 = "stablehlo.select"(%163, %164, %165) : (tensor<3x1xi1>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %167 = "stablehlo.select"(%160, %157, %166) : (tensor<3x1xi1>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %168 = "stablehlo.reshape"(%167) : (tensor<3x1xf32>) -> tensor<3xf32>
    %169 = "stablehlo.broadcast_in_dim"(%168) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3x2xf32>
    %170 = "stablehlo.multiply"(%169, %156) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %171 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %172 = "stablehlo.reduce"(%170, %171) ({
      ^bb0(%173: tensor<f32>, %174: tensor<f32>):
        %175 = "stablehlo.add"(%173, %174) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%175) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x2xf32>, tensor<f32>) -> tensor<2xf32>
    %176 = "stablehlo.reshape"(%172) : (tensor<2xf32>) -> tensor<1x2xf32>
    %177 = "stablehlo.reshape"(%176) : (tensor<1x2xf32>) -> tensor<2xf32>
    %178 = "stablehlo.broadcast_in_dim"(%177) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<3x2xf32>
    %179 = "stablehlo.reshape"(%107) : (tensor<1x1xf32>) -> tensor<f32>
    %180 = "stablehlo.broadcast_in_dim"(%179) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x2xf32>
    %181 = "stablehlo.multiply"(%169, %178) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %182 = "stablehlo.multiply"(%180, %181) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %183 = "stablehlo.subtract"(%156, %182) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %184 = "stablehlo.slice"(%144) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 3, 1>, strides = array<i64: 1, 1>} : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %185 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x1xi64>
    %186 = "stablehlo.constant"() {value = dense<0> : tensor<3x1xi64>} : () -> tensor<3x1xi64>
    %187 = "stablehlo.compare"(%185, %186) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi1>
    %188 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x1xi64>
    %189 = "stablehlo.constant"() {value = dense<0> : tensor<3x1xi64>} : () -> tensor<3x1xi64>
    %190 = "stablehlo.compare"(%188, %189) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi1>
    %191 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<3x1xf32>} : () -> tensor<3x1xf32>
    %192 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<3x1xf32>} : () -> tensor<3x1xf32>
    %193 = "stablehlo.select"(%190, %191, %192) : (tensor<3x1xi1>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %194 = "stablehlo.select"(%187, %184, %193) : (tensor<3x1xi1>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %195 = "stablehlo.reshape"(%194) : (tensor<3x1xf32>) -> tensor<3xf32>
    %196 = "stablehlo.broadcast_in_dim"(%195) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3x2xf32>
    %197 = "stablehlo.multiply"(%196, %183) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %198 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %199 = "stablehlo.reduce"(%197, %198) ({
      ^bb0(%200: tensor<f32>, %201: tensor<f32>):
        %202 = "stablehlo.add"(%200, %201) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%202) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x2xf32>, tensor<f32>) -> tensor<2xf32>
    %203 = "stablehlo.reshape"(%199) : (tensor<2xf32>) -> tensor<1x2xf32>
    %204 = "stablehlo.reshape"(%203) : (tensor<1x2xf32>) -> tensor<2xf32>
    %205 = "stablehlo.broadcast_in_dim"(%204) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<3x2xf32>
    %206 = "stablehlo.reshape"(%35) : (tensor<1x1xf32>) -> tensor<f32>
    %207 = "stablehlo.broadcast_in_dim"(%206) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x2xf32>
    %208 = "stablehlo.multiply"(%196, %205) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %209 = "stablehlo.multiply"(%207, %208) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %210 = "stablehlo.subtract"(%183, %209) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    "func.return"(%210, %150) : (tensor<3x2xf32>, tensor<2x2xf32>) -> ()
  }
}
