module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf32>, %arg1: tensor<2x2xbf16>, %arg2: tensor<3xf32>, %arg3: tensor<2x2xbf16>, %arg4: tensor<3xf32>, %arg5: tensor<2x2xbf16>, %arg6: tensor<3xf32>, %arg7: tensor<2x2xbf16>, %arg8: tensor<3xf32>, %arg9: tensor<2x2xbf16>, %arg10: tensor<f32>, %arg11: tensor<f32>, %arg12: tensor<f32>, %arg13: tensor<f32>, %arg14: tensor<f32>) -> (tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>) {
    %0 = "stablehlo.constant"() {value = dense<0x3F666666> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.constant"() {value = dense<0x3F7FBE77> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.constant"() {value = dense<0x322BCC77> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<f32>} : () -> tensor<f32>
    %4 = "stablehlo.reshape"(%arg13) : (tensor<f32>) -> tensor<f32>
    %5 = "stablehlo.divide"(%3, %4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %6 = "stablehlo.reshape"(%arg14) : (tensor<f32>) -> tensor<f32>
    %7 = "stablehlo.compare"(%6, %3) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %9 = "stablehlo.multiply"(%arg2, %8) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %10 = "stablehlo.subtract"(%3, %0) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %11 = "stablehlo.subtract"(%9, %arg4) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %12 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %13 = "stablehlo.multiply"(%11, %12) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %14 = "stablehlo.add"(%arg4, %13) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %15 = "stablehlo.subtract"(%3, %1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %16 = "stablehlo.multiply"(%9, %9) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %17 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %18 = "stablehlo.multiply"(%16, %17) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %19 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %20 = "stablehlo.multiply"(%arg6, %19) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %21 = "stablehlo.add"(%20, %18) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %22:2 = "stablehlo.optimization_barrier"(%14, %21) : (tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
    %23 = "stablehlo.reshape"(%arg10) : (tensor<f32>) -> tensor<f32>
    %24 = "stablehlo.power"(%0, %23) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %25 = "stablehlo.subtract"(%3, %24) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %26 = "stablehlo.power"(%1, %23) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %27 = "stablehlo.subtract"(%3, %26) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %28 = "stablehlo.sqrt"(%27) : (tensor<f32>) -> tensor<f32>
    %29 = "stablehlo.divide"(%arg12, %25) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %30 = "stablehlo.maximum"(%arg8, %22#1) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %31 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<3xi1>
    %32 = "stablehlo.select"(%31, %arg8, %30) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %33 = "stablehlo.sqrt"(%30) : (tensor<3xf32>) -> tensor<3xf32>
    %34 = "stablehlo.broadcast_in_dim"(%28) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %35 = "stablehlo.divide"(%33, %34) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %36 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %37 = "stablehlo.add"(%35, %36) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %38 = "stablehlo.divide"(%22#0, %37) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %39 = "stablehlo.broadcast_in_dim"(%29) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %40 = "stablehlo.multiply"(%38, %39) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %41 = "stablehlo.subtract"(%arg0, %40) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %42 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<3xi1>
    %43 = "stablehlo.select"(%42, %arg0, %41) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %44 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<3xi1>
    %45 = "stablehlo.select"(%44, %arg2, %9) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %46 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<3xi1>
    %47 = "stablehlo.select"(%46, %arg4, %22#0) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %48 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<3xi1>
    %49 = "stablehlo.select"(%48, %arg6, %22#1) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %50 = "stablehlo.reshape"(%arg1) : (tensor<2x2xbf16>) -> tensor<4xbf16>
    %51 = "stablehlo.reshape"(%arg3) : (tensor<2x2xbf16>) -> tensor<4xbf16>
    %52 = "stablehlo.reshape"(%arg5) : (tensor<2x2xbf16>) -> tensor<4xbf16>
    %53 = "stablehlo.reshape"(%arg7) : (tensor<2x2xbf16>) -> tensor<4xbf16>
    %54 = "stablehlo.convert"(%51) : (tensor<4xbf16>) -> tensor<4xf32>
    %55 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %56 = "stablehlo.multiply"(%54, %55) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %57 = "stablehlo.convert"(%50) : (tensor<4xbf16>) -> tensor<4xf32>
    %58 = "stablehlo.convert"(%52) : (tensor<4xbf16>) -> tensor<4xf32>
    %59 = "stablehlo.convert"(%53) : (tensor<4xbf16>) -> tensor<4xf32>
    %60 = "stablehlo.subtract"(%3, %0) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %61 = "stablehlo.subtract"(%56, %58) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %62 = "stablehlo.broadcast_in_dim"(%60) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %63 = "stablehlo.multiply"(%61, %62) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %64 = "stablehlo.add"(%58, %63) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %65 = "stablehlo.subtract"(%3, %1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %66 = "stablehlo.multiply"(%56, %56) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %67 = "stablehlo.broadcast_in_dim"(%65) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %68 = "stablehlo.multiply"(%66, %67) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %69 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %70 = "stablehlo.multiply"(%59, %69) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %71 = "stablehlo.add"(%70, %68) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %72:2 = "stablehlo.optimization_barrier"(%64, %71) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    %73 = "stablehlo.reshape"(%arg11) : (tensor<f32>) -> tensor<f32>
    %74 = "stablehlo.power"(%0, %73) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %75 = "stablehlo.subtract"(%3, %74) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %76 = "stablehlo.power"(%1, %73) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %77 = "stablehlo.subtract"(%3, %76) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %78 = "stablehlo.sqrt"(%77) : (tensor<f32>) -> tensor<f32>
    %79 = "stablehlo.divide"(%arg12, %75) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %80 = "stablehlo.reshape"(%arg9) : (tensor<2x2xbf16>) -> tensor<4xbf16>
    %81 = "stablehlo.convert"(%80) : (tensor<4xbf16>) -> tensor<4xf32>
    %82 = "stablehlo.maximum"(%81, %72#1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %83 = "stablehlo.convert"(%82) : (tensor<4xf32>) -> tensor<4xbf16>
    %84 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<4xi1>
    %85 = "stablehlo.select"(%84, %80, %83) : (tensor<4xi1>, tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
    %86 = "stablehlo.reshape"(%85) : (tensor<4xbf16>) -> tensor<2x2xbf16>
    %87 = "stablehlo.sqrt"(%82) : (tensor<4xf32>) -> tensor<4xf32>
    %88 = "stablehlo.broadcast_in_dim"(%78) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %89 = "stablehlo.divide"(%87, %88) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %90 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %91 = "stablehlo.add"(%89, %90) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %92 = "stablehlo.divide"(%72#0, %91) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %93 = "stablehlo.broadcast_in_dim"(%79) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %94 = "stablehlo.multiply"(%92, %93) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %95 = "stablehlo.subtract"(%57, %94) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %96 = "stablehlo.convert"(%95) : (tensor<4xf32>) -> tensor<4xbf16>
    %97 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<4xi1>
    %98 = "stablehlo.select"(%97, %50, %96) : (tensor<4xi1>, tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
    %99 = "stablehlo.reshape"(%98) : (tensor<4xbf16>) -> tensor<2x2xbf16>
    %100 = "stablehlo.convert"(%56) : (tensor<4xf32>) -> tensor<4xbf16>
    %101 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<4xi1>
    %102 = "stablehlo.select"(%101, %51, %100) : (tensor<4xi1>, tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
    %103 = "stablehlo.reshape"(%102) : (tensor<4xbf16>) -> tensor<2x2xbf16>
    %104 = "stablehlo.convert"(%72#0) : (tensor<4xf32>) -> tensor<4xbf16>
    %105 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<4xi1>
    %106 = "stablehlo.select"(%105, %52, %104) : (tensor<4xi1>, tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
    %107 = "stablehlo.reshape"(%106) : (tensor<4xbf16>) -> tensor<2x2xbf16>
    %108 = "stablehlo.convert"(%72#1) : (tensor<4xf32>) -> tensor<4xbf16>
    %109 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<4xi1>
    %110 = "stablehlo.select"(%109, %53, %108) : (tensor<4xi1>, tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
    %111 = "stablehlo.reshape"(%110) : (tensor<4xbf16>) -> tensor<2x2xbf16>
    "func.return"(%43, %99, %45, %103, %47, %107, %49, %111, %32, %86) : (tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>) -> ()
  }
}
