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
    %10 = "stablehlo.add"(%arg0, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %11 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %12 = "stablehlo.subtract"(%10, %11) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %13 = "stablehlo.constant"() {value = dense<2> : tensor<4xi64>} : () -> tensor<4xi64>
    %14 = "stablehlo.constant"() {value = dense<0> : tensor<4xi64>} : () -> tensor<4xi64>
    %15 = "stablehlo.remainder"(%8, %13) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %16 = "stablehlo.compare"(%15, %14) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %17 = "stablehlo.abs"(%12) : (tensor<4xf32>) -> tensor<4xf32>
    %18 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %19 = "stablehlo.compare"(%17, %18) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %20 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %21 = "stablehlo.compare"(%17, %20) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %22 = "stablehlo.constant"() {value = dense<4> : tensor<4xi64>} : () -> tensor<4xi64>
    %23 = "stablehlo.compare"(%8, %22) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %24 = "stablehlo.and"(%21, %23) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %25 = "stablehlo.compare"(%8, %13) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %26 = "stablehlo.compare"(%12, %12) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %27 = "stablehlo.or"(%25, %26) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %28 = "stablehlo.or"(%27, %19) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %29 = "stablehlo.or"(%28, %24) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %30 = "stablehlo.select"(%29, %14, %8) : (tensor<4xi1>, tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %31 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %32 = "stablehlo.reduce"(%30, %31) ({
      ^bb0(%33: tensor<i64>, %34: tensor<i64>):
        %35 = "stablehlo.maximum"(%33, %34) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%35) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xi64>, tensor<i64>) -> tensor<i64>
    %36 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %37 = "stablehlo.add"(%12, %12) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %38 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %39 = "stablehlo.add"(%37, %38) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %40 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %41:3 = "stablehlo.while"(%40, %36, %39) ({
      ^bb0(%42: tensor<i64>, %43: tensor<4xf32>, %44: tensor<4xf32>):
        %45 = "stablehlo.broadcast_in_dim"(%42) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4xi64>
        %46 = "stablehlo.compare"(%45, %30) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
        %47 = "stablehlo.compare"(%44, %44) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %48 = "stablehlo.and"(%46, %47) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
        %49 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
        %50 = "stablehlo.reduce"(%48, %49) ({
          ^bb0(%51: tensor<i1>, %52: tensor<i1>):
            %53 = "stablehlo.or"(%51, %52) : (tensor<i1>, tensor<i1>) -> tensor<i1>
            "stablehlo.return"(%53) : (tensor<i1>) -> ()
        }) {dimensions = array<i64: 0>} : (tensor<4xi1>, tensor<i1>) -> tensor<i1>
        %54 = "stablehlo.compare"(%42, %32) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %55 = "stablehlo.and"(%54, %50) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%55) : (tensor<i1>) -> ()
    }, {
      ^bb0(%56: tensor<i64>, %57: tensor<4xf32>, %58: tensor<4xf32>):
        %59 = "stablehlo.convert"(%56) : (tensor<i64>) -> tensor<f32>
        %60 = "stablehlo.broadcast_in_dim"(%59) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
        %61 = "stablehlo.add"(%12, %12) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %62 = "stablehlo.multiply"(%61, %58) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %63 = "stablehlo.subtract"(%62, %57) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %64 = "stablehlo.broadcast_in_dim"(%56) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4xi64>
        %65 = "stablehlo.compare"(%64, %30) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
        %66 = "stablehlo.select"(%65, %58, %57) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %67 = "stablehlo.select"(%65, %63, %58) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %68 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
        %69 = "stablehlo.add"(%56, %68) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%69, %66, %67) : (tensor<i64>, tensor<4xf32>, tensor<4xf32>) -> ()
    }) : (tensor<i64>, tensor<4xf32>, tensor<4xf32>) -> (tensor<i64>, tensor<4xf32>, tensor<4xf32>)
    %70 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %71 = "stablehlo.compare"(%8, %14) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %72 = "stablehlo.select"(%71, %70, %41#2) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %73 = "chlo.acos"(%12) : (tensor<4xf32>) -> tensor<4xf32>
    %74 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %75 = "stablehlo.constant"() {value = dense<0x3F000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %76 = "stablehlo.add"(%9, %74) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %77 = "stablehlo.add"(%9, %75) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %78 = "stablehlo.multiply"(%73, %75) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %79 = "stablehlo.sine"(%78) : (tensor<4xf32>) -> tensor<4xf32>
    %80 = "stablehlo.cosine"(%78) : (tensor<4xf32>) -> tensor<4xf32>
    %81 = "stablehlo.multiply"(%77, %73) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %82 = "stablehlo.sine"(%81) : (tensor<4xf32>) -> tensor<4xf32>
    %83 = "stablehlo.divide"(%82, %79) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %84 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %85 = "stablehlo.select"(%16, %74, %84) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %86 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %87 = "stablehlo.compare"(%80, %86) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %88 = "stablehlo.select"(%87, %83, %85) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %89 = "stablehlo.select"(%24, %88, %72) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %90 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %91 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %92 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %93 = "stablehlo.compare"(%12, %92) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %94 = "stablehlo.add"(%9, %90) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %95 = "stablehlo.add"(%9, %9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %96 = "stablehlo.add"(%95, %90) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %97 = "stablehlo.select"(%16, %90, %91) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %98 = "stablehlo.select"(%93, %96, %97) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %99 = "stablehlo.select"(%19, %98, %89) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %100 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %101 = "stablehlo.compare"(%8, %14) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %102 = "stablehlo.select"(%101, %100, %99) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%102) : (tensor<4xf32>) -> ()
  }
}
