module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>) -> (tensor<2x3xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
    %1:2 = "stablehlo.while"(%arg0, %0) ({
      ^bb0(%2: tensor<2x3xf32>, %3: tensor<2x3xf32>):
        %4 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
        %5 = "stablehlo.compare"(%2, %4) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
        %6 = "stablehlo.add"(%2, %4) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
        %7 = "stablehlo.compare"(%6, %2) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
        %8 = "stablehlo.and"(%5, %7) : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
        %9 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
        %10 = "stablehlo.reduce"(%8, %9) ({
          ^bb0(%11: tensor<i1>, %12: tensor<i1>):
            %13 = "stablehlo.or"(%11, %12) : (tensor<i1>, tensor<i1>) -> tensor<i1>
            "stablehlo.return"(%13) : (tensor<i1>) -> ()
        }) {dimensions = array<i64: 0, 1>} : (tensor<2x3xi1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%10) : (tensor<i1>) -> ()
    }, {
      ^bb0(%14: tensor<2x3xf32>, %15: tensor<2x3xf32>):
        %16 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
        %17 = "stablehlo.compare"(%14, %16) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
        %18 = "stablehlo.add"(%14, %16) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
        %19 = "stablehlo.compare"(%18, %14) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
        %20 = "stablehlo.and"(%17, %19) : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
        %21 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
        %22 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
        %23 = "stablehlo.constant"() {value = dense<0xC0000000> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
        %24 = "stablehlo.power"(%14, %23) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
        %25 = "stablehlo.select"(%20, %24, %21) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
        %26 = "stablehlo.select"(%20, %22, %21) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
        %27 = "stablehlo.add"(%14, %26) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
        %28 = "stablehlo.add"(%15, %25) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
        "stablehlo.return"(%27, %28) : (tensor<2x3xf32>, tensor<2x3xf32>) -> ()
    }) : (tensor<2x3xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>)
    %29 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
    %30 = "chlo.polygamma"(%29, %1#0) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %31 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
    %32 = "stablehlo.multiply"(%1#1, %31) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %33 = "stablehlo.add"(%30, %32) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%33) : (tensor<2x3xf32>) -> ()
  }
}
