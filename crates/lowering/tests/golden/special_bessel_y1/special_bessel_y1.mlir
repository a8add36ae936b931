module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>) -> (tensor<4xf32>) {
    %0 = "stablehlo.multiply"(%arg0, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1 = "stablehlo.constant"() {value = dense<0x4E9695F3> : tensor<4xf32>} : () -> tensor<4xf32>
    %2 = "stablehlo.multiply"(%1, %0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %3 = "stablehlo.constant"() {value = dense<0xD316B96B> : tensor<4xf32>} : () -> tensor<4xf32>
    %4 = "stablehlo.add"(%2, %3) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %5 = "stablehlo.multiply"(%4, %0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %6 = "stablehlo.constant"() {value = dense<0x56D04AA6> : tensor<4xf32>} : () -> tensor<4xf32>
    %7 = "stablehlo.add"(%5, %6) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %8 = "stablehlo.multiply"(%7, %0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %9 = "stablehlo.constant"() {value = dense<0xD9E700D2> : tensor<4xf32>} : () -> tensor<4xf32>
    %10 = "stablehlo.add"(%8, %9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %11 = "stablehlo.multiply"(%10, %0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %12 = "stablehlo.constant"() {value = dense<0x5C33CD68> : tensor<4xf32>} : () -> tensor<4xf32>
    %13 = "stablehlo.add"(%11, %12) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %14 = "stablehlo.multiply"(%13, %0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %15 = "stablehlo.constant"() {value = dense<0xDD2CF20B> : tensor<4xf32>} : () -> tensor<4xf32>
    %16 = "stablehlo.add"(%14, %15) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %17 = "stablehlo.constant"() {value = dense<0x4414934D> : tensor<4xf32>} : () -> tensor<4xf32>
    %18 = "stablehlo.multiply"(%17, %0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %19 = "stablehlo.constant"() {value = dense<0x48660B06> : tensor<4xf32>} : () -> tensor<4xf32>
    %20 = "stablehlo.add"(%18, %19) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %21 = "stablehlo.multiply"(%20, %0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %22 = "stablehlo.constant"() {value = dense<0x4C8C277D> : tensor<4xf32>} : () -> tensor<4xf32>
    %23 = "stablehlo.add"(%21, %22) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %24 = "stablehlo.multiply"(%23, %0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %25 = "stablehlo.constant"() {value = dense<0x508BC61D> : tensor<4xf32>} : () -> tensor<4xf32>
    %26 = "stablehlo.add"(%24, %25) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %27 = "stablehlo.multiply"(%26, %0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %28 = "stablehlo.constant"() {value = dense<0x5461FAF8> : tensor<4xf32>} : () -> tensor<4xf32>
    %29 = "stablehlo.add"(%27, %28) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %30 = "stablehlo.multiply"(%29, %0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %31 = "stablehlo.constant"() {value = dense<0x580D1937> : tensor<4xf32>} : () -> tensor<4xf32>
    %32 = "stablehlo.add"(%30, %31) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %33 = "stablehlo.multiply"(%32, %0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %34 = "stablehlo.constant"() {value = dense<0x5B741F1E> : tensor<4xf32>} : () -> tensor<4xf32>
    %35 = "stablehlo.add"(%33, %34) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %36 = "stablehlo.multiply"(%35, %0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %37 = "stablehlo.constant"() {value = dense<0x5E5C878D> : tensor<4xf32>} : () -> tensor<4xf32>
    %38 = "stablehlo.add"(%36, %37) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %39 = "stablehlo.divide"(%16, %38) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %40 = "stablehlo.multiply"(%arg0, %39) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %41 = "stablehlo.abs"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    %42 = "stablehlo.multiply"(%arg0, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %43 = "stablehlo.constant"() {value = dense<0xCE5691E2> : tensor<4xf32>} : () -> tensor<4xf32>
    %44 = "stablehlo.multiply"(%43, %42) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %45 = "stablehlo.constant"() {value = dense<0x52D295D0> : tensor<4xf32>} : () -> tensor<4xf32>
    %46 = "stablehlo.add"(%44, %45) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %47 = "stablehlo.multiply"(%46, %42) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %48 = "stablehlo.constant"() {value = dense<0xD6845497> : tensor<4xf32>} : () -> tensor<4xf32>
    %49 = "stablehlo.add"(%47, %48) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %50 = "stablehlo.multiply"(%49, %42) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %51 = "stablehlo.constant"() {value = dense<0x59515A15> : tensor<4xf32>} : () -> tensor<4xf32>
    %52 = "stablehlo.add"(%50, %51) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %53 = "stablehlo.constant"() {value = dense<0x441B3589> : tensor<4xf32>} : () -> tensor<4xf32>
    %54 = "stablehlo.multiply"(%53, %42) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %55 = "stablehlo.constant"() {value = dense<0x487AF6D0> : tensor<4xf32>} : () -> tensor<4xf32>
    %56 = "stablehlo.add"(%54, %55) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %57 = "stablehlo.multiply"(%56, %42) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %58 = "stablehlo.constant"() {value = dense<0x4C9F4AA7> : tensor<4xf32>} : () -> tensor<4xf32>
    %59 = "stablehlo.add"(%57, %58) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %60 = "stablehlo.multiply"(%59, %42) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %61 = "stablehlo.constant"() {value = dense<0x50A509FC> : tensor<4xf32>} : () -> tensor<4xf32>
    %62 = "stablehlo.add"(%60, %61) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %63 = "stablehlo.multiply"(%62, %42) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %64 = "stablehlo.constant"() {value = dense<0x548A37DC> : tensor<4xf32>} : () -> tensor<4xf32>
    %65 = "stablehlo.add"(%63, %64) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %66 = "stablehlo.multiply"(%65, %42) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %67 = "stablehlo.constant"() {value = dense<0x58325852> : tensor<4xf32>} : () -> tensor<4xf32>
    %68 = "stablehlo.add"(%66, %67) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %69 = "stablehlo.multiply"(%68, %42) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %70 = "stablehlo.constant"() {value = dense<0x5B9F0600> : tensor<4xf32>} : () -> tensor<4xf32>
    %71 = "stablehlo.add"(%69, %70) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %72 = "stablehlo.multiply"(%71, %42) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %73 = "stablehlo.constant"() {value = dense<0x5E93BCAC> : tensor<4xf32>} : () -> tensor<4xf32>
    %74 = "stablehlo.add"(%72, %73) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %75 = "stablehlo.divide"(%52, %74) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %76 = "stablehlo.multiply"(%75, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %77 = "stablehlo.constant"() {value = dense<0xC16AE95A> : tensor<4xf32>} : () -> tensor<4xf32>
    %78 = "stablehlo.add"(%42, %77) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %79 = "stablehlo.multiply"(%76, %78) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %80 = "stablehlo.constant"() {value = dense<0xC244DFB3> : tensor<4xf32>} : () -> tensor<4xf32>
    %81 = "stablehlo.add"(%42, %80) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %82 = "stablehlo.multiply"(%79, %81) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %83 = "stablehlo.constant"() {value = dense<0x40A00000> : tensor<4xf32>} : () -> tensor<4xf32>
    %84 = "stablehlo.divide"(%83, %41) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %85 = "stablehlo.multiply"(%84, %84) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %86 = "stablehlo.constant"() {value = dense<0x3A47C962> : tensor<4xf32>} : () -> tensor<4xf32>
    %87 = "stablehlo.multiply"(%86, %85) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %88 = "stablehlo.constant"() {value = dense<0x3D95CA45> : tensor<4xf32>} : () -> tensor<4xf32>
    %89 = "stablehlo.add"(%87, %88) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %90 = "stablehlo.multiply"(%89, %85) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %91 = "stablehlo.constant"() {value = dense<0x3F9047F6> : tensor<4xf32>} : () -> tensor<4xf32>
    %92 = "stablehlo.add"(%90, %91) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %93 = "stablehlo.multiply"(%92, %85) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %94 = "stablehlo.constant"() {value = dense<0x40A39628> : tensor<4xf32>} : () -> tensor<4xf32>
    %95 = "stablehlo.add"(%93, %94) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %96 = "stablehlo.multiply"(%95, %85) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %97 = "stablehlo.constant"() {value = dense<0x4106C8E4> : tensor<4xf32>} : () -> tensor<4xf32>
    %98 = "stablehlo.add"(%96, %97) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %99 = "stablehlo.multiply"(%98, %85) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %100 = "stablehlo.constant"() {value = dense<0x40A6DD51> : tensor<4xf32>} : () -> tensor<4xf32>
    %101 = "stablehlo.add"(%99, %100) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %102 = "stablehlo.multiply"(%101, %85) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %103 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %104 = "stablehlo.add"(%102, %103) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %105 = "stablehlo.constant"() {value = dense<0x3A15C4D9> : tensor<4xf32>} : () -> tensor<4xf32>
    %106 = "stablehlo.multiply"(%105, %85) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %107 = "stablehlo.constant"() {value = dense<0x3D8CFEEB> : tensor<4xf32>} : () -> tensor<4xf32>
    %108 = "stablehlo.add"(%106, %107) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %109 = "stablehlo.multiply"(%108, %85) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %110 = "stablehlo.constant"() {value = dense<0x3F8D754E> : tensor<4xf32>} : () -> tensor<4xf32>
    %111 = "stablehlo.add"(%109, %110) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %112 = "stablehlo.multiply"(%111, %85) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %113 = "stablehlo.constant"() {value = dense<0x40A25D18> : tensor<4xf32>} : () -> tensor<4xf32>
    %114 = "stablehlo.add"(%112, %113) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %115 = "stablehlo.multiply"(%114, %85) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %116 = "stablehlo.constant"() {value = dense<0x410665CF> : tensor<4xf32>} : () -> tensor<4xf32>
    %117 = "stablehlo.add"(%115, %116) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %118 = "stablehlo.multiply"(%117, %85) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %119 = "stablehlo.constant"() {value = dense<0x40A6B6EA> : tensor<4xf32>} : () -> tensor<4xf32>
    %120 = "stablehlo.add"(%118, %119) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %121 = "stablehlo.multiply"(%120, %85) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %122 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %123 = "stablehlo.add"(%121, %122) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %124 = "stablehlo.constant"() {value = dense<0x3D513FD3> : tensor<4xf32>} : () -> tensor<4xf32>
    %125 = "stablehlo.multiply"(%124, %85) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %126 = "stablehlo.constant"() {value = dense<0x409F6DAE> : tensor<4xf32>} : () -> tensor<4xf32>
    %127 = "stablehlo.add"(%125, %126) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %128 = "stablehlo.multiply"(%127, %85) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %129 = "stablehlo.constant"() {value = dense<0x4297A5CD> : tensor<4xf32>} : () -> tensor<4xf32>
    %130 = "stablehlo.add"(%128, %129) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %131 = "stablehlo.multiply"(%130, %85) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %132 = "stablehlo.constant"() {value = dense<0x43B763CA> : tensor<4xf32>} : () -> tensor<4xf32>
    %133 = "stablehlo.add"(%131, %132) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %134 = "stablehlo.multiply"(%133, %85) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %135 = "stablehlo.constant"() {value = dense<0x4431B6CE> : tensor<4xf32>} : () -> tensor<4xf32>
    %136 = "stablehlo.add"(%134, %135) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %137 = "stablehlo.multiply"(%136, %85) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %138 = "stablehlo.constant"() {value = dense<0x44155F56> : tensor<4xf32>} : () -> tensor<4xf32>
    %139 = "stablehlo.add"(%137, %138) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %140 = "stablehlo.multiply"(%139, %85) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %141 = "stablehlo.constant"() {value = dense<0x4353B052> : tensor<4xf32>} : () -> tensor<4xf32>
    %142 = "stablehlo.add"(%140, %141) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %143 = "stablehlo.multiply"(%142, %85) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %144 = "stablehlo.constant"() {value = dense<0x41C9A7FA> : tensor<4xf32>} : () -> tensor<4xf32>
    %145 = "stablehlo.add"(%143, %144) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %146 = "stablehlo.constant"() {value = dense<0x42947983> : tensor<4xf32>} : () -> tensor<4xf32>
    %147 = "stablehlo.multiply"(%146, %85) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %148 = "stablehlo.constant"() {value = dense<0x44840E5D> : tensor<4xf32>} : () -> tensor<4xf32>
    %149 = "stablehlo.add"(%147, %148) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %150 = "stablehlo.multiply"(%149, %85) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %151 = "stablehlo.constant"() {value = dense<0x459BD349> : tensor<4xf32>} : () -> tensor<4xf32>
    %152 = "stablehlo.add"(%150, %151) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %153 = "stablehlo.multiply"(%152, %85) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %154 = "stablehlo.constant"() {value = dense<0x46156947> : tensor<4xf32>} : () -> tensor<4xf32>
    %155 = "stablehlo.add"(%153, %154) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %156 = "stablehlo.multiply"(%155, %85) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %157 = "stablehlo.constant"() {value = dense<0x45F9E855> : tensor<4xf32>} : () -> tensor<4xf32>
    %158 = "stablehlo.add"(%156, %157) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %159 = "stablehlo.multiply"(%158, %85) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %160 = "stablehlo.constant"() {value = dense<0x4530A316> : tensor<4xf32>} : () -> tensor<4xf32>
    %161 = "stablehlo.add"(%159, %160) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %162 = "stablehlo.multiply"(%161, %85) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %163 = "stablehlo.constant"() {value = dense<0x43A80BFB> : tensor<4xf32>} : () -> tensor<4xf32>
    %164 = "stablehlo.add"(%162, %163) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %165 = "stablehlo.divide"(%104, %123) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %166 = "stablehlo.divide"(%145, %164) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %167 = "stablehlo.constant"() {value = dense<0xC016CBE4> : tensor<4xf32>} : () -> tensor<4xf32>
    %168 = "stablehlo.add"(%41, %167) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %169 = "stablehlo.sine"(%168) : (tensor<4xf32>) -> tensor<4xf32>
    %170 = "stablehlo.cosine"(%168) : (tensor<4xf32>) -> tensor<4xf32>
    %171 = "stablehlo.constant"() {value = dense<0x40A00000> : tensor<4xf32>} : () -> tensor<4xf32>
    %172 = "stablehlo.divide"(%171, %41) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %173 = "stablehlo.multiply"(%172, %166) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %174 = "stablehlo.multiply"(%165, %170) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %175 = "stablehlo.multiply"(%173, %169) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %176 = "stablehlo.subtract"(%174, %175) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %177 = "stablehlo.constant"() {value = dense<0x3F4C422A> : tensor<4xf32>} : () -> tensor<4xf32>
    %178 = "stablehlo.multiply"(%176, %177) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %179 = "stablehlo.sqrt"(%41) : (tensor<4xf32>) -> tensor<4xf32>
    %180 = "stablehlo.divide"(%178, %179) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %181 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %182 = "stablehlo.compare"(%arg0, %181) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %183 = "stablehlo.negate"(%180) : (tensor<4xf32>) -> tensor<4xf32>
    %184 = "stablehlo.select"(%182, %183, %180) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %185 = "stablehlo.constant"() {value = dense<0x40A00000> : tensor<4xf32>} : () -> tensor<4xf32>
    %186 = "stablehlo.compare"(%41, %185) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %187 = "stablehlo.select"(%186, %82, %184) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %188 = "stablehlo.log"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    %189 = "stablehlo.multiply"(%187, %188) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %190 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %191 = "stablehlo.divide"(%190, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %192 = "stablehlo.subtract"(%189, %191) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %193 = "stablehlo.constant"() {value = dense<0x3F22F983> : tensor<4xf32>} : () -> tensor<4xf32>
    %194 = "stablehlo.multiply"(%192, %193) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %195 = "stablehlo.add"(%40, %194) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %196 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %197 = "stablehlo.compare"(%arg0, %196) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %198 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %199 = "stablehlo.select"(%197, %198, %195) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %200 = "stablehlo.constant"() {value = dense<0x40A00000> : tensor<4xf32>} : () -> tensor<4xf32>
    %201 = "stablehlo.divide"(%200, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %202 = "stablehlo.multiply"(%201, %201) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %203 = "stablehlo.constant"() {value = dense<0x3A47C962> : tensor<4xf32>} : () -> tensor<4xf32>
    %204 = "stablehlo.multiply"(%203, %202) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %205 = "stablehlo.constant"() {value = dense<0x3D95CA45> : tensor<4xf32>} : () -> tensor<4xf32>
    %206 = "stablehlo.add"(%204, %205) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %207 = "stablehlo.multiply"(%206, %202) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %208 = "stablehlo.constant"() {value = dense<0x3F9047F6> : tensor<4xf32>} : () -> tensor<4xf32>
    %209 = "stablehlo.add"(%207, %208) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %210 = "stablehlo.multiply"(%209, %202) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %211 = "stablehlo.constant"() {value = dense<0x40A39628> : tensor<4xf32>} : () -> tensor<4xf32>
    %212 = "stablehlo.add"(%210, %211) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %213 = "stablehlo.multiply"(%212, %202) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %214 = "stablehlo.constant"() {value = dense<0x4106C8E4> : tensor<4xf32>} : () -> tensor<4xf32>
    %215 = "stablehlo.add"(%213, %214) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %216 = "stablehlo.multiply"(%215, %202) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %217 = "stablehlo.constant"() {value = dense<0x40A6DD51> : tensor<4xf32>} : () -> tensor<4xf32>
    %218 = "stablehlo.add"(%216, %217) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %219 = "stablehlo.multiply"(%218, %202) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %220 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %221 = "stablehlo.add"(%219, %220) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %222 = "stablehlo.constant"() {value = dense<0x3A15C4D9> : tensor<4xf32>} : () -> tensor<4xf32>
    %223 = "stablehlo.multiply"(%222, %202) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %224 = "stablehlo.constant"() {value = dense<0x3D8CFEEB> : tensor<4xf32>} : () -> tensor<4xf32>
    %225 = "stablehlo.add"(%223, %224) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %226 = "stablehlo.multiply"(%225, %202) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %227 = "stablehlo.constant"() {value = dense<0x3F8D754E> : tensor<4xf32>} : () -> tensor<4xf32>
    %228 = "stablehlo.add"(%226, %227) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %229 = "stablehlo.multiply"(%228, %202) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %230 = "stablehlo.constant"() {value = dense<0x40A25D18> : tensor<4xf32>} : () -> tensor<4xf32>
    %231 = "stablehlo.add"(%229, %230) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %232 = "stablehlo.multiply"(%231, %202) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %233 = "stablehlo.constant"() {value = dense<0x410665CF> : tensor<4xf32>} : () -> tensor<4xf32>
    %234 = "stablehlo.add"(%232, %233) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %235 = "stablehlo.multiply"(%234, %202) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %236 = "stablehlo.constant"() {value = dense<0x40A6B6EA> : tensor<4xf32>} : () -> tensor<4xf32>
    %237 = "stablehlo.add"(%235, %236) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %238 = "stablehlo.multiply"(%237, %202) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %239 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %240 = "stablehlo.add"(%238, %239) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %241 = "stablehlo.constant"() {value = dense<0x3D513FD3> : tensor<4xf32>} : () -> tensor<4xf32>
    %242 = "stablehlo.multiply"(%241, %202) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %243 = "stablehlo.constant"() {value = dense<0x409F6DAE> : tensor<4xf32>} : () -> tensor<4xf32>
    %244 = "stablehlo.add"(%242, %243) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %245 = "stablehlo.multiply"(%244, %202) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %246 = "stablehlo.constant"() {value = dense<0x4297A5CD> : tensor<4xf32>} : () -> tensor<4xf32>
    %247 = "stablehlo.add"(%245, %246) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %248 = "stablehlo.multiply"(%247, %202) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %249 = "stablehlo.constant"() {value = dense<0x43B763CA> : tensor<4xf32>} : () -> tensor<4xf32>
    %250 = "stablehlo.add"(%248, %249) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %251 = "stablehlo.multiply"(%250, %202) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %252 = "stablehlo.constant"() {value = dense<0x4431B6CE> : tensor<4xf32>} : () -> tensor<4xf32>
    %253 = "stablehlo.add"(%251, %252) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %254 = "stablehlo.multiply"(%253, %202) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %255 = "stablehlo.constant"() {value = dense<0x44155F56> : tensor<4xf32>} : () -> tensor<4xf32>
    %256 = "stablehlo.add"(%254, %255) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %257 = "stablehlo.multiply"(%256, %202) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %258 = "stablehlo.constant"() {value = dense<0x4353B052> : tensor<4xf32>} : () -> tensor<4xf32>
    %259 = "stablehlo.add"(%257, %258) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %260 = "stablehlo.multiply"(%259, %202) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %261 = "stablehlo.constant"() {value = dense<0x41C9A7FA> : tensor<4xf32>} : () -> tensor<4xf32>
    %262 = "stablehlo.add"(%260, %261) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %263 = "stablehlo.constant"() {value = dense<0x42947983> : tensor<4xf32>} : () -> tensor<4xf32>
    %264 = "stablehlo.multiply"(%263, %202) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %265 = "stablehlo.constant"() {value = dense<0x44840E5D> : tensor<4xf32>} : () -> tensor<4xf32>
    %266 = "stablehlo.add"(%264, %265) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %267 = "stablehlo.multiply"(%266, %202) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %268 = "stablehlo.constant"() {value = dense<0x459BD349> : tensor<4xf32>} : () -> tensor<4xf32>
    %269 = "stablehlo.add"(%267, %268) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %270 = "stablehlo.multiply"(%269, %202) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %271 = "stablehlo.constant"() {value = dense<0x46156947> : tensor<4xf32>} : () -> tensor<4xf32>
    %272 = "stablehlo.add"(%270, %271) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %273 = "stablehlo.multiply"(%272, %202) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %274 = "stablehlo.constant"() {value = dense<0x45F9E855> : tensor<4xf32>} : () -> tensor<4xf32>
    %275 = "stablehlo.add"(%273, %274) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %276 = "stablehlo.multiply"(%275, %202) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %277 = "stablehlo.constant"() {value = dense<0x4530A316> : tensor<4xf32>} : () -> tensor<4xf32>
    %278 = "stablehlo.add"(%276, %277) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %279 = "stablehlo.multiply"(%278, %202) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %280 = "stablehlo.constant"() {value = dense<0x43A80BFB> : tensor<4xf32>} : () -> tensor<4xf32>
    %281 = "stablehlo.add"(%279, %280) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %282 = "stablehlo.divide"(%221, %240) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %283 = "stablehlo.divide"(%262, %281) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %284 = "stablehlo.constant"() {value = dense<0xC016CBE4> : tensor<4xf32>} : () -> tensor<4xf32>
    %285 = "stablehlo.add"(%arg0, %284) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %286 = "stablehlo.sine"(%285) : (tensor<4xf32>) -> tensor<4xf32>
    %287 = "stablehlo.cosine"(%285) : (tensor<4xf32>) -> tensor<4xf32>
    %288 = "stablehlo.constant"() {value = dense<0x40A00000> : tensor<4xf32>} : () -> tensor<4xf32>
    %289 = "stablehlo.divide"(%288, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %290 = "stablehlo.multiply"(%289, %283) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %291 = "stablehlo.multiply"(%282, %286) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %292 = "stablehlo.multiply"(%290, %287) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %293 = "stablehlo.add"(%291, %292) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %294 = "stablehlo.constant"() {value = dense<0x3F4C422A> : tensor<4xf32>} : () -> tensor<4xf32>
    %295 = "stablehlo.multiply"(%293, %294) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %296 = "stablehlo.sqrt"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    %297 = "stablehlo.divide"(%295, %296) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %298 = "stablehlo.constant"() {value = dense<0x40A00000> : tensor<4xf32>} : () -> tensor<4xf32>
    %299 = "stablehlo.compare"(%arg0, %298) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %300 = "stablehlo.select"(%299, %199, %297) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%300) : (tensor<4xf32>) -> ()
  }
}
