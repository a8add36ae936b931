module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>) -> (tensor<4xf32>) {
    %0 = "stablehlo.multiply"(%arg0, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1 = "stablehlo.constant"() {value = dense<0xC0000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %2 = "stablehlo.add"(%0, %1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %3 = "stablehlo.constant"() {value = dense<0xA3019142> : tensor<4xf32>} : () -> tensor<4xf32>
    %4 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %5 = "stablehlo.multiply"(%2, %3) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %6 = "stablehlo.subtract"(%5, %4) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %7 = "stablehlo.constant"() {value = dense<0xA72EEA8C> : tensor<4xf32>} : () -> tensor<4xf32>
    %8 = "stablehlo.add"(%6, %7) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %9 = "stablehlo.multiply"(%2, %8) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %10 = "stablehlo.subtract"(%9, %3) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %11 = "stablehlo.constant"() {value = dense<0xAB3BA817> : tensor<4xf32>} : () -> tensor<4xf32>
    %12 = "stablehlo.add"(%10, %11) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %13 = "stablehlo.multiply"(%2, %12) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %14 = "stablehlo.subtract"(%13, %8) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %15 = "stablehlo.constant"() {value = dense<0xAF1B31DE> : tensor<4xf32>} : () -> tensor<4xf32>
    %16 = "stablehlo.add"(%14, %15) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %17 = "stablehlo.multiply"(%2, %16) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %18 = "stablehlo.subtract"(%17, %12) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %19 = "stablehlo.constant"() {value = dense<0xB2BE20E9> : tensor<4xf32>} : () -> tensor<4xf32>
    %20 = "stablehlo.add"(%18, %19) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %21 = "stablehlo.multiply"(%2, %20) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %22 = "stablehlo.subtract"(%21, %16) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %23 = "stablehlo.constant"() {value = dense<0xB6234D99> : tensor<4xf32>} : () -> tensor<4xf32>
    %24 = "stablehlo.add"(%22, %23) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %25 = "stablehlo.multiply"(%2, %24) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %26 = "stablehlo.subtract"(%25, %20) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %27 = "stablehlo.constant"() {value = dense<0xB9356F17> : tensor<4xf32>} : () -> tensor<4xf32>
    %28 = "stablehlo.add"(%26, %27) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %29 = "stablehlo.multiply"(%2, %28) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %30 = "stablehlo.subtract"(%29, %24) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %31 = "stablehlo.constant"() {value = dense<0xBBE4949D> : tensor<4xf32>} : () -> tensor<4xf32>
    %32 = "stablehlo.add"(%30, %31) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %33 = "stablehlo.multiply"(%2, %32) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %34 = "stablehlo.subtract"(%33, %28) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %35 = "stablehlo.constant"() {value = dense<0xBDFB1B92> : tensor<4xf32>} : () -> tensor<4xf32>
    %36 = "stablehlo.add"(%34, %35) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %37 = "stablehlo.multiply"(%2, %36) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %38 = "stablehlo.subtract"(%37, %32) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %39 = "stablehlo.constant"() {value = dense<0xBEB4D0DC> : tensor<4xf32>} : () -> tensor<4xf32>
    %40 = "stablehlo.add"(%38, %39) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %41 = "stablehlo.multiply"(%2, %40) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %42 = "stablehlo.subtract"(%41, %36) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %43 = "stablehlo.constant"() {value = dense<0x3FC33D0A> : tensor<4xf32>} : () -> tensor<4xf32>
    %44 = "stablehlo.add"(%42, %43) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %45 = "stablehlo.subtract"(%44, %36) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %46 = "stablehlo.constant"() {value = dense<0x3F000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %47 = "stablehlo.multiply"(%45, %46) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %48 = "stablehlo.constant"() {value = dense<0x3F000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %49 = "stablehlo.multiply"(%arg0, %48) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %50 = "stablehlo.log"(%49) : (tensor<4xf32>) -> tensor<4xf32>
    %51 = "stablehlo.abs"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    %52 = "stablehlo.constant"() {value = dense<0x41400000> : tensor<4xf32>} : () -> tensor<4xf32>
    %53 = "stablehlo.compare"(%51, %52) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %54 = "stablehlo.minimum"(%51, %52) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %55 = "stablehlo.maximum"(%51, %52) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %56 = "stablehlo.constant"() {value = dense<0x3F000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %57 = "stablehlo.multiply"(%54, %56) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %58 = "stablehlo.multiply"(%57, %57) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %59 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %60 = "stablehlo.constant"() {value = dense<0x3B01848E> : tensor<4xf32>} : () -> tensor<4xf32>
    %61 = "stablehlo.multiply"(%58, %60) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %62 = "stablehlo.multiply"(%61, %59) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %63 = "stablehlo.add"(%59, %62) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %64 = "stablehlo.constant"() {value = dense<0x3B0DDA52> : tensor<4xf32>} : () -> tensor<4xf32>
    %65 = "stablehlo.multiply"(%58, %64) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %66 = "stablehlo.multiply"(%65, %63) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %67 = "stablehlo.add"(%59, %66) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %68 = "stablehlo.constant"() {value = dense<0x3B1C09C1> : tensor<4xf32>} : () -> tensor<4xf32>
    %69 = "stablehlo.multiply"(%58, %68) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %70 = "stablehlo.multiply"(%69, %67) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %71 = "stablehlo.add"(%59, %70) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %72 = "stablehlo.constant"() {value = dense<0x3B2C7692> : tensor<4xf32>} : () -> tensor<4xf32>
    %73 = "stablehlo.multiply"(%58, %72) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %74 = "stablehlo.multiply"(%73, %71) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %75 = "stablehlo.add"(%59, %74) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %76 = "stablehlo.constant"() {value = dense<0x3B3FA030> : tensor<4xf32>} : () -> tensor<4xf32>
    %77 = "stablehlo.multiply"(%58, %76) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %78 = "stablehlo.multiply"(%77, %75) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %79 = "stablehlo.add"(%59, %78) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %80 = "stablehlo.constant"() {value = dense<0x3B562B81> : tensor<4xf32>} : () -> tensor<4xf32>
    %81 = "stablehlo.multiply"(%58, %80) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %82 = "stablehlo.multiply"(%81, %79) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %83 = "stablehlo.add"(%59, %82) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %84 = "stablehlo.constant"() {value = dense<0x3B70F0F1> : tensor<4xf32>} : () -> tensor<4xf32>
    %85 = "stablehlo.multiply"(%58, %84) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %86 = "stablehlo.multiply"(%85, %83) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %87 = "stablehlo.add"(%59, %86) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %88 = "stablehlo.constant"() {value = dense<0x3B888889> : tensor<4xf32>} : () -> tensor<4xf32>
    %89 = "stablehlo.multiply"(%58, %88) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %90 = "stablehlo.multiply"(%89, %87) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %91 = "stablehlo.add"(%59, %90) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %92 = "stablehlo.constant"() {value = dense<0x3B9C09C1> : tensor<4xf32>} : () -> tensor<4xf32>
    %93 = "stablehlo.multiply"(%58, %92) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %94 = "stablehlo.multiply"(%93, %91) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %95 = "stablehlo.add"(%59, %94) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %96 = "stablehlo.constant"() {value = dense<0x3BB40B41> : tensor<4xf32>} : () -> tensor<4xf32>
    %97 = "stablehlo.multiply"(%58, %96) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %98 = "stablehlo.multiply"(%97, %95) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %99 = "stablehlo.add"(%59, %98) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %100 = "stablehlo.constant"() {value = dense<0x3BD20D21> : tensor<4xf32>} : () -> tensor<4xf32>
    %101 = "stablehlo.multiply"(%58, %100) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %102 = "stablehlo.multiply"(%101, %99) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %103 = "stablehlo.add"(%59, %102) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %104 = "stablehlo.constant"() {value = dense<0x3BF83E10> : tensor<4xf32>} : () -> tensor<4xf32>
    %105 = "stablehlo.multiply"(%58, %104) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %106 = "stablehlo.multiply"(%105, %103) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %107 = "stablehlo.add"(%59, %106) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %108 = "stablehlo.constant"() {value = dense<0x3C14F209> : tensor<4xf32>} : () -> tensor<4xf32>
    %109 = "stablehlo.multiply"(%58, %108) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %110 = "stablehlo.multiply"(%109, %107) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %111 = "stablehlo.add"(%59, %110) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %112 = "stablehlo.constant"() {value = dense<0x3C360B61> : tensor<4xf32>} : () -> tensor<4xf32>
    %113 = "stablehlo.multiply"(%58, %112) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %114 = "stablehlo.multiply"(%113, %111) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %115 = "stablehlo.add"(%59, %114) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %116 = "stablehlo.constant"() {value = dense<0x3C638E39> : tensor<4xf32>} : () -> tensor<4xf32>
    %117 = "stablehlo.multiply"(%58, %116) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %118 = "stablehlo.multiply"(%117, %115) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %119 = "stablehlo.add"(%59, %118) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %120 = "stablehlo.constant"() {value = dense<0x3C924925> : tensor<4xf32>} : () -> tensor<4xf32>
    %121 = "stablehlo.multiply"(%58, %120) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %122 = "stablehlo.multiply"(%121, %119) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %123 = "stablehlo.add"(%59, %122) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %124 = "stablehlo.constant"() {value = dense<0x3CC30C31> : tensor<4xf32>} : () -> tensor<4xf32>
    %125 = "stablehlo.multiply"(%58, %124) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %126 = "stablehlo.multiply"(%125, %123) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %127 = "stablehlo.add"(%59, %126) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %128 = "stablehlo.constant"() {value = dense<0x3D088889> : tensor<4xf32>} : () -> tensor<4xf32>
    %129 = "stablehlo.multiply"(%58, %128) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %130 = "stablehlo.multiply"(%129, %127) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %131 = "stablehlo.add"(%59, %130) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %132 = "stablehlo.constant"() {value = dense<0x3D4CCCCD> : tensor<4xf32>} : () -> tensor<4xf32>
    %133 = "stablehlo.multiply"(%58, %132) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %134 = "stablehlo.multiply"(%133, %131) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %135 = "stablehlo.add"(%59, %134) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %136 = "stablehlo.constant"() {value = dense<0x3DAAAAAB> : tensor<4xf32>} : () -> tensor<4xf32>
    %137 = "stablehlo.multiply"(%58, %136) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %138 = "stablehlo.multiply"(%137, %135) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %139 = "stablehlo.add"(%59, %138) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %140 = "stablehlo.constant"() {value = dense<0x3E2AAAAB> : tensor<4xf32>} : () -> tensor<4xf32>
    %141 = "stablehlo.multiply"(%58, %140) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %142 = "stablehlo.multiply"(%141, %139) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %143 = "stablehlo.add"(%59, %142) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %144 = "stablehlo.constant"() {value = dense<0x3F000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %145 = "stablehlo.multiply"(%58, %144) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %146 = "stablehlo.multiply"(%145, %143) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %147 = "stablehlo.add"(%59, %146) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %148 = "stablehlo.multiply"(%147, %57) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %149 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %150 = "stablehlo.divide"(%149, %55) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %151 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %152 = "stablehlo.constant"() {value = dense<0x40CF2492> : tensor<4xf32>} : () -> tensor<4xf32>
    %153 = "stablehlo.multiply"(%150, %152) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %154 = "stablehlo.multiply"(%153, %151) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %155 = "stablehlo.add"(%151, %154) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %156 = "stablehlo.constant"() {value = dense<0x40BF13B1> : tensor<4xf32>} : () -> tensor<4xf32>
    %157 = "stablehlo.multiply"(%150, %156) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %158 = "stablehlo.multiply"(%157, %155) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %159 = "stablehlo.add"(%151, %158) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %160 = "stablehlo.constant"() {value = dense<0x40AF0000> : tensor<4xf32>} : () -> tensor<4xf32>
    %161 = "stablehlo.multiply"(%150, %160) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %162 = "stablehlo.multiply"(%161, %159) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %163 = "stablehlo.add"(%151, %162) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %164 = "stablehlo.constant"() {value = dense<0x409EE8BA> : tensor<4xf32>} : () -> tensor<4xf32>
    %165 = "stablehlo.multiply"(%150, %164) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %166 = "stablehlo.multiply"(%165, %163) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %167 = "stablehlo.add"(%151, %166) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %168 = "stablehlo.constant"() {value = dense<0x408ECCCD> : tensor<4xf32>} : () -> tensor<4xf32>
    %169 = "stablehlo.multiply"(%150, %168) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %170 = "stablehlo.multiply"(%169, %167) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %171 = "stablehlo.add"(%151, %170) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %172 = "stablehlo.constant"() {value = dense<0x407D5555> : tensor<4xf32>} : () -> tensor<4xf32>
    %173 = "stablehlo.multiply"(%150, %172) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %174 = "stablehlo.multiply"(%173, %171) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %175 = "stablehlo.add"(%151, %174) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %176 = "stablehlo.constant"() {value = dense<0x405D0000> : tensor<4xf32>} : () -> tensor<4xf32>
    %177 = "stablehlo.multiply"(%150, %176) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %178 = "stablehlo.multiply"(%177, %175) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %179 = "stablehlo.add"(%151, %178) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %180 = "stablehlo.constant"() {value = dense<0x403C9249> : tensor<4xf32>} : () -> tensor<4xf32>
    %181 = "stablehlo.multiply"(%150, %180) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %182 = "stablehlo.multiply"(%181, %179) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %183 = "stablehlo.add"(%151, %182) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %184 = "stablehlo.constant"() {value = dense<0x401C0000> : tensor<4xf32>} : () -> tensor<4xf32>
    %185 = "stablehlo.multiply"(%150, %184) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %186 = "stablehlo.multiply"(%185, %183) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %187 = "stablehlo.add"(%151, %186) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %188 = "stablehlo.constant"() {value = dense<0x3FF66666> : tensor<4xf32>} : () -> tensor<4xf32>
    %189 = "stablehlo.multiply"(%150, %188) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %190 = "stablehlo.multiply"(%189, %187) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %191 = "stablehlo.add"(%151, %190) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %192 = "stablehlo.constant"() {value = dense<0x3FB40000> : tensor<4xf32>} : () -> tensor<4xf32>
    %193 = "stablehlo.multiply"(%150, %192) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %194 = "stablehlo.multiply"(%193, %191) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %195 = "stablehlo.add"(%151, %194) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %196 = "stablehlo.constant"() {value = dense<0x3F600000> : tensor<4xf32>} : () -> tensor<4xf32>
    %197 = "stablehlo.multiply"(%150, %196) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %198 = "stablehlo.multiply"(%197, %195) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %199 = "stablehlo.add"(%151, %198) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %200 = "stablehlo.constant"() {value = dense<0x3EA00000> : tensor<4xf32>} : () -> tensor<4xf32>
    %201 = "stablehlo.multiply"(%150, %200) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %202 = "stablehlo.multiply"(%201, %199) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %203 = "stablehlo.add"(%151, %202) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %204 = "stablehlo.constant"() {value = dense<0xBEC00000> : tensor<4xf32>} : () -> tensor<4xf32>
    %205 = "stablehlo.multiply"(%150, %204) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %206 = "stablehlo.multiply"(%205, %203) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %207 = "stablehlo.add"(%151, %206) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %208 = "stablehlo.constant"() {value = dense<0x40C90FDB> : tensor<4xf32>} : () -> tensor<4xf32>
    %209 = "stablehlo.multiply"(%208, %55) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %210 = "stablehlo.sqrt"(%209) : (tensor<4xf32>) -> tensor<4xf32>
    %211 = "stablehlo.divide"(%207, %210) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %212 = "stablehlo.exponential"(%55) : (tensor<4xf32>) -> tensor<4xf32>
    %213 = "stablehlo.multiply"(%212, %211) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %214 = "stablehlo.select"(%53, %148, %213) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %215 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %216 = "stablehlo.compare"(%arg0, %215) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %217 = "stablehlo.negate"(%214) : (tensor<4xf32>) -> tensor<4xf32>
    %218 = "stablehlo.select"(%216, %217, %214) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %219 = "stablehlo.compare"(%arg0, %arg0) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %220 = "stablehlo.select"(%219, %arg0, %218) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %221 = "stablehlo.multiply"(%50, %220) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %222 = "stablehlo.divide"(%47, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %223 = "stablehlo.add"(%221, %222) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %224 = "stablehlo.exponential"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    %225 = "stablehlo.multiply"(%223, %224) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %226 = "stablehlo.constant"() {value = dense<0x41000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %227 = "stablehlo.divide"(%226, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %228 = "stablehlo.constant"() {value = dense<0xC0000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %229 = "stablehlo.add"(%227, %228) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %230 = "stablehlo.constant"() {value = dense<0xA2D462EA> : tensor<4xf32>} : () -> tensor<4xf32>
    %231 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %232 = "stablehlo.multiply"(%229, %230) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %233 = "stablehlo.subtract"(%232, %231) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %234 = "stablehlo.constant"() {value = dense<0x23A578D4> : tensor<4xf32>} : () -> tensor<4xf32>
    %235 = "stablehlo.add"(%233, %234) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %236 = "stablehlo.multiply"(%229, %235) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %237 = "stablehlo.subtract"(%236, %230) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %238 = "stablehlo.constant"() {value = dense<0xA48330A9> : tensor<4xf32>} : () -> tensor<4xf32>
    %239 = "stablehlo.add"(%237, %238) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %240 = "stablehlo.multiply"(%229, %239) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %241 = "stablehlo.subtract"(%240, %235) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %242 = "stablehlo.constant"() {value = dense<0x2553EAF2> : tensor<4xf32>} : () -> tensor<4xf32>
    %243 = "stablehlo.add"(%241, %242) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %244 = "stablehlo.multiply"(%229, %243) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %245 = "stablehlo.subtract"(%244, %239) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %246 = "stablehlo.constant"() {value = dense<0xA62E951F> : tensor<4xf32>} : () -> tensor<4xf32>
    %247 = "stablehlo.add"(%245, %246) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %248 = "stablehlo.multiply"(%229, %247) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %249 = "stablehlo.subtract"(%248, %243) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %250 = "stablehlo.constant"() {value = dense<0x2712E76F> : tensor<4xf32>} : () -> tensor<4xf32>
    %251 = "stablehlo.add"(%249, %250) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %252 = "stablehlo.multiply"(%229, %251) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %253 = "stablehlo.subtract"(%252, %247) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %254 = "stablehlo.constant"() {value = dense<0xA7FCEA92> : tensor<4xf32>} : () -> tensor<4xf32>
    %255 = "stablehlo.add"(%253, %254) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %256 = "stablehlo.multiply"(%229, %255) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %257 = "stablehlo.subtract"(%256, %251) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %258 = "stablehlo.constant"() {value = dense<0x28DF1F4B> : tensor<4xf32>} : () -> tensor<4xf32>
    %259 = "stablehlo.add"(%257, %258) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %260 = "stablehlo.multiply"(%229, %259) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %261 = "stablehlo.subtract"(%260, %255) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %262 = "stablehlo.constant"() {value = dense<0xA9CA232F> : tensor<4xf32>} : () -> tensor<4xf32>
    %263 = "stablehlo.add"(%261, %262) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %264 = "stablehlo.multiply"(%229, %263) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %265 = "stablehlo.subtract"(%264, %259) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %266 = "stablehlo.constant"() {value = dense<0x2ABC7FD0> : tensor<4xf32>} : () -> tensor<4xf32>
    %267 = "stablehlo.add"(%265, %266) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %268 = "stablehlo.multiply"(%229, %267) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %269 = "stablehlo.subtract"(%268, %263) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %270 = "stablehlo.constant"() {value = dense<0xABB56F63> : tensor<4xf32>} : () -> tensor<4xf32>
    %271 = "stablehlo.add"(%269, %270) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %272 = "stablehlo.multiply"(%229, %271) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %273 = "stablehlo.subtract"(%272, %267) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %274 = "stablehlo.constant"() {value = dense<0x2CB4D5C2> : tensor<4xf32>} : () -> tensor<4xf32>
    %275 = "stablehlo.add"(%273, %274) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %276 = "stablehlo.multiply"(%229, %275) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %277 = "stablehlo.subtract"(%276, %271) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %278 = "stablehlo.constant"() {value = dense<0xADBB5A9D> : tensor<4xf32>} : () -> tensor<4xf32>
    %279 = "stablehlo.add"(%277, %278) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %280 = "stablehlo.multiply"(%229, %279) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %281 = "stablehlo.subtract"(%280, %275) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %282 = "stablehlo.constant"() {value = dense<0x2ECAB680> : tensor<4xf32>} : () -> tensor<4xf32>
    %283 = "stablehlo.add"(%281, %282) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %284 = "stablehlo.multiply"(%229, %283) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %285 = "stablehlo.subtract"(%284, %279) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %286 = "stablehlo.constant"() {value = dense<0xAFE65E00> : tensor<4xf32>} : () -> tensor<4xf32>
    %287 = "stablehlo.add"(%285, %286) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %288 = "stablehlo.multiply"(%229, %287) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %289 = "stablehlo.subtract"(%288, %283) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %290 = "stablehlo.constant"() {value = dense<0x310A7921> : tensor<4xf32>} : () -> tensor<4xf32>
    %291 = "stablehlo.add"(%289, %290) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %292 = "stablehlo.multiply"(%229, %291) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %293 = "stablehlo.subtract"(%292, %287) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %294 = "stablehlo.constant"() {value = dense<0xB231BD25> : tensor<4xf32>} : () -> tensor<4xf32>
    %295 = "stablehlo.add"(%293, %294) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %296 = "stablehlo.multiply"(%229, %295) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %297 = "stablehlo.subtract"(%296, %291) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %298 = "stablehlo.constant"() {value = dense<0x337693E3> : tensor<4xf32>} : () -> tensor<4xf32>
    %299 = "stablehlo.add"(%297, %298) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %300 = "stablehlo.multiply"(%229, %299) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %301 = "stablehlo.subtract"(%300, %295) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %302 = "stablehlo.constant"() {value = dense<0xB4BC0294> : tensor<4xf32>} : () -> tensor<4xf32>
    %303 = "stablehlo.add"(%301, %302) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %304 = "stablehlo.multiply"(%229, %303) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %305 = "stablehlo.subtract"(%304, %299) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %306 = "stablehlo.constant"() {value = dense<0x36217F19> : tensor<4xf32>} : () -> tensor<4xf32>
    %307 = "stablehlo.add"(%305, %306) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %308 = "stablehlo.multiply"(%229, %307) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %309 = "stablehlo.subtract"(%308, %303) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %310 = "stablehlo.constant"() {value = dense<0xB7A26B89> : tensor<4xf32>} : () -> tensor<4xf32>
    %311 = "stablehlo.add"(%309, %310) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %312 = "stablehlo.multiply"(%229, %311) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %313 = "stablehlo.subtract"(%312, %307) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %314 = "stablehlo.constant"() {value = dense<0x394CB2C4> : tensor<4xf32>} : () -> tensor<4xf32>
    %315 = "stablehlo.add"(%313, %314) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %316 = "stablehlo.multiply"(%229, %315) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %317 = "stablehlo.subtract"(%316, %311) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %318 = "stablehlo.constant"() {value = dense<0xBB3B4A36> : tensor<4xf32>} : () -> tensor<4xf32>
    %319 = "stablehlo.add"(%317, %318) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %320 = "stablehlo.multiply"(%229, %319) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %321 = "stablehlo.subtract"(%320, %315) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %322 = "stablehlo.constant"() {value = dense<0x3DD4D5F8> : tensor<4xf32>} : () -> tensor<4xf32>
    %323 = "stablehlo.add"(%321, %322) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %324 = "stablehlo.multiply"(%229, %323) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %325 = "stablehlo.subtract"(%324, %319) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %326 = "stablehlo.constant"() {value = dense<0x402E1EBD> : tensor<4xf32>} : () -> tensor<4xf32>
    %327 = "stablehlo.add"(%325, %326) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %328 = "stablehlo.subtract"(%327, %319) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %329 = "stablehlo.constant"() {value = dense<0x3F000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %330 = "stablehlo.multiply"(%328, %329) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %331 = "stablehlo.sqrt"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    %332 = "stablehlo.divide"(%330, %331) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %333 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %334 = "stablehlo.compare"(%arg0, %333) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %335 = "stablehlo.select"(%334, %225, %332) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %336 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %337 = "stablehlo.compare"(%arg0, %336) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %338 = "stablehlo.constant"() {value = dense<0x7F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %339 = "stablehlo.select"(%337, %338, %335) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%339) : (tensor<4xf32>) -> ()
  }
}
