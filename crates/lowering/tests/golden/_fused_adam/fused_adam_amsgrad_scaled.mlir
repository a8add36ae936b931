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
    %22 = "stablehlo.reshape"(%arg10) : (tensor<f32>) -> tensor<f32>
    %23 = "stablehlo.power"(%0, %22) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %24 = "stablehlo.subtract"(%3, %23) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %25 = "stablehlo.power"(%1, %22) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %26 = "stablehlo.subtract"(%3, %25) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %27 = "stablehlo.sqrt"(%26) : (tensor<f32>) -> tensor<f32>
    %28 = "stablehlo.divide"(%arg12, %24) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %29 = "stablehlo.maximum"(%arg8, %21) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %30 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<3xi1>
    %31 = "stablehlo.select"(%30, %arg8, %29) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %32 = "stablehlo.sqrt"(%29) : (tensor<3xf32>) -> tensor<3xf32>
    %33 = "stablehlo.broadcast_in_dim"(%27) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %34 = "stablehlo.divide"(%32, %33) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %35 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %36 = "stablehlo.add"(%34, %35) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %37 = "stablehlo.divide"(%14, %36) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %38 = "stablehlo.broadcast_in_dim"(%28) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %39 = "stablehlo.multiply"(%37, %38) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %40 = "stablehlo.subtract"(%arg0, %39) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %41 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<3xi1>
    %42 = "stablehlo.select"(%41, %arg0, %40) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %43 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<3xi1>
    %44 = "stablehlo.select"(%43, %arg2, %9) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %45 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<3xi1>
    %46 = "stablehlo.select"(%45, %arg4, %14) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %47 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<3xi1>
    %48 = "stablehlo.select"(%47, %arg6, %21) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %49 = "stablehlo.convert"(%arg3) : (tensor<2x2xbf16>) -> tensor<2x2xf32>
    %50 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %51 = "stablehlo.multiply"(%49, %50) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %52 = "stablehlo.convert"(%arg1) : (tensor<2x2xbf16>) -> tensor<2x2xf32>
    %53 = "stablehlo.convert"(%arg5) : (tensor<2x2xbf16>) -> tensor<2x2xf32>
    %54 = "stablehlo.convert"(%arg7) : (tensor<2x2xbf16>) -> tensor<2x2xf32>
    %55 = "stablehlo.subtract"(%3, %0) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %56 = "stablehlo.subtract"(%51, %53) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %57 = "stablehlo.broadcast_in_dim"(%55) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %58 = "stablehlo.multiply"(%56, %57) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %59 = "stablehlo.add"(%53, %58) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %60 = "stablehlo.subtract"(%3, %1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %61 = "stablehlo.multiply"(%51, %51) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %62 = "stablehlo.broadcast_in_dim"(%60) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %63 = "stablehlo.multiply"(%61, %62) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %64 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %65 = "stablehlo.multiply"(%54, %64) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %66 = "stablehlo.add"(%65, %63) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %67 = "stablehlo.reshape"(%arg11) : (tensor<f32>) -> tensor<f32>
    %68 = "stablehlo.power"(%0, %67) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %69 = "stablehlo.subtract"(%3, %68) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %70 = "stablehlo.power"(%1, %67) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %71 = "stablehlo.subtract"(%3, %70) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %72 = "stablehlo.sqrt"(%71) : (tensor<f32>) -> tensor<f32>
    %73 = "stablehlo.divide"(%arg12, %69) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %74 = "stablehlo.convert"(%arg9) : (tensor<2x2xbf16>) -> tensor<2x2xf32>
    %75 = "stablehlo.maximum"(%74, %66) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %76 = "stablehlo.convert"(%75) : (tensor<2x2xf32>) -> tensor<2x2xbf16>
    %77 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<2x2xi1>
    %78 = "stablehlo.select"(%77, %arg9, %76) : (tensor<2x2xi1>, tensor<2x2xbf16>, tensor<2x2xbf16>) -> tensor<2x2xbf16>
    %79 = "stablehlo.sqrt"(%75) : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %80 = "stablehlo.broadcast_in_dim"(%72) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %81 = "stablehlo.divide"(%79, %80) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %82 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %83 = "stablehlo.add"(%81, %82) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %84 = "stablehlo.divide"(%59, %83) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %85 = "stablehlo.broadcast_in_dim"(%73) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %86 = "stablehlo.multiply"(%84, %85) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %87 = "stablehlo.subtract"(%52, %86) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %88 = "stablehlo.convert"(%87) : (tensor<2x2xf32>) -> tensor<2x2xbf16>
    %89 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<2x2xi1>
    %90 = "stablehlo.select"(%89, %arg1, %88) : (tensor<2x2xi1>, tensor<2x2xbf16>, tensor<2x2xbf16>) -> tensor<2x2xbf16>
    %91 = "stablehlo.convert"(%51) : (tensor<2x2xf32>) -> tensor<2x2xbf16>
    %92 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<2x2xi1>
    %93 = "stablehlo.select"(%92, %arg3, %91) : (tensor<2x2xi1>, tensor<2x2xbf16>, tensor<2x2xbf16>) -> tensor<2x2xbf16>
    %94 = "stablehlo.convert"(%59) : (tensor<2x2xf32>) -> tensor<2x2xbf16>
    %95 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<2x2xi1>
    %96 = "stablehlo.select"(%95, %arg5, %94) : (tensor<2x2xi1>, tensor<2x2xbf16>, tensor<2x2xbf16>) -> tensor<2x2xbf16>
    %97 = "stablehlo.convert"(%66) : (tensor<2x2xf32>) -> tensor<2x2xbf16>
    %98 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<2x2xi1>
    %99 = "stablehlo.select"(%98, %arg7, %97) : (tensor<2x2xi1>, tensor<2x2xbf16>, tensor<2x2xbf16>) -> tensor<2x2xbf16>
    "func.return"(%42, %90, %44, %93, %46, %96, %48, %99, %31, %78) : (tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>) -> ()
  }
}
