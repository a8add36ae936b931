module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4xf32>, %arg1: tensor<2x4xi64>) -> (tensor<f32>, tensor<2x4xf32>, tensor<3xi64>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %1 = "stablehlo.reshape"(%arg1) : (tensor<2x4xi64>) -> tensor<2x4xi64>
    %2 = "stablehlo.constant"() {value = dense<0> : tensor<2x4xi64>} : () -> tensor<2x4xi64>
    %3 = "stablehlo.compare"(%1, %2) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x4xi64>, tensor<2x4xi64>) -> tensor<2x4xi1>
    %4 = "stablehlo.convert"(%3) : (tensor<2x4xi1>) -> tensor<2x4xi64>
    %5 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %6 = "stablehlo.slice"(%4) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 3>, strides = array<i64: 1, 1>} : (tensor<2x4xi64>) -> tensor<2x3xi64>
    %7 = "stablehlo.pad"(%6, %5) {edge_padding_low = array<i64: 0, 1>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>} : (tensor<2x3xi64>, tensor<i64>) -> tensor<2x4xi64>
    %8 = "stablehlo.add"(%7, %4) : (tensor<2x4xi64>, tensor<2x4xi64>) -> tensor<2x4xi64>
    %9 = "stablehlo.slice"(%8) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 2>, strides = array<i64: 1, 1>} : (tensor<2x4xi64>) -> tensor<2x2xi64>
    %10 = "stablehlo.pad"(%9, %5) {edge_padding_low = array<i64: 0, 2>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>} : (tensor<2x2xi64>, tensor<i64>) -> tensor<2x4xi64>
    %11 = "stablehlo.add"(%10, %8) : (tensor<2x4xi64>, tensor<2x4xi64>) -> tensor<2x4xi64>
    %12 = "stablehlo.compare"(%11, %2) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x4xi64>, tensor<2x4xi64>) -> tensor<2x4xi1>
    %13 = "stablehlo.select"(%12, %1, %2) : (tensor<2x4xi1>, tensor<2x4xi64>, tensor<2x4xi64>) -> tensor<2x4xi64>
    %14 = "stablehlo.constant"() {value = dense<9223372036854775807> : tensor<i64>} : () -> tensor<i64>
    %15 = "stablehlo.constant"() {value = dense<-9223372036854775808> : tensor<i64>} : () -> tensor<i64>
    %16 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %17 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %18 = "stablehlo.reduce"(%13, %14) ({
      ^bb0(%19: tensor<i64>, %20: tensor<i64>):
        %21 = "stablehlo.minimum"(%19, %20) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%21) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<2x4xi64>, tensor<i64>) -> tensor<i64>
    %22 = "stablehlo.reduce"(%13, %15) ({
      ^bb0(%23: tensor<i64>, %24: tensor<i64>):
        %25 = "stablehlo.maximum"(%23, %24) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%25) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<2x4xi64>, tensor<i64>) -> tensor<i64>
    %26 = "stablehlo.compare"(%18, %16) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %27 = "stablehlo.compare"(%22, %17) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %28 = "stablehlo.or"(%26, %27) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %29 = "stablehlo.convert"(%28) : (tensor<i1>) -> tensor<i64>
    %30 = "stablehlo.reshape"(%29) : (tensor<i64>) -> tensor<1xi64>
    %31 = "stablehlo.reshape"(%18) : (tensor<i64>) -> tensor<1xi64>
    %32 = "stablehlo.reshape"(%22) : (tensor<i64>) -> tensor<1xi64>
    %33 = "stablehlo.concatenate"(%30, %31, %32) {dimension = 0 : i64} : (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<3xi64>
    %34 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x4xi64>) -> tensor<2x4x4xi64>
    %35 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x4x4xi64>
    %36 = "stablehlo.compare"(%34, %35) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x4x4xi64>, tensor<2x4x4xi64>) -> tensor<2x4x4xi1>
    %37 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x4xi1>) -> tensor<2x4x4xi1>
    %38 = "stablehlo.and"(%36, %37) : (tensor<2x4x4xi1>, tensor<2x4x4xi1>) -> tensor<2x4x4xi1>
    %39 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %40 = "stablehlo.reduce"(%38, %39) ({
      ^bb0(%41: tensor<i1>, %42: tensor<i1>):
        %43 = "stablehlo.or"(%41, %42) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%43) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x4xi1>, tensor<i1>) -> tensor<2x4xi1>
    %44 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
    %45 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x4x4xf32>} : () -> tensor<2x4x4xf32>
    %46 = "stablehlo.select"(%38, %44, %45) : (tensor<2x4x4xi1>, tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %47 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %48 = "stablehlo.reduce"(%46, %47) ({
      ^bb0(%49: tensor<f32>, %50: tensor<f32>):
        %51 = "stablehlo.add"(%49, %50) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%51) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %52 = "stablehlo.broadcast_in_dim"(%48) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
    %53 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x4x4xf32>} : () -> tensor<2x4x4xf32>
    %54 = "stablehlo.subtract"(%53, %52) : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %55 = "stablehlo.add"(%54, %44) : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %56 = "stablehlo.not"(%40) : (tensor<2x4xi1>) -> tensor<2x4xi1>
    %57 = "stablehlo.broadcast_in_dim"(%56) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x4xi1>) -> tensor<2x4x4xi1>
    %58 = "stablehlo.compare"(%55, %45) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xi1>
    %59 = "stablehlo.and"(%37, %57) : (tensor<2x4x4xi1>, tensor<2x4x4xi1>) -> tensor<2x4x4xi1>
    %60 = "stablehlo.and"(%59, %58) : (tensor<2x4x4xi1>, tensor<2x4x4xi1>) -> tensor<2x4x4xi1>
    %61 = "stablehlo.select"(%60, %55, %45) : (tensor<2x4x4xi1>, tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %62 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %63 = "stablehlo.reduce"(%61, %62) ({
      ^bb0(%64: tensor<f32>, %65: tensor<f32>):
        %66 = "stablehlo.add"(%64, %65) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%66) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4xf32>, tensor<f32>) -> tensor<2xf32>
    %67 = "stablehlo.constant"() {value = dense<0x40800000> : tensor<2xf32>} : () -> tensor<2xf32>
    %68 = "stablehlo.divide"(%63, %67) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %69 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %70 = "stablehlo.reduce"(%68, %69) ({
      ^bb0(%71: tensor<f32>, %72: tensor<f32>):
        %73 = "stablehlo.add"(%71, %72) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%73) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %74 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<f32>} : () -> tensor<f32>
    %75 = "stablehlo.divide"(%70, %74) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %76 = "stablehlo.convert"(%40) : (tensor<2x4xi1>) -> tensor<2x4xf32>
    %77 = "stablehlo.reshape"(%76) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    "func.return"(%75, %77, %33) : (tensor<f32>, tensor<2x4xf32>, tensor<3xi64>) -> ()
  }
}
