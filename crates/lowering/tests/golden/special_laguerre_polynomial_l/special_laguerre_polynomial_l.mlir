module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<4xi64>) -> (tensor<4xf32>) {
    %0 = "stablehlo.convert"(%arg1) : (tensor<4xi64>) -> tensor<4xf32>
    %1 = "stablehlo.convert"(%0) : (tensor<4xf32>) -> tensor<4xi64>
    %2 = "stablehlo.constant"() {value = dense<0xDF000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %3 = "stablehlo.constant"() {value = dense<0x5F000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %4 = "stablehlo.compare"(%0, %2) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %5 = "stablehlo.compare"(%0, %3) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %6 = "stablehlo.and"(%4, %5) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %7 = "stablehlo.constant"() {value = dense<-1> : tensor<4xi64>} : () -> tensor<4xi64>
    %8 = "stablehlo.select"(%6, %1, %7) : (tensor<4xi1>, tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %9 = "stablehlo.convert"(%8) : (tensor<4xi64>) -> tensor<4xf32>
    %10 = "stablehlo.constant"() {value = dense<2> : tensor<4xi64>} : () -> tensor<4xi64>
    %11 = "stablehlo.constant"() {value = dense<0> : tensor<4xi64>} : () -> tensor<4xi64>
    %12 = "stablehlo.remainder"(%8, %10) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %13 = "stablehlo.compare"(%12, %11) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %14 = "stablehlo.abs"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    %15 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %16 = "stablehlo.compare"(%14, %15) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %17 = "stablehlo.compare"(%8, %10) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %18 = "stablehlo.compare"(%arg0, %arg0) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %19 = "stablehlo.or"(%17, %18) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %20 = "stablehlo.or"(%19, %16) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %21 = "stablehlo.select"(%20, %11, %8) : (tensor<4xi1>, tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %22 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %23 = "stablehlo.reduce"(%21, %22) ({
      ^bb0(%24: tensor<i64>, %25: tensor<i64>):
        %26 = "stablehlo.maximum"(%24, %25) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%26) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xi64>, tensor<i64>) -> tensor<i64>
    %27 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %28 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %29 = "stablehlo.subtract"(%28, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %30 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %31:3 = "stablehlo.while"(%30, %27, %29) ({
      ^bb0(%32: tensor<i64>, %33: tensor<4xf32>, %34: tensor<4xf32>):
        %35 = "stablehlo.broadcast_in_dim"(%32) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4xi64>
        %36 = "stablehlo.compare"(%35, %21) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
        %37 = "stablehlo.compare"(%34, %34) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %38 = "stablehlo.and"(%36, %37) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
        %39 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
        %40 = "stablehlo.reduce"(%38, %39) ({
          ^bb0(%41: tensor<i1>, %42: tensor<i1>):
            %43 = "stablehlo.or"(%41, %42) : (tensor<i1>, tensor<i1>) -> tensor<i1>
            "stablehlo.return"(%43) : (tensor<i1>) -> ()
        }) {dimensions = array<i64: 0>} : (tensor<4xi1>, tensor<i1>) -> tensor<i1>
        %44 = "stablehlo.compare"(%32, %23) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %45 = "stablehlo.and"(%44, %40) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%45) : (tensor<i1>) -> ()
    }, {
      ^bb0(%46: tensor<i64>, %47: tensor<4xf32>, %48: tensor<4xf32>):
        %49 = "stablehlo.convert"(%46) : (tensor<i64>) -> tensor<f32>
        %50 = "stablehlo.broadcast_in_dim"(%49) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
        %51 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
        %52 = "stablehlo.add"(%50, %50) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %53 = "stablehlo.subtract"(%51, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %54 = "stablehlo.add"(%52, %53) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %55 = "stablehlo.multiply"(%54, %48) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %56 = "stablehlo.multiply"(%50, %47) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %57 = "stablehlo.subtract"(%55, %56) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %58 = "stablehlo.add"(%50, %51) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %59 = "stablehlo.divide"(%57, %58) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %60 = "stablehlo.broadcast_in_dim"(%46) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4xi64>
        %61 = "stablehlo.compare"(%60, %21) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
        %62 = "stablehlo.select"(%61, %48, %47) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %63 = "stablehlo.select"(%61, %59, %48) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %64 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
        %65 = "stablehlo.add"(%46, %64) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%65, %62, %63) : (tensor<i64>, tensor<4xf32>, tensor<4xf32>) -> ()
    }) : (tensor<i64>, tensor<4xf32>, tensor<4xf32>) -> (tensor<i64>, tensor<4xf32>, tensor<4xf32>)
    %66 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %67 = "stablehlo.compare"(%8, %11) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %68 = "stablehlo.select"(%67, %66, %31#2) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %69 = "stablehlo.select"(%16, %66, %68) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %70 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %71 = "stablehlo.compare"(%8, %11) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %72 = "stablehlo.select"(%71, %70, %69) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%72) : (tensor<4xf32>) -> ()
  }
}
