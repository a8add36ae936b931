module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>) -> (tensor<4xf32>) {
    %0 = "stablehlo.abs"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    %1 = "stablehlo.constant"() {value = dense<0x41400000> : tensor<4xf32>} : () -> tensor<4xf32>
    %2 = "stablehlo.compare"(%0, %1) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %3 = "stablehlo.minimum"(%0, %1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %4 = "stablehlo.maximum"(%0, %1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %5 = "stablehlo.constant"() {value = dense<0x3F000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %6 = "stablehlo.multiply"(%3, %5) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %7 = "stablehlo.multiply"(%6, %6) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %8 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %9 = "stablehlo.constant"() {value = dense<0x3B0767AB> : tensor<4xf32>} : () -> tensor<4xf32>
    %10 = "stablehlo.multiply"(%7, %9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %11 = "stablehlo.multiply"(%10, %8) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %12 = "stablehlo.add"(%8, %11) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %13 = "stablehlo.constant"() {value = dense<0x3B149B93> : tensor<4xf32>} : () -> tensor<4xf32>
    %14 = "stablehlo.multiply"(%7, %13) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %15 = "stablehlo.multiply"(%14, %12) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %16 = "stablehlo.add"(%8, %15) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %17 = "stablehlo.constant"() {value = dense<0x3B23D70A> : tensor<4xf32>} : () -> tensor<4xf32>
    %18 = "stablehlo.multiply"(%7, %17) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %19 = "stablehlo.multiply"(%18, %16) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %20 = "stablehlo.add"(%8, %19) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %21 = "stablehlo.constant"() {value = dense<0x3B358A48> : tensor<4xf32>} : () -> tensor<4xf32>
    %22 = "stablehlo.multiply"(%7, %21) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %23 = "stablehlo.multiply"(%22, %20) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %24 = "stablehlo.add"(%8, %23) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %25 = "stablehlo.constant"() {value = dense<0x3B4A4588> : tensor<4xf32>} : () -> tensor<4xf32>
    %26 = "stablehlo.multiply"(%7, %25) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %27 = "stablehlo.multiply"(%26, %24) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %28 = "stablehlo.add"(%8, %27) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %29 = "stablehlo.constant"() {value = dense<0x3B62C4A7> : tensor<4xf32>} : () -> tensor<4xf32>
    %30 = "stablehlo.multiply"(%7, %29) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %31 = "stablehlo.multiply"(%30, %28) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %32 = "stablehlo.add"(%8, %31) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %33 = "stablehlo.constant"() {value = dense<0x3B800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %34 = "stablehlo.multiply"(%7, %33) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %35 = "stablehlo.multiply"(%34, %32) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %36 = "stablehlo.add"(%8, %35) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %37 = "stablehlo.constant"() {value = dense<0x3B91A2B4> : tensor<4xf32>} : () -> tensor<4xf32>
    %38 = "stablehlo.multiply"(%7, %37) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %39 = "stablehlo.multiply"(%38, %36) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %40 = "stablehlo.add"(%8, %39) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %41 = "stablehlo.constant"() {value = dense<0x3BA72F05> : tensor<4xf32>} : () -> tensor<4xf32>
    %42 = "stablehlo.multiply"(%7, %41) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %43 = "stablehlo.multiply"(%42, %40) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %44 = "stablehlo.add"(%8, %43) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %45 = "stablehlo.constant"() {value = dense<0x3BC1E4BC> : tensor<4xf32>} : () -> tensor<4xf32>
    %46 = "stablehlo.multiply"(%7, %45) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %47 = "stablehlo.multiply"(%46, %44) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %48 = "stablehlo.add"(%8, %47) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %49 = "stablehlo.constant"() {value = dense<0x3BE38E39> : tensor<4xf32>} : () -> tensor<4xf32>
    %50 = "stablehlo.multiply"(%7, %49) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %51 = "stablehlo.multiply"(%50, %48) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %52 = "stablehlo.add"(%8, %51) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %53 = "stablehlo.constant"() {value = dense<0x3C0767AB> : tensor<4xf32>} : () -> tensor<4xf32>
    %54 = "stablehlo.multiply"(%7, %53) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %55 = "stablehlo.multiply"(%54, %52) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %56 = "stablehlo.add"(%8, %55) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %57 = "stablehlo.constant"() {value = dense<0x3C23D70A> : tensor<4xf32>} : () -> tensor<4xf32>
    %58 = "stablehlo.multiply"(%7, %57) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %59 = "stablehlo.multiply"(%58, %56) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %60 = "stablehlo.add"(%8, %59) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %61 = "stablehlo.constant"() {value = dense<0x3C4A4588> : tensor<4xf32>} : () -> tensor<4xf32>
    %62 = "stablehlo.multiply"(%7, %61) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %63 = "stablehlo.multiply"(%62, %60) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %64 = "stablehlo.add"(%8, %63) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %65 = "stablehlo.constant"() {value = dense<0x3C800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %66 = "stablehlo.multiply"(%7, %65) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %67 = "stablehlo.multiply"(%66, %64) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %68 = "stablehlo.add"(%8, %67) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %69 = "stablehlo.constant"() {value = dense<0x3CA72F05> : tensor<4xf32>} : () -> tensor<4xf32>
    %70 = "stablehlo.multiply"(%7, %69) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %71 = "stablehlo.multiply"(%70, %68) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %72 = "stablehlo.add"(%8, %71) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %73 = "stablehlo.constant"() {value = dense<0x3CE38E39> : tensor<4xf32>} : () -> tensor<4xf32>
    %74 = "stablehlo.multiply"(%7, %73) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %75 = "stablehlo.multiply"(%74, %72) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %76 = "stablehlo.add"(%8, %75) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %77 = "stablehlo.constant"() {value = dense<0x3D23D70A> : tensor<4xf32>} : () -> tensor<4xf32>
    %78 = "stablehlo.multiply"(%7, %77) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %79 = "stablehlo.multiply"(%78, %76) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %80 = "stablehlo.add"(%8, %79) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %81 = "stablehlo.constant"() {value = dense<0x3D800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %82 = "stablehlo.multiply"(%7, %81) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %83 = "stablehlo.multiply"(%82, %80) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %84 = "stablehlo.add"(%8, %83) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %85 = "stablehlo.constant"() {value = dense<0x3DE38E39> : tensor<4xf32>} : () -> tensor<4xf32>
    %86 = "stablehlo.multiply"(%7, %85) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %87 = "stablehlo.multiply"(%86, %84) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %88 = "stablehlo.add"(%8, %87) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %89 = "stablehlo.constant"() {value = dense<0x3E800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %90 = "stablehlo.multiply"(%7, %89) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %91 = "stablehlo.multiply"(%90, %88) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %92 = "stablehlo.add"(%8, %91) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %93 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %94 = "stablehlo.multiply"(%7, %93) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %95 = "stablehlo.multiply"(%94, %92) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %96 = "stablehlo.add"(%8, %95) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %97 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %98 = "stablehlo.divide"(%97, %4) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %99 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %100 = "stablehlo.constant"() {value = dense<0x40D04925> : tensor<4xf32>} : () -> tensor<4xf32>
    %101 = "stablehlo.multiply"(%98, %100) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %102 = "stablehlo.multiply"(%101, %99) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %103 = "stablehlo.add"(%99, %102) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %104 = "stablehlo.constant"() {value = dense<0x40C04EC5> : tensor<4xf32>} : () -> tensor<4xf32>
    %105 = "stablehlo.multiply"(%98, %104) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %106 = "stablehlo.multiply"(%105, %103) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %107 = "stablehlo.add"(%99, %106) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %108 = "stablehlo.constant"() {value = dense<0x40B05555> : tensor<4xf32>} : () -> tensor<4xf32>
    %109 = "stablehlo.multiply"(%98, %108) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %110 = "stablehlo.multiply"(%109, %107) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %111 = "stablehlo.add"(%99, %110) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %112 = "stablehlo.constant"() {value = dense<0x40A05D17> : tensor<4xf32>} : () -> tensor<4xf32>
    %113 = "stablehlo.multiply"(%98, %112) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %114 = "stablehlo.multiply"(%113, %111) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %115 = "stablehlo.add"(%99, %114) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %116 = "stablehlo.constant"() {value = dense<0x40906666> : tensor<4xf32>} : () -> tensor<4xf32>
    %117 = "stablehlo.multiply"(%98, %116) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %118 = "stablehlo.multiply"(%117, %115) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %119 = "stablehlo.add"(%99, %118) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %120 = "stablehlo.constant"() {value = dense<0x408071C7> : tensor<4xf32>} : () -> tensor<4xf32>
    %121 = "stablehlo.multiply"(%98, %120) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %122 = "stablehlo.multiply"(%121, %119) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %123 = "stablehlo.add"(%99, %122) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %124 = "stablehlo.constant"() {value = dense<0x40610000> : tensor<4xf32>} : () -> tensor<4xf32>
    %125 = "stablehlo.multiply"(%98, %124) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %126 = "stablehlo.multiply"(%125, %123) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %127 = "stablehlo.add"(%99, %126) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %128 = "stablehlo.constant"() {value = dense<0x40412492> : tensor<4xf32>} : () -> tensor<4xf32>
    %129 = "stablehlo.multiply"(%98, %128) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %130 = "stablehlo.multiply"(%129, %127) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %131 = "stablehlo.add"(%99, %130) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %132 = "stablehlo.constant"() {value = dense<0x40215555> : tensor<4xf32>} : () -> tensor<4xf32>
    %133 = "stablehlo.multiply"(%98, %132) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %134 = "stablehlo.multiply"(%133, %131) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %135 = "stablehlo.add"(%99, %134) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %136 = "stablehlo.constant"() {value = dense<0x4001999A> : tensor<4xf32>} : () -> tensor<4xf32>
    %137 = "stablehlo.multiply"(%98, %136) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %138 = "stablehlo.multiply"(%137, %135) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %139 = "stablehlo.add"(%99, %138) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %140 = "stablehlo.constant"() {value = dense<0x3FC40000> : tensor<4xf32>} : () -> tensor<4xf32>
    %141 = "stablehlo.multiply"(%98, %140) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %142 = "stablehlo.multiply"(%141, %139) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %143 = "stablehlo.add"(%99, %142) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %144 = "stablehlo.constant"() {value = dense<0x3F855555> : tensor<4xf32>} : () -> tensor<4xf32>
    %145 = "stablehlo.multiply"(%98, %144) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %146 = "stablehlo.multiply"(%145, %143) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %147 = "stablehlo.add"(%99, %146) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %148 = "stablehlo.constant"() {value = dense<0x3F100000> : tensor<4xf32>} : () -> tensor<4xf32>
    %149 = "stablehlo.multiply"(%98, %148) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %150 = "stablehlo.multiply"(%149, %147) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %151 = "stablehlo.add"(%99, %150) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %152 = "stablehlo.constant"() {value = dense<0x3E000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %153 = "stablehlo.multiply"(%98, %152) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %154 = "stablehlo.multiply"(%153, %151) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %155 = "stablehlo.add"(%99, %154) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %156 = "stablehlo.constant"() {value = dense<0x40C90FDB> : tensor<4xf32>} : () -> tensor<4xf32>
    %157 = "stablehlo.multiply"(%156, %4) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %158 = "stablehlo.sqrt"(%157) : (tensor<4xf32>) -> tensor<4xf32>
    %159 = "stablehlo.divide"(%155, %158) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %160 = "stablehlo.exponential"(%4) : (tensor<4xf32>) -> tensor<4xf32>
    %161 = "stablehlo.multiply"(%160, %159) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %162 = "stablehlo.select"(%2, %96, %161) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %163 = "stablehlo.compare"(%arg0, %arg0) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %164 = "stablehlo.select"(%163, %arg0, %162) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%164) : (tensor<4xf32>) -> ()
  }
}
