module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x5xf32>, %arg1: tensor<3xi64>, %arg2: tensor<5xf32>) -> (tensor<f32>, tensor<f32>, tensor<3xi64>) {
    %0 = "stablehlo.reshape"(%arg1) : (tensor<3xi64>) -> tensor<3x1xi64>
    %1 = "stablehlo.reshape"(%0) : (tensor<3x1xi64>) -> tensor<3xi64>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi64>) -> tensor<3x5xi64>
    %3 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<3x5xi64>
    %4 = "stablehlo.compare"(%3, %2) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x5xi64>, tensor<3x5xi64>) -> tensor<3x5xi1>
    %5 = "stablehlo.constant"() {value = dense<-100> : tensor<3xi64>} : () -> tensor<3xi64>
    %6 = "stablehlo.compare"(%arg1, %5) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %7 = "stablehlo.constant"() {value = dense<0> : tensor<3xi64>} : () -> tensor<3xi64>
    %8 = "stablehlo.select"(%6, %arg1, %7) : (tensor<3xi1>, tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %9 = "stablehlo.reshape"(%8) : (tensor<3xi64>) -> tensor<1x3xi64>
    %10 = "stablehlo.not"(%9) : (tensor<1x3xi64>) -> tensor<1x3xi64>
    %11 = "stablehlo.concatenate"(%10, %9) {dimension = 0 : i64} : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<2x3xi64>
    %12 = "stablehlo.constant"() {value = dense<-9223372036854775808> : tensor<i64>} : () -> tensor<i64>
    %13 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %14 = "stablehlo.constant"() {value = dense<5> : tensor<i64>} : () -> tensor<i64>
    %15 = "stablehlo.reduce"(%11, %12) ({
      ^bb0(%16: tensor<i64>, %17: tensor<i64>):
        %18 = "stablehlo.maximum"(%16, %17) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%18) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x3xi64>, tensor<i64>) -> tensor<2xi64>
    %19 = "stablehlo.slice"(%15) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi64>) -> tensor<1xi64>
    %20 = "stablehlo.reshape"(%19) : (tensor<1xi64>) -> tensor<i64>
    %21 = "stablehlo.not"(%20) : (tensor<i64>) -> tensor<i64>
    %22 = "stablehlo.slice"(%15) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi64>) -> tensor<1xi64>
    %23 = "stablehlo.reshape"(%22) : (tensor<1xi64>) -> tensor<i64>
    %24 = "stablehlo.compare"(%21, %13) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %25 = "stablehlo.compare"(%23, %14) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %26 = "stablehlo.or"(%24, %25) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %27 = "stablehlo.convert"(%26) : (tensor<i1>) -> tensor<i64>
    %28 = "stablehlo.reshape"(%27) : (tensor<i64>) -> tensor<1xi64>
    %29 = "stablehlo.reshape"(%21) : (tensor<i64>) -> tensor<1xi64>
    %30 = "stablehlo.reshape"(%23) : (tensor<i64>) -> tensor<1xi64>
    %31 = "stablehlo.concatenate"(%28, %29, %30) {dimension = 0 : i64} : (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<3xi64>
    %32 = "stablehlo.reshape"(%arg2) : (tensor<5xf32>) -> tensor<1x5xf32>
    %33 = "stablehlo.reshape"(%32) : (tensor<1x5xf32>) -> tensor<5xf32>
    %34 = "stablehlo.broadcast_in_dim"(%33) {broadcast_dimensions = array<i64: 1>} : (tensor<5xf32>) -> tensor<3x5xf32>
    %35 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<3x5xf32>} : () -> tensor<3x5xf32>
    %36 = "stablehlo.select"(%4, %34, %35) : (tensor<3x5xi1>, tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %37 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %38 = "stablehlo.reduce"(%36, %37) ({
      ^bb0(%39: tensor<f32>, %40: tensor<f32>):
        %41 = "stablehlo.add"(%39, %40) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%41) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
    %42 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<3xf32>} : () -> tensor<3xf32>
    %43 = "stablehlo.select"(%6, %38, %42) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %44 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<3x5xf32>} : () -> tensor<3x5xf32>
    %45 = "stablehlo.select"(%4, %arg0, %44) : (tensor<3x5xi1>, tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %46 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %47 = "stablehlo.reduce"(%45, %46) ({
      ^bb0(%48: tensor<f32>, %49: tensor<f32>):
        %50 = "stablehlo.add"(%48, %49) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%50) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
    %51 = "stablehlo.multiply"(%47, %43) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %52 = "stablehlo.negate"(%51) : (tensor<3xf32>) -> tensor<3xf32>
    %53 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<3xf32>} : () -> tensor<3xf32>
    %54 = "stablehlo.select"(%6, %52, %53) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %55 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %56 = "stablehlo.reduce"(%43, %55) ({
      ^bb0(%57: tensor<f32>, %58: tensor<f32>):
        %59 = "stablehlo.add"(%57, %58) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%59) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %60 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %61 = "stablehlo.reduce"(%54, %60) ({
      ^bb0(%62: tensor<f32>, %63: tensor<f32>):
        %64 = "stablehlo.add"(%62, %63) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%64) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %65 = "stablehlo.divide"(%61, %56) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%65, %56, %31) : (tensor<f32>, tensor<f32>, tensor<3xi64>) -> ()
  }
}
