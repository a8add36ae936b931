module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4xf32>, %arg1: tensor<2x4xi64>) -> (tensor<f32>, tensor<2x4xf32>, tensor<3xi64>) {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<2x4xi64>} : () -> tensor<2x4xi64>
    %1 = "stablehlo.compare"(%arg1, %0) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x4xi64>, tensor<2x4xi64>) -> tensor<2x4xi1>
    %2 = "stablehlo.convert"(%1) : (tensor<2x4xi1>) -> tensor<2x4xi64>
    %3 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.slice"(%2) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 3>, strides = array<i64: 1, 1>} : (tensor<2x4xi64>) -> tensor<2x3xi64>
    %5 = "stablehlo.pad"(%4, %3) {edge_padding_low = array<i64: 0, 1>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>} : (tensor<2x3xi64>, tensor<i64>) -> tensor<2x4xi64>
    %6 = "stablehlo.add"(%5, %2) : (tensor<2x4xi64>, tensor<2x4xi64>) -> tensor<2x4xi64>
    %7 = "stablehlo.slice"(%6) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 2>, strides = array<i64: 1, 1>} : (tensor<2x4xi64>) -> tensor<2x2xi64>
    %8 = "stablehlo.pad"(%7, %3) {edge_padding_low = array<i64: 0, 2>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>} : (tensor<2x2xi64>, tensor<i64>) -> tensor<2x4xi64>
    %9 = "stablehlo.add"(%8, %6) : (tensor<2x4xi64>, tensor<2x4xi64>) -> tensor<2x4xi64>
    %10 = "stablehlo.compare"(%9, %0) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x4xi64>, tensor<2x4xi64>) -> tensor<2x4xi1>
    %11 = "stablehlo.select"(%10, %arg1, %0) : (tensor<2x4xi1>, tensor<2x4xi64>, tensor<2x4xi64>) -> tensor<2x4xi64>
    %12 = "stablehlo.reshape"(%11) : (tensor<2x4xi64>) -> tensor<1x8xi64>
    %13 = "stablehlo.not"(%12) : (tensor<1x8xi64>) -> tensor<1x8xi64>
    %14 = "stablehlo.concatenate"(%13, %12) {dimension = 0 : i64} : (tensor<1x8xi64>, tensor<1x8xi64>) -> tensor<2x8xi64>
    %15 = "stablehlo.constant"() {value = dense<-9223372036854775808> : tensor<i64>} : () -> tensor<i64>
    %16 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %17 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %18 = "stablehlo.reduce"(%14, %15) ({
      ^bb0(%19: tensor<i64>, %20: tensor<i64>):
        %21 = "stablehlo.maximum"(%19, %20) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%21) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x8xi64>, tensor<i64>) -> tensor<2xi64>
    %22 = "stablehlo.slice"(%18) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi64>) -> tensor<1xi64>
    %23 = "stablehlo.reshape"(%22) : (tensor<1xi64>) -> tensor<i64>
    %24 = "stablehlo.not"(%23) : (tensor<i64>) -> tensor<i64>
    %25 = "stablehlo.slice"(%18) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi64>) -> tensor<1xi64>
    %26 = "stablehlo.reshape"(%25) : (tensor<1xi64>) -> tensor<i64>
    %27 = "stablehlo.compare"(%24, %16) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %28 = "stablehlo.compare"(%26, %17) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %29 = "stablehlo.or"(%27, %28) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %30 = "stablehlo.convert"(%29) : (tensor<i1>) -> tensor<i64>
    %31 = "stablehlo.reshape"(%30) : (tensor<i64>) -> tensor<1xi64>
    %32 = "stablehlo.reshape"(%24) : (tensor<i64>) -> tensor<1xi64>
    %33 = "stablehlo.reshape"(%26) : (tensor<i64>) -> tensor<1xi64>
    %34 = "stablehlo.concatenate"(%31, %32, %33) {dimension = 0 : i64} : (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<3xi64>
    %35 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x4xi64>) -> tensor<2x4x4xi64>
    %36 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x4x4xi64>
    %37 = "stablehlo.compare"(%35, %36) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x4x4xi64>, tensor<2x4x4xi64>) -> tensor<2x4x4xi1>
    %38 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x4xi1>) -> tensor<2x4x4xi1>
    %39 = "stablehlo.and"(%37, %38) : (tensor<2x4x4xi1>, tensor<2x4x4xi1>) -> tensor<2x4x4xi1>
    %40 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %41 = "stablehlo.reduce"(%39, %40) ({
      ^bb0(%42: tensor<i1>, %43: tensor<i1>):
        %44 = "stablehlo.or"(%42, %43) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%44) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x4xi1>, tensor<i1>) -> tensor<2x4xi1>
    %45 = "stablehlo.broadcast_in_dim"(%arg0) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
    %46 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x4x4xf32>} : () -> tensor<2x4x4xf32>
    %47 = "stablehlo.select"(%39, %45, %46) : (tensor<2x4x4xi1>, tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %48 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %49 = "stablehlo.reduce"(%47, %48) ({
      ^bb0(%50: tensor<f32>, %51: tensor<f32>):
        %52 = "stablehlo.add"(%50, %51) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%52) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %53 = "stablehlo.broadcast_in_dim"(%49) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
    %54 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x4x4xf32>} : () -> tensor<2x4x4xf32>
    %55 = "stablehlo.subtract"(%54, %53) : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %56 = "stablehlo.add"(%55, %45) : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %57 = "stablehlo.not"(%41) : (tensor<2x4xi1>) -> tensor<2x4xi1>
    %58 = "stablehlo.broadcast_in_dim"(%57) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x4xi1>) -> tensor<2x4x4xi1>
    %59 = "stablehlo.compare"(%56, %46) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xi1>
    %60 = "stablehlo.and"(%38, %58) : (tensor<2x4x4xi1>, tensor<2x4x4xi1>) -> tensor<2x4x4xi1>
    %61 = "stablehlo.and"(%60, %59) : (tensor<2x4x4xi1>, tensor<2x4x4xi1>) -> tensor<2x4x4xi1>
    %62 = "stablehlo.select"(%61, %56, %46) : (tensor<2x4x4xi1>, tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %63 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %64 = "stablehlo.reduce"(%62, %63) ({
      ^bb0(%65: tensor<f32>, %66: tensor<f32>):
        %67 = "stablehlo.add"(%65, %66) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%67) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4xf32>, tensor<f32>) -> tensor<2xf32>
    %68 = "stablehlo.constant"() {value = dense<0x40800000> : tensor<2xf32>} : () -> tensor<2xf32>
    %69 = "stablehlo.divide"(%64, %68) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %70 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %71 = "stablehlo.reduce"(%69, %70) ({
      ^bb0(%72: tensor<f32>, %73: tensor<f32>):
        %74 = "stablehlo.add"(%72, %73) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%74) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %75 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<f32>} : () -> tensor<f32>
    %76 = "stablehlo.divide"(%71, %75) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %77 = "stablehlo.convert"(%41) : (tensor<2x4xi1>) -> tensor<2x4xf32>
    "func.return"(%76, %77, %34) : (tensor<f32>, tensor<2x4xf32>, tensor<3xi64>) -> ()
  }
}
