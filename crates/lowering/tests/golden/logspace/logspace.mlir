module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<f32>, %arg1: tensor<f32>) -> (tensor<5xf32>) {
    %0 = "stablehlo.broadcast_in_dim"(%arg0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<5xf32>
    %1 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<5xf32>
    %2 = "stablehlo.subtract"(%arg1, %arg0) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3 = "stablehlo.constant"() {value = dense<0x40800000> : tensor<f32>} : () -> tensor<f32>
    %4 = "stablehlo.divide"(%2, %3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<5xf32>
    %6 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<5xf32>
    %7 = "stablehlo.multiply"(%5, %6) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %8 = "stablehlo.add"(%0, %7) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %9 = "stablehlo.constant"() {value = dense<0x40800000> : tensor<5xf32>} : () -> tensor<5xf32>
    %10 = "stablehlo.subtract"(%9, %6) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %11 = "stablehlo.multiply"(%5, %10) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %12 = "stablehlo.subtract"(%1, %11) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %13 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<5xf32>} : () -> tensor<5xf32>
    %14 = "stablehlo.compare"(%6, %13) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %15 = "stablehlo.select"(%14, %8, %12) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %16 = "stablehlo.convert"(%15) : (tensor<5xf32>) -> tensor<5xf64>
    %17 = "stablehlo.constant"() {value = dense<0x4024000000000000> : tensor<5xf64>} : () -> tensor<5xf64>
    %18 = "stablehlo.power"(%17, %16) : (tensor<5xf64>, tensor<5xf64>) -> tensor<5xf64>
    %19 = "stablehlo.convert"(%18) : (tensor<5xf64>) -> tensor<5xf32>
    "func.return"(%19) : (tensor<5xf32>) -> ()
  }
}
