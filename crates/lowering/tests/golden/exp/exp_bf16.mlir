module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xbf16>) -> (tensor<4xbf16>) {
    %0 = "stablehlo.convert"(%arg0) : (tensor<4xbf16>) -> tensor<4xf32>
    %1 = "stablehlo.exponential"(%0) : (tensor<4xf32>) -> tensor<4xf32>
    %2 = "stablehlo.convert"(%1) : (tensor<4xf32>) -> tensor<4xbf16>
    "func.return"(%2) : (tensor<4xbf16>) -> ()
  }
}
