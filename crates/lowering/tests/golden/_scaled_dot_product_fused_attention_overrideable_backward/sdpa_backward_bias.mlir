module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x2x4x8xf32>, %arg1: tensor<1x2x4x8xf32>, %arg2: tensor<1x2x6x8xf32>, %arg3: tensor<1x2x6x8xf32>, %arg4: tensor<4x6xf32>, %arg5: tensor<1x2x4x8xf32>, %arg6: tensor<1x2x4xf32>) -> (tensor<1x2x4x8xf32>, tensor<1x2x6x8xf32>, tensor<1x2x6x8xf32>, tensor<4x6xf32>) {
    %0 = "stablehlo.dot_general"(%arg1, %arg2) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<1x2x4x8xf32>, tensor<1x2x6x8xf32>) -> tensor<1x2x4x6xf32>
    %1 = "stablehlo.constant"() {value = dense<0x3F000000> : tensor<1x2x4x6xf32>} : () -> tensor<1x2x4x6xf32>
    %2 = "stablehlo.multiply"(%0, %1) : (tensor<1x2x4x6xf32>, tensor<1x2x4x6xf32>) -> tensor<1x2x4x6xf32>
    %3 = "stablehlo.broadcast_in_dim"(%arg4) {broadcast_dimensions = array<i64: 2, 3>} : (tensor<4x6xf32>) -> tensor<1x2x4x6xf32>
    %4 = "stablehlo.add"(%2, %3) : (tensor<1x2x4x6xf32>, tensor<1x2x4x6xf32>) -> tensor<1x2x4x6xf32>
    %5 = "stablehlo.reshape"(%arg6) : (tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %6 = "stablehlo.constant"() {value = dense<0xFF7FFFFF> : tensor<1x2x4xf32>} : () -> tensor<1x2x4xf32>
    %7 = "stablehlo.maximum"(%5, %6) : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x4xf32>) -> tensor<1x2x4x6xf32>
    %9 = "stablehlo.subtract"(%4, %8) : (tensor<1x2x4x6xf32>, tensor<1x2x4x6xf32>) -> tensor<1x2x4x6xf32>
    %10 = "stablehlo.exponential"(%9) : (tensor<1x2x4x6xf32>) -> tensor<1x2x4x6xf32>
    %11 = "stablehlo.dot_general"(%10, %arg0) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x2x4x6xf32>, tensor<1x2x4x8xf32>) -> tensor<1x2x6x8xf32>
    %12 = "stablehlo.dot_general"(%arg0, %arg3) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<1x2x4x8xf32>, tensor<1x2x6x8xf32>) -> tensor<1x2x4x6xf32>
    %13 = "stablehlo.multiply"(%arg0, %arg5) : (tensor<1x2x4x8xf32>, tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xf32>
    %14 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %15 = "stablehlo.reduce"(%13, %14) ({
      ^bb0(%16: tensor<f32>, %17: tensor<f32>):
        %18 = "stablehlo.add"(%16, %17) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%18) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x8xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %19 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x4xf32>) -> tensor<1x2x4x6xf32>
    %20 = "stablehlo.subtract"(%12, %19) : (tensor<1x2x4x6xf32>, tensor<1x2x4x6xf32>) -> tensor<1x2x4x6xf32>
    %21 = "stablehlo.multiply"(%10, %20) : (tensor<1x2x4x6xf32>, tensor<1x2x4x6xf32>) -> tensor<1x2x4x6xf32>
    %22 = "stablehlo.constant"() {value = dense<0x3F000000> : tensor<1x2x4x6xf32>} : () -> tensor<1x2x4x6xf32>
    %23 = "stablehlo.multiply"(%21, %22) : (tensor<1x2x4x6xf32>, tensor<1x2x4x6xf32>) -> tensor<1x2x4x6xf32>
    %24 = "stablehlo.dot_general"(%23, %arg2) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x4x6xf32>, tensor<1x2x6x8xf32>) -> tensor<1x2x4x8xf32>
    %25 = "stablehlo.dot_general"(%23, %arg1) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x2x4x6xf32>, tensor<1x2x4x8xf32>) -> tensor<1x2x6x8xf32>
    %26 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %27 = "stablehlo.reduce"(%21, %26) ({
      ^bb0(%28: tensor<f32>, %29: tensor<f32>):
        %30 = "stablehlo.add"(%28, %29) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%30) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<1x2x4x6xf32>, tensor<f32>) -> tensor<4x6xf32>
    %31 = "stablehlo.reshape"(%27) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%24, %25, %11, %31) : (tensor<1x2x4x8xf32>, tensor<1x2x6x8xf32>, tensor<1x2x6x8xf32>, tensor<4x6xf32>) -> ()
  }
}
