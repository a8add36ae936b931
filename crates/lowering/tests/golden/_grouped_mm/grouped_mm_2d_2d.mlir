module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x6xbf16>, %arg1: tensor<6x5xbf16>, %arg2: tensor<3xi32>) -> (tensor<3x4x5xbf16>) {
    %0 = "stablehlo.convert"(%arg2) : (tensor<3xi32>) -> tensor<3xi64>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64: 1>} : (tensor<3xi64>) -> tensor<6x3xi64>
    %2 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<6x3xi64>
    %3 = "stablehlo.compare"(%1, %2) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<6x3xi64>, tensor<6x3xi64>) -> tensor<6x3xi1>
    %4 = "stablehlo.convert"(%3) : (tensor<6x3xi1>) -> tensor<6x3xi64>
    %5 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %6 = "stablehlo.reduce"(%4, %5) ({
      ^bb0(%7: tensor<i64>, %8: tensor<i64>):
        %9 = "stablehlo.add"(%7, %8) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%9) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<6x3xi64>, tensor<i64>) -> tensor<6xi64>
    %10 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64: 0>} : (tensor<6xi64>) -> tensor<6x3xi64>
    %11 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<6x3xi64>
    %12 = "stablehlo.compare"(%10, %11) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<6x3xi64>, tensor<6x3xi64>) -> tensor<6x3xi1>
    %13 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64: 2, 0>} : (tensor<6x3xi1>) -> tensor<3x4x6xi1>
    %14 = "stablehlo.broadcast_in_dim"(%arg0) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<4x6xbf16>) -> tensor<3x4x6xbf16>
    %15 = "stablehlo.constant"() {value = dense<0x0000> : tensor<3x4x6xbf16>} : () -> tensor<3x4x6xbf16>
    %16 = "stablehlo.select"(%13, %14, %15) : (tensor<3x4x6xi1>, tensor<3x4x6xbf16>, tensor<3x4x6xbf16>) -> tensor<3x4x6xbf16>
    %17 = "stablehlo.dot_general"(%16, %arg1) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<3x4x6xbf16>, tensor<6x5xbf16>) -> tensor<3x4x5xf32>
    %18 = "stablehlo.convert"(%17) : (tensor<3x4x5xf32>) -> tensor<3x4x5xbf16>
    "func.return"(%18) : (tensor<3x4x5xbf16>) -> ()
  }
}
