module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x2x5x5xf32>) -> (tensor<1x2x3x3xf32>, tensor<1x2x3x3xi64>) {
    %0 = "stablehlo.iota"() {iota_dimension = 3 : i64} : () -> tensor<1x2x5x5xi64>
    %1 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x2x5x5xi64>
    %2 = "stablehlo.constant"() {value = dense<5> : tensor<1x2x5x5xi64>} : () -> tensor<1x2x5x5xi64>
    %3 = "stablehlo.multiply"(%1, %2) : (tensor<1x2x5x5xi64>, tensor<1x2x5x5xi64>) -> tensor<1x2x5x5xi64>
    %4 = "stablehlo.add"(%0, %3) : (tensor<1x2x5x5xi64>, tensor<1x2x5x5xi64>) -> tensor<1x2x5x5xi64>
    %5 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %6 = "stablehlo.constant"() {value = dense<9223372036854775807> : tensor<i64>} : () -> tensor<i64>
    %7 = "stablehlo.slice"(%arg0) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 2, 2, 5>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x5x5xf32>) -> tensor<1x2x2x5xf32>
    %8 = "stablehlo.slice"(%4) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 2, 2, 5>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x5x5xi64>) -> tensor<1x2x2x5xi64>
    %9:2 = "stablehlo.reduce"(%7, %8, %5, %6) ({
      ^bb0(%10: tensor<f32>, %11: tensor<i64>, %12: tensor<f32>, %13: tensor<i64>):
        %14 = "stablehlo.compare"(%10, %12) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %15 = "stablehlo.compare"(%10, %12) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %16 = "stablehlo.compare"(%10, %10) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %17 = "stablehlo.compare"(%12, %12) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %18 = "stablehlo.not"(%17) : (tensor<i1>) -> tensor<i1>
        %19 = "stablehlo.and"(%16, %18) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %20 = "stablehlo.and"(%16, %17) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %21 = "stablehlo.or"(%15, %20) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %22 = "stablehlo.compare"(%11, %13) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %23 = "stablehlo.and"(%21, %22) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %24 = "stablehlo.or"(%14, %19) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %25 = "stablehlo.or"(%24, %23) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %26 = "stablehlo.select"(%25, %10, %12) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        %27 = "stablehlo.select"(%25, %11, %13) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%26, %27) : (tensor<f32>, tensor<i64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x2x2x5xf32>, tensor<1x2x2x5xi64>, tensor<f32>, tensor<i64>) -> (tensor<1x2x5xf32>, tensor<1x2x5xi64>)
    %28 = "stablehlo.reshape"(%9#0) : (tensor<1x2x5xf32>) -> tensor<1x2x1x5xf32>
    %29 = "stablehlo.reshape"(%9#1) : (tensor<1x2x5xi64>) -> tensor<1x2x1x5xi64>
    %30 = "stablehlo.slice"(%arg0) {start_indices = array<i64: 0, 0, 1, 0>, limit_indices = array<i64: 1, 2, 4, 5>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x5x5xf32>) -> tensor<1x2x3x5xf32>
    %31 = "stablehlo.slice"(%4) {start_indices = array<i64: 0, 0, 1, 0>, limit_indices = array<i64: 1, 2, 4, 5>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x5x5xi64>) -> tensor<1x2x3x5xi64>
    %32:2 = "stablehlo.reduce"(%30, %31, %5, %6) ({
      ^bb0(%33: tensor<f32>, %34: tensor<i64>, %35: tensor<f32>, %36: tensor<i64>):
        %37 = "stablehlo.compare"(%33, %35) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %38 = "stablehlo.compare"(%33, %35) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %39 = "stablehlo.compare"(%33, %33) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %40 = "stablehlo.compare"(%35, %35) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %41 = "stablehlo.not"(%40) : (tensor<i1>) -> tensor<i1>
        %42 = "stablehlo.and"(%39, %41) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %43 = "stablehlo.and"(%39, %40) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %44 = "stablehlo.or"(%38, %43) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %45 = "stablehlo.compare"(%34, %36) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %46 = "stablehlo.and"(%44, %45) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %47 = "stablehlo.or"(%37, %42) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %48 = "stablehlo.or"(%47, %46) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %49 = "stablehlo.select"(%48, %33, %35) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        %50 = "stablehlo.select"(%48, %34, %36) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%49, %50) : (tensor<f32>, tensor<i64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x2x3x5xf32>, tensor<1x2x3x5xi64>, tensor<f32>, tensor<i64>) -> (tensor<1x2x5xf32>, tensor<1x2x5xi64>)
    %51 = "stablehlo.reshape"(%32#0) : (tensor<1x2x5xf32>) -> tensor<1x2x1x5xf32>
    %52 = "stablehlo.reshape"(%32#1) : (tensor<1x2x5xi64>) -> tensor<1x2x1x5xi64>
    %53 = "stablehlo.slice"(%arg0) {start_indices = array<i64: 0, 0, 3, 0>, limit_indices = array<i64: 1, 2, 5, 5>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x5x5xf32>) -> tensor<1x2x2x5xf32>
    %54 = "stablehlo.slice"(%4) {start_indices = array<i64: 0, 0, 3, 0>, limit_indices = array<i64: 1, 2, 5, 5>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x5x5xi64>) -> tensor<1x2x2x5xi64>
    %55:2 = "stablehlo.reduce"(%53, %54, %5, %6) ({
      ^bb0(%56: tensor<f32>, %57: tensor<i64>, %58: tensor<f32>, %59: tensor<i64>):
        %60 = "stablehlo.compare"(%56, %58) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %61 = "stablehlo.compare"(%56, %58) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %62 = "stablehlo.compare"(%56, %56) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %63 = "stablehlo.compare"(%58, %58) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %64 = "stablehlo.not"(%63) : (tensor<i1>) -> tensor<i1>
        %65 = "stablehlo.and"(%62, %64) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %66 = "stablehlo.and"(%62, %63) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %67 = "stablehlo.or"(%61, %66) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %68 = "stablehlo.compare"(%57, %59) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %69 = "stablehlo.and"(%67, %68) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %70 = "stablehlo.or"(%60, %65) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %71 = "stablehlo.or"(%70, %69) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %72 = "stablehlo.select"(%71, %56, %58) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        %73 = "stablehlo.select"(%71, %57, %59) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%72, %73) : (tensor<f32>, tensor<i64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x2x2x5xf32>, tensor<1x2x2x5xi64>, tensor<f32>, tensor<i64>) -> (tensor<1x2x5xf32>, tensor<1x2x5xi64>)
    %74 = "stablehlo.reshape"(%55#0) : (tensor<1x2x5xf32>) -> tensor<1x2x1x5xf32>
    %75 = "stablehlo.reshape"(%55#1) : (tensor<1x2x5xi64>) -> tensor<1x2x1x5xi64>
    %76 = "stablehlo.concatenate"(%28, %51, %74) {dimension = 2 : i64} : (tensor<1x2x1x5xf32>, tensor<1x2x1x5xf32>, tensor<1x2x1x5xf32>) -> tensor<1x2x3x5xf32>
    %77 = "stablehlo.concatenate"(%29, %52, %75) {dimension = 2 : i64} : (tensor<1x2x1x5xi64>, tensor<1x2x1x5xi64>, tensor<1x2x1x5xi64>) -> tensor<1x2x3x5xi64>
    %78 = "stablehlo.slice"(%76) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 2, 3, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x3x5xf32>) -> tensor<1x2x3x2xf32>
    %79 = "stablehlo.slice"(%77) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 2, 3, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x3x5xi64>) -> tensor<1x2x3x2xi64>
    %80:2 = "stablehlo.reduce"(%78, %79, %5, %6) ({
      ^bb0(%81: tensor<f32>, %82: tensor<i64>, %83: tensor<f32>, %84: tensor<i64>):
        %85 = "stablehlo.compare"(%81, %83) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %86 = "stablehlo.compare"(%81, %83) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %87 = "stablehlo.compare"(%81, %81) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %88 = "stablehlo.compare"(%83, %83) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %89 = "stablehlo.not"(%88) : (tensor<i1>) -> tensor<i1>
        %90 = "stablehlo.and"(%87, %89) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %91 = "stablehlo.and"(%87, %88) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %92 = "stablehlo.or"(%86, %91) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %93 = "stablehlo.compare"(%82, %84) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %94 = "stablehlo.and"(%92, %93) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %95 = "stablehlo.or"(%85, %90) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %96 = "stablehlo.or"(%95, %94) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %97 = "stablehlo.select"(%96, %81, %83) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        %98 = "stablehlo.select"(%96, %82, %84) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%97, %98) : (tensor<f32>, tensor<i64>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x3x2xf32>, tensor<1x2x3x2xi64>, tensor<f32>, tensor<i64>) -> (tensor<1x2x3xf32>, tensor<1x2x3xi64>)
    %99 = "stablehlo.reshape"(%80#0) : (tensor<1x2x3xf32>) -> tensor<1x2x3x1xf32>
    %100 = "stablehlo.reshape"(%80#1) : (tensor<1x2x3xi64>) -> tensor<1x2x3x1xi64>
    %101 = "stablehlo.slice"(%76) {start_indices = array<i64: 0, 0, 0, 1>, limit_indices = array<i64: 1, 2, 3, 4>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x3x5xf32>) -> tensor<1x2x3x3xf32>
    %102 = "stablehlo.slice"(%77) {start_indices = array<i64: 0, 0, 0, 1>, limit_indices = array<i64: 1, 2, 3, 4>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x3x5xi64>) -> tensor<1x2x3x3xi64>
    %103:2 = "stablehlo.reduce"(%101, %102, %5, %6) ({
      ^bb0(%104: tensor<f32>, %105: tensor<i64>, %106: tensor<f32>, %107: tensor<i64>):
        %108 = "stablehlo.compare"(%104, %106) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %109 = "stablehlo.compare"(%104, %106) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %110 = "stablehlo.compare"(%104, %104) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %111 = "stablehlo.compare"(%106, %106) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %112 = "stablehlo.not"(%111) : (tensor<i1>) -> tensor<i1>
        %113 = "stablehlo.and"(%110, %112) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %114 = "stablehlo.and"(%110, %111) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %115 = "stablehlo.or"(%109, %114) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %116 = "stablehlo.compare"(%105, %107) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %117 = "stablehlo.and"(%115, %116) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %118 = "stablehlo.or"(%108, %113) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %119 = "stablehlo.or"(%118, %117) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %120 = "stablehlo.select"(%119, %104, %106) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        %121 = "stablehlo.select"(%119, %105, %107) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%120, %121) : (tensor<f32>, tensor<i64>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x3x3xf32>, tensor<1x2x3x3xi64>, tensor<f32>, tensor<i64>) -> (tensor<1x2x3xf32>, tensor<1x2x3xi64>)
    %122 = "stablehlo.reshape"(%103#0) : (tensor<1x2x3xf32>) -> tensor<1x2x3x1xf32>
    %123 = "stablehlo.reshape"(%103#1) : (tensor<1x2x3xi64>) -> tensor<1x2x3x1xi64>
    %124 = "stablehlo.slice"(%76) {start_indices = array<i64: 0, 0, 0, 3>, limit_indices = array<i64: 1, 2, 3, 5>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x3x5xf32>) -> tensor<1x2x3x2xf32>
    %125 = "stablehlo.slice"(%77) {start_indices = array<i64: 0, 0, 0, 3>, limit_indices = array<i64: 1, 2, 3, 5>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x3x5xi64>) -> tensor<1x2x3x2xi64>
    %126:2 = "stablehlo.reduce"(%124, %125, %5, %6) ({
      ^bb0(%127: tensor<f32>, %128: tensor<i64>, %129: tensor<f32>, %130: tensor<i64>):
        %131 = "stablehlo.compare"(%127, %129) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %132 = "stablehlo.compare"(%127, %129) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %133 = "stablehlo.compare"(%127, %127) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %134 = "stablehlo.compare"(%129, %129) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %135 = "stablehlo.not"(%134) : (tensor<i1>) -> tensor<i1>
        %136 = "stablehlo.and"(%133, %135) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %137 = "stablehlo.and"(%133, %134) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %138 = "stablehlo.or"(%132, %137) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %139 = "stablehlo.compare"(%128, %130) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %140 = "stablehlo.and"(%138, %139) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %141 = "stablehlo.or"(%131, %136) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %142 = "stablehlo.or"(%141, %140) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %143 = "stablehlo.select"(%142, %127, %129) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        %144 = "stablehlo.select"(%142, %128, %130) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%143, %144) : (tensor<f32>, tensor<i64>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x3x2xf32>, tensor<1x2x3x2xi64>, tensor<f32>, tensor<i64>) -> (tensor<1x2x3xf32>, tensor<1x2x3xi64>)
    %145 = "stablehlo.reshape"(%126#0) : (tensor<1x2x3xf32>) -> tensor<1x2x3x1xf32>
    %146 = "stablehlo.reshape"(%126#1) : (tensor<1x2x3xi64>) -> tensor<1x2x3x1xi64>
    %147 = "stablehlo.concatenate"(%99, %122, %145) {dimension = 3 : i64} : (tensor<1x2x3x1xf32>, tensor<1x2x3x1xf32>, tensor<1x2x3x1xf32>) -> tensor<1x2x3x3xf32>
    %148 = "stablehlo.concatenate"(%100, %123, %146) {dimension = 3 : i64} : (tensor<1x2x3x1xi64>, tensor<1x2x3x1xi64>, tensor<1x2x3x1xi64>) -> tensor<1x2x3x3xi64>
    "func.return"(%147, %148) : (tensor<1x2x3x3xf32>, tensor<1x2x3x3xi64>) -> ()
  }
}
