module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x2xf32>) -> (tensor<f32>, tensor<2x2xf32>, tensor<2xi32>) {
    %0 = "stablehlo.transpose"(%arg0) {permutation = array<i64: 1, 0>} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %1 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x1xi64>
    %2 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %3 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %4 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x1xi64>
    %5 = "stablehlo.constant"() {value = dense<0> : tensor<1x1xi64>} : () -> tensor<1x1xi64>
    %6 = "stablehlo.constant"() {value = dense<0> : tensor<1x1xi64>} : () -> tensor<1x1xi64>
    %7 = "stablehlo.slice"(%0) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 1>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<2x1xf32>
    %8 = "stablehlo.abs"(%7) : (tensor<2x1xf32>) -> tensor<2x1xf32>
    %9 = "stablehlo.constant"() {value = dense<0> : tensor<2x1xi64>} : () -> tensor<2x1xi64>
    %10 = "stablehlo.compare"(%1, %9) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x1xi1>
    %11 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<2x1xf32>} : () -> tensor<2x1xf32>
    %12 = "stablehlo.select"(%10, %8, %11) : (tensor<2x1xi1>, tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
    %13 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %14 = "stablehlo.reduce"(%12, %13) ({
      ^bb0(%15: tensor<f32>, %16: tensor<f32>):
        %17 = "stablehlo.maximum"(%15, %16) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%17) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x1xf32>, tensor<f32>) -> tensor<1xf32>
    %18 = "stablehlo.reshape"(%14) : (tensor<1xf32>) -> tensor<1x1xf32>
    %19 = "stablehlo.reshape"(%18) : (tensor<1x1xf32>) -> tensor<1xf32>
    %20 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64: 1>} : (tensor<1xf32>) -> tensor<2x1xf32>
    %21 = "stablehlo.compare"(%12, %20) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xi1>
    %22 = "stablehlo.constant"() {value = dense<2> : tensor<2x1xi64>} : () -> tensor<2x1xi64>
    %23 = "stablehlo.select"(%21, %1, %22) : (tensor<2x1xi1>, tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x1xi64>
    %24 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %25 = "stablehlo.reduce"(%23, %24) ({
      ^bb0(%26: tensor<i64>, %27: tensor<i64>):
        %28 = "stablehlo.minimum"(%26, %27) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%28) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x1xi64>, tensor<i64>) -> tensor<1xi64>
    %29 = "stablehlo.reshape"(%25) : (tensor<1xi64>) -> tensor<1x1xi64>
    %30 = "stablehlo.reshape"(%29) : (tensor<1x1xi64>) -> tensor<1xi64>
    %31 = "stablehlo.broadcast_in_dim"(%30) {broadcast_dimensions = array<i64: 1>} : (tensor<1xi64>) -> tensor<2x1xi64>
    %32 = "stablehlo.compare"(%1, %31) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x1xi1>
    %33 = "stablehlo.compare"(%1, %9) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x1xi1>
    %34 = "stablehlo.reshape"(%32) : (tensor<2x1xi1>) -> tensor<2xi1>
    %35 = "stablehlo.broadcast_in_dim"(%34) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi1>) -> tensor<2x2xi1>
    %36 = "stablehlo.reshape"(%33) : (tensor<2x1xi1>) -> tensor<2xi1>
    %37 = "stablehlo.broadcast_in_dim"(%36) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi1>) -> tensor<2x2xi1>
    %38 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %39 = "stablehlo.select"(%35, %0, %38) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %40 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %41 = "stablehlo.reduce"(%39, %40) ({
      ^bb0(%42: tensor<f32>, %43: tensor<f32>):
        %44 = "stablehlo.add"(%42, %43) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%44) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x2xf32>, tensor<f32>) -> tensor<2xf32>
    %45 = "stablehlo.reshape"(%41) : (tensor<2xf32>) -> tensor<1x2xf32>
    %46 = "stablehlo.slice"(%0) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 2>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x2xf32>
    %47 = "stablehlo.reshape"(%45) : (tensor<1x2xf32>) -> tensor<2xf32>
    %48 = "stablehlo.broadcast_in_dim"(%47) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<2x2xf32>
    %49 = "stablehlo.reshape"(%46) : (tensor<1x2xf32>) -> tensor<2xf32>
    %50 = "stablehlo.broadcast_in_dim"(%49) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<2x2xf32>
    %51 = "stablehlo.select"(%35, %50, %0) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %52 = "stablehlo.select"(%37, %48, %51) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %53 = "stablehlo.constant"() {value = dense<0> : tensor<2x1xi64>} : () -> tensor<2x1xi64>
    %54 = "stablehlo.select"(%32, %4, %53) : (tensor<2x1xi1>, tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x1xi64>
    %55 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %56 = "stablehlo.reduce"(%54, %55) ({
      ^bb0(%57: tensor<i64>, %58: tensor<i64>):
        %59 = "stablehlo.add"(%57, %58) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%59) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x1xi64>, tensor<i64>) -> tensor<1xi64>
    %60 = "stablehlo.reshape"(%56) : (tensor<1xi64>) -> tensor<1x1xi64>
    %61 = "stablehlo.slice"(%4) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 1>, strides = array<i64: 1, 1>} : (tensor<2x1xi64>) -> tensor<1x1xi64>
    %62 = "stablehlo.reshape"(%60) : (tensor<1x1xi64>) -> tensor<1xi64>
    %63 = "stablehlo.broadcast_in_dim"(%62) {broadcast_dimensions = array<i64: 1>} : (tensor<1xi64>) -> tensor<2x1xi64>
    %64 = "stablehlo.reshape"(%61) : (tensor<1x1xi64>) -> tensor<1xi64>
    %65 = "stablehlo.broadcast_in_dim"(%64) {broadcast_dimensions = array<i64: 1>} : (tensor<1xi64>) -> tensor<2x1xi64>
    %66 = "stablehlo.select"(%32, %65, %4) : (tensor<2x1xi1>, tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x1xi64>
    %67 = "stablehlo.select"(%33, %63, %66) : (tensor<2x1xi1>, tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x1xi64>
    %68 = "stablehlo.constant"() {value = dense<0> : tensor<1x1xi64>} : () -> tensor<1x1xi64>
    %69 = "stablehlo.compare"(%29, %68) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi1>
    %70 = "stablehlo.convert"(%69) : (tensor<1x1xi1>) -> tensor<1x1xi64>
    %71 = "stablehlo.xor"(%6, %70) : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
    %72 = "stablehlo.slice"(%52) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 1>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %73 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %74 = "stablehlo.compare"(%72, %73) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %75 = "stablehlo.constant"() {value = dense<1> : tensor<1x1xi64>} : () -> tensor<1x1xi64>
    %76 = "stablehlo.constant"() {value = dense<0> : tensor<1x1xi64>} : () -> tensor<1x1xi64>
    %77 = "stablehlo.compare"(%5, %76) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi1>
    %78 = "stablehlo.and"(%77, %74) : (tensor<1x1xi1>, tensor<1x1xi1>) -> tensor<1x1xi1>
    %79 = "stablehlo.select"(%78, %75, %5) : (tensor<1x1xi1>, tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
    %80 = "stablehlo.slice"(%52) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 1>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<2x1xf32>
    %81 = "stablehlo.reshape"(%72) : (tensor<1x1xf32>) -> tensor<1xf32>
    %82 = "stablehlo.broadcast_in_dim"(%81) {broadcast_dimensions = array<i64: 1>} : (tensor<1xf32>) -> tensor<2x1xf32>
    %83 = "stablehlo.divide"(%80, %82) : (tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
    %84 = "stablehlo.reshape"(%74) : (tensor<1x1xi1>) -> tensor<1xi1>
    %85 = "stablehlo.broadcast_in_dim"(%84) {broadcast_dimensions = array<i64: 1>} : (tensor<1xi1>) -> tensor<2x1xi1>
    %86 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x1xf32>} : () -> tensor<2x1xf32>
    %87 = "stablehlo.select"(%85, %86, %83) : (tensor<2x1xi1>, tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
    %88 = "stablehlo.slice"(%52) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 2>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x2xf32>
    %89 = "stablehlo.reshape"(%87) : (tensor<2x1xf32>) -> tensor<2xf32>
    %90 = "stablehlo.broadcast_in_dim"(%89) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x2xf32>
    %91 = "stablehlo.reshape"(%88) : (tensor<1x2xf32>) -> tensor<2xf32>
    %92 = "stablehlo.broadcast_in_dim"(%91) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<2x2xf32>
    %93 = "stablehlo.multiply"(%90, %92) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %94 = "stablehlo.subtract"(%52, %93) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %95 = "stablehlo.constant"() {value = dense<0> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %96 = "stablehlo.compare"(%2, %95) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %97 = "stablehlo.compare"(%3, %95) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %98 = "stablehlo.compare"(%3, %95) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %99 = "stablehlo.and"(%96, %97) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %100 = "stablehlo.select"(%99, %94, %52) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %101 = "stablehlo.and"(%96, %98) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %102 = "stablehlo.select"(%101, %90, %100) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %103 = "stablehlo.slice"(%102) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 2, 2>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<2x1xf32>
    %104 = "stablehlo.abs"(%103) : (tensor<2x1xf32>) -> tensor<2x1xf32>
    %105 = "stablehlo.constant"() {value = dense<1> : tensor<2x1xi64>} : () -> tensor<2x1xi64>
    %106 = "stablehlo.compare"(%1, %105) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x1xi1>
    %107 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<2x1xf32>} : () -> tensor<2x1xf32>
    %108 = "stablehlo.select"(%106, %104, %107) : (tensor<2x1xi1>, tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
    %109 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %110 = "stablehlo.reduce"(%108, %109) ({
      ^bb0(%111: tensor<f32>, %112: tensor<f32>):
        %113 = "stablehlo.maximum"(%111, %112) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%113) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x1xf32>, tensor<f32>) -> tensor<1xf32>
    %114 = "stablehlo.reshape"(%110) : (tensor<1xf32>) -> tensor<1x1xf32>
    %115 = "stablehlo.reshape"(%114) : (tensor<1x1xf32>) -> tensor<1xf32>
    %116 = "stablehlo.broadcast_in_dim"(%115) {broadcast_dimensions = array<i64: 1>} : (tensor<1xf32>) -> tensor<2x1xf32>
    %117 = "stablehlo.compare"(%108, %116) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xi1>
    %118 = "stablehlo.constant"() {value = dense<2> : tensor<2x1xi64>} : () -> tensor<2x1xi64>
    %119 = "stablehlo.select"(%117, %1, %118) : (tensor<2x1xi1>, tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x1xi64>
    %120 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %121 = "stablehlo.reduce"(%119, %120) ({
      ^bb0(%122: tensor<i64>, %123: tensor<i64>):
        %124 = "stablehlo.minimum"(%122, %123) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%124) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x1xi64>, tensor<i64>) -> tensor<1xi64>
    %125 = "stablehlo.reshape"(%121) : (tensor<1xi64>) -> tensor<1x1xi64>
    %126 = "stablehlo.reshape"(%125) : (tensor<1x1xi64>) -> tensor<1xi64>
    %127 = "stablehlo.broadcast_in_dim"(%126) {broadcast_dimensions = array<i64: 1>} : (tensor<1xi64>) -> tensor<2x1xi64>
    %128 = "stablehlo.compare"(%1, %127) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x1xi1>
    %129 = "stablehlo.compare"(%1, %105) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x1xi1>
    %130 = "stablehlo.reshape"(%128) : (tensor<2x1xi1>) -> tensor<2xi1>
    %131 = "stablehlo.broadcast_in_dim"(%130) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi1>) -> tensor<2x2xi1>
    %132 = "stablehlo.reshape"(%129) : (tensor<2x1xi1>) -> tensor<2xi1>
    %133 = "stablehlo.broadcast_in_dim"(%132) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi1>) -> tensor<2x2xi1>
    %134 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %135 = "stablehlo.select"(%131, %102, %134) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %136 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %137 = "stablehlo.reduce"(%135, %136) ({
      ^bb0(%138: tensor<f32>, %139: tensor<f32>):
        %140 = "stablehlo.add"(%138, %139) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%140) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x2xf32>, tensor<f32>) -> tensor<2xf32>
    %141 = "stablehlo.reshape"(%137) : (tensor<2xf32>) -> tensor<1x2xf32>
    %142 = "stablehlo.slice"(%102) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 2>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x2xf32>
    %143 = "stablehlo.reshape"(%141) : (tensor<1x2xf32>) -> tensor<2xf32>
    %144 = "stablehlo.broadcast_in_dim"(%143) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<2x2xf32>
    %145 = "stablehlo.reshape"(%142) : (tensor<1x2xf32>) -> tensor<2xf32>
    %146 = "stablehlo.broadcast_in_dim"(%145) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<2x2xf32>
    %147 = "stablehlo.select"(%131, %146, %102) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %148 = "stablehlo.select"(%133, %144, %147) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %149 = "stablehlo.constant"() {value = dense<0> : tensor<2x1xi64>} : () -> tensor<2x1xi64>
    %150 = "stablehlo.select"(%128, %67, %149) : (tensor<2x1xi1>, tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x1xi64>
    %151 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %152 = "stablehlo.reduce"(%150, %151) ({
      ^bb0(%153: tensor<i64>, %154: tensor<i64>):
        %155 = "stablehlo.add"(%153, %154) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%155) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x1xi64>, tensor<i64>) -> tensor<1xi64>
    %156 = "stablehlo.reshape"(%152) : (tensor<1xi64>) -> tensor<1x1xi64>
    %157 = "stablehlo.slice"(%67) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 1>, strides = array<i64: 1, 1>} : (tensor<2x1xi64>) -> tensor<1x1xi64>
    %158 = "stablehlo.reshape"(%156) : (tensor<1x1xi64>) -> tensor<1xi64>
    %159 = "stablehlo.broadcast_in_dim"(%158) {broadcast_dimensions = array<i64: 1>} : (tensor<1xi64>) -> tensor<2x1xi64>
    %160 = "stablehlo.reshape"(%157) : (tensor<1x1xi64>) -> tensor<1xi64>
    %161 = "stablehlo.broadcast_in_dim"(%160) {broadcast_dimensions = array<i64: 1>} : (tensor<1xi64>) -> tensor<2x1xi64>
    %162 = "stablehlo.select"(%128, %161, %67) : (tensor<2x1xi1>, tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x1xi64>
    %163 = "stablehlo.select"(%129, %159, %162) : (tensor<2x1xi1>, tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x1xi64>
    %164 = "stablehlo.constant"() {value = dense<1> : tensor<1x1xi64>} : () -> tensor<1x1xi64>
    %165 = "stablehlo.compare"(%125, %164) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi1>
    %166 = "stablehlo.convert"(%165) : (tensor<1x1xi1>) -> tensor<1x1xi64>
    %167 = "stablehlo.xor"(%71, %166) : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
    %168 = "stablehlo.slice"(%148) {start_indices = array<i64: 1, 1>, limit_indices = array<i64: 2, 2>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %169 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    %170 = "stablehlo.compare"(%168, %169) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %171 = "stablehlo.constant"() {value = dense<2> : tensor<1x1xi64>} : () -> tensor<1x1xi64>
    %172 = "stablehlo.constant"() {value = dense<0> : tensor<1x1xi64>} : () -> tensor<1x1xi64>
    %173 = "stablehlo.compare"(%79, %172) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi1>
    %174 = "stablehlo.and"(%173, %170) : (tensor<1x1xi1>, tensor<1x1xi1>) -> tensor<1x1xi1>
    %175 = "stablehlo.select"(%174, %171, %79) : (tensor<1x1xi1>, tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
    %176 = "stablehlo.slice"(%148) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 2, 2>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<2x1xf32>
    %177 = "stablehlo.reshape"(%168) : (tensor<1x1xf32>) -> tensor<1xf32>
    %178 = "stablehlo.broadcast_in_dim"(%177) {broadcast_dimensions = array<i64: 1>} : (tensor<1xf32>) -> tensor<2x1xf32>
    %179 = "stablehlo.divide"(%176, %178) : (tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
    %180 = "stablehlo.reshape"(%170) : (tensor<1x1xi1>) -> tensor<1xi1>
    %181 = "stablehlo.broadcast_in_dim"(%180) {broadcast_dimensions = array<i64: 1>} : (tensor<1xi1>) -> tensor<2x1xi1>
    %182 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x1xf32>} : () -> tensor<2x1xf32>
    %183 = "stablehlo.select"(%181, %182, %179) : (tensor<2x1xi1>, tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
    %184 = "stablehlo.slice"(%148) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 2>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<1x2xf32>
    %185 = "stablehlo.reshape"(%183) : (tensor<2x1xf32>) -> tensor<2xf32>
    %186 = "stablehlo.broadcast_in_dim"(%185) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x2xf32>
    %187 = "stablehlo.reshape"(%184) : (tensor<1x2xf32>) -> tensor<2xf32>
    %188 = "stablehlo.broadcast_in_dim"(%187) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<2x2xf32>
    %189 = "stablehlo.multiply"(%186, %188) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %190 = "stablehlo.subtract"(%148, %189) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %191 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %192 = "stablehlo.compare"(%2, %191) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %193 = "stablehlo.compare"(%3, %191) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %194 = "stablehlo.compare"(%3, %191) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %195 = "stablehlo.and"(%192, %193) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %196 = "stablehlo.select"(%195, %190, %148) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %197 = "stablehlo.and"(%192, %194) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %198 = "stablehlo.select"(%197, %186, %196) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %199 = "stablehlo.concatenate"(%29, %125) {dimension = 1 : i64} : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x2xi64>
    %200 = "stablehlo.reshape"(%199) : (tensor<1x2xi64>) -> tensor<2xi64>
    %201 = "stablehlo.constant"() {value = dense<1> : tensor<2xi64>} : () -> tensor<2xi64>
    %202 = "stablehlo.add"(%200, %201) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %203 = "stablehlo.convert"(%202) : (tensor<2xi64>) -> tensor<2xi32>
    %204 = "stablehlo.reshape"(%163) : (tensor<2x1xi64>) -> tensor<2xi64>
    %205 = "stablehlo.reshape"(%175) : (tensor<1x1xi64>) -> tensor<i64>
    %206 = "stablehlo.convert"(%205) : (tensor<i64>) -> tensor<i32>
    %207 = "stablehlo.reshape"(%167) : (tensor<1x1xi64>) -> tensor<i64>
    %208 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %209 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %210 = "stablehlo.compare"(%208, %209) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %211 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %212 = "stablehlo.select"(%210, %198, %211) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %213 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %214 = "stablehlo.reduce"(%212, %213) ({
      ^bb0(%215: tensor<f32>, %216: tensor<f32>):
        %217 = "stablehlo.add"(%215, %216) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%217) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x2xf32>, tensor<f32>) -> tensor<2xf32>
    %218 = "stablehlo.reshape"(%214) : (tensor<2xf32>) -> tensor<2x1xf32>
    %219 = "stablehlo.reshape"(%218) : (tensor<2x1xf32>) -> tensor<2xf32>
    %220 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<f32>} : () -> tensor<f32>
    %221 = "stablehlo.reduce"(%219, %220) ({
      ^bb0(%222: tensor<f32>, %223: tensor<f32>):
        %224 = "stablehlo.multiply"(%222, %223) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%224) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %225 = "stablehlo.reshape"(%221) : (tensor<f32>) -> tensor<1xf32>
    %226 = "stablehlo.reshape"(%225) : (tensor<1xf32>) -> tensor<f32>
    %227 = "stablehlo.negate"(%226) : (tensor<f32>) -> tensor<f32>
    %228 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %229 = "stablehlo.compare"(%207, %228) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %230 = "stablehlo.select"(%229, %227, %226) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%230, %198, %203) : (tensor<f32>, tensor<2x2xf32>, tensor<2xi32>) -> ()
  }
}
