module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x5xf32>, %arg1: tensor<3xi64>) -> (tensor<f32>) {
    %0 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %2 = "stablehlo.reshape"(%arg0) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %3 = "stablehlo.reshape"(%arg1) : (tensor<3xi64>) -> tensor<3xi64>
    %4 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<3x5xi64>
    %5 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi64>) -> tensor<3x5xi64>
    %6 = "stablehlo.compare"(%4, %5) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x5xi64>, tensor<3x5xi64>) -> tensor<3x5xi1>
    %7 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<3x5xf32>} : () -> tensor<3x5xf32>
    %8 = "stablehlo.select"(%6, %2, %7) : (tensor<3x5xi1>, tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %9 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %10 = "stablehlo.reduce"(%8, %9) ({
      ^bb0(%11: tensor<f32>, %12: tensor<f32>):
        %13 = "stablehlo.add"(%11, %12) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%13) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
    %14 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3x5xf32>
    %15 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<3x5xf32>} : () -> tensor<3x5xf32>
    %16 = "stablehlo.subtract"(%15, %14) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %17 = "stablehlo.add"(%16, %2) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %18 = "stablehlo.compare"(%17, %7) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xi1>
    %19 = "stablehlo.not"(%6) : (tensor<3x5xi1>) -> tensor<3x5xi1>
    %20 = "stablehlo.and"(%18, %19) : (tensor<3x5xi1>, tensor<3x5xi1>) -> tensor<3x5xi1>
    %21 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<3x5xf32>} : () -> tensor<3x5xf32>
    %22 = "stablehlo.multiply"(%17, %21) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %23 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<3x5xf32>} : () -> tensor<3x5xf32>
    %24 = "stablehlo.select"(%20, %22, %23) : (tensor<3x5xi1>, tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %25 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %26 = "stablehlo.reduce"(%24, %25) ({
      ^bb0(%27: tensor<f32>, %28: tensor<f32>):
        %29 = "stablehlo.add"(%27, %28) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%29) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
    %30 = "stablehlo.constant"() {value = dense<0x40A00000> : tensor<3xf32>} : () -> tensor<3xf32>
    %31 = "stablehlo.divide"(%26, %30) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %32 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %33 = "stablehlo.reduce"(%31, %32) ({
      ^bb0(%34: tensor<f32>, %35: tensor<f32>):
        %36 = "stablehlo.add"(%34, %35) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%36) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %37 = "stablehlo.constant"() {value = dense<0x40400000> : tensor<f32>} : () -> tensor<f32>
    %38 = "stablehlo.divide"(%33, %37) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%38) : (tensor<f32>) -> ()
  }
}
