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
    %8 = "stablehlo.divide"(%7, %arg12) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %9 = "stablehlo.compare"(%arg13, %7) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %10 = "stablehlo.reshape"(%arg10) : (tensor<f32>) -> tensor<1xf32>
    %11 = "stablehlo.reshape"(%arg11) : (tensor<f32>) -> tensor<1xf32>
    %12 = "stablehlo.concatenate"(%10, %11) {dimension = 0 : i64} : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    %13 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %14 = "stablehlo.power"(%13, %12) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %15 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %16 = "stablehlo.subtract"(%15, %14) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %17 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %18 = "stablehlo.power"(%17, %12) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %19 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %20 = "stablehlo.subtract"(%19, %18) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %21 = "stablehlo.sqrt"(%20) : (tensor<2xf32>) -> tensor<2xf32>
    %22 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %23 = "stablehlo.divide"(%22, %21) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %24 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %25 = "stablehlo.divide"(%24, %16) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %26 = "stablehlo.slice"(%25) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xf32>) -> tensor<1xf32>
    %27 = "stablehlo.reshape"(%26) : (tensor<1xf32>) -> tensor<f32>
    %28 = "stablehlo.slice"(%23) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xf32>) -> tensor<1xf32>
    %29 = "stablehlo.reshape"(%28) : (tensor<1xf32>) -> tensor<f32>
    %30 = "stablehlo.slice"(%25) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xf32>) -> tensor<1xf32>
    %31 = "stablehlo.reshape"(%30) : (tensor<1xf32>) -> tensor<f32>
    %32 = "stablehlo.slice"(%23) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xf32>) -> tensor<1xf32>
    %33 = "stablehlo.reshape"(%32) : (tensor<1xf32>) -> tensor<f32>
    %34 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %35 = "stablehlo.multiply"(%arg2, %34) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %36 = "stablehlo.subtract"(%7, %4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %37 = "stablehlo.subtract"(%35, %arg4) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %38 = "stablehlo.broadcast_in_dim"(%36) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %39 = "stablehlo.multiply"(%37, %38) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %40 = "stablehlo.add"(%arg4, %39) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %41 = "stablehlo.subtract"(%7, %5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %42 = "stablehlo.multiply"(%35, %35) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %43 = "stablehlo.broadcast_in_dim"(%41) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %44 = "stablehlo.multiply"(%42, %43) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %45 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %46 = "stablehlo.multiply"(%arg6, %45) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %47 = "stablehlo.add"(%46, %44) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %48:2 = "stablehlo.optimization_barrier"(%40, %47) : (tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
    %49 = "stablehlo.maximum"(%arg8, %48#1) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %50 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<3xi1>
    %51 = "stablehlo.select"(%50, %arg8, %49) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %52 = "stablehlo.sqrt"(%49) : (tensor<3xf32>) -> tensor<3xf32>
    %53 = "stablehlo.broadcast_in_dim"(%29) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %54 = "stablehlo.multiply"(%52, %53) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %55 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %56 = "stablehlo.add"(%54, %55) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %57 = "stablehlo.divide"(%48#0, %56) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %58 = "stablehlo.broadcast_in_dim"(%27) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %59 = "stablehlo.multiply"(%57, %58) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %60 = "stablehlo.subtract"(%arg0, %59) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %61 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<3xi1>
    %62 = "stablehlo.select"(%61, %arg0, %60) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %63 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<3xi1>
    %64 = "stablehlo.select"(%63, %arg2, %35) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %65 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<3xi1>
    %66 = "stablehlo.select"(%65, %arg4, %48#0) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %67 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<3xi1>
    %68 = "stablehlo.select"(%67, %arg6, %48#1) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %69 = "stablehlo.reshape"(%arg1) : (tensor<2x2xbf16>) -> tensor<4xbf16>
    %70 = "stablehlo.reshape"(%arg3) : (tensor<2x2xbf16>) -> tensor<4xbf16>
    %71 = "stablehlo.reshape"(%arg5) : (tensor<2x2xbf16>) -> tensor<4xbf16>
    %72 = "stablehlo.reshape"(%arg7) : (tensor<2x2xbf16>) -> tensor<4xbf16>
    %73 = "stablehlo.convert"(%70) : (tensor<4xbf16>) -> tensor<4xf32>
    %74 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %75 = "stablehlo.multiply"(%73, %74) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %76 = "stablehlo.convert"(%69) : (tensor<4xbf16>) -> tensor<4xf32>
    %77 = "stablehlo.convert"(%71) : (tensor<4xbf16>) -> tensor<4xf32>
    %78 = "stablehlo.convert"(%72) : (tensor<4xbf16>) -> tensor<4xf32>
    %79 = "stablehlo.subtract"(%7, %4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %80 = "stablehlo.subtract"(%75, %77) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %81 = "stablehlo.broadcast_in_dim"(%79) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %82 = "stablehlo.multiply"(%80, %81) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %83 = "stablehlo.add"(%77, %82) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %84 = "stablehlo.subtract"(%7, %5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %85 = "stablehlo.multiply"(%75, %75) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %86 = "stablehlo.broadcast_in_dim"(%84) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %87 = "stablehlo.multiply"(%85, %86) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %88 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %89 = "stablehlo.multiply"(%78, %88) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %90 = "stablehlo.add"(%89, %87) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %91:2 = "stablehlo.optimization_barrier"(%83, %90) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    %92 = "stablehlo.reshape"(%arg9) : (tensor<2x2xbf16>) -> tensor<4xbf16>
    %93 = "stablehlo.convert"(%92) : (tensor<4xbf16>) -> tensor<4xf32>
    %94 = "stablehlo.maximum"(%93, %91#1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %95 = "stablehlo.convert"(%94) : (tensor<4xf32>) -> tensor<4xbf16>
    %96 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<4xi1>
    %97 = "stablehlo.select"(%96, %92, %95) : (tensor<4xi1>, tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
    %98 = "stablehlo.reshape"(%97) : (tensor<4xbf16>) -> tensor<2x2xbf16>
    %99 = "stablehlo.sqrt"(%94) : (tensor<4xf32>) -> tensor<4xf32>
    %100 = "stablehlo.broadcast_in_dim"(%33) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %101 = "stablehlo.multiply"(%99, %100) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %102 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %103 = "stablehlo.add"(%101, %102) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %104 = "stablehlo.divide"(%91#0, %103) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %105 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %106 = "stablehlo.multiply"(%104, %105) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %107 = "stablehlo.subtract"(%76, %106) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %108 = "stablehlo.convert"(%107) : (tensor<4xf32>) -> tensor<4xbf16>
    %109 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<4xi1>
    %110 = "stablehlo.select"(%109, %69, %108) : (tensor<4xi1>, tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
    %111 = "stablehlo.reshape"(%110) : (tensor<4xbf16>) -> tensor<2x2xbf16>
    %112 = "stablehlo.convert"(%75) : (tensor<4xf32>) -> tensor<4xbf16>
    %113 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<4xi1>
    %114 = "stablehlo.select"(%113, %70, %112) : (tensor<4xi1>, tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
    %115 = "stablehlo.reshape"(%114) : (tensor<4xbf16>) -> tensor<2x2xbf16>
    %116 = "stablehlo.convert"(%91#0) : (tensor<4xf32>) -> tensor<4xbf16>
    %117 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<4xi1>
    %118 = "stablehlo.select"(%117, %71, %116) : (tensor<4xi1>, tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
    %119 = "stablehlo.reshape"(%118) : (tensor<4xbf16>) -> tensor<2x2xbf16>
    %120 = "stablehlo.convert"(%91#1) : (tensor<4xf32>) -> tensor<4xbf16>
    %121 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<4xi1>
    %122 = "stablehlo.select"(%121, %72, %120) : (tensor<4xi1>, tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
    %123 = "stablehlo.reshape"(%122) : (tensor<4xbf16>) -> tensor<2x2xbf16>
    "func.return"(%62, %111, %64, %115, %66, %119, %68, %123, %51, %98) : (tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>) -> ()
  }
}
