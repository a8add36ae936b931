module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x2x2x2xf32>, %arg1: tensor<1x2x3x4xf32>, %arg2: tensor<1x2x2x2xf32>) -> (tensor<1x2x3x4xf32>, tensor<1x2x2x2xf32>) {
    %0 = "stablehlo.transpose"(%arg1) {permutation = array<i64: 0, 2, 3, 1>} : (tensor<1x2x3x4xf32>) -> tensor<1x3x4x2xf32>
    %1 = "stablehlo.transpose"(%arg0) {permutation = array<i64: 0, 2, 3, 1>} : (tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
    %2 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 2, 2, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x2x2xf32>) -> tensor<1x2x2x1xf32>
    %3 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 1>, limit_indices = array<i64: 1, 2, 2, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x2x2xf32>) -> tensor<1x2x2x1xf32>
    %4 = "stablehlo.reshape"(%2) : (tensor<1x2x2x1xf32>) -> tensor<1x2x2xf32>
    %5 = "stablehlo.reshape"(%3) : (tensor<1x2x2x1xf32>) -> tensor<1x2x2xf32>
    %6 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %7 = "stablehlo.multiply"(%4, %6) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %8 = "stablehlo.constant"() {value = dense<0x3FC00000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %9 = "stablehlo.add"(%7, %8) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %10 = "stablehlo.constant"() {value = dense<0x3FC00000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %11 = "stablehlo.multiply"(%5, %10) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %12 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %13 = "stablehlo.add"(%11, %12) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %14 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %15 = "stablehlo.constant"() {value = dense<0x40400000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %16 = "stablehlo.maximum"(%9, %14) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %17 = "stablehlo.minimum"(%16, %15) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %18 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %19 = "stablehlo.compare"(%9, %18) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xi1>
    %20 = "stablehlo.constant"() {value = dense<0x40400000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %21 = "stablehlo.compare"(%9, %20) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xi1>
    %22 = "stablehlo.or"(%19, %21) : (tensor<1x2x2xi1>, tensor<1x2x2xi1>) -> tensor<1x2x2xi1>
    %23 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %24 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %25 = "stablehlo.select"(%22, %23, %24) : (tensor<1x2x2xi1>, tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %26 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %27 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %28 = "stablehlo.maximum"(%13, %26) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %29 = "stablehlo.minimum"(%28, %27) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %30 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %31 = "stablehlo.compare"(%13, %30) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xi1>
    %32 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %33 = "stablehlo.compare"(%13, %32) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xi1>
    %34 = "stablehlo.or"(%31, %33) : (tensor<1x2x2xi1>, tensor<1x2x2xi1>) -> tensor<1x2x2xi1>
    %35 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %36 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %37 = "stablehlo.select"(%34, %35, %36) : (tensor<1x2x2xi1>, tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %38 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %39 = "stablehlo.multiply"(%25, %38) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %40 = "stablehlo.constant"() {value = dense<0x3FC00000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %41 = "stablehlo.multiply"(%37, %40) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %42 = "stablehlo.floor"(%17) : (tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %43 = "stablehlo.floor"(%29) : (tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %44 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %45 = "stablehlo.add"(%42, %44) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %46 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %47 = "stablehlo.add"(%43, %46) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %48 = "stablehlo.subtract"(%17, %42) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %49 = "stablehlo.subtract"(%45, %17) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %50 = "stablehlo.subtract"(%29, %43) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %51 = "stablehlo.subtract"(%47, %29) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %52 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %53 = "stablehlo.compare"(%42, %52) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xi1>
    %54 = "stablehlo.constant"() {value = dense<0x40400000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %55 = "stablehlo.compare"(%42, %54) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xi1>
    %56 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %57 = "stablehlo.compare"(%43, %56) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xi1>
    %58 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %59 = "stablehlo.compare"(%43, %58) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xi1>
    %60 = "stablehlo.and"(%53, %55) : (tensor<1x2x2xi1>, tensor<1x2x2xi1>) -> tensor<1x2x2xi1>
    %61 = "stablehlo.and"(%57, %59) : (tensor<1x2x2xi1>, tensor<1x2x2xi1>) -> tensor<1x2x2xi1>
    %62 = "stablehlo.and"(%60, %61) : (tensor<1x2x2xi1>, tensor<1x2x2xi1>) -> tensor<1x2x2xi1>
    %63 = "stablehlo.multiply"(%49, %51) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %64 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %65 = "stablehlo.multiply"(%51, %64) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %66 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %67 = "stablehlo.multiply"(%49, %66) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %68 = "stablehlo.convert"(%43) : (tensor<1x2x2xf32>) -> tensor<1x2x2xi64>
    %69 = "stablehlo.convert"(%42) : (tensor<1x2x2xf32>) -> tensor<1x2x2xi64>
    %70 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %71 = "stablehlo.compare"(%45, %70) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xi1>
    %72 = "stablehlo.constant"() {value = dense<0x40400000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %73 = "stablehlo.compare"(%45, %72) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xi1>
    %74 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %75 = "stablehlo.compare"(%43, %74) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xi1>
    %76 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %77 = "stablehlo.compare"(%43, %76) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xi1>
    %78 = "stablehlo.and"(%71, %73) : (tensor<1x2x2xi1>, tensor<1x2x2xi1>) -> tensor<1x2x2xi1>
    %79 = "stablehlo.and"(%75, %77) : (tensor<1x2x2xi1>, tensor<1x2x2xi1>) -> tensor<1x2x2xi1>
    %80 = "stablehlo.and"(%78, %79) : (tensor<1x2x2xi1>, tensor<1x2x2xi1>) -> tensor<1x2x2xi1>
    %81 = "stablehlo.multiply"(%48, %51) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %82 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %83 = "stablehlo.multiply"(%51, %82) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %84 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %85 = "stablehlo.multiply"(%48, %84) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %86 = "stablehlo.convert"(%43) : (tensor<1x2x2xf32>) -> tensor<1x2x2xi64>
    %87 = "stablehlo.convert"(%45) : (tensor<1x2x2xf32>) -> tensor<1x2x2xi64>
    %88 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %89 = "stablehlo.compare"(%42, %88) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xi1>
    %90 = "stablehlo.constant"() {value = dense<0x40400000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %91 = "stablehlo.compare"(%42, %90) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xi1>
    %92 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %93 = "stablehlo.compare"(%47, %92) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xi1>
    %94 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %95 = "stablehlo.compare"(%47, %94) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xi1>
    %96 = "stablehlo.and"(%89, %91) : (tensor<1x2x2xi1>, tensor<1x2x2xi1>) -> tensor<1x2x2xi1>
    %97 = "stablehlo.and"(%93, %95) : (tensor<1x2x2xi1>, tensor<1x2x2xi1>) -> tensor<1x2x2xi1>
    %98 = "stablehlo.and"(%96, %97) : (tensor<1x2x2xi1>, tensor<1x2x2xi1>) -> tensor<1x2x2xi1>
    %99 = "stablehlo.multiply"(%49, %50) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %100 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %101 = "stablehlo.multiply"(%50, %100) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %102 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %103 = "stablehlo.multiply"(%49, %102) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %104 = "stablehlo.convert"(%47) : (tensor<1x2x2xf32>) -> tensor<1x2x2xi64>
    %105 = "stablehlo.convert"(%42) : (tensor<1x2x2xf32>) -> tensor<1x2x2xi64>
    %106 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %107 = "stablehlo.compare"(%45, %106) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xi1>
    %108 = "stablehlo.constant"() {value = dense<0x40400000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %109 = "stablehlo.compare"(%45, %108) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xi1>
    %110 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %111 = "stablehlo.compare"(%47, %110) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xi1>
    %112 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %113 = "stablehlo.compare"(%47, %112) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xi1>
    %114 = "stablehlo.and"(%107, %109) : (tensor<1x2x2xi1>, tensor<1x2x2xi1>) -> tensor<1x2x2xi1>
    %115 = "stablehlo.and"(%111, %113) : (tensor<1x2x2xi1>, tensor<1x2x2xi1>) -> tensor<1x2x2xi1>
    %116 = "stablehlo.and"(%114, %115) : (tensor<1x2x2xi1>, tensor<1x2x2xi1>) -> tensor<1x2x2xi1>
    %117 = "stablehlo.multiply"(%48, %50) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %118 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %119 = "stablehlo.multiply"(%50, %118) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %120 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %121 = "stablehlo.multiply"(%48, %120) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %122 = "stablehlo.convert"(%47) : (tensor<1x2x2xf32>) -> tensor<1x2x2xi64>
    %123 = "stablehlo.convert"(%45) : (tensor<1x2x2xf32>) -> tensor<1x2x2xi64>
    %124 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x3x4x2xf32>} : () -> tensor<1x3x4x2xf32>
    %125 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %126 = "stablehlo.select"(%62, %63, %125) : (tensor<1x2x2xi1>, tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %127 = "stablehlo.broadcast_in_dim"(%126) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x2xf32>
    %128 = "stablehlo.multiply"(%1, %127) : (tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
    %129 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1x2x2xi64>
    %130 = "stablehlo.constant"() {value = dense<0> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %131 = "stablehlo.constant"() {value = dense<2> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %132 = "stablehlo.clamp"(%130, %68, %131) : (tensor<1x2x2xi64>, tensor<1x2x2xi64>, tensor<1x2x2xi64>) -> tensor<1x2x2xi64>
    %133 = "stablehlo.constant"() {value = dense<0> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %134 = "stablehlo.constant"() {value = dense<3> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %135 = "stablehlo.clamp"(%133, %69, %134) : (tensor<1x2x2xi64>, tensor<1x2x2xi64>, tensor<1x2x2xi64>) -> tensor<1x2x2xi64>
    %136 = "stablehlo.reshape"(%129) : (tensor<1x2x2xi64>) -> tensor<1x2x2x1xi64>
    %137 = "stablehlo.reshape"(%132) : (tensor<1x2x2xi64>) -> tensor<1x2x2x1xi64>
    %138 = "stablehlo.reshape"(%135) : (tensor<1x2x2xi64>) -> tensor<1x2x2x1xi64>
    %139 = "stablehlo.concatenate"(%136, %137, %138) {dimension = 3 : i64} : (tensor<1x2x2x1xi64>, tensor<1x2x2x1xi64>, tensor<1x2x2x1xi64>) -> tensor<1x2x2x3xi64>
    %140 = "stablehlo.scatter"(%124, %139, %128) ({
      ^bb0(%141: tensor<f32>, %142: tensor<f32>):
        %143 = "stablehlo.add"(%141, %142) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%143) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3], inserted_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [0, 1, 2], index_vector_dim = 3>, indices_are_sorted = false, unique_indices = false} : (tensor<1x3x4x2xf32>, tensor<1x2x2x3xi64>, tensor<1x2x2x2xf32>) -> tensor<1x3x4x2xf32>
    %144 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %145 = "stablehlo.select"(%80, %81, %144) : (tensor<1x2x2xi1>, tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %146 = "stablehlo.broadcast_in_dim"(%145) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x2xf32>
    %147 = "stablehlo.multiply"(%1, %146) : (tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
    %148 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1x2x2xi64>
    %149 = "stablehlo.constant"() {value = dense<0> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %150 = "stablehlo.constant"() {value = dense<2> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %151 = "stablehlo.clamp"(%149, %86, %150) : (tensor<1x2x2xi64>, tensor<1x2x2xi64>, tensor<1x2x2xi64>) -> tensor<1x2x2xi64>
    %152 = "stablehlo.constant"() {value = dense<0> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %153 = "stablehlo.constant"() {value = dense<3> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %154 = "stablehlo.clamp"(%152, %87, %153) : (tensor<1x2x2xi64>, tensor<1x2x2xi64>, tensor<1x2x2xi64>) -> tensor<1x2x2xi64>
    %155 = "stablehlo.reshape"(%148) : (tensor<1x2x2xi64>) -> tensor<1x2x2x1xi64>
    %156 = "stablehlo.reshape"(%151) : (tensor<1x2x2xi64>) -> tensor<1x2x2x1xi64>
    %157 = "stablehlo.reshape"(%154) : (tensor<1x2x2xi64>) -> tensor<1x2x2x1xi64>
    %158 = "stablehlo.concatenate"(%155, %156, %157) {dimension = 3 : i64} : (tensor<1x2x2x1xi64>, tensor<1x2x2x1xi64>, tensor<1x2x2x1xi64>) -> tensor<1x2x2x3xi64>
    %159 = "stablehlo.scatter"(%140, %158, %147) ({
      ^bb0(%160: tensor<f32>, %161: tensor<f32>):
        %162 = "stablehlo.add"(%160, %161) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%162) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3], inserted_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [0, 1, 2], index_vector_dim = 3>, indices_are_sorted = false, unique_indices = false} : (tensor<1x3x4x2xf32>, tensor<1x2x2x3xi64>, tensor<1x2x2x2xf32>) -> tensor<1x3x4x2xf32>
    %163 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %164 = "stablehlo.select"(%98, %99, %163) : (tensor<1x2x2xi1>, tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %165 = "stablehlo.broadcast_in_dim"(%164) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x2xf32>
    %166 = "stablehlo.multiply"(%1, %165) : (tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
    %167 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1x2x2xi64>
    %168 = "stablehlo.constant"() {value = dense<0> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %169 = "stablehlo.constant"() {value = dense<2> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %170 = "stablehlo.clamp"(%168, %104, %169) : (tensor<1x2x2xi64>, tensor<1x2x2xi64>, tensor<1x2x2xi64>) -> tensor<1x2x2xi64>
    %171 = "stablehlo.constant"() {value = dense<0> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %172 = "stablehlo.constant"() {value = dense<3> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %173 = "stablehlo.clamp"(%171, %105, %172) : (tensor<1x2x2xi64>, tensor<1x2x2xi64>, tensor<1x2x2xi64>) -> tensor<1x2x2xi64>
    %174 = "stablehlo.reshape"(%167) : (tensor<1x2x2xi64>) -> tensor<1x2x2x1xi64>
    %175 = "stablehlo.reshape"(%170) : (tensor<1x2x2xi64>) -> tensor<1x2x2x1xi64>
    %176 = "stablehlo.reshape"(%173) : (tensor<1x2x2xi64>) -> tensor<1x2x2x1xi64>
    %177 = "stablehlo.concatenate"(%174, %175, %176) {dimension = 3 : i64} : (tensor<1x2x2x1xi64>, tensor<1x2x2x1xi64>, tensor<1x2x2x1xi64>) -> tensor<1x2x2x3xi64>
    %178 = "stablehlo.scatter"(%159, %177, %166) ({
      ^bb0(%179: tensor<f32>, %180: tensor<f32>):
        %181 = "stablehlo.add"(%179, %180) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%181) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3], inserted_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [0, 1, 2], index_vector_dim = 3>, indices_are_sorted = false, unique_indices = false} : (tensor<1x3x4x2xf32>, tensor<1x2x2x3xi64>, tensor<1x2x2x2xf32>) -> tensor<1x3x4x2xf32>
    %182 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %183 = "stablehlo.select"(%116, %117, %182) : (tensor<1x2x2xi1>, tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %184 = "stablehlo.broadcast_in_dim"(%183) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x2xf32>
    %185 = "stablehlo.multiply"(%1, %184) : (tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
    %186 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1x2x2xi64>
    %187 = "stablehlo.constant"() {value = dense<0> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %188 = "stablehlo.constant"() {value = dense<2> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %189 = "stablehlo.clamp"(%187, %122, %188) : (tensor<1x2x2xi64>, tensor<1x2x2xi64>, tensor<1x2x2xi64>) -> tensor<1x2x2xi64>
    %190 = "stablehlo.constant"() {value = dense<0> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %191 = "stablehlo.constant"() {value = dense<3> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %192 = "stablehlo.clamp"(%190, %123, %191) : (tensor<1x2x2xi64>, tensor<1x2x2xi64>, tensor<1x2x2xi64>) -> tensor<1x2x2xi64>
    %193 = "stablehlo.reshape"(%186) : (tensor<1x2x2xi64>) -> tensor<1x2x2x1xi64>
    %194 = "stablehlo.reshape"(%189) : (tensor<1x2x2xi64>) -> tensor<1x2x2x1xi64>
    %195 = "stablehlo.reshape"(%192) : (tensor<1x2x2xi64>) -> tensor<1x2x2x1xi64>
    %196 = "stablehlo.concatenate"(%193, %194, %195) {dimension = 3 : i64} : (tensor<1x2x2x1xi64>, tensor<1x2x2x1xi64>, tensor<1x2x2x1xi64>) -> tensor<1x2x2x3xi64>
    %197 = "stablehlo.scatter"(%178, %196, %185) ({
      ^bb0(%198: tensor<f32>, %199: tensor<f32>):
        %200 = "stablehlo.add"(%198, %199) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%200) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3], inserted_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [0, 1, 2], index_vector_dim = 3>, indices_are_sorted = false, unique_indices = false} : (tensor<1x3x4x2xf32>, tensor<1x2x2x3xi64>, tensor<1x2x2x2xf32>) -> tensor<1x3x4x2xf32>
    %201 = "stablehlo.transpose"(%197) {permutation = array<i64: 0, 3, 1, 2>} : (tensor<1x3x4x2xf32>) -> tensor<1x2x3x4xf32>
    %202 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %203 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1x2x2xi64>
    %204 = "stablehlo.constant"() {value = dense<0> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %205 = "stablehlo.constant"() {value = dense<2> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %206 = "stablehlo.clamp"(%204, %68, %205) : (tensor<1x2x2xi64>, tensor<1x2x2xi64>, tensor<1x2x2xi64>) -> tensor<1x2x2xi64>
    %207 = "stablehlo.constant"() {value = dense<0> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %208 = "stablehlo.constant"() {value = dense<3> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %209 = "stablehlo.clamp"(%207, %69, %208) : (tensor<1x2x2xi64>, tensor<1x2x2xi64>, tensor<1x2x2xi64>) -> tensor<1x2x2xi64>
    %210 = "stablehlo.reshape"(%203) : (tensor<1x2x2xi64>) -> tensor<1x2x2x1xi64>
    %211 = "stablehlo.reshape"(%206) : (tensor<1x2x2xi64>) -> tensor<1x2x2x1xi64>
    %212 = "stablehlo.reshape"(%209) : (tensor<1x2x2xi64>) -> tensor<1x2x2x1xi64>
    %213 = "stablehlo.concatenate"(%210, %211, %212) {dimension = 3 : i64} : (tensor<1x2x2x1xi64>, tensor<1x2x2x1xi64>, tensor<1x2x2x1xi64>) -> tensor<1x2x2x3xi64>
    %214 = "stablehlo.gather"(%0, %213) {dimension_numbers = #stablehlo.gather<offset_dims = [3], collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 1, 2>, indices_are_sorted = false} : (tensor<1x3x4x2xf32>, tensor<1x2x2x3xi64>) -> tensor<1x2x2x2xf32>
    %215 = "stablehlo.broadcast_in_dim"(%62) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xi1>) -> tensor<1x2x2x2xi1>
    %216 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x2x2xf32>} : () -> tensor<1x2x2x2xf32>
    %217 = "stablehlo.select"(%215, %214, %216) : (tensor<1x2x2x2xi1>, tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
    %218 = "stablehlo.multiply"(%217, %1) : (tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
    %219 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %220 = "stablehlo.reduce"(%218, %219) ({
      ^bb0(%221: tensor<f32>, %222: tensor<f32>):
        %223 = "stablehlo.add"(%221, %222) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%223) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x2x2xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %224 = "stablehlo.multiply"(%220, %65) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %225 = "stablehlo.add"(%202, %224) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %226 = "stablehlo.multiply"(%220, %67) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %227 = "stablehlo.add"(%202, %226) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %228 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1x2x2xi64>
    %229 = "stablehlo.constant"() {value = dense<0> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %230 = "stablehlo.constant"() {value = dense<2> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %231 = "stablehlo.clamp"(%229, %86, %230) : (tensor<1x2x2xi64>, tensor<1x2x2xi64>, tensor<1x2x2xi64>) -> tensor<1x2x2xi64>
    %232 = "stablehlo.constant"() {value = dense<0> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %233 = "stablehlo.constant"() {value = dense<3> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %234 = "stablehlo.clamp"(%232, %87, %233) : (tensor<1x2x2xi64>, tensor<1x2x2xi64>, tensor<1x2x2xi64>) -> tensor<1x2x2xi64>
    %235 = "stablehlo.reshape"(%228) : (tensor<1x2x2xi64>) -> tensor<1x2x2x1xi64>
    %236 = "stablehlo.reshape"(%231) : (tensor<1x2x2xi64>) -> tensor<1x2x2x1xi64>
    %237 = "stablehlo.reshape"(%234) : (tensor<1x2x2xi64>) -> tensor<1x2x2x1xi64>
    %238 = "stablehlo.concatenate"(%235, %236, %237) {dimension = 3 : i64} : (tensor<1x2x2x1xi64>, tensor<1x2x2x1xi64>, tensor<1x2x2x1xi64>) -> tensor<1x2x2x3xi64>
    %239 = "stablehlo.gather"(%0, %238) {dimension_numbers = #stablehlo.gather<offset_dims = [3], collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 1, 2>, indices_are_sorted = false} : (tensor<1x3x4x2xf32>, tensor<1x2x2x3xi64>) -> tensor<1x2x2x2xf32>
    %240 = "stablehlo.broadcast_in_dim"(%80) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xi1>) -> tensor<1x2x2x2xi1>
    %241 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x2x2xf32>} : () -> tensor<1x2x2x2xf32>
    %242 = "stablehlo.select"(%240, %239, %241) : (tensor<1x2x2x2xi1>, tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
    %243 = "stablehlo.multiply"(%242, %1) : (tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
    %244 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %245 = "stablehlo.reduce"(%243, %244) ({
      ^bb0(%246: tensor<f32>, %247: tensor<f32>):
        %248 = "stablehlo.add"(%246, %247) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%248) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x2x2xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %249 = "stablehlo.multiply"(%245, %83) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %250 = "stablehlo.add"(%225, %249) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %251 = "stablehlo.multiply"(%245, %85) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %252 = "stablehlo.add"(%227, %251) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %253 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1x2x2xi64>
    %254 = "stablehlo.constant"() {value = dense<0> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %255 = "stablehlo.constant"() {value = dense<2> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %256 = "stablehlo.clamp"(%254, %104, %255) : (tensor<1x2x2xi64>, tensor<1x2x2xi64>, tensor<1x2x2xi64>) -> tensor<1x2x2xi64>
    %257 = "stablehlo.constant"() {value = dense<0> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %258 = "stablehlo.constant"() {value = dense<3> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %259 = "stablehlo.clamp"(%257, %105, %258) : (tensor<1x2x2xi64>, tensor<1x2x2xi64>, tensor<1x2x2xi64>) -> tensor<1x2x2xi64>
    %260 = "stablehlo.reshape"(%253) : (tensor<1x2x2xi64>) -> tensor<1x2x2x1xi64>
    %261 = "stablehlo.reshape"(%256) : (tensor<1x2x2xi64>) -> tensor<1x2x2x1xi64>
    %262 = "stablehlo.reshape"(%259) : (tensor<1x2x2xi64>) -> tensor<1x2x2x1xi64>
    %263 = "stablehlo.concatenate"(%260, %261, %262) {dimension = 3 : i64} : (tensor<1x2x2x1xi64>, tensor<1x2x2x1xi64>, tensor<1x2x2x1xi64>) -> tensor<1x2x2x3xi64>
    %264 = "stablehlo.gather"(%0, %263) {dimension_numbers = #stablehlo.gather<offset_dims = [3], collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 1, 2>, indices_are_sorted = false} : (tensor<1x3x4x2xf32>, tensor<1x2x2x3xi64>) -> tensor<1x2x2x2xf32>
    %265 = "stablehlo.broadcast_in_dim"(%98) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xi1>) -> tensor<1x2x2x2xi1>
    %266 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x2x2xf32>} : () -> tensor<1x2x2x2xf32>
    %267 = "stablehlo.select"(%265, %264, %266) : (tensor<1x2x2x2xi1>, tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
    %268 = "stablehlo.multiply"(%267, %1) : (tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
    %269 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %270 = "stablehlo.reduce"(%268, %269) ({
      ^bb0(%271: tensor<f32>, %272: tensor<f32>):
        %273 = "stablehlo.add"(%271, %272) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%273) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x2x2xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %274 = "stablehlo.multiply"(%270, %101) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %275 = "stablehlo.add"(%250, %274) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %276 = "stablehlo.multiply"(%270, %103) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %277 = "stablehlo.add"(%252, %276) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %278 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1x2x2xi64>
    %279 = "stablehlo.constant"() {value = dense<0> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %280 = "stablehlo.constant"() {value = dense<2> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %281 = "stablehlo.clamp"(%279, %122, %280) : (tensor<1x2x2xi64>, tensor<1x2x2xi64>, tensor<1x2x2xi64>) -> tensor<1x2x2xi64>
    %282 = "stablehlo.constant"() {value = dense<0> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %283 = "stablehlo.constant"() {value = dense<3> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %284 = "stablehlo.clamp"(%282, %123, %283) : (tensor<1x2x2xi64>, tensor<1x2x2xi64>, tensor<1x2x2xi64>) -> tensor<1x2x2xi64>
    %285 = "stablehlo.reshape"(%278) : (tensor<1x2x2xi64>) -> tensor<1x2x2x1xi64>
    %286 = "stablehlo.reshape"(%281) : (tensor<1x2x2xi64>) -> tensor<1x2x2x1xi64>
    %287 = "stablehlo.reshape"(%284) : (tensor<1x2x2xi64>) -> tensor<1x2x2x1xi64>
    %288 = "stablehlo.concatenate"(%285, %286, %287) {dimension = 3 : i64} : (tensor<1x2x2x1xi64>, tensor<1x2x2x1xi64>, tensor<1x2x2x1xi64>) -> tensor<1x2x2x3xi64>
    %289 = "stablehlo.gather"(%0, %288) {dimension_numbers = #stablehlo.gather<offset_dims = [3], collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 1, 2>, indices_are_sorted = false} : (tensor<1x3x4x2xf32>, tensor<1x2x2x3xi64>) -> tensor<1x2x2x2xf32>
    %290 = "stablehlo.broadcast_in_dim"(%116) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xi1>) -> tensor<1x2x2x2xi1>
    %291 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x2x2xf32>} : () -> tensor<1x2x2x2xf32>
    %292 = "stablehlo.select"(%290, %289, %291) : (tensor<1x2x2x2xi1>, tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
    %293 = "stablehlo.multiply"(%292, %1) : (tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
    %294 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %295 = "stablehlo.reduce"(%293, %294) ({
      ^bb0(%296: tensor<f32>, %297: tensor<f32>):
        %298 = "stablehlo.add"(%296, %297) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%298) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x2x2xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %299 = "stablehlo.multiply"(%295, %119) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %300 = "stablehlo.add"(%275, %299) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %301 = "stablehlo.multiply"(%295, %121) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %302 = "stablehlo.add"(%277, %301) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %303 = "stablehlo.multiply"(%300, %39) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %304 = "stablehlo.multiply"(%302, %41) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %305 = "stablehlo.reshape"(%303) : (tensor<1x2x2xf32>) -> tensor<1x2x2x1xf32>
    %306 = "stablehlo.reshape"(%304) : (tensor<1x2x2xf32>) -> tensor<1x2x2x1xf32>
    %307 = "stablehlo.concatenate"(%305, %306) {dimension = 3 : i64} : (tensor<1x2x2x1xf32>, tensor<1x2x2x1xf32>) -> tensor<1x2x2x2xf32>
    "func.return"(%201, %307) : (tensor<1x2x3x4xf32>, tensor<1x2x2x2xf32>) -> ()
  }
}
