module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x2x3x8xf64>, %arg1: tensor<1x2x3x8xf64>, %arg2: tensor<1x2x5x8xf64>, %arg3: tensor<1x2x5x8xf64>, %arg4: tensor<1x2x3x8xf64>, %arg5: tensor<1x2x3xf64>, %arg6: tensor<3x5xf64>) -> (tensor<1x2x3x8xf64>, tensor<1x2x5x8xf64>, tensor<1x2x5x8xf64>) {
    %0 = "stablehlo.dot_general"(%arg1, %arg2) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<1x2x3x8xf64>, tensor<1x2x5x8xf64>) -> tensor<1x2x3x5xf64>
    %1 = "stablehlo.constant"() {value = dense<0x3FE0000000000000> : tensor<1x2x3x5xf64>} : () -> tensor<1x2x3x5xf64>
    %2 = "stablehlo.multiply"(%0, %1) : (tensor<1x2x3x5xf64>, tensor<1x2x3x5xf64>) -> tensor<1x2x3x5xf64>
    %3 = "stablehlo.broadcast_in_dim"(%arg6) {broadcast_dimensions = array<i64: 2, 3>} : (tensor<3x5xf64>) -> tensor<1x2x3x5xf64>
    %4 = "stablehlo.add"(%2, %3) : (tensor<1x2x3x5xf64>, tensor<1x2x3x5xf64>) -> tensor<1x2x3x5xf64>
    %5 = "stablehlo.constant"() {value = dense<0xFFF0000000000000> : tensor<f64>} : () -> tensor<f64>
    %6 = "stablehlo.reduce"(%4, %5) ({
      ^bb0(%7: tensor<f64>, %8: tensor<f64>):
        %9 = "stablehlo.maximum"(%7, %8) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%9) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x3x5xf64>, tensor<f64>) -> tensor<1x2x3xf64>
    %10 = "stablehlo.constant"() {value = dense<0xFFEFFFFFFFFFFFFF> : tensor<1x2x3xf64>} : () -> tensor<1x2x3xf64>
    %11 = "stablehlo.maximum"(%6, %10) : (tensor<1x2x3xf64>, tensor<1x2x3xf64>) -> tensor<1x2x3xf64>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x3xf64>) -> tensor<1x2x3x5xf64>
    %13 = "stablehlo.subtract"(%4, %12) : (tensor<1x2x3x5xf64>, tensor<1x2x3x5xf64>) -> tensor<1x2x3x5xf64>
    %14 = "stablehlo.exponential"(%13) : (tensor<1x2x3x5xf64>) -> tensor<1x2x3x5xf64>
    %15 = "stablehlo.constant"() {value = dense<0x0000000000000000> : tensor<f64>} : () -> tensor<f64>
    %16 = "stablehlo.reduce"(%14, %15) ({
      ^bb0(%17: tensor<f64>, %18: tensor<f64>):
        %19 = "stablehlo.add"(%17, %18) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%19) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x3x5xf64>, tensor<f64>) -> tensor<1x2x3xf64>
    %20 = "stablehlo.log"(%16) : (tensor<1x2x3xf64>) -> tensor<1x2x3xf64>
    %21 = "stablehlo.add"(%11, %20) : (tensor<1x2x3xf64>, tensor<1x2x3xf64>) -> tensor<1x2x3xf64>
    %22 = "stablehlo.constant"() {value = dense<0xFFEFFFFFFFFFFFFF> : tensor<1x2x3xf64>} : () -> tensor<1x2x3xf64>
    %23 = "stablehlo.maximum"(%21, %22) : (tensor<1x2x3xf64>, tensor<1x2x3xf64>) -> tensor<1x2x3xf64>
    %24 = "stablehlo.broadcast_in_dim"(%23) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x3xf64>) -> tensor<1x2x3x5xf64>
    %25 = "stablehlo.subtract"(%4, %24) : (tensor<1x2x3x5xf64>, tensor<1x2x3x5xf64>) -> tensor<1x2x3x5xf64>
    %26 = "stablehlo.exponential"(%25) : (tensor<1x2x3x5xf64>) -> tensor<1x2x3x5xf64>
    %27 = "stablehlo.dot_general"(%26, %arg0) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x2x3x5xf64>, tensor<1x2x3x8xf64>) -> tensor<1x2x5x8xf64>
    %28 = "stablehlo.dot_general"(%arg0, %arg3) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<1x2x3x8xf64>, tensor<1x2x5x8xf64>) -> tensor<1x2x3x5xf64>
    %29 = "stablehlo.multiply"(%arg0, %arg4) : (tensor<1x2x3x8xf64>, tensor<1x2x3x8xf64>) -> tensor<1x2x3x8xf64>
    %30 = "stablehlo.constant"() {value = dense<0x0000000000000000> : tensor<f64>} : () -> tensor<f64>
    %31 = "stablehlo.reduce"(%29, %30) ({
      ^bb0(%32: tensor<f64>, %33: tensor<f64>):
        %34 = "stablehlo.add"(%32, %33) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%34) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x3x8xf64>, tensor<f64>) -> tensor<1x2x3xf64>
    %35 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x3xf64>) -> tensor<1x2x3x5xf64>
    %36 = "stablehlo.subtract"(%28, %35) : (tensor<1x2x3x5xf64>, tensor<1x2x3x5xf64>) -> tensor<1x2x3x5xf64>
    %37 = "stablehlo.multiply"(%26, %36) : (tensor<1x2x3x5xf64>, tensor<1x2x3x5xf64>) -> tensor<1x2x3x5xf64>
    %38 = "stablehlo.constant"() {value = dense<0x3FE0000000000000> : tensor<1x2x3x5xf64>} : () -> tensor<1x2x3x5xf64>
    %39 = "stablehlo.multiply"(%37, %38) : (tensor<1x2x3x5xf64>, tensor<1x2x3x5xf64>) -> tensor<1x2x3x5xf64>
    %40 = "stablehlo.dot_general"(%39, %arg2) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x3x5xf64>, tensor<1x2x5x8xf64>) -> tensor<1x2x3x8xf64>
    %41 = "stablehlo.dot_general"(%39, %arg1) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x2x3x5xf64>, tensor<1x2x3x8xf64>) -> tensor<1x2x5x8xf64>
    "func.return"(%40, %41, %27) : (tensor<1x2x3x8xf64>, tensor<1x2x5x8xf64>, tensor<1x2x5x8xf64>) -> ()
  }
}
