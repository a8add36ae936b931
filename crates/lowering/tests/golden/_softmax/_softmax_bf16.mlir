module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x5xbf16>) -> (tensor<2x5xbf16>) {
    %0 = "stablehlo.convert"(%arg0) : (tensor<2x5xbf16>) -> tensor<2x5xf32>
    %1 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.reduce"(%0, %1) ({
      ^bb0(%3: tensor<f32>, %4: tensor<f32>):
        %5 = "stablehlo.maximum"(%3, %4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        %6 = "stablehlo.compare"(%3, %3) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %7 = "stablehlo.select"(%6, %3, %5) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        %8 = "stablehlo.compare"(%4, %4) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %9 = "stablehlo.select"(%8, %4, %7) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%9) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x5xf32>, tensor<f32>) -> tensor<2xf32>
    %10 = "stablehlo.reshape"(%2) : (tensor<2xf32>) -> tensor<2x1xf32>
    %11 = "stablehlo.reshape"(%10) : (tensor<2x1xf32>) -> tensor<2xf32>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x5xf32>
    %13 = "stablehlo.subtract"(%0, %12) : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    %14 = "stablehlo.exponential"(%13) : (tensor<2x5xf32>) -> tensor<2x5xf32>
    %15 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %16 = "stablehlo.reduce"(%14, %15) ({
      ^bb0(%17: tensor<f32>, %18: tensor<f32>):
        %19 = "stablehlo.add"(%17, %18) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%19) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x5xf32>, tensor<f32>) -> tensor<2xf32>
    %20 = "stablehlo.reshape"(%16) : (tensor<2xf32>) -> tensor<2x1xf32>
    %21 = "stablehlo.reshape"(%20) : (tensor<2x1xf32>) -> tensor<2xf32>
    %22 = "stablehlo.broadcast_in_dim"(%21) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x5xf32>
    %23 = "stablehlo.divide"(%14, %22) : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    %24 = "stablehlo.convert"(%23) : (tensor<2x5xf32>) -> tensor<2x5xbf16>
    "func.return"(%24) : (tensor<2x5xbf16>) -> ()
  }
}
