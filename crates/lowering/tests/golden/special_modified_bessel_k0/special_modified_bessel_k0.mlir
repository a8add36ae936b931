module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>) -> (tensor<4xf32>) {
    %0 = "stablehlo.multiply"(%arg0, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1 = "stablehlo.constant"() {value = dense<0xC0000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %2 = "stablehlo.add"(%0, %1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %3 = "stablehlo.constant"() {value = dense<0x251E770F> : tensor<4xf32>} : () -> tensor<4xf32>
    %4 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %5 = "stablehlo.multiply"(%2, %3) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %6 = "stablehlo.subtract"(%5, %4) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %7 = "stablehlo.constant"() {value = dense<0x293FD856> : tensor<4xf32>} : () -> tensor<4xf32>
    %8 = "stablehlo.add"(%6, %7) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %9 = "stablehlo.multiply"(%2, %8) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %10 = "stablehlo.subtract"(%9, %3) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %11 = "stablehlo.constant"() {value = dense<0x2D3612E2> : tensor<4xf32>} : () -> tensor<4xf32>
    %12 = "stablehlo.add"(%10, %11) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %13 = "stablehlo.multiply"(%2, %12) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %14 = "stablehlo.subtract"(%13, %8) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %15 = "stablehlo.constant"() {value = dense<0x3102E09B> : tensor<4xf32>} : () -> tensor<4xf32>
    %16 = "stablehlo.add"(%14, %15) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %17 = "stablehlo.multiply"(%2, %16) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %18 = "stablehlo.subtract"(%17, %12) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %19 = "stablehlo.constant"() {value = dense<0x348815E7> : tensor<4xf32>} : () -> tensor<4xf32>
    %20 = "stablehlo.add"(%18, %19) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %21 = "stablehlo.multiply"(%2, %20) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %22 = "stablehlo.subtract"(%21, %16) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %23 = "stablehlo.constant"() {value = dense<0x37BFC808> : tensor<4xf32>} : () -> tensor<4xf32>
    %24 = "stablehlo.add"(%22, %23) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %25 = "stablehlo.multiply"(%2, %24) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %26 = "stablehlo.subtract"(%25, %20) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %27 = "stablehlo.constant"() {value = dense<0x3AA5C174> : tensor<4xf32>} : () -> tensor<4xf32>
    %28 = "stablehlo.add"(%26, %27) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %29 = "stablehlo.multiply"(%2, %28) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %30 = "stablehlo.subtract"(%29, %24) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %31 = "stablehlo.constant"() {value = dense<0x3D135FB3> : tensor<4xf32>} : () -> tensor<4xf32>
    %32 = "stablehlo.add"(%30, %31) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %33 = "stablehlo.multiply"(%2, %32) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %34 = "stablehlo.subtract"(%33, %28) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %35 = "stablehlo.constant"() {value = dense<0x3EB046C4> : tensor<4xf32>} : () -> tensor<4xf32>
    %36 = "stablehlo.add"(%34, %35) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %37 = "stablehlo.multiply"(%2, %36) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %38 = "stablehlo.subtract"(%37, %32) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %39 = "stablehlo.constant"() {value = dense<0xBF090B37> : tensor<4xf32>} : () -> tensor<4xf32>
    %40 = "stablehlo.add"(%38, %39) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %41 = "stablehlo.subtract"(%40, %32) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %42 = "stablehlo.constant"() {value = dense<0x3F000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %43 = "stablehlo.multiply"(%41, %42) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %44 = "stablehlo.constant"() {value = dense<0x3F000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %45 = "stablehlo.multiply"(%arg0, %44) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %46 = "stablehlo.log"(%45) : (tensor<4xf32>) -> tensor<4xf32>
    %47 = "stablehlo.abs"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    %48 = "stablehlo.constant"() {value = dense<0x41400000> : tensor<4xf32>} : () -> tensor<4xf32>
    %49 = "stablehlo.compare"(%47, %48) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %50 = "stablehlo.minimum"(%47, %48) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %51 = "stablehlo.maximum"(%47, %48) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %52 = "stablehlo.constant"() {value = dense<0x3F000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %53 = "stablehlo.multiply"(%50, %52) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %54 = "stablehlo.multiply"(%53, %53) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %55 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %56 = "stablehlo.constant"() {value = dense<0x3B0767AB> : tensor<4xf32>} : () -> tensor<4xf32>
    %57 = "stablehlo.multiply"(%54, %56) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %58 = "stablehlo.multiply"(%57, %55) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %59 = "stablehlo.add"(%55, %58) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %60 = "stablehlo.constant"() {value = dense<0x3B149B93> : tensor<4xf32>} : () -> tensor<4xf32>
    %61 = "stablehlo.multiply"(%54, %60) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %62 = "stablehlo.multiply"(%61, %59) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %63 = "stablehlo.add"(%55, %62) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %64 = "stablehlo.constant"() {value = dense<0x3B23D70A> : tensor<4xf32>} : () -> tensor<4xf32>
    %65 = "stablehlo.multiply"(%54, %64) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %66 = "stablehlo.multiply"(%65, %63) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %67 = "stablehlo.add"(%55, %66) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %68 = "stablehlo.constant"() {value = dense<0x3B358A48> : tensor<4xf32>} : () -> tensor<4xf32>
    %69 = "stablehlo.multiply"(%54, %68) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %70 = "stablehlo.multiply"(%69, %67) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %71 = "stablehlo.add"(%55, %70) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %72 = "stablehlo.constant"() {value = dense<0x3B4A4588> : tensor<4xf32>} : () -> tensor<4xf32>
    %73 = "stablehlo.multiply"(%54, %72) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %74 = "stablehlo.multiply"(%73, %71) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %75 = "stablehlo.add"(%55, %74) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %76 = "stablehlo.constant"() {value = dense<0x3B62C4A7> : tensor<4xf32>} : () -> tensor<4xf32>
    %77 = "stablehlo.multiply"(%54, %76) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %78 = "stablehlo.multiply"(%77, %75) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %79 = "stablehlo.add"(%55, %78) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %80 = "stablehlo.constant"() {value = dense<0x3B800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %81 = "stablehlo.multiply"(%54, %80) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %82 = "stablehlo.multiply"(%81, %79) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %83 = "stablehlo.add"(%55, %82) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %84 = "stablehlo.constant"() {value = dense<0x3B91A2B4> : tensor<4xf32>} : () -> tensor<4xf32>
    %85 = "stablehlo.multiply"(%54, %84) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %86 = "stablehlo.multiply"(%85, %83) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %87 = "stablehlo.add"(%55, %86) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %88 = "stablehlo.constant"() {value = dense<0x3BA72F05> : tensor<4xf32>} : () -> tensor<4xf32>
    %89 = "stablehlo.multiply"(%54, %88) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %90 = "stablehlo.multiply"(%89, %87) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %91 = "stablehlo.add"(%55, %90) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %92 = "stablehlo.constant"() {value = dense<0x3BC1E4BC> : tensor<4xf32>} : () -> tensor<4xf32>
    %93 = "stablehlo.multiply"(%54, %92) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %94 = "stablehlo.multiply"(%93, %91) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %95 = "stablehlo.add"(%55, %94) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %96 = "stablehlo.constant"() {value = dense<0x3BE38E39> : tensor<4xf32>} : () -> tensor<4xf32>
    %97 = "stablehlo.multiply"(%54, %96) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %98 = "stablehlo.multiply"(%97, %95) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %99 = "stablehlo.add"(%55, %98) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %100 = "stablehlo.constant"() {value = dense<0x3C0767AB> : tensor<4xf32>} : () -> tensor<4xf32>
    %101 = "stablehlo.multiply"(%54, %100) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %102 = "stablehlo.multiply"(%101, %99) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %103 = "stablehlo.add"(%55, %102) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %104 = "stablehlo.constant"() {value = dense<0x3C23D70A> : tensor<4xf32>} : () -> tensor<4xf32>
    %105 = "stablehlo.multiply"(%54, %104) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %106 = "stablehlo.multiply"(%105, %103) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %107 = "stablehlo.add"(%55, %106) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %108 = "stablehlo.constant"() {value = dense<0x3C4A4588> : tensor<4xf32>} : () -> tensor<4xf32>
    %109 = "stablehlo.multiply"(%54, %108) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %110 = "stablehlo.multiply"(%109, %107) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %111 = "stablehlo.add"(%55, %110) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %112 = "stablehlo.constant"() {value = dense<0x3C800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %113 = "stablehlo.multiply"(%54, %112) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %114 = "stablehlo.multiply"(%113, %111) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %115 = "stablehlo.add"(%55, %114) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %116 = "stablehlo.constant"() {value = dense<0x3CA72F05> : tensor<4xf32>} : () -> tensor<4xf32>
    %117 = "stablehlo.multiply"(%54, %116) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %118 = "stablehlo.multiply"(%117, %115) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %119 = "stablehlo.add"(%55, %118) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %120 = "stablehlo.constant"() {value = dense<0x3CE38E39> : tensor<4xf32>} : () -> tensor<4xf32>
    %121 = "stablehlo.multiply"(%54, %120) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %122 = "stablehlo.multiply"(%121, %119) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %123 = "stablehlo.add"(%55, %122) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %124 = "stablehlo.constant"() {value = dense<0x3D23D70A> : tensor<4xf32>} : () -> tensor<4xf32>
    %125 = "stablehlo.multiply"(%54, %124) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %126 = "stablehlo.multiply"(%125, %123) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %127 = "stablehlo.add"(%55, %126) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %128 = "stablehlo.constant"() {value = dense<0x3D800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %129 = "stablehlo.multiply"(%54, %128) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %130 = "stablehlo.multiply"(%129, %127) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %131 = "stablehlo.add"(%55, %130) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %132 = "stablehlo.constant"() {value = dense<0x3DE38E39> : tensor<4xf32>} : () -> tensor<4xf32>
    %133 = "stablehlo.multiply"(%54, %132) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %134 = "stablehlo.multiply"(%133, %131) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %135 = "stablehlo.add"(%55, %134) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %136 = "stablehlo.constant"() {value = dense<0x3E800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %137 = "stablehlo.multiply"(%54, %136) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %138 = "stablehlo.multiply"(%137, %135) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %139 = "stablehlo.add"(%55, %138) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %140 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %141 = "stablehlo.multiply"(%54, %140) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %142 = "stablehlo.multiply"(%141, %139) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %143 = "stablehlo.add"(%55, %142) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %144 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %145 = "stablehlo.divide"(%144, %51) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %146 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %147 = "stablehlo.constant"() {value = dense<0x40D04925> : tensor<4xf32>} : () -> tensor<4xf32>
    %148 = "stablehlo.multiply"(%145, %147) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %149 = "stablehlo.multiply"(%148, %146) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %150 = "stablehlo.add"(%146, %149) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %151 = "stablehlo.constant"() {value = dense<0x40C04EC5> : tensor<4xf32>} : () -> tensor<4xf32>
    %152 = "stablehlo.multiply"(%145, %151) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %153 = "stablehlo.multiply"(%152, %150) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %154 = "stablehlo.add"(%146, %153) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %155 = "stablehlo.constant"() {value = dense<0x40B05555> : tensor<4xf32>} : () -> tensor<4xf32>
    %156 = "stablehlo.multiply"(%145, %155) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %157 = "stablehlo.multiply"(%156, %154) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %158 = "stablehlo.add"(%146, %157) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %159 = "stablehlo.constant"() {value = dense<0x40A05D17> : tensor<4xf32>} : () -> tensor<4xf32>
    %160 = "stablehlo.multiply"(%145, %159) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %161 = "stablehlo.multiply"(%160, %158) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %162 = "stablehlo.add"(%146, %161) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %163 = "stablehlo.constant"() {value = dense<0x40906666> : tensor<4xf32>} : () -> tensor<4xf32>
    %164 = "stablehlo.multiply"(%145, %163) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %165 = "stablehlo.multiply"(%164, %162) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %166 = "stablehlo.add"(%146, %165) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %167 = "stablehlo.constant"() {value = dense<0x408071C7> : tensor<4xf32>} : () -> tensor<4xf32>
    %168 = "stablehlo.multiply"(%145, %167) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %169 = "stablehlo.multiply"(%168, %166) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %170 = "stablehlo.add"(%146, %169) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %171 = "stablehlo.constant"() {value = dense<0x40610000> : tensor<4xf32>} : () -> tensor<4xf32>
    %172 = "stablehlo.multiply"(%145, %171) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %173 = "stablehlo.multiply"(%172, %170) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %174 = "stablehlo.add"(%146, %173) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %175 = "stablehlo.constant"() {value = dense<0x40412492> : tensor<4xf32>} : () -> tensor<4xf32>
    %176 = "stablehlo.multiply"(%145, %175) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %177 = "stablehlo.multiply"(%176, %174) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %178 = "stablehlo.add"(%146, %177) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %179 = "stablehlo.constant"() {value = dense<0x40215555> : tensor<4xf32>} : () -> tensor<4xf32>
    %180 = "stablehlo.multiply"(%145, %179) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %181 = "stablehlo.multiply"(%180, %178) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %182 = "stablehlo.add"(%146, %181) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %183 = "stablehlo.constant"() {value = dense<0x4001999A> : tensor<4xf32>} : () -> tensor<4xf32>
    %184 = "stablehlo.multiply"(%145, %183) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %185 = "stablehlo.multiply"(%184, %182) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %186 = "stablehlo.add"(%146, %185) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %187 = "stablehlo.constant"() {value = dense<0x3FC40000> : tensor<4xf32>} : () -> tensor<4xf32>
    %188 = "stablehlo.multiply"(%145, %187) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %189 = "stablehlo.multiply"(%188, %186) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %190 = "stablehlo.add"(%146, %189) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %191 = "stablehlo.constant"() {value = dense<0x3F855555> : tensor<4xf32>} : () -> tensor<4xf32>
    %192 = "stablehlo.multiply"(%145, %191) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %193 = "stablehlo.multiply"(%192, %190) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %194 = "stablehlo.add"(%146, %193) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %195 = "stablehlo.constant"() {value = dense<0x3F100000> : tensor<4xf32>} : () -> tensor<4xf32>
    %196 = "stablehlo.multiply"(%145, %195) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %197 = "stablehlo.multiply"(%196, %194) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %198 = "stablehlo.add"(%146, %197) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %199 = "stablehlo.constant"() {value = dense<0x3E000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %200 = "stablehlo.multiply"(%145, %199) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %201 = "stablehlo.multiply"(%200, %198) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %202 = "stablehlo.add"(%146, %201) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %203 = "stablehlo.constant"() {value = dense<0x40C90FDB> : tensor<4xf32>} : () -> tensor<4xf32>
    %204 = "stablehlo.multiply"(%203, %51) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %205 = "stablehlo.sqrt"(%204) : (tensor<4xf32>) -> tensor<4xf32>
    %206 = "stablehlo.divide"(%202, %205) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %207 = "stablehlo.exponential"(%51) : (tensor<4xf32>) -> tensor<4xf32>
    %208 = "stablehlo.multiply"(%207, %206) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %209 = "stablehlo.select"(%49, %143, %208) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %210 = "stablehlo.compare"(%arg0, %arg0) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %211 = "stablehlo.select"(%210, %arg0, %209) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %212 = "stablehlo.multiply"(%46, %211) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %213 = "stablehlo.subtract"(%43, %212) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %214 = "stablehlo.constant"() {value = dense<0x41000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %215 = "stablehlo.divide"(%214, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %216 = "stablehlo.constant"() {value = dense<0xC0000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %217 = "stablehlo.add"(%215, %216) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %218 = "stablehlo.constant"() {value = dense<0x22C38D2E> : tensor<4xf32>} : () -> tensor<4xf32>
    %219 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %220 = "stablehlo.multiply"(%217, %218) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %221 = "stablehlo.subtract"(%220, %219) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %222 = "stablehlo.constant"() {value = dense<0xA397F665> : tensor<4xf32>} : () -> tensor<4xf32>
    %223 = "stablehlo.add"(%221, %222) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %224 = "stablehlo.multiply"(%217, %223) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %225 = "stablehlo.subtract"(%224, %218) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %226 = "stablehlo.constant"() {value = dense<0x24704972> : tensor<4xf32>} : () -> tensor<4xf32>
    %227 = "stablehlo.add"(%225, %226) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %228 = "stablehlo.multiply"(%217, %227) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %229 = "stablehlo.subtract"(%228, %223) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %230 = "stablehlo.constant"() {value = dense<0xA5417CA4> : tensor<4xf32>} : () -> tensor<4xf32>
    %231 = "stablehlo.add"(%229, %230) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %232 = "stablehlo.multiply"(%217, %231) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %233 = "stablehlo.subtract"(%232, %227) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %234 = "stablehlo.constant"() {value = dense<0x261EDFCB> : tensor<4xf32>} : () -> tensor<4xf32>
    %235 = "stablehlo.add"(%233, %234) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %236 = "stablehlo.multiply"(%217, %235) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %237 = "stablehlo.subtract"(%236, %231) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %238 = "stablehlo.constant"() {value = dense<0xA7053487> : tensor<4xf32>} : () -> tensor<4xf32>
    %239 = "stablehlo.add"(%237, %238) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %240 = "stablehlo.multiply"(%217, %239) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %241 = "stablehlo.subtract"(%240, %235) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %242 = "stablehlo.constant"() {value = dense<0x27E46CE2> : tensor<4xf32>} : () -> tensor<4xf32>
    %243 = "stablehlo.add"(%241, %242) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %244 = "stablehlo.multiply"(%217, %243) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %245 = "stablehlo.subtract"(%244, %239) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %246 = "stablehlo.constant"() {value = dense<0xA8C8A2F6> : tensor<4xf32>} : () -> tensor<4xf32>
    %247 = "stablehlo.add"(%245, %246) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %248 = "stablehlo.multiply"(%217, %247) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %249 = "stablehlo.subtract"(%248, %243) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %250 = "stablehlo.constant"() {value = dense<0x29B4E276> : tensor<4xf32>} : () -> tensor<4xf32>
    %251 = "stablehlo.add"(%249, %250) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %252 = "stablehlo.multiply"(%217, %251) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %253 = "stablehlo.subtract"(%252, %247) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %254 = "stablehlo.constant"() {value = dense<0xAAA7C3B9> : tensor<4xf32>} : () -> tensor<4xf32>
    %255 = "stablehlo.add"(%253, %254) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %256 = "stablehlo.multiply"(%217, %255) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %257 = "stablehlo.subtract"(%256, %251) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %258 = "stablehlo.constant"() {value = dense<0x2BA07D19> : tensor<4xf32>} : () -> tensor<4xf32>
    %259 = "stablehlo.add"(%257, %258) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %260 = "stablehlo.multiply"(%217, %259) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %261 = "stablehlo.subtract"(%260, %255) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %262 = "stablehlo.constant"() {value = dense<0xAC9ED7E2> : tensor<4xf32>} : () -> tensor<4xf32>
    %263 = "stablehlo.add"(%261, %262) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %264 = "stablehlo.multiply"(%217, %263) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %265 = "stablehlo.subtract"(%264, %259) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %266 = "stablehlo.constant"() {value = dense<0x2DA34042> : tensor<4xf32>} : () -> tensor<4xf32>
    %267 = "stablehlo.add"(%265, %266) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %268 = "stablehlo.multiply"(%217, %267) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %269 = "stablehlo.subtract"(%268, %263) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %270 = "stablehlo.constant"() {value = dense<0xAEAEFCAF> : tensor<4xf32>} : () -> tensor<4xf32>
    %271 = "stablehlo.add"(%269, %270) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %272 = "stablehlo.multiply"(%217, %271) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %273 = "stablehlo.subtract"(%272, %267) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %274 = "stablehlo.constant"() {value = dense<0x2FC4AB64> : tensor<4xf32>} : () -> tensor<4xf32>
    %275 = "stablehlo.add"(%273, %274) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %276 = "stablehlo.multiply"(%217, %275) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %277 = "stablehlo.subtract"(%276, %271) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %278 = "stablehlo.constant"() {value = dense<0xB0E94EB0> : tensor<4xf32>} : () -> tensor<4xf32>
    %279 = "stablehlo.add"(%277, %278) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %280 = "stablehlo.multiply"(%217, %279) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %281 = "stablehlo.subtract"(%280, %275) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %282 = "stablehlo.constant"() {value = dense<0x32134D00> : tensor<4xf32>} : () -> tensor<4xf32>
    %283 = "stablehlo.add"(%281, %282) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %284 = "stablehlo.multiply"(%217, %283) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %285 = "stablehlo.subtract"(%284, %279) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %286 = "stablehlo.constant"() {value = dense<0xB3482AA1> : tensor<4xf32>} : () -> tensor<4xf32>
    %287 = "stablehlo.add"(%285, %286) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %288 = "stablehlo.multiply"(%217, %287) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %289 = "stablehlo.subtract"(%288, %283) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %290 = "stablehlo.constant"() {value = dense<0x34948ACC> : tensor<4xf32>} : () -> tensor<4xf32>
    %291 = "stablehlo.add"(%289, %290) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %292 = "stablehlo.multiply"(%217, %291) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %293 = "stablehlo.subtract"(%292, %287) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %294 = "stablehlo.constant"() {value = dense<0xB5F5DAA4> : tensor<4xf32>} : () -> tensor<4xf32>
    %295 = "stablehlo.add"(%293, %294) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %296 = "stablehlo.multiply"(%217, %295) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %297 = "stablehlo.subtract"(%296, %291) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %298 = "stablehlo.constant"() {value = dense<0x376A09FE> : tensor<4xf32>} : () -> tensor<4xf32>
    %299 = "stablehlo.add"(%297, %298) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %300 = "stablehlo.multiply"(%217, %299) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %301 = "stablehlo.subtract"(%300, %295) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %302 = "stablehlo.constant"() {value = dense<0xB906BCBF> : tensor<4xf32>} : () -> tensor<4xf32>
    %303 = "stablehlo.add"(%301, %302) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %304 = "stablehlo.multiply"(%217, %303) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %305 = "stablehlo.subtract"(%304, %299) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %306 = "stablehlo.constant"() {value = dense<0x3ACDC490> : tensor<4xf32>} : () -> tensor<4xf32>
    %307 = "stablehlo.add"(%305, %306) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %308 = "stablehlo.multiply"(%217, %307) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %309 = "stablehlo.subtract"(%308, %303) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %310 = "stablehlo.constant"() {value = dense<0xBD00CFB9> : tensor<4xf32>} : () -> tensor<4xf32>
    %311 = "stablehlo.add"(%309, %310) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %312 = "stablehlo.multiply"(%217, %311) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %313 = "stablehlo.subtract"(%312, %307) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %314 = "stablehlo.constant"() {value = dense<0x401C2DED> : tensor<4xf32>} : () -> tensor<4xf32>
    %315 = "stablehlo.add"(%313, %314) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %316 = "stablehlo.subtract"(%315, %307) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %317 = "stablehlo.constant"() {value = dense<0x3F000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %318 = "stablehlo.multiply"(%316, %317) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %319 = "stablehlo.negate"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    %320 = "stablehlo.exponential"(%319) : (tensor<4xf32>) -> tensor<4xf32>
    %321 = "stablehlo.multiply"(%320, %318) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %322 = "stablehlo.sqrt"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    %323 = "stablehlo.divide"(%321, %322) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %324 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %325 = "stablehlo.compare"(%arg0, %324) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %326 = "stablehlo.select"(%325, %213, %323) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %327 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %328 = "stablehlo.compare"(%arg0, %327) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %329 = "stablehlo.constant"() {value = dense<0x7F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %330 = "stablehlo.select"(%328, %329, %326) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%330) : (tensor<4xf32>) -> ()
  }
}
