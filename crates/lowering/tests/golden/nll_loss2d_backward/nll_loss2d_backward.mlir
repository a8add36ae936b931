module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<f32>, %arg1: tensor<2x5x3x3xf32>, %arg2: tensor<2x3x3xi64>, %arg3: tensor<f32>) -> (tensor<2x5x3x3xf32>, tensor<3xi64>) {
    %0 = "stablehlo.reshape"(%arg2) : (tensor<2x3x3xi64>) -> tensor<2x1x3x3xi64>
    %1 = "stablehlo.reshape"(%0) : (tensor<2x1x3x3xi64>) -> tensor<2x3x3xi64>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64: 0, 2, 3>} : (tensor<2x3x3xi64>) -> tensor<2x5x3x3xi64>
    %3 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x5x3x3xi64>
    %4 = "stablehlo.compare"(%3, %2) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x5x3x3xi64>, tensor<2x5x3x3xi64>) -> tensor<2x5x3x3xi1>
    %5 = "stablehlo.constant"() {value = dense<-100> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %6 = "stablehlo.compare"(%arg2, %5) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %7 = "stablehlo.constant"() {value = dense<0> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %8 = "stablehlo.select"(%6, %arg2, %7) : (tensor<2x3x3xi1>, tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi64>
    %9 = "stablehlo.reshape"(%8) : (tensor<2x3x3xi64>) -> tensor<1x18xi64>
    %10 = "stablehlo.not"(%9) : (tensor<1x18xi64>) -> tensor<1x18xi64>
    %11 = "stablehlo.concatenate"(%10, %9) {dimension = 0 : i64} : (tensor<1x18xi64>, tensor<1x18xi64>) -> tensor<2x18xi64>
    %12 = "stablehlo.constant"() {value = dense<-9223372036854775808> : tensor<i64>} : () -> tensor<i64>
    %13 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %14 = "stablehlo.constant"() {value = dense<5> : tensor<i64>} : () -> tensor<i64>
    %15 = "stablehlo.reduce"(%11, %12) ({
      ^bb0(%16: tensor<i64>, %17: tensor<i64>):
        %18 = "stablehlo.maximum"(%16, %17) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%18) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x18xi64>, tensor<i64>) -> tensor<2xi64>
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
    %32 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %33 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %34 = "stablehlo.select"(%6, %32, %33) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %35 = "stablehlo.broadcast_in_dim"(%arg0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3x3xf32>
    %36 = "stablehlo.broadcast_in_dim"(%arg3) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3x3xf32>
    %37 = "stablehlo.divide"(%35, %36) : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %38 = "stablehlo.multiply"(%37, %34) : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %39 = "stablehlo.negate"(%38) : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %40 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %41 = "stablehlo.select"(%6, %39, %40) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %42 = "stablehlo.reshape"(%41) : (tensor<2x3x3xf32>) -> tensor<2x1x3x3xf32>
    %43 = "stablehlo.reshape"(%42) : (tensor<2x1x3x3xf32>) -> tensor<2x3x3xf32>
    %44 = "stablehlo.broadcast_in_dim"(%43) {broadcast_dimensions = array<i64: 0, 2, 3>} : (tensor<2x3x3xf32>) -> tensor<2x5x3x3xf32>
    %45 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x5x3x3xf32>} : () -> tensor<2x5x3x3xf32>
    %46 = "stablehlo.select"(%4, %44, %45) : (tensor<2x5x3x3xi1>, tensor<2x5x3x3xf32>, tensor<2x5x3x3xf32>) -> tensor<2x5x3x3xf32>
    "func.return"(%46, %31) : (tensor<2x5x3x3xf32>, tensor<3xi64>) -> ()
  }
}
