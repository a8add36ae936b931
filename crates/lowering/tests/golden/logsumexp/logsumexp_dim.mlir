module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>) -> (tensor<2xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.reduce"(%arg0, %0) ({
      ^bb0(%2: tensor<f32>, %3: tensor<f32>):
        %4 = "stablehlo.maximum"(%2, %3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        %5 = "stablehlo.compare"(%2, %2) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %6 = "stablehlo.select"(%5, %2, %4) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        %7 = "stablehlo.compare"(%3, %3) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %8 = "stablehlo.select"(%7, %3, %6) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%8) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %9 = "stablehlo.reshape"(%1) : (tensor<2xf32>) -> tensor<2x1xf32>
    %10 = "stablehlo.is_finite"(%9) : (tensor<2x1xf32>) -> tensor<2x1xi1>
    %11 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x1xf32>} : () -> tensor<2x1xf32>
    %12 = "stablehlo.select"(%10, %9, %11) : (tensor<2x1xi1>, tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
    %13 = "stablehlo.reshape"(%12) : (tensor<2x1xf32>) -> tensor<2xf32>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3xf32>
    %15 = "stablehlo.subtract"(%arg0, %14) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %16 = "stablehlo.exponential"(%15) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %17 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %18 = "stablehlo.reduce"(%16, %17) ({
      ^bb0(%19: tensor<f32>, %20: tensor<f32>):
        %21 = "stablehlo.add"(%19, %20) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%21) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %22 = "stablehlo.log"(%18) : (tensor<2xf32>) -> tensor<2xf32>
    %23 = "stablehlo.reshape"(%12) : (tensor<2x1xf32>) -> tensor<2xf32>
    %24 = "stablehlo.add"(%22, %23) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    "func.return"(%24) : (tensor<2xf32>) -> ()
  }
}
