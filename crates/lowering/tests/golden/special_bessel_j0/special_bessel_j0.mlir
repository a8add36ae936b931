module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>) -> (tensor<4xf32>) {
    %0 = "stablehlo.abs"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    %1 = "stablehlo.multiply"(%0, %0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %2 = "stablehlo.constant"() {value = dense<0xCF8EE29D> : tensor<4xf32>} : () -> tensor<4xf32>
    %3 = "stablehlo.multiply"(%2, %1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %4 = "stablehlo.constant"() {value = dense<0x53E3BA8E> : tensor<4xf32>} : () -> tensor<4xf32>
    %5 = "stablehlo.add"(%3, %4) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %6 = "stablehlo.multiply"(%5, %1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %7 = "stablehlo.constant"() {value = dense<0xD762B0A7> : tensor<4xf32>} : () -> tensor<4xf32>
    %8 = "stablehlo.add"(%6, %7) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %9 = "stablehlo.multiply"(%8, %1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %10 = "stablehlo.constant"() {value = dense<0x5A09F7C3> : tensor<4xf32>} : () -> tensor<4xf32>
    %11 = "stablehlo.add"(%9, %10) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %12 = "stablehlo.constant"() {value = dense<0x43F9C815> : tensor<4xf32>} : () -> tensor<4xf32>
    %13 = "stablehlo.multiply"(%12, %1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %14 = "stablehlo.constant"() {value = dense<0x4829B65A> : tensor<4xf32>} : () -> tensor<4xf32>
    %15 = "stablehlo.add"(%13, %14) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %16 = "stablehlo.multiply"(%15, %1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %17 = "stablehlo.constant"() {value = dense<0x4C38C9A1> : tensor<4xf32>} : () -> tensor<4xf32>
    %18 = "stablehlo.add"(%16, %17) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %19 = "stablehlo.multiply"(%18, %1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %20 = "stablehlo.constant"() {value = dense<0x5026AD80> : tensor<4xf32>} : () -> tensor<4xf32>
    %21 = "stablehlo.add"(%19, %20) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %22 = "stablehlo.multiply"(%21, %1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %23 = "stablehlo.constant"() {value = dense<0x53F5F59C> : tensor<4xf32>} : () -> tensor<4xf32>
    %24 = "stablehlo.add"(%22, %23) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %25 = "stablehlo.multiply"(%24, %1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %26 = "stablehlo.constant"() {value = dense<0x578D3514> : tensor<4xf32>} : () -> tensor<4xf32>
    %27 = "stablehlo.add"(%25, %26) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %28 = "stablehlo.multiply"(%27, %1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %29 = "stablehlo.constant"() {value = dense<0x5AE20A0C> : tensor<4xf32>} : () -> tensor<4xf32>
    %30 = "stablehlo.add"(%28, %29) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %31 = "stablehlo.multiply"(%30, %1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %32 = "stablehlo.constant"() {value = dense<0x5DBDF1A6> : tensor<4xf32>} : () -> tensor<4xf32>
    %33 = "stablehlo.add"(%31, %32) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %34 = "stablehlo.constant"() {value = dense<0xC0B90FDC> : tensor<4xf32>} : () -> tensor<4xf32>
    %35 = "stablehlo.add"(%1, %34) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %36 = "stablehlo.constant"() {value = dense<0xC1F3C525> : tensor<4xf32>} : () -> tensor<4xf32>
    %37 = "stablehlo.add"(%1, %36) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %38 = "stablehlo.multiply"(%35, %37) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %39 = "stablehlo.multiply"(%38, %11) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %40 = "stablehlo.divide"(%39, %33) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %41 = "stablehlo.constant"() {value = dense<0x40800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %42 = "stablehlo.divide"(%1, %41) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %43 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %44 = "stablehlo.subtract"(%43, %42) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %45 = "stablehlo.constant"() {value = dense<0x3727C5AC> : tensor<4xf32>} : () -> tensor<4xf32>
    %46 = "stablehlo.compare"(%0, %45) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %47 = "stablehlo.select"(%46, %44, %40) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %48 = "stablehlo.multiply"(%0, %0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %49 = "stablehlo.constant"() {value = dense<0x41C80000> : tensor<4xf32>} : () -> tensor<4xf32>
    %50 = "stablehlo.divide"(%49, %48) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %51 = "stablehlo.constant"() {value = dense<0x3A50E985> : tensor<4xf32>} : () -> tensor<4xf32>
    %52 = "stablehlo.multiply"(%51, %50) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %53 = "stablehlo.constant"() {value = dense<0x3DA9A586> : tensor<4xf32>} : () -> tensor<4xf32>
    %54 = "stablehlo.add"(%52, %53) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %55 = "stablehlo.multiply"(%54, %50) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %56 = "stablehlo.constant"() {value = dense<0x3F9EA90A> : tensor<4xf32>} : () -> tensor<4xf32>
    %57 = "stablehlo.add"(%55, %56) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %58 = "stablehlo.multiply"(%57, %50) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %59 = "stablehlo.constant"() {value = dense<0x40AE4FDF> : tensor<4xf32>} : () -> tensor<4xf32>
    %60 = "stablehlo.add"(%58, %59) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %61 = "stablehlo.multiply"(%60, %50) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %62 = "stablehlo.constant"() {value = dense<0x410BF463> : tensor<4xf32>} : () -> tensor<4xf32>
    %63 = "stablehlo.add"(%61, %62) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %64 = "stablehlo.multiply"(%63, %50) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %65 = "stablehlo.constant"() {value = dense<0x40A9B425> : tensor<4xf32>} : () -> tensor<4xf32>
    %66 = "stablehlo.add"(%64, %65) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %67 = "stablehlo.multiply"(%66, %50) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %68 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %69 = "stablehlo.add"(%67, %68) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %70 = "stablehlo.constant"() {value = dense<0x3A725406> : tensor<4xf32>} : () -> tensor<4xf32>
    %71 = "stablehlo.multiply"(%70, %50) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %72 = "stablehlo.constant"() {value = dense<0x3DAF5E2D> : tensor<4xf32>} : () -> tensor<4xf32>
    %73 = "stablehlo.add"(%71, %72) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %74 = "stablehlo.multiply"(%73, %50) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %75 = "stablehlo.constant"() {value = dense<0x3FA07396> : tensor<4xf32>} : () -> tensor<4xf32>
    %76 = "stablehlo.add"(%74, %75) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %77 = "stablehlo.multiply"(%76, %50) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %78 = "stablehlo.constant"() {value = dense<0x40AF123F> : tensor<4xf32>} : () -> tensor<4xf32>
    %79 = "stablehlo.add"(%77, %78) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %80 = "stablehlo.multiply"(%79, %50) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %81 = "stablehlo.constant"() {value = dense<0x410C30C7> : tensor<4xf32>} : () -> tensor<4xf32>
    %82 = "stablehlo.add"(%80, %81) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %83 = "stablehlo.multiply"(%82, %50) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %84 = "stablehlo.constant"() {value = dense<0x40A9CB2F> : tensor<4xf32>} : () -> tensor<4xf32>
    %85 = "stablehlo.add"(%83, %84) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %86 = "stablehlo.multiply"(%85, %50) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %87 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %88 = "stablehlo.add"(%86, %87) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %89 = "stablehlo.constant"() {value = dense<0xBC3A3A12> : tensor<4xf32>} : () -> tensor<4xf32>
    %90 = "stablehlo.multiply"(%89, %50) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %91 = "stablehlo.constant"() {value = dense<0xBFA429DA> : tensor<4xf32>} : () -> tensor<4xf32>
    %92 = "stablehlo.add"(%90, %91) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %93 = "stablehlo.multiply"(%92, %50) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %94 = "stablehlo.constant"() {value = dense<0xC19C6E80> : tensor<4xf32>} : () -> tensor<4xf32>
    %95 = "stablehlo.add"(%93, %94) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %96 = "stablehlo.multiply"(%95, %50) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %97 = "stablehlo.constant"() {value = dense<0xC2BA697B> : tensor<4xf32>} : () -> tensor<4xf32>
    %98 = "stablehlo.add"(%96, %97) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %99 = "stablehlo.multiply"(%98, %50) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %100 = "stablehlo.constant"() {value = dense<0xC331AE61> : tensor<4xf32>} : () -> tensor<4xf32>
    %101 = "stablehlo.add"(%99, %100) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %102 = "stablehlo.multiply"(%101, %50) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %103 = "stablehlo.constant"() {value = dense<0xC31313D7> : tensor<4xf32>} : () -> tensor<4xf32>
    %104 = "stablehlo.add"(%102, %103) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %105 = "stablehlo.multiply"(%104, %50) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %106 = "stablehlo.constant"() {value = dense<0xC24DA463> : tensor<4xf32>} : () -> tensor<4xf32>
    %107 = "stablehlo.add"(%105, %106) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %108 = "stablehlo.multiply"(%107, %50) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %109 = "stablehlo.constant"() {value = dense<0xC0C19AC7> : tensor<4xf32>} : () -> tensor<4xf32>
    %110 = "stablehlo.add"(%108, %109) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %111 = "stablehlo.constant"() {value = dense<0x4280A2BA> : tensor<4xf32>} : () -> tensor<4xf32>
    %112 = "stablehlo.multiply"(%111, %50) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %113 = "stablehlo.constant"() {value = dense<0x44561B86> : tensor<4xf32>} : () -> tensor<4xf32>
    %114 = "stablehlo.add"(%112, %113) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %115 = "stablehlo.multiply"(%114, %50) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %116 = "stablehlo.constant"() {value = dense<0x4572A66E> : tensor<4xf32>} : () -> tensor<4xf32>
    %117 = "stablehlo.add"(%115, %116) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %118 = "stablehlo.multiply"(%117, %50) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %119 = "stablehlo.constant"() {value = dense<0x45E243BE> : tensor<4xf32>} : () -> tensor<4xf32>
    %120 = "stablehlo.add"(%118, %119) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %121 = "stablehlo.multiply"(%120, %50) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %122 = "stablehlo.constant"() {value = dense<0x45B955D1> : tensor<4xf32>} : () -> tensor<4xf32>
    %123 = "stablehlo.add"(%121, %122) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %124 = "stablehlo.multiply"(%123, %50) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %125 = "stablehlo.constant"() {value = dense<0x4500E17E> : tensor<4xf32>} : () -> tensor<4xf32>
    %126 = "stablehlo.add"(%124, %125) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %127 = "stablehlo.multiply"(%126, %50) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %128 = "stablehlo.constant"() {value = dense<0x43720178> : tensor<4xf32>} : () -> tensor<4xf32>
    %129 = "stablehlo.add"(%127, %128) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %130 = "stablehlo.divide"(%69, %88) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %131 = "stablehlo.divide"(%110, %129) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %132 = "stablehlo.constant"() {value = dense<0xBF490FDB> : tensor<4xf32>} : () -> tensor<4xf32>
    %133 = "stablehlo.add"(%0, %132) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %134 = "stablehlo.sine"(%133) : (tensor<4xf32>) -> tensor<4xf32>
    %135 = "stablehlo.cosine"(%133) : (tensor<4xf32>) -> tensor<4xf32>
    %136 = "stablehlo.constant"() {value = dense<0x40A00000> : tensor<4xf32>} : () -> tensor<4xf32>
    %137 = "stablehlo.divide"(%136, %0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %138 = "stablehlo.multiply"(%137, %131) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %139 = "stablehlo.multiply"(%130, %135) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %140 = "stablehlo.multiply"(%138, %134) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %141 = "stablehlo.subtract"(%139, %140) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %142 = "stablehlo.constant"() {value = dense<0x3F4C422A> : tensor<4xf32>} : () -> tensor<4xf32>
    %143 = "stablehlo.multiply"(%141, %142) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %144 = "stablehlo.sqrt"(%0) : (tensor<4xf32>) -> tensor<4xf32>
    %145 = "stablehlo.divide"(%143, %144) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %146 = "stablehlo.constant"() {value = dense<0x40A00000> : tensor<4xf32>} : () -> tensor<4xf32>
    %147 = "stablehlo.compare"(%0, %146) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %148 = "stablehlo.select"(%147, %47, %145) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%148) : (tensor<4xf32>) -> ()
  }
}
