module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3xf32>, %arg1: tensor<3xi32>, %arg2: tensor<3x2xf32>) -> (tensor<3x2xf32>) {
    %0 = "stablehlo.convert"(%arg1) : (tensor<3xi32>) -> tensor<3xi64>
    %1 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3xi64>
    %2 = "stablehlo.slice"(%0) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<3xi64>) -> tensor<1xi64>
    %3 = "stablehlo.constant"() {value = dense<1> : tensor<1xi64>} : () -> tensor<1xi64>
    %4 = "stablehlo.subtract"(%2, %3) : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
    %5 = "stablehlo.reshape"(%4) : (tensor<1xi64>) -> tensor<i64>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %7 = "stablehlo.constant"() {value = dense<0> : tensor<3xi64>} : () -> tensor<3xi64>
    %8 = "stablehlo.compare"(%1, %6) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %9 = "stablehlo.compare"(%1, %7) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %10 = "stablehlo.constant"() {value = dense<0> : tensor<3xi64>} : () -> tensor<3xi64>
    %11 = "stablehlo.select"(%8, %1, %10) : (tensor<3xi1>, tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %12 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %13 = "stablehlo.reduce"(%11, %12) ({
      ^bb0(%14: tensor<i64>, %15: tensor<i64>):
        %16 = "stablehlo.add"(%14, %15) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%16) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3xi64>, tensor<i64>) -> tensor<i64>
    %17 = "stablehlo.reshape"(%13) : (tensor<i64>) -> tensor<1xi64>
    %18 = "stablehlo.slice"(%1) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<3xi64>) -> tensor<1xi64>
    %19 = "stablehlo.reshape"(%17) : (tensor<1xi64>) -> tensor<i64>
    %20 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %21 = "stablehlo.reshape"(%18) : (tensor<1xi64>) -> tensor<i64>
    %22 = "stablehlo.broadcast_in_dim"(%21) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %23 = "stablehlo.select"(%8, %22, %1) : (tensor<3xi1>, tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %24 = "stablehlo.select"(%9, %20, %23) : (tensor<3xi1>, tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %25 = "stablehlo.slice"(%0) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<3xi64>) -> tensor<1xi64>
    %26 = "stablehlo.constant"() {value = dense<1> : tensor<1xi64>} : () -> tensor<1xi64>
    %27 = "stablehlo.subtract"(%25, %26) : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
    %28 = "stablehlo.reshape"(%27) : (tensor<1xi64>) -> tensor<i64>
    %29 = "stablehlo.broadcast_in_dim"(%28) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %30 = "stablehlo.constant"() {value = dense<1> : tensor<3xi64>} : () -> tensor<3xi64>
    %31 = "stablehlo.compare"(%1, %29) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %32 = "stablehlo.compare"(%1, %30) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %33 = "stablehlo.constant"() {value = dense<0> : tensor<3xi64>} : () -> tensor<3xi64>
    %34 = "stablehlo.select"(%31, %24, %33) : (tensor<3xi1>, tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %35 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %36 = "stablehlo.reduce"(%34, %35) ({
      ^bb0(%37: tensor<i64>, %38: tensor<i64>):
        %39 = "stablehlo.add"(%37, %38) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%39) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3xi64>, tensor<i64>) -> tensor<i64>
    %40 = "stablehlo.reshape"(%36) : (tensor<i64>) -> tensor<1xi64>
    %41 = "stablehlo.slice"(%24) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<3xi64>) -> tensor<1xi64>
    %42 = "stablehlo.reshape"(%40) : (tensor<1xi64>) -> tensor<i64>
    %43 = "stablehlo.broadcast_in_dim"(%42) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %44 = "stablehlo.reshape"(%41) : (tensor<1xi64>) -> tensor<i64>
    %45 = "stablehlo.broadcast_in_dim"(%44) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %46 = "stablehlo.select"(%31, %45, %24) : (tensor<3xi1>, tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %47 = "stablehlo.select"(%32, %43, %46) : (tensor<3xi1>, tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %48 = "stablehlo.slice"(%0) {start_indices = array<i64: 2>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<3xi64>) -> tensor<1xi64>
    %49 = "stablehlo.constant"() {value = dense<1> : tensor<1xi64>} : () -> tensor<1xi64>
    %50 = "stablehlo.subtract"(%48, %49) : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
    %51 = "stablehlo.reshape"(%50) : (tensor<1xi64>) -> tensor<i64>
    %52 = "stablehlo.broadcast_in_dim"(%51) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %53 = "stablehlo.constant"() {value = dense<2> : tensor<3xi64>} : () -> tensor<3xi64>
    %54 = "stablehlo.compare"(%1, %52) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %55 = "stablehlo.compare"(%1, %53) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %56 = "stablehlo.constant"() {value = dense<0> : tensor<3xi64>} : () -> tensor<3xi64>
    %57 = "stablehlo.select"(%54, %47, %56) : (tensor<3xi1>, tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %58 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %59 = "stablehlo.reduce"(%57, %58) ({
      ^bb0(%60: tensor<i64>, %61: tensor<i64>):
        %62 = "stablehlo.add"(%60, %61) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%62) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3xi64>, tensor<i64>) -> tensor<i64>
    %63 = "stablehlo.reshape"(%59) : (tensor<i64>) -> tensor<1xi64>
    %64 = "stablehlo.slice"(%47) {start_indices = array<i64: 2>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<3xi64>) -> tensor<1xi64>
    %65 = "stablehlo.reshape"(%63) : (tensor<1xi64>) -> tensor<i64>
    %66 = "stablehlo.broadcast_in_dim"(%65) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %67 = "stablehlo.reshape"(%64) : (tensor<1xi64>) -> tensor<i64>
    %68 = "stablehlo.broadcast_in_dim"(%67) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %69 = "stablehlo.select"(%54, %68, %47) : (tensor<3xi1>, tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %70 = "stablehlo.select"(%55, %66, %69) : (tensor<3xi1>, tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %71 = "stablehlo.reshape"(%70) : (tensor<3xi64>) -> tensor<3x1xi64>
    %72 = "stablehlo.reshape"(%71) : (tensor<3x1xi64>) -> tensor<3xi64>
    %73 = "stablehlo.broadcast_in_dim"(%72) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi64>) -> tensor<3x3xi64>
    %74 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<3x3xi64>
    %75 = "stablehlo.compare"(%73, %74) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %76 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<3x3xf32>} : () -> tensor<3x3xf32>
    %77 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<3x3xf32>} : () -> tensor<3x3xf32>
    %78 = "stablehlo.select"(%75, %76, %77) : (tensor<3x3xi1>, tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %79 = "stablehlo.dot_general"(%78, %arg2) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %80 = "stablehlo.triangular_solve"(%arg0, %79) {left_side = true, lower = true, unit_diagonal = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %81 = "stablehlo.triangular_solve"(%arg0, %80) {left_side = true, lower = false, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    "func.return"(%81) : (tensor<3x2xf32>) -> ()
  }
}
