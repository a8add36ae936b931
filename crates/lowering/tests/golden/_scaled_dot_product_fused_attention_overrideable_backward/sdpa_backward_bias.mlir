module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x2x4x8xf32>, %arg1: tensor<1x2x4x8xf32>, %arg2: tensor<1x2x6x8xf32>, %arg3: tensor<1x2x6x8xf32>, %arg4: tensor<4x6xf32>, %arg5: tensor<1x2x4x8xf32>, %arg6: tensor<1x2x4xf32>) -> (tensor<1x2x4x8xf32>, tensor<1x2x6x8xf32>, tensor<1x2x6x8xf32>, tensor<4x6xf32>) {
    %0 = "stablehlo.dot_general"(%arg1, %arg2) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<1x2x4x8xf32>, tensor<1x2x6x8xf32>) -> tensor<1x2x4x6xf32>
    %1 = "stablehlo.constant"() {value = dense<0x3F000000> : tensor<1x2x4x6xf32>} : () -> tensor<1x2x4x6xf32>
    %2 = "stablehlo.multiply"(%0, %1) : (tensor<1x2x4x6xf32>, tensor<1x2x4x6xf32>) -> tensor<1x2x4x6xf32>
    %3 = "stablehlo.broadcast_in_dim"(%arg4) {broadcast_dimensions = array<i64: 2, 3>} : (tensor<4x6xf32>) -> tensor<1x2x4x6xf32>
    %4 = "stablehlo.add"(%2, %3) : (tensor<1x2x4x6xf32>, tensor<1x2x4x6xf32>) -> tensor<1x2x4x6xf32>
    %5 = "stablehlo.reshape"(%arg6) : (tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x4xf32>) -> tensor<1x2x4x6xf32>
    %7 = "stablehlo.subtract"(%4, %6) : (tensor<1x2x4x6xf32>, tensor<1x2x4x6xf32>) -> tensor<1x2x4x6xf32>
    %8 = "stablehlo.exponential"(%7) : (tensor<1x2x4x6xf32>) -> tensor<1x2x4x6xf32>
    %9 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<1x2x4x6xf32>} : () -> tensor<1x2x4x6xf32>
    %10 = "stablehlo.compare"(%6, %9) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x4x6xf32>, tensor<1x2x4x6xf32>) -> tensor<1x2x4x6xi1>
    %11 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x4x6xf32>} : () -> tensor<1x2x4x6xf32>
    %12 = "stablehlo.select"(%10, %11, %8) : (tensor<1x2x4x6xi1>, tensor<1x2x4x6xf32>, tensor<1x2x4x6xf32>) -> tensor<1x2x4x6xf32>
    %13 = "stablehlo.dot_general"(%12, %arg0) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x2x4x6xf32>, tensor<1x2x4x8xf32>) -> tensor<1x2x6x8xf32>
    %14 = "stablehlo.dot_general"(%arg0, %arg3) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<1x2x4x8xf32>, tensor<1x2x6x8xf32>) -> tensor<1x2x4x6xf32>
    %15 = "stablehlo.multiply"(%arg0, %arg5) : (tensor<1x2x4x8xf32>, tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xf32>
    %16 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %17 = "stablehlo.reduce"(%15, %16) ({
      ^bb0(%18: tensor<f32>, %19: tensor<f32>):
        %20 = "stablehlo.add"(%18, %19) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%20) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x8xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %21 = "stablehlo.broadcast_in_dim"(%17) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x4xf32>) -> tensor<1x2x4x6xf32>
    %22 = "stablehlo.subtract"(%14, %21) : (tensor<1x2x4x6xf32>, tensor<1x2x4x6xf32>) -> tensor<1x2x4x6xf32>
    %23 = "stablehlo.multiply"(%12, %22) : (tensor<1x2x4x6xf32>, tensor<1x2x4x6xf32>) -> tensor<1x2x4x6xf32>
    %24 = "stablehlo.constant"() {value = dense<0x3F000000> : tensor<1x2x4x6xf32>} : () -> tensor<1x2x4x6xf32>
    %25 = "stablehlo.multiply"(%23, %24) : (tensor<1x2x4x6xf32>, tensor<1x2x4x6xf32>) -> tensor<1x2x4x6xf32>
    %26 = "stablehlo.dot_general"(%25, %arg2) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x4x6xf32>, tensor<1x2x6x8xf32>) -> tensor<1x2x4x8xf32>
    %27 = "stablehlo.dot_general"(%25, %arg1) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x2x4x6xf32>, tensor<1x2x4x8xf32>) -> tensor<1x2x6x8xf32>
    %28 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %29 = "stablehlo.reduce"(%23, %28) ({
      ^bb0(%30: tensor<f32>, %31: tensor<f32>):
        %32 = "stablehlo.add"(%30, %31) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%32) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<1x2x4x6xf32>, tensor<f32>) -> tensor<4x6xf32>
    %33 = "stablehlo.reshape"(%29) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%26, %27, %13, %33) : (tensor<1x2x4x8xf32>, tensor<1x2x6x8xf32>, tensor<1x2x6x8xf32>, tensor<4x6xf32>) -> ()
  }
}
