module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4xbf16>) -> (tensor<2x4xbf16>) {
    %0 = "stablehlo.convert"(%arg0) : (tensor<2x4xbf16>) -> tensor<2x4xf32>
    %1 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.reduce"(%0, %1) ({
      ^bb0(%3: tensor<f32>, %4: tensor<f32>):
        %5 = "stablehlo.maximum"(%3, %4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%5) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<2xf32>
    %6 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x4xf32>
    %7 = "stablehlo.subtract"(%0, %6) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %8 = "stablehlo.exponential"(%7) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %9 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %10 = "stablehlo.reduce"(%8, %9) ({
      ^bb0(%11: tensor<f32>, %12: tensor<f32>):
        %13 = "stablehlo.add"(%11, %12) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%13) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<2xf32>
    %14 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x4xf32>
    %15 = "stablehlo.divide"(%8, %14) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %16 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<2x4xf32>} : () -> tensor<2x4xf32>
    %17 = "stablehlo.compare"(%0, %16) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %18 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %19 = "stablehlo.reduce"(%17, %18) ({
      ^bb0(%20: tensor<i1>, %21: tensor<i1>):
        %22 = "stablehlo.or"(%20, %21) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%22) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4xi1>, tensor<i1>) -> tensor<2xi1>
    %23 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi1>) -> tensor<2x4xi1>
    %24 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x4xf32>} : () -> tensor<2x4xf32>
    %25 = "stablehlo.select"(%23, %15, %24) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %26 = "stablehlo.convert"(%25) : (tensor<2x4xf32>) -> tensor<2x4xbf16>
    "func.return"(%26) : (tensor<2x4xbf16>) -> ()
  }
}
