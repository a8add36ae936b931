module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>) -> (tensor<4xf32>) {
    %0 = "stablehlo.abs"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    %1 = "stablehlo.multiply"(%arg0, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %2 = "stablehlo.constant"() {value = dense<0xCE5691E2> : tensor<4xf32>} : () -> tensor<4xf32>
    %3 = "stablehlo.multiply"(%2, %1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %4 = "stablehlo.constant"() {value = dense<0x52D295D0> : tensor<4xf32>} : () -> tensor<4xf32>
    %5 = "stablehlo.add"(%3, %4) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %6 = "stablehlo.multiply"(%5, %1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %7 = "stablehlo.constant"() {value = dense<0xD6845497> : tensor<4xf32>} : () -> tensor<4xf32>
    %8 = "stablehlo.add"(%6, %7) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %9 = "stablehlo.multiply"(%8, %1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %10 = "stablehlo.constant"() {value = dense<0x59515A15> : tensor<4xf32>} : () -> tensor<4xf32>
    %11 = "stablehlo.add"(%9, %10) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %12 = "stablehlo.constant"() {value = dense<0x441B3589> : tensor<4xf32>} : () -> tensor<4xf32>
    %13 = "stablehlo.multiply"(%12, %1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %14 = "stablehlo.constant"() {value = dense<0x487AF6D0> : tensor<4xf32>} : () -> tensor<4xf32>
    %15 = "stablehlo.add"(%13, %14) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %16 = "stablehlo.multiply"(%15, %1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %17 = "stablehlo.constant"() {value = dense<0x4C9F4AA7> : tensor<4xf32>} : () -> tensor<4xf32>
    %18 = "stablehlo.add"(%16, %17) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %19 = "stablehlo.multiply"(%18, %1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %20 = "stablehlo.constant"() {value = dense<0x50A509FC> : tensor<4xf32>} : () -> tensor<4xf32>
    %21 = "stablehlo.add"(%19, %20) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %22 = "stablehlo.multiply"(%21, %1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %23 = "stablehlo.constant"() {value = dense<0x548A37DC> : tensor<4xf32>} : () -> tensor<4xf32>
    %24 = "stablehlo.add"(%22, %23) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %25 = "stablehlo.multiply"(%24, %1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %26 = "stablehlo.constant"() {value = dense<0x58325852> : tensor<4xf32>} : () -> tensor<4xf32>
    %27 = "stablehlo.add"(%25, %26) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %28 = "stablehlo.multiply"(%27, %1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %29 = "stablehlo.constant"() {value = dense<0x5B9F0600> : tensor<4xf32>} : () -> tensor<4xf32>
    %30 = "stablehlo.add"(%28, %29) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %31 = "stablehlo.multiply"(%30, %1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %32 = "stablehlo.constant"() {value = dense<0x5E93BCAC> : tensor<4xf32>} : () -> tensor<4xf32>
    %33 = "stablehlo.add"(%31, %32) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %34 = "stablehlo.divide"(%11, %33) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %35 = "stablehlo.multiply"(%34, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %36 = "stablehlo.constant"() {value = dense<0xC16AE95A> : tensor<4xf32>} : () -> tensor<4xf32>
    %37 = "stablehlo.add"(%1, %36) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %38 = "stablehlo.multiply"(%35, %37) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %39 = "stablehlo.constant"() {value = dense<0xC244DFB3> : tensor<4xf32>} : () -> tensor<4xf32>
    %40 = "stablehlo.add"(%1, %39) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %41 = "stablehlo.multiply"(%38, %40) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %42 = "stablehlo.constant"() {value = dense<0x40A00000> : tensor<4xf32>} : () -> tensor<4xf32>
    %43 = "stablehlo.divide"(%42, %0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %44 = "stablehlo.multiply"(%43, %43) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %45 = "stablehlo.constant"() {value = dense<0x3A47C962> : tensor<4xf32>} : () -> tensor<4xf32>
    %46 = "stablehlo.multiply"(%45, %44) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %47 = "stablehlo.constant"() {value = dense<0x3D95CA45> : tensor<4xf32>} : () -> tensor<4xf32>
    %48 = "stablehlo.add"(%46, %47) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %49 = "stablehlo.multiply"(%48, %44) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %50 = "stablehlo.constant"() {value = dense<0x3F9047F6> : tensor<4xf32>} : () -> tensor<4xf32>
    %51 = "stablehlo.add"(%49, %50) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %52 = "stablehlo.multiply"(%51, %44) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %53 = "stablehlo.constant"() {value = dense<0x40A39628> : tensor<4xf32>} : () -> tensor<4xf32>
    %54 = "stablehlo.add"(%52, %53) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %55 = "stablehlo.multiply"(%54, %44) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %56 = "stablehlo.constant"() {value = dense<0x4106C8E4> : tensor<4xf32>} : () -> tensor<4xf32>
    %57 = "stablehlo.add"(%55, %56) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %58 = "stablehlo.multiply"(%57, %44) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %59 = "stablehlo.constant"() {value = dense<0x40A6DD51> : tensor<4xf32>} : () -> tensor<4xf32>
    %60 = "stablehlo.add"(%58, %59) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %61 = "stablehlo.multiply"(%60, %44) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %62 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %63 = "stablehlo.add"(%61, %62) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %64 = "stablehlo.constant"() {value = dense<0x3A15C4D9> : tensor<4xf32>} : () -> tensor<4xf32>
    %65 = "stablehlo.multiply"(%64, %44) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %66 = "stablehlo.constant"() {value = dense<0x3D8CFEEB> : tensor<4xf32>} : () -> tensor<4xf32>
    %67 = "stablehlo.add"(%65, %66) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %68 = "stablehlo.multiply"(%67, %44) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %69 = "stablehlo.constant"() {value = dense<0x3F8D754E> : tensor<4xf32>} : () -> tensor<4xf32>
    %70 = "stablehlo.add"(%68, %69) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %71 = "stablehlo.multiply"(%70, %44) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %72 = "stablehlo.constant"() {value = dense<0x40A25D18> : tensor<4xf32>} : () -> tensor<4xf32>
    %73 = "stablehlo.add"(%71, %72) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %74 = "stablehlo.multiply"(%73, %44) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %75 = "stablehlo.constant"() {value = dense<0x410665CF> : tensor<4xf32>} : () -> tensor<4xf32>
    %76 = "stablehlo.add"(%74, %75) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %77 = "stablehlo.multiply"(%76, %44) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %78 = "stablehlo.constant"() {value = dense<0x40A6B6EA> : tensor<4xf32>} : () -> tensor<4xf32>
    %79 = "stablehlo.add"(%77, %78) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %80 = "stablehlo.multiply"(%79, %44) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %81 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %82 = "stablehlo.add"(%80, %81) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %83 = "stablehlo.constant"() {value = dense<0x3D513FD3> : tensor<4xf32>} : () -> tensor<4xf32>
    %84 = "stablehlo.multiply"(%83, %44) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %85 = "stablehlo.constant"() {value = dense<0x409F6DAE> : tensor<4xf32>} : () -> tensor<4xf32>
    %86 = "stablehlo.add"(%84, %85) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %87 = "stablehlo.multiply"(%86, %44) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %88 = "stablehlo.constant"() {value = dense<0x4297A5CD> : tensor<4xf32>} : () -> tensor<4xf32>
    %89 = "stablehlo.add"(%87, %88) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %90 = "stablehlo.multiply"(%89, %44) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %91 = "stablehlo.constant"() {value = dense<0x43B763CA> : tensor<4xf32>} : () -> tensor<4xf32>
    %92 = "stablehlo.add"(%90, %91) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %93 = "stablehlo.multiply"(%92, %44) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %94 = "stablehlo.constant"() {value = dense<0x4431B6CE> : tensor<4xf32>} : () -> tensor<4xf32>
    %95 = "stablehlo.add"(%93, %94) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %96 = "stablehlo.multiply"(%95, %44) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %97 = "stablehlo.constant"() {value = dense<0x44155F56> : tensor<4xf32>} : () -> tensor<4xf32>
    %98 = "stablehlo.add"(%96, %97) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %99 = "stablehlo.multiply"(%98, %44) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %100 = "stablehlo.constant"() {value = dense<0x4353B052> : tensor<4xf32>} : () -> tensor<4xf32>
    %101 = "stablehlo.add"(%99, %100) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %102 = "stablehlo.multiply"(%101, %44) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %103 = "stablehlo.constant"() {value = dense<0x41C9A7FA> : tensor<4xf32>} : () -> tensor<4xf32>
    %104 = "stablehlo.add"(%102, %103) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %105 = "stablehlo.constant"() {value = dense<0x42947983> : tensor<4xf32>} : () -> tensor<4xf32>
    %106 = "stablehlo.multiply"(%105, %44) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %107 = "stablehlo.constant"() {value = dense<0x44840E5D> : tensor<4xf32>} : () -> tensor<4xf32>
    %108 = "stablehlo.add"(%106, %107) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %109 = "stablehlo.multiply"(%108, %44) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %110 = "stablehlo.constant"() {value = dense<0x459BD349> : tensor<4xf32>} : () -> tensor<4xf32>
    %111 = "stablehlo.add"(%109, %110) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %112 = "stablehlo.multiply"(%111, %44) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %113 = "stablehlo.constant"() {value = dense<0x46156947> : tensor<4xf32>} : () -> tensor<4xf32>
    %114 = "stablehlo.add"(%112, %113) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %115 = "stablehlo.multiply"(%114, %44) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %116 = "stablehlo.constant"() {value = dense<0x45F9E855> : tensor<4xf32>} : () -> tensor<4xf32>
    %117 = "stablehlo.add"(%115, %116) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %118 = "stablehlo.multiply"(%117, %44) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %119 = "stablehlo.constant"() {value = dense<0x4530A316> : tensor<4xf32>} : () -> tensor<4xf32>
    %120 = "stablehlo.add"(%118, %119) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %121 = "stablehlo.multiply"(%120, %44) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %122 = "stablehlo.constant"() {value = dense<0x43A80BFB> : tensor<4xf32>} : () -> tensor<4xf32>
    %123 = "stablehlo.add"(%121, %122) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %124 = "stablehlo.divide"(%63, %82) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %125 = "stablehlo.divide"(%104, %123) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %126 = "stablehlo.constant"() {value = dense<0xC016CBE4> : tensor<4xf32>} : () -> tensor<4xf32>
    %127 = "stablehlo.add"(%0, %126) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %128 = "stablehlo.sine"(%127) : (tensor<4xf32>) -> tensor<4xf32>
    %129 = "stablehlo.cosine"(%127) : (tensor<4xf32>) -> tensor<4xf32>
    %130 = "stablehlo.constant"() {value = dense<0x40A00000> : tensor<4xf32>} : () -> tensor<4xf32>
    %131 = "stablehlo.divide"(%130, %0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %132 = "stablehlo.multiply"(%131, %125) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %133 = "stablehlo.multiply"(%124, %129) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %134 = "stablehlo.multiply"(%132, %128) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %135 = "stablehlo.subtract"(%133, %134) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %136 = "stablehlo.constant"() {value = dense<0x3F4C422A> : tensor<4xf32>} : () -> tensor<4xf32>
    %137 = "stablehlo.multiply"(%135, %136) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %138 = "stablehlo.sqrt"(%0) : (tensor<4xf32>) -> tensor<4xf32>
    %139 = "stablehlo.divide"(%137, %138) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %140 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %141 = "stablehlo.compare"(%arg0, %140) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %142 = "stablehlo.negate"(%139) : (tensor<4xf32>) -> tensor<4xf32>
    %143 = "stablehlo.select"(%141, %142, %139) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %144 = "stablehlo.constant"() {value = dense<0x40A00000> : tensor<4xf32>} : () -> tensor<4xf32>
    %145 = "stablehlo.compare"(%0, %144) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %146 = "stablehlo.select"(%145, %41, %143) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%146) : (tensor<4xf32>) -> ()
  }
}
