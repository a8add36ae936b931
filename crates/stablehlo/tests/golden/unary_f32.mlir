module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xi1>) {
    %0 = "stablehlo.negate"(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
    %1 = "stablehlo.abs"(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
    %2 = "stablehlo.exponential"(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
    %3 = "stablehlo.exponential_minus_one"(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
    %4 = "stablehlo.log"(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
    %5 = "stablehlo.log_plus_one"(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
    %6 = "stablehlo.sqrt"(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
    %7 = "stablehlo.rsqrt"(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
    %8 = "stablehlo.cbrt"(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
    %9 = "stablehlo.tanh"(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
    %10 = "stablehlo.logistic"(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
    %11 = "stablehlo.sine"(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
    %12 = "stablehlo.cosine"(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
    %13 = "stablehlo.tan"(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
    %14 = "stablehlo.floor"(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
    %15 = "stablehlo.ceil"(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
    %16 = "stablehlo.round_nearest_even"(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
    %17 = "stablehlo.round_nearest_afz"(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
    %18 = "stablehlo.sign"(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
    %19 = "stablehlo.is_finite"(%arg0) : (tensor<3xf32>) -> tensor<3xi1>
    "func.return"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19) : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xi1>) -> ()
  }
}
