module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf32>, %arg1: tensor<2xf16>, %arg2: tensor<1xf32>, %arg3: tensor<1xf32>) -> (tensor<3xf32>, tensor<2xf16>, tensor<1xf32>) {
    %0 = "stablehlo.reshape"(%arg3) : (tensor<1xf32>) -> tensor<f32>
    %1 = "stablehlo.is_finite"(%arg0) : (tensor<3xf32>) -> tensor<3xi1>
    %2 = "stablehlo.constant"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
    %3 = "stablehlo.reduce"(%1, %2) ({
      ^bb0(%4: tensor<i1>, %5: tensor<i1>):
        %6 = "stablehlo.and"(%4, %5) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%6) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
    %7 = "stablehlo.not"(%3) : (tensor<i1>) -> tensor<i1>
    %8 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %9 = "stablehlo.multiply"(%arg0, %8) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %10 = "stablehlo.convert"(%arg1) : (tensor<2xf16>) -> tensor<2xf32>
    %11 = "stablehlo.is_finite"(%10) : (tensor<2xf32>) -> tensor<2xi1>
    %12 = "stablehlo.constant"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
    %13 = "stablehlo.reduce"(%11, %12) ({
      ^bb0(%14: tensor<i1>, %15: tensor<i1>):
        %16 = "stablehlo.and"(%14, %15) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%16) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %17 = "stablehlo.not"(%13) : (tensor<i1>) -> tensor<i1>
    %18 = "stablehlo.or"(%7, %17) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %19 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %20 = "stablehlo.multiply"(%10, %19) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %21 = "stablehlo.convert"(%20) : (tensor<2xf32>) -> tensor<2xf16>
    %22 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1xf32>} : () -> tensor<1xf32>
    %23 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<1xi1>
    %24 = "stablehlo.select"(%23, %22, %arg2) : (tensor<1xi1>, tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    "func.return"(%9, %21, %24) : (tensor<3xf32>, tensor<2xf16>, tensor<1xf32>) -> ()
  }
}
