module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<2xui64>) -> (tensor<4xf32>, tensor<4xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0x3F400000> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.constant"() {value = dense<0x3F400000> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %3 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %4 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %5 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xui64>) -> tensor<1xui64>
    %6 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xui64>) -> tensor<1xui64>
    %7 = "stablehlo.constant"() {value = dense<11400714819323198485> : tensor<1xui64>} : () -> tensor<1xui64>
    %8 = "stablehlo.add"(%6, %7) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %9 = "stablehlo.constant"() {value = dense<30> : tensor<1xui64>} : () -> tensor<1xui64>
    %10 = "stablehlo.shift_right_logical"(%8, %9) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %11 = "stablehlo.xor"(%8, %10) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %12 = "stablehlo.constant"() {value = dense<13787848793156543929> : tensor<1xui64>} : () -> tensor<1xui64>
    %13 = "stablehlo.multiply"(%11, %12) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %14 = "stablehlo.constant"() {value = dense<27> : tensor<1xui64>} : () -> tensor<1xui64>
    %15 = "stablehlo.shift_right_logical"(%13, %14) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %16 = "stablehlo.xor"(%13, %15) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %17 = "stablehlo.constant"() {value = dense<10723151780598845931> : tensor<1xui64>} : () -> tensor<1xui64>
    %18 = "stablehlo.multiply"(%16, %17) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %19 = "stablehlo.constant"() {value = dense<31> : tensor<1xui64>} : () -> tensor<1xui64>
    %20 = "stablehlo.shift_right_logical"(%18, %19) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %21 = "stablehlo.xor"(%18, %20) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %22 = "stablehlo.xor"(%5, %21) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %23 = "stablehlo.constant"() {value = dense<11400714819323198485> : tensor<1xui64>} : () -> tensor<1xui64>
    %24 = "stablehlo.add"(%22, %23) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %25 = "stablehlo.constant"() {value = dense<30> : tensor<1xui64>} : () -> tensor<1xui64>
    %26 = "stablehlo.shift_right_logical"(%24, %25) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %27 = "stablehlo.xor"(%24, %26) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %28 = "stablehlo.constant"() {value = dense<13787848793156543929> : tensor<1xui64>} : () -> tensor<1xui64>
    %29 = "stablehlo.multiply"(%27, %28) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %30 = "stablehlo.constant"() {value = dense<27> : tensor<1xui64>} : () -> tensor<1xui64>
    %31 = "stablehlo.shift_right_logical"(%29, %30) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %32 = "stablehlo.xor"(%29, %31) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %33 = "stablehlo.constant"() {value = dense<10723151780598845931> : tensor<1xui64>} : () -> tensor<1xui64>
    %34 = "stablehlo.multiply"(%32, %33) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %35 = "stablehlo.constant"() {value = dense<31> : tensor<1xui64>} : () -> tensor<1xui64>
    %36 = "stablehlo.shift_right_logical"(%34, %35) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %37 = "stablehlo.xor"(%34, %36) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %38 = "stablehlo.constant"() {value = dense<15111065706836454659> : tensor<1xui64>} : () -> tensor<1xui64>
    %39 = "stablehlo.add"(%37, %6) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %40 = "stablehlo.xor"(%39, %38) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %41 = "stablehlo.constant"() {value = dense<11400714819323198485> : tensor<1xui64>} : () -> tensor<1xui64>
    %42 = "stablehlo.add"(%40, %41) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %43 = "stablehlo.constant"() {value = dense<30> : tensor<1xui64>} : () -> tensor<1xui64>
    %44 = "stablehlo.shift_right_logical"(%42, %43) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %45 = "stablehlo.xor"(%42, %44) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %46 = "stablehlo.constant"() {value = dense<13787848793156543929> : tensor<1xui64>} : () -> tensor<1xui64>
    %47 = "stablehlo.multiply"(%45, %46) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %48 = "stablehlo.constant"() {value = dense<27> : tensor<1xui64>} : () -> tensor<1xui64>
    %49 = "stablehlo.shift_right_logical"(%47, %48) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %50 = "stablehlo.xor"(%47, %49) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %51 = "stablehlo.constant"() {value = dense<10723151780598845931> : tensor<1xui64>} : () -> tensor<1xui64>
    %52 = "stablehlo.multiply"(%50, %51) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %53 = "stablehlo.constant"() {value = dense<31> : tensor<1xui64>} : () -> tensor<1xui64>
    %54 = "stablehlo.shift_right_logical"(%52, %53) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %55 = "stablehlo.xor"(%52, %54) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %56 = "stablehlo.concatenate"(%37, %55) {dimension = 0 : i64} : (tensor<1xui64>, tensor<1xui64>) -> tensor<2xui64>
    %57:2 = "stablehlo.rng_bit_generator"(%56) {rng_algorithm = #stablehlo<rng_algorithm DEFAULT>} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)
    %58 = "stablehlo.constant"() {value = dense<8> : tensor<4xui32>} : () -> tensor<4xui32>
    %59 = "stablehlo.shift_right_logical"(%57#1, %58) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %60 = "stablehlo.convert"(%59) : (tensor<4xui32>) -> tensor<4xf32>
    %61 = "stablehlo.constant"() {value = dense<0x33800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %62 = "stablehlo.multiply"(%60, %61) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %63 = "stablehlo.subtract"(%3, %2) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %64 = "stablehlo.multiply"(%62, %63) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %65 = "stablehlo.add"(%64, %2) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %66 = "stablehlo.compare"(%arg0, %4) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %67 = "stablehlo.multiply"(%arg0, %65) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %68 = "stablehlo.select"(%66, %67, %arg0) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %69 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %70 = "stablehlo.select"(%66, %65, %69) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%68, %70) : (tensor<4xf32>, tensor<4xf32>) -> ()
  }
}
