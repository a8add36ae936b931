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
    %8 = "stablehlo.reshape"(%arg10) : (tensor<f32>) -> tensor<1xf32>
    %9 = "stablehlo.reshape"(%arg11) : (tensor<f32>) -> tensor<1xf32>
    %10 = "stablehlo.concatenate"(%8, %9) {dimension = 0 : i64} : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    %11 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %12 = "stablehlo.power"(%11, %10) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %13 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %14 = "stablehlo.subtract"(%13, %12) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %15 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %16 = "stablehlo.power"(%15, %10) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %17 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %18 = "stablehlo.subtract"(%17, %16) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %19 = "stablehlo.sqrt"(%18) : (tensor<2xf32>) -> tensor<2xf32>
    %20 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %21 = "stablehlo.divide"(%20, %19) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %22 = "stablehlo.broadcast_in_dim"(%arg12) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %23 = "stablehlo.divide"(%22, %14) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %24 = "stablehlo.slice"(%23) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xf32>) -> tensor<1xf32>
    %25 = "stablehlo.reshape"(%24) : (tensor<1xf32>) -> tensor<f32>
    %26 = "stablehlo.slice"(%21) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xf32>) -> tensor<1xf32>
    %27 = "stablehlo.reshape"(%26) : (tensor<1xf32>) -> tensor<f32>
    %28 = "stablehlo.slice"(%23) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xf32>) -> tensor<1xf32>
    %29 = "stablehlo.reshape"(%28) : (tensor<1xf32>) -> tensor<f32>
    %30 = "stablehlo.slice"(%21) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xf32>) -> tensor<1xf32>
    %31 = "stablehlo.reshape"(%30) : (tensor<1xf32>) -> tensor<f32>
    %32 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %33 = "stablehlo.multiply"(%arg2, %32) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %34 = "stablehlo.subtract"(%3, %0) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %35 = "stablehlo.subtract"(%33, %arg4) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %36 = "stablehlo.broadcast_in_dim"(%34) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %37 = "stablehlo.multiply"(%35, %36) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %38 = "stablehlo.add"(%arg4, %37) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %39 = "stablehlo.subtract"(%3, %1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %40 = "stablehlo.multiply"(%33, %33) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %41 = "stablehlo.broadcast_in_dim"(%39) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %42 = "stablehlo.multiply"(%40, %41) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %43 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %44 = "stablehlo.multiply"(%arg6, %43) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %45 = "stablehlo.add"(%44, %42) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %46:2 = "stablehlo.optimization_barrier"(%38, %45) : (tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
    %47 = "stablehlo.maximum"(%arg8, %46#1) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %48 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<3xi1>
    %49 = "stablehlo.select"(%48, %arg8, %47) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %50 = "stablehlo.sqrt"(%47) : (tensor<3xf32>) -> tensor<3xf32>
    %51 = "stablehlo.broadcast_in_dim"(%27) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %52 = "stablehlo.multiply"(%50, %51) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %53 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %54 = "stablehlo.add"(%52, %53) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %55 = "stablehlo.divide"(%46#0, %54) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %56 = "stablehlo.broadcast_in_dim"(%25) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %57 = "stablehlo.multiply"(%55, %56) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %58 = "stablehlo.subtract"(%arg0, %57) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %59 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<3xi1>
    %60 = "stablehlo.select"(%59, %arg0, %58) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %61 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<3xi1>
    %62 = "stablehlo.select"(%61, %arg2, %33) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %63 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<3xi1>
    %64 = "stablehlo.select"(%63, %arg4, %46#0) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %65 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<3xi1>
    %66 = "stablehlo.select"(%65, %arg6, %46#1) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %67 = "stablehlo.reshape"(%arg1) : (tensor<2x2xbf16>) -> tensor<4xbf16>
    %68 = "stablehlo.reshape"(%arg3) : (tensor<2x2xbf16>) -> tensor<4xbf16>
    %69 = "stablehlo.reshape"(%arg5) : (tensor<2x2xbf16>) -> tensor<4xbf16>
    %70 = "stablehlo.reshape"(%arg7) : (tensor<2x2xbf16>) -> tensor<4xbf16>
    %71 = "stablehlo.convert"(%68) : (tensor<4xbf16>) -> tensor<4xf32>
    %72 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %73 = "stablehlo.multiply"(%71, %72) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %74 = "stablehlo.convert"(%67) : (tensor<4xbf16>) -> tensor<4xf32>
    %75 = "stablehlo.convert"(%69) : (tensor<4xbf16>) -> tensor<4xf32>
    %76 = "stablehlo.convert"(%70) : (tensor<4xbf16>) -> tensor<4xf32>
    %77 = "stablehlo.subtract"(%3, %0) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %78 = "stablehlo.subtract"(%73, %75) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %79 = "stablehlo.broadcast_in_dim"(%77) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %80 = "stablehlo.multiply"(%78, %79) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %81 = "stablehlo.add"(%75, %80) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %82 = "stablehlo.subtract"(%3, %1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %83 = "stablehlo.multiply"(%73, %73) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %84 = "stablehlo.broadcast_in_dim"(%82) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %85 = "stablehlo.multiply"(%83, %84) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %86 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %87 = "stablehlo.multiply"(%76, %86) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %88 = "stablehlo.add"(%87, %85) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %89:2 = "stablehlo.optimization_barrier"(%81, %88) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    %90 = "stablehlo.reshape"(%arg9) : (tensor<2x2xbf16>) -> tensor<4xbf16>
    %91 = "stablehlo.convert"(%90) : (tensor<4xbf16>) -> tensor<4xf32>
    %92 = "stablehlo.maximum"(%91, %89#1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %93 = "stablehlo.convert"(%92) : (tensor<4xf32>) -> tensor<4xbf16>
    %94 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<4xi1>
    %95 = "stablehlo.select"(%94, %90, %93) : (tensor<4xi1>, tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
    %96 = "stablehlo.reshape"(%95) : (tensor<4xbf16>) -> tensor<2x2xbf16>
    %97 = "stablehlo.sqrt"(%92) : (tensor<4xf32>) -> tensor<4xf32>
    %98 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %99 = "stablehlo.multiply"(%97, %98) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %100 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %101 = "stablehlo.add"(%99, %100) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %102 = "stablehlo.divide"(%89#0, %101) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %103 = "stablehlo.broadcast_in_dim"(%29) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %104 = "stablehlo.multiply"(%102, %103) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %105 = "stablehlo.subtract"(%74, %104) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %106 = "stablehlo.convert"(%105) : (tensor<4xf32>) -> tensor<4xbf16>
    %107 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<4xi1>
    %108 = "stablehlo.select"(%107, %67, %106) : (tensor<4xi1>, tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
    %109 = "stablehlo.reshape"(%108) : (tensor<4xbf16>) -> tensor<2x2xbf16>
    %110 = "stablehlo.convert"(%73) : (tensor<4xf32>) -> tensor<4xbf16>
    %111 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<4xi1>
    %112 = "stablehlo.select"(%111, %68, %110) : (tensor<4xi1>, tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
    %113 = "stablehlo.reshape"(%112) : (tensor<4xbf16>) -> tensor<2x2xbf16>
    %114 = "stablehlo.convert"(%89#0) : (tensor<4xf32>) -> tensor<4xbf16>
    %115 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<4xi1>
    %116 = "stablehlo.select"(%115, %69, %114) : (tensor<4xi1>, tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
    %117 = "stablehlo.reshape"(%116) : (tensor<4xbf16>) -> tensor<2x2xbf16>
    %118 = "stablehlo.convert"(%89#1) : (tensor<4xf32>) -> tensor<4xbf16>
    %119 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<4xi1>
    %120 = "stablehlo.select"(%119, %70, %118) : (tensor<4xi1>, tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
    %121 = "stablehlo.reshape"(%120) : (tensor<4xbf16>) -> tensor<2x2xbf16>
    "func.return"(%60, %109, %62, %113, %64, %117, %66, %121, %49, %96) : (tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>) -> ()
  }
}
