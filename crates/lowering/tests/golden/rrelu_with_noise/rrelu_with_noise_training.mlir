module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<2xui64>) -> (tensor<4xf32>, tensor<4xf32>) {
    %0 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %1 = "stablehlo.broadcast_in_dim"(%arg3) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %2 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %3 = "stablehlo.slice"(%arg4) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xui64>) -> tensor<1xui64>
    %4 = "stablehlo.slice"(%arg4) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xui64>) -> tensor<1xui64>
    %5 = "stablehlo.constant"() {value = dense<11400714819323198485> : tensor<1xui64>} : () -> tensor<1xui64>
    %6 = "stablehlo.add"(%4, %5) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %7 = "stablehlo.constant"() {value = dense<30> : tensor<1xui64>} : () -> tensor<1xui64>
    %8 = "stablehlo.shift_right_logical"(%6, %7) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %9 = "stablehlo.xor"(%6, %8) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %10 = "stablehlo.constant"() {value = dense<13787848793156543929> : tensor<1xui64>} : () -> tensor<1xui64>
    %11 = "stablehlo.multiply"(%9, %10) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %12 = "stablehlo.constant"() {value = dense<27> : tensor<1xui64>} : () -> tensor<1xui64>
    %13 = "stablehlo.shift_right_logical"(%11, %12) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %14 = "stablehlo.xor"(%11, %13) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %15 = "stablehlo.constant"() {value = dense<10723151780598845931> : tensor<1xui64>} : () -> tensor<1xui64>
    %16 = "stablehlo.multiply"(%14, %15) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %17 = "stablehlo.constant"() {value = dense<31> : tensor<1xui64>} : () -> tensor<1xui64>
    %18 = "stablehlo.shift_right_logical"(%16, %17) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %19 = "stablehlo.xor"(%16, %18) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %20 = "stablehlo.xor"(%3, %19) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %21 = "stablehlo.constant"() {value = dense<11400714819323198485> : tensor<1xui64>} : () -> tensor<1xui64>
    %22 = "stablehlo.add"(%20, %21) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %23 = "stablehlo.constant"() {value = dense<30> : tensor<1xui64>} : () -> tensor<1xui64>
    %24 = "stablehlo.shift_right_logical"(%22, %23) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %25 = "stablehlo.xor"(%22, %24) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %26 = "stablehlo.constant"() {value = dense<13787848793156543929> : tensor<1xui64>} : () -> tensor<1xui64>
    %27 = "stablehlo.multiply"(%25, %26) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %28 = "stablehlo.constant"() {value = dense<27> : tensor<1xui64>} : () -> tensor<1xui64>
    %29 = "stablehlo.shift_right_logical"(%27, %28) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %30 = "stablehlo.xor"(%27, %29) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %31 = "stablehlo.constant"() {value = dense<10723151780598845931> : tensor<1xui64>} : () -> tensor<1xui64>
    %32 = "stablehlo.multiply"(%30, %31) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %33 = "stablehlo.constant"() {value = dense<31> : tensor<1xui64>} : () -> tensor<1xui64>
    %34 = "stablehlo.shift_right_logical"(%32, %33) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %35 = "stablehlo.xor"(%32, %34) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %36 = "stablehlo.constant"() {value = dense<15111065706836454659> : tensor<1xui64>} : () -> tensor<1xui64>
    %37 = "stablehlo.add"(%35, %4) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %38 = "stablehlo.xor"(%37, %36) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %39 = "stablehlo.constant"() {value = dense<11400714819323198485> : tensor<1xui64>} : () -> tensor<1xui64>
    %40 = "stablehlo.add"(%38, %39) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %41 = "stablehlo.constant"() {value = dense<30> : tensor<1xui64>} : () -> tensor<1xui64>
    %42 = "stablehlo.shift_right_logical"(%40, %41) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %43 = "stablehlo.xor"(%40, %42) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %44 = "stablehlo.constant"() {value = dense<13787848793156543929> : tensor<1xui64>} : () -> tensor<1xui64>
    %45 = "stablehlo.multiply"(%43, %44) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %46 = "stablehlo.constant"() {value = dense<27> : tensor<1xui64>} : () -> tensor<1xui64>
    %47 = "stablehlo.shift_right_logical"(%45, %46) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %48 = "stablehlo.xor"(%45, %47) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %49 = "stablehlo.constant"() {value = dense<10723151780598845931> : tensor<1xui64>} : () -> tensor<1xui64>
    %50 = "stablehlo.multiply"(%48, %49) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %51 = "stablehlo.constant"() {value = dense<31> : tensor<1xui64>} : () -> tensor<1xui64>
    %52 = "stablehlo.shift_right_logical"(%50, %51) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %53 = "stablehlo.xor"(%50, %52) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %54 = "stablehlo.concatenate"(%35, %53) {dimension = 0 : i64} : (tensor<1xui64>, tensor<1xui64>) -> tensor<2xui64>
    %55:2 = "stablehlo.rng_bit_generator"(%54) {rng_algorithm = #stablehlo<rng_algorithm DEFAULT>} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)
    %56 = "stablehlo.constant"() {value = dense<8> : tensor<4xui32>} : () -> tensor<4xui32>
    %57 = "stablehlo.shift_right_logical"(%55#1, %56) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %58 = "stablehlo.convert"(%57) : (tensor<4xui32>) -> tensor<4xf32>
    %59 = "stablehlo.constant"() {value = dense<0x33800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %60 = "stablehlo.multiply"(%58, %59) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %61 = "stablehlo.subtract"(%1, %0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %62 = "stablehlo.multiply"(%60, %61) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %63 = "stablehlo.add"(%62, %0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %64 = "stablehlo.compare"(%arg0, %2) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %65 = "stablehlo.multiply"(%arg0, %63) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %66 = "stablehlo.select"(%64, %65, %arg0) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %67 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %68 = "stablehlo.select"(%64, %63, %67) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%68, %66) : (tensor<4xf32>, tensor<4xf32>) -> ()
  }
}
