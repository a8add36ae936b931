module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x5xf32>, %arg1: tensor<3xi64>, %arg2: tensor<5xf32>) -> (tensor<f32>, tensor<f32>) {
    %0 = "stablehlo.reshape"(%arg1) : (tensor<3xi64>) -> tensor<3x1xi64>
    %1 = "stablehlo.reshape"(%0) : (tensor<3x1xi64>) -> tensor<3xi64>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi64>) -> tensor<3x5xi64>
    %3 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<3x5xi64>
    %4 = "stablehlo.compare"(%3, %2) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x5xi64>, tensor<3x5xi64>) -> tensor<3x5xi1>
    %5 = "stablehlo.constant"() {value = dense<-100> : tensor<3xi64>} : () -> tensor<3xi64>
    %6 = "stablehlo.compare"(%arg1, %5) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %7 = "stablehlo.reshape"(%arg2) : (tensor<5xf32>) -> tensor<1x5xf32>
    %8 = "stablehlo.reshape"(%7) : (tensor<1x5xf32>) -> tensor<5xf32>
    %9 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64: 1>} : (tensor<5xf32>) -> tensor<3x5xf32>
    %10 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<3x5xf32>} : () -> tensor<3x5xf32>
    %11 = "stablehlo.select"(%4, %9, %10) : (tensor<3x5xi1>, tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %12 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %13 = "stablehlo.reduce"(%11, %12) ({
      ^bb0(%14: tensor<f32>, %15: tensor<f32>):
        %16 = "stablehlo.add"(%14, %15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%16) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
    %17 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<3xf32>} : () -> tensor<3xf32>
    %18 = "stablehlo.select"(%6, %13, %17) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %19 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<3x5xf32>} : () -> tensor<3x5xf32>
    %20 = "stablehlo.select"(%4, %arg0, %19) : (tensor<3x5xi1>, tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %21 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %22 = "stablehlo.reduce"(%20, %21) ({
      ^bb0(%23: tensor<f32>, %24: tensor<f32>):
        %25 = "stablehlo.add"(%23, %24) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%25) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
    %26 = "stablehlo.multiply"(%22, %18) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %27 = "stablehlo.negate"(%26) : (tensor<3xf32>) -> tensor<3xf32>
    %28 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<3xf32>} : () -> tensor<3xf32>
    %29 = "stablehlo.select"(%6, %27, %28) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %30 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %31 = "stablehlo.reduce"(%18, %30) ({
      ^bb0(%32: tensor<f32>, %33: tensor<f32>):
        %34 = "stablehlo.add"(%32, %33) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%34) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %35 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %36 = "stablehlo.reduce"(%29, %35) ({
      ^bb0(%37: tensor<f32>, %38: tensor<f32>):
        %39 = "stablehlo.add"(%37, %38) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%39) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %40 = "stablehlo.divide"(%36, %31) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%40, %31) : (tensor<f32>, tensor<f32>) -> ()
  }
}
