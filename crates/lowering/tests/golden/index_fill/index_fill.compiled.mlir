module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<2xi64>) -> (tensor<3x4xf32>, tensor<3xi64>) {
    %0 = "stablehlo.constant"() {value = dense<0x3F400000> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.reshape"(%arg1) : (tensor<2xi64>) -> tensor<1x2xi64>
    %2 = "stablehlo.not"(%1) : (tensor<1x2xi64>) -> tensor<1x2xi64>
    %3 = "stablehlo.concatenate"(%2, %1) {dimension = 0 : i64} : (tensor<1x2xi64>, tensor<1x2xi64>) -> tensor<2x2xi64>
    %4 = "stablehlo.constant"() {value = dense<-9223372036854775808> : tensor<i64>} : () -> tensor<i64>
    %5 = "stablehlo.constant"() {value = dense<-4> : tensor<i64>} : () -> tensor<i64>
    %6 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %7 = "stablehlo.reduce"(%3, %4) ({
      ^bb0(%8: tensor<i64>, %9: tensor<i64>):
        %10 = "stablehlo.maximum"(%8, %9) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%10) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x2xi64>, tensor<i64>) -> tensor<2xi64>
    %11 = "stablehlo.slice"(%7) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi64>) -> tensor<1xi64>
    %12 = "stablehlo.reshape"(%11) : (tensor<1xi64>) -> tensor<i64>
    %13 = "stablehlo.not"(%12) : (tensor<i64>) -> tensor<i64>
    %14 = "stablehlo.slice"(%7) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi64>) -> tensor<1xi64>
    %15 = "stablehlo.reshape"(%14) : (tensor<1xi64>) -> tensor<i64>
    %16 = "stablehlo.compare"(%13, %5) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %17 = "stablehlo.compare"(%15, %6) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %18 = "stablehlo.or"(%16, %17) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %19 = "stablehlo.convert"(%18) : (tensor<i1>) -> tensor<i64>
    %20 = "stablehlo.reshape"(%19) : (tensor<i64>) -> tensor<1xi64>
    %21 = "stablehlo.reshape"(%13) : (tensor<i64>) -> tensor<1xi64>
    %22 = "stablehlo.reshape"(%15) : (tensor<i64>) -> tensor<1xi64>
    %23 = "stablehlo.concatenate"(%20, %21, %22) {dimension = 0 : i64} : (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<3xi64>
    %24 = "stablehlo.constant"() {value = dense<0> : tensor<2xi64>} : () -> tensor<2xi64>
    %25 = "stablehlo.constant"() {value = dense<4> : tensor<2xi64>} : () -> tensor<2xi64>
    %26 = "stablehlo.compare"(%arg1, %24) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %27 = "stablehlo.add"(%arg1, %25) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %28 = "stablehlo.select"(%26, %27, %arg1) : (tensor<2xi1>, tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %29 = "stablehlo.broadcast_in_dim"(%28) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi64>) -> tensor<2x4xi64>
    %30 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x4xi64>
    %31 = "stablehlo.compare"(%29, %30) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x4xi64>, tensor<2x4xi64>) -> tensor<2x4xi1>
    %32 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %33 = "stablehlo.reduce"(%31, %32) ({
      ^bb0(%34: tensor<i1>, %35: tensor<i1>):
        %36 = "stablehlo.or"(%34, %35) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%36) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x4xi1>, tensor<i1>) -> tensor<4xi1>
    %37 = "stablehlo.broadcast_in_dim"(%33) {broadcast_dimensions = array<i64: 1>} : (tensor<4xi1>) -> tensor<3x4xi1>
    %38 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %39 = "stablehlo.select"(%37, %38, %arg0) : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    "func.return"(%39, %23) : (tensor<3x4xf32>, tensor<3xi64>) -> ()
  }
}
