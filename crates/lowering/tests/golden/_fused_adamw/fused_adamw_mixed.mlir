module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf32>, %arg1: tensor<2x2xbf16>, %arg2: tensor<3xf32>, %arg3: tensor<2x2xbf16>, %arg4: tensor<3xf32>, %arg5: tensor<2x2xbf16>, %arg6: tensor<3xf32>, %arg7: tensor<2x2xbf16>, %arg8: tensor<f32>, %arg9: tensor<f32>, %arg10: tensor<f32>) -> (tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>) {
    %0 = "stablehlo.constant"() {value = dense<0x3F666666> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.constant"() {value = dense<0x3F7FBE77> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.constant"() {value = dense<0x322BCC77> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<f32>} : () -> tensor<f32>
    %4 = "stablehlo.constant"() {value = dense<0x3C23D70A> : tensor<f32>} : () -> tensor<f32>
    %5 = "stablehlo.multiply"(%arg10, %4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %6 = "stablehlo.subtract"(%3, %5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %8 = "stablehlo.multiply"(%arg0, %7) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %9 = "stablehlo.subtract"(%3, %0) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %10 = "stablehlo.subtract"(%arg2, %arg4) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %11 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %12 = "stablehlo.multiply"(%10, %11) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %13 = "stablehlo.add"(%arg4, %12) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %14 = "stablehlo.subtract"(%3, %1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %15 = "stablehlo.multiply"(%arg2, %arg2) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %16 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %17 = "stablehlo.multiply"(%15, %16) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %18 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %19 = "stablehlo.multiply"(%arg6, %18) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %20 = "stablehlo.add"(%19, %17) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %21 = "stablehlo.reshape"(%arg8) : (tensor<f32>) -> tensor<f32>
    %22 = "stablehlo.power"(%0, %21) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %23 = "stablehlo.subtract"(%3, %22) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %24 = "stablehlo.power"(%1, %21) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %25 = "stablehlo.subtract"(%3, %24) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %26 = "stablehlo.sqrt"(%25) : (tensor<f32>) -> tensor<f32>
    %27 = "stablehlo.divide"(%arg10, %23) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %28 = "stablehlo.sqrt"(%20) : (tensor<3xf32>) -> tensor<3xf32>
    %29 = "stablehlo.broadcast_in_dim"(%26) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %30 = "stablehlo.divide"(%28, %29) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %31 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %32 = "stablehlo.add"(%30, %31) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %33 = "stablehlo.divide"(%13, %32) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %34 = "stablehlo.broadcast_in_dim"(%27) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %35 = "stablehlo.multiply"(%33, %34) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %36 = "stablehlo.subtract"(%8, %35) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %37 = "stablehlo.convert"(%arg3) : (tensor<2x2xbf16>) -> tensor<2x2xf32>
    %38 = "stablehlo.convert"(%arg1) : (tensor<2x2xbf16>) -> tensor<2x2xf32>
    %39 = "stablehlo.constant"() {value = dense<0x3C23D70A> : tensor<f32>} : () -> tensor<f32>
    %40 = "stablehlo.multiply"(%arg10, %39) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %41 = "stablehlo.subtract"(%3, %40) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %42 = "stablehlo.broadcast_in_dim"(%41) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %43 = "stablehlo.multiply"(%38, %42) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %44 = "stablehlo.convert"(%arg5) : (tensor<2x2xbf16>) -> tensor<2x2xf32>
    %45 = "stablehlo.convert"(%arg7) : (tensor<2x2xbf16>) -> tensor<2x2xf32>
    %46 = "stablehlo.subtract"(%3, %0) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %47 = "stablehlo.subtract"(%37, %44) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %48 = "stablehlo.broadcast_in_dim"(%46) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %49 = "stablehlo.multiply"(%47, %48) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %50 = "stablehlo.add"(%44, %49) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %51 = "stablehlo.subtract"(%3, %1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %52 = "stablehlo.multiply"(%37, %37) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %53 = "stablehlo.broadcast_in_dim"(%51) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %54 = "stablehlo.multiply"(%52, %53) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %55 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %56 = "stablehlo.multiply"(%45, %55) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %57 = "stablehlo.add"(%56, %54) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %58 = "stablehlo.reshape"(%arg9) : (tensor<f32>) -> tensor<f32>
    %59 = "stablehlo.power"(%0, %58) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %60 = "stablehlo.subtract"(%3, %59) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %61 = "stablehlo.power"(%1, %58) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %62 = "stablehlo.subtract"(%3, %61) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %63 = "stablehlo.sqrt"(%62) : (tensor<f32>) -> tensor<f32>
    %64 = "stablehlo.divide"(%arg10, %60) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %65 = "stablehlo.sqrt"(%57) : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %66 = "stablehlo.broadcast_in_dim"(%63) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %67 = "stablehlo.divide"(%65, %66) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %68 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %69 = "stablehlo.add"(%67, %68) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %70 = "stablehlo.divide"(%50, %69) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %71 = "stablehlo.broadcast_in_dim"(%64) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %72 = "stablehlo.multiply"(%70, %71) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %73 = "stablehlo.subtract"(%43, %72) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %74 = "stablehlo.convert"(%73) : (tensor<2x2xf32>) -> tensor<2x2xbf16>
    %75 = "stablehlo.convert"(%37) : (tensor<2x2xf32>) -> tensor<2x2xbf16>
    %76 = "stablehlo.convert"(%50) : (tensor<2x2xf32>) -> tensor<2x2xbf16>
    %77 = "stablehlo.convert"(%57) : (tensor<2x2xf32>) -> tensor<2x2xbf16>
    "func.return"(%36, %74, %arg2, %75, %13, %76, %20, %77) : (tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>) -> ()
  }
}
