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
    %21:2 = "stablehlo.optimization_barrier"(%13, %20) : (tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
    %22 = "stablehlo.reshape"(%arg8) : (tensor<f32>) -> tensor<f32>
    %23 = "stablehlo.power"(%0, %22) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %24 = "stablehlo.subtract"(%3, %23) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %25 = "stablehlo.power"(%1, %22) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %26 = "stablehlo.subtract"(%3, %25) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %27 = "stablehlo.sqrt"(%26) : (tensor<f32>) -> tensor<f32>
    %28 = "stablehlo.divide"(%arg10, %24) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %29 = "stablehlo.sqrt"(%21#1) : (tensor<3xf32>) -> tensor<3xf32>
    %30 = "stablehlo.broadcast_in_dim"(%27) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %31 = "stablehlo.divide"(%29, %30) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %32 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %33 = "stablehlo.add"(%31, %32) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %34 = "stablehlo.divide"(%21#0, %33) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %35 = "stablehlo.broadcast_in_dim"(%28) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %36 = "stablehlo.multiply"(%34, %35) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %37 = "stablehlo.subtract"(%8, %36) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %38 = "stablehlo.reshape"(%arg1) : (tensor<2x2xbf16>) -> tensor<4xbf16>
    %39 = "stablehlo.reshape"(%arg3) : (tensor<2x2xbf16>) -> tensor<4xbf16>
    %40 = "stablehlo.reshape"(%arg5) : (tensor<2x2xbf16>) -> tensor<4xbf16>
    %41 = "stablehlo.reshape"(%arg7) : (tensor<2x2xbf16>) -> tensor<4xbf16>
    %42 = "stablehlo.convert"(%39) : (tensor<4xbf16>) -> tensor<4xf32>
    %43 = "stablehlo.convert"(%38) : (tensor<4xbf16>) -> tensor<4xf32>
    %44 = "stablehlo.constant"() {value = dense<0x3C23D70A> : tensor<f32>} : () -> tensor<f32>
    %45 = "stablehlo.multiply"(%arg10, %44) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %46 = "stablehlo.subtract"(%3, %45) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %47 = "stablehlo.broadcast_in_dim"(%46) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %48 = "stablehlo.multiply"(%43, %47) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %49 = "stablehlo.convert"(%40) : (tensor<4xbf16>) -> tensor<4xf32>
    %50 = "stablehlo.convert"(%41) : (tensor<4xbf16>) -> tensor<4xf32>
    %51 = "stablehlo.subtract"(%3, %0) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %52 = "stablehlo.subtract"(%42, %49) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %53 = "stablehlo.broadcast_in_dim"(%51) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %54 = "stablehlo.multiply"(%52, %53) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %55 = "stablehlo.add"(%49, %54) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %56 = "stablehlo.subtract"(%3, %1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %57 = "stablehlo.multiply"(%42, %42) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %58 = "stablehlo.broadcast_in_dim"(%56) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %59 = "stablehlo.multiply"(%57, %58) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %60 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %61 = "stablehlo.multiply"(%50, %60) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %62 = "stablehlo.add"(%61, %59) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %63:2 = "stablehlo.optimization_barrier"(%55, %62) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    %64 = "stablehlo.reshape"(%arg9) : (tensor<f32>) -> tensor<f32>
    %65 = "stablehlo.power"(%0, %64) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %66 = "stablehlo.subtract"(%3, %65) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %67 = "stablehlo.power"(%1, %64) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %68 = "stablehlo.subtract"(%3, %67) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %69 = "stablehlo.sqrt"(%68) : (tensor<f32>) -> tensor<f32>
    %70 = "stablehlo.divide"(%arg10, %66) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %71 = "stablehlo.sqrt"(%63#1) : (tensor<4xf32>) -> tensor<4xf32>
    %72 = "stablehlo.broadcast_in_dim"(%69) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %73 = "stablehlo.divide"(%71, %72) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %74 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %75 = "stablehlo.add"(%73, %74) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %76 = "stablehlo.divide"(%63#0, %75) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %77 = "stablehlo.broadcast_in_dim"(%70) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %78 = "stablehlo.multiply"(%76, %77) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %79 = "stablehlo.subtract"(%48, %78) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %80 = "stablehlo.convert"(%79) : (tensor<4xf32>) -> tensor<4xbf16>
    %81 = "stablehlo.reshape"(%80) : (tensor<4xbf16>) -> tensor<2x2xbf16>
    %82 = "stablehlo.convert"(%42) : (tensor<4xf32>) -> tensor<4xbf16>
    %83 = "stablehlo.reshape"(%82) : (tensor<4xbf16>) -> tensor<2x2xbf16>
    %84 = "stablehlo.convert"(%63#0) : (tensor<4xf32>) -> tensor<4xbf16>
    %85 = "stablehlo.reshape"(%84) : (tensor<4xbf16>) -> tensor<2x2xbf16>
    %86 = "stablehlo.convert"(%63#1) : (tensor<4xf32>) -> tensor<4xbf16>
    %87 = "stablehlo.reshape"(%86) : (tensor<4xbf16>) -> tensor<2x2xbf16>
    "func.return"(%37, %81, %arg2, %83, %21#0, %85, %21#1, %87) : (tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>) -> ()
  }
}
