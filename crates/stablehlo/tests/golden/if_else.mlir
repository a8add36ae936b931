module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i1>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
    %0:2 = "stablehlo.if"(%arg0) ({
        %1 = "stablehlo.add"(%arg1, %arg2) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        "stablehlo.return"(%1, %arg1) : (tensor<3xf32>, tensor<3xf32>) -> ()
    }, {
        %2 = "stablehlo.subtract"(%arg1, %arg2) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        "stablehlo.return"(%2, %arg2) : (tensor<3xf32>, tensor<3xf32>) -> ()
    }) : (tensor<i1>) -> (tensor<3xf32>, tensor<3xf32>)
    "func.return"(%0#0, %0#1) : (tensor<3xf32>, tensor<3xf32>) -> ()
  }
}
