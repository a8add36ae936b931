module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4xi16>) -> (tensor<2x2xf32>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<2x4xi16>) -> tensor<2x2x2xi16>
    %1 = "stablehlo.bitcast_convert"(%0) : (tensor<2x2x2xi16>) -> tensor<2x2xf32>
    "func.return"(%1) : (tensor<2x2xf32>) -> ()
  }
}
