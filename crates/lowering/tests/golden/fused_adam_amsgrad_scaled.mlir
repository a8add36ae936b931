module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf32>, %arg1: tensor<2x2xbf16>, %arg2: tensor<3xf32>, %arg3: tensor<2x2xbf16>, %arg4: tensor<3xf32>, %arg5: tensor<2x2xbf16>, %arg6: tensor<3xf32>, %arg7: tensor<2x2xbf16>, %arg8: tensor<3xf32>, %arg9: tensor<2x2xbf16>, %arg10: tensor<f32>, %arg11: tensor<f32>, %arg12: tensor<f32>, %arg13: tensor<f32>, %arg14: tensor<f32>) -> (tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>) {
    %0 = "stablehlo.constant"() {value = dense<0x3F666666> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.constant"() {value = dense<0x3F7FBE77> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.constant"() {value = dense<0x322BCC77> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<f32>} : () -> tensor<f32>
    %4 = "stablehlo.reshape"(%arg13) : (tensor<f32>) -> tensor<f32>
    %5 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<f32>} : () -> tensor<f32>
    %6 = "stablehlo.divide"(%5, %4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %7 = "stablehlo.reshape"(%arg14) : (tensor<f32>) -> tensor<f32>
    %8 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<f32>} : () -> tensor<f32>
    %9 = "stablehlo.compare"(%7, %8) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %10 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %11 = "stablehlo.multiply"(%arg2, %10) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %12 = "stablehlo.subtract"(%3, %0) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %13 = "stablehlo.subtract"(%11, %arg4) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %14 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %15 = "stablehlo.multiply"(%13, %14) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %16 = "stablehlo.add"(%arg4, %15) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %17 = "stablehlo.subtract"(%3, %1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %18 = "stablehlo.multiply"(%11, %11) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %19 = "stablehlo.broadcast_in_dim"(%17) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %20 = "stablehlo.multiply"(%18, %19) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %21 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %22 = "stablehlo.multiply"(%arg6, %21) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %23 = "stablehlo.add"(%22, %20) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %24 = "stablehlo.reshape"(%arg10) : (tensor<f32>) -> tensor<f32>
    %25 = "stablehlo.power"(%0, %24) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %26 = "stablehlo.subtract"(%3, %25) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %27 = "stablehlo.power"(%1, %24) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %28 = "stablehlo.subtract"(%3, %27) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %29 = "stablehlo.sqrt"(%28) : (tensor<f32>) -> tensor<f32>
    %30 = "stablehlo.divide"(%arg12, %26) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %31 = "stablehlo.maximum"(%arg8, %23) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %32 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<3xi1>
    %33 = "stablehlo.select"(%32, %arg8, %31) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %34 = "stablehlo.sqrt"(%31) : (tensor<3xf32>) -> tensor<3xf32>
    %35 = "stablehlo.broadcast_in_dim"(%29) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %36 = "stablehlo.divide"(%34, %35) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %37 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %38 = "stablehlo.add"(%36, %37) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %39 = "stablehlo.divide"(%16, %38) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %40 = "stablehlo.broadcast_in_dim"(%30) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %41 = "stablehlo.multiply"(%39, %40) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %42 = "stablehlo.subtract"(%arg0, %41) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %43 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<3xi1>
    %44 = "stablehlo.select"(%43, %arg0, %42) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %45 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<3xi1>
    %46 = "stablehlo.select"(%45, %arg2, %11) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %47 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<3xi1>
    %48 = "stablehlo.select"(%47, %arg4, %16) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %49 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<3xi1>
    %50 = "stablehlo.select"(%49, %arg6, %23) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %51 = "stablehlo.constant"() {value = dense<0x3F666666> : tensor<f32>} : () -> tensor<f32>
    %52 = "stablehlo.constant"() {value = dense<0x3F7FBE77> : tensor<f32>} : () -> tensor<f32>
    %53 = "stablehlo.constant"() {value = dense<0x322BCC77> : tensor<f32>} : () -> tensor<f32>
    %54 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<f32>} : () -> tensor<f32>
    %55 = "stablehlo.reshape"(%arg13) : (tensor<f32>) -> tensor<f32>
    %56 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<f32>} : () -> tensor<f32>
    %57 = "stablehlo.divide"(%56, %55) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %58 = "stablehlo.reshape"(%arg14) : (tensor<f32>) -> tensor<f32>
    %59 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<f32>} : () -> tensor<f32>
    %60 = "stablehlo.compare"(%58, %59) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %61 = "stablehlo.convert"(%arg3) : (tensor<2x2xbf16>) -> tensor<2x2xf32>
    %62 = "stablehlo.broadcast_in_dim"(%57) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %63 = "stablehlo.multiply"(%61, %62) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %64 = "stablehlo.convert"(%arg1) : (tensor<2x2xbf16>) -> tensor<2x2xf32>
    %65 = "stablehlo.convert"(%arg5) : (tensor<2x2xbf16>) -> tensor<2x2xf32>
    %66 = "stablehlo.convert"(%arg7) : (tensor<2x2xbf16>) -> tensor<2x2xf32>
    %67 = "stablehlo.subtract"(%54, %51) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %68 = "stablehlo.subtract"(%63, %65) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %69 = "stablehlo.broadcast_in_dim"(%67) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %70 = "stablehlo.multiply"(%68, %69) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %71 = "stablehlo.add"(%65, %70) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %72 = "stablehlo.subtract"(%54, %52) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %73 = "stablehlo.multiply"(%63, %63) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %74 = "stablehlo.broadcast_in_dim"(%72) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %75 = "stablehlo.multiply"(%73, %74) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %76 = "stablehlo.broadcast_in_dim"(%52) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %77 = "stablehlo.multiply"(%66, %76) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %78 = "stablehlo.add"(%77, %75) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %79 = "stablehlo.reshape"(%arg11) : (tensor<f32>) -> tensor<f32>
    %80 = "stablehlo.power"(%51, %79) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %81 = "stablehlo.subtract"(%54, %80) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %82 = "stablehlo.power"(%52, %79) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %83 = "stablehlo.subtract"(%54, %82) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %84 = "stablehlo.sqrt"(%83) : (tensor<f32>) -> tensor<f32>
    %85 = "stablehlo.divide"(%arg12, %81) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %86 = "stablehlo.convert"(%arg9) : (tensor<2x2xbf16>) -> tensor<2x2xf32>
    %87 = "stablehlo.maximum"(%86, %78) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %88 = "stablehlo.convert"(%87) : (tensor<2x2xf32>) -> tensor<2x2xbf16>
    %89 = "stablehlo.broadcast_in_dim"(%60) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<2x2xi1>
    %90 = "stablehlo.select"(%89, %arg9, %88) : (tensor<2x2xi1>, tensor<2x2xbf16>, tensor<2x2xbf16>) -> tensor<2x2xbf16>
    %91 = "stablehlo.sqrt"(%87) : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %92 = "stablehlo.broadcast_in_dim"(%84) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %93 = "stablehlo.divide"(%91, %92) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %94 = "stablehlo.broadcast_in_dim"(%53) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %95 = "stablehlo.add"(%93, %94) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %96 = "stablehlo.divide"(%71, %95) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %97 = "stablehlo.broadcast_in_dim"(%85) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %98 = "stablehlo.multiply"(%96, %97) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %99 = "stablehlo.subtract"(%64, %98) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %100 = "stablehlo.convert"(%99) : (tensor<2x2xf32>) -> tensor<2x2xbf16>
    %101 = "stablehlo.broadcast_in_dim"(%60) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<2x2xi1>
    %102 = "stablehlo.select"(%101, %arg1, %100) : (tensor<2x2xi1>, tensor<2x2xbf16>, tensor<2x2xbf16>) -> tensor<2x2xbf16>
    %103 = "stablehlo.convert"(%63) : (tensor<2x2xf32>) -> tensor<2x2xbf16>
    %104 = "stablehlo.broadcast_in_dim"(%60) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<2x2xi1>
    %105 = "stablehlo.select"(%104, %arg3, %103) : (tensor<2x2xi1>, tensor<2x2xbf16>, tensor<2x2xbf16>) -> tensor<2x2xbf16>
    %106 = "stablehlo.convert"(%71) : (tensor<2x2xf32>) -> tensor<2x2xbf16>
    %107 = "stablehlo.broadcast_in_dim"(%60) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<2x2xi1>
    %108 = "stablehlo.select"(%107, %arg5, %106) : (tensor<2x2xi1>, tensor<2x2xbf16>, tensor<2x2xbf16>) -> tensor<2x2xbf16>
    %109 = "stablehlo.convert"(%78) : (tensor<2x2xf32>) -> tensor<2x2xbf16>
    %110 = "stablehlo.broadcast_in_dim"(%60) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<2x2xi1>
    %111 = "stablehlo.select"(%110, %arg7, %109) : (tensor<2x2xi1>, tensor<2x2xbf16>, tensor<2x2xbf16>) -> tensor<2x2xbf16>
    "func.return"(%44, %102, %46, %105, %48, %108, %50, %111, %33, %90) : (tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>) -> ()
  }
}
