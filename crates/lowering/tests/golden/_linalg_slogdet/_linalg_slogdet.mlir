module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3xf32>) -> (tensor<f32>, tensor<f32>, tensor<3x3xf32>, tensor<3xi32>) {
    %0 = "stablehlo.transpose"(%arg0) {permutation = array<i64: 1, 0>} : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %1 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x1xi64>
    %2 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x3xi64>
    %3 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<3x3xi64>
    %4 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x1xi64>
    %5 = "stablehlo.constant"() {value = dense<0> : tensor<1x1xi64>} : () -> tensor<1x1xi64>
    %6 = "stablehlo.constant"() {value = dense<0> : tensor<1x1xi64>} : () -> tensor<1x1xi64>
    %7 = "stablehlo.slice"(%0) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 3, 1>, strides = array<i64: 1, 1>} : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %8 = "stablehlo.abs"(%7) : (tensor<3x1xf32>) -> tensor<3x1xf32>
    %9 = "stablehlo.constant"() {value = dense<0> : tensor<3x1xi64>} : () -> tensor<3x1xi64>
    %10 = "stablehlo.compare"(%1, %9) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi1>
    %11 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<3x1xf32>} : () -> tensor<3x1xf32>
    %12 = "stablehlo.select"(%10, %8, %11) : (tensor<3x1xi1>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %13 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %14 = "stablehlo.reduce"(%12, %13) ({
      ^bb0(%15: tensor<f32>, %16: tensor<f32>):
        %17 = "stablehlo.maximum"(%15, %16) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%17) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %18 = "stablehlo.reshape"(%14) : (tensor<1xf32>) -> tensor<1x1xf32>
    %19 = "stablehlo.reshape"(%18) : (tensor<1x1xf32>) -> tensor<1xf32>
    %20 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64: 1>} : (tensor<1xf32>) -> tensor<3x1xf32>
    %21 = "stablehlo.compare"(%12, %20) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xi1>
    %22 = "stablehlo.constant"() {value = dense<3> : tensor<3x1xi64>} : () -> tensor<3x1xi64>
    %23 = "stablehlo.select"(%21, %1, %22) : (tensor<3x1xi1>, tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi64>
    %24 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %25 = "stablehlo.reduce"(%23, %24) ({
      ^bb0(%26: tensor<i64>, %27: tensor<i64>):
        %28 = "stablehlo.minimum"(%26, %27) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%28) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xi64>, tensor<i64>) -> tensor<1xi64>
    %29 = "stablehlo.reshape"(%25) : (tensor<1xi64>) -> tensor<1x1xi64>
    %30 = "stablehlo.reshape"(%29) : (tensor<1x1xi64>) -> tensor<1xi64>
    %31 = "stablehlo.broadcast_in_dim"(%30) {broadcast_dimensions = array<i64: 1>} : (tensor<1xi64>) -> tensor<3x1xi64>
    %32 = "stablehlo.compare"(%1, %31) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi1>
    %33 = "stablehlo.compare"(%1, %9) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi1>
    %34 = "stablehlo.reshape"(%32) : (tensor<3x1xi1>) -> tensor<3xi1>
    %35 = "stablehlo.broadcast_in_dim"(%34) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi1>) -> tensor<3x3xi1>
    %36 = "stablehlo.reshape"(%33) : (tensor<3x1xi1>) -> tensor<3xi1>
    %37 = "stablehlo.broadcast_in_dim"(%36) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi1>) -> tensor<3x3xi1>
    %38 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<3x3xf32>} : () -> tensor<3x3xf32>
    %39 = "stablehlo.select"(%35, %0, %38) : (tensor<3x3xi1>, tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %40 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %41 = "stablehlo.reduce"(%39, %40) ({
      ^bb0(%42: tensor<f32>, %43: tensor<f32>):
        %44 = "stablehlo.add"(%42, %43) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%44) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x3xf32>, tensor<f32>) -> tensor<3xf32>
    %45 = "stablehlo.reshape"(%41) : (tensor<3xf32>) -> tensor<1x3xf32>
    %46 = "stablehlo.slice"(%0) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 3>, strides = array<i64: 1, 1>} : (tensor<3x3xf32>) -> tensor<1x3xf32>
    %47 = "stablehlo.reshape"(%45) : (tensor<1x3xf32>) -> tensor<3xf32>
    %48 = "stablehlo.broadcast_in_dim"(%47) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<3x3xf32>
    %49 = "stablehlo.reshape"(%46) : (tensor<1x3xf32>) -> tensor<3xf32>
    %50 = "stablehlo.broadcast_in_dim"(%49) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<3x3xf32>
    %51 = "stablehlo.select"(%35, %50, %0) : (tensor<3x3xi1>, tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %52 = "stablehlo.select"(%37, %48, %51) : (tensor<3x3xi1>, tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %53 = "stablehlo.constant"() {value = dense<0> : tensor<3x1xi64>} : () -> tensor<3x1xi64>
    %54 = "stablehlo.select"(%32, %4, %53) : (tensor<3x1xi1>, tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi64>
    %55 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %56 = "stablehlo.reduce"(%54, %55) ({
      ^bb0(%57: tensor<i64>, %58: tensor<i64>):
        %59 = "stablehlo.add"(%57, %58) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%59) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xi64>, tensor<i64>) -> tensor<1xi64>
    %60 = "stablehlo.reshape"(%56) : (tensor<1xi64>) -> tensor<1x1xi64>
    %61 = "stablehlo.slice"(%4) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 1>, strides = array<i64: 1, 1>} : (tensor<3x1xi64>) -> tensor<1x1xi64>
    %62 = "stablehlo.reshape"(%60) : (tensor<1x1xi64>) -> tensor<1xi64>
    %63 = "stablehlo.broadcast_in_dim"(%62) {broadcast_dimensions = array<i64: 1>} : (tensor<1xi64>) -> tensor<3x1xi64>
    %64 = "stablehlo.reshape"(%61) : (tensor<1x1xi64>) -> tensor<1xi64>
    %65 = "stablehlo.broadcast_in_dim"(%64) {broadcast_dimensions = array<i64: 1>} : (tensor<1xi64>) -> tensor<3x1xi64>
    %66 = "stablehlo.select"(%32, %65, %4) : (tensor<3x1xi1>, tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi64>
    %67 = "stablehlo.select"(%33, %63, %66) : (tensor<3x1xi1>, tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi64>
    %68 = "stablehlo.constant"() {value = dense<0> : tensor<1x1xi64>} : () -> tensor<1x1xi64>
    %69 = "stablehlo.compare"(%29, %68) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi1>
    %70 = "stablehlo.convert"(%69) : (tensor<1x1xi1>) -> tensor<1x1xi64>
    %71 = "stablehlo.xor"(%6, %70) : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
    %72 = "stablehlo.slice"(%52) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 1>, strides = array<i64: 1, 1>} : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %73 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %74 = "stablehlo.compare"(%72, %73) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %75 = "stablehlo.constant"() {value = dense<1> : tensor<1x1xi64>} : () -> tensor<1x1xi64>
    %76 = "stablehlo.constant"() {value = dense<0> : tensor<1x1xi64>} : () -> tensor<1x1xi64>
    %77 = "stablehlo.compare"(%5, %76) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi1>
    %78 = "stablehlo.and"(%77, %74) : (tensor<1x1xi1>, tensor<1x1xi1>) -> tensor<1x1xi1>
    %79 = "stablehlo.select"(%78, %75, %5) : (tensor<1x1xi1>, tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
    %80 = "stablehlo.slice"(%52) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 3, 1>, strides = array<i64: 1, 1>} : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %81 = "stablehlo.reshape"(%72) : (tensor<1x1xf32>) -> tensor<1xf32>
    %82 = "stablehlo.broadcast_in_dim"(%81) {broadcast_dimensions = array<i64: 1>} : (tensor<1xf32>) -> tensor<3x1xf32>
    %83 = "stablehlo.divide"(%80, %82) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %84 = "stablehlo.reshape"(%74) : (tensor<1x1xi1>) -> tensor<1xi1>
    %85 = "stablehlo.broadcast_in_dim"(%84) {broadcast_dimensions = array<i64: 1>} : (tensor<1xi1>) -> tensor<3x1xi1>
    %86 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<3x1xf32>} : () -> tensor<3x1xf32>
    %87 = "stablehlo.select"(%85, %86, %83) : (tensor<3x1xi1>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %88 = "stablehlo.slice"(%52) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 3>, strides = array<i64: 1, 1>} : (tensor<3x3xf32>) -> tensor<1x3xf32>
    %89 = "stablehlo.reshape"(%87) : (tensor<3x1xf32>) -> tensor<3xf32>
    %90 = "stablehlo.broadcast_in_dim"(%89) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3x3xf32>
    %91 = "stablehlo.reshape"(%88) : (tensor<1x3xf32>) -> tensor<3xf32>
    %92 = "stablehlo.broadcast_in_dim"(%91) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<3x3xf32>
    %93 = "stablehlo.multiply"(%90, %92) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %94 = "stablehlo.subtract"(%52, %93) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %95 = "stablehlo.constant"() {value = dense<0> : tensor<3x3xi64>} : () -> tensor<3x3xi64>
    %96 = "stablehlo.compare"(%2, %95) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %97 = "stablehlo.compare"(%3, %95) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %98 = "stablehlo.compare"(%3, %95) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %99 = "stablehlo.and"(%96, %97) : (tensor<3x3xi1>, tensor<3x3xi1>) -> tensor<3x3xi1>
    %100 = "stablehlo.select"(%99, %94, %52) : (tensor<3x3xi1>, tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %101 = "stablehlo.and"(%96, %98) : (tensor<3x3xi1>, tensor<3x3xi1>) -> tensor<3x3xi1>
    %102 = "stablehlo.select"(%101, %90, %100) : (tensor<3x3xi1>, tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %103 = "stablehlo.slice"(%102) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 3, 2>, strides = array<i64: 1, 1>} : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %104 = "stablehlo.abs"(%103) : (tensor<3x1xf32>) -> tensor<3x1xf32>
    %105 = "stablehlo.constant"() {value = dense<1> : tensor<3x1xi64>} : () -> tensor<3x1xi64>
    %106 = "stablehlo.compare"(%1, %105) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi1>
    %107 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<3x1xf32>} : () -> tensor<3x1xf32>
    %108 = "stablehlo.select"(%106, %104, %107) : (tensor<3x1xi1>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %109 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %110 = "stablehlo.reduce"(%108, %109) ({
      ^bb0(%111: tensor<f32>, %112: tensor<f32>):
        %113 = "stablehlo.maximum"(%111, %112) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%113) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %114 = "stablehlo.reshape"(%110) : (tensor<1xf32>) -> tensor<1x1xf32>
    %115 = "stablehlo.reshape"(%114) : (tensor<1x1xf32>) -> tensor<1xf32>
    %116 = "stablehlo.broadcast_in_dim"(%115) {broadcast_dimensions = array<i64: 1>} : (tensor<1xf32>) -> tensor<3x1xf32>
    %117 = "stablehlo.compare"(%108, %116) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xi1>
    %118 = "stablehlo.constant"() {value = dense<3> : tensor<3x1xi64>} : () -> tensor<3x1xi64>
    %119 = "stablehlo.select"(%117, %1, %118) : (tensor<3x1xi1>, tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi64>
    %120 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %121 = "stablehlo.reduce"(%119, %120) ({
      ^bb0(%122: tensor<i64>, %123: tensor<i64>):
        %124 = "stablehlo.minimum"(%122, %123) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%124) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xi64>, tensor<i64>) -> tensor<1xi64>
    %125 = "stablehlo.reshape"(%121) : (tensor<1xi64>) -> tensor<1x1xi64>
    %126 = "stablehlo.reshape"(%125) : (tensor<1x1xi64>) -> tensor<1xi64>
    %127 = "stablehlo.broadcast_in_dim"(%126) {broadcast_dimensions = array<i64: 1>} : (tensor<1xi64>) -> tensor<3x1xi64>
    %128 = "stablehlo.compare"(%1, %127) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi1>
    %129 = "stablehlo.compare"(%1, %105) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi1>
    %130 = "stablehlo.reshape"(%128) : (tensor<3x1xi1>) -> tensor<3xi1>
    %131 = "stablehlo.broadcast_in_dim"(%130) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi1>) -> tensor<3x3xi1>
    %132 = "stablehlo.reshape"(%129) : (tensor<3x1xi1>) -> tensor<3xi1>
    %133 = "stablehlo.broadcast_in_dim"(%132) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi1>) -> tensor<3x3xi1>
    %134 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<3x3xf32>} : () -> tensor<3x3xf32>
    %135 = "stablehlo.select"(%131, %102, %134) : (tensor<3x3xi1>, tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %136 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %137 = "stablehlo.reduce"(%135, %136) ({
      ^bb0(%138: tensor<f32>, %139: tensor<f32>):
        %140 = "stablehlo.add"(%138, %139) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%140) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x3xf32>, tensor<f32>) -> tensor<3xf32>
    %141 = "stablehlo.reshape"(%137) : (tensor<3xf32>) -> tensor<1x3xf32>
    %142 = "stablehlo.slice"(%102) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 3>, strides = array<i64: 1, 1>} : (tensor<3x3xf32>) -> tensor<1x3xf32>
    %143 = "stablehlo.reshape"(%141) : (tensor<1x3xf32>) -> tensor<3xf32>
    %144 = "stablehlo.broadcast_in_dim"(%143) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<3x3xf32>
    %145 = "stablehlo.reshape"(%142) : (tensor<1x3xf32>) -> tensor<3xf32>
    %146 = "stablehlo.broadcast_in_dim"(%145) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<3x3xf32>
    %147 = "stablehlo.select"(%131, %146, %102) : (tensor<3x3xi1>, tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %148 = "stablehlo.select"(%133, %144, %147) : (tensor<3x3xi1>, tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %149 = "stablehlo.constant"() {value = dense<0> : tensor<3x1xi64>} : () -> tensor<3x1xi64>
    %150 = "stablehlo.select"(%128, %67, %149) : (tensor<3x1xi1>, tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi64>
    %151 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %152 = "stablehlo.reduce"(%150, %151) ({
      ^bb0(%153: tensor<i64>, %154: tensor<i64>):
        %155 = "stablehlo.add"(%153, %154) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%155) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xi64>, tensor<i64>) -> tensor<1xi64>
    %156 = "stablehlo.reshape"(%152) : (tensor<1xi64>) -> tensor<1x1xi64>
    %157 = "stablehlo.slice"(%67) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 1>, strides = array<i64: 1, 1>} : (tensor<3x1xi64>) -> tensor<1x1xi64>
    %158 = "stablehlo.reshape"(%156) : (tensor<1x1xi64>) -> tensor<1xi64>
    %159 = "stablehlo.broadcast_in_dim"(%158) {broadcast_dimensions = array<i64: 1>} : (tensor<1xi64>) -> tensor<3x1xi64>
    %160 = "stablehlo.reshape"(%157) : (tensor<1x1xi64>) -> tensor<1xi64>
    %161 = "stablehlo.broadcast_in_dim"(%160) {broadcast_dimensions = array<i64: 1>} : (tensor<1xi64>) -> tensor<3x1xi64>
    %162 = "stablehlo.select"(%128, %161, %67) : (tensor<3x1xi1>, tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi64>
    %163 = "stablehlo.select"(%129, %159, %162) : (tensor<3x1xi1>, tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi64>
    %164 = "stablehlo.constant"() {value = dense<1> : tensor<1x1xi64>} : () -> tensor<1x1xi64>
    %165 = "stablehlo.compare"(%125, %164) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi1>
    %166 = "stablehlo.convert"(%165) : (tensor<1x1xi1>) -> tensor<1x1xi64>
    %167 = "stablehlo.xor"(%71, %166) : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
    %168 = "stablehlo.slice"(%148) {start_indices = array<i64: 1, 1>, limit_indices = array<i64: 2, 2>, strides = array<i64: 1, 1>} : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %169 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %170 = "stablehlo.compare"(%168, %169) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %171 = "stablehlo.constant"() {value = dense<2> : tensor<1x1xi64>} : () -> tensor<1x1xi64>
    %172 = "stablehlo.constant"() {value = dense<0> : tensor<1x1xi64>} : () -> tensor<1x1xi64>
    %173 = "stablehlo.compare"(%79, %172) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi1>
    %174 = "stablehlo.and"(%173, %170) : (tensor<1x1xi1>, tensor<1x1xi1>) -> tensor<1x1xi1>
    %175 = "stablehlo.select"(%174, %171, %79) : (tensor<1x1xi1>, tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
    %176 = "stablehlo.slice"(%148) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 3, 2>, strides = array<i64: 1, 1>} : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %177 = "stablehlo.reshape"(%168) : (tensor<1x1xf32>) -> tensor<1xf32>
    %178 = "stablehlo.broadcast_in_dim"(%177) {broadcast_dimensions = array<i64: 1>} : (tensor<1xf32>) -> tensor<3x1xf32>
    %179 = "stablehlo.divide"(%176, %178) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %180 = "stablehlo.reshape"(%170) : (tensor<1x1xi1>) -> tensor<1xi1>
    %181 = "stablehlo.broadcast_in_dim"(%180) {broadcast_dimensions = array<i64: 1>} : (tensor<1xi1>) -> tensor<3x1xi1>
    %182 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<3x1xf32>} : () -> tensor<3x1xf32>
    %183 = "stablehlo.select"(%181, %182, %179) : (tensor<3x1xi1>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %184 = "stablehlo.slice"(%148) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 3>, strides = array<i64: 1, 1>} : (tensor<3x3xf32>) -> tensor<1x3xf32>
    %185 = "stablehlo.reshape"(%183) : (tensor<3x1xf32>) -> tensor<3xf32>
    %186 = "stablehlo.broadcast_in_dim"(%185) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3x3xf32>
    %187 = "stablehlo.reshape"(%184) : (tensor<1x3xf32>) -> tensor<3xf32>
    %188 = "stablehlo.broadcast_in_dim"(%187) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<3x3xf32>
    %189 = "stablehlo.multiply"(%186, %188) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %190 = "stablehlo.subtract"(%148, %189) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %191 = "stablehlo.constant"() {value = dense<1> : tensor<3x3xi64>} : () -> tensor<3x3xi64>
    %192 = "stablehlo.compare"(%2, %191) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %193 = "stablehlo.compare"(%3, %191) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %194 = "stablehlo.compare"(%3, %191) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %195 = "stablehlo.and"(%192, %193) : (tensor<3x3xi1>, tensor<3x3xi1>) -> tensor<3x3xi1>
    %196 = "stablehlo.select"(%195, %190, %148) : (tensor<3x3xi1>, tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %197 = "stablehlo.and"(%192, %194) : (tensor<3x3xi1>, tensor<3x3xi1>) -> tensor<3x3xi1>
    %198 = "stablehlo.select"(%197, %186, %196) : (tensor<3x3xi1>, tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %199 = "stablehlo.slice"(%198) {start_indices = array<i64: 0, 2>, limit_indices = array<i64: 3, 3>, strides = array<i64: 1, 1>} : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %200 = "stablehlo.abs"(%199) : (tensor<3x1xf32>) -> tensor<3x1xf32>
    %201 = "stablehlo.constant"() {value = dense<2> : tensor<3x1xi64>} : () -> tensor<3x1xi64>
    %202 = "stablehlo.compare"(%1, %201) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi1>
    %203 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<3x1xf32>} : () -> tensor<3x1xf32>
    %204 = "stablehlo.select"(%202, %200, %203) : (tensor<3x1xi1>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %205 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %206 = "stablehlo.reduce"(%204, %205) ({
      ^bb0(%207: tensor<f32>, %208: tensor<f32>):
        %209 = "stablehlo.maximum"(%207, %208) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%209) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %210 = "stablehlo.reshape"(%206) : (tensor<1xf32>) -> tensor<1x1xf32>
    %211 = "stablehlo.reshape"(%210) : (tensor<1x1xf32>) -> tensor<1xf32>
    %212 = "stablehlo.broadcast_in_dim"(%211) {broadcast_dimensions = array<i64: 1>} : (tensor<1xf32>) -> tensor<3x1xf32>
    %213 = "stablehlo.compare"(%204, %212) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xi1>
    %214 = "stablehlo.constant"() {value = dense<3> : tensor<3x1xi64>} : () -> tensor<3x1xi64>
    %215 = "stablehlo.select"(%213, %1, %214) : (tensor<3x1xi1>, tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi64>
    %216 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %217 = "stablehlo.reduce"(%215, %216) ({
      ^bb0(%218: tensor<i64>, %219: tensor<i64>):
        %220 = "stablehlo.minimum"(%218, %219) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%220) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xi64>, tensor<i64>) -> tensor<1xi64>
    %221 = "stablehlo.reshape"(%217) : (tensor<1xi64>) -> tensor<1x1xi64>
    %222 = "stablehlo.reshape"(%221) : (tensor<1x1xi64>) -> tensor<1xi64>
    %223 = "stablehlo.broadcast_in_dim"(%222) {broadcast_dimensions = array<i64: 1>} : (tensor<1xi64>) -> tensor<3x1xi64>
    %224 = "stablehlo.compare"(%1, %223) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi1>
    %225 = "stablehlo.compare"(%1, %201) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi1>
    %226 = "stablehlo.reshape"(%224) : (tensor<3x1xi1>) -> tensor<3xi1>
    %227 = "stablehlo.broadcast_in_dim"(%226) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi1>) -> tensor<3x3xi1>
    %228 = "stablehlo.reshape"(%225) : (tensor<3x1xi1>) -> tensor<3xi1>
    %229 = "stablehlo.broadcast_in_dim"(%228) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi1>) -> tensor<3x3xi1>
    %230 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<3x3xf32>} : () -> tensor<3x3xf32>
    %231 = "stablehlo.select"(%227, %198, %230) : (tensor<3x3xi1>, tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %232 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %233 = "stablehlo.reduce"(%231, %232) ({
      ^bb0(%234: tensor<f32>, %235: tensor<f32>):
        %236 = "stablehlo.add"(%234, %235) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%236) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x3xf32>, tensor<f32>) -> tensor<3xf32>
    %237 = "stablehlo.reshape"(%233) : (tensor<3xf32>) -> tensor<1x3xf32>
    %238 = "stablehlo.slice"(%198) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 3, 3>, strides = array<i64: 1, 1>} : (tensor<3x3xf32>) -> tensor<1x3xf32>
    %239 = "stablehlo.reshape"(%237) : (tensor<1x3xf32>) -> tensor<3xf32>
    %240 = "stablehlo.broadcast_in_dim"(%239) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<3x3xf32>
    %241 = "stablehlo.reshape"(%238) : (tensor<1x3xf32>) -> tensor<3xf32>
    %242 = "stablehlo.broadcast_in_dim"(%241) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<3x3xf32>
    %243 = "stablehlo.select"(%227, %242, %198) : (tensor<3x3xi1>, tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %244 = "stablehlo.select"(%229, %240, %243) : (tensor<3x3xi1>, tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %245 = "stablehlo.constant"() {value = dense<0> : tensor<3x1xi64>} : () -> tensor<3x1xi64>
    %246 = "stablehlo.select"(%224, %163, %245) : (tensor<3x1xi1>, tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi64>
    %247 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %248 = "stablehlo.reduce"(%246, %247) ({
      ^bb0(%249: tensor<i64>, %250: tensor<i64>):
        %251 = "stablehlo.add"(%249, %250) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%251) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x1xi64>, tensor<i64>) -> tensor<1xi64>
    %252 = "stablehlo.reshape"(%248) : (tensor<1xi64>) -> tensor<1x1xi64>
    %253 = "stablehlo.slice"(%163) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 3, 1>, strides = array<i64: 1, 1>} : (tensor<3x1xi64>) -> tensor<1x1xi64>
    %254 = "stablehlo.reshape"(%252) : (tensor<1x1xi64>) -> tensor<1xi64>
    %255 = "stablehlo.broadcast_in_dim"(%254) {broadcast_dimensions = array<i64: 1>} : (tensor<1xi64>) -> tensor<3x1xi64>
    %256 = "stablehlo.reshape"(%253) : (tensor<1x1xi64>) -> tensor<1xi64>
    %257 = "stablehlo.broadcast_in_dim"(%256) {broadcast_dimensions = array<i64: 1>} : (tensor<1xi64>) -> tensor<3x1xi64>
    %258 = "stablehlo.select"(%224, %257, %163) : (tensor<3x1xi1>, tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi64>
    %259 = "stablehlo.select"(%225, %255, %258) : (tensor<3x1xi1>, tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi64>
    %260 = "stablehlo.constant"() {value = dense<2> : tensor<1x1xi64>} : () -> tensor<1x1xi64>
    %261 = "stablehlo.compare"(%221, %260) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi1>
    %262 = "stablehlo.convert"(%261) : (tensor<1x1xi1>) -> tensor<1x1xi64>
    %263 = "stablehlo.xor"(%167, %262) : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
    %264 = "stablehlo.slice"(%244) {start_indices = array<i64: 2, 2>, limit_indices = array<i64: 3, 3>, strides = array<i64: 1, 1>} : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %265 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %266 = "stablehlo.compare"(%264, %265) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %267 = "stablehlo.constant"() {value = dense<3> : tensor<1x1xi64>} : () -> tensor<1x1xi64>
    %268 = "stablehlo.constant"() {value = dense<0> : tensor<1x1xi64>} : () -> tensor<1x1xi64>
    %269 = "stablehlo.compare"(%175, %268) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi1>
    %270 = "stablehlo.and"(%269, %266) : (tensor<1x1xi1>, tensor<1x1xi1>) -> tensor<1x1xi1>
    %271 = "stablehlo.select"(%270, %267, %175) : (tensor<1x1xi1>, tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
    %272 = "stablehlo.slice"(%244) {start_indices = array<i64: 0, 2>, limit_indices = array<i64: 3, 3>, strides = array<i64: 1, 1>} : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %273 = "stablehlo.reshape"(%264) : (tensor<1x1xf32>) -> tensor<1xf32>
    %274 = "stablehlo.broadcast_in_dim"(%273) {broadcast_dimensions = array<i64: 1>} : (tensor<1xf32>) -> tensor<3x1xf32>
    %275 = "stablehlo.divide"(%272, %274) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %276 = "stablehlo.reshape"(%266) : (tensor<1x1xi1>) -> tensor<1xi1>
    %277 = "stablehlo.broadcast_in_dim"(%276) {broadcast_dimensions = array<i64: 1>} : (tensor<1xi1>) -> tensor<3x1xi1>
    %278 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<3x1xf32>} : () -> tensor<3x1xf32>
    %279 = "stablehlo.select"(%277, %278, %275) : (tensor<3x1xi1>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %280 = "stablehlo.slice"(%244) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 3, 3>, strides = array<i64: 1, 1>} : (tensor<3x3xf32>) -> tensor<1x3xf32>
    %281 = "stablehlo.reshape"(%279) : (tensor<3x1xf32>) -> tensor<3xf32>
    %282 = "stablehlo.broadcast_in_dim"(%281) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3x3xf32>
    %283 = "stablehlo.reshape"(%280) : (tensor<1x3xf32>) -> tensor<3xf32>
    %284 = "stablehlo.broadcast_in_dim"(%283) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<3x3xf32>
    %285 = "stablehlo.multiply"(%282, %284) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %286 = "stablehlo.subtract"(%244, %285) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %287 = "stablehlo.constant"() {value = dense<2> : tensor<3x3xi64>} : () -> tensor<3x3xi64>
    %288 = "stablehlo.compare"(%2, %287) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %289 = "stablehlo.compare"(%3, %287) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %290 = "stablehlo.compare"(%3, %287) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %291 = "stablehlo.and"(%288, %289) : (tensor<3x3xi1>, tensor<3x3xi1>) -> tensor<3x3xi1>
    %292 = "stablehlo.select"(%291, %286, %244) : (tensor<3x3xi1>, tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %293 = "stablehlo.and"(%288, %290) : (tensor<3x3xi1>, tensor<3x3xi1>) -> tensor<3x3xi1>
    %294 = "stablehlo.select"(%293, %282, %292) : (tensor<3x3xi1>, tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %295 = "stablehlo.concatenate"(%29, %125, %221) {dimension = 1 : i64} : (tensor<1x1xi64>, tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x3xi64>
    %296 = "stablehlo.reshape"(%295) : (tensor<1x3xi64>) -> tensor<3xi64>
    %297 = "stablehlo.constant"() {value = dense<1> : tensor<3xi64>} : () -> tensor<3xi64>
    %298 = "stablehlo.add"(%296, %297) : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %299 = "stablehlo.convert"(%298) : (tensor<3xi64>) -> tensor<3xi32>
    %300 = "stablehlo.reshape"(%259) : (tensor<3x1xi64>) -> tensor<3xi64>
    %301 = "stablehlo.reshape"(%271) : (tensor<1x1xi64>) -> tensor<i64>
    %302 = "stablehlo.convert"(%301) : (tensor<i64>) -> tensor<i32>
    %303 = "stablehlo.reshape"(%263) : (tensor<1x1xi64>) -> tensor<i64>
    %304 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x3xi64>
    %305 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<3x3xi64>
    %306 = "stablehlo.compare"(%304, %305) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %307 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<3x3xf32>} : () -> tensor<3x3xf32>
    %308 = "stablehlo.select"(%306, %294, %307) : (tensor<3x3xi1>, tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %309 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %310 = "stablehlo.reduce"(%308, %309) ({
      ^bb0(%311: tensor<f32>, %312: tensor<f32>):
        %313 = "stablehlo.add"(%311, %312) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%313) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3x3xf32>, tensor<f32>) -> tensor<3xf32>
    %314 = "stablehlo.reshape"(%310) : (tensor<3xf32>) -> tensor<3x1xf32>
    %315 = "stablehlo.reshape"(%314) : (tensor<3x1xf32>) -> tensor<3xf32>
    %316 = "stablehlo.sign"(%315) : (tensor<3xf32>) -> tensor<3xf32>
    %317 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<f32>} : () -> tensor<f32>
    %318 = "stablehlo.reduce"(%316, %317) ({
      ^bb0(%319: tensor<f32>, %320: tensor<f32>):
        %321 = "stablehlo.multiply"(%319, %320) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%321) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %322 = "stablehlo.reshape"(%318) : (tensor<f32>) -> tensor<1xf32>
    %323 = "stablehlo.abs"(%315) : (tensor<3xf32>) -> tensor<3xf32>
    %324 = "stablehlo.log"(%323) : (tensor<3xf32>) -> tensor<3xf32>
    %325 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %326 = "stablehlo.reduce"(%324, %325) ({
      ^bb0(%327: tensor<f32>, %328: tensor<f32>):
        %329 = "stablehlo.add"(%327, %328) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%329) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %330 = "stablehlo.reshape"(%326) : (tensor<f32>) -> tensor<1xf32>
    %331 = "stablehlo.reshape"(%322) : (tensor<1xf32>) -> tensor<f32>
    %332 = "stablehlo.reshape"(%330) : (tensor<1xf32>) -> tensor<f32>
    %333 = "stablehlo.negate"(%331) : (tensor<f32>) -> tensor<f32>
    %334 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %335 = "stablehlo.compare"(%303, %334) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %336 = "stablehlo.select"(%335, %333, %331) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%336, %332, %294, %299) : (tensor<f32>, tensor<f32>, tensor<3x3xf32>, tensor<3xi32>) -> ()
  }
}
