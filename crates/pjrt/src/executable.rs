//! Compiled programs and their execution.
//!
//! Lifetime rules: an [`Executable`] owns a `PJRT_LoadedExecutable*` and the `PJRT_Executable*`
//! view of it, destroying both on drop; it holds an `Arc` to its client's inner state. Output
//! buffers of an execution are independent [`Buffer`]s; they do not keep the executable alive.
//!
//! Donation: a program may declare that an input's memory can be reused for an output (the
//! `tf.aliasing_output` argument attribute). PJRT then *donates* that input: the argument buffer
//! is consumed and later use of it fails. [`Executable::execute`] never donates: it lists every
//! argument as non-donatable. [`Executable::execute_donating`] takes the buffers to donate by
//! value, so the caller cannot use them afterwards.

use std::sync::Arc;

use crate::buffer::Buffer;
use crate::event::Event;
use crate::client::ClientInner;
use crate::error::{invalid, PjrtError};
use crate::ffi::{self, PJRT_Executable, PJRT_LoadedExecutable};
use crate::types::{describe, BufferType, Signature};

pub struct Executable {
    client: Arc<ClientInner>,
    loaded: *mut PJRT_LoadedExecutable,
    exe: *mut PJRT_Executable,
    sig: Signature,
}

// SAFETY: PJRT executables may be executed concurrently from several threads; the handles are
// never mutated after creation.
unsafe impl Send for Executable {}
unsafe impl Sync for Executable {}

impl std::fmt::Debug for Executable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Executable")
            .field("signature", &self.sig)
            .finish()
    }
}

/// An execution argument: lent (never donated) or given up (donated when the program aliases it
/// to an output).
pub enum ArgRef<'a> {
    Borrowed(&'a Buffer),
    Donated(Buffer),
}

impl ArgRef<'_> {
    fn buffer(&self) -> &Buffer {
        match self {
            ArgRef::Borrowed(b) => b,
            ArgRef::Donated(b) => b,
        }
    }
}

/// Executables loaded now, across clients: each holds its machine code's memory mappings
/// until it is dropped.
static LOADED: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

impl Executable {
    /// How many executables are loaded now (created and not yet dropped).
    pub fn loaded() -> usize {
        LOADED.load(std::sync::atomic::Ordering::Relaxed)
    }

    /// Takes ownership of a loaded executable and checks the program's results against `sig`.
    pub(crate) fn from_loaded(
        client: Arc<ClientInner>,
        loaded: *mut PJRT_LoadedExecutable,
        sig: Signature,
    ) -> Result<Executable, PjrtError> {
        if loaded.is_null() {
            return Err(PjrtError::Plugin {
                call: "PJRT_Client_Compile",
                code: crate::PluginErrorCode::Internal,
                message: "the plugin returned no executable".into(),
            });
        }
        let mut exe = Executable {
            client,
            loaded,
            exe: std::ptr::null_mut(),
            sig,
        };
        // Counted from here: the Drop below destroys it (and uncounts it) on every path.
        LOADED.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let mut ge = ffi::PJRT_LoadedExecutable_GetExecutable_Args::new();
        ge.loaded_executable = loaded;
        exe.api().loaded_executable_get_executable(&mut ge)?;
        exe.exe = ge.executable;
        exe.check_results()?;
        Ok(exe)
    }

    fn api(&self) -> &crate::api::Api {
        self.client.api()
    }

    /// Compares the compiled program's outputs with the signature's results.
    fn check_results(&self) -> Result<(), PjrtError> {
        let api = self.api();
        let mut no = ffi::PJRT_Executable_NumOutputs_Args::new();
        no.executable = self.exe;
        api.executable_num_outputs(&mut no)?;
        let want = &self.sig.results;
        if no.num_outputs != want.len() {
            return Err(invalid(format!(
                "the program returns {} value(s) but the signature lists {}",
                no.num_outputs,
                want.len()
            )));
        }
        if api.supports(ffi::EXECUTABLE_OUTPUT_ELEMENT_TYPES) {
            let mut ot = ffi::PJRT_Executable_OutputElementTypes_Args::new();
            ot.executable = self.exe;
            api.executable_output_element_types(&mut ot)?;
            if ot.num_output_types == want.len() && !want.is_empty() {
                // SAFETY: array of `num_output_types` owned by the executable.
                let types =
                    unsafe { std::slice::from_raw_parts(ot.output_types, ot.num_output_types) };
                for (i, (&raw, (ty, _))) in types.iter().zip(want).enumerate() {
                    if BufferType::from_raw(raw) != Some(*ty) {
                        return Err(invalid(format!(
                            "result {i} of the program has element type code {raw}, the signature says {ty}"
                        )));
                    }
                }
            }
        }
        if api.supports(ffi::EXECUTABLE_OUTPUT_DIMENSIONS) && !want.is_empty() {
            let mut od = ffi::PJRT_Executable_OutputDimensions_Args::new();
            od.executable = self.exe;
            od.num_outputs = want.len();
            api.executable_output_dimensions(&mut od)?;
            // SAFETY: `dim_sizes` has `num_outputs` entries and `dims` their sum, owned by the
            // executable.
            let sizes = unsafe { std::slice::from_raw_parts(od.dim_sizes, want.len()) };
            let total: usize = sizes.iter().sum();
            let dims: &[i64] = if total == 0 {
                &[]
            } else {
                unsafe { std::slice::from_raw_parts(od.dims, total) }
            };
            let mut at = 0;
            for (i, (&n, (ty, want_dims))) in sizes.iter().zip(want).enumerate() {
                let got = &dims[at..at + n];
                at += n;
                if got != want_dims.as_slice() {
                    return Err(invalid(format!(
                        "result {i} of the program has shape {:?}, the signature says {}",
                        got,
                        describe(*ty, want_dims)
                    )));
                }
            }
        }
        Ok(())
    }

    pub fn signature(&self) -> &Signature {
        &self.sig
    }

    /// XLA's cost analysis of the program (see [`crate::CostAnalysis`]).
    pub fn cost_analysis(&self) -> Result<crate::CostAnalysis, PjrtError> {
        crate::target::cost_analysis(self.api(), self.exe)
    }

    /// XLA's memory analysis of the program (see [`crate::MemoryAnalysis`]).
    pub fn memory_analysis(&self) -> Result<crate::MemoryAnalysis, PjrtError> {
        crate::target::memory_analysis(self.api(), self.exe)
    }

    /// Runs the program on device `device` with `args` (none donated) and returns its outputs
    /// without waiting for the computation to finish; [`Buffer::to_host`] and
    /// [`Buffer::block_until_ready`] wait and report execution errors.
    pub fn execute(&self, args: &[&Buffer], device: usize) -> Result<Vec<Buffer>, PjrtError> {
        self.run(args, &[], device, None)
    }

    /// Like [`execute`](Self::execute), but the [`ArgRef::Donated`] buffers are given to the
    /// program: where the program aliases such an input to an output, its memory is reused. The
    /// donated buffers are consumed either way.
    pub fn execute_donating(
        &self,
        args: Vec<ArgRef<'_>>,
        device: usize,
    ) -> Result<Vec<Buffer>, PjrtError> {
        let refs: Vec<&Buffer> = args.iter().map(ArgRef::buffer).collect();
        let donated: Vec<bool> = args
            .iter()
            .map(|a| matches!(a, ArgRef::Donated(_)))
            .collect();
        let out = self.run(&refs, &donated, device, None);
        drop(refs);
        drop(args);
        out
    }

    /// Like [`execute_donating`](Self::execute_donating), and also returns the event the
    /// plugin fires when this execution completes on the device (`device_complete_events`;
    /// `None` where the plugin hands out none).
    pub fn execute_timed(
        &self,
        args: Vec<ArgRef<'_>>,
        device: usize,
    ) -> Result<(Vec<Buffer>, Option<Event>), PjrtError> {
        let refs: Vec<&Buffer> = args.iter().map(ArgRef::buffer).collect();
        let donated: Vec<bool> = args
            .iter()
            .map(|a| matches!(a, ArgRef::Donated(_)))
            .collect();
        let mut done = None;
        let out = self.run(&refs, &donated, device, Some(&mut done));
        drop(refs);
        drop(args);
        out.map(|o| (o, done))
    }

    fn validate_args(&self, args: &[&Buffer], device: usize) -> Result<(), PjrtError> {
        self.client.check_device(device)?;
        let params = &self.sig.params;
        if args.len() != params.len() {
            return Err(invalid(format!(
                "the program takes {} argument(s), got {}",
                params.len(),
                args.len()
            )));
        }
        for (i, (arg, (ty, dims))) in args.iter().zip(params).enumerate() {
            if !Arc::ptr_eq(&arg.client, &self.client) {
                return Err(invalid(format!(
                    "argument {i} belongs to a different client"
                )));
            }
            if arg.ty() != *ty || arg.dims() != dims.as_slice() {
                return Err(invalid(format!(
                    "argument {i} is {}, the program expects {}",
                    describe(arg.ty(), arg.dims()),
                    describe(*ty, dims)
                )));
            }
            if arg.device() != device {
                return Err(invalid(format!(
                    "argument {i} is on device {}, the program runs on device {device}",
                    arg.device()
                )));
            }
        }
        Ok(())
    }

    /// `donated[i]` marks argument `i` as donatable; missing entries mean "not donated".
    fn run(
        &self,
        args: &[&Buffer],
        donated: &[bool],
        device: usize,
        done: Option<&mut Option<Event>>,
    ) -> Result<Vec<Buffer>, PjrtError> {
        self.validate_args(args, device)?;
        let dev = self.client.check_device(device)?;
        let arg_handles: Vec<*mut ffi::PJRT_Buffer> = args.iter().map(|b| b.raw).collect();
        let arg_lists: [*const *mut ffi::PJRT_Buffer; 1] = [arg_handles.as_ptr()];
        let n_out = self.sig.results.len();
        let mut outputs: Vec<*mut ffi::PJRT_Buffer> = vec![std::ptr::null_mut(); n_out];
        let output_lists: [*mut *mut ffi::PJRT_Buffer; 1] = [outputs.as_mut_ptr()];
        let keep: Vec<i64> = (0..args.len())
            .filter(|&i| !donated.get(i).copied().unwrap_or(false))
            .map(|i| i as i64)
            .collect();

        let mut options = ffi::PJRT_ExecuteOptions::new();
        options.non_donatable_input_indices = keep.as_ptr();
        options.num_non_donatable_input_indices = keep.len();

        let mut ex = ffi::PJRT_LoadedExecutable_Execute_Args::new();
        ex.executable = self.loaded;
        ex.options = &mut options;
        ex.argument_lists = arg_lists.as_ptr();
        ex.num_devices = 1;
        ex.num_args = args.len();
        ex.output_lists = output_lists.as_ptr();
        ex.execute_device = dev.raw;
        let mut done_raw: [*mut ffi::PJRT_Event; 1] = [std::ptr::null_mut()];
        if done.is_some() {
            ex.device_complete_events = done_raw.as_mut_ptr();
        }
        self.api().loaded_executable_execute(&mut ex)?;
        if let Some(done) = done {
            *done = Event::from_raw(*self.api(), done_raw[0]);
        }

        // Take ownership of every output first so none leaks if one is bad.
        let mut result = Vec::with_capacity(n_out);
        let mut first_err = None;
        for (raw, (ty, dims)) in outputs.into_iter().zip(&self.sig.results) {
            match Buffer::from_raw(self.client.clone(), raw, *ty, dims.clone(), device) {
                Ok(b) => result.push(b),
                Err(e) => {
                    first_err.get_or_insert(e);
                }
            }
        }
        match first_err {
            Some(e) => Err(e),
            None => Ok(result),
        }
    }

    /// Serializes the compiled program; load it back with
    /// [`Client::deserialize_executable`](crate::Client::deserialize_executable) on the same
    /// plugin build.
    pub fn serialize(&self) -> Result<Vec<u8>, PjrtError> {
        let mut args = ffi::PJRT_Executable_Serialize_Args::new();
        args.executable = self.exe;
        self.api().executable_serialize(&mut args)?;
        // SAFETY: the bytes live until the deleter runs.
        let bytes = if args.serialized_bytes.is_null() || args.serialized_bytes_size == 0 {
            Vec::new()
        } else {
            unsafe {
                std::slice::from_raw_parts(
                    args.serialized_bytes.cast::<u8>(),
                    args.serialized_bytes_size,
                )
            }
            .to_vec()
        };
        if let Some(deleter) = args.serialized_executable_deleter {
            // SAFETY: handing back the object the plugin gave us, once.
            unsafe { deleter(args.serialized_executable) };
        }
        if bytes.is_empty() {
            return Err(invalid(
                "the plugin serialized the executable to zero bytes",
            ));
        }
        Ok(bytes)
    }
}

impl Drop for Executable {
    fn drop(&mut self) {
        LOADED.fetch_sub(1, std::sync::atomic::Ordering::Relaxed);
        if !self.exe.is_null() {
            let mut a = ffi::PJRT_Executable_Destroy_Args::new();
            a.executable = self.exe;
            let _ = self.api().executable_destroy(&mut a);
        }
        let mut a = ffi::PJRT_LoadedExecutable_Destroy_Args::new();
        a.executable = self.loaded;
        let _ = self.api().loaded_executable_destroy(&mut a);
    }
}

#[cfg(test)]
mod tests {
    use crate::{BufferType, Signature};

    const ADD_IN_PLACE: &str = r#"module @m {
  func.func public @main(%arg0: tensor<4xf32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}"#;

    /// Proves that donation really happens (the donated input is gone afterwards) and that the
    /// non-donatable list really prevents it.
    #[test]
    fn donation_consumes_only_donated_inputs() {
        let client = crate::plugin_or_skip!(crate::test_support::client());
        let sig = Signature {
            params: vec![(BufferType::F32, vec![4]); 2],
            results: vec![(BufferType::F32, vec![4])],
        };
        let exe = client.compile(ADD_IN_PLACE, sig).unwrap();
        let bytes: Vec<u8> = [1.0f32; 4].iter().flat_map(|x| x.to_le_bytes()).collect();
        let a = client
            .buffer_from_host(&bytes, BufferType::F32, &[4], 0)
            .unwrap();
        let b = client
            .buffer_from_host(&bytes, BufferType::F32, &[4], 0)
            .unwrap();

        let out = exe.run(&[&a, &b], &[false, false], 0, None).unwrap();
        out[0].block_until_ready().unwrap();
        a.to_host_vec().expect("a non-donated input stays readable");

        let out = exe.run(&[&a, &b], &[true, false], 0, None).unwrap();
        out[0].block_until_ready().unwrap();
        let err = a.to_host_vec().expect_err("a donated input is consumed");
        eprintln!("reading a donated buffer: {err}");
        b.to_host_vec().unwrap();
    }

    /// The completion event of a timed execution fires, and its callback runs once.
    #[test]
    fn a_timed_execution_hands_out_its_completion_event() {
        let client = crate::plugin_or_skip!(crate::test_support::client());
        let sig = Signature {
            params: vec![(BufferType::F32, vec![4]); 2],
            results: vec![(BufferType::F32, vec![4])],
        };
        let exe = client.compile(ADD_IN_PLACE, sig).unwrap();
        let bytes: Vec<u8> = [1.0f32; 4].iter().flat_map(|x| x.to_le_bytes()).collect();
        let a = client.buffer_from_host(&bytes, BufferType::F32, &[4], 0).unwrap();
        let b = client.buffer_from_host(&bytes, BufferType::F32, &[4], 0).unwrap();
        let args = vec![crate::ArgRef::Borrowed(&a), crate::ArgRef::Borrowed(&b)];
        let (out, done) = exe.execute_timed(args, 0).unwrap();
        let done = done.expect("the XLA CPU plugin hands out completion events");
        let (tx, rx) = std::sync::mpsc::channel();
        done.on_ready(Box::new(move |ok| tx.send(ok).unwrap())).unwrap();
        done.wait().unwrap();
        assert!(rx.recv_timeout(std::time::Duration::from_secs(10)).unwrap());
        assert!(rx.try_recv().is_err(), "the callback runs once");
        out[0].block_until_ready().unwrap();
    }
}
