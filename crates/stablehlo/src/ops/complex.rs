//! Complex numbers: building them from parts, taking them apart, and the FFT.

use super::{check_elem, COMPLEX, FLOAT};
use crate::builder::{Attr, Builder};
use crate::error::{ensure, Result};
use crate::printer::names;
use crate::value::Value;

/// `fft_type` of `stablehlo.fft`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FftType {
    /// complex → complex, forward.
    Fft,
    /// complex → complex, inverse (scaled by 1/n, as XLA defines it).
    Ifft,
    /// real → complex, forward; the last transformed dimension keeps `n/2 + 1` entries.
    Rfft,
    /// complex (`n/2 + 1` entries in the last dimension) → real of length `n`, inverse (scaled by 1/n).
    Irfft,
}

impl Builder {
    /// `stablehlo.complex(re, im)`: `f32`/`f64` parts of one type give `complex<f32/f64>`.
    pub fn complex(&mut self, re: Value, im: Value) -> Result<Value> {
        const OP: &str = names::STABLEHLO_COMPLEX;
        self.check_visible(OP, &[re, im])?;
        let (tr, ti) = (self.ty(re).clone(), self.ty(im).clone());
        ensure!(tr == ti, OP, "real part {tr} and imaginary part {ti} differ");
        let Some(c) = tr.elem.complex_of() else {
            return Err(crate::error::invalid(OP, format!("parts {tr} must be f32 or f64")));
        };
        self.push1(OP, &[re, im], tr.with_elem(c), Vec::new())
    }

    /// `stablehlo.real`: the real part of a complex operand (a float operand is returned as is).
    pub fn real(&mut self, v: Value) -> Result<Value> {
        self.part(names::STABLEHLO_REAL, v)
    }

    /// `stablehlo.imag`: the imaginary part of a complex operand.
    pub fn imag(&mut self, v: Value) -> Result<Value> {
        self.part(names::STABLEHLO_IMAG, v)
    }

    fn part(&mut self, op: &'static str, v: Value) -> Result<Value> {
        self.check_visible(op, &[v])?;
        let t = self.ty(v).clone();
        check_elem(op, "operand", &t, COMPLEX | FLOAT)?;
        if t.elem.is_float() && op == names::STABLEHLO_REAL {
            return Ok(v);
        }
        self.push1(op, &[v], t.with_elem(t.elem.complex_part()), Vec::new())
    }

    /// `stablehlo.fft` over the trailing `fft_length.len()` (1 to 3) dimensions.
    /// FFT/IFFT: complex in, same type out. RFFT: real `[.., n]` in, complex
    /// `[.., n/2+1]` out. IRFFT: complex `[.., n/2+1]` in, real `[.., n]` out.
    pub fn fft(&mut self, v: Value, kind: FftType, fft_length: &[i64]) -> Result<Value> {
        const OP: &str = names::STABLEHLO_FFT;
        self.check_visible(OP, &[v])?;
        let t = self.ty(v).clone();
        let k = fft_length.len();
        ensure!((1..=3).contains(&k) && k <= t.rank(), OP, "fft_length {fft_length:?} must name 1 to 3 trailing dimensions of {t}");
        ensure!(fft_length.iter().all(|&n| n >= 1), OP, "fft_length {fft_length:?} must be positive");
        let lead = t.rank() - k;
        let tail = &t.dims[lead..];
        let last = k - 1;
        let out = match kind {
            FftType::Fft | FftType::Ifft => {
                check_elem(OP, "operand", &t, COMPLEX)?;
                ensure!(tail == fft_length, OP, "trailing dimensions of {t} must equal fft_length {fft_length:?}");
                t.clone()
            }
            FftType::Rfft => {
                ensure!(matches!(t.elem, crate::ElementType::F32 | crate::ElementType::F64), OP, "operand {t} of RFFT must be f32 or f64");
                ensure!(tail == fft_length, OP, "trailing dimensions of {t} must equal fft_length {fft_length:?}");
                let mut d = t.dims.clone();
                d[lead + last] = fft_length[last] / 2 + 1;
                t.with_elem(t.elem.complex_of().expect("f32 or f64")).with_dims(d)
            }
            FftType::Irfft => {
                check_elem(OP, "operand", &t, COMPLEX)?;
                ensure!(
                    tail[..last] == fft_length[..last] && tail[last] == fft_length[last] / 2 + 1,
                    OP,
                    "trailing dimensions of {t} must be fft_length {fft_length:?} with the last one n/2+1"
                );
                let mut d = t.dims.clone();
                d[lead + last] = fft_length[last];
                t.with_elem(t.elem.complex_part()).with_dims(d)
            }
        };
        let attrs = vec![("fft_type", Attr::FftType(kind)), ("fft_length", Attr::I64Array(fft_length.to_vec()))];
        self.push1(OP, &[v], out, attrs)
    }
}
