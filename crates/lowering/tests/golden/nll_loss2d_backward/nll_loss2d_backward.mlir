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
    %9 = "stablehlo.constant"() {value = dense<9223372036854775807> : tensor<i64>} : () -> tensor<i64>
    %10 = "stablehlo.constant"() {value = dense<-9223372036854775808> : tensor<i64>} : () -> tensor<i64>
    %11 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %12 = "stablehlo.constant"() {value = dense<5> : tensor<i64>} : () -> tensor<i64>
    %13 = "stablehlo.reduce"(%8, %9) ({
      ^bb0(%14: tensor<i64>, %15: tensor<i64>):
        %16 = "stablehlo.minimum"(%14, %15) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%16) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x3x3xi64>, tensor<i64>) -> tensor<i64>
    %17 = "stablehlo.reduce"(%8, %10) ({
      ^bb0(%18: tensor<i64>, %19: tensor<i64>):
        %20 = "stablehlo.maximum"(%18, %19) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%20) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x3x3xi64>, tensor<i64>) -> tensor<i64>
    %21 = "stablehlo.compare"(%13, %11) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %22 = "stablehlo.compare"(%17, %12) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %23 = "stablehlo.or"(%21, %22) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %24 = "stablehlo.convert"(%23) : (tensor<i1>) -> tensor<i64>
    %25 = "stablehlo.reshape"(%24) : (tensor<i64>) -> tensor<1xi64>
    %26 = "stablehlo.reshape"(%13) : (tensor<i64>) -> tensor<1xi64>
    %27 = "stablehlo.reshape"(%17) : (tensor<i64>) -> tensor<1xi64>
    %28 = "stablehlo.concatenate"(%25, %26, %27) {dimension = 0 : i64} : (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<3xi64>
    %29 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %30 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %31 = "stablehlo.select"(%6, %29, %30) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %32 = "stablehlo.broadcast_in_dim"(%arg0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3x3xf32>
    %33 = "stablehlo.broadcast_in_dim"(%arg3) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3x3xf32>
    %34 = "stablehlo.divide"(%32, %33) : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %35 = "stablehlo.multiply"(%34, %31) : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %36 = "stablehlo.negate"(%35) : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %37 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %38 = "stablehlo.select"(%6, %36, %37) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %39 = "stablehlo.reshape"(%38) : (tensor<2x3x3xf32>) -> tensor<2x1x3x3xf32>
    %40 = "stablehlo.reshape"(%39) : (tensor<2x1x3x3xf32>) -> tensor<2x3x3xf32>
    %41 = "stablehlo.broadcast_in_dim"(%40) {broadcast_dimensions = array<i64: 0, 2, 3>} : (tensor<2x3x3xf32>) -> tensor<2x5x3x3xf32>
    %42 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x5x3x3xf32>} : () -> tensor<2x5x3x3xf32>
    %43 = "stablehlo.select"(%4, %41, %42) : (tensor<2x5x3x3xi1>, tensor<2x5x3x3xf32>, tensor<2x5x3x3xf32>) -> tensor<2x5x3x3xf32>
    "func.return"(%43, %28) : (tensor<2x5x3x3xf32>, tensor<3xi64>) -> ()
  }
}
