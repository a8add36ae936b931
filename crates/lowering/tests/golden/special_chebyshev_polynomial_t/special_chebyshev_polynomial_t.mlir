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
    %15 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %16 = "stablehlo.compare"(%14, %15) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %17 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %18 = "stablehlo.compare"(%14, %17) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %19 = "stablehlo.constant"() {value = dense<6> : tensor<4xi64>} : () -> tensor<4xi64>
    %20 = "stablehlo.compare"(%8, %19) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %21 = "stablehlo.and"(%18, %20) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %22 = "stablehlo.compare"(%8, %10) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %23 = "stablehlo.compare"(%arg0, %arg0) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %24 = "stablehlo.or"(%22, %23) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %25 = "stablehlo.or"(%24, %16) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %26 = "stablehlo.or"(%25, %21) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %27 = "stablehlo.select"(%26, %11, %8) : (tensor<4xi1>, tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %28 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %29 = "stablehlo.reduce"(%27, %28) ({
      ^bb0(%30: tensor<i64>, %31: tensor<i64>):
        %32 = "stablehlo.maximum"(%30, %31) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%32) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xi64>, tensor<i64>) -> tensor<i64>
    %33 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %34 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %35:3 = "stablehlo.while"(%34, %33, %arg0) ({
      ^bb0(%36: tensor<i64>, %37: tensor<4xf32>, %38: tensor<4xf32>):
        %39 = "stablehlo.broadcast_in_dim"(%36) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4xi64>
        %40 = "stablehlo.compare"(%39, %27) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
        %41 = "stablehlo.compare"(%38, %38) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %42 = "stablehlo.and"(%40, %41) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
        %43 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
        %44 = "stablehlo.reduce"(%42, %43) ({
          ^bb0(%45: tensor<i1>, %46: tensor<i1>):
            %47 = "stablehlo.or"(%45, %46) : (tensor<i1>, tensor<i1>) -> tensor<i1>
            "stablehlo.return"(%47) : (tensor<i1>) -> ()
        }) {dimensions = array<i64: 0>} : (tensor<4xi1>, tensor<i1>) -> tensor<i1>
        %48 = "stablehlo.compare"(%36, %29) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %49 = "stablehlo.and"(%48, %44) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%49) : (tensor<i1>) -> ()
    }, {
      ^bb0(%50: tensor<i64>, %51: tensor<4xf32>, %52: tensor<4xf32>):
        %53 = "stablehlo.convert"(%50) : (tensor<i64>) -> tensor<f32>
        %54 = "stablehlo.broadcast_in_dim"(%53) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
        %55 = "stablehlo.add"(%arg0, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %56 = "stablehlo.multiply"(%55, %52) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %57 = "stablehlo.subtract"(%56, %51) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %58 = "stablehlo.broadcast_in_dim"(%50) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4xi64>
        %59 = "stablehlo.compare"(%58, %27) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
        %60 = "stablehlo.select"(%59, %52, %51) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %61 = "stablehlo.select"(%59, %57, %52) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %62 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
        %63 = "stablehlo.add"(%50, %62) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%63, %60, %61) : (tensor<i64>, tensor<4xf32>, tensor<4xf32>) -> ()
    }) : (tensor<i64>, tensor<4xf32>, tensor<4xf32>) -> (tensor<i64>, tensor<4xf32>, tensor<4xf32>)
    %64 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %65 = "stablehlo.compare"(%8, %11) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %66 = "stablehlo.select"(%65, %64, %35#2) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %67 = "chlo.acos"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    %68 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %69 = "stablehlo.constant"() {value = dense<0x3F000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %70 = "stablehlo.add"(%9, %68) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %71 = "stablehlo.add"(%9, %69) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %72 = "stablehlo.multiply"(%67, %69) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %73 = "stablehlo.multiply"(%9, %67) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %74 = "stablehlo.cosine"(%73) : (tensor<4xf32>) -> tensor<4xf32>
    %75 = "stablehlo.select"(%21, %74, %66) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %76 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %77 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %78 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %79 = "stablehlo.compare"(%arg0, %78) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %80 = "stablehlo.add"(%9, %76) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %81 = "stablehlo.add"(%9, %9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %82 = "stablehlo.add"(%81, %76) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %83 = "stablehlo.select"(%13, %76, %77) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %84 = "stablehlo.select"(%79, %76, %83) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %85 = "stablehlo.select"(%16, %84, %75) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %86 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %87 = "stablehlo.compare"(%8, %11) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %88 = "stablehlo.select"(%87, %86, %85) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%88) : (tensor<4xf32>) -> ()
  }
}
