module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2xi32>, tensor<i32>) {
    %0 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x1xi64>
    %1 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %2 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %3 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x1xi64>
    %4 = "stablehlo.constant"() {value = dense<0> : tensor<1x1xi64>} : () -> tensor<1x1xi64>
    %5 = "stablehlo.constant"() {value = dense<0> : tensor<1x1xi64>} : () -> tensor<1x1xi64>
    %6 = "stablehlo.slice"(%arg0) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 1>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<2x1xf32>
    %7 = "stablehlo.abs"(%6) : (tensor<2x1xf32>) -> tensor<2x1xf32>
    %8 = "stablehlo.constant"() {value = dense<0> : tensor<2x1xi64>} : () -> tensor<2x1xi64>
    %9 = "stablehlo.compare"(%0, %8) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x1xi1>
    %10 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<2x1xf32>} : () -> tensor<2x1xf32>
    %11 = "stablehlo.select"(%9, %7, %10) : (tensor<2x1xi1>, tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
    %12 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %13 = "stablehlo.reduce"(%11, %12) ({
      ^bb0(%14: tensor<f32>, %15: tensor<f32>):
        %16 = "stablehlo.maximum"(%14, %15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%16) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x1xf32>, tensor<f32>) -> tensor<1xf32>
    %17 = "stablehlo.reshape"(%13) : (tensor<1xf32>) -> tensor<1x1xf32>
    %18 = "stablehlo.reshape"(%17) : (tensor<1x1xf32>) -> tensor<1xf32>
    %19 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64: 1>} : (tensor<1xf32>) -> tensor<2x1xf32>
    %20 = "stablehlo.compare"(%11, %19) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xi1>
    %21 = "stablehlo.constant"() {value = dense<2> : tensor<2x1xi64>} : () -> tensor<2x1xi64>
    %22 = "stablehlo.select"(%20, %0, %21) : (tensor<2x1xi1>, tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x1xi64>
    %23 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %24 = "stablehlo.reduce"(%22, %23) ({
      ^bb0(%25: tensor<i64>, %26: tensor<i64>):
        %27 = "stablehlo.minimum"(%25, %26) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%27) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x1xi64>, tensor<i64>) -> tensor<1xi64>
    %28 = "stablehlo.reshape"(%24) : (tensor<1xi64>) -> tensor<1x1xi64>
    %29 = "stablehlo.reshape"(%28) : (tensor<1x1xi64>) -> tensor<1xi64>
    %30 = "stablehlo.broadcast_in_dim"(%29) {broadcast_dimensions = array<i64: 1>} : (tensor<1xi64>) -> tensor<2x1xi64>
    %31 = "stablehlo.compare"(%0, %30) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x1xi1>
    %32 = "stablehlo.compare"(%0, %8) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x1xi1>
    %33 = "stablehlo.reshape"(%31) : (tensor<2x1xi1>) -> tensor<2xi1>
    %34 = "stablehlo.broadcast_in_dim"(%33) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi1>) -> tensor<2x2xi1>
    %35 = "stablehlo.reshape"(%32) : (tensor<2x1xi1>) -> tensor<2xi1>
    %36 = "stablehlo.broadcast_in_dim"(%35) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi1>) -> tensor<2x2xi1>
    %37 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %38 = "stablehlo.select"(%34, %arg0, %37) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %39 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %40 = "stablehlo.reduce"(%38, %39) ({
      ^bb0(%41: tensor<f32>, %42: tensor<f32>):
        %43 = "stablehlo.add"(%41, %42) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%43) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x2xf32>, tensor<f32>) -> tensor<2xf32>
    %44 = "stablehlo.reshape"(%40) : (tensor<2xf32>) -> tensor<1x2xf32>
    %45 = "stablehlo.slice"(%arg0) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 2>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x2xf32>
    %46 = "stablehlo.reshape"(%44) : (tensor<1x2xf32>) -> tensor<2xf32>
    %47 = "stablehlo.broadcast_in_dim"(%46) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<2x2xf32>
    %48 = "stablehlo.reshape"(%45) : (tensor<1x2xf32>) -> tensor<2xf32>
    %49 = "stablehlo.broadcast_in_dim"(%48) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<2x2xf32>
    %50 = "stablehlo.select"(%34, %49, %arg0) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %51 = "stablehlo.select"(%36, %47, %50) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %52 = "stablehlo.constant"() {value = dense<0> : tensor<2x1xi64>} : () -> tensor<2x1xi64>
    %53 = "stablehlo.select"(%31, %3, %52) : (tensor<2x1xi1>, tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x1xi64>
    %54 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %55 = "stablehlo.reduce"(%53, %54) ({
      ^bb0(%56: tensor<i64>, %57: tensor<i64>):
        %58 = "stablehlo.add"(%56, %57) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%58) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x1xi64>, tensor<i64>) -> tensor<1xi64>
    %59 = "stablehlo.reshape"(%55) : (tensor<1xi64>) -> tensor<1x1xi64>
    %60 = "stablehlo.slice"(%3) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 1>, strides = array<i64: 1, 1>} : (tensor<2x1xi64>) -> tensor<1x1xi64>
    %61 = "stablehlo.reshape"(%59) : (tensor<1x1xi64>) -> tensor<1xi64>
    %62 = "stablehlo.broadcast_in_dim"(%61) {broadcast_dimensions = array<i64: 1>} : (tensor<1xi64>) -> tensor<2x1xi64>
    %63 = "stablehlo.reshape"(%60) : (tensor<1x1xi64>) -> tensor<1xi64>
    %64 = "stablehlo.broadcast_in_dim"(%63) {broadcast_dimensions = array<i64: 1>} : (tensor<1xi64>) -> tensor<2x1xi64>
    %65 = "stablehlo.select"(%31, %64, %3) : (tensor<2x1xi1>, tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x1xi64>
    %66 = "stablehlo.select"(%32, %62, %65) : (tensor<2x1xi1>, tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x1xi64>
    %67 = "stablehlo.constant"() {value = dense<0> : tensor<1x1xi64>} : () -> tensor<1x1xi64>
    %68 = "stablehlo.compare"(%28, %67) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi1>
    %69 = "stablehlo.convert"(%68) : (tensor<1x1xi1>) -> tensor<1x1xi64>
    %70 = "stablehlo.xor"(%5, %69) : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
    %71 = "stablehlo.slice"(%51) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 1>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %72 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %73 = "stablehlo.compare"(%71, %72) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %74 = "stablehlo.constant"() {value = dense<1> : tensor<1x1xi64>} : () -> tensor<1x1xi64>
    %75 = "stablehlo.constant"() {value = dense<0> : tensor<1x1xi64>} : () -> tensor<1x1xi64>
    %76 = "stablehlo.compare"(%4, %75) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi1>
    %77 = "stablehlo.and"(%76, %73) : (tensor<1x1xi1>, tensor<1x1xi1>) -> tensor<1x1xi1>
    %78 = "stablehlo.select"(%77, %74, %4) : (tensor<1x1xi1>, tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
    %79 = "stablehlo.slice"(%51) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 1>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<2x1xf32>
    %80 = "stablehlo.reshape"(%71) : (tensor<1x1xf32>) -> tensor<1xf32>
    %81 = "stablehlo.broadcast_in_dim"(%80) {broadcast_dimensions = array<i64: 1>} : (tensor<1xf32>) -> tensor<2x1xf32>
    %82 = "stablehlo.divide"(%79, %81) : (tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
    %83 = "stablehlo.reshape"(%73) : (tensor<1x1xi1>) -> tensor<1xi1>
    %84 = "stablehlo.broadcast_in_dim"(%83) {broadcast_dimensions = array<i64: 1>} : (tensor<1xi1>) -> tensor<2x1xi1>
    %85 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x1xf32>} : () -> tensor<2x1xf32>
    %86 = "stablehlo.select"(%84, %85, %82) : (tensor<2x1xi1>, tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
    %87 = "stablehlo.slice"(%51) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 2>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x2xf32>
    %88 = "stablehlo.reshape"(%86) : (tensor<2x1xf32>) -> tensor<2xf32>
    %89 = "stablehlo.broadcast_in_dim"(%88) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x2xf32>
    %90 = "stablehlo.reshape"(%87) : (tensor<1x2xf32>) -> tensor<2xf32>
    %91 = "stablehlo.broadcast_in_dim"(%90) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<2x2xf32>
    %92 = "stablehlo.multiply"(%89, %91) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %93 = "stablehlo.subtract"(%51, %92) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %94 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %95 = "stablehlo.compare"(%1, %94) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %96 = "stablehlo.compare"(%2, %94) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %97 = "stablehlo.compare"(%2, %94) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %98 = "stablehlo.and"(%95, %96) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %99 = "stablehlo.select"(%98, %93, %51) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %100 = "stablehlo.and"(%95, %97) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %101 = "stablehlo.select"(%100, %89, %99) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %102 = "stablehlo.slice"(%101) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 2, 2>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<2x1xf32>
    %103 = "stablehlo.abs"(%102) : (tensor<2x1xf32>) -> tensor<2x1xf32>
    %104 = "stablehlo.constant"() {value = dense<1> : tensor<2x1xi64>} : () -> tensor<2x1xi64>
    %105 = "stablehlo.compare"(%0, %104) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x1xi1>
    %106 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<2x1xf32>} : () -> tensor<2x1xf32>
    %107 = "stablehlo.select"(%105, %103, %106) : (tensor<2x1xi1>, tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
    %108 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %109 = "stablehlo.reduce"(%107, %108) ({
      ^bb0(%110: tensor<f32>, %111: tensor<f32>):
        %112 = "stablehlo.maximum"(%110, %111) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%112) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x1xf32>, tensor<f32>) -> tensor<1xf32>
    %113 = "stablehlo.reshape"(%109) : (tensor<1xf32>) -> tensor<1x1xf32>
    %114 = "stablehlo.reshape"(%113) : (tensor<1x1xf32>) -> tensor<1xf32>
    %115 = "stablehlo.broadcast_in_dim"(%114) {broadcast_dimensions = array<i64: 1>} : (tensor<1xf32>) -> tensor<2x1xf32>
    %116 = "stablehlo.compare"(%107, %115) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xi1>
    %117 = "stablehlo.constant"() {value = dense<2> : tensor<2x1xi64>} : () -> tensor<2x1xi64>
    %118 = "stablehlo.select"(%116, %0, %117) : (tensor<2x1xi1>, tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x1xi64>
    %119 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %120 = "stablehlo.reduce"(%118, %119) ({
      ^bb0(%121: tensor<i64>, %122: tensor<i64>):
        %123 = "stablehlo.minimum"(%121, %122) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%123) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x1xi64>, tensor<i64>) -> tensor<1xi64>
    %124 = "stablehlo.reshape"(%120) : (tensor<1xi64>) -> tensor<1x1xi64>
    %125 = "stablehlo.reshape"(%124) : (tensor<1x1xi64>) -> tensor<1xi64>
    %126 = "stablehlo.broadcast_in_dim"(%125) {broadcast_dimensions = array<i64: 1>} : (tensor<1xi64>) -> tensor<2x1xi64>
    %127 = "stablehlo.compare"(%0, %126) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x1xi1>
    %128 = "stablehlo.compare"(%0, %104) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x1xi1>
    %129 = "stablehlo.reshape"(%127) : (tensor<2x1xi1>) -> tensor<2xi1>
    %130 = "stablehlo.broadcast_in_dim"(%129) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi1>) -> tensor<2x2xi1>
    %131 = "stablehlo.reshape"(%128) : (tensor<2x1xi1>) -> tensor<2xi1>
    %132 = "stablehlo.broadcast_in_dim"(%131) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi1>) -> tensor<2x2xi1>
    %133 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %134 = "stablehlo.select"(%130, %101, %133) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %135 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %136 = "stablehlo.reduce"(%134, %135) ({
      ^bb0(%137: tensor<f32>, %138: tensor<f32>):
        %139 = "stablehlo.add"(%137, %138) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%139) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x2xf32>, tensor<f32>) -> tensor<2xf32>
    %140 = "stablehlo.reshape"(%136) : (tensor<2xf32>) -> tensor<1x2xf32>
    %141 = "stablehlo.slice"(%101) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 2>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x2xf32>
    %142 = "stablehlo.reshape"(%140) : (tensor<1x2xf32>) -> tensor<2xf32>
    %143 = "stablehlo.broadcast_in_dim"(%142) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<2x2xf32>
    %144 = "stablehlo.reshape"(%141) : (tensor<1x2xf32>) -> tensor<2xf32>
    %145 = "stablehlo.broadcast_in_dim"(%144) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<2x2xf32>
    %146 = "stablehlo.select"(%130, %145, %101) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %147 = "stablehlo.select"(%132, %143, %146) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %148 = "stablehlo.constant"() {value = dense<0> : tensor<2x1xi64>} : () -> tensor<2x1xi64>
    %149 = "stablehlo.select"(%127, %66, %148) : (tensor<2x1xi1>, tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x1xi64>
    %150 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %151 = "stablehlo.reduce"(%149, %150) ({
      ^bb0(%152: tensor<i64>, %153: tensor<i64>):
        %154 = "stablehlo.add"(%152, %153) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%154) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x1xi64>, tensor<i64>) -> tensor<1xi64>
    %155 = "stablehlo.reshape"(%151) : (tensor<1xi64>) -> tensor<1x1xi64>
    %156 = "stablehlo.slice"(%66) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 1>, strides = array<i64: 1, 1>} : (tensor<2x1xi64>) -> tensor<1x1xi64>
    %157 = "stablehlo.reshape"(%155) : (tensor<1x1xi64>) -> tensor<1xi64>
    %158 = "stablehlo.broadcast_in_dim"(%157) {broadcast_dimensions = array<i64: 1>} : (tensor<1xi64>) -> tensor<2x1xi64>
    %159 = "stablehlo.reshape"(%156) : (tensor<1x1xi64>) -> tensor<1xi64>
    %160 = "stablehlo.broadcast_in_dim"(%159) {broadcast_dimensions = array<i64: 1>} : (tensor<1xi64>) -> tensor<2x1xi64>
    %161 = "stablehlo.select"(%127, %160, %66) : (tensor<2x1xi1>, tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x1xi64>
    %162 = "stablehlo.select"(%128, %158, %161) : (tensor<2x1xi1>, tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x1xi64>
    %163 = "stablehlo.constant"() {value = dense<1> : tensor<1x1xi64>} : () -> tensor<1x1xi64>
    %164 = "stablehlo.compare"(%124, %163) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi1>
    %165 = "stablehlo.convert"(%164) : (tensor<1x1xi1>) -> tensor<1x1xi64>
    %166 = "stablehlo.xor"(%70, %165) : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
    %167 = "stablehlo.slice"(%147) {start_indices = array<i64: 1, 1>, limit_indices = array<i64: 2, 2>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %168 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %169 = "stablehlo.compare"(%167, %168) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %170 = "stablehlo.constant"() {value = dense<2> : tensor<1x1xi64>} : () -> tensor<1x1xi64>
    %171 = "stablehlo.constant"() {value = dense<0> : tensor<1x1xi64>} : () -> tensor<1x1xi64>
    %172 = "stablehlo.compare"(%78, %171) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi1>
    %173 = "stablehlo.and"(%172, %169) : (tensor<1x1xi1>, tensor<1x1xi1>) -> tensor<1x1xi1>
    %174 = "stablehlo.select"(%173, %170, %78) : (tensor<1x1xi1>, tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
    %175 = "stablehlo.slice"(%147) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 2, 2>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<2x1xf32>
    %176 = "stablehlo.reshape"(%167) : (tensor<1x1xf32>) -> tensor<1xf32>
    %177 = "stablehlo.broadcast_in_dim"(%176) {broadcast_dimensions = array<i64: 1>} : (tensor<1xf32>) -> tensor<2x1xf32>
    %178 = "stablehlo.divide"(%175, %177) : (tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
    %179 = "stablehlo.reshape"(%169) : (tensor<1x1xi1>) -> tensor<1xi1>
    %180 = "stablehlo.broadcast_in_dim"(%179) {broadcast_dimensions = array<i64: 1>} : (tensor<1xi1>) -> tensor<2x1xi1>
    %181 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x1xf32>} : () -> tensor<2x1xf32>
    %182 = "stablehlo.select"(%180, %181, %178) : (tensor<2x1xi1>, tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
    %183 = "stablehlo.slice"(%147) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 2>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x2xf32>
    %184 = "stablehlo.reshape"(%182) : (tensor<2x1xf32>) -> tensor<2xf32>
    %185 = "stablehlo.broadcast_in_dim"(%184) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x2xf32>
    %186 = "stablehlo.reshape"(%183) : (tensor<1x2xf32>) -> tensor<2xf32>
    %187 = "stablehlo.broadcast_in_dim"(%186) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<2x2xf32>
    %188 = "stablehlo.multiply"(%185, %187) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %189 = "stablehlo.subtract"(%147, %188) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %190 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %191 = "stablehlo.compare"(%1, %190) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %192 = "stablehlo.compare"(%2, %190) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %193 = "stablehlo.compare"(%2, %190) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %194 = "stablehlo.and"(%191, %192) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %195 = "stablehlo.select"(%194, %189, %147) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %196 = "stablehlo.and"(%191, %193) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %197 = "stablehlo.select"(%196, %185, %195) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %198 = "stablehlo.concatenate"(%28, %124) {dimension = 1 : i64} : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x2xi64>
    %199 = "stablehlo.reshape"(%198) : (tensor<1x2xi64>) -> tensor<2xi64>
    %200 = "stablehlo.constant"() {value = dense<1> : tensor<2xi64>} : () -> tensor<2xi64>
    %201 = "stablehlo.add"(%199, %200) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %202 = "stablehlo.convert"(%201) : (tensor<2xi64>) -> tensor<2xi32>
    %203 = "stablehlo.reshape"(%162) : (tensor<2x1xi64>) -> tensor<2xi64>
    %204 = "stablehlo.reshape"(%174) : (tensor<1x1xi64>) -> tensor<i64>
    %205 = "stablehlo.convert"(%204) : (tensor<i64>) -> tensor<i32>
    %206 = "stablehlo.reshape"(%166) : (tensor<1x1xi64>) -> tensor<i64>
    "func.return"(%197, %202, %205) : (tensor<2x2xf32>, tensor<2xi32>, tensor<i32>) -> ()
  }
}
