module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf64>, %arg1: tensor<4xf64>) -> (tensor<4xcomplex<f64>>) {
    %0 = "stablehlo.cosine"(%arg1) : (tensor<4xf64>) -> tensor<4xf64>
    %1 = "stablehlo.sine"(%arg1) : (tensor<4xf64>) -> tensor<4xf64>
    %2 = "stablehlo.multiply"(%arg0, %0) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
    %3 = "stablehlo.multiply"(%arg0, %1) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
    %4 = "stablehlo.complex"(%2, %3) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xcomplex<f64>>
    "func.return"(%4) : (tensor<4xcomplex<f64>>) -> ()
  }
}
