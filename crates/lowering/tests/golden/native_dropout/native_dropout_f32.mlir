module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<2xui64>) -> (tensor<4xf32>, tensor<4xi1>) {
    %0 = "stablehlo.slice"(%arg1) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xui64>) -> tensor<1xui64>
    %1 = "stablehlo.slice"(%arg1) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xui64>) -> tensor<1xui64>
    %2 = "stablehlo.constant"() {value = dense<11400714819323198485> : tensor<1xui64>} : () -> tensor<1xui64>
    %3 = "stablehlo.add"(%1, %2) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %4 = "stablehlo.constant"() {value = dense<30> : tensor<1xui64>} : () -> tensor<1xui64>
    %5 = "stablehlo.shift_right_logical"(%3, %4) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %6 = "stablehlo.xor"(%3, %5) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %7 = "stablehlo.constant"() {value = dense<13787848793156543929> : tensor<1xui64>} : () -> tensor<1xui64>
    %8 = "stablehlo.multiply"(%6, %7) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %9 = "stablehlo.constant"() {value = dense<27> : tensor<1xui64>} : () -> tensor<1xui64>
    %10 = "stablehlo.shift_right_logical"(%8, %9) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %11 = "stablehlo.xor"(%8, %10) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %12 = "stablehlo.constant"() {value = dense<10723151780598845931> : tensor<1xui64>} : () -> tensor<1xui64>
    %13 = "stablehlo.multiply"(%11, %12) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %14 = "stablehlo.constant"() {value = dense<31> : tensor<1xui64>} : () -> tensor<1xui64>
    %15 = "stablehlo.shift_right_logical"(%13, %14) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %16 = "stablehlo.xor"(%13, %15) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %17 = "stablehlo.xor"(%0, %16) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %18 = "stablehlo.constant"() {value = dense<11400714819323198485> : tensor<1xui64>} : () -> tensor<1xui64>
    %19 = "stablehlo.add"(%17, %18) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %20 = "stablehlo.constant"() {value = dense<30> : tensor<1xui64>} : () -> tensor<1xui64>
    %21 = "stablehlo.shift_right_logical"(%19, %20) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %22 = "stablehlo.xor"(%19, %21) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %23 = "stablehlo.constant"() {value = dense<13787848793156543929> : tensor<1xui64>} : () -> tensor<1xui64>
    %24 = "stablehlo.multiply"(%22, %23) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %25 = "stablehlo.constant"() {value = dense<27> : tensor<1xui64>} : () -> tensor<1xui64>
    %26 = "stablehlo.shift_right_logical"(%24, %25) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %27 = "stablehlo.xor"(%24, %26) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %28 = "stablehlo.constant"() {value = dense<10723151780598845931> : tensor<1xui64>} : () -> tensor<1xui64>
    %29 = "stablehlo.multiply"(%27, %28) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %30 = "stablehlo.constant"() {value = dense<31> : tensor<1xui64>} : () -> tensor<1xui64>
    %31 = "stablehlo.shift_right_logical"(%29, %30) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %32 = "stablehlo.xor"(%29, %31) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %33 = "stablehlo.constant"() {value = dense<15111065706836454659> : tensor<1xui64>} : () -> tensor<1xui64>
    %34 = "stablehlo.add"(%32, %1) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %35 = "stablehlo.xor"(%34, %33) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %36 = "stablehlo.constant"() {value = dense<11400714819323198485> : tensor<1xui64>} : () -> tensor<1xui64>
    %37 = "stablehlo.add"(%35, %36) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %38 = "stablehlo.constant"() {value = dense<30> : tensor<1xui64>} : () -> tensor<1xui64>
    %39 = "stablehlo.shift_right_logical"(%37, %38) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %40 = "stablehlo.xor"(%37, %39) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %41 = "stablehlo.constant"() {value = dense<13787848793156543929> : tensor<1xui64>} : () -> tensor<1xui64>
    %42 = "stablehlo.multiply"(%40, %41) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %43 = "stablehlo.constant"() {value = dense<27> : tensor<1xui64>} : () -> tensor<1xui64>
    %44 = "stablehlo.shift_right_logical"(%42, %43) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %45 = "stablehlo.xor"(%42, %44) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %46 = "stablehlo.constant"() {value = dense<10723151780598845931> : tensor<1xui64>} : () -> tensor<1xui64>
    %47 = "stablehlo.multiply"(%45, %46) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %48 = "stablehlo.constant"() {value = dense<31> : tensor<1xui64>} : () -> tensor<1xui64>
    %49 = "stablehlo.shift_right_logical"(%47, %48) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %50 = "stablehlo.xor"(%47, %49) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %51 = "stablehlo.concatenate"(%32, %50) {dimension = 0 : i64} : (tensor<1xui64>, tensor<1xui64>) -> tensor<2xui64>
    %52:2 = "stablehlo.rng_bit_generator"(%51) {rng_algorithm = #stablehlo<rng_algorithm DEFAULT>} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)
    %53 = "stablehlo.constant"() {value = dense<8> : tensor<4xui32>} : () -> tensor<4xui32>
    %54 = "stablehlo.shift_right_logical"(%52#1, %53) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %55 = "stablehlo.convert"(%54) : (tensor<4xui32>) -> tensor<4xf32>
    %56 = "stablehlo.constant"() {value = dense<0x33800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %57 = "stablehlo.multiply"(%55, %56) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %58 = "stablehlo.constant"() {value = dense<0x3F400000> : tensor<4xf32>} : () -> tensor<4xf32>
    %59 = "stablehlo.compare"(%57, %58) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %60 = "stablehlo.constant"() {value = dense<0x3FAAAAAB> : tensor<4xf32>} : () -> tensor<4xf32>
    %61 = "stablehlo.multiply"(%arg0, %60) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %62 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %63 = "stablehlo.select"(%59, %61, %62) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%63, %59) : (tensor<4xf32>, tensor<4xi1>) -> ()
  }
}
