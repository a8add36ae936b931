module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x2xf32>, %arg1: tensor<2xf32>) -> (tensor<3x2xf32>) {
    %0 = "stablehlo.reshape"(%arg1) : (tensor<2xf32>) -> tensor<1x2xf32>
    %1 = "stablehlo.slice"(%0) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 1>, strides = array<i64: 1, 1>} : (tensor<1x2xf32>) -> tensor<1x1xf32>
    %2 = "stablehlo.slice"(%0) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 1, 2>, strides = array<i64: 1, 1>} : (tensor<1x2xf32>) -> tensor<1x1xf32>
    %3 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x2xi64>
    %4 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<3x2xi64>
    %5 = "stablehlo.compare"(%3, %4) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x2xi64>, tensor<3x2xi64>) -> tensor<3x2xi1>
    %6 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<3x2xf32>} : () -> tensor<3x2xf32>
    %7 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<3x2xf32>} : () -> tensor<3x2xf32>
    %8 = "stablehlo.select"(%5, %6, %7) : (tensor<3x2xi1>, tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %9 = "stablehlo.slice"(%arg0) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 3, 2>, strides = array<i64: 1, 1>} : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %10 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x1xi64>
    %11 = "stablehlo.constant"() {value = dense<1> : tensor<3x1xi64>} : () -> tensor<3x1xi64>
    %12 = "stablehlo.compare"(%10, %11) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi1>
    %13 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x1xi64>
    %14 = "stablehlo.constant"() {value = dense<1> : tensor<3x1xi64>} : () -> tensor<3x1xi64>
    %15 = "stablehlo.compare"(%13, %14) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi1>
    %16 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<3x1xf32>} : () -> tensor<3x1xf32>
    %17 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<3x1xf32>} : () -> tensor<3x1xf32>
    %18 = "stablehlo.select"(%15, %16, %17) : (tensor<3x1xi1>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %19 = "stablehlo.select"(%12, %9, %18) : (tensor<3x1xi1>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %20 = "stablehlo.reshape"(%19) : (tensor<3x1xf32>) -> tensor<3xf32>
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3x2xf32>
    %22 = "stablehlo.multiply"(%21, %8) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %23 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %24 = "stablehlo.reduce"(%22, %23) ({
      ^bb0(%25: tensor<f32>, %26: tensor<f32>):
        %27 = "stablehlo.add"(%25, %26) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%27) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x2xf32>, tensor<f32>) -> tensor<2xf32>
    %28 = "stablehlo.reshape"(%24) : (tensor<2xf32>) -> tensor<1x2xf32>
    %29 = "stablehlo.reshape"(%28) : (tensor<1x2xf32>) -> tensor<2xf32>
    %30 = "stablehlo.broadcast_in_dim"(%29) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<3x2xf32>
    %31 = "stablehlo.reshape"(%2) : (tensor<1x1xf32>) -> tensor<f32>
    %32 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x2xf32>
    %33 = "stablehlo.multiply"(%21, %30) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %34 = "stablehlo.multiply"(%32, %33) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %35 = "stablehlo.subtract"(%8, %34) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %36 = "stablehlo.slice"(%arg0) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 3, 1>, strides = array<i64: 1, 1>} : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %37 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x1xi64>
    %38 = "stablehlo.constant"() {value = dense<0> : tensor<3x1xi64>} : () -> tensor<3x1xi64>
    %39 = "stablehlo.compare"(%37, %38) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi1>
    %40 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x1xi64>
    %41 = "stablehlo.constant"() {value = dense<0> : tensor<3x1xi64>} : () -> tensor<3x1xi64>
    %42 = "stablehlo.compare"(%40, %41) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi1>
    %43 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<3x1xf32>} : () -> tensor<3x1xf32>
    %44 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<3x1xf32>} : () -> tensor<3x1xf32>
    %45 = "stablehlo.select"(%42, %43, %44) : (tensor<3x1xi1>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %46 = "stablehlo.select"(%39, %36, %45) : (tensor<3x1xi1>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %47 = "stablehlo.reshape"(%46) : (tensor<3x1xf32>) -> tensor<3xf32>
    %48 = "stablehlo.broadcast_in_dim"(%47) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3x2xf32>
    %49 = "stablehlo.multiply"(%48, %35) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %50 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %51 = "stablehlo.reduce"(%49, %50) ({
      ^bb0(%52: tensor<f32>, %53: tensor<f32>):
        %54 = "stablehlo.add"(%52, %53) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%54) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3x2xf32>, tensor<f32>) -> tensor<2xf32>
    %55 = "stablehlo.reshape"(%51) : (tensor<2xf32>) -> tensor<1x2xf32>
    %56 = "stablehlo.reshape"(%55) : (tensor<1x2xf32>) -> tensor<2xf32>
    %57 = "stablehlo.broadcast_in_dim"(%56) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<3x2xf32>
    %58 = "stablehlo.reshape"(%1) : (tensor<1x1xf32>) -> tensor<f32>
    %59 = "stablehlo.broadcast_in_dim"(%58) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x2xf32>
    %60 = "stablehlo.multiply"(%48, %57) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %61 = "stablehlo.multiply"(%59, %60) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %62 = "stablehlo.subtract"(%35, %61) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    "func.return"(%62) : (tensor<3x2xf32>) -> ()
  }
}
