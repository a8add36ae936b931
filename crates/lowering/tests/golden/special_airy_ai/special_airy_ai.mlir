module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>) -> (tensor<4xf32>) {
    %0 = "stablehlo.negate"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    %1 = "stablehlo.sqrt"(%0) : (tensor<4xf32>) -> tensor<4xf32>
    %2 = "stablehlo.constant"() {value = dense<0xC0000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %3 = "stablehlo.multiply"(%arg0, %2) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %4 = "stablehlo.multiply"(%3, %1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %5 = "stablehlo.constant"() {value = dense<0x40400000> : tensor<4xf32>} : () -> tensor<4xf32>
    %6 = "stablehlo.divide"(%4, %5) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %7 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %8 = "stablehlo.divide"(%7, %6) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %9 = "stablehlo.multiply"(%8, %8) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %10 = "stablehlo.constant"() {value = dense<0xBE06DB67> : tensor<4xf32>} : () -> tensor<4xf32>
    %11 = "stablehlo.multiply"(%10, %9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %12 = "stablehlo.constant"() {value = dense<0xBF205F75> : tensor<4xf32>} : () -> tensor<4xf32>
    %13 = "stablehlo.add"(%11, %12) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %14 = "stablehlo.multiply"(%13, %9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %15 = "stablehlo.constant"() {value = dense<0xBF3172CE> : tensor<4xf32>} : () -> tensor<4xf32>
    %16 = "stablehlo.add"(%14, %15) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %17 = "stablehlo.multiply"(%16, %9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %18 = "stablehlo.constant"() {value = dense<0xBE8F3F52> : tensor<4xf32>} : () -> tensor<4xf32>
    %19 = "stablehlo.add"(%17, %18) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %20 = "stablehlo.multiply"(%19, %9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %21 = "stablehlo.constant"() {value = dense<0xBD497B78> : tensor<4xf32>} : () -> tensor<4xf32>
    %22 = "stablehlo.add"(%20, %21) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %23 = "stablehlo.multiply"(%22, %9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %24 = "stablehlo.constant"() {value = dense<0xBB85200E> : tensor<4xf32>} : () -> tensor<4xf32>
    %25 = "stablehlo.add"(%23, %24) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %26 = "stablehlo.multiply"(%25, %9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %27 = "stablehlo.constant"() {value = dense<0xB9270375> : tensor<4xf32>} : () -> tensor<4xf32>
    %28 = "stablehlo.add"(%26, %27) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %29 = "stablehlo.multiply"(%28, %9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %30 = "stablehlo.constant"() {value = dense<0xB63A53C1> : tensor<4xf32>} : () -> tensor<4xf32>
    %31 = "stablehlo.add"(%29, %30) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %32 = "stablehlo.multiply"(%31, %9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %33 = "stablehlo.constant"() {value = dense<0xB29020E8> : tensor<4xf32>} : () -> tensor<4xf32>
    %34 = "stablehlo.add"(%32, %33) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %35 = "stablehlo.constant"() {value = dense<0x4155B259> : tensor<4xf32>} : () -> tensor<4xf32>
    %36 = "stablehlo.multiply"(%35, %9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %37 = "stablehlo.constant"() {value = dense<0x4202BAE2> : tensor<4xf32>} : () -> tensor<4xf32>
    %38 = "stablehlo.add"(%36, %37) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %39 = "stablehlo.multiply"(%38, %9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %40 = "stablehlo.constant"() {value = dense<0x41D5E4C5> : tensor<4xf32>} : () -> tensor<4xf32>
    %41 = "stablehlo.add"(%39, %40) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %42 = "stablehlo.multiply"(%41, %9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %43 = "stablehlo.constant"() {value = dense<0x4112FE41> : tensor<4xf32>} : () -> tensor<4xf32>
    %44 = "stablehlo.add"(%42, %43) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %45 = "stablehlo.multiply"(%44, %9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %46 = "stablehlo.constant"() {value = dense<0x3FBCD65A> : tensor<4xf32>} : () -> tensor<4xf32>
    %47 = "stablehlo.add"(%45, %46) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %48 = "stablehlo.multiply"(%47, %9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %49 = "stablehlo.constant"() {value = dense<0x3DECED66> : tensor<4xf32>} : () -> tensor<4xf32>
    %50 = "stablehlo.add"(%48, %49) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %51 = "stablehlo.multiply"(%50, %9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %52 = "stablehlo.constant"() {value = dense<0x3B904657> : tensor<4xf32>} : () -> tensor<4xf32>
    %53 = "stablehlo.add"(%51, %52) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %54 = "stablehlo.multiply"(%53, %9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %55 = "stablehlo.constant"() {value = dense<0x389E46BD> : tensor<4xf32>} : () -> tensor<4xf32>
    %56 = "stablehlo.add"(%54, %55) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %57 = "stablehlo.multiply"(%56, %9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %58 = "stablehlo.constant"() {value = dense<0x34F295CE> : tensor<4xf32>} : () -> tensor<4xf32>
    %59 = "stablehlo.add"(%57, %58) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %60 = "stablehlo.constant"() {value = dense<0x3CA1A92F> : tensor<4xf32>} : () -> tensor<4xf32>
    %61 = "stablehlo.multiply"(%60, %9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %62 = "stablehlo.constant"() {value = dense<0x3EC83EA8> : tensor<4xf32>} : () -> tensor<4xf32>
    %63 = "stablehlo.add"(%61, %62) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %64 = "stablehlo.multiply"(%63, %9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %65 = "stablehlo.constant"() {value = dense<0x3F886C1A> : tensor<4xf32>} : () -> tensor<4xf32>
    %66 = "stablehlo.add"(%64, %65) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %67 = "stablehlo.multiply"(%66, %9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %68 = "stablehlo.constant"() {value = dense<0x3F706D65> : tensor<4xf32>} : () -> tensor<4xf32>
    %69 = "stablehlo.add"(%67, %68) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %70 = "stablehlo.multiply"(%69, %9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %71 = "stablehlo.constant"() {value = dense<0x3EB3F34E> : tensor<4xf32>} : () -> tensor<4xf32>
    %72 = "stablehlo.add"(%70, %71) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %73 = "stablehlo.multiply"(%72, %9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %74 = "stablehlo.constant"() {value = dense<0x3D81D209> : tensor<4xf32>} : () -> tensor<4xf32>
    %75 = "stablehlo.add"(%73, %74) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %76 = "stablehlo.multiply"(%75, %9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %77 = "stablehlo.constant"() {value = dense<0x3BBFF4D0> : tensor<4xf32>} : () -> tensor<4xf32>
    %78 = "stablehlo.add"(%76, %77) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %79 = "stablehlo.multiply"(%78, %9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %80 = "stablehlo.constant"() {value = dense<0x39944BB3> : tensor<4xf32>} : () -> tensor<4xf32>
    %81 = "stablehlo.add"(%79, %80) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %82 = "stablehlo.multiply"(%81, %9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %83 = "stablehlo.constant"() {value = dense<0x36EA79EB> : tensor<4xf32>} : () -> tensor<4xf32>
    %84 = "stablehlo.add"(%82, %83) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %85 = "stablehlo.multiply"(%84, %9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %86 = "stablehlo.constant"() {value = dense<0x33AE5496> : tensor<4xf32>} : () -> tensor<4xf32>
    %87 = "stablehlo.add"(%85, %86) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %88 = "stablehlo.multiply"(%87, %9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %89 = "stablehlo.constant"() {value = dense<0x2FBBC524> : tensor<4xf32>} : () -> tensor<4xf32>
    %90 = "stablehlo.add"(%88, %89) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %91 = "stablehlo.constant"() {value = dense<0x4114F160> : tensor<4xf32>} : () -> tensor<4xf32>
    %92 = "stablehlo.multiply"(%91, %9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %93 = "stablehlo.constant"() {value = dense<0x419EAEAE> : tensor<4xf32>} : () -> tensor<4xf32>
    %94 = "stablehlo.add"(%92, %93) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %95 = "stablehlo.multiply"(%94, %9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %96 = "stablehlo.constant"() {value = dense<0x417908DC> : tensor<4xf32>} : () -> tensor<4xf32>
    %97 = "stablehlo.add"(%95, %96) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %98 = "stablehlo.multiply"(%97, %9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %99 = "stablehlo.constant"() {value = dense<0x40AF4271> : tensor<4xf32>} : () -> tensor<4xf32>
    %100 = "stablehlo.add"(%98, %99) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %101 = "stablehlo.multiply"(%100, %9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %102 = "stablehlo.constant"() {value = dense<0x3F744C96> : tensor<4xf32>} : () -> tensor<4xf32>
    %103 = "stablehlo.add"(%101, %102) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %104 = "stablehlo.multiply"(%103, %9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %105 = "stablehlo.constant"() {value = dense<0x3DB110EF> : tensor<4xf32>} : () -> tensor<4xf32>
    %106 = "stablehlo.add"(%104, %105) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %107 = "stablehlo.multiply"(%106, %9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %108 = "stablehlo.constant"() {value = dense<0x3B873823> : tensor<4xf32>} : () -> tensor<4xf32>
    %109 = "stablehlo.add"(%107, %108) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %110 = "stablehlo.multiply"(%109, %9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %111 = "stablehlo.constant"() {value = dense<0x38D45B0F> : tensor<4xf32>} : () -> tensor<4xf32>
    %112 = "stablehlo.add"(%110, %111) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %113 = "stablehlo.multiply"(%112, %9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %114 = "stablehlo.constant"() {value = dense<0x359D422F> : tensor<4xf32>} : () -> tensor<4xf32>
    %115 = "stablehlo.add"(%113, %114) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %116 = "stablehlo.multiply"(%115, %9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %117 = "stablehlo.constant"() {value = dense<0x31A8FE3A> : tensor<4xf32>} : () -> tensor<4xf32>
    %118 = "stablehlo.add"(%116, %117) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %119 = "stablehlo.constant"() {value = dense<0x3F490FDB> : tensor<4xf32>} : () -> tensor<4xf32>
    %120 = "stablehlo.add"(%6, %119) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %121 = "stablehlo.sine"(%120) : (tensor<4xf32>) -> tensor<4xf32>
    %122 = "stablehlo.cosine"(%120) : (tensor<4xf32>) -> tensor<4xf32>
    %123 = "stablehlo.multiply"(%9, %34) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %124 = "stablehlo.divide"(%123, %59) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %125 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %126 = "stablehlo.add"(%124, %125) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %127 = "stablehlo.multiply"(%121, %126) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %128 = "stablehlo.multiply"(%8, %90) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %129 = "stablehlo.divide"(%128, %118) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %130 = "stablehlo.multiply"(%122, %129) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %131 = "stablehlo.subtract"(%127, %130) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %132 = "stablehlo.sqrt"(%1) : (tensor<4xf32>) -> tensor<4xf32>
    %133 = "stablehlo.constant"() {value = dense<0x3F106EBB> : tensor<4xf32>} : () -> tensor<4xf32>
    %134 = "stablehlo.divide"(%133, %132) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %135 = "stablehlo.multiply"(%134, %131) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %136 = "stablehlo.sqrt"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    %137 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %138 = "stablehlo.multiply"(%arg0, %137) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %139 = "stablehlo.multiply"(%138, %136) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %140 = "stablehlo.constant"() {value = dense<0x40400000> : tensor<4xf32>} : () -> tensor<4xf32>
    %141 = "stablehlo.divide"(%139, %140) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %142 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %143 = "stablehlo.divide"(%142, %141) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %144 = "stablehlo.constant"() {value = dense<0x3EB16D71> : tensor<4xf32>} : () -> tensor<4xf32>
    %145 = "stablehlo.multiply"(%144, %143) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %146 = "stablehlo.constant"() {value = dense<0x41401F1C> : tensor<4xf32>} : () -> tensor<4xf32>
    %147 = "stablehlo.add"(%145, %146) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %148 = "stablehlo.multiply"(%147, %143) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %149 = "stablehlo.constant"() {value = dense<0x42988F28> : tensor<4xf32>} : () -> tensor<4xf32>
    %150 = "stablehlo.add"(%148, %149) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %151 = "stablehlo.multiply"(%150, %143) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %152 = "stablehlo.constant"() {value = dense<0x432816D7> : tensor<4xf32>} : () -> tensor<4xf32>
    %153 = "stablehlo.add"(%151, %152) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %154 = "stablehlo.multiply"(%153, %143) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %155 = "stablehlo.constant"() {value = dense<0x431FC1A3> : tensor<4xf32>} : () -> tensor<4xf32>
    %156 = "stablehlo.add"(%154, %155) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %157 = "stablehlo.multiply"(%156, %143) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %158 = "stablehlo.constant"() {value = dense<0x428D127A> : tensor<4xf32>} : () -> tensor<4xf32>
    %159 = "stablehlo.add"(%157, %158) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %160 = "stablehlo.multiply"(%159, %143) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %161 = "stablehlo.constant"() {value = dense<0x41606C6B> : tensor<4xf32>} : () -> tensor<4xf32>
    %162 = "stablehlo.add"(%160, %161) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %163 = "stablehlo.multiply"(%162, %143) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %164 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %165 = "stablehlo.add"(%163, %164) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %166 = "stablehlo.constant"() {value = dense<0x3F114DE0> : tensor<4xf32>} : () -> tensor<4xf32>
    %167 = "stablehlo.multiply"(%166, %143) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %168 = "stablehlo.constant"() {value = dense<0x416C19A0> : tensor<4xf32>} : () -> tensor<4xf32>
    %169 = "stablehlo.add"(%167, %168) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %170 = "stablehlo.multiply"(%169, %143) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %171 = "stablehlo.constant"() {value = dense<0x42A9071E> : tensor<4xf32>} : () -> tensor<4xf32>
    %172 = "stablehlo.add"(%170, %171) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %173 = "stablehlo.multiply"(%172, %143) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %174 = "stablehlo.constant"() {value = dense<0x4331516E> : tensor<4xf32>} : () -> tensor<4xf32>
    %175 = "stablehlo.add"(%173, %174) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %176 = "stablehlo.multiply"(%175, %143) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %177 = "stablehlo.constant"() {value = dense<0x43243C15> : tensor<4xf32>} : () -> tensor<4xf32>
    %178 = "stablehlo.add"(%176, %177) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %179 = "stablehlo.multiply"(%178, %143) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %180 = "stablehlo.constant"() {value = dense<0x428EF4A7> : tensor<4xf32>} : () -> tensor<4xf32>
    %181 = "stablehlo.add"(%179, %180) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %182 = "stablehlo.multiply"(%181, %143) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %183 = "stablehlo.constant"() {value = dense<0x416188DD> : tensor<4xf32>} : () -> tensor<4xf32>
    %184 = "stablehlo.add"(%182, %183) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %185 = "stablehlo.multiply"(%184, %143) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %186 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %187 = "stablehlo.add"(%185, %186) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %188 = "stablehlo.divide"(%165, %187) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %189 = "stablehlo.constant"() {value = dense<0x3F106EBB> : tensor<4xf32>} : () -> tensor<4xf32>
    %190 = "stablehlo.multiply"(%188, %189) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %191 = "stablehlo.sqrt"(%136) : (tensor<4xf32>) -> tensor<4xf32>
    %192 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %193 = "stablehlo.multiply"(%191, %192) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %194 = "stablehlo.exponential"(%141) : (tensor<4xf32>) -> tensor<4xf32>
    %195 = "stablehlo.multiply"(%193, %194) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %196 = "stablehlo.divide"(%190, %195) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %197 = "stablehlo.multiply"(%arg0, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %198 = "stablehlo.multiply"(%197, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %199 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %200 = "stablehlo.multiply"(%199, %198) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %201 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %202 = "stablehlo.divide"(%200, %201) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %203 = "stablehlo.multiply"(%arg0, %198) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %204 = "stablehlo.constant"() {value = dense<0x40400000> : tensor<4xf32>} : () -> tensor<4xf32>
    %205 = "stablehlo.divide"(%203, %204) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %206 = "stablehlo.constant"() {value = dense<0x40400000> : tensor<4xf32>} : () -> tensor<4xf32>
    %207 = "stablehlo.divide"(%202, %206) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %208 = "stablehlo.add"(%199, %207) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %209 = "stablehlo.constant"() {value = dense<0x40800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %210 = "stablehlo.divide"(%205, %209) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %211 = "stablehlo.add"(%arg0, %210) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %212 = "stablehlo.multiply"(%207, %198) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %213 = "stablehlo.constant"() {value = dense<0x40A00000> : tensor<4xf32>} : () -> tensor<4xf32>
    %214 = "stablehlo.divide"(%212, %213) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %215 = "stablehlo.multiply"(%210, %198) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %216 = "stablehlo.constant"() {value = dense<0x40C00000> : tensor<4xf32>} : () -> tensor<4xf32>
    %217 = "stablehlo.divide"(%215, %216) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %218 = "stablehlo.constant"() {value = dense<0x40C00000> : tensor<4xf32>} : () -> tensor<4xf32>
    %219 = "stablehlo.divide"(%214, %218) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %220 = "stablehlo.add"(%208, %219) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %221 = "stablehlo.constant"() {value = dense<0x40E00000> : tensor<4xf32>} : () -> tensor<4xf32>
    %222 = "stablehlo.divide"(%217, %221) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %223 = "stablehlo.add"(%211, %222) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %224 = "stablehlo.multiply"(%219, %198) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %225 = "stablehlo.constant"() {value = dense<0x41000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %226 = "stablehlo.divide"(%224, %225) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %227 = "stablehlo.multiply"(%222, %198) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %228 = "stablehlo.constant"() {value = dense<0x41100000> : tensor<4xf32>} : () -> tensor<4xf32>
    %229 = "stablehlo.divide"(%227, %228) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %230 = "stablehlo.constant"() {value = dense<0x41100000> : tensor<4xf32>} : () -> tensor<4xf32>
    %231 = "stablehlo.divide"(%226, %230) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %232 = "stablehlo.add"(%220, %231) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %233 = "stablehlo.constant"() {value = dense<0x41200000> : tensor<4xf32>} : () -> tensor<4xf32>
    %234 = "stablehlo.divide"(%229, %233) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %235 = "stablehlo.add"(%223, %234) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %236 = "stablehlo.multiply"(%231, %198) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %237 = "stablehlo.constant"() {value = dense<0x41300000> : tensor<4xf32>} : () -> tensor<4xf32>
    %238 = "stablehlo.divide"(%236, %237) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %239 = "stablehlo.multiply"(%234, %198) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %240 = "stablehlo.constant"() {value = dense<0x41400000> : tensor<4xf32>} : () -> tensor<4xf32>
    %241 = "stablehlo.divide"(%239, %240) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %242 = "stablehlo.constant"() {value = dense<0x41400000> : tensor<4xf32>} : () -> tensor<4xf32>
    %243 = "stablehlo.divide"(%238, %242) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %244 = "stablehlo.add"(%232, %243) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %245 = "stablehlo.constant"() {value = dense<0x41500000> : tensor<4xf32>} : () -> tensor<4xf32>
    %246 = "stablehlo.divide"(%241, %245) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %247 = "stablehlo.add"(%235, %246) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %248 = "stablehlo.multiply"(%243, %198) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %249 = "stablehlo.constant"() {value = dense<0x41600000> : tensor<4xf32>} : () -> tensor<4xf32>
    %250 = "stablehlo.divide"(%248, %249) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %251 = "stablehlo.multiply"(%246, %198) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %252 = "stablehlo.constant"() {value = dense<0x41700000> : tensor<4xf32>} : () -> tensor<4xf32>
    %253 = "stablehlo.divide"(%251, %252) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %254 = "stablehlo.constant"() {value = dense<0x41700000> : tensor<4xf32>} : () -> tensor<4xf32>
    %255 = "stablehlo.divide"(%250, %254) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %256 = "stablehlo.add"(%244, %255) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %257 = "stablehlo.constant"() {value = dense<0x41800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %258 = "stablehlo.divide"(%253, %257) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %259 = "stablehlo.add"(%247, %258) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %260 = "stablehlo.multiply"(%255, %198) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %261 = "stablehlo.constant"() {value = dense<0x41880000> : tensor<4xf32>} : () -> tensor<4xf32>
    %262 = "stablehlo.divide"(%260, %261) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %263 = "stablehlo.multiply"(%258, %198) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %264 = "stablehlo.constant"() {value = dense<0x41900000> : tensor<4xf32>} : () -> tensor<4xf32>
    %265 = "stablehlo.divide"(%263, %264) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %266 = "stablehlo.constant"() {value = dense<0x41900000> : tensor<4xf32>} : () -> tensor<4xf32>
    %267 = "stablehlo.divide"(%262, %266) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %268 = "stablehlo.add"(%256, %267) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %269 = "stablehlo.constant"() {value = dense<0x41980000> : tensor<4xf32>} : () -> tensor<4xf32>
    %270 = "stablehlo.divide"(%265, %269) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %271 = "stablehlo.add"(%259, %270) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %272 = "stablehlo.multiply"(%267, %198) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %273 = "stablehlo.constant"() {value = dense<0x41A00000> : tensor<4xf32>} : () -> tensor<4xf32>
    %274 = "stablehlo.divide"(%272, %273) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %275 = "stablehlo.multiply"(%270, %198) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %276 = "stablehlo.constant"() {value = dense<0x41A80000> : tensor<4xf32>} : () -> tensor<4xf32>
    %277 = "stablehlo.divide"(%275, %276) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %278 = "stablehlo.constant"() {value = dense<0x41A80000> : tensor<4xf32>} : () -> tensor<4xf32>
    %279 = "stablehlo.divide"(%274, %278) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %280 = "stablehlo.add"(%268, %279) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %281 = "stablehlo.constant"() {value = dense<0x41B00000> : tensor<4xf32>} : () -> tensor<4xf32>
    %282 = "stablehlo.divide"(%277, %281) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %283 = "stablehlo.add"(%271, %282) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %284 = "stablehlo.multiply"(%279, %198) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %285 = "stablehlo.constant"() {value = dense<0x41B80000> : tensor<4xf32>} : () -> tensor<4xf32>
    %286 = "stablehlo.divide"(%284, %285) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %287 = "stablehlo.multiply"(%282, %198) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %288 = "stablehlo.constant"() {value = dense<0x41C00000> : tensor<4xf32>} : () -> tensor<4xf32>
    %289 = "stablehlo.divide"(%287, %288) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %290 = "stablehlo.constant"() {value = dense<0x41C00000> : tensor<4xf32>} : () -> tensor<4xf32>
    %291 = "stablehlo.divide"(%286, %290) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %292 = "stablehlo.add"(%280, %291) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %293 = "stablehlo.constant"() {value = dense<0x41C80000> : tensor<4xf32>} : () -> tensor<4xf32>
    %294 = "stablehlo.divide"(%289, %293) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %295 = "stablehlo.add"(%283, %294) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %296 = "stablehlo.multiply"(%291, %198) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %297 = "stablehlo.constant"() {value = dense<0x41D00000> : tensor<4xf32>} : () -> tensor<4xf32>
    %298 = "stablehlo.divide"(%296, %297) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %299 = "stablehlo.multiply"(%294, %198) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %300 = "stablehlo.constant"() {value = dense<0x41D80000> : tensor<4xf32>} : () -> tensor<4xf32>
    %301 = "stablehlo.divide"(%299, %300) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %302 = "stablehlo.constant"() {value = dense<0x41D80000> : tensor<4xf32>} : () -> tensor<4xf32>
    %303 = "stablehlo.divide"(%298, %302) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %304 = "stablehlo.add"(%292, %303) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %305 = "stablehlo.constant"() {value = dense<0x41E00000> : tensor<4xf32>} : () -> tensor<4xf32>
    %306 = "stablehlo.divide"(%301, %305) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %307 = "stablehlo.add"(%295, %306) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %308 = "stablehlo.constant"() {value = dense<0x3EB5C63D> : tensor<4xf32>} : () -> tensor<4xf32>
    %309 = "stablehlo.multiply"(%304, %308) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %310 = "stablehlo.constant"() {value = dense<0x3E8483FA> : tensor<4xf32>} : () -> tensor<4xf32>
    %311 = "stablehlo.multiply"(%307, %310) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %312 = "stablehlo.subtract"(%309, %311) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %313 = "stablehlo.constant"() {value = dense<0xC005C28F> : tensor<4xf32>} : () -> tensor<4xf32>
    %314 = "stablehlo.compare"(%arg0, %313) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %315 = "stablehlo.constant"() {value = dense<0x4005C28F> : tensor<4xf32>} : () -> tensor<4xf32>
    %316 = "stablehlo.compare"(%arg0, %315) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %317 = "stablehlo.select"(%316, %196, %312) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %318 = "stablehlo.select"(%314, %135, %317) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %319 = "stablehlo.constant"() {value = dense<0x42CFC8B4> : tensor<4xf32>} : () -> tensor<4xf32>
    %320 = "stablehlo.compare"(%arg0, %319) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %321 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %322 = "stablehlo.select"(%320, %321, %318) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %323 = "stablehlo.abs"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    %324 = "stablehlo.constant"() {value = dense<0x7F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %325 = "stablehlo.compare"(%323, %324) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %326 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<4xf32>} : () -> tensor<4xf32>
    %327 = "stablehlo.select"(%325, %326, %322) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%327) : (tensor<4xf32>) -> ()
  }
}
