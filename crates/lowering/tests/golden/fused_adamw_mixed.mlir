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
    %37 = "stablehlo.constant"() {value = dense<0x3F666666> : tensor<f32>} : () -> tensor<f32>
    %38 = "stablehlo.constant"() {value = dense<0x3F7FBE77> : tensor<f32>} : () -> tensor<f32>
    %39 = "stablehlo.constant"() {value = dense<0x322BCC77> : tensor<f32>} : () -> tensor<f32>
    %40 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<f32>} : () -> tensor<f32>
    %41 = "stablehlo.convert"(%arg3) : (tensor<2x2xbf16>) -> tensor<2x2xf32>
    %42 = "stablehlo.convert"(%arg1) : (tensor<2x2xbf16>) -> tensor<2x2xf32>
    %43 = "stablehlo.constant"() {value = dense<0x3C23D70A> : tensor<f32>} : () -> tensor<f32>
    %44 = "stablehlo.multiply"(%arg10, %43) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %45 = "stablehlo.subtract"(%40, %44) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %46 = "stablehlo.broadcast_in_dim"(%45) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %47 = "stablehlo.multiply"(%42, %46) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %48 = "stablehlo.convert"(%arg5) : (tensor<2x2xbf16>) -> tensor<2x2xf32>
    %49 = "stablehlo.convert"(%arg7) : (tensor<2x2xbf16>) -> tensor<2x2xf32>
    %50 = "stablehlo.subtract"(%40, %37) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %51 = "stablehlo.subtract"(%41, %48) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %52 = "stablehlo.broadcast_in_dim"(%50) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %53 = "stablehlo.multiply"(%51, %52) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %54 = "stablehlo.add"(%48, %53) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %55 = "stablehlo.subtract"(%40, %38) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %56 = "stablehlo.multiply"(%41, %41) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %57 = "stablehlo.broadcast_in_dim"(%55) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %58 = "stablehlo.multiply"(%56, %57) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %59 = "stablehlo.broadcast_in_dim"(%38) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %60 = "stablehlo.multiply"(%49, %59) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %61 = "stablehlo.add"(%60, %58) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %62 = "stablehlo.reshape"(%arg9) : (tensor<f32>) -> tensor<f32>
    %63 = "stablehlo.power"(%37, %62) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %64 = "stablehlo.subtract"(%40, %63) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %65 = "stablehlo.power"(%38, %62) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %66 = "stablehlo.subtract"(%40, %65) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %67 = "stablehlo.sqrt"(%66) : (tensor<f32>) -> tensor<f32>
    %68 = "stablehlo.divide"(%arg10, %64) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %69 = "stablehlo.sqrt"(%61) : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %70 = "stablehlo.broadcast_in_dim"(%67) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %71 = "stablehlo.divide"(%69, %70) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %72 = "stablehlo.broadcast_in_dim"(%39) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %73 = "stablehlo.add"(%71, %72) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %74 = "stablehlo.divide"(%54, %73) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %75 = "stablehlo.broadcast_in_dim"(%68) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %76 = "stablehlo.multiply"(%74, %75) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %77 = "stablehlo.subtract"(%47, %76) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %78 = "stablehlo.convert"(%77) : (tensor<2x2xf32>) -> tensor<2x2xbf16>
    %79 = "stablehlo.convert"(%41) : (tensor<2x2xf32>) -> tensor<2x2xbf16>
    %80 = "stablehlo.convert"(%54) : (tensor<2x2xf32>) -> tensor<2x2xbf16>
    %81 = "stablehlo.convert"(%61) : (tensor<2x2xf32>) -> tensor<2x2xbf16>
    "func.return"(%36, %78, %arg2, %79, %13, %80, %20, %81) : (tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>) -> ()
  }
}
