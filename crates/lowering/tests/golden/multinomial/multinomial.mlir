module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<2xui64>) -> (tensor<2x2xi64>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %1 = "stablehlo.log"(%0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %2 = "stablehlo.slice"(%arg1) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xui64>) -> tensor<1xui64>
    %3 = "stablehlo.slice"(%arg1) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xui64>) -> tensor<1xui64>
    %4 = "stablehlo.constant"() {value = dense<11400714819323198485> : tensor<1xui64>} : () -> tensor<1xui64>
    %5 = "stablehlo.add"(%3, %4) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %6 = "stablehlo.constant"() {value = dense<30> : tensor<1xui64>} : () -> tensor<1xui64>
    %7 = "stablehlo.shift_right_logical"(%5, %6) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %8 = "stablehlo.xor"(%5, %7) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %9 = "stablehlo.constant"() {value = dense<13787848793156543929> : tensor<1xui64>} : () -> tensor<1xui64>
    %10 = "stablehlo.multiply"(%8, %9) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %11 = "stablehlo.constant"() {value = dense<27> : tensor<1xui64>} : () -> tensor<1xui64>
    %12 = "stablehlo.shift_right_logical"(%10, %11) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %13 = "stablehlo.xor"(%10, %12) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %14 = "stablehlo.constant"() {value = dense<10723151780598845931> : tensor<1xui64>} : () -> tensor<1xui64>
    %15 = "stablehlo.multiply"(%13, %14) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %16 = "stablehlo.constant"() {value = dense<31> : tensor<1xui64>} : () -> tensor<1xui64>
    %17 = "stablehlo.shift_right_logical"(%15, %16) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %18 = "stablehlo.xor"(%15, %17) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %19 = "stablehlo.xor"(%2, %18) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %20 = "stablehlo.constant"() {value = dense<11400714819323198485> : tensor<1xui64>} : () -> tensor<1xui64>
    %21 = "stablehlo.add"(%19, %20) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %22 = "stablehlo.constant"() {value = dense<30> : tensor<1xui64>} : () -> tensor<1xui64>
    %23 = "stablehlo.shift_right_logical"(%21, %22) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %24 = "stablehlo.xor"(%21, %23) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %25 = "stablehlo.constant"() {value = dense<13787848793156543929> : tensor<1xui64>} : () -> tensor<1xui64>
    %26 = "stablehlo.multiply"(%24, %25) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %27 = "stablehlo.constant"() {value = dense<27> : tensor<1xui64>} : () -> tensor<1xui64>
    %28 = "stablehlo.shift_right_logical"(%26, %27) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %29 = "stablehlo.xor"(%26, %28) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %30 = "stablehlo.constant"() {value = dense<10723151780598845931> : tensor<1xui64>} : () -> tensor<1xui64>
    %31 = "stablehlo.multiply"(%29, %30) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %32 = "stablehlo.constant"() {value = dense<31> : tensor<1xui64>} : () -> tensor<1xui64>
    %33 = "stablehlo.shift_right_logical"(%31, %32) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %34 = "stablehlo.xor"(%31, %33) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %35 = "stablehlo.constant"() {value = dense<15111065706836454659> : tensor<1xui64>} : () -> tensor<1xui64>
    %36 = "stablehlo.add"(%34, %3) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %37 = "stablehlo.xor"(%36, %35) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %38 = "stablehlo.constant"() {value = dense<11400714819323198485> : tensor<1xui64>} : () -> tensor<1xui64>
    %39 = "stablehlo.add"(%37, %38) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %40 = "stablehlo.constant"() {value = dense<30> : tensor<1xui64>} : () -> tensor<1xui64>
    %41 = "stablehlo.shift_right_logical"(%39, %40) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %42 = "stablehlo.xor"(%39, %41) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %43 = "stablehlo.constant"() {value = dense<13787848793156543929> : tensor<1xui64>} : () -> tensor<1xui64>
    %44 = "stablehlo.multiply"(%42, %43) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %45 = "stablehlo.constant"() {value = dense<27> : tensor<1xui64>} : () -> tensor<1xui64>
    %46 = "stablehlo.shift_right_logical"(%44, %45) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %47 = "stablehlo.xor"(%44, %46) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %48 = "stablehlo.constant"() {value = dense<10723151780598845931> : tensor<1xui64>} : () -> tensor<1xui64>
    %49 = "stablehlo.multiply"(%47, %48) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %50 = "stablehlo.constant"() {value = dense<31> : tensor<1xui64>} : () -> tensor<1xui64>
    %51 = "stablehlo.shift_right_logical"(%49, %50) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %52 = "stablehlo.xor"(%49, %51) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %53 = "stablehlo.concatenate"(%34, %52) {dimension = 0 : i64} : (tensor<1xui64>, tensor<1xui64>) -> tensor<2xui64>
    %54:2 = "stablehlo.rng_bit_generator"(%53) {rng_algorithm = #stablehlo<rng_algorithm DEFAULT>} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x3xui32>)
    %55 = "stablehlo.constant"() {value = dense<8> : tensor<2x3xui32>} : () -> tensor<2x3xui32>
    %56 = "stablehlo.shift_right_logical"(%54#1, %55) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
    %57 = "stablehlo.convert"(%56) : (tensor<2x3xui32>) -> tensor<2x3xf32>
    %58 = "stablehlo.constant"() {value = dense<0x3F000000> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
    %59 = "stablehlo.add"(%57, %58) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %60 = "stablehlo.constant"() {value = dense<0x33800000> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
    %61 = "stablehlo.multiply"(%59, %60) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %62 = "stablehlo.log"(%61) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %63 = "stablehlo.negate"(%62) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %64 = "stablehlo.log"(%63) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %65 = "stablehlo.negate"(%64) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %66 = "stablehlo.add"(%1, %65) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %67 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3xi64>
    %68:2 = "stablehlo.sort"(%66, %67) ({
      ^bb0(%69: tensor<f32>, %70: tensor<f32>, %71: tensor<i64>, %72: tensor<i64>):
        %73 = "stablehlo.compare"(%69, %70) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        "stablehlo.return"(%73) : (tensor<i1>) -> ()
    }) {dimension = 1 : i64, is_stable = true} : (tensor<2x3xf32>, tensor<2x3xi64>) -> (tensor<2x3xf32>, tensor<2x3xi64>)
    %74 = "stablehlo.slice"(%68#1) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 2>, strides = array<i64: 1, 1>} : (tensor<2x3xi64>) -> tensor<2x2xi64>
    "func.return"(%74) : (tensor<2x2xi64>) -> ()
  }
}
