module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>) -> (tensor<2x6xi16>) {
    %0 = "stablehlo.bitcast_convert"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3x2xi16>
    %1 = "stablehlo.reshape"(%0) : (tensor<2x3x2xi16>) -> tensor<2x6xi16>
    "func.return"(%1) : (tensor<2x6xi16>) -> ()
  }
}
