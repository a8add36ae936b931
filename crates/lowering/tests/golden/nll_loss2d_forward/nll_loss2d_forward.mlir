module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x5x3x3xf32>, %arg1: tensor<2x3x3xi64>) -> (tensor<f32>, tensor<f32>) {
    %0 = "stablehlo.reshape"(%arg1) : (tensor<2x3x3xi64>) -> tensor<2x1x3x3xi64>
    %1 = "stablehlo.reshape"(%0) : (tensor<2x1x3x3xi64>) -> tensor<2x3x3xi64>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64: 0, 2, 3>} : (tensor<2x3x3xi64>) -> tensor<2x5x3x3xi64>
    %3 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x5x3x3xi64>
    %4 = "stablehlo.compare"(%3, %2) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x5x3x3xi64>, tensor<2x5x3x3xi64>) -> tensor<2x5x3x3xi1>
    %5 = "stablehlo.constant"() {value = dense<-100> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %6 = "stablehlo.compare"(%arg1, %5) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %7 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %8 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %9 = "stablehlo.select"(%6, %7, %8) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %10 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x5x3x3xf32>} : () -> tensor<2x5x3x3xf32>
    %11 = "stablehlo.select"(%4, %arg0, %10) : (tensor<2x5x3x3xi1>, tensor<2x5x3x3xf32>, tensor<2x5x3x3xf32>) -> tensor<2x5x3x3xf32>
    %12 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %13 = "stablehlo.reduce"(%11, %12) ({
      ^bb0(%14: tensor<f32>, %15: tensor<f32>):
        %16 = "stablehlo.add"(%14, %15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%16) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x5x3x3xf32>, tensor<f32>) -> tensor<2x3x3xf32>
    %17 = "stablehlo.multiply"(%13, %9) : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %18 = "stablehlo.negate"(%17) : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %19 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %20 = "stablehlo.select"(%6, %18, %19) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %21 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %22 = "stablehlo.reduce"(%9, %21) ({
      ^bb0(%23: tensor<f32>, %24: tensor<f32>):
        %25 = "stablehlo.add"(%23, %24) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%25) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x3x3xf32>, tensor<f32>) -> tensor<f32>
    %26 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %27 = "stablehlo.reduce"(%20, %26) ({
      ^bb0(%28: tensor<f32>, %29: tensor<f32>):
        %30 = "stablehlo.add"(%28, %29) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%30) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x3x3xf32>, tensor<f32>) -> tensor<f32>
    %31 = "stablehlo.divide"(%27, %22) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%31, %22) : (tensor<f32>, tensor<f32>) -> ()
  }
}
