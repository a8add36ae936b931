module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<2xui64>) -> (tensor<2x2xi64>) {
    %0 = "stablehlo.log"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %1 = "stablehlo.slice"(%arg1) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xui64>) -> tensor<1xui64>
    %2 = "stablehlo.slice"(%arg1) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xui64>) -> tensor<1xui64>
    %3 = "stablehlo.constant"() {value = dense<11400714819323198485> : tensor<1xui64>} : () -> tensor<1xui64>
    %4 = "stablehlo.add"(%2, %3) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %5 = "stablehlo.constant"() {value = dense<30> : tensor<1xui64>} : () -> tensor<1xui64>
    %6 = "stablehlo.shift_right_logical"(%4, %5) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %7 = "stablehlo.xor"(%4, %6) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %8 = "stablehlo.constant"() {value = dense<13787848793156543929> : tensor<1xui64>} : () -> tensor<1xui64>
    %9 = "stablehlo.multiply"(%7, %8) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %10 = "stablehlo.constant"() {value = dense<27> : tensor<1xui64>} : () -> tensor<1xui64>
    %11 = "stablehlo.shift_right_logical"(%9, %10) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %12 = "stablehlo.xor"(%9, %11) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %13 = "stablehlo.constant"() {value = dense<10723151780598845931> : tensor<1xui64>} : () -> tensor<1xui64>
    %14 = "stablehlo.multiply"(%12, %13) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %15 = "stablehlo.constant"() {value = dense<31> : tensor<1xui64>} : () -> tensor<1xui64>
    %16 = "stablehlo.shift_right_logical"(%14, %15) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %17 = "stablehlo.xor"(%14, %16) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %18 = "stablehlo.xor"(%1, %17) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %19 = "stablehlo.constant"() {value = dense<11400714819323198485> : tensor<1xui64>} : () -> tensor<1xui64>
    %20 = "stablehlo.add"(%18, %19) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %21 = "stablehlo.constant"() {value = dense<30> : tensor<1xui64>} : () -> tensor<1xui64>
    %22 = "stablehlo.shift_right_logical"(%20, %21) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %23 = "stablehlo.xor"(%20, %22) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %24 = "stablehlo.constant"() {value = dense<13787848793156543929> : tensor<1xui64>} : () -> tensor<1xui64>
    %25 = "stablehlo.multiply"(%23, %24) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %26 = "stablehlo.constant"() {value = dense<27> : tensor<1xui64>} : () -> tensor<1xui64>
    %27 = "stablehlo.shift_right_logical"(%25, %26) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %28 = "stablehlo.xor"(%25, %27) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %29 = "stablehlo.constant"() {value = dense<10723151780598845931> : tensor<1xui64>} : () -> tensor<1xui64>
    %30 = "stablehlo.multiply"(%28, %29) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %31 = "stablehlo.constant"() {value = dense<31> : tensor<1xui64>} : () -> tensor<1xui64>
    %32 = "stablehlo.shift_right_logical"(%30, %31) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %33 = "stablehlo.xor"(%30, %32) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %34 = "stablehlo.constant"() {value = dense<15111065706836454659> : tensor<1xui64>} : () -> tensor<1xui64>
    %35 = "stablehlo.add"(%33, %2) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %36 = "stablehlo.xor"(%35, %34) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %37 = "stablehlo.constant"() {value = dense<11400714819323198485> : tensor<1xui64>} : () -> tensor<1xui64>
    %38 = "stablehlo.add"(%36, %37) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %39 = "stablehlo.constant"() {value = dense<30> : tensor<1xui64>} : () -> tensor<1xui64>
    %40 = "stablehlo.shift_right_logical"(%38, %39) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %41 = "stablehlo.xor"(%38, %40) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %42 = "stablehlo.constant"() {value = dense<13787848793156543929> : tensor<1xui64>} : () -> tensor<1xui64>
    %43 = "stablehlo.multiply"(%41, %42) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %44 = "stablehlo.constant"() {value = dense<27> : tensor<1xui64>} : () -> tensor<1xui64>
    %45 = "stablehlo.shift_right_logical"(%43, %44) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %46 = "stablehlo.xor"(%43, %45) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %47 = "stablehlo.constant"() {value = dense<10723151780598845931> : tensor<1xui64>} : () -> tensor<1xui64>
    %48 = "stablehlo.multiply"(%46, %47) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %49 = "stablehlo.constant"() {value = dense<31> : tensor<1xui64>} : () -> tensor<1xui64>
    %50 = "stablehlo.shift_right_logical"(%48, %49) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %51 = "stablehlo.xor"(%48, %50) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %52 = "stablehlo.concatenate"(%33, %51) {dimension = 0 : i64} : (tensor<1xui64>, tensor<1xui64>) -> tensor<2xui64>
    %53:2 = "stablehlo.rng_bit_generator"(%52) {rng_algorithm = #stablehlo<rng_algorithm DEFAULT>} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x3xui32>)
    %54 = "stablehlo.constant"() {value = dense<8> : tensor<2x3xui32>} : () -> tensor<2x3xui32>
    %55 = "stablehlo.shift_right_logical"(%53#1, %54) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
    %56 = "stablehlo.convert"(%55) : (tensor<2x3xui32>) -> tensor<2x3xf32>
    %57 = "stablehlo.constant"() {value = dense<0x3F000000> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
    %58 = "stablehlo.add"(%56, %57) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %59 = "stablehlo.constant"() {value = dense<0x33800000> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
    %60 = "stablehlo.multiply"(%58, %59) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %61 = "stablehlo.log"(%60) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %62 = "stablehlo.negate"(%61) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %63 = "stablehlo.log"(%62) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %64 = "stablehlo.negate"(%63) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %65 = "stablehlo.add"(%0, %64) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %66 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3xi64>
    %67:2 = "stablehlo.sort"(%65, %66) ({
      ^bb0(%68: tensor<f32>, %69: tensor<f32>, %70: tensor<i64>, %71: tensor<i64>):
        %72 = "stablehlo.compare"(%68, %69) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        "stablehlo.return"(%72) : (tensor<i1>) -> ()
    }) {dimension = 1 : i64, is_stable = true} : (tensor<2x3xf32>, tensor<2x3xi64>) -> (tensor<2x3xf32>, tensor<2x3xi64>)
    %73 = "stablehlo.slice"(%67#1) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 2>, strides = array<i64: 1, 1>} : (tensor<2x3xi64>) -> tensor<2x2xi64>
    "func.return"(%73) : (tensor<2x2xi64>) -> ()
  }
}
