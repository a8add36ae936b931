module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xcomplex<f64>>) -> (tensor<2x3x2xf64>) {
    %0 = "stablehlo.real"(%arg0) : (tensor<2x3xcomplex<f64>>) -> tensor<2x3xf64>
    %1 = "stablehlo.imag"(%arg0) : (tensor<2x3xcomplex<f64>>) -> tensor<2x3xf64>
    %2 = "stablehlo.reshape"(%0) : (tensor<2x3xf64>) -> tensor<2x3x1xf64>
    %3 = "stablehlo.reshape"(%1) : (tensor<2x3xf64>) -> tensor<2x3x1xf64>
    %4 = "stablehlo.concatenate"(%2, %3) {dimension = 2 : i64} : (tensor<2x3x1xf64>, tensor<2x3x1xf64>) -> tensor<2x3x2xf64>
    "func.return"(%4) : (tensor<2x3x2xf64>) -> ()
  }
}
