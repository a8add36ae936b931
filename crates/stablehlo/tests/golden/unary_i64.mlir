module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xi64>) -> (tensor<3xi64>, tensor<3xi64>, tensor<3xi64>, tensor<3xi64>, tensor<3xi64>, tensor<3xi64>) {
    %0 = "stablehlo.negate"(%arg0) : (tensor<3xi64>) -> tensor<3xi64>
    %1 = "stablehlo.abs"(%arg0) : (tensor<3xi64>) -> tensor<3xi64>
    %2 = "stablehlo.sign"(%arg0) : (tensor<3xi64>) -> tensor<3xi64>
    %3 = "stablehlo.not"(%arg0) : (tensor<3xi64>) -> tensor<3xi64>
    %4 = "stablehlo.popcnt"(%arg0) : (tensor<3xi64>) -> tensor<3xi64>
    %5 = "stablehlo.count_leading_zeros"(%arg0) : (tensor<3xi64>) -> tensor<3xi64>
    "func.return"(%0, %1, %2, %3, %4, %5) : (tensor<3xi64>, tensor<3xi64>, tensor<3xi64>, tensor<3xi64>, tensor<3xi64>, tensor<3xi64>) -> ()
  }
}
