module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x5xf32>) -> (tensor<2x5xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.reduce"(%arg0, %0) ({
      ^bb0(%2: tensor<f32>, %3: tensor<f32>):
        %4 = "stablehlo.maximum"(%2, %3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        %5 = "stablehlo.compare"(%2, %2) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %6 = "stablehlo.select"(%5, %2, %4) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        %7 = "stablehlo.compare"(%3, %3) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %8 = "stablehlo.select"(%7, %3, %6) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%8) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x5xf32>, tensor<f32>) -> tensor<2xf32>
    %9 = "stablehlo.reshape"(%1) : (tensor<2xf32>) -> tensor<2x1xf32>
    %10 = "stablehlo.reshape"(%9) : (tensor<2x1xf32>) -> tensor<2xf32>
    %11 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x5xf32>
    %12 = "stablehlo.subtract"(%arg0, %11) : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    %13 = "stablehlo.exponential"(%12) : (tensor<2x5xf32>) -> tensor<2x5xf32>
    %14 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %15 = "stablehlo.reduce"(%13, %14) ({
      ^bb0(%16: tensor<f32>, %17: tensor<f32>):
        %18 = "stablehlo.add"(%16, %17) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%18) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x5xf32>, tensor<f32>) -> tensor<2xf32>
    %19 = "stablehlo.reshape"(%15) : (tensor<2xf32>) -> tensor<2x1xf32>
    %20 = "stablehlo.log"(%19) : (tensor<2x1xf32>) -> tensor<2x1xf32>
    %21 = "stablehlo.reshape"(%20) : (tensor<2x1xf32>) -> tensor<2xf32>
    %22 = "stablehlo.broadcast_in_dim"(%21) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x5xf32>
    %23 = "stablehlo.subtract"(%12, %22) : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    "func.return"(%23) : (tensor<2x5xf32>) -> ()
  }
}
