module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<4xi32>, %arg2: tensor<4xbf16>, %arg3: tensor<4xi1>, %arg4: tensor<4x4xui8>) -> (tensor<4xi32>, tensor<4xf16>, tensor<4xf32>, tensor<4xf32>, tensor<4xi1>, tensor<4xf64>, tensor<4xi32>, tensor<4x2xui16>, tensor<4xf32>) {
    %0 = "stablehlo.convert"(%arg0) : (tensor<4xf32>) -> tensor<4xi32>
    %1 = "stablehlo.convert"(%arg1) : (tensor<4xi32>) -> tensor<4xf16>
    %2 = "stablehlo.convert"(%arg2) : (tensor<4xbf16>) -> tensor<4xf32>
    %3 = "stablehlo.convert"(%arg3) : (tensor<4xi1>) -> tensor<4xf32>
    %4 = "stablehlo.convert"(%arg0) : (tensor<4xf32>) -> tensor<4xi1>
    %5 = "stablehlo.convert"(%arg0) : (tensor<4xf32>) -> tensor<4xf64>
    %6 = "stablehlo.bitcast_convert"(%arg0) : (tensor<4xf32>) -> tensor<4xi32>
    %7 = "stablehlo.bitcast_convert"(%arg0) : (tensor<4xf32>) -> tensor<4x2xui16>
    %8 = "stablehlo.bitcast_convert"(%arg4) : (tensor<4x4xui8>) -> tensor<4xf32>
    "func.return"(%0, %1, %2, %3, %4, %5, %6, %7, %8) : (tensor<4xi32>, tensor<4xf16>, tensor<4xf32>, tensor<4xf32>, tensor<4xi1>, tensor<4xf64>, tensor<4xi32>, tensor<4x2xui16>, tensor<4xf32>) -> ()
  }
}
