module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x5xf32>, %arg1: tensor<3xi64>) -> (tensor<f32>) {
    %0 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %2 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<3x5xi64>
    %3 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi64>) -> tensor<3x5xi64>
    %4 = "stablehlo.compare"(%2, %3) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x5xi64>, tensor<3x5xi64>) -> tensor<3x5xi1>
    %5 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<3x5xf32>} : () -> tensor<3x5xf32>
    %6 = "stablehlo.select"(%4, %arg0, %5) : (tensor<3x5xi1>, tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %7 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %8 = "stablehlo.reduce"(%6, %7) ({
      ^bb0(%9: tensor<f32>, %10: tensor<f32>):
        %11 = "stablehlo.add"(%9, %10) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%11) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
    %12 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3x5xf32>
    %13 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<3x5xf32>} : () -> tensor<3x5xf32>
    %14 = "stablehlo.subtract"(%13, %12) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %15 = "stablehlo.add"(%14, %arg0) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %16 = "stablehlo.compare"(%15, %5) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xi1>
    %17 = "stablehlo.not"(%4) : (tensor<3x5xi1>) -> tensor<3x5xi1>
    %18 = "stablehlo.and"(%16, %17) : (tensor<3x5xi1>, tensor<3x5xi1>) -> tensor<3x5xi1>
    %19 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<3x5xf32>} : () -> tensor<3x5xf32>
    %20 = "stablehlo.multiply"(%15, %19) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %21 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<3x5xf32>} : () -> tensor<3x5xf32>
    %22 = "stablehlo.select"(%18, %20, %21) : (tensor<3x5xi1>, tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %23 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %24 = "stablehlo.reduce"(%22, %23) ({
      ^bb0(%25: tensor<f32>, %26: tensor<f32>):
        %27 = "stablehlo.add"(%25, %26) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%27) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
    %28 = "stablehlo.constant"() {value = dense<0x40A00000> : tensor<3xf32>} : () -> tensor<3xf32>
    %29 = "stablehlo.divide"(%24, %28) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %30 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %31 = "stablehlo.reduce"(%29, %30) ({
      ^bb0(%32: tensor<f32>, %33: tensor<f32>):
        %34 = "stablehlo.add"(%32, %33) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%34) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %35 = "stablehlo.constant"() {value = dense<0x40400000> : tensor<f32>} : () -> tensor<f32>
    %36 = "stablehlo.divide"(%31, %35) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%36) : (tensor<f32>) -> ()
  }
}
