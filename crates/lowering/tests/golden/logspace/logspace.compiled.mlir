module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<5xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0x3F400000> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.constant"() {value = dense<0x3F400000> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<5xf32>
    %3 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<5xf32>
    %4 = "stablehlo.subtract"(%1, %0) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %5 = "stablehlo.constant"() {value = dense<0x40800000> : tensor<f32>} : () -> tensor<f32>
    %6 = "stablehlo.divide"(%4, %5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<5xf32>
    %8 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<5xf32>
    %9 = "stablehlo.multiply"(%7, %8) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %10 = "stablehlo.add"(%2, %9) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %11 = "stablehlo.constant"() {value = dense<0x40800000> : tensor<5xf32>} : () -> tensor<5xf32>
    %12 = "stablehlo.subtract"(%11, %8) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %13 = "stablehlo.multiply"(%7, %12) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %14 = "stablehlo.subtract"(%3, %13) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %15 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<5xf32>} : () -> tensor<5xf32>
    %16 = "stablehlo.compare"(%8, %15) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %17 = "stablehlo.select"(%16, %10, %14) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %18 = "stablehlo.convert"(%17) : (tensor<5xf32>) -> tensor<5xf64>
    %19 = "stablehlo.constant"() {value = dense<0x4024000000000000> : tensor<5xf64>} : () -> tensor<5xf64>
    %20 = "stablehlo.power"(%19, %18) : (tensor<5xf64>, tensor<5xf64>) -> tensor<5xf64>
    %21 = "stablehlo.convert"(%20) : (tensor<5xf64>) -> tensor<5xf32>
    "func.return"(%21) : (tensor<5xf32>) -> ()
  }
}
