module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x2x4x8xf32>, %arg1: tensor<1x2x4x8xf32>, %arg2: tensor<1x2x6x8xf32>, %arg3: tensor<1x2x6x8xf32>, %arg4: tensor<4x6xf32>, %arg5: tensor<1x2x4x8xf32>, %arg6: tensor<1x2x4xf32>) -> (tensor<1x2x4x8xf32>, tensor<1x2x6x8xf32>, tensor<1x2x6x8xf32>, tensor<4x6xf32>) {
    %0 = "stablehlo.dot_general"(%arg1, %arg2) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<1x2x4x8xf32>, tensor<1x2x6x8xf32>) -> tensor<1x2x4x6xf32>
    %1 = "stablehlo.constant"() {value = dense<0x3F000000> : tensor<1x2x4x6xf32>} : () -> tensor<1x2x4x6xf32>
    %2 = "stablehlo.multiply"(%0, %1) : (tensor<1x2x4x6xf32>, tensor<1x2x4x6xf32>) -> tensor<1x2x4x6xf32>
    %3 = "stablehlo.broadcast_in_dim"(%arg4) {broadcast_dimensions = array<i64: 2, 3>} : (tensor<4x6xf32>) -> tensor<1x2x4x6xf32>
    %4 = "stablehlo.add"(%2, %3) : (tensor<1x2x4x6xf32>, tensor<1x2x4x6xf32>) -> tensor<1x2x4x6xf32>
    %5 = "stablehlo.constant"() {value = dense<0xFF7FFFFF> : tensor<1x2x4xf32>} : () -> tensor<1x2x4xf32>
    %6 = "stablehlo.maximum"(%arg6, %5) : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x4xf32>) -> tensor<1x2x4x6xf32>
    %8 = "stablehlo.subtract"(%4, %7) : (tensor<1x2x4x6xf32>, tensor<1x2x4x6xf32>) -> tensor<1x2x4x6xf32>
    %9 = "stablehlo.exponential"(%8) : (tensor<1x2x4x6xf32>) -> tensor<1x2x4x6xf32>
    %10 = "stablehlo.dot_general"(%9, %arg0) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x2x4x6xf32>, tensor<1x2x4x8xf32>) -> tensor<1x2x6x8xf32>
    %11 = "stablehlo.dot_general"(%arg0, %arg3) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<1x2x4x8xf32>, tensor<1x2x6x8xf32>) -> tensor<1x2x4x6xf32>
    %12 = "stablehlo.multiply"(%arg0, %arg5) : (tensor<1x2x4x8xf32>, tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xf32>
    %13 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %14 = "stablehlo.reduce"(%12, %13) ({
      ^bb0(%15: tensor<f32>, %16: tensor<f32>):
        %17 = "stablehlo.add"(%15, %16) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%17) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x8xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %18 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x4xf32>) -> tensor<1x2x4x6xf32>
    %19 = "stablehlo.subtract"(%11, %18) : (tensor<1x2x4x6xf32>, tensor<1x2x4x6xf32>) -> tensor<1x2x4x6xf32>
    %20 = "stablehlo.multiply"(%9, %19) : (tensor<1x2x4x6xf32>, tensor<1x2x4x6xf32>) -> tensor<1x2x4x6xf32>
    %21 = "stablehlo.constant"() {value = dense<0x3F000000> : tensor<1x2x4x6xf32>} : () -> tensor<1x2x4x6xf32>
    %22 = "stablehlo.multiply"(%20, %21) : (tensor<1x2x4x6xf32>, tensor<1x2x4x6xf32>) -> tensor<1x2x4x6xf32>
    %23 = "stablehlo.dot_general"(%22, %arg2) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x4x6xf32>, tensor<1x2x6x8xf32>) -> tensor<1x2x4x8xf32>
    %24 = "stablehlo.dot_general"(%22, %arg1) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x2x4x6xf32>, tensor<1x2x4x8xf32>) -> tensor<1x2x6x8xf32>
    %25 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %26 = "stablehlo.reduce"(%20, %25) ({
      ^bb0(%27: tensor<f32>, %28: tensor<f32>):
        %29 = "stablehlo.add"(%27, %28) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%29) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<1x2x4x6xf32>, tensor<f32>) -> tensor<4x6xf32>
    "func.return"(%23, %24, %10, %26) : (tensor<1x2x4x8xf32>, tensor<1x2x6x8xf32>, tensor<1x2x6x8xf32>, tensor<4x6xf32>) -> ()
  }
}
