module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x2xf32>, %arg1: tensor<2xi32>) -> (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) {
    %0 = "stablehlo.slice"(%arg0) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 2>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %1 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %2 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %3 = "stablehlo.compare"(%1, %2) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %4 = "stablehlo.compare"(%1, %2) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %5 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %6 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %7 = "stablehlo.select"(%4, %6, %5) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %8 = "stablehlo.select"(%3, %0, %7) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %9 = "stablehlo.slice"(%arg0) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 2>, strides = array<i64: 1, 1>} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %10 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi64>
    %11 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %12 = "stablehlo.compare"(%10, %11) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %13 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %14 = "stablehlo.select"(%12, %9, %13) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %15 = "stablehlo.convert"(%arg1) : (tensor<2xi32>) -> tensor<2xi64>
    %16 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2xi64>
    %17 = "stablehlo.slice"(%15) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi64>) -> tensor<1xi64>
    %18 = "stablehlo.constant"() {value = dense<1> : tensor<1xi64>} : () -> tensor<1xi64>
    %19 = "stablehlo.subtract"(%17, %18) : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
    %20 = "stablehlo.reshape"(%19) : (tensor<1xi64>) -> tensor<i64>
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2xi64>
    %22 = "stablehlo.constant"() {value = dense<0> : tensor<2xi64>} : () -> tensor<2xi64>
    %23 = "stablehlo.compare"(%16, %21) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %24 = "stablehlo.compare"(%16, %22) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %25 = "stablehlo.constant"() {value = dense<0> : tensor<2xi64>} : () -> tensor<2xi64>
    %26 = "stablehlo.select"(%23, %16, %25) : (tensor<2xi1>, tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %27 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %28 = "stablehlo.reduce"(%26, %27) ({
      ^bb0(%29: tensor<i64>, %30: tensor<i64>):
        %31 = "stablehlo.add"(%29, %30) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%31) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2xi64>, tensor<i64>) -> tensor<i64>
    %32 = "stablehlo.reshape"(%28) : (tensor<i64>) -> tensor<1xi64>
    %33 = "stablehlo.slice"(%16) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi64>) -> tensor<1xi64>
    %34 = "stablehlo.reshape"(%32) : (tensor<1xi64>) -> tensor<i64>
    %35 = "stablehlo.broadcast_in_dim"(%34) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2xi64>
    %36 = "stablehlo.reshape"(%33) : (tensor<1xi64>) -> tensor<i64>
    %37 = "stablehlo.broadcast_in_dim"(%36) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2xi64>
    %38 = "stablehlo.select"(%23, %37, %16) : (tensor<2xi1>, tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %39 = "stablehlo.select"(%24, %35, %38) : (tensor<2xi1>, tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %40 = "stablehlo.slice"(%15) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi64>) -> tensor<1xi64>
    %41 = "stablehlo.constant"() {value = dense<1> : tensor<1xi64>} : () -> tensor<1xi64>
    %42 = "stablehlo.subtract"(%40, %41) : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
    %43 = "stablehlo.reshape"(%42) : (tensor<1xi64>) -> tensor<i64>
    %44 = "stablehlo.broadcast_in_dim"(%43) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2xi64>
    %45 = "stablehlo.constant"() {value = dense<1> : tensor<2xi64>} : () -> tensor<2xi64>
    %46 = "stablehlo.compare"(%16, %44) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %47 = "stablehlo.compare"(%16, %45) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %48 = "stablehlo.constant"() {value = dense<0> : tensor<2xi64>} : () -> tensor<2xi64>
    %49 = "stablehlo.select"(%46, %39, %48) : (tensor<2xi1>, tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %50 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %51 = "stablehlo.reduce"(%49, %50) ({
      ^bb0(%52: tensor<i64>, %53: tensor<i64>):
        %54 = "stablehlo.add"(%52, %53) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%54) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2xi64>, tensor<i64>) -> tensor<i64>
    %55 = "stablehlo.reshape"(%51) : (tensor<i64>) -> tensor<1xi64>
    %56 = "stablehlo.slice"(%39) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi64>) -> tensor<1xi64>
    %57 = "stablehlo.reshape"(%55) : (tensor<1xi64>) -> tensor<i64>
    %58 = "stablehlo.broadcast_in_dim"(%57) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2xi64>
    %59 = "stablehlo.reshape"(%56) : (tensor<1xi64>) -> tensor<i64>
    %60 = "stablehlo.broadcast_in_dim"(%59) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2xi64>
    %61 = "stablehlo.select"(%46, %60, %39) : (tensor<2xi1>, tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %62 = "stablehlo.select"(%47, %58, %61) : (tensor<2xi1>, tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %63 = "stablehlo.reshape"(%62) : (tensor<2xi64>) -> tensor<2x1xi64>
    %64 = "stablehlo.reshape"(%63) : (tensor<2x1xi64>) -> tensor<2xi64>
    %65 = "stablehlo.broadcast_in_dim"(%64) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi64>) -> tensor<2x2xi64>
    %66 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %67 = "stablehlo.compare"(%65, %66) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %68 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %69 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %70 = "stablehlo.select"(%67, %68, %69) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %71 = "stablehlo.transpose"(%70) {permutation = array<i64: 1, 0>} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    "func.return"(%71, %8, %14) : (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) -> ()
  }
}
