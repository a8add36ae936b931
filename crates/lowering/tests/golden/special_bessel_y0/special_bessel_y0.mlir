module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>) -> (tensor<4xf32>) {
    %0 = "stablehlo.multiply"(%arg0, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1 = "stablehlo.constant"() {value = dense<0x4673A1BF> : tensor<4xf32>} : () -> tensor<4xf32>
    %2 = "stablehlo.multiply"(%1, %0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %3 = "stablehlo.constant"() {value = dense<0xCB5FC0FA> : tensor<4xf32>} : () -> tensor<4xf32>
    %4 = "stablehlo.add"(%2, %3) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %5 = "stablehlo.multiply"(%4, %0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %6 = "stablehlo.constant"() {value = dense<0x4FA1FBC8> : tensor<4xf32>} : () -> tensor<4xf32>
    %7 = "stablehlo.add"(%5, %6) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %8 = "stablehlo.multiply"(%7, %0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %9 = "stablehlo.constant"() {value = dense<0xD364ABDF> : tensor<4xf32>} : () -> tensor<4xf32>
    %10 = "stablehlo.add"(%8, %9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %11 = "stablehlo.multiply"(%10, %0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %12 = "stablehlo.constant"() {value = dense<0x569F5392> : tensor<4xf32>} : () -> tensor<4xf32>
    %13 = "stablehlo.add"(%11, %12) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %14 = "stablehlo.multiply"(%13, %0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %15 = "stablehlo.constant"() {value = dense<0xD945090F> : tensor<4xf32>} : () -> tensor<4xf32>
    %16 = "stablehlo.add"(%14, %15) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %17 = "stablehlo.multiply"(%16, %0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %18 = "stablehlo.constant"() {value = dense<0x5B1D4A5B> : tensor<4xf32>} : () -> tensor<4xf32>
    %19 = "stablehlo.add"(%17, %18) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %20 = "stablehlo.multiply"(%19, %0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %21 = "stablehlo.constant"() {value = dense<0xDA836A5B> : tensor<4xf32>} : () -> tensor<4xf32>
    %22 = "stablehlo.add"(%20, %21) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %23 = "stablehlo.constant"() {value = dense<0x44822913> : tensor<4xf32>} : () -> tensor<4xf32>
    %24 = "stablehlo.multiply"(%23, %0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %25 = "stablehlo.constant"() {value = dense<0x4918DBB5> : tensor<4xf32>} : () -> tensor<4xf32>
    %26 = "stablehlo.add"(%24, %25) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %27 = "stablehlo.multiply"(%26, %0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %28 = "stablehlo.constant"() {value = dense<0x4D803B1B> : tensor<4xf32>} : () -> tensor<4xf32>
    %29 = "stablehlo.add"(%27, %28) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %30 = "stablehlo.multiply"(%29, %0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %31 = "stablehlo.constant"() {value = dense<0x51A0EED9> : tensor<4xf32>} : () -> tensor<4xf32>
    %32 = "stablehlo.add"(%30, %31) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %33 = "stablehlo.multiply"(%32, %0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %34 = "stablehlo.constant"() {value = dense<0x5593AFE6> : tensor<4xf32>} : () -> tensor<4xf32>
    %35 = "stablehlo.add"(%33, %34) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %36 = "stablehlo.multiply"(%35, %0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %37 = "stablehlo.constant"() {value = dense<0x59344887> : tensor<4xf32>} : () -> tensor<4xf32>
    %38 = "stablehlo.add"(%36, %37) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %39 = "stablehlo.multiply"(%38, %0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %40 = "stablehlo.constant"() {value = dense<0x5C5E92FE> : tensor<4xf32>} : () -> tensor<4xf32>
    %41 = "stablehlo.add"(%39, %40) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %42 = "stablehlo.divide"(%22, %41) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %43 = "stablehlo.log"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    %44 = "stablehlo.constant"() {value = dense<0x3F22F983> : tensor<4xf32>} : () -> tensor<4xf32>
    %45 = "stablehlo.multiply"(%43, %44) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %46 = "stablehlo.abs"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    %47 = "stablehlo.multiply"(%46, %46) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %48 = "stablehlo.constant"() {value = dense<0xCF8EE29D> : tensor<4xf32>} : () -> tensor<4xf32>
    %49 = "stablehlo.multiply"(%48, %47) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %50 = "stablehlo.constant"() {value = dense<0x53E3BA8E> : tensor<4xf32>} : () -> tensor<4xf32>
    %51 = "stablehlo.add"(%49, %50) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %52 = "stablehlo.multiply"(%51, %47) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %53 = "stablehlo.constant"() {value = dense<0xD762B0A7> : tensor<4xf32>} : () -> tensor<4xf32>
    %54 = "stablehlo.add"(%52, %53) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %55 = "stablehlo.multiply"(%54, %47) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %56 = "stablehlo.constant"() {value = dense<0x5A09F7C3> : tensor<4xf32>} : () -> tensor<4xf32>
    %57 = "stablehlo.add"(%55, %56) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %58 = "stablehlo.constant"() {value = dense<0x43F9C815> : tensor<4xf32>} : () -> tensor<4xf32>
    %59 = "stablehlo.multiply"(%58, %47) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %60 = "stablehlo.constant"() {value = dense<0x4829B65A> : tensor<4xf32>} : () -> tensor<4xf32>
    %61 = "stablehlo.add"(%59, %60) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %62 = "stablehlo.multiply"(%61, %47) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %63 = "stablehlo.constant"() {value = dense<0x4C38C9A1> : tensor<4xf32>} : () -> tensor<4xf32>
    %64 = "stablehlo.add"(%62, %63) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %65 = "stablehlo.multiply"(%64, %47) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %66 = "stablehlo.constant"() {value = dense<0x5026AD80> : tensor<4xf32>} : () -> tensor<4xf32>
    %67 = "stablehlo.add"(%65, %66) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %68 = "stablehlo.multiply"(%67, %47) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %69 = "stablehlo.constant"() {value = dense<0x53F5F59C> : tensor<4xf32>} : () -> tensor<4xf32>
    %70 = "stablehlo.add"(%68, %69) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %71 = "stablehlo.multiply"(%70, %47) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %72 = "stablehlo.constant"() {value = dense<0x578D3514> : tensor<4xf32>} : () -> tensor<4xf32>
    %73 = "stablehlo.add"(%71, %72) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %74 = "stablehlo.multiply"(%73, %47) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %75 = "stablehlo.constant"() {value = dense<0x5AE20A0C> : tensor<4xf32>} : () -> tensor<4xf32>
    %76 = "stablehlo.add"(%74, %75) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %77 = "stablehlo.multiply"(%76, %47) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %78 = "stablehlo.constant"() {value = dense<0x5DBDF1A6> : tensor<4xf32>} : () -> tensor<4xf32>
    %79 = "stablehlo.add"(%77, %78) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %80 = "stablehlo.constant"() {value = dense<0xC0B90FDC> : tensor<4xf32>} : () -> tensor<4xf32>
    %81 = "stablehlo.add"(%47, %80) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %82 = "stablehlo.constant"() {value = dense<0xC1F3C525> : tensor<4xf32>} : () -> tensor<4xf32>
    %83 = "stablehlo.add"(%47, %82) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %84 = "stablehlo.multiply"(%81, %83) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %85 = "stablehlo.multiply"(%84, %57) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %86 = "stablehlo.divide"(%85, %79) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %87 = "stablehlo.constant"() {value = dense<0x40800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %88 = "stablehlo.divide"(%47, %87) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %89 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %90 = "stablehlo.subtract"(%89, %88) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %91 = "stablehlo.constant"() {value = dense<0x3727C5AC> : tensor<4xf32>} : () -> tensor<4xf32>
    %92 = "stablehlo.compare"(%46, %91) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %93 = "stablehlo.select"(%92, %90, %86) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %94 = "stablehlo.multiply"(%46, %46) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %95 = "stablehlo.constant"() {value = dense<0x41C80000> : tensor<4xf32>} : () -> tensor<4xf32>
    %96 = "stablehlo.divide"(%95, %94) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %97 = "stablehlo.constant"() {value = dense<0x3A50E985> : tensor<4xf32>} : () -> tensor<4xf32>
    %98 = "stablehlo.multiply"(%97, %96) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %99 = "stablehlo.constant"() {value = dense<0x3DA9A586> : tensor<4xf32>} : () -> tensor<4xf32>
    %100 = "stablehlo.add"(%98, %99) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %101 = "stablehlo.multiply"(%100, %96) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %102 = "stablehlo.constant"() {value = dense<0x3F9EA90A> : tensor<4xf32>} : () -> tensor<4xf32>
    %103 = "stablehlo.add"(%101, %102) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %104 = "stablehlo.multiply"(%103, %96) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %105 = "stablehlo.constant"() {value = dense<0x40AE4FDF> : tensor<4xf32>} : () -> tensor<4xf32>
    %106 = "stablehlo.add"(%104, %105) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %107 = "stablehlo.multiply"(%106, %96) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %108 = "stablehlo.constant"() {value = dense<0x410BF463> : tensor<4xf32>} : () -> tensor<4xf32>
    %109 = "stablehlo.add"(%107, %108) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %110 = "stablehlo.multiply"(%109, %96) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %111 = "stablehlo.constant"() {value = dense<0x40A9B425> : tensor<4xf32>} : () -> tensor<4xf32>
    %112 = "stablehlo.add"(%110, %111) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %113 = "stablehlo.multiply"(%112, %96) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %114 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %115 = "stablehlo.add"(%113, %114) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %116 = "stablehlo.constant"() {value = dense<0x3A725406> : tensor<4xf32>} : () -> tensor<4xf32>
    %117 = "stablehlo.multiply"(%116, %96) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %118 = "stablehlo.constant"() {value = dense<0x3DAF5E2D> : tensor<4xf32>} : () -> tensor<4xf32>
    %119 = "stablehlo.add"(%117, %118) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %120 = "stablehlo.multiply"(%119, %96) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %121 = "stablehlo.constant"() {value = dense<0x3FA07396> : tensor<4xf32>} : () -> tensor<4xf32>
    %122 = "stablehlo.add"(%120, %121) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %123 = "stablehlo.multiply"(%122, %96) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %124 = "stablehlo.constant"() {value = dense<0x40AF123F> : tensor<4xf32>} : () -> tensor<4xf32>
    %125 = "stablehlo.add"(%123, %124) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %126 = "stablehlo.multiply"(%125, %96) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %127 = "stablehlo.constant"() {value = dense<0x410C30C7> : tensor<4xf32>} : () -> tensor<4xf32>
    %128 = "stablehlo.add"(%126, %127) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %129 = "stablehlo.multiply"(%128, %96) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %130 = "stablehlo.constant"() {value = dense<0x40A9CB2F> : tensor<4xf32>} : () -> tensor<4xf32>
    %131 = "stablehlo.add"(%129, %130) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %132 = "stablehlo.multiply"(%131, %96) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %133 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %134 = "stablehlo.add"(%132, %133) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %135 = "stablehlo.constant"() {value = dense<0xBC3A3A12> : tensor<4xf32>} : () -> tensor<4xf32>
    %136 = "stablehlo.multiply"(%135, %96) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %137 = "stablehlo.constant"() {value = dense<0xBFA429DA> : tensor<4xf32>} : () -> tensor<4xf32>
    %138 = "stablehlo.add"(%136, %137) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %139 = "stablehlo.multiply"(%138, %96) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %140 = "stablehlo.constant"() {value = dense<0xC19C6E80> : tensor<4xf32>} : () -> tensor<4xf32>
    %141 = "stablehlo.add"(%139, %140) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %142 = "stablehlo.multiply"(%141, %96) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %143 = "stablehlo.constant"() {value = dense<0xC2BA697B> : tensor<4xf32>} : () -> tensor<4xf32>
    %144 = "stablehlo.add"(%142, %143) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %145 = "stablehlo.multiply"(%144, %96) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %146 = "stablehlo.constant"() {value = dense<0xC331AE61> : tensor<4xf32>} : () -> tensor<4xf32>
    %147 = "stablehlo.add"(%145, %146) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %148 = "stablehlo.multiply"(%147, %96) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %149 = "stablehlo.constant"() {value = dense<0xC31313D7> : tensor<4xf32>} : () -> tensor<4xf32>
    %150 = "stablehlo.add"(%148, %149) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %151 = "stablehlo.multiply"(%150, %96) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %152 = "stablehlo.constant"() {value = dense<0xC24DA463> : tensor<4xf32>} : () -> tensor<4xf32>
    %153 = "stablehlo.add"(%151, %152) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %154 = "stablehlo.multiply"(%153, %96) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %155 = "stablehlo.constant"() {value = dense<0xC0C19AC7> : tensor<4xf32>} : () -> tensor<4xf32>
    %156 = "stablehlo.add"(%154, %155) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %157 = "stablehlo.constant"() {value = dense<0x4280A2BA> : tensor<4xf32>} : () -> tensor<4xf32>
    %158 = "stablehlo.multiply"(%157, %96) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %159 = "stablehlo.constant"() {value = dense<0x44561B86> : tensor<4xf32>} : () -> tensor<4xf32>
    %160 = "stablehlo.add"(%158, %159) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %161 = "stablehlo.multiply"(%160, %96) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %162 = "stablehlo.constant"() {value = dense<0x4572A66E> : tensor<4xf32>} : () -> tensor<4xf32>
    %163 = "stablehlo.add"(%161, %162) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %164 = "stablehlo.multiply"(%163, %96) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %165 = "stablehlo.constant"() {value = dense<0x45E243BE> : tensor<4xf32>} : () -> tensor<4xf32>
    %166 = "stablehlo.add"(%164, %165) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %167 = "stablehlo.multiply"(%166, %96) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %168 = "stablehlo.constant"() {value = dense<0x45B955D1> : tensor<4xf32>} : () -> tensor<4xf32>
    %169 = "stablehlo.add"(%167, %168) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %170 = "stablehlo.multiply"(%169, %96) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %171 = "stablehlo.constant"() {value = dense<0x4500E17E> : tensor<4xf32>} : () -> tensor<4xf32>
    %172 = "stablehlo.add"(%170, %171) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %173 = "stablehlo.multiply"(%172, %96) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %174 = "stablehlo.constant"() {value = dense<0x43720178> : tensor<4xf32>} : () -> tensor<4xf32>
    %175 = "stablehlo.add"(%173, %174) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %176 = "stablehlo.divide"(%115, %134) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %177 = "stablehlo.divide"(%156, %175) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %178 = "stablehlo.constant"() {value = dense<0xBF490FDB> : tensor<4xf32>} : () -> tensor<4xf32>
    %179 = "stablehlo.add"(%46, %178) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %180 = "stablehlo.sine"(%179) : (tensor<4xf32>) -> tensor<4xf32>
    %181 = "stablehlo.cosine"(%179) : (tensor<4xf32>) -> tensor<4xf32>
    %182 = "stablehlo.constant"() {value = dense<0x40A00000> : tensor<4xf32>} : () -> tensor<4xf32>
    %183 = "stablehlo.divide"(%182, %46) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %184 = "stablehlo.multiply"(%183, %177) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %185 = "stablehlo.multiply"(%176, %181) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %186 = "stablehlo.multiply"(%184, %180) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %187 = "stablehlo.subtract"(%185, %186) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %188 = "stablehlo.constant"() {value = dense<0x3F4C422A> : tensor<4xf32>} : () -> tensor<4xf32>
    %189 = "stablehlo.multiply"(%187, %188) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %190 = "stablehlo.sqrt"(%46) : (tensor<4xf32>) -> tensor<4xf32>
    %191 = "stablehlo.divide"(%189, %190) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %192 = "stablehlo.constant"() {value = dense<0x40A00000> : tensor<4xf32>} : () -> tensor<4xf32>
    %193 = "stablehlo.compare"(%46, %192) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %194 = "stablehlo.select"(%193, %93, %191) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %195 = "stablehlo.multiply"(%45, %194) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %196 = "stablehlo.add"(%42, %195) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %197 = "stablehlo.multiply"(%arg0, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %198 = "stablehlo.constant"() {value = dense<0x41C80000> : tensor<4xf32>} : () -> tensor<4xf32>
    %199 = "stablehlo.divide"(%198, %197) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %200 = "stablehlo.constant"() {value = dense<0x3A50E985> : tensor<4xf32>} : () -> tensor<4xf32>
    %201 = "stablehlo.multiply"(%200, %199) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %202 = "stablehlo.constant"() {value = dense<0x3DA9A586> : tensor<4xf32>} : () -> tensor<4xf32>
    %203 = "stablehlo.add"(%201, %202) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %204 = "stablehlo.multiply"(%203, %199) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %205 = "stablehlo.constant"() {value = dense<0x3F9EA90A> : tensor<4xf32>} : () -> tensor<4xf32>
    %206 = "stablehlo.add"(%204, %205) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %207 = "stablehlo.multiply"(%206, %199) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %208 = "stablehlo.constant"() {value = dense<0x40AE4FDF> : tensor<4xf32>} : () -> tensor<4xf32>
    %209 = "stablehlo.add"(%207, %208) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %210 = "stablehlo.multiply"(%209, %199) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %211 = "stablehlo.constant"() {value = dense<0x410BF463> : tensor<4xf32>} : () -> tensor<4xf32>
    %212 = "stablehlo.add"(%210, %211) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %213 = "stablehlo.multiply"(%212, %199) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %214 = "stablehlo.constant"() {value = dense<0x40A9B425> : tensor<4xf32>} : () -> tensor<4xf32>
    %215 = "stablehlo.add"(%213, %214) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %216 = "stablehlo.multiply"(%215, %199) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %217 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %218 = "stablehlo.add"(%216, %217) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %219 = "stablehlo.constant"() {value = dense<0x3A725406> : tensor<4xf32>} : () -> tensor<4xf32>
    %220 = "stablehlo.multiply"(%219, %199) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %221 = "stablehlo.constant"() {value = dense<0x3DAF5E2D> : tensor<4xf32>} : () -> tensor<4xf32>
    %222 = "stablehlo.add"(%220, %221) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %223 = "stablehlo.multiply"(%222, %199) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %224 = "stablehlo.constant"() {value = dense<0x3FA07396> : tensor<4xf32>} : () -> tensor<4xf32>
    %225 = "stablehlo.add"(%223, %224) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %226 = "stablehlo.multiply"(%225, %199) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %227 = "stablehlo.constant"() {value = dense<0x40AF123F> : tensor<4xf32>} : () -> tensor<4xf32>
    %228 = "stablehlo.add"(%226, %227) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %229 = "stablehlo.multiply"(%228, %199) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %230 = "stablehlo.constant"() {value = dense<0x410C30C7> : tensor<4xf32>} : () -> tensor<4xf32>
    %231 = "stablehlo.add"(%229, %230) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %232 = "stablehlo.multiply"(%231, %199) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %233 = "stablehlo.constant"() {value = dense<0x40A9CB2F> : tensor<4xf32>} : () -> tensor<4xf32>
    %234 = "stablehlo.add"(%232, %233) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %235 = "stablehlo.multiply"(%234, %199) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %236 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %237 = "stablehlo.add"(%235, %236) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %238 = "stablehlo.constant"() {value = dense<0xBC3A3A12> : tensor<4xf32>} : () -> tensor<4xf32>
    %239 = "stablehlo.multiply"(%238, %199) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %240 = "stablehlo.constant"() {value = dense<0xBFA429DA> : tensor<4xf32>} : () -> tensor<4xf32>
    %241 = "stablehlo.add"(%239, %240) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %242 = "stablehlo.multiply"(%241, %199) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %243 = "stablehlo.constant"() {value = dense<0xC19C6E80> : tensor<4xf32>} : () -> tensor<4xf32>
    %244 = "stablehlo.add"(%242, %243) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %245 = "stablehlo.multiply"(%244, %199) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %246 = "stablehlo.constant"() {value = dense<0xC2BA697B> : tensor<4xf32>} : () -> tensor<4xf32>
    %247 = "stablehlo.add"(%245, %246) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %248 = "stablehlo.multiply"(%247, %199) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %249 = "stablehlo.constant"() {value = dense<0xC331AE61> : tensor<4xf32>} : () -> tensor<4xf32>
    %250 = "stablehlo.add"(%248, %249) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %251 = "stablehlo.multiply"(%250, %199) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %252 = "stablehlo.constant"() {value = dense<0xC31313D7> : tensor<4xf32>} : () -> tensor<4xf32>
    %253 = "stablehlo.add"(%251, %252) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %254 = "stablehlo.multiply"(%253, %199) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %255 = "stablehlo.constant"() {value = dense<0xC24DA463> : tensor<4xf32>} : () -> tensor<4xf32>
    %256 = "stablehlo.add"(%254, %255) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %257 = "stablehlo.multiply"(%256, %199) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %258 = "stablehlo.constant"() {value = dense<0xC0C19AC7> : tensor<4xf32>} : () -> tensor<4xf32>
    %259 = "stablehlo.add"(%257, %258) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %260 = "stablehlo.constant"() {value = dense<0x4280A2BA> : tensor<4xf32>} : () -> tensor<4xf32>
    %261 = "stablehlo.multiply"(%260, %199) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %262 = "stablehlo.constant"() {value = dense<0x44561B86> : tensor<4xf32>} : () -> tensor<4xf32>
    %263 = "stablehlo.add"(%261, %262) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %264 = "stablehlo.multiply"(%263, %199) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %265 = "stablehlo.constant"() {value = dense<0x4572A66E> : tensor<4xf32>} : () -> tensor<4xf32>
    %266 = "stablehlo.add"(%264, %265) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %267 = "stablehlo.multiply"(%266, %199) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %268 = "stablehlo.constant"() {value = dense<0x45E243BE> : tensor<4xf32>} : () -> tensor<4xf32>
    %269 = "stablehlo.add"(%267, %268) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %270 = "stablehlo.multiply"(%269, %199) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %271 = "stablehlo.constant"() {value = dense<0x45B955D1> : tensor<4xf32>} : () -> tensor<4xf32>
    %272 = "stablehlo.add"(%270, %271) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %273 = "stablehlo.multiply"(%272, %199) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %274 = "stablehlo.constant"() {value = dense<0x4500E17E> : tensor<4xf32>} : () -> tensor<4xf32>
    %275 = "stablehlo.add"(%273, %274) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %276 = "stablehlo.multiply"(%275, %199) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %277 = "stablehlo.constant"() {value = dense<0x43720178> : tensor<4xf32>} : () -> tensor<4xf32>
    %278 = "stablehlo.add"(%276, %277) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %279 = "stablehlo.divide"(%218, %237) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %280 = "stablehlo.divide"(%259, %278) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %281 = "stablehlo.constant"() {value = dense<0xBF490FDB> : tensor<4xf32>} : () -> tensor<4xf32>
    %282 = "stablehlo.add"(%arg0, %281) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %283 = "stablehlo.sine"(%282) : (tensor<4xf32>) -> tensor<4xf32>
    %284 = "stablehlo.cosine"(%282) : (tensor<4xf32>) -> tensor<4xf32>
    %285 = "stablehlo.constant"() {value = dense<0x40A00000> : tensor<4xf32>} : () -> tensor<4xf32>
    %286 = "stablehlo.divide"(%285, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %287 = "stablehlo.multiply"(%286, %280) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %288 = "stablehlo.multiply"(%279, %283) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %289 = "stablehlo.multiply"(%287, %284) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %290 = "stablehlo.add"(%288, %289) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %291 = "stablehlo.constant"() {value = dense<0x3F4C422A> : tensor<4xf32>} : () -> tensor<4xf32>
    %292 = "stablehlo.multiply"(%290, %291) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %293 = "stablehlo.sqrt"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    %294 = "stablehlo.divide"(%292, %293) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %295 = "stablehlo.constant"() {value = dense<0x40A00000> : tensor<4xf32>} : () -> tensor<4xf32>
    %296 = "stablehlo.compare"(%arg0, %295) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %297 = "stablehlo.select"(%296, %196, %294) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%297) : (tensor<4xf32>) -> ()
  }
}
