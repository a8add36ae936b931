module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
    %0 = "chlo.erf"(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
    %1 = "chlo.erfc"(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
    %2 = "chlo.erf_inv"(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
    %3 = "chlo.lgamma"(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
    %4 = "chlo.digamma"(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
    %5 = "chlo.asin"(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
    %6 = "chlo.acos"(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
    %7 = "chlo.atan"(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
    %8 = "chlo.sinh"(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
    %9 = "chlo.cosh"(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
    %10 = "chlo.asinh"(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
    %11 = "chlo.acosh"(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
    %12 = "chlo.atanh"(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
    %13 = "chlo.next_after"(%arg0, %arg1) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %14 = "chlo.polygamma"(%arg0, %arg1) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %15 = "chlo.zeta"(%arg0, %arg1) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15) : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> ()
  }
}
