module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x3xf32>, %arg1: tensor<2x4x2xf32>) -> (tensor<2x3x2xf32>, tensor<2x2xf32>, tensor<2xi64>, tensor<2x3xf32>) {
    %0 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x4x3xi64>
    %1 = "stablehlo.slice"(%arg0) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 1>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %2 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x4x1xi64>
    %3 = "stablehlo.constant"() {value = dense<0> : tensor<2x4x1xi64>} : () -> tensor<2x4x1xi64>
    %4 = "stablehlo.compare"(%2, %3) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x4x1xi64>, tensor<2x4x1xi64>) -> tensor<2x4x1xi1>
    %5 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x4x1xi64>
    %6 = "stablehlo.constant"() {value = dense<0> : tensor<2x4x1xi64>} : () -> tensor<2x4x1xi64>
    %7 = "stablehlo.compare"(%5, %6) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x4x1xi64>, tensor<2x4x1xi64>) -> tensor<2x4x1xi1>
    %8 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x4x1xf32>} : () -> tensor<2x4x1xf32>
    %9 = "stablehlo.select"(%7, %1, %8) : (tensor<2x4x1xi1>, tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %10 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %11 = "stablehlo.reduce"(%9, %10) ({
      ^bb0(%12: tensor<f32>, %13: tensor<f32>):
        %14 = "stablehlo.add"(%12, %13) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%14) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %15 = "stablehlo.reshape"(%11) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %16 = "stablehlo.multiply"(%1, %1) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %17 = "stablehlo.select"(%4, %16, %8) : (tensor<2x4x1xi1>, tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %18 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %19 = "stablehlo.reduce"(%17, %18) ({
      ^bb0(%20: tensor<f32>, %21: tensor<f32>):
        %22 = "stablehlo.add"(%20, %21) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%22) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %23 = "stablehlo.reshape"(%19) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %24 = "stablehlo.multiply"(%15, %15) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %25 = "stablehlo.add"(%24, %23) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %26 = "stablehlo.sqrt"(%25) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %27 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %28 = "stablehlo.compare"(%15, %27) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %29 = "stablehlo.negate"(%26) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %30 = "stablehlo.select"(%28, %29, %26) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %31 = "stablehlo.compare"(%23, %27) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %32 = "stablehlo.select"(%31, %15, %30) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %33 = "stablehlo.subtract"(%30, %15) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %34 = "stablehlo.divide"(%33, %30) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %35 = "stablehlo.select"(%31, %27, %34) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %36 = "stablehlo.subtract"(%15, %30) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %37 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %38 = "stablehlo.divide"(%37, %36) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %39 = "stablehlo.select"(%31, %27, %38) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %40 = "stablehlo.reshape"(%39) : (tensor<2x1x1xf32>) -> tensor<2x1xf32>
    %41 = "stablehlo.broadcast_in_dim"(%40) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x1xf32>) -> tensor<2x4x1xf32>
    %42 = "stablehlo.multiply"(%1, %41) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %43 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x4x1xf32>} : () -> tensor<2x4x1xf32>
    %44 = "stablehlo.select"(%7, %43, %8) : (tensor<2x4x1xi1>, tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %45 = "stablehlo.select"(%4, %42, %44) : (tensor<2x4x1xi1>, tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %46 = "stablehlo.reshape"(%45) : (tensor<2x4x1xf32>) -> tensor<2x4xf32>
    %47 = "stablehlo.broadcast_in_dim"(%46) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x4xf32>) -> tensor<2x4x3xf32>
    %48 = "stablehlo.multiply"(%47, %arg0) : (tensor<2x4x3xf32>, tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
    %49 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %50 = "stablehlo.reduce"(%48, %49) ({
      ^bb0(%51: tensor<f32>, %52: tensor<f32>):
        %53 = "stablehlo.add"(%51, %52) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%53) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x3xf32>, tensor<f32>) -> tensor<2x3xf32>
    %54 = "stablehlo.reshape"(%50) : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %55 = "stablehlo.reshape"(%54) : (tensor<2x1x3xf32>) -> tensor<2x3xf32>
    %56 = "stablehlo.broadcast_in_dim"(%55) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x3xf32>) -> tensor<2x4x3xf32>
    %57 = "stablehlo.reshape"(%35) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %58 = "stablehlo.broadcast_in_dim"(%57) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x4x3xf32>
    %59 = "stablehlo.multiply"(%47, %56) : (tensor<2x4x3xf32>, tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
    %60 = "stablehlo.multiply"(%58, %59) : (tensor<2x4x3xf32>, tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
    %61 = "stablehlo.subtract"(%arg0, %60) : (tensor<2x4x3xf32>, tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
    %62 = "stablehlo.constant"() {value = dense<0> : tensor<2x4x3xi64>} : () -> tensor<2x4x3xi64>
    %63 = "stablehlo.compare"(%0, %62) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x4x3xi64>, tensor<2x4x3xi64>) -> tensor<2x4x3xi1>
    %64 = "stablehlo.select"(%63, %61, %arg0) : (tensor<2x4x3xi1>, tensor<2x4x3xf32>, tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
    %65 = "stablehlo.reshape"(%32) : (tensor<2x1x1xf32>) -> tensor<2x1xf32>
    %66 = "stablehlo.broadcast_in_dim"(%65) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x1xf32>) -> tensor<2x4x1xf32>
    %67 = "stablehlo.select"(%7, %66, %1) : (tensor<2x4x1xi1>, tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %68 = "stablehlo.select"(%4, %42, %67) : (tensor<2x4x1xi1>, tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %69 = "stablehlo.compare"(%0, %62) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x4x3xi64>, tensor<2x4x3xi64>) -> tensor<2x4x3xi1>
    %70 = "stablehlo.reshape"(%68) : (tensor<2x4x1xf32>) -> tensor<2x4xf32>
    %71 = "stablehlo.broadcast_in_dim"(%70) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x4xf32>) -> tensor<2x4x3xf32>
    %72 = "stablehlo.select"(%69, %71, %64) : (tensor<2x4x3xi1>, tensor<2x4x3xf32>, tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
    %73 = "stablehlo.slice"(%72) {start_indices = array<i64: 0, 0, 1>, limit_indices = array<i64: 2, 4, 2>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %74 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x4x1xi64>
    %75 = "stablehlo.constant"() {value = dense<1> : tensor<2x4x1xi64>} : () -> tensor<2x4x1xi64>
    %76 = "stablehlo.compare"(%74, %75) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x4x1xi64>, tensor<2x4x1xi64>) -> tensor<2x4x1xi1>
    %77 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x4x1xi64>
    %78 = "stablehlo.constant"() {value = dense<1> : tensor<2x4x1xi64>} : () -> tensor<2x4x1xi64>
    %79 = "stablehlo.compare"(%77, %78) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x4x1xi64>, tensor<2x4x1xi64>) -> tensor<2x4x1xi1>
    %80 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x4x1xf32>} : () -> tensor<2x4x1xf32>
    %81 = "stablehlo.select"(%79, %73, %80) : (tensor<2x4x1xi1>, tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %82 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %83 = "stablehlo.reduce"(%81, %82) ({
      ^bb0(%84: tensor<f32>, %85: tensor<f32>):
        %86 = "stablehlo.add"(%84, %85) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%86) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %87 = "stablehlo.reshape"(%83) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %88 = "stablehlo.multiply"(%73, %73) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %89 = "stablehlo.select"(%76, %88, %80) : (tensor<2x4x1xi1>, tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %90 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %91 = "stablehlo.reduce"(%89, %90) ({
      ^bb0(%92: tensor<f32>, %93: tensor<f32>):
        %94 = "stablehlo.add"(%92, %93) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%94) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %95 = "stablehlo.reshape"(%91) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %96 = "stablehlo.multiply"(%87, %87) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %97 = "stablehlo.add"(%96, %95) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %98 = "stablehlo.sqrt"(%97) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %99 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %100 = "stablehlo.compare"(%87, %99) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %101 = "stablehlo.negate"(%98) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %102 = "stablehlo.select"(%100, %101, %98) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %103 = "stablehlo.compare"(%95, %99) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %104 = "stablehlo.select"(%103, %87, %102) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %105 = "stablehlo.subtract"(%102, %87) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %106 = "stablehlo.divide"(%105, %102) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %107 = "stablehlo.select"(%103, %99, %106) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %108 = "stablehlo.subtract"(%87, %102) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %109 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %110 = "stablehlo.divide"(%109, %108) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %111 = "stablehlo.select"(%103, %99, %110) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %112 = "stablehlo.reshape"(%111) : (tensor<2x1x1xf32>) -> tensor<2x1xf32>
    %113 = "stablehlo.broadcast_in_dim"(%112) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x1xf32>) -> tensor<2x4x1xf32>
    %114 = "stablehlo.multiply"(%73, %113) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %115 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x4x1xf32>} : () -> tensor<2x4x1xf32>
    %116 = "stablehlo.select"(%79, %115, %80) : (tensor<2x4x1xi1>, tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %117 = "stablehlo.select"(%76, %114, %116) : (tensor<2x4x1xi1>, tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %118 = "stablehlo.reshape"(%117) : (tensor<2x4x1xf32>) -> tensor<2x4xf32>
    %119 = "stablehlo.broadcast_in_dim"(%118) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x4xf32>) -> tensor<2x4x3xf32>
    %120 = "stablehlo.multiply"(%119, %72) : (tensor<2x4x3xf32>, tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
    %121 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %122 = "stablehlo.reduce"(%120, %121) ({
      ^bb0(%123: tensor<f32>, %124: tensor<f32>):
        %125 = "stablehlo.add"(%123, %124) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%125) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x3xf32>, tensor<f32>) -> tensor<2x3xf32>
    %126 = "stablehlo.reshape"(%122) : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %127 = "stablehlo.reshape"(%126) : (tensor<2x1x3xf32>) -> tensor<2x3xf32>
    %128 = "stablehlo.broadcast_in_dim"(%127) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x3xf32>) -> tensor<2x4x3xf32>
    %129 = "stablehlo.reshape"(%107) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %130 = "stablehlo.broadcast_in_dim"(%129) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x4x3xf32>
    %131 = "stablehlo.multiply"(%119, %128) : (tensor<2x4x3xf32>, tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
    %132 = "stablehlo.multiply"(%130, %131) : (tensor<2x4x3xf32>, tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
    %133 = "stablehlo.subtract"(%72, %132) : (tensor<2x4x3xf32>, tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
    %134 = "stablehlo.constant"() {value = dense<1> : tensor<2x4x3xi64>} : () -> tensor<2x4x3xi64>
    %135 = "stablehlo.compare"(%0, %134) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x4x3xi64>, tensor<2x4x3xi64>) -> tensor<2x4x3xi1>
    %136 = "stablehlo.select"(%135, %133, %72) : (tensor<2x4x3xi1>, tensor<2x4x3xf32>, tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
    %137 = "stablehlo.reshape"(%104) : (tensor<2x1x1xf32>) -> tensor<2x1xf32>
    %138 = "stablehlo.broadcast_in_dim"(%137) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x1xf32>) -> tensor<2x4x1xf32>
    %139 = "stablehlo.select"(%79, %138, %73) : (tensor<2x4x1xi1>, tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %140 = "stablehlo.select"(%76, %114, %139) : (tensor<2x4x1xi1>, tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %141 = "stablehlo.compare"(%0, %134) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x4x3xi64>, tensor<2x4x3xi64>) -> tensor<2x4x3xi1>
    %142 = "stablehlo.reshape"(%140) : (tensor<2x4x1xf32>) -> tensor<2x4xf32>
    %143 = "stablehlo.broadcast_in_dim"(%142) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x4xf32>) -> tensor<2x4x3xf32>
    %144 = "stablehlo.select"(%141, %143, %136) : (tensor<2x4x3xi1>, tensor<2x4x3xf32>, tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
    %145 = "stablehlo.slice"(%144) {start_indices = array<i64: 0, 0, 2>, limit_indices = array<i64: 2, 4, 3>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %146 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x4x1xi64>
    %147 = "stablehlo.constant"() {value = dense<2> : tensor<2x4x1xi64>} : () -> tensor<2x4x1xi64>
    %148 = "stablehlo.compare"(%146, %147) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x4x1xi64>, tensor<2x4x1xi64>) -> tensor<2x4x1xi1>
    %149 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x4x1xi64>
    %150 = "stablehlo.constant"() {value = dense<2> : tensor<2x4x1xi64>} : () -> tensor<2x4x1xi64>
    %151 = "stablehlo.compare"(%149, %150) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x4x1xi64>, tensor<2x4x1xi64>) -> tensor<2x4x1xi1>
    %152 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x4x1xf32>} : () -> tensor<2x4x1xf32>
    %153 = "stablehlo.select"(%151, %145, %152) : (tensor<2x4x1xi1>, tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %154 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %155 = "stablehlo.reduce"(%153, %154) ({
      ^bb0(%156: tensor<f32>, %157: tensor<f32>):
        %158 = "stablehlo.add"(%156, %157) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%158) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %159 = "stablehlo.reshape"(%155) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %160 = "stablehlo.multiply"(%145, %145) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %161 = "stablehlo.select"(%148, %160, %152) : (tensor<2x4x1xi1>, tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %162 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %163 = "stablehlo.reduce"(%161, %162) ({
      ^bb0(%164: tensor<f32>, %165: tensor<f32>):
        %166 = "stablehlo.add"(%164, %165) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%166) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %167 = "stablehlo.reshape"(%163) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %168 = "stablehlo.multiply"(%159, %159) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %169 = "stablehlo.add"(%168, %167) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %170 = "stablehlo.sqrt"(%169) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %171 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %172 = "stablehlo.compare"(%159, %171) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %173 = "stablehlo.negate"(%170) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %174 = "stablehlo.select"(%172, %173, %170) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %175 = "stablehlo.compare"(%167, %171) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %176 = "stablehlo.select"(%175, %159, %174) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %177 = "stablehlo.subtract"(%174, %159) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %178 = "stablehlo.divide"(%177, %174) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %179 = "stablehlo.select"(%175, %171, %178) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %180 = "stablehlo.subtract"(%159, %174) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %181 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %182 = "stablehlo.divide"(%181, %180) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %183 = "stablehlo.select"(%175, %171, %182) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %184 = "stablehlo.reshape"(%183) : (tensor<2x1x1xf32>) -> tensor<2x1xf32>
    %185 = "stablehlo.broadcast_in_dim"(%184) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x1xf32>) -> tensor<2x4x1xf32>
    %186 = "stablehlo.multiply"(%145, %185) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %187 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x4x1xf32>} : () -> tensor<2x4x1xf32>
    %188 = "stablehlo.select"(%151, %187, %152) : (tensor<2x4x1xi1>, tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %189 = "stablehlo.select"(%148, %186, %188) : (tensor<2x4x1xi1>, tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %190 = "stablehlo.reshape"(%189) : (tensor<2x4x1xf32>) -> tensor<2x4xf32>
    %191 = "stablehlo.broadcast_in_dim"(%190) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x4xf32>) -> tensor<2x4x3xf32>
    %192 = "stablehlo.multiply"(%191, %144) : (tensor<2x4x3xf32>, tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
    %193 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %194 = "stablehlo.reduce"(%192, %193) ({
      ^bb0(%195: tensor<f32>, %196: tensor<f32>):
        %197 = "stablehlo.add"(%195, %196) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%197) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x3xf32>, tensor<f32>) -> tensor<2x3xf32>
    %198 = "stablehlo.reshape"(%194) : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %199 = "stablehlo.reshape"(%198) : (tensor<2x1x3xf32>) -> tensor<2x3xf32>
    %200 = "stablehlo.broadcast_in_dim"(%199) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x3xf32>) -> tensor<2x4x3xf32>
    %201 = "stablehlo.reshape"(%179) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %202 = "stablehlo.broadcast_in_dim"(%201) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x4x3xf32>
    %203 = "stablehlo.multiply"(%191, %200) : (tensor<2x4x3xf32>, tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
    %204 = "stablehlo.multiply"(%202, %203) : (tensor<2x4x3xf32>, tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
    %205 = "stablehlo.subtract"(%144, %204) : (tensor<2x4x3xf32>, tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
    %206 = "stablehlo.constant"() {value = dense<2> : tensor<2x4x3xi64>} : () -> tensor<2x4x3xi64>
    %207 = "stablehlo.compare"(%0, %206) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x4x3xi64>, tensor<2x4x3xi64>) -> tensor<2x4x3xi1>
    %208 = "stablehlo.select"(%207, %205, %144) : (tensor<2x4x3xi1>, tensor<2x4x3xf32>, tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
    %209 = "stablehlo.reshape"(%176) : (tensor<2x1x1xf32>) -> tensor<2x1xf32>
    %210 = "stablehlo.broadcast_in_dim"(%209) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x1xf32>) -> tensor<2x4x1xf32>
    %211 = "stablehlo.select"(%151, %210, %145) : (tensor<2x4x1xi1>, tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %212 = "stablehlo.select"(%148, %186, %211) : (tensor<2x4x1xi1>, tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %213 = "stablehlo.compare"(%0, %206) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x4x3xi64>, tensor<2x4x3xi64>) -> tensor<2x4x3xi1>
    %214 = "stablehlo.reshape"(%212) : (tensor<2x4x1xf32>) -> tensor<2x4xf32>
    %215 = "stablehlo.broadcast_in_dim"(%214) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x4xf32>) -> tensor<2x4x3xf32>
    %216 = "stablehlo.select"(%213, %215, %208) : (tensor<2x4x3xi1>, tensor<2x4x3xf32>, tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
    %217 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x4x4xi64>
    %218 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x4x4xi64>
    %219 = "stablehlo.compare"(%217, %218) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x4x4xi64>, tensor<2x4x4xi64>) -> tensor<2x4x4xi1>
    %220 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x4x4xf32>} : () -> tensor<2x4x4xf32>
    %221 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x4x4xf32>} : () -> tensor<2x4x4xf32>
    %222 = "stablehlo.select"(%219, %220, %221) : (tensor<2x4x4xi1>, tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %223 = "stablehlo.slice"(%216) {start_indices = array<i64: 0, 0, 2>, limit_indices = array<i64: 2, 4, 3>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %224 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x4x1xi64>
    %225 = "stablehlo.constant"() {value = dense<2> : tensor<2x4x1xi64>} : () -> tensor<2x4x1xi64>
    %226 = "stablehlo.compare"(%224, %225) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x4x1xi64>, tensor<2x4x1xi64>) -> tensor<2x4x1xi1>
    %227 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x4x1xi64>
    %228 = "stablehlo.constant"() {value = dense<2> : tensor<2x4x1xi64>} : () -> tensor<2x4x1xi64>
    %229 = "stablehlo.compare"(%227, %228) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x4x1xi64>, tensor<2x4x1xi64>) -> tensor<2x4x1xi1>
    %230 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x4x1xf32>} : () -> tensor<2x4x1xf32>
    %231 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x4x1xf32>} : () -> tensor<2x4x1xf32>
    %232 = "stablehlo.select"(%229, %230, %231) : (tensor<2x4x1xi1>, tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %233 = "stablehlo.select"(%226, %223, %232) : (tensor<2x4x1xi1>, tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %234 = "stablehlo.reshape"(%233) : (tensor<2x4x1xf32>) -> tensor<2x4xf32>
    %235 = "stablehlo.broadcast_in_dim"(%234) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
    %236 = "stablehlo.multiply"(%235, %222) : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %237 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %238 = "stablehlo.reduce"(%236, %237) ({
      ^bb0(%239: tensor<f32>, %240: tensor<f32>):
        %241 = "stablehlo.add"(%239, %240) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%241) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %242 = "stablehlo.reshape"(%238) : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %243 = "stablehlo.reshape"(%242) : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %244 = "stablehlo.broadcast_in_dim"(%243) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
    %245 = "stablehlo.reshape"(%179) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %246 = "stablehlo.broadcast_in_dim"(%245) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x4x4xf32>
    %247 = "stablehlo.multiply"(%235, %244) : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %248 = "stablehlo.multiply"(%246, %247) : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %249 = "stablehlo.subtract"(%222, %248) : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %250 = "stablehlo.slice"(%216) {start_indices = array<i64: 0, 0, 1>, limit_indices = array<i64: 2, 4, 2>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %251 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x4x1xi64>
    %252 = "stablehlo.constant"() {value = dense<1> : tensor<2x4x1xi64>} : () -> tensor<2x4x1xi64>
    %253 = "stablehlo.compare"(%251, %252) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x4x1xi64>, tensor<2x4x1xi64>) -> tensor<2x4x1xi1>
    %254 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x4x1xi64>
    %255 = "stablehlo.constant"() {value = dense<1> : tensor<2x4x1xi64>} : () -> tensor<2x4x1xi64>
    %256 = "stablehlo.compare"(%254, %255) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x4x1xi64>, tensor<2x4x1xi64>) -> tensor<2x4x1xi1>
    %257 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x4x1xf32>} : () -> tensor<2x4x1xf32>
    %258 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x4x1xf32>} : () -> tensor<2x4x1xf32>
    %259 = "stablehlo.select"(%256, %257, %258) : (tensor<2x4x1xi1>, tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %260 = "stablehlo.select"(%253, %250, %259) : (tensor<2x4x1xi1>, tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %261 = "stablehlo.reshape"(%260) : (tensor<2x4x1xf32>) -> tensor<2x4xf32>
    %262 = "stablehlo.broadcast_in_dim"(%261) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
    %263 = "stablehlo.multiply"(%262, %249) : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %264 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %265 = "stablehlo.reduce"(%263, %264) ({
      ^bb0(%266: tensor<f32>, %267: tensor<f32>):
        %268 = "stablehlo.add"(%266, %267) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%268) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %269 = "stablehlo.reshape"(%265) : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %270 = "stablehlo.reshape"(%269) : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %271 = "stablehlo.broadcast_in_dim"(%270) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
    %272 = "stablehlo.reshape"(%107) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %273 = "stablehlo.broadcast_in_dim"(%272) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x4x4xf32>
    %274 = "stablehlo.multiply"(%262, %271) : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %275 = "stablehlo.multiply"(%273, %274) : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %276 = "stablehlo.subtract"(%249, %275) : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %277 = "stablehlo.slice"(%216) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 1>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %278 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x4x1xi64>
    %279 = "stablehlo.constant"() {value = dense<0> : tensor<2x4x1xi64>} : () -> tensor<2x4x1xi64>
    %280 = "stablehlo.compare"(%278, %279) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x4x1xi64>, tensor<2x4x1xi64>) -> tensor<2x4x1xi1>
    %281 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x4x1xi64>
    %282 = "stablehlo.constant"() {value = dense<0> : tensor<2x4x1xi64>} : () -> tensor<2x4x1xi64>
    %283 = "stablehlo.compare"(%281, %282) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x4x1xi64>, tensor<2x4x1xi64>) -> tensor<2x4x1xi1>
    %284 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x4x1xf32>} : () -> tensor<2x4x1xf32>
    %285 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x4x1xf32>} : () -> tensor<2x4x1xf32>
    %286 = "stablehlo.select"(%283, %284, %285) : (tensor<2x4x1xi1>, tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %287 = "stablehlo.select"(%280, %277, %286) : (tensor<2x4x1xi1>, tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %288 = "stablehlo.reshape"(%287) : (tensor<2x4x1xf32>) -> tensor<2x4xf32>
    %289 = "stablehlo.broadcast_in_dim"(%288) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
    %290 = "stablehlo.multiply"(%289, %276) : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %291 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %292 = "stablehlo.reduce"(%290, %291) ({
      ^bb0(%293: tensor<f32>, %294: tensor<f32>):
        %295 = "stablehlo.add"(%293, %294) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%295) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %296 = "stablehlo.reshape"(%292) : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %297 = "stablehlo.reshape"(%296) : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %298 = "stablehlo.broadcast_in_dim"(%297) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
    %299 = "stablehlo.reshape"(%35) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %300 = "stablehlo.broadcast_in_dim"(%299) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x4x4xf32>
    %301 = "stablehlo.multiply"(%289, %298) : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %302 = "stablehlo.multiply"(%300, %301) : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %303 = "stablehlo.subtract"(%276, %302) : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %304 = "stablehlo.transpose"(%303) {permutation = array<i64: 0, 2, 1>} : (tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %305 = "stablehlo.dot_general"(%304, %arg1) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x4x4xf32>, tensor<2x4x2xf32>) -> tensor<2x4x2xf32>
    %306 = "stablehlo.slice"(%216) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 3, 3>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x3x3xf32>
    %307 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x3xi64>
    %308 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x3x3xi64>
    %309 = "stablehlo.compare"(%307, %308) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %310 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %311 = "stablehlo.select"(%309, %306, %310) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %312 = "stablehlo.slice"(%305) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 3, 2>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x2xf32>) -> tensor<2x3x2xf32>
    %313 = "stablehlo.triangular_solve"(%311, %312) {left_side = true, lower = false, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<2x3x3xf32>, tensor<2x3x2xf32>) -> tensor<2x3x2xf32>
    %314 = "stablehlo.slice"(%305) {start_indices = array<i64: 0, 3, 0>, limit_indices = array<i64: 2, 4, 2>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x2xf32>) -> tensor<2x1x2xf32>
    %315 = "stablehlo.multiply"(%314, %314) : (tensor<2x1x2xf32>, tensor<2x1x2xf32>) -> tensor<2x1x2xf32>
    %316 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %317 = "stablehlo.reduce"(%315, %316) ({
      ^bb0(%318: tensor<f32>, %319: tensor<f32>):
        %320 = "stablehlo.add"(%318, %319) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%320) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x1x2xf32>, tensor<f32>) -> tensor<2x2xf32>
    %321 = "stablehlo.reshape"(%317) : (tensor<2x2xf32>) -> tensor<2x1x2xf32>
    %322 = "stablehlo.reshape"(%321) : (tensor<2x1x2xf32>) -> tensor<2x2xf32>
    %323 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x3xi64>
    %324 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x3x3xi64>
    %325 = "stablehlo.compare"(%323, %324) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %326 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %327 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %328 = "stablehlo.select"(%325, %326, %327) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %329 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x3xi64>
    %330 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x3x3xi64>
    %331 = "stablehlo.slice"(%arg0) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 1>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %332 = "stablehlo.slice"(%arg0) {start_indices = array<i64: 0, 0, 1>, limit_indices = array<i64: 2, 4, 2>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %333 = "stablehlo.multiply"(%331, %331) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %334 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %335 = "stablehlo.reduce"(%333, %334) ({
      ^bb0(%336: tensor<f32>, %337: tensor<f32>):
        %338 = "stablehlo.add"(%336, %337) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%338) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %339 = "stablehlo.reshape"(%335) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %340 = "stablehlo.multiply"(%332, %332) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %341 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %342 = "stablehlo.reduce"(%340, %341) ({
      ^bb0(%343: tensor<f32>, %344: tensor<f32>):
        %345 = "stablehlo.add"(%343, %344) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%345) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %346 = "stablehlo.reshape"(%342) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %347 = "stablehlo.multiply"(%331, %332) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %348 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %349 = "stablehlo.reduce"(%347, %348) ({
      ^bb0(%350: tensor<f32>, %351: tensor<f32>):
        %352 = "stablehlo.add"(%350, %351) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%352) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %353 = "stablehlo.reshape"(%349) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %354 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %355 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %356 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %357 = "stablehlo.compare"(%353, %354) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %358 = "stablehlo.select"(%357, %355, %353) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %359 = "stablehlo.subtract"(%346, %339) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %360 = "stablehlo.multiply"(%356, %358) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %361 = "stablehlo.divide"(%359, %360) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %362 = "stablehlo.multiply"(%361, %361) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %363 = "stablehlo.add"(%362, %355) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %364 = "stablehlo.sqrt"(%363) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %365 = "stablehlo.abs"(%361) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %366 = "stablehlo.add"(%365, %364) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %367 = "stablehlo.compare"(%361, %354) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %368 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %369 = "stablehlo.select"(%367, %355, %368) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %370 = "stablehlo.divide"(%369, %366) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %371 = "stablehlo.select"(%357, %354, %370) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %372 = "stablehlo.multiply"(%371, %371) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %373 = "stablehlo.add"(%372, %355) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %374 = "stablehlo.rsqrt"(%373) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %375 = "stablehlo.multiply"(%371, %374) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %376 = "stablehlo.reshape"(%374) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %377 = "stablehlo.broadcast_in_dim"(%376) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3x3xf32>
    %378 = "stablehlo.reshape"(%375) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %379 = "stablehlo.broadcast_in_dim"(%378) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3x3xf32>
    %380 = "stablehlo.negate"(%379) : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %381 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x3xi64>
    %382 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x3x3xi64>
    %383 = "stablehlo.compare"(%381, %382) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %384 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %385 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %386 = "stablehlo.select"(%383, %384, %385) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %387 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %388 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %389 = "stablehlo.compare"(%329, %387) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %390 = "stablehlo.compare"(%330, %388) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %391 = "stablehlo.and"(%389, %390) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %392 = "stablehlo.select"(%391, %377, %386) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %393 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %394 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %395 = "stablehlo.compare"(%329, %393) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %396 = "stablehlo.compare"(%330, %394) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %397 = "stablehlo.and"(%395, %396) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %398 = "stablehlo.select"(%397, %377, %392) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %399 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %400 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %401 = "stablehlo.compare"(%329, %399) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %402 = "stablehlo.compare"(%330, %400) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %403 = "stablehlo.and"(%401, %402) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %404 = "stablehlo.select"(%403, %379, %398) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %405 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %406 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %407 = "stablehlo.compare"(%329, %405) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %408 = "stablehlo.compare"(%330, %406) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %409 = "stablehlo.and"(%407, %408) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %410 = "stablehlo.select"(%409, %380, %404) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %411 = "stablehlo.dot_general"(%arg0, %410) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x4x3xf32>, tensor<2x3x3xf32>) -> tensor<2x4x3xf32>
    %412 = "stablehlo.dot_general"(%328, %410) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %413 = "stablehlo.slice"(%411) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 1>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %414 = "stablehlo.slice"(%411) {start_indices = array<i64: 0, 0, 2>, limit_indices = array<i64: 2, 4, 3>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %415 = "stablehlo.multiply"(%413, %413) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %416 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %417 = "stablehlo.reduce"(%415, %416) ({
      ^bb0(%418: tensor<f32>, %419: tensor<f32>):
        %420 = "stablehlo.add"(%418, %419) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%420) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %421 = "stablehlo.reshape"(%417) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %422 = "stablehlo.multiply"(%414, %414) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %423 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %424 = "stablehlo.reduce"(%422, %423) ({
      ^bb0(%425: tensor<f32>, %426: tensor<f32>):
        %427 = "stablehlo.add"(%425, %426) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%427) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %428 = "stablehlo.reshape"(%424) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %429 = "stablehlo.multiply"(%413, %414) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %430 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %431 = "stablehlo.reduce"(%429, %430) ({
      ^bb0(%432: tensor<f32>, %433: tensor<f32>):
        %434 = "stablehlo.add"(%432, %433) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%434) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %435 = "stablehlo.reshape"(%431) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %436 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %437 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %438 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %439 = "stablehlo.compare"(%435, %436) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %440 = "stablehlo.select"(%439, %437, %435) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %441 = "stablehlo.subtract"(%428, %421) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %442 = "stablehlo.multiply"(%438, %440) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %443 = "stablehlo.divide"(%441, %442) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %444 = "stablehlo.multiply"(%443, %443) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %445 = "stablehlo.add"(%444, %437) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %446 = "stablehlo.sqrt"(%445) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %447 = "stablehlo.abs"(%443) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %448 = "stablehlo.add"(%447, %446) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %449 = "stablehlo.compare"(%443, %436) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %450 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %451 = "stablehlo.select"(%449, %437, %450) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %452 = "stablehlo.divide"(%451, %448) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %453 = "stablehlo.select"(%439, %436, %452) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %454 = "stablehlo.multiply"(%453, %453) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %455 = "stablehlo.add"(%454, %437) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %456 = "stablehlo.rsqrt"(%455) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %457 = "stablehlo.multiply"(%453, %456) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %458 = "stablehlo.reshape"(%456) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %459 = "stablehlo.broadcast_in_dim"(%458) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3x3xf32>
    %460 = "stablehlo.reshape"(%457) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %461 = "stablehlo.broadcast_in_dim"(%460) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3x3xf32>
    %462 = "stablehlo.negate"(%461) : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %463 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x3xi64>
    %464 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x3x3xi64>
    %465 = "stablehlo.compare"(%463, %464) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %466 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %467 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %468 = "stablehlo.select"(%465, %466, %467) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %469 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %470 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %471 = "stablehlo.compare"(%329, %469) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %472 = "stablehlo.compare"(%330, %470) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %473 = "stablehlo.and"(%471, %472) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %474 = "stablehlo.select"(%473, %459, %468) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %475 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %476 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %477 = "stablehlo.compare"(%329, %475) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %478 = "stablehlo.compare"(%330, %476) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %479 = "stablehlo.and"(%477, %478) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %480 = "stablehlo.select"(%479, %459, %474) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %481 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %482 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %483 = "stablehlo.compare"(%329, %481) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %484 = "stablehlo.compare"(%330, %482) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %485 = "stablehlo.and"(%483, %484) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %486 = "stablehlo.select"(%485, %461, %480) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %487 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %488 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %489 = "stablehlo.compare"(%329, %487) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %490 = "stablehlo.compare"(%330, %488) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %491 = "stablehlo.and"(%489, %490) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %492 = "stablehlo.select"(%491, %462, %486) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %493 = "stablehlo.dot_general"(%411, %492) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x4x3xf32>, tensor<2x3x3xf32>) -> tensor<2x4x3xf32>
    %494 = "stablehlo.dot_general"(%412, %492) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %495 = "stablehlo.slice"(%493) {start_indices = array<i64: 0, 0, 1>, limit_indices = array<i64: 2, 4, 2>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %496 = "stablehlo.slice"(%493) {start_indices = array<i64: 0, 0, 2>, limit_indices = array<i64: 2, 4, 3>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %497 = "stablehlo.multiply"(%495, %495) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %498 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %499 = "stablehlo.reduce"(%497, %498) ({
      ^bb0(%500: tensor<f32>, %501: tensor<f32>):
        %502 = "stablehlo.add"(%500, %501) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%502) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %503 = "stablehlo.reshape"(%499) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %504 = "stablehlo.multiply"(%496, %496) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %505 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %506 = "stablehlo.reduce"(%504, %505) ({
      ^bb0(%507: tensor<f32>, %508: tensor<f32>):
        %509 = "stablehlo.add"(%507, %508) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%509) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %510 = "stablehlo.reshape"(%506) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %511 = "stablehlo.multiply"(%495, %496) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %512 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %513 = "stablehlo.reduce"(%511, %512) ({
      ^bb0(%514: tensor<f32>, %515: tensor<f32>):
        %516 = "stablehlo.add"(%514, %515) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%516) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %517 = "stablehlo.reshape"(%513) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %518 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %519 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %520 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %521 = "stablehlo.compare"(%517, %518) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %522 = "stablehlo.select"(%521, %519, %517) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %523 = "stablehlo.subtract"(%510, %503) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %524 = "stablehlo.multiply"(%520, %522) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %525 = "stablehlo.divide"(%523, %524) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %526 = "stablehlo.multiply"(%525, %525) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %527 = "stablehlo.add"(%526, %519) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %528 = "stablehlo.sqrt"(%527) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %529 = "stablehlo.abs"(%525) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %530 = "stablehlo.add"(%529, %528) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %531 = "stablehlo.compare"(%525, %518) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %532 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %533 = "stablehlo.select"(%531, %519, %532) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %534 = "stablehlo.divide"(%533, %530) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %535 = "stablehlo.select"(%521, %518, %534) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %536 = "stablehlo.multiply"(%535, %535) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %537 = "stablehlo.add"(%536, %519) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %538 = "stablehlo.rsqrt"(%537) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %539 = "stablehlo.multiply"(%535, %538) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %540 = "stablehlo.reshape"(%538) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %541 = "stablehlo.broadcast_in_dim"(%540) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3x3xf32>
    %542 = "stablehlo.reshape"(%539) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %543 = "stablehlo.broadcast_in_dim"(%542) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3x3xf32>
    %544 = "stablehlo.negate"(%543) : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %545 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x3xi64>
    %546 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x3x3xi64>
    %547 = "stablehlo.compare"(%545, %546) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %548 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %549 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %550 = "stablehlo.select"(%547, %548, %549) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %551 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %552 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %553 = "stablehlo.compare"(%329, %551) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %554 = "stablehlo.compare"(%330, %552) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %555 = "stablehlo.and"(%553, %554) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %556 = "stablehlo.select"(%555, %541, %550) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %557 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %558 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %559 = "stablehlo.compare"(%329, %557) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %560 = "stablehlo.compare"(%330, %558) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %561 = "stablehlo.and"(%559, %560) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %562 = "stablehlo.select"(%561, %541, %556) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %563 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %564 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %565 = "stablehlo.compare"(%329, %563) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %566 = "stablehlo.compare"(%330, %564) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %567 = "stablehlo.and"(%565, %566) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %568 = "stablehlo.select"(%567, %543, %562) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %569 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %570 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %571 = "stablehlo.compare"(%329, %569) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %572 = "stablehlo.compare"(%330, %570) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %573 = "stablehlo.and"(%571, %572) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %574 = "stablehlo.select"(%573, %544, %568) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %575 = "stablehlo.dot_general"(%493, %574) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x4x3xf32>, tensor<2x3x3xf32>) -> tensor<2x4x3xf32>
    %576 = "stablehlo.dot_general"(%494, %574) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %577 = "stablehlo.slice"(%575) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 1>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %578 = "stablehlo.slice"(%575) {start_indices = array<i64: 0, 0, 1>, limit_indices = array<i64: 2, 4, 2>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %579 = "stablehlo.multiply"(%577, %577) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %580 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %581 = "stablehlo.reduce"(%579, %580) ({
      ^bb0(%582: tensor<f32>, %583: tensor<f32>):
        %584 = "stablehlo.add"(%582, %583) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%584) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %585 = "stablehlo.reshape"(%581) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %586 = "stablehlo.multiply"(%578, %578) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %587 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %588 = "stablehlo.reduce"(%586, %587) ({
      ^bb0(%589: tensor<f32>, %590: tensor<f32>):
        %591 = "stablehlo.add"(%589, %590) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%591) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %592 = "stablehlo.reshape"(%588) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %593 = "stablehlo.multiply"(%577, %578) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %594 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %595 = "stablehlo.reduce"(%593, %594) ({
      ^bb0(%596: tensor<f32>, %597: tensor<f32>):
        %598 = "stablehlo.add"(%596, %597) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%598) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %599 = "stablehlo.reshape"(%595) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %600 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %601 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %602 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %603 = "stablehlo.compare"(%599, %600) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %604 = "stablehlo.select"(%603, %601, %599) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %605 = "stablehlo.subtract"(%592, %585) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %606 = "stablehlo.multiply"(%602, %604) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %607 = "stablehlo.divide"(%605, %606) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %608 = "stablehlo.multiply"(%607, %607) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %609 = "stablehlo.add"(%608, %601) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %610 = "stablehlo.sqrt"(%609) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %611 = "stablehlo.abs"(%607) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %612 = "stablehlo.add"(%611, %610) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %613 = "stablehlo.compare"(%607, %600) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %614 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %615 = "stablehlo.select"(%613, %601, %614) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %616 = "stablehlo.divide"(%615, %612) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %617 = "stablehlo.select"(%603, %600, %616) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %618 = "stablehlo.multiply"(%617, %617) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %619 = "stablehlo.add"(%618, %601) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %620 = "stablehlo.rsqrt"(%619) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %621 = "stablehlo.multiply"(%617, %620) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %622 = "stablehlo.reshape"(%620) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %623 = "stablehlo.broadcast_in_dim"(%622) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3x3xf32>
    %624 = "stablehlo.reshape"(%621) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %625 = "stablehlo.broadcast_in_dim"(%624) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3x3xf32>
    %626 = "stablehlo.negate"(%625) : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %627 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x3xi64>
    %628 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x3x3xi64>
    %629 = "stablehlo.compare"(%627, %628) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %630 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %631 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %632 = "stablehlo.select"(%629, %630, %631) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %633 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %634 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %635 = "stablehlo.compare"(%329, %633) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %636 = "stablehlo.compare"(%330, %634) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %637 = "stablehlo.and"(%635, %636) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %638 = "stablehlo.select"(%637, %623, %632) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %639 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %640 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %641 = "stablehlo.compare"(%329, %639) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %642 = "stablehlo.compare"(%330, %640) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %643 = "stablehlo.and"(%641, %642) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %644 = "stablehlo.select"(%643, %623, %638) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %645 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %646 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %647 = "stablehlo.compare"(%329, %645) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %648 = "stablehlo.compare"(%330, %646) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %649 = "stablehlo.and"(%647, %648) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %650 = "stablehlo.select"(%649, %625, %644) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %651 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %652 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %653 = "stablehlo.compare"(%329, %651) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %654 = "stablehlo.compare"(%330, %652) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %655 = "stablehlo.and"(%653, %654) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %656 = "stablehlo.select"(%655, %626, %650) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %657 = "stablehlo.dot_general"(%575, %656) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x4x3xf32>, tensor<2x3x3xf32>) -> tensor<2x4x3xf32>
    %658 = "stablehlo.dot_general"(%576, %656) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %659 = "stablehlo.slice"(%657) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 1>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %660 = "stablehlo.slice"(%657) {start_indices = array<i64: 0, 0, 2>, limit_indices = array<i64: 2, 4, 3>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %661 = "stablehlo.multiply"(%659, %659) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %662 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %663 = "stablehlo.reduce"(%661, %662) ({
      ^bb0(%664: tensor<f32>, %665: tensor<f32>):
        %666 = "stablehlo.add"(%664, %665) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%666) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %667 = "stablehlo.reshape"(%663) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %668 = "stablehlo.multiply"(%660, %660) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %669 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %670 = "stablehlo.reduce"(%668, %669) ({
      ^bb0(%671: tensor<f32>, %672: tensor<f32>):
        %673 = "stablehlo.add"(%671, %672) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%673) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %674 = "stablehlo.reshape"(%670) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %675 = "stablehlo.multiply"(%659, %660) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %676 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %677 = "stablehlo.reduce"(%675, %676) ({
      ^bb0(%678: tensor<f32>, %679: tensor<f32>):
        %680 = "stablehlo.add"(%678, %679) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%680) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %681 = "stablehlo.reshape"(%677) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %682 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %683 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %684 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %685 = "stablehlo.compare"(%681, %682) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %686 = "stablehlo.select"(%685, %683, %681) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %687 = "stablehlo.subtract"(%674, %667) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %688 = "stablehlo.multiply"(%684, %686) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %689 = "stablehlo.divide"(%687, %688) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %690 = "stablehlo.multiply"(%689, %689) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %691 = "stablehlo.add"(%690, %683) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %692 = "stablehlo.sqrt"(%691) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %693 = "stablehlo.abs"(%689) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %694 = "stablehlo.add"(%693, %692) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %695 = "stablehlo.compare"(%689, %682) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %696 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %697 = "stablehlo.select"(%695, %683, %696) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %698 = "stablehlo.divide"(%697, %694) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %699 = "stablehlo.select"(%685, %682, %698) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %700 = "stablehlo.multiply"(%699, %699) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %701 = "stablehlo.add"(%700, %683) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %702 = "stablehlo.rsqrt"(%701) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %703 = "stablehlo.multiply"(%699, %702) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %704 = "stablehlo.reshape"(%702) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %705 = "stablehlo.broadcast_in_dim"(%704) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3x3xf32>
    %706 = "stablehlo.reshape"(%703) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %707 = "stablehlo.broadcast_in_dim"(%706) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3x3xf32>
    %708 = "stablehlo.negate"(%707) : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %709 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x3xi64>
    %710 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x3x3xi64>
    %711 = "stablehlo.compare"(%709, %710) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %712 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %713 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %714 = "stablehlo.select"(%711, %712, %713) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %715 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %716 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %717 = "stablehlo.compare"(%329, %715) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %718 = "stablehlo.compare"(%330, %716) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %719 = "stablehlo.and"(%717, %718) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %720 = "stablehlo.select"(%719, %705, %714) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %721 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %722 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %723 = "stablehlo.compare"(%329, %721) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %724 = "stablehlo.compare"(%330, %722) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %725 = "stablehlo.and"(%723, %724) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %726 = "stablehlo.select"(%725, %705, %720) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %727 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %728 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %729 = "stablehlo.compare"(%329, %727) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %730 = "stablehlo.compare"(%330, %728) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %731 = "stablehlo.and"(%729, %730) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %732 = "stablehlo.select"(%731, %707, %726) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %733 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %734 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %735 = "stablehlo.compare"(%329, %733) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %736 = "stablehlo.compare"(%330, %734) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %737 = "stablehlo.and"(%735, %736) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %738 = "stablehlo.select"(%737, %708, %732) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %739 = "stablehlo.dot_general"(%657, %738) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x4x3xf32>, tensor<2x3x3xf32>) -> tensor<2x4x3xf32>
    %740 = "stablehlo.dot_general"(%658, %738) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %741 = "stablehlo.slice"(%739) {start_indices = array<i64: 0, 0, 1>, limit_indices = array<i64: 2, 4, 2>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %742 = "stablehlo.slice"(%739) {start_indices = array<i64: 0, 0, 2>, limit_indices = array<i64: 2, 4, 3>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %743 = "stablehlo.multiply"(%741, %741) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %744 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %745 = "stablehlo.reduce"(%743, %744) ({
      ^bb0(%746: tensor<f32>, %747: tensor<f32>):
        %748 = "stablehlo.add"(%746, %747) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%748) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %749 = "stablehlo.reshape"(%745) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %750 = "stablehlo.multiply"(%742, %742) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %751 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %752 = "stablehlo.reduce"(%750, %751) ({
      ^bb0(%753: tensor<f32>, %754: tensor<f32>):
        %755 = "stablehlo.add"(%753, %754) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%755) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %756 = "stablehlo.reshape"(%752) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %757 = "stablehlo.multiply"(%741, %742) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %758 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %759 = "stablehlo.reduce"(%757, %758) ({
      ^bb0(%760: tensor<f32>, %761: tensor<f32>):
        %762 = "stablehlo.add"(%760, %761) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%762) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %763 = "stablehlo.reshape"(%759) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %764 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %765 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %766 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %767 = "stablehlo.compare"(%763, %764) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %768 = "stablehlo.select"(%767, %765, %763) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %769 = "stablehlo.subtract"(%756, %749) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %770 = "stablehlo.multiply"(%766, %768) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %771 = "stablehlo.divide"(%769, %770) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %772 = "stablehlo.multiply"(%771, %771) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %773 = "stablehlo.add"(%772, %765) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %774 = "stablehlo.sqrt"(%773) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %775 = "stablehlo.abs"(%771) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %776 = "stablehlo.add"(%775, %774) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %777 = "stablehlo.compare"(%771, %764) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %778 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %779 = "stablehlo.select"(%777, %765, %778) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %780 = "stablehlo.divide"(%779, %776) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %781 = "stablehlo.select"(%767, %764, %780) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %782 = "stablehlo.multiply"(%781, %781) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %783 = "stablehlo.add"(%782, %765) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %784 = "stablehlo.rsqrt"(%783) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %785 = "stablehlo.multiply"(%781, %784) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %786 = "stablehlo.reshape"(%784) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %787 = "stablehlo.broadcast_in_dim"(%786) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3x3xf32>
    %788 = "stablehlo.reshape"(%785) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %789 = "stablehlo.broadcast_in_dim"(%788) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3x3xf32>
    %790 = "stablehlo.negate"(%789) : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %791 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x3xi64>
    %792 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x3x3xi64>
    %793 = "stablehlo.compare"(%791, %792) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %794 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %795 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %796 = "stablehlo.select"(%793, %794, %795) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %797 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %798 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %799 = "stablehlo.compare"(%329, %797) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %800 = "stablehlo.compare"(%330, %798) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %801 = "stablehlo.and"(%799, %800) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %802 = "stablehlo.select"(%801, %787, %796) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %803 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %804 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %805 = "stablehlo.compare"(%329, %803) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %806 = "stablehlo.compare"(%330, %804) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %807 = "stablehlo.and"(%805, %806) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %808 = "stablehlo.select"(%807, %787, %802) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %809 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %810 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %811 = "stablehlo.compare"(%329, %809) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %812 = "stablehlo.compare"(%330, %810) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %813 = "stablehlo.and"(%811, %812) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %814 = "stablehlo.select"(%813, %789, %808) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %815 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %816 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %817 = "stablehlo.compare"(%329, %815) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %818 = "stablehlo.compare"(%330, %816) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %819 = "stablehlo.and"(%817, %818) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %820 = "stablehlo.select"(%819, %790, %814) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %821 = "stablehlo.dot_general"(%739, %820) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x4x3xf32>, tensor<2x3x3xf32>) -> tensor<2x4x3xf32>
    %822 = "stablehlo.dot_general"(%740, %820) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %823 = "stablehlo.slice"(%821) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 1>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %824 = "stablehlo.slice"(%821) {start_indices = array<i64: 0, 0, 1>, limit_indices = array<i64: 2, 4, 2>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %825 = "stablehlo.multiply"(%823, %823) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %826 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %827 = "stablehlo.reduce"(%825, %826) ({
      ^bb0(%828: tensor<f32>, %829: tensor<f32>):
        %830 = "stablehlo.add"(%828, %829) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%830) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %831 = "stablehlo.reshape"(%827) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %832 = "stablehlo.multiply"(%824, %824) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %833 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %834 = "stablehlo.reduce"(%832, %833) ({
      ^bb0(%835: tensor<f32>, %836: tensor<f32>):
        %837 = "stablehlo.add"(%835, %836) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%837) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %838 = "stablehlo.reshape"(%834) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %839 = "stablehlo.multiply"(%823, %824) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %840 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %841 = "stablehlo.reduce"(%839, %840) ({
      ^bb0(%842: tensor<f32>, %843: tensor<f32>):
        %844 = "stablehlo.add"(%842, %843) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%844) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %845 = "stablehlo.reshape"(%841) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %846 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %847 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %848 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %849 = "stablehlo.compare"(%845, %846) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %850 = "stablehlo.select"(%849, %847, %845) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %851 = "stablehlo.subtract"(%838, %831) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %852 = "stablehlo.multiply"(%848, %850) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %853 = "stablehlo.divide"(%851, %852) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %854 = "stablehlo.multiply"(%853, %853) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %855 = "stablehlo.add"(%854, %847) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %856 = "stablehlo.sqrt"(%855) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %857 = "stablehlo.abs"(%853) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %858 = "stablehlo.add"(%857, %856) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %859 = "stablehlo.compare"(%853, %846) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %860 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %861 = "stablehlo.select"(%859, %847, %860) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %862 = "stablehlo.divide"(%861, %858) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %863 = "stablehlo.select"(%849, %846, %862) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %864 = "stablehlo.multiply"(%863, %863) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %865 = "stablehlo.add"(%864, %847) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %866 = "stablehlo.rsqrt"(%865) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %867 = "stablehlo.multiply"(%863, %866) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %868 = "stablehlo.reshape"(%866) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %869 = "stablehlo.broadcast_in_dim"(%868) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3x3xf32>
    %870 = "stablehlo.reshape"(%867) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %871 = "stablehlo.broadcast_in_dim"(%870) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3x3xf32>
    %872 = "stablehlo.negate"(%871) : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %873 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x3xi64>
    %874 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x3x3xi64>
    %875 = "stablehlo.compare"(%873, %874) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %876 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %877 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %878 = "stablehlo.select"(%875, %876, %877) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %879 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %880 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %881 = "stablehlo.compare"(%329, %879) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %882 = "stablehlo.compare"(%330, %880) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %883 = "stablehlo.and"(%881, %882) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %884 = "stablehlo.select"(%883, %869, %878) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %885 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %886 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %887 = "stablehlo.compare"(%329, %885) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %888 = "stablehlo.compare"(%330, %886) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %889 = "stablehlo.and"(%887, %888) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %890 = "stablehlo.select"(%889, %869, %884) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %891 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %892 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %893 = "stablehlo.compare"(%329, %891) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %894 = "stablehlo.compare"(%330, %892) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %895 = "stablehlo.and"(%893, %894) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %896 = "stablehlo.select"(%895, %871, %890) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %897 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %898 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %899 = "stablehlo.compare"(%329, %897) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %900 = "stablehlo.compare"(%330, %898) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %901 = "stablehlo.and"(%899, %900) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %902 = "stablehlo.select"(%901, %872, %896) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %903 = "stablehlo.dot_general"(%821, %902) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x4x3xf32>, tensor<2x3x3xf32>) -> tensor<2x4x3xf32>
    %904 = "stablehlo.dot_general"(%822, %902) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %905 = "stablehlo.slice"(%903) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 1>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %906 = "stablehlo.slice"(%903) {start_indices = array<i64: 0, 0, 2>, limit_indices = array<i64: 2, 4, 3>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %907 = "stablehlo.multiply"(%905, %905) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %908 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %909 = "stablehlo.reduce"(%907, %908) ({
      ^bb0(%910: tensor<f32>, %911: tensor<f32>):
        %912 = "stablehlo.add"(%910, %911) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%912) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %913 = "stablehlo.reshape"(%909) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %914 = "stablehlo.multiply"(%906, %906) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %915 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %916 = "stablehlo.reduce"(%914, %915) ({
      ^bb0(%917: tensor<f32>, %918: tensor<f32>):
        %919 = "stablehlo.add"(%917, %918) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%919) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %920 = "stablehlo.reshape"(%916) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %921 = "stablehlo.multiply"(%905, %906) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %922 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %923 = "stablehlo.reduce"(%921, %922) ({
      ^bb0(%924: tensor<f32>, %925: tensor<f32>):
        %926 = "stablehlo.add"(%924, %925) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%926) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %927 = "stablehlo.reshape"(%923) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %928 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %929 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %930 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %931 = "stablehlo.compare"(%927, %928) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %932 = "stablehlo.select"(%931, %929, %927) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %933 = "stablehlo.subtract"(%920, %913) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %934 = "stablehlo.multiply"(%930, %932) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %935 = "stablehlo.divide"(%933, %934) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %936 = "stablehlo.multiply"(%935, %935) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %937 = "stablehlo.add"(%936, %929) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %938 = "stablehlo.sqrt"(%937) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %939 = "stablehlo.abs"(%935) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %940 = "stablehlo.add"(%939, %938) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %941 = "stablehlo.compare"(%935, %928) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %942 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %943 = "stablehlo.select"(%941, %929, %942) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %944 = "stablehlo.divide"(%943, %940) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %945 = "stablehlo.select"(%931, %928, %944) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %946 = "stablehlo.multiply"(%945, %945) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %947 = "stablehlo.add"(%946, %929) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %948 = "stablehlo.rsqrt"(%947) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %949 = "stablehlo.multiply"(%945, %948) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %950 = "stablehlo.reshape"(%948) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %951 = "stablehlo.broadcast_in_dim"(%950) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3x3xf32>
    %952 = "stablehlo.reshape"(%949) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %953 = "stablehlo.broadcast_in_dim"(%952) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3x3xf32>
    %954 = "stablehlo.negate"(%953) : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %955 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x3xi64>
    %956 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x3x3xi64>
    %957 = "stablehlo.compare"(%955, %956) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %958 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %959 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %960 = "stablehlo.select"(%957, %958, %959) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %961 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %962 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %963 = "stablehlo.compare"(%329, %961) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %964 = "stablehlo.compare"(%330, %962) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %965 = "stablehlo.and"(%963, %964) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %966 = "stablehlo.select"(%965, %951, %960) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %967 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %968 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %969 = "stablehlo.compare"(%329, %967) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %970 = "stablehlo.compare"(%330, %968) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %971 = "stablehlo.and"(%969, %970) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %972 = "stablehlo.select"(%971, %951, %966) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %973 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %974 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %975 = "stablehlo.compare"(%329, %973) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %976 = "stablehlo.compare"(%330, %974) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %977 = "stablehlo.and"(%975, %976) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %978 = "stablehlo.select"(%977, %953, %972) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %979 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %980 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %981 = "stablehlo.compare"(%329, %979) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %982 = "stablehlo.compare"(%330, %980) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %983 = "stablehlo.and"(%981, %982) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %984 = "stablehlo.select"(%983, %954, %978) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %985 = "stablehlo.dot_general"(%903, %984) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x4x3xf32>, tensor<2x3x3xf32>) -> tensor<2x4x3xf32>
    %986 = "stablehlo.dot_general"(%904, %984) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %987 = "stablehlo.slice"(%985) {start_indices = array<i64: 0, 0, 1>, limit_indices = array<i64: 2, 4, 2>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %988 = "stablehlo.slice"(%985) {start_indices = array<i64: 0, 0, 2>, limit_indices = array<i64: 2, 4, 3>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %989 = "stablehlo.multiply"(%987, %987) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %990 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %991 = "stablehlo.reduce"(%989, %990) ({
      ^bb0(%992: tensor<f32>, %993: tensor<f32>):
        %994 = "stablehlo.add"(%992, %993) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%994) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %995 = "stablehlo.reshape"(%991) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %996 = "stablehlo.multiply"(%988, %988) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %997 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %998 = "stablehlo.reduce"(%996, %997) ({
      ^bb0(%999: tensor<f32>, %1000: tensor<f32>):
        %1001 = "stablehlo.add"(%999, %1000) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1001) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %1002 = "stablehlo.reshape"(%998) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %1003 = "stablehlo.multiply"(%987, %988) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %1004 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %1005 = "stablehlo.reduce"(%1003, %1004) ({
      ^bb0(%1006: tensor<f32>, %1007: tensor<f32>):
        %1008 = "stablehlo.add"(%1006, %1007) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1008) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %1009 = "stablehlo.reshape"(%1005) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %1010 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %1011 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %1012 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %1013 = "stablehlo.compare"(%1009, %1010) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %1014 = "stablehlo.select"(%1013, %1011, %1009) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1015 = "stablehlo.subtract"(%1002, %995) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1016 = "stablehlo.multiply"(%1012, %1014) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1017 = "stablehlo.divide"(%1015, %1016) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1018 = "stablehlo.multiply"(%1017, %1017) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1019 = "stablehlo.add"(%1018, %1011) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1020 = "stablehlo.sqrt"(%1019) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1021 = "stablehlo.abs"(%1017) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1022 = "stablehlo.add"(%1021, %1020) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1023 = "stablehlo.compare"(%1017, %1010) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %1024 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %1025 = "stablehlo.select"(%1023, %1011, %1024) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1026 = "stablehlo.divide"(%1025, %1022) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1027 = "stablehlo.select"(%1013, %1010, %1026) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1028 = "stablehlo.multiply"(%1027, %1027) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1029 = "stablehlo.add"(%1028, %1011) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1030 = "stablehlo.rsqrt"(%1029) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1031 = "stablehlo.multiply"(%1027, %1030) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1032 = "stablehlo.reshape"(%1030) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %1033 = "stablehlo.broadcast_in_dim"(%1032) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3x3xf32>
    %1034 = "stablehlo.reshape"(%1031) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %1035 = "stablehlo.broadcast_in_dim"(%1034) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3x3xf32>
    %1036 = "stablehlo.negate"(%1035) : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1037 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x3xi64>
    %1038 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x3x3xi64>
    %1039 = "stablehlo.compare"(%1037, %1038) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1040 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %1041 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %1042 = "stablehlo.select"(%1039, %1040, %1041) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1043 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1044 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1045 = "stablehlo.compare"(%329, %1043) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1046 = "stablehlo.compare"(%330, %1044) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1047 = "stablehlo.and"(%1045, %1046) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %1048 = "stablehlo.select"(%1047, %1033, %1042) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1049 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1050 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1051 = "stablehlo.compare"(%329, %1049) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1052 = "stablehlo.compare"(%330, %1050) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1053 = "stablehlo.and"(%1051, %1052) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %1054 = "stablehlo.select"(%1053, %1033, %1048) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1055 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1056 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1057 = "stablehlo.compare"(%329, %1055) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1058 = "stablehlo.compare"(%330, %1056) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1059 = "stablehlo.and"(%1057, %1058) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %1060 = "stablehlo.select"(%1059, %1035, %1054) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1061 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1062 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1063 = "stablehlo.compare"(%329, %1061) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1064 = "stablehlo.compare"(%330, %1062) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1065 = "stablehlo.and"(%1063, %1064) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %1066 = "stablehlo.select"(%1065, %1036, %1060) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1067 = "stablehlo.dot_general"(%985, %1066) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x4x3xf32>, tensor<2x3x3xf32>) -> tensor<2x4x3xf32>
    %1068 = "stablehlo.dot_general"(%986, %1066) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1069 = "stablehlo.slice"(%1067) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 1>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %1070 = "stablehlo.slice"(%1067) {start_indices = array<i64: 0, 0, 1>, limit_indices = array<i64: 2, 4, 2>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %1071 = "stablehlo.multiply"(%1069, %1069) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %1072 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %1073 = "stablehlo.reduce"(%1071, %1072) ({
      ^bb0(%1074: tensor<f32>, %1075: tensor<f32>):
        %1076 = "stablehlo.add"(%1074, %1075) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1076) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %1077 = "stablehlo.reshape"(%1073) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %1078 = "stablehlo.multiply"(%1070, %1070) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %1079 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %1080 = "stablehlo.reduce"(%1078, %1079) ({
      ^bb0(%1081: tensor<f32>, %1082: tensor<f32>):
        %1083 = "stablehlo.add"(%1081, %1082) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1083) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %1084 = "stablehlo.reshape"(%1080) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %1085 = "stablehlo.multiply"(%1069, %1070) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %1086 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %1087 = "stablehlo.reduce"(%1085, %1086) ({
      ^bb0(%1088: tensor<f32>, %1089: tensor<f32>):
        %1090 = "stablehlo.add"(%1088, %1089) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1090) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %1091 = "stablehlo.reshape"(%1087) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %1092 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %1093 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %1094 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %1095 = "stablehlo.compare"(%1091, %1092) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %1096 = "stablehlo.select"(%1095, %1093, %1091) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1097 = "stablehlo.subtract"(%1084, %1077) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1098 = "stablehlo.multiply"(%1094, %1096) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1099 = "stablehlo.divide"(%1097, %1098) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1100 = "stablehlo.multiply"(%1099, %1099) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1101 = "stablehlo.add"(%1100, %1093) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1102 = "stablehlo.sqrt"(%1101) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1103 = "stablehlo.abs"(%1099) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1104 = "stablehlo.add"(%1103, %1102) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1105 = "stablehlo.compare"(%1099, %1092) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %1106 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %1107 = "stablehlo.select"(%1105, %1093, %1106) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1108 = "stablehlo.divide"(%1107, %1104) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1109 = "stablehlo.select"(%1095, %1092, %1108) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1110 = "stablehlo.multiply"(%1109, %1109) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1111 = "stablehlo.add"(%1110, %1093) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1112 = "stablehlo.rsqrt"(%1111) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1113 = "stablehlo.multiply"(%1109, %1112) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1114 = "stablehlo.reshape"(%1112) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %1115 = "stablehlo.broadcast_in_dim"(%1114) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3x3xf32>
    %1116 = "stablehlo.reshape"(%1113) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %1117 = "stablehlo.broadcast_in_dim"(%1116) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3x3xf32>
    %1118 = "stablehlo.negate"(%1117) : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1119 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x3xi64>
    %1120 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x3x3xi64>
    %1121 = "stablehlo.compare"(%1119, %1120) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1122 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %1123 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %1124 = "stablehlo.select"(%1121, %1122, %1123) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1125 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1126 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1127 = "stablehlo.compare"(%329, %1125) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1128 = "stablehlo.compare"(%330, %1126) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1129 = "stablehlo.and"(%1127, %1128) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %1130 = "stablehlo.select"(%1129, %1115, %1124) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1131 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1132 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1133 = "stablehlo.compare"(%329, %1131) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1134 = "stablehlo.compare"(%330, %1132) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1135 = "stablehlo.and"(%1133, %1134) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %1136 = "stablehlo.select"(%1135, %1115, %1130) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1137 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1138 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1139 = "stablehlo.compare"(%329, %1137) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1140 = "stablehlo.compare"(%330, %1138) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1141 = "stablehlo.and"(%1139, %1140) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %1142 = "stablehlo.select"(%1141, %1117, %1136) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1143 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1144 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1145 = "stablehlo.compare"(%329, %1143) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1146 = "stablehlo.compare"(%330, %1144) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1147 = "stablehlo.and"(%1145, %1146) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %1148 = "stablehlo.select"(%1147, %1118, %1142) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1149 = "stablehlo.dot_general"(%1067, %1148) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x4x3xf32>, tensor<2x3x3xf32>) -> tensor<2x4x3xf32>
    %1150 = "stablehlo.dot_general"(%1068, %1148) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1151 = "stablehlo.slice"(%1149) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 1>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %1152 = "stablehlo.slice"(%1149) {start_indices = array<i64: 0, 0, 2>, limit_indices = array<i64: 2, 4, 3>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %1153 = "stablehlo.multiply"(%1151, %1151) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %1154 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %1155 = "stablehlo.reduce"(%1153, %1154) ({
      ^bb0(%1156: tensor<f32>, %1157: tensor<f32>):
        %1158 = "stablehlo.add"(%1156, %1157) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1158) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %1159 = "stablehlo.reshape"(%1155) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %1160 = "stablehlo.multiply"(%1152, %1152) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %1161 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %1162 = "stablehlo.reduce"(%1160, %1161) ({
      ^bb0(%1163: tensor<f32>, %1164: tensor<f32>):
        %1165 = "stablehlo.add"(%1163, %1164) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1165) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %1166 = "stablehlo.reshape"(%1162) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %1167 = "stablehlo.multiply"(%1151, %1152) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %1168 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %1169 = "stablehlo.reduce"(%1167, %1168) ({
      ^bb0(%1170: tensor<f32>, %1171: tensor<f32>):
        %1172 = "stablehlo.add"(%1170, %1171) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1172) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %1173 = "stablehlo.reshape"(%1169) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %1174 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %1175 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %1176 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %1177 = "stablehlo.compare"(%1173, %1174) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %1178 = "stablehlo.select"(%1177, %1175, %1173) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1179 = "stablehlo.subtract"(%1166, %1159) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1180 = "stablehlo.multiply"(%1176, %1178) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1181 = "stablehlo.divide"(%1179, %1180) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1182 = "stablehlo.multiply"(%1181, %1181) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1183 = "stablehlo.add"(%1182, %1175) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1184 = "stablehlo.sqrt"(%1183) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1185 = "stablehlo.abs"(%1181) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1186 = "stablehlo.add"(%1185, %1184) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1187 = "stablehlo.compare"(%1181, %1174) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %1188 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %1189 = "stablehlo.select"(%1187, %1175, %1188) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1190 = "stablehlo.divide"(%1189, %1186) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1191 = "stablehlo.select"(%1177, %1174, %1190) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1192 = "stablehlo.multiply"(%1191, %1191) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1193 = "stablehlo.add"(%1192, %1175) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1194 = "stablehlo.rsqrt"(%1193) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1195 = "stablehlo.multiply"(%1191, %1194) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1196 = "stablehlo.reshape"(%1194) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %1197 = "stablehlo.broadcast_in_dim"(%1196) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3x3xf32>
    %1198 = "stablehlo.reshape"(%1195) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %1199 = "stablehlo.broadcast_in_dim"(%1198) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3x3xf32>
    %1200 = "stablehlo.negate"(%1199) : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1201 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x3xi64>
    %1202 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x3x3xi64>
    %1203 = "stablehlo.compare"(%1201, %1202) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1204 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %1205 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %1206 = "stablehlo.select"(%1203, %1204, %1205) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1207 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1208 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1209 = "stablehlo.compare"(%329, %1207) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1210 = "stablehlo.compare"(%330, %1208) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1211 = "stablehlo.and"(%1209, %1210) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %1212 = "stablehlo.select"(%1211, %1197, %1206) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1213 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1214 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1215 = "stablehlo.compare"(%329, %1213) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1216 = "stablehlo.compare"(%330, %1214) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1217 = "stablehlo.and"(%1215, %1216) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %1218 = "stablehlo.select"(%1217, %1197, %1212) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1219 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1220 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1221 = "stablehlo.compare"(%329, %1219) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1222 = "stablehlo.compare"(%330, %1220) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1223 = "stablehlo.and"(%1221, %1222) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %1224 = "stablehlo.select"(%1223, %1199, %1218) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1225 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1226 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1227 = "stablehlo.compare"(%329, %1225) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1228 = "stablehlo.compare"(%330, %1226) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1229 = "stablehlo.and"(%1227, %1228) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %1230 = "stablehlo.select"(%1229, %1200, %1224) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1231 = "stablehlo.dot_general"(%1149, %1230) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x4x3xf32>, tensor<2x3x3xf32>) -> tensor<2x4x3xf32>
    %1232 = "stablehlo.dot_general"(%1150, %1230) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1233 = "stablehlo.slice"(%1231) {start_indices = array<i64: 0, 0, 1>, limit_indices = array<i64: 2, 4, 2>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %1234 = "stablehlo.slice"(%1231) {start_indices = array<i64: 0, 0, 2>, limit_indices = array<i64: 2, 4, 3>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %1235 = "stablehlo.multiply"(%1233, %1233) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %1236 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %1237 = "stablehlo.reduce"(%1235, %1236) ({
      ^bb0(%1238: tensor<f32>, %1239: tensor<f32>):
        %1240 = "stablehlo.add"(%1238, %1239) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1240) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %1241 = "stablehlo.reshape"(%1237) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %1242 = "stablehlo.multiply"(%1234, %1234) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %1243 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %1244 = "stablehlo.reduce"(%1242, %1243) ({
      ^bb0(%1245: tensor<f32>, %1246: tensor<f32>):
        %1247 = "stablehlo.add"(%1245, %1246) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1247) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %1248 = "stablehlo.reshape"(%1244) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %1249 = "stablehlo.multiply"(%1233, %1234) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %1250 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %1251 = "stablehlo.reduce"(%1249, %1250) ({
      ^bb0(%1252: tensor<f32>, %1253: tensor<f32>):
        %1254 = "stablehlo.add"(%1252, %1253) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1254) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %1255 = "stablehlo.reshape"(%1251) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %1256 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %1257 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %1258 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %1259 = "stablehlo.compare"(%1255, %1256) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %1260 = "stablehlo.select"(%1259, %1257, %1255) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1261 = "stablehlo.subtract"(%1248, %1241) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1262 = "stablehlo.multiply"(%1258, %1260) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1263 = "stablehlo.divide"(%1261, %1262) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1264 = "stablehlo.multiply"(%1263, %1263) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1265 = "stablehlo.add"(%1264, %1257) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1266 = "stablehlo.sqrt"(%1265) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1267 = "stablehlo.abs"(%1263) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1268 = "stablehlo.add"(%1267, %1266) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1269 = "stablehlo.compare"(%1263, %1256) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %1270 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %1271 = "stablehlo.select"(%1269, %1257, %1270) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1272 = "stablehlo.divide"(%1271, %1268) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1273 = "stablehlo.select"(%1259, %1256, %1272) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1274 = "stablehlo.multiply"(%1273, %1273) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1275 = "stablehlo.add"(%1274, %1257) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1276 = "stablehlo.rsqrt"(%1275) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1277 = "stablehlo.multiply"(%1273, %1276) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1278 = "stablehlo.reshape"(%1276) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %1279 = "stablehlo.broadcast_in_dim"(%1278) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3x3xf32>
    %1280 = "stablehlo.reshape"(%1277) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %1281 = "stablehlo.broadcast_in_dim"(%1280) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3x3xf32>
    %1282 = "stablehlo.negate"(%1281) : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1283 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x3xi64>
    %1284 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x3x3xi64>
    %1285 = "stablehlo.compare"(%1283, %1284) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1286 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %1287 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %1288 = "stablehlo.select"(%1285, %1286, %1287) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1289 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1290 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1291 = "stablehlo.compare"(%329, %1289) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1292 = "stablehlo.compare"(%330, %1290) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1293 = "stablehlo.and"(%1291, %1292) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %1294 = "stablehlo.select"(%1293, %1279, %1288) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1295 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1296 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1297 = "stablehlo.compare"(%329, %1295) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1298 = "stablehlo.compare"(%330, %1296) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1299 = "stablehlo.and"(%1297, %1298) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %1300 = "stablehlo.select"(%1299, %1279, %1294) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1301 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1302 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1303 = "stablehlo.compare"(%329, %1301) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1304 = "stablehlo.compare"(%330, %1302) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1305 = "stablehlo.and"(%1303, %1304) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %1306 = "stablehlo.select"(%1305, %1281, %1300) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1307 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1308 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1309 = "stablehlo.compare"(%329, %1307) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1310 = "stablehlo.compare"(%330, %1308) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1311 = "stablehlo.and"(%1309, %1310) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %1312 = "stablehlo.select"(%1311, %1282, %1306) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1313 = "stablehlo.dot_general"(%1231, %1312) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x4x3xf32>, tensor<2x3x3xf32>) -> tensor<2x4x3xf32>
    %1314 = "stablehlo.dot_general"(%1232, %1312) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1315 = "stablehlo.slice"(%1313) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 1>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %1316 = "stablehlo.slice"(%1313) {start_indices = array<i64: 0, 0, 1>, limit_indices = array<i64: 2, 4, 2>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %1317 = "stablehlo.multiply"(%1315, %1315) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %1318 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %1319 = "stablehlo.reduce"(%1317, %1318) ({
      ^bb0(%1320: tensor<f32>, %1321: tensor<f32>):
        %1322 = "stablehlo.add"(%1320, %1321) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1322) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %1323 = "stablehlo.reshape"(%1319) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %1324 = "stablehlo.multiply"(%1316, %1316) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %1325 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %1326 = "stablehlo.reduce"(%1324, %1325) ({
      ^bb0(%1327: tensor<f32>, %1328: tensor<f32>):
        %1329 = "stablehlo.add"(%1327, %1328) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1329) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %1330 = "stablehlo.reshape"(%1326) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %1331 = "stablehlo.multiply"(%1315, %1316) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %1332 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %1333 = "stablehlo.reduce"(%1331, %1332) ({
      ^bb0(%1334: tensor<f32>, %1335: tensor<f32>):
        %1336 = "stablehlo.add"(%1334, %1335) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1336) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %1337 = "stablehlo.reshape"(%1333) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %1338 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %1339 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %1340 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %1341 = "stablehlo.compare"(%1337, %1338) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %1342 = "stablehlo.select"(%1341, %1339, %1337) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1343 = "stablehlo.subtract"(%1330, %1323) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1344 = "stablehlo.multiply"(%1340, %1342) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1345 = "stablehlo.divide"(%1343, %1344) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1346 = "stablehlo.multiply"(%1345, %1345) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1347 = "stablehlo.add"(%1346, %1339) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1348 = "stablehlo.sqrt"(%1347) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1349 = "stablehlo.abs"(%1345) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1350 = "stablehlo.add"(%1349, %1348) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1351 = "stablehlo.compare"(%1345, %1338) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %1352 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %1353 = "stablehlo.select"(%1351, %1339, %1352) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1354 = "stablehlo.divide"(%1353, %1350) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1355 = "stablehlo.select"(%1341, %1338, %1354) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1356 = "stablehlo.multiply"(%1355, %1355) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1357 = "stablehlo.add"(%1356, %1339) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1358 = "stablehlo.rsqrt"(%1357) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1359 = "stablehlo.multiply"(%1355, %1358) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1360 = "stablehlo.reshape"(%1358) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %1361 = "stablehlo.broadcast_in_dim"(%1360) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3x3xf32>
    %1362 = "stablehlo.reshape"(%1359) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %1363 = "stablehlo.broadcast_in_dim"(%1362) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3x3xf32>
    %1364 = "stablehlo.negate"(%1363) : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1365 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x3xi64>
    %1366 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x3x3xi64>
    %1367 = "stablehlo.compare"(%1365, %1366) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1368 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %1369 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %1370 = "stablehlo.select"(%1367, %1368, %1369) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1371 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1372 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1373 = "stablehlo.compare"(%329, %1371) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1374 = "stablehlo.compare"(%330, %1372) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1375 = "stablehlo.and"(%1373, %1374) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %1376 = "stablehlo.select"(%1375, %1361, %1370) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1377 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1378 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1379 = "stablehlo.compare"(%329, %1377) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1380 = "stablehlo.compare"(%330, %1378) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1381 = "stablehlo.and"(%1379, %1380) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %1382 = "stablehlo.select"(%1381, %1361, %1376) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1383 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1384 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1385 = "stablehlo.compare"(%329, %1383) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1386 = "stablehlo.compare"(%330, %1384) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1387 = "stablehlo.and"(%1385, %1386) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %1388 = "stablehlo.select"(%1387, %1363, %1382) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1389 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1390 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1391 = "stablehlo.compare"(%329, %1389) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1392 = "stablehlo.compare"(%330, %1390) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1393 = "stablehlo.and"(%1391, %1392) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %1394 = "stablehlo.select"(%1393, %1364, %1388) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1395 = "stablehlo.dot_general"(%1313, %1394) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x4x3xf32>, tensor<2x3x3xf32>) -> tensor<2x4x3xf32>
    %1396 = "stablehlo.dot_general"(%1314, %1394) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1397 = "stablehlo.slice"(%1395) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 1>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %1398 = "stablehlo.slice"(%1395) {start_indices = array<i64: 0, 0, 2>, limit_indices = array<i64: 2, 4, 3>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %1399 = "stablehlo.multiply"(%1397, %1397) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %1400 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %1401 = "stablehlo.reduce"(%1399, %1400) ({
      ^bb0(%1402: tensor<f32>, %1403: tensor<f32>):
        %1404 = "stablehlo.add"(%1402, %1403) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1404) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %1405 = "stablehlo.reshape"(%1401) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %1406 = "stablehlo.multiply"(%1398, %1398) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %1407 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %1408 = "stablehlo.reduce"(%1406, %1407) ({
      ^bb0(%1409: tensor<f32>, %1410: tensor<f32>):
        %1411 = "stablehlo.add"(%1409, %1410) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1411) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %1412 = "stablehlo.reshape"(%1408) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %1413 = "stablehlo.multiply"(%1397, %1398) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %1414 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %1415 = "stablehlo.reduce"(%1413, %1414) ({
      ^bb0(%1416: tensor<f32>, %1417: tensor<f32>):
        %1418 = "stablehlo.add"(%1416, %1417) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1418) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %1419 = "stablehlo.reshape"(%1415) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %1420 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %1421 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %1422 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %1423 = "stablehlo.compare"(%1419, %1420) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %1424 = "stablehlo.select"(%1423, %1421, %1419) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1425 = "stablehlo.subtract"(%1412, %1405) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1426 = "stablehlo.multiply"(%1422, %1424) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1427 = "stablehlo.divide"(%1425, %1426) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1428 = "stablehlo.multiply"(%1427, %1427) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1429 = "stablehlo.add"(%1428, %1421) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1430 = "stablehlo.sqrt"(%1429) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1431 = "stablehlo.abs"(%1427) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1432 = "stablehlo.add"(%1431, %1430) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1433 = "stablehlo.compare"(%1427, %1420) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %1434 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %1435 = "stablehlo.select"(%1433, %1421, %1434) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1436 = "stablehlo.divide"(%1435, %1432) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1437 = "stablehlo.select"(%1423, %1420, %1436) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1438 = "stablehlo.multiply"(%1437, %1437) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1439 = "stablehlo.add"(%1438, %1421) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1440 = "stablehlo.rsqrt"(%1439) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1441 = "stablehlo.multiply"(%1437, %1440) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1442 = "stablehlo.reshape"(%1440) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %1443 = "stablehlo.broadcast_in_dim"(%1442) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3x3xf32>
    %1444 = "stablehlo.reshape"(%1441) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %1445 = "stablehlo.broadcast_in_dim"(%1444) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3x3xf32>
    %1446 = "stablehlo.negate"(%1445) : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1447 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x3xi64>
    %1448 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x3x3xi64>
    %1449 = "stablehlo.compare"(%1447, %1448) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1450 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %1451 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %1452 = "stablehlo.select"(%1449, %1450, %1451) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1453 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1454 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1455 = "stablehlo.compare"(%329, %1453) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1456 = "stablehlo.compare"(%330, %1454) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1457 = "stablehlo.and"(%1455, %1456) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %1458 = "stablehlo.select"(%1457, %1443, %1452) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1459 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1460 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1461 = "stablehlo.compare"(%329, %1459) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1462 = "stablehlo.compare"(%330, %1460) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1463 = "stablehlo.and"(%1461, %1462) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %1464 = "stablehlo.select"(%1463, %1443, %1458) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1465 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1466 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1467 = "stablehlo.compare"(%329, %1465) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1468 = "stablehlo.compare"(%330, %1466) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1469 = "stablehlo.and"(%1467, %1468) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %1470 = "stablehlo.select"(%1469, %1445, %1464) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1471 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1472 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1473 = "stablehlo.compare"(%329, %1471) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1474 = "stablehlo.compare"(%330, %1472) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1475 = "stablehlo.and"(%1473, %1474) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %1476 = "stablehlo.select"(%1475, %1446, %1470) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1477 = "stablehlo.dot_general"(%1395, %1476) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x4x3xf32>, tensor<2x3x3xf32>) -> tensor<2x4x3xf32>
    %1478 = "stablehlo.dot_general"(%1396, %1476) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1479 = "stablehlo.slice"(%1477) {start_indices = array<i64: 0, 0, 1>, limit_indices = array<i64: 2, 4, 2>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %1480 = "stablehlo.slice"(%1477) {start_indices = array<i64: 0, 0, 2>, limit_indices = array<i64: 2, 4, 3>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %1481 = "stablehlo.multiply"(%1479, %1479) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %1482 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %1483 = "stablehlo.reduce"(%1481, %1482) ({
      ^bb0(%1484: tensor<f32>, %1485: tensor<f32>):
        %1486 = "stablehlo.add"(%1484, %1485) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1486) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %1487 = "stablehlo.reshape"(%1483) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %1488 = "stablehlo.multiply"(%1480, %1480) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %1489 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %1490 = "stablehlo.reduce"(%1488, %1489) ({
      ^bb0(%1491: tensor<f32>, %1492: tensor<f32>):
        %1493 = "stablehlo.add"(%1491, %1492) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1493) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %1494 = "stablehlo.reshape"(%1490) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %1495 = "stablehlo.multiply"(%1479, %1480) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %1496 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %1497 = "stablehlo.reduce"(%1495, %1496) ({
      ^bb0(%1498: tensor<f32>, %1499: tensor<f32>):
        %1500 = "stablehlo.add"(%1498, %1499) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1500) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %1501 = "stablehlo.reshape"(%1497) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %1502 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %1503 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %1504 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %1505 = "stablehlo.compare"(%1501, %1502) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %1506 = "stablehlo.select"(%1505, %1503, %1501) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1507 = "stablehlo.subtract"(%1494, %1487) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1508 = "stablehlo.multiply"(%1504, %1506) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1509 = "stablehlo.divide"(%1507, %1508) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1510 = "stablehlo.multiply"(%1509, %1509) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1511 = "stablehlo.add"(%1510, %1503) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1512 = "stablehlo.sqrt"(%1511) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1513 = "stablehlo.abs"(%1509) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1514 = "stablehlo.add"(%1513, %1512) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1515 = "stablehlo.compare"(%1509, %1502) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %1516 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %1517 = "stablehlo.select"(%1515, %1503, %1516) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1518 = "stablehlo.divide"(%1517, %1514) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1519 = "stablehlo.select"(%1505, %1502, %1518) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1520 = "stablehlo.multiply"(%1519, %1519) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1521 = "stablehlo.add"(%1520, %1503) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1522 = "stablehlo.rsqrt"(%1521) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1523 = "stablehlo.multiply"(%1519, %1522) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1524 = "stablehlo.reshape"(%1522) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %1525 = "stablehlo.broadcast_in_dim"(%1524) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3x3xf32>
    %1526 = "stablehlo.reshape"(%1523) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %1527 = "stablehlo.broadcast_in_dim"(%1526) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3x3xf32>
    %1528 = "stablehlo.negate"(%1527) : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1529 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x3xi64>
    %1530 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x3x3xi64>
    %1531 = "stablehlo.compare"(%1529, %1530) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1532 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %1533 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %1534 = "stablehlo.select"(%1531, %1532, %1533) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1535 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1536 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1537 = "stablehlo.compare"(%329, %1535) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1538 = "stablehlo.compare"(%330, %1536) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1539 = "stablehlo.and"(%1537, %1538) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %1540 = "stablehlo.select"(%1539, %1525, %1534) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1541 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1542 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1543 = "stablehlo.compare"(%329, %1541) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1544 = "stablehlo.compare"(%330, %1542) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1545 = "stablehlo.and"(%1543, %1544) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %1546 = "stablehlo.select"(%1545, %1525, %1540) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1547 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1548 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1549 = "stablehlo.compare"(%329, %1547) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1550 = "stablehlo.compare"(%330, %1548) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1551 = "stablehlo.and"(%1549, %1550) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %1552 = "stablehlo.select"(%1551, %1527, %1546) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1553 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1554 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1555 = "stablehlo.compare"(%329, %1553) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1556 = "stablehlo.compare"(%330, %1554) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1557 = "stablehlo.and"(%1555, %1556) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %1558 = "stablehlo.select"(%1557, %1528, %1552) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1559 = "stablehlo.dot_general"(%1477, %1558) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x4x3xf32>, tensor<2x3x3xf32>) -> tensor<2x4x3xf32>
    %1560 = "stablehlo.dot_general"(%1478, %1558) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1561 = "stablehlo.slice"(%1559) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 1>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %1562 = "stablehlo.slice"(%1559) {start_indices = array<i64: 0, 0, 1>, limit_indices = array<i64: 2, 4, 2>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %1563 = "stablehlo.multiply"(%1561, %1561) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %1564 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %1565 = "stablehlo.reduce"(%1563, %1564) ({
      ^bb0(%1566: tensor<f32>, %1567: tensor<f32>):
        %1568 = "stablehlo.add"(%1566, %1567) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1568) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %1569 = "stablehlo.reshape"(%1565) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %1570 = "stablehlo.multiply"(%1562, %1562) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %1571 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %1572 = "stablehlo.reduce"(%1570, %1571) ({
      ^bb0(%1573: tensor<f32>, %1574: tensor<f32>):
        %1575 = "stablehlo.add"(%1573, %1574) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1575) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %1576 = "stablehlo.reshape"(%1572) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %1577 = "stablehlo.multiply"(%1561, %1562) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %1578 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %1579 = "stablehlo.reduce"(%1577, %1578) ({
      ^bb0(%1580: tensor<f32>, %1581: tensor<f32>):
        %1582 = "stablehlo.add"(%1580, %1581) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1582) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %1583 = "stablehlo.reshape"(%1579) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %1584 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %1585 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %1586 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %1587 = "stablehlo.compare"(%1583, %1584) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %1588 = "stablehlo.select"(%1587, %1585, %1583) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1589 = "stablehlo.subtract"(%1576, %1569) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1590 = "stablehlo.multiply"(%1586, %1588) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1591 = "stablehlo.divide"(%1589, %1590) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1592 = "stablehlo.multiply"(%1591, %1591) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1593 = "stablehlo.add"(%1592, %1585) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1594 = "stablehlo.sqrt"(%1593) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1595 = "stablehlo.abs"(%1591) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1596 = "stablehlo.add"(%1595, %1594) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1597 = "stablehlo.compare"(%1591, %1584) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %1598 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %1599 = "stablehlo.select"(%1597, %1585, %1598) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1600 = "stablehlo.divide"(%1599, %1596) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1601 = "stablehlo.select"(%1587, %1584, %1600) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1602 = "stablehlo.multiply"(%1601, %1601) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1603 = "stablehlo.add"(%1602, %1585) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1604 = "stablehlo.rsqrt"(%1603) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1605 = "stablehlo.multiply"(%1601, %1604) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1606 = "stablehlo.reshape"(%1604) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %1607 = "stablehlo.broadcast_in_dim"(%1606) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3x3xf32>
    %1608 = "stablehlo.reshape"(%1605) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %1609 = "stablehlo.broadcast_in_dim"(%1608) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3x3xf32>
    %1610 = "stablehlo.negate"(%1609) : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1611 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x3xi64>
    %1612 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x3x3xi64>
    %1613 = "stablehlo.compare"(%1611, %1612) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1614 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %1615 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %1616 = "stablehlo.select"(%1613, %1614, %1615) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1617 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1618 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1619 = "stablehlo.compare"(%329, %1617) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1620 = "stablehlo.compare"(%330, %1618) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1621 = "stablehlo.and"(%1619, %1620) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %1622 = "stablehlo.select"(%1621, %1607, %1616) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1623 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1624 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1625 = "stablehlo.compare"(%329, %1623) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1626 = "stablehlo.compare"(%330, %1624) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1627 = "stablehlo.and"(%1625, %1626) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %1628 = "stablehlo.select"(%1627, %1607, %1622) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1629 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1630 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1631 = "stablehlo.compare"(%329, %1629) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1632 = "stablehlo.compare"(%330, %1630) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1633 = "stablehlo.and"(%1631, %1632) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %1634 = "stablehlo.select"(%1633, %1609, %1628) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1635 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1636 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1637 = "stablehlo.compare"(%329, %1635) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1638 = "stablehlo.compare"(%330, %1636) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1639 = "stablehlo.and"(%1637, %1638) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %1640 = "stablehlo.select"(%1639, %1610, %1634) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1641 = "stablehlo.dot_general"(%1559, %1640) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x4x3xf32>, tensor<2x3x3xf32>) -> tensor<2x4x3xf32>
    %1642 = "stablehlo.dot_general"(%1560, %1640) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1643 = "stablehlo.slice"(%1641) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 1>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %1644 = "stablehlo.slice"(%1641) {start_indices = array<i64: 0, 0, 2>, limit_indices = array<i64: 2, 4, 3>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %1645 = "stablehlo.multiply"(%1643, %1643) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %1646 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %1647 = "stablehlo.reduce"(%1645, %1646) ({
      ^bb0(%1648: tensor<f32>, %1649: tensor<f32>):
        %1650 = "stablehlo.add"(%1648, %1649) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1650) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %1651 = "stablehlo.reshape"(%1647) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %1652 = "stablehlo.multiply"(%1644, %1644) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %1653 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %1654 = "stablehlo.reduce"(%1652, %1653) ({
      ^bb0(%1655: tensor<f32>, %1656: tensor<f32>):
        %1657 = "stablehlo.add"(%1655, %1656) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1657) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %1658 = "stablehlo.reshape"(%1654) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %1659 = "stablehlo.multiply"(%1643, %1644) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %1660 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %1661 = "stablehlo.reduce"(%1659, %1660) ({
      ^bb0(%1662: tensor<f32>, %1663: tensor<f32>):
        %1664 = "stablehlo.add"(%1662, %1663) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1664) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %1665 = "stablehlo.reshape"(%1661) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %1666 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %1667 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %1668 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %1669 = "stablehlo.compare"(%1665, %1666) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %1670 = "stablehlo.select"(%1669, %1667, %1665) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1671 = "stablehlo.subtract"(%1658, %1651) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1672 = "stablehlo.multiply"(%1668, %1670) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1673 = "stablehlo.divide"(%1671, %1672) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1674 = "stablehlo.multiply"(%1673, %1673) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1675 = "stablehlo.add"(%1674, %1667) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1676 = "stablehlo.sqrt"(%1675) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1677 = "stablehlo.abs"(%1673) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1678 = "stablehlo.add"(%1677, %1676) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1679 = "stablehlo.compare"(%1673, %1666) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %1680 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %1681 = "stablehlo.select"(%1679, %1667, %1680) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1682 = "stablehlo.divide"(%1681, %1678) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1683 = "stablehlo.select"(%1669, %1666, %1682) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1684 = "stablehlo.multiply"(%1683, %1683) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1685 = "stablehlo.add"(%1684, %1667) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1686 = "stablehlo.rsqrt"(%1685) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1687 = "stablehlo.multiply"(%1683, %1686) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1688 = "stablehlo.reshape"(%1686) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %1689 = "stablehlo.broadcast_in_dim"(%1688) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3x3xf32>
    %1690 = "stablehlo.reshape"(%1687) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %1691 = "stablehlo.broadcast_in_dim"(%1690) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3x3xf32>
    %1692 = "stablehlo.negate"(%1691) : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1693 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x3xi64>
    %1694 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x3x3xi64>
    %1695 = "stablehlo.compare"(%1693, %1694) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1696 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %1697 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %1698 = "stablehlo.select"(%1695, %1696, %1697) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1699 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1700 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1701 = "stablehlo.compare"(%329, %1699) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1702 = "stablehlo.compare"(%330, %1700) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1703 = "stablehlo.and"(%1701, %1702) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %1704 = "stablehlo.select"(%1703, %1689, %1698) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1705 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1706 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1707 = "stablehlo.compare"(%329, %1705) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1708 = "stablehlo.compare"(%330, %1706) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1709 = "stablehlo.and"(%1707, %1708) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %1710 = "stablehlo.select"(%1709, %1689, %1704) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1711 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1712 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1713 = "stablehlo.compare"(%329, %1711) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1714 = "stablehlo.compare"(%330, %1712) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1715 = "stablehlo.and"(%1713, %1714) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %1716 = "stablehlo.select"(%1715, %1691, %1710) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1717 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1718 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1719 = "stablehlo.compare"(%329, %1717) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1720 = "stablehlo.compare"(%330, %1718) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1721 = "stablehlo.and"(%1719, %1720) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %1722 = "stablehlo.select"(%1721, %1692, %1716) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1723 = "stablehlo.dot_general"(%1641, %1722) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x4x3xf32>, tensor<2x3x3xf32>) -> tensor<2x4x3xf32>
    %1724 = "stablehlo.dot_general"(%1642, %1722) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1725 = "stablehlo.slice"(%1723) {start_indices = array<i64: 0, 0, 1>, limit_indices = array<i64: 2, 4, 2>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %1726 = "stablehlo.slice"(%1723) {start_indices = array<i64: 0, 0, 2>, limit_indices = array<i64: 2, 4, 3>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %1727 = "stablehlo.multiply"(%1725, %1725) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %1728 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %1729 = "stablehlo.reduce"(%1727, %1728) ({
      ^bb0(%1730: tensor<f32>, %1731: tensor<f32>):
        %1732 = "stablehlo.add"(%1730, %1731) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1732) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %1733 = "stablehlo.reshape"(%1729) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %1734 = "stablehlo.multiply"(%1726, %1726) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %1735 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %1736 = "stablehlo.reduce"(%1734, %1735) ({
      ^bb0(%1737: tensor<f32>, %1738: tensor<f32>):
        %1739 = "stablehlo.add"(%1737, %1738) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1739) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %1740 = "stablehlo.reshape"(%1736) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %1741 = "stablehlo.multiply"(%1725, %1726) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %1742 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %1743 = "stablehlo.reduce"(%1741, %1742) ({
      ^bb0(%1744: tensor<f32>, %1745: tensor<f32>):
        %1746 = "stablehlo.add"(%1744, %1745) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1746) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %1747 = "stablehlo.reshape"(%1743) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %1748 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %1749 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %1750 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %1751 = "stablehlo.compare"(%1747, %1748) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %1752 = "stablehlo.select"(%1751, %1749, %1747) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1753 = "stablehlo.subtract"(%1740, %1733) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1754 = "stablehlo.multiply"(%1750, %1752) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1755 = "stablehlo.divide"(%1753, %1754) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1756 = "stablehlo.multiply"(%1755, %1755) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1757 = "stablehlo.add"(%1756, %1749) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1758 = "stablehlo.sqrt"(%1757) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1759 = "stablehlo.abs"(%1755) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1760 = "stablehlo.add"(%1759, %1758) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1761 = "stablehlo.compare"(%1755, %1748) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %1762 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %1763 = "stablehlo.select"(%1761, %1749, %1762) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1764 = "stablehlo.divide"(%1763, %1760) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1765 = "stablehlo.select"(%1751, %1748, %1764) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1766 = "stablehlo.multiply"(%1765, %1765) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1767 = "stablehlo.add"(%1766, %1749) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1768 = "stablehlo.rsqrt"(%1767) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1769 = "stablehlo.multiply"(%1765, %1768) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1770 = "stablehlo.reshape"(%1768) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %1771 = "stablehlo.broadcast_in_dim"(%1770) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3x3xf32>
    %1772 = "stablehlo.reshape"(%1769) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %1773 = "stablehlo.broadcast_in_dim"(%1772) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3x3xf32>
    %1774 = "stablehlo.negate"(%1773) : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1775 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x3xi64>
    %1776 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x3x3xi64>
    %1777 = "stablehlo.compare"(%1775, %1776) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1778 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %1779 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %1780 = "stablehlo.select"(%1777, %1778, %1779) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1781 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1782 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1783 = "stablehlo.compare"(%329, %1781) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1784 = "stablehlo.compare"(%330, %1782) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1785 = "stablehlo.and"(%1783, %1784) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %1786 = "stablehlo.select"(%1785, %1771, %1780) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1787 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1788 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1789 = "stablehlo.compare"(%329, %1787) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1790 = "stablehlo.compare"(%330, %1788) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1791 = "stablehlo.and"(%1789, %1790) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %1792 = "stablehlo.select"(%1791, %1771, %1786) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1793 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1794 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1795 = "stablehlo.compare"(%329, %1793) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1796 = "stablehlo.compare"(%330, %1794) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1797 = "stablehlo.and"(%1795, %1796) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %1798 = "stablehlo.select"(%1797, %1773, %1792) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1799 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1800 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1801 = "stablehlo.compare"(%329, %1799) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1802 = "stablehlo.compare"(%330, %1800) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1803 = "stablehlo.and"(%1801, %1802) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %1804 = "stablehlo.select"(%1803, %1774, %1798) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1805 = "stablehlo.dot_general"(%1723, %1804) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x4x3xf32>, tensor<2x3x3xf32>) -> tensor<2x4x3xf32>
    %1806 = "stablehlo.dot_general"(%1724, %1804) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1807 = "stablehlo.slice"(%1805) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 1>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %1808 = "stablehlo.slice"(%1805) {start_indices = array<i64: 0, 0, 1>, limit_indices = array<i64: 2, 4, 2>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %1809 = "stablehlo.multiply"(%1807, %1807) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %1810 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %1811 = "stablehlo.reduce"(%1809, %1810) ({
      ^bb0(%1812: tensor<f32>, %1813: tensor<f32>):
        %1814 = "stablehlo.add"(%1812, %1813) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1814) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %1815 = "stablehlo.reshape"(%1811) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %1816 = "stablehlo.multiply"(%1808, %1808) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %1817 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %1818 = "stablehlo.reduce"(%1816, %1817) ({
      ^bb0(%1819: tensor<f32>, %1820: tensor<f32>):
        %1821 = "stablehlo.add"(%1819, %1820) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1821) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %1822 = "stablehlo.reshape"(%1818) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %1823 = "stablehlo.multiply"(%1807, %1808) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %1824 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %1825 = "stablehlo.reduce"(%1823, %1824) ({
      ^bb0(%1826: tensor<f32>, %1827: tensor<f32>):
        %1828 = "stablehlo.add"(%1826, %1827) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1828) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %1829 = "stablehlo.reshape"(%1825) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %1830 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %1831 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %1832 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %1833 = "stablehlo.compare"(%1829, %1830) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %1834 = "stablehlo.select"(%1833, %1831, %1829) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1835 = "stablehlo.subtract"(%1822, %1815) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1836 = "stablehlo.multiply"(%1832, %1834) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1837 = "stablehlo.divide"(%1835, %1836) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1838 = "stablehlo.multiply"(%1837, %1837) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1839 = "stablehlo.add"(%1838, %1831) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1840 = "stablehlo.sqrt"(%1839) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1841 = "stablehlo.abs"(%1837) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1842 = "stablehlo.add"(%1841, %1840) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1843 = "stablehlo.compare"(%1837, %1830) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %1844 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %1845 = "stablehlo.select"(%1843, %1831, %1844) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1846 = "stablehlo.divide"(%1845, %1842) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1847 = "stablehlo.select"(%1833, %1830, %1846) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1848 = "stablehlo.multiply"(%1847, %1847) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1849 = "stablehlo.add"(%1848, %1831) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1850 = "stablehlo.rsqrt"(%1849) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1851 = "stablehlo.multiply"(%1847, %1850) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1852 = "stablehlo.reshape"(%1850) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %1853 = "stablehlo.broadcast_in_dim"(%1852) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3x3xf32>
    %1854 = "stablehlo.reshape"(%1851) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %1855 = "stablehlo.broadcast_in_dim"(%1854) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3x3xf32>
    %1856 = "stablehlo.negate"(%1855) : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1857 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x3xi64>
    %1858 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x3x3xi64>
    %1859 = "stablehlo.compare"(%1857, %1858) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1860 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %1861 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %1862 = "stablehlo.select"(%1859, %1860, %1861) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1863 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1864 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1865 = "stablehlo.compare"(%329, %1863) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1866 = "stablehlo.compare"(%330, %1864) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1867 = "stablehlo.and"(%1865, %1866) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %1868 = "stablehlo.select"(%1867, %1853, %1862) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1869 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1870 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1871 = "stablehlo.compare"(%329, %1869) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1872 = "stablehlo.compare"(%330, %1870) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1873 = "stablehlo.and"(%1871, %1872) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %1874 = "stablehlo.select"(%1873, %1853, %1868) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1875 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1876 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1877 = "stablehlo.compare"(%329, %1875) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1878 = "stablehlo.compare"(%330, %1876) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1879 = "stablehlo.and"(%1877, %1878) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %1880 = "stablehlo.select"(%1879, %1855, %1874) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1881 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1882 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1883 = "stablehlo.compare"(%329, %1881) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1884 = "stablehlo.compare"(%330, %1882) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1885 = "stablehlo.and"(%1883, %1884) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %1886 = "stablehlo.select"(%1885, %1856, %1880) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1887 = "stablehlo.dot_general"(%1805, %1886) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x4x3xf32>, tensor<2x3x3xf32>) -> tensor<2x4x3xf32>
    %1888 = "stablehlo.dot_general"(%1806, %1886) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1889 = "stablehlo.slice"(%1887) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 1>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %1890 = "stablehlo.slice"(%1887) {start_indices = array<i64: 0, 0, 2>, limit_indices = array<i64: 2, 4, 3>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %1891 = "stablehlo.multiply"(%1889, %1889) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %1892 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %1893 = "stablehlo.reduce"(%1891, %1892) ({
      ^bb0(%1894: tensor<f32>, %1895: tensor<f32>):
        %1896 = "stablehlo.add"(%1894, %1895) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1896) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %1897 = "stablehlo.reshape"(%1893) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %1898 = "stablehlo.multiply"(%1890, %1890) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %1899 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %1900 = "stablehlo.reduce"(%1898, %1899) ({
      ^bb0(%1901: tensor<f32>, %1902: tensor<f32>):
        %1903 = "stablehlo.add"(%1901, %1902) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1903) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %1904 = "stablehlo.reshape"(%1900) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %1905 = "stablehlo.multiply"(%1889, %1890) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %1906 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %1907 = "stablehlo.reduce"(%1905, %1906) ({
      ^bb0(%1908: tensor<f32>, %1909: tensor<f32>):
        %1910 = "stablehlo.add"(%1908, %1909) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1910) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %1911 = "stablehlo.reshape"(%1907) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %1912 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %1913 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %1914 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %1915 = "stablehlo.compare"(%1911, %1912) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %1916 = "stablehlo.select"(%1915, %1913, %1911) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1917 = "stablehlo.subtract"(%1904, %1897) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1918 = "stablehlo.multiply"(%1914, %1916) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1919 = "stablehlo.divide"(%1917, %1918) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1920 = "stablehlo.multiply"(%1919, %1919) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1921 = "stablehlo.add"(%1920, %1913) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1922 = "stablehlo.sqrt"(%1921) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1923 = "stablehlo.abs"(%1919) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1924 = "stablehlo.add"(%1923, %1922) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1925 = "stablehlo.compare"(%1919, %1912) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %1926 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %1927 = "stablehlo.select"(%1925, %1913, %1926) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1928 = "stablehlo.divide"(%1927, %1924) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1929 = "stablehlo.select"(%1915, %1912, %1928) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1930 = "stablehlo.multiply"(%1929, %1929) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1931 = "stablehlo.add"(%1930, %1913) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1932 = "stablehlo.rsqrt"(%1931) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1933 = "stablehlo.multiply"(%1929, %1932) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1934 = "stablehlo.reshape"(%1932) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %1935 = "stablehlo.broadcast_in_dim"(%1934) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3x3xf32>
    %1936 = "stablehlo.reshape"(%1933) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %1937 = "stablehlo.broadcast_in_dim"(%1936) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3x3xf32>
    %1938 = "stablehlo.negate"(%1937) : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1939 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x3xi64>
    %1940 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x3x3xi64>
    %1941 = "stablehlo.compare"(%1939, %1940) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1942 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %1943 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %1944 = "stablehlo.select"(%1941, %1942, %1943) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1945 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1946 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1947 = "stablehlo.compare"(%329, %1945) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1948 = "stablehlo.compare"(%330, %1946) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1949 = "stablehlo.and"(%1947, %1948) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %1950 = "stablehlo.select"(%1949, %1935, %1944) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1951 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1952 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1953 = "stablehlo.compare"(%329, %1951) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1954 = "stablehlo.compare"(%330, %1952) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1955 = "stablehlo.and"(%1953, %1954) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %1956 = "stablehlo.select"(%1955, %1935, %1950) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1957 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1958 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1959 = "stablehlo.compare"(%329, %1957) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1960 = "stablehlo.compare"(%330, %1958) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1961 = "stablehlo.and"(%1959, %1960) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %1962 = "stablehlo.select"(%1961, %1937, %1956) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1963 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1964 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %1965 = "stablehlo.compare"(%329, %1963) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1966 = "stablehlo.compare"(%330, %1964) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %1967 = "stablehlo.and"(%1965, %1966) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %1968 = "stablehlo.select"(%1967, %1938, %1962) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1969 = "stablehlo.dot_general"(%1887, %1968) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x4x3xf32>, tensor<2x3x3xf32>) -> tensor<2x4x3xf32>
    %1970 = "stablehlo.dot_general"(%1888, %1968) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1971 = "stablehlo.slice"(%1969) {start_indices = array<i64: 0, 0, 1>, limit_indices = array<i64: 2, 4, 2>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %1972 = "stablehlo.slice"(%1969) {start_indices = array<i64: 0, 0, 2>, limit_indices = array<i64: 2, 4, 3>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %1973 = "stablehlo.multiply"(%1971, %1971) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %1974 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %1975 = "stablehlo.reduce"(%1973, %1974) ({
      ^bb0(%1976: tensor<f32>, %1977: tensor<f32>):
        %1978 = "stablehlo.add"(%1976, %1977) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1978) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %1979 = "stablehlo.reshape"(%1975) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %1980 = "stablehlo.multiply"(%1972, %1972) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %1981 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %1982 = "stablehlo.reduce"(%1980, %1981) ({
      ^bb0(%1983: tensor<f32>, %1984: tensor<f32>):
        %1985 = "stablehlo.add"(%1983, %1984) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1985) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %1986 = "stablehlo.reshape"(%1982) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %1987 = "stablehlo.multiply"(%1971, %1972) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %1988 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %1989 = "stablehlo.reduce"(%1987, %1988) ({
      ^bb0(%1990: tensor<f32>, %1991: tensor<f32>):
        %1992 = "stablehlo.add"(%1990, %1991) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1992) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %1993 = "stablehlo.reshape"(%1989) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %1994 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %1995 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %1996 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %1997 = "stablehlo.compare"(%1993, %1994) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %1998 = "stablehlo.select"(%1997, %1995, %1993) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %1999 = "stablehlo.subtract"(%1986, %1979) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2000 = "stablehlo.multiply"(%1996, %1998) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2001 = "stablehlo.divide"(%1999, %2000) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2002 = "stablehlo.multiply"(%2001, %2001) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2003 = "stablehlo.add"(%2002, %1995) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2004 = "stablehlo.sqrt"(%2003) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2005 = "stablehlo.abs"(%2001) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2006 = "stablehlo.add"(%2005, %2004) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2007 = "stablehlo.compare"(%2001, %1994) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %2008 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %2009 = "stablehlo.select"(%2007, %1995, %2008) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2010 = "stablehlo.divide"(%2009, %2006) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2011 = "stablehlo.select"(%1997, %1994, %2010) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2012 = "stablehlo.multiply"(%2011, %2011) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2013 = "stablehlo.add"(%2012, %1995) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2014 = "stablehlo.rsqrt"(%2013) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2015 = "stablehlo.multiply"(%2011, %2014) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2016 = "stablehlo.reshape"(%2014) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %2017 = "stablehlo.broadcast_in_dim"(%2016) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3x3xf32>
    %2018 = "stablehlo.reshape"(%2015) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %2019 = "stablehlo.broadcast_in_dim"(%2018) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3x3xf32>
    %2020 = "stablehlo.negate"(%2019) : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %2021 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x3xi64>
    %2022 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x3x3xi64>
    %2023 = "stablehlo.compare"(%2021, %2022) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %2024 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %2025 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %2026 = "stablehlo.select"(%2023, %2024, %2025) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %2027 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %2028 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %2029 = "stablehlo.compare"(%329, %2027) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %2030 = "stablehlo.compare"(%330, %2028) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %2031 = "stablehlo.and"(%2029, %2030) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %2032 = "stablehlo.select"(%2031, %2017, %2026) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %2033 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %2034 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %2035 = "stablehlo.compare"(%329, %2033) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %2036 = "stablehlo.compare"(%330, %2034) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %2037 = "stablehlo.and"(%2035, %2036) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %2038 = "stablehlo.select"(%2037, %2017, %2032) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %2039 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %2040 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %2041 = "stablehlo.compare"(%329, %2039) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %2042 = "stablehlo.compare"(%330, %2040) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %2043 = "stablehlo.and"(%2041, %2042) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %2044 = "stablehlo.select"(%2043, %2019, %2038) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %2045 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %2046 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %2047 = "stablehlo.compare"(%329, %2045) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %2048 = "stablehlo.compare"(%330, %2046) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %2049 = "stablehlo.and"(%2047, %2048) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %2050 = "stablehlo.select"(%2049, %2020, %2044) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %2051 = "stablehlo.dot_general"(%1969, %2050) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x4x3xf32>, tensor<2x3x3xf32>) -> tensor<2x4x3xf32>
    %2052 = "stablehlo.dot_general"(%1970, %2050) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %2053 = "stablehlo.slice"(%2051) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 1>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %2054 = "stablehlo.slice"(%2051) {start_indices = array<i64: 0, 0, 1>, limit_indices = array<i64: 2, 4, 2>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %2055 = "stablehlo.multiply"(%2053, %2053) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %2056 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %2057 = "stablehlo.reduce"(%2055, %2056) ({
      ^bb0(%2058: tensor<f32>, %2059: tensor<f32>):
        %2060 = "stablehlo.add"(%2058, %2059) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%2060) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %2061 = "stablehlo.reshape"(%2057) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %2062 = "stablehlo.multiply"(%2054, %2054) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %2063 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %2064 = "stablehlo.reduce"(%2062, %2063) ({
      ^bb0(%2065: tensor<f32>, %2066: tensor<f32>):
        %2067 = "stablehlo.add"(%2065, %2066) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%2067) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %2068 = "stablehlo.reshape"(%2064) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %2069 = "stablehlo.multiply"(%2053, %2054) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %2070 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %2071 = "stablehlo.reduce"(%2069, %2070) ({
      ^bb0(%2072: tensor<f32>, %2073: tensor<f32>):
        %2074 = "stablehlo.add"(%2072, %2073) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%2074) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %2075 = "stablehlo.reshape"(%2071) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %2076 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %2077 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %2078 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %2079 = "stablehlo.compare"(%2075, %2076) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %2080 = "stablehlo.select"(%2079, %2077, %2075) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2081 = "stablehlo.subtract"(%2068, %2061) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2082 = "stablehlo.multiply"(%2078, %2080) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2083 = "stablehlo.divide"(%2081, %2082) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2084 = "stablehlo.multiply"(%2083, %2083) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2085 = "stablehlo.add"(%2084, %2077) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2086 = "stablehlo.sqrt"(%2085) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2087 = "stablehlo.abs"(%2083) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2088 = "stablehlo.add"(%2087, %2086) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2089 = "stablehlo.compare"(%2083, %2076) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %2090 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %2091 = "stablehlo.select"(%2089, %2077, %2090) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2092 = "stablehlo.divide"(%2091, %2088) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2093 = "stablehlo.select"(%2079, %2076, %2092) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2094 = "stablehlo.multiply"(%2093, %2093) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2095 = "stablehlo.add"(%2094, %2077) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2096 = "stablehlo.rsqrt"(%2095) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2097 = "stablehlo.multiply"(%2093, %2096) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2098 = "stablehlo.reshape"(%2096) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %2099 = "stablehlo.broadcast_in_dim"(%2098) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3x3xf32>
    %2100 = "stablehlo.reshape"(%2097) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %2101 = "stablehlo.broadcast_in_dim"(%2100) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3x3xf32>
    %2102 = "stablehlo.negate"(%2101) : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %2103 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x3xi64>
    %2104 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x3x3xi64>
    %2105 = "stablehlo.compare"(%2103, %2104) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %2106 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %2107 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %2108 = "stablehlo.select"(%2105, %2106, %2107) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %2109 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %2110 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %2111 = "stablehlo.compare"(%329, %2109) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %2112 = "stablehlo.compare"(%330, %2110) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %2113 = "stablehlo.and"(%2111, %2112) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %2114 = "stablehlo.select"(%2113, %2099, %2108) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %2115 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %2116 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %2117 = "stablehlo.compare"(%329, %2115) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %2118 = "stablehlo.compare"(%330, %2116) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %2119 = "stablehlo.and"(%2117, %2118) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %2120 = "stablehlo.select"(%2119, %2099, %2114) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %2121 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %2122 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %2123 = "stablehlo.compare"(%329, %2121) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %2124 = "stablehlo.compare"(%330, %2122) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %2125 = "stablehlo.and"(%2123, %2124) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %2126 = "stablehlo.select"(%2125, %2101, %2120) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %2127 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %2128 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %2129 = "stablehlo.compare"(%329, %2127) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %2130 = "stablehlo.compare"(%330, %2128) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %2131 = "stablehlo.and"(%2129, %2130) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %2132 = "stablehlo.select"(%2131, %2102, %2126) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %2133 = "stablehlo.dot_general"(%2051, %2132) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x4x3xf32>, tensor<2x3x3xf32>) -> tensor<2x4x3xf32>
    %2134 = "stablehlo.dot_general"(%2052, %2132) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %2135 = "stablehlo.slice"(%2133) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 1>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %2136 = "stablehlo.slice"(%2133) {start_indices = array<i64: 0, 0, 2>, limit_indices = array<i64: 2, 4, 3>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %2137 = "stablehlo.multiply"(%2135, %2135) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %2138 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %2139 = "stablehlo.reduce"(%2137, %2138) ({
      ^bb0(%2140: tensor<f32>, %2141: tensor<f32>):
        %2142 = "stablehlo.add"(%2140, %2141) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%2142) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %2143 = "stablehlo.reshape"(%2139) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %2144 = "stablehlo.multiply"(%2136, %2136) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %2145 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %2146 = "stablehlo.reduce"(%2144, %2145) ({
      ^bb0(%2147: tensor<f32>, %2148: tensor<f32>):
        %2149 = "stablehlo.add"(%2147, %2148) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%2149) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %2150 = "stablehlo.reshape"(%2146) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %2151 = "stablehlo.multiply"(%2135, %2136) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %2152 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %2153 = "stablehlo.reduce"(%2151, %2152) ({
      ^bb0(%2154: tensor<f32>, %2155: tensor<f32>):
        %2156 = "stablehlo.add"(%2154, %2155) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%2156) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %2157 = "stablehlo.reshape"(%2153) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %2158 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %2159 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %2160 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %2161 = "stablehlo.compare"(%2157, %2158) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %2162 = "stablehlo.select"(%2161, %2159, %2157) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2163 = "stablehlo.subtract"(%2150, %2143) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2164 = "stablehlo.multiply"(%2160, %2162) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2165 = "stablehlo.divide"(%2163, %2164) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2166 = "stablehlo.multiply"(%2165, %2165) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2167 = "stablehlo.add"(%2166, %2159) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2168 = "stablehlo.sqrt"(%2167) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2169 = "stablehlo.abs"(%2165) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2170 = "stablehlo.add"(%2169, %2168) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2171 = "stablehlo.compare"(%2165, %2158) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %2172 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %2173 = "stablehlo.select"(%2171, %2159, %2172) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2174 = "stablehlo.divide"(%2173, %2170) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2175 = "stablehlo.select"(%2161, %2158, %2174) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2176 = "stablehlo.multiply"(%2175, %2175) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2177 = "stablehlo.add"(%2176, %2159) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2178 = "stablehlo.rsqrt"(%2177) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2179 = "stablehlo.multiply"(%2175, %2178) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2180 = "stablehlo.reshape"(%2178) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %2181 = "stablehlo.broadcast_in_dim"(%2180) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3x3xf32>
    %2182 = "stablehlo.reshape"(%2179) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %2183 = "stablehlo.broadcast_in_dim"(%2182) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3x3xf32>
    %2184 = "stablehlo.negate"(%2183) : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %2185 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x3xi64>
    %2186 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x3x3xi64>
    %2187 = "stablehlo.compare"(%2185, %2186) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %2188 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %2189 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %2190 = "stablehlo.select"(%2187, %2188, %2189) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %2191 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %2192 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %2193 = "stablehlo.compare"(%329, %2191) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %2194 = "stablehlo.compare"(%330, %2192) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %2195 = "stablehlo.and"(%2193, %2194) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %2196 = "stablehlo.select"(%2195, %2181, %2190) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %2197 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %2198 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %2199 = "stablehlo.compare"(%329, %2197) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %2200 = "stablehlo.compare"(%330, %2198) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %2201 = "stablehlo.and"(%2199, %2200) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %2202 = "stablehlo.select"(%2201, %2181, %2196) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %2203 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %2204 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %2205 = "stablehlo.compare"(%329, %2203) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %2206 = "stablehlo.compare"(%330, %2204) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %2207 = "stablehlo.and"(%2205, %2206) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %2208 = "stablehlo.select"(%2207, %2183, %2202) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %2209 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %2210 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %2211 = "stablehlo.compare"(%329, %2209) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %2212 = "stablehlo.compare"(%330, %2210) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %2213 = "stablehlo.and"(%2211, %2212) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %2214 = "stablehlo.select"(%2213, %2184, %2208) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %2215 = "stablehlo.dot_general"(%2133, %2214) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x4x3xf32>, tensor<2x3x3xf32>) -> tensor<2x4x3xf32>
    %2216 = "stablehlo.dot_general"(%2134, %2214) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %2217 = "stablehlo.slice"(%2215) {start_indices = array<i64: 0, 0, 1>, limit_indices = array<i64: 2, 4, 2>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %2218 = "stablehlo.slice"(%2215) {start_indices = array<i64: 0, 0, 2>, limit_indices = array<i64: 2, 4, 3>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %2219 = "stablehlo.multiply"(%2217, %2217) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %2220 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %2221 = "stablehlo.reduce"(%2219, %2220) ({
      ^bb0(%2222: tensor<f32>, %2223: tensor<f32>):
        %2224 = "stablehlo.add"(%2222, %2223) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%2224) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %2225 = "stablehlo.reshape"(%2221) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %2226 = "stablehlo.multiply"(%2218, %2218) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %2227 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %2228 = "stablehlo.reduce"(%2226, %2227) ({
      ^bb0(%2229: tensor<f32>, %2230: tensor<f32>):
        %2231 = "stablehlo.add"(%2229, %2230) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%2231) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %2232 = "stablehlo.reshape"(%2228) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %2233 = "stablehlo.multiply"(%2217, %2218) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %2234 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %2235 = "stablehlo.reduce"(%2233, %2234) ({
      ^bb0(%2236: tensor<f32>, %2237: tensor<f32>):
        %2238 = "stablehlo.add"(%2236, %2237) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%2238) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %2239 = "stablehlo.reshape"(%2235) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %2240 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %2241 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %2242 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %2243 = "stablehlo.compare"(%2239, %2240) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %2244 = "stablehlo.select"(%2243, %2241, %2239) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2245 = "stablehlo.subtract"(%2232, %2225) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2246 = "stablehlo.multiply"(%2242, %2244) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2247 = "stablehlo.divide"(%2245, %2246) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2248 = "stablehlo.multiply"(%2247, %2247) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2249 = "stablehlo.add"(%2248, %2241) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2250 = "stablehlo.sqrt"(%2249) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2251 = "stablehlo.abs"(%2247) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2252 = "stablehlo.add"(%2251, %2250) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2253 = "stablehlo.compare"(%2247, %2240) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xi1>
    %2254 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
    %2255 = "stablehlo.select"(%2253, %2241, %2254) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2256 = "stablehlo.divide"(%2255, %2252) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2257 = "stablehlo.select"(%2243, %2240, %2256) : (tensor<2x1x1xi1>, tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2258 = "stablehlo.multiply"(%2257, %2257) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2259 = "stablehlo.add"(%2258, %2241) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2260 = "stablehlo.rsqrt"(%2259) : (tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2261 = "stablehlo.multiply"(%2257, %2260) : (tensor<2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
    %2262 = "stablehlo.reshape"(%2260) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %2263 = "stablehlo.broadcast_in_dim"(%2262) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3x3xf32>
    %2264 = "stablehlo.reshape"(%2261) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %2265 = "stablehlo.broadcast_in_dim"(%2264) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3x3xf32>
    %2266 = "stablehlo.negate"(%2265) : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %2267 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x3xi64>
    %2268 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x3x3xi64>
    %2269 = "stablehlo.compare"(%2267, %2268) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %2270 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %2271 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %2272 = "stablehlo.select"(%2269, %2270, %2271) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %2273 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %2274 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %2275 = "stablehlo.compare"(%329, %2273) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %2276 = "stablehlo.compare"(%330, %2274) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %2277 = "stablehlo.and"(%2275, %2276) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %2278 = "stablehlo.select"(%2277, %2263, %2272) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %2279 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %2280 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %2281 = "stablehlo.compare"(%329, %2279) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %2282 = "stablehlo.compare"(%330, %2280) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %2283 = "stablehlo.and"(%2281, %2282) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %2284 = "stablehlo.select"(%2283, %2263, %2278) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %2285 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %2286 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %2287 = "stablehlo.compare"(%329, %2285) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %2288 = "stablehlo.compare"(%330, %2286) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %2289 = "stablehlo.and"(%2287, %2288) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %2290 = "stablehlo.select"(%2289, %2265, %2284) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %2291 = "stablehlo.constant"() {value = dense<2> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %2292 = "stablehlo.constant"() {value = dense<1> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %2293 = "stablehlo.compare"(%329, %2291) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %2294 = "stablehlo.compare"(%330, %2292) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %2295 = "stablehlo.and"(%2293, %2294) : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %2296 = "stablehlo.select"(%2295, %2266, %2290) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %2297 = "stablehlo.dot_general"(%2215, %2296) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x4x3xf32>, tensor<2x3x3xf32>) -> tensor<2x4x3xf32>
    %2298 = "stablehlo.dot_general"(%2216, %2296) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %2299 = "stablehlo.multiply"(%2297, %2297) : (tensor<2x4x3xf32>, tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
    %2300 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %2301 = "stablehlo.reduce"(%2299, %2300) ({
      ^bb0(%2302: tensor<f32>, %2303: tensor<f32>):
        %2304 = "stablehlo.add"(%2302, %2303) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%2304) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x3xf32>, tensor<f32>) -> tensor<2x3xf32>
    %2305 = "stablehlo.reshape"(%2301) : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %2306 = "stablehlo.sqrt"(%2305) : (tensor<2x1x3xf32>) -> tensor<2x1x3xf32>
    %2307 = "stablehlo.reshape"(%2306) : (tensor<2x1x3xf32>) -> tensor<2x3xf32>
    %2308 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3xi64>
    %2309:2 = "stablehlo.sort"(%2307, %2308) ({
      ^bb0(%2310: tensor<f32>, %2311: tensor<f32>, %2312: tensor<i64>, %2313: tensor<i64>):
        %2314 = "stablehlo.compare"(%2310, %2311) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        "stablehlo.return"(%2314) : (tensor<i1>) -> ()
    }) {dimension = 1 : i64, is_stable = true} : (tensor<2x3xf32>, tensor<2x3xi64>) -> (tensor<2x3xf32>, tensor<2x3xi64>)
    %2315 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<0xf32>} : () -> tensor<0xf32>
    %2316 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<0xf32>} : () -> tensor<0xf32>
    %2317 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %2318 = "stablehlo.reduce"(%2309#0, %2317) ({
      ^bb0(%2319: tensor<f32>, %2320: tensor<f32>):
        %2321 = "stablehlo.maximum"(%2319, %2320) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%2321) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %2322 = "stablehlo.constant"() {value = dense<0x35000000> : tensor<2xf32>} : () -> tensor<2xf32>
    %2323 = "stablehlo.multiply"(%2318, %2322) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %2324 = "stablehlo.broadcast_in_dim"(%2323) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3xf32>
    %2325 = "stablehlo.compare"(%2309#0, %2324) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %2326 = "stablehlo.convert"(%2325) : (tensor<2x3xi1>) -> tensor<2x3xi64>
    %2327 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %2328 = "stablehlo.reduce"(%2326, %2327) ({
      ^bb0(%2329: tensor<i64>, %2330: tensor<i64>):
        %2331 = "stablehlo.add"(%2329, %2330) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%2331) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x3xi64>, tensor<i64>) -> tensor<2xi64>
    "func.return"(%313, %322, %2328, %2309#0) : (tensor<2x3x2xf32>, tensor<2x2xf32>, tensor<2xi64>, tensor<2x3xf32>) -> ()
  }
}
