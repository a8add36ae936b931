module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf32>, %arg1: tensor<2x2xbf16>, %arg2: tensor<3xf32>, %arg3: tensor<2x2xbf16>, %arg4: tensor<3xf32>, %arg5: tensor<2x2xbf16>, %arg6: tensor<3xf32>, %arg7: tensor<2x2xbf16>, %arg8: tensor<3xf32>, %arg9: tensor<2x2xbf16>, %arg10: tensor<f32>, %arg11: tensor<f32>, %arg12: tensor<f32>, %arg13: tensor<f32>) -> (tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>) {
    %0 = "stablehlo.constant"() {value = dense<0x3F400000> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.constant"() {value = dense<0x3F666666> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.constant"() {value = dense<0x3F7FBE77> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.constant"() {value = dense<0x3F400000> : tensor<f32>} : () -> tensor<f32>
    %4 = "stablehlo.constant"() {value = dense<0x3F666666> : tensor<f32>} : () -> tensor<f32>
    %5 = "stablehlo.constant"() {value = dense<0x3F7FBE77> : tensor<f32>} : () -> tensor<f32>
    %6 = "stablehlo.constant"() {value = dense<0x322BCC77> : tensor<f32>} : () -> tensor<f32>
    %7 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<f32>} : () -> tensor<f32>
    %8 = "stablehlo.reshape"(%arg12) : (tensor<f32>) -> tensor<f32>
    %9 = "stablehlo.divide"(%7, %8) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %10 = "stablehlo.reshape"(%arg13) : (tensor<f32>) -> tensor<f32>
    %11 = "stablehlo.compare"(%10, %7) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %12 = "stablehlo.reshape"(%arg10) : (tensor<f32>) -> tensor<1xf32>
    %13 = "stablehlo.reshape"(%arg11) : (tensor<f32>) -> tensor<1xf32>
    %14 = "stablehlo.concatenate"(%12, %13) {dimension = 0 : i64} : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    %15 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %16 = "stablehlo.power"(%15, %14) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %17 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %18 = "stablehlo.subtract"(%17, %16) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %19 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %20 = "stablehlo.power"(%19, %14) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %21 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %22 = "stablehlo.subtract"(%21, %20) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %23 = "stablehlo.sqrt"(%22) : (tensor<2xf32>) -> tensor<2xf32>
    %24 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %25 = "stablehlo.divide"(%24, %23) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %26 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %27 = "stablehlo.divide"(%26, %18) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %28 = "stablehlo.slice"(%27) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xf32>) -> tensor<1xf32>
    %29 = "stablehlo.reshape"(%28) : (tensor<1xf32>) -> tensor<f32>
    %30 = "stablehlo.slice"(%25) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xf32>) -> tensor<1xf32>
    %31 = "stablehlo.reshape"(%30) : (tensor<1xf32>) -> tensor<f32>
    %32 = "stablehlo.slice"(%27) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xf32>) -> tensor<1xf32>
    %33 = "stablehlo.reshape"(%32) : (tensor<1xf32>) -> tensor<f32>
    %34 = "stablehlo.slice"(%25) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xf32>) -> tensor<1xf32>
    %35 = "stablehlo.reshape"(%34) : (tensor<1xf32>) -> tensor<f32>
    %36 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %37 = "stablehlo.multiply"(%arg2, %36) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %38 = "stablehlo.subtract"(%7, %4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %39 = "stablehlo.subtract"(%37, %arg4) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %40 = "stablehlo.broadcast_in_dim"(%38) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %41 = "stablehlo.multiply"(%39, %40) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %42 = "stablehlo.add"(%arg4, %41) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %43 = "stablehlo.subtract"(%7, %5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %44 = "stablehlo.multiply"(%37, %37) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %45 = "stablehlo.broadcast_in_dim"(%43) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %46 = "stablehlo.multiply"(%44, %45) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %47 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %48 = "stablehlo.multiply"(%arg6, %47) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %49 = "stablehlo.add"(%48, %46) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %50:2 = "stablehlo.optimization_barrier"(%42, %49) : (tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
    %51 = "stablehlo.maximum"(%arg8, %50#1) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %52 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<3xi1>
    %53 = "stablehlo.select"(%52, %arg8, %51) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %54 = "stablehlo.sqrt"(%51) : (tensor<3xf32>) -> tensor<3xf32>
    %55 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %56 = "stablehlo.multiply"(%54, %55) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %57 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %58 = "stablehlo.add"(%56, %57) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %59 = "stablehlo.divide"(%50#0, %58) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %60 = "stablehlo.broadcast_in_dim"(%29) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %61 = "stablehlo.multiply"(%59, %60) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %62 = "stablehlo.subtract"(%arg0, %61) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %63 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<3xi1>
    %64 = "stablehlo.select"(%63, %arg0, %62) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %65 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<3xi1>
    %66 = "stablehlo.select"(%65, %arg2, %37) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %67 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<3xi1>
    %68 = "stablehlo.select"(%67, %arg4, %50#0) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %69 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<3xi1>
    %70 = "stablehlo.select"(%69, %arg6, %50#1) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %71 = "stablehlo.reshape"(%arg1) : (tensor<2x2xbf16>) -> tensor<4xbf16>
    %72 = "stablehlo.reshape"(%arg3) : (tensor<2x2xbf16>) -> tensor<4xbf16>
    %73 = "stablehlo.reshape"(%arg5) : (tensor<2x2xbf16>) -> tensor<4xbf16>
    %74 = "stablehlo.reshape"(%arg7) : (tensor<2x2xbf16>) -> tensor<4xbf16>
    %75 = "stablehlo.convert"(%72) : (tensor<4xbf16>) -> tensor<4xf32>
    %76 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %77 = "stablehlo.multiply"(%75, %76) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %78 = "stablehlo.convert"(%71) : (tensor<4xbf16>) -> tensor<4xf32>
    %79 = "stablehlo.convert"(%73) : (tensor<4xbf16>) -> tensor<4xf32>
    %80 = "stablehlo.convert"(%74) : (tensor<4xbf16>) -> tensor<4xf32>
    %81 = "stablehlo.subtract"(%7, %4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %82 = "stablehlo.subtract"(%77, %79) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %83 = "stablehlo.broadcast_in_dim"(%81) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %84 = "stablehlo.multiply"(%82, %83) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %85 = "stablehlo.add"(%79, %84) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %86 = "stablehlo.subtract"(%7, %5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %87 = "stablehlo.multiply"(%77, %77) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %88 = "stablehlo.broadcast_in_dim"(%86) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %89 = "stablehlo.multiply"(%87, %88) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %90 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %91 = "stablehlo.multiply"(%80, %90) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %92 = "stablehlo.add"(%91, %89) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %93:2 = "stablehlo.optimization_barrier"(%85, %92) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    %94 = "stablehlo.reshape"(%arg9) : (tensor<2x2xbf16>) -> tensor<4xbf16>
    %95 = "stablehlo.convert"(%94) : (tensor<4xbf16>) -> tensor<4xf32>
    %96 = "stablehlo.maximum"(%95, %93#1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %97 = "stablehlo.convert"(%96) : (tensor<4xf32>) -> tensor<4xbf16>
    %98 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<4xi1>
    %99 = "stablehlo.select"(%98, %94, %97) : (tensor<4xi1>, tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
    %100 = "stablehlo.reshape"(%99) : (tensor<4xbf16>) -> tensor<2x2xbf16>
    %101 = "stablehlo.sqrt"(%96) : (tensor<4xf32>) -> tensor<4xf32>
    %102 = "stablehlo.broadcast_in_dim"(%35) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %103 = "stablehlo.multiply"(%101, %102) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %104 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %105 = "stablehlo.add"(%103, %104) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %106 = "stablehlo.divide"(%93#0, %105) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %107 = "stablehlo.broadcast_in_dim"(%33) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %108 = "stablehlo.multiply"(%106, %107) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %109 = "stablehlo.subtract"(%78, %108) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %110 = "stablehlo.convert"(%109) : (tensor<4xf32>) -> tensor<4xbf16>
    %111 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<4xi1>
    %112 = "stablehlo.select"(%111, %71, %110) : (tensor<4xi1>, tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
    %113 = "stablehlo.reshape"(%112) : (tensor<4xbf16>) -> tensor<2x2xbf16>
    %114 = "stablehlo.convert"(%77) : (tensor<4xf32>) -> tensor<4xbf16>
    %115 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<4xi1>
    %116 = "stablehlo.select"(%115, %72, %114) : (tensor<4xi1>, tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
    %117 = "stablehlo.reshape"(%116) : (tensor<4xbf16>) -> tensor<2x2xbf16>
    %118 = "stablehlo.convert"(%93#0) : (tensor<4xf32>) -> tensor<4xbf16>
    %119 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<4xi1>
    %120 = "stablehlo.select"(%119, %73, %118) : (tensor<4xi1>, tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
    %121 = "stablehlo.reshape"(%120) : (tensor<4xbf16>) -> tensor<2x2xbf16>
    %122 = "stablehlo.convert"(%93#1) : (tensor<4xf32>) -> tensor<4xbf16>
    %123 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<4xi1>
    %124 = "stablehlo.select"(%123, %74, %122) : (tensor<4xi1>, tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
    %125 = "stablehlo.reshape"(%124) : (tensor<4xbf16>) -> tensor<2x2xbf16>
    "func.return"(%64, %113, %66, %117, %68, %121, %70, %125, %53, %100) : (tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>) -> ()
  }
}
