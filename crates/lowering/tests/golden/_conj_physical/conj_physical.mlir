module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xcomplex<f32>>) -> (tensor<4xcomplex<f32>>) {
    %0 = "stablehlo.real"(%arg0) : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    %1 = "stablehlo.imag"(%arg0) : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    %2 = "stablehlo.negate"(%1) : (tensor<4xf32>) -> tensor<4xf32>
    %3 = "stablehlo.complex"(%0, %2) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xcomplex<f32>>
    "func.return"(%3) : (tensor<4xcomplex<f32>>) -> ()
  }
}
