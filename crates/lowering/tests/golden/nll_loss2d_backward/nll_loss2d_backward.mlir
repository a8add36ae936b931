module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<f32>, %arg1: tensor<2x5x3x3xf32>, %arg2: tensor<2x3x3xi64>, %arg3: tensor<f32>) -> (tensor<2x5x3x3xf32>) {
    %0 = "stablehlo.reshape"(%arg2) : (tensor<2x3x3xi64>) -> tensor<2x1x3x3xi64>
    %1 = "stablehlo.reshape"(%0) : (tensor<2x1x3x3xi64>) -> tensor<2x3x3xi64>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64: 0, 2, 3>} : (tensor<2x3x3xi64>) -> tensor<2x5x3x3xi64>
    %3 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x5x3x3xi64>
    %4 = "stablehlo.compare"(%3, %2) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x5x3x3xi64>, tensor<2x5x3x3xi64>) -> tensor<2x5x3x3xi1>
    %5 = "stablehlo.constant"() {value = dense<-100> : tensor<2x3x3xi64>} : () -> tensor<2x3x3xi64>
    %6 = "stablehlo.compare"(%arg2, %5) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %7 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %8 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %9 = "stablehlo.select"(%6, %7, %8) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %10 = "stablehlo.broadcast_in_dim"(%arg0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3x3xf32>
    %11 = "stablehlo.broadcast_in_dim"(%arg3) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3x3xf32>
    %12 = "stablehlo.divide"(%10, %11) : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %13 = "stablehlo.multiply"(%12, %9) : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %14 = "stablehlo.negate"(%13) : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %15 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %16 = "stablehlo.select"(%6, %14, %15) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %17 = "stablehlo.reshape"(%16) : (tensor<2x3x3xf32>) -> tensor<2x1x3x3xf32>
    %18 = "stablehlo.reshape"(%17) : (tensor<2x1x3x3xf32>) -> tensor<2x3x3xf32>
    %19 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64: 0, 2, 3>} : (tensor<2x3x3xf32>) -> tensor<2x5x3x3xf32>
    %20 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x5x3x3xf32>} : () -> tensor<2x5x3x3xf32>
    %21 = "stablehlo.select"(%4, %19, %20) : (tensor<2x5x3x3xi1>, tensor<2x5x3x3xf32>, tensor<2x5x3x3xf32>) -> tensor<2x5x3x3xf32>
    "func.return"(%21) : (tensor<2x5x3x3xf32>) -> ()
  }
}
