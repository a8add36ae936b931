module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xf32>, %arg1: tensor<2x4xf32>, %arg2: tensor<2x4xi64>, %arg3: tensor<2x4xf32>) -> (tensor<2x4xf32>) {
    %0 = "stablehlo.reshape"(%arg1) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %1 = "stablehlo.reshape"(%arg2) : (tensor<2x4xi64>) -> tensor<2x4xi64>
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
    %13 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x4xi64>) -> tensor<2x4x4xi64>
    %14 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x4x4xi64>
    %15 = "stablehlo.compare"(%13, %14) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x4x4xi64>, tensor<2x4x4xi64>) -> tensor<2x4x4xi1>
    %16 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x4xi1>) -> tensor<2x4x4xi1>
    %17 = "stablehlo.and"(%15, %16) : (tensor<2x4x4xi1>, tensor<2x4x4xi1>) -> tensor<2x4x4xi1>
    %18 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %19 = "stablehlo.reduce"(%17, %18) ({
      ^bb0(%20: tensor<i1>, %21: tensor<i1>):
        %22 = "stablehlo.or"(%20, %21) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%22) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x4xi1>, tensor<i1>) -> tensor<2x4xi1>
    %23 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
    %24 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x4x4xf32>} : () -> tensor<2x4x4xf32>
    %25 = "stablehlo.select"(%17, %23, %24) : (tensor<2x4x4xi1>, tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %26 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %27 = "stablehlo.reduce"(%25, %26) ({
      ^bb0(%28: tensor<f32>, %29: tensor<f32>):
        %30 = "stablehlo.add"(%28, %29) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%30) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %31 = "stablehlo.broadcast_in_dim"(%27) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
    %32 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x4x4xf32>} : () -> tensor<2x4x4xf32>
    %33 = "stablehlo.subtract"(%32, %31) : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %34 = "stablehlo.add"(%33, %23) : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %35 = "stablehlo.not"(%19) : (tensor<2x4xi1>) -> tensor<2x4xi1>
    %36 = "stablehlo.broadcast_in_dim"(%35) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x4xi1>) -> tensor<2x4x4xi1>
    %37 = "stablehlo.compare"(%34, %24) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xi1>
    %38 = "stablehlo.and"(%16, %36) : (tensor<2x4x4xi1>, tensor<2x4x4xi1>) -> tensor<2x4x4xi1>
    %39 = "stablehlo.and"(%38, %37) : (tensor<2x4x4xi1>, tensor<2x4x4xi1>) -> tensor<2x4x4xi1>
    %40 = "stablehlo.select"(%39, %34, %24) : (tensor<2x4x4xi1>, tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %41 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x4x4xf32>} : () -> tensor<2x4x4xf32>
    %42 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x4x4xf32>} : () -> tensor<2x4x4xf32>
    %43 = "stablehlo.select"(%39, %41, %42) : (tensor<2x4x4xi1>, tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %44 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %45 = "stablehlo.reduce"(%43, %44) ({
      ^bb0(%46: tensor<f32>, %47: tensor<f32>):
        %48 = "stablehlo.add"(%46, %47) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%48) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %49 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %50 = "stablehlo.reduce"(%43, %49) ({
      ^bb0(%51: tensor<f32>, %52: tensor<f32>):
        %53 = "stablehlo.add"(%51, %52) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%53) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %54 = "stablehlo.broadcast_in_dim"(%50) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
    %55 = "stablehlo.select"(%17, %54, %42) : (tensor<2x4x4xi1>, tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %56 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %57 = "stablehlo.reduce"(%55, %56) ({
      ^bb0(%58: tensor<f32>, %59: tensor<f32>):
        %60 = "stablehlo.add"(%58, %59) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%60) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %61 = "stablehlo.subtract"(%45, %57) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %62 = "stablehlo.constant"() {value = dense<0x40800000> : tensor<2x4xf32>} : () -> tensor<2x4xf32>
    %63 = "stablehlo.divide"(%61, %62) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %64 = "stablehlo.reshape"(%arg0) : (tensor<2xf32>) -> tensor<2xf32>
    %65 = "stablehlo.broadcast_in_dim"(%64) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x4xf32>
    %66 = "stablehlo.multiply"(%63, %65) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %67 = "stablehlo.reshape"(%66) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    "func.return"(%67) : (tensor<2x4xf32>) -> ()
  }
}
