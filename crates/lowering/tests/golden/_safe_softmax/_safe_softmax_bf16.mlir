module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4xbf16>) -> (tensor<2x4xbf16>) {
    %0 = "stablehlo.convert"(%arg0) : (tensor<2x4xbf16>) -> tensor<2x4xf32>
    %1 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.reduce"(%0, %1) ({
      ^bb0(%3: tensor<f32>, %4: tensor<f32>):
        %5 = "stablehlo.maximum"(%3, %4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%5) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<2xf32>
    %6 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<2xf32>} : () -> tensor<2xf32>
    %7 = "stablehlo.compare"(%2, %6) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %8 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2xf32>} : () -> tensor<2xf32>
    %9 = "stablehlo.select"(%7, %8, %2) : (tensor<2xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x4xf32>
    %11 = "stablehlo.subtract"(%0, %10) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %12 = "stablehlo.exponential"(%11) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %13 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %14 = "stablehlo.reduce"(%12, %13) ({
      ^bb0(%15: tensor<f32>, %16: tensor<f32>):
        %17 = "stablehlo.add"(%15, %16) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%17) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<2xf32>
    %18 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x4xf32>
    %19 = "stablehlo.divide"(%12, %18) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %20 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x4xf32>} : () -> tensor<2x4xf32>
    %21 = "stablehlo.compare"(%18, %20) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %22 = "stablehlo.select"(%21, %20, %19) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %23 = "stablehlo.convert"(%22) : (tensor<2x4xf32>) -> tensor<2x4xbf16>
    "func.return"(%23) : (tensor<2x4xbf16>) -> ()
  }
}
