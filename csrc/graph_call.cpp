// A compiled graph's call from Python (python/torch_pjrt/dynamo.py, `_Compiled` and
// `_Bucketed`):
// the argument tensors read and the output tensors made here, where a tensor's
// storage, sizes and strides are a pointer away, instead of five Python calls
// per argument and one torch.empty per output. Every step of a compiled training
// loop passes each parameter, gradient and optimizer state through this, so
// it is host time on the path of every step. The graph itself runs in Rust
// (crates/python/src/graph.rs, graph_call and Bucketed.call), which call these functions.
//
// Errors are Python exceptions (PyErr set, -1 or null returned): the caller is
// Python code.

#include "tpj_abi.h"

#include <ATen/ATen.h>
#include <torch/csrc/Exceptions.h>
#include <torch/csrc/autograd/python_variable.h>

#include <string>

namespace tpj {
tpj_tensor describe(const at::Tensor& t);  // glue.cpp
}

namespace {

constexpr auto kDev = c10::DeviceType::PrivateUse1;

at::Tensor item(PyObject* list, int64_t k) {
  PyObject* o = PyList_GET_ITEM(list, k);
  if (!THPVariable_Check(o)) {
    throw torch::TypeError("compiled graph argument " + std::to_string(k) + " is " + Py_TYPE(o)->tp_name + ", not a tensor");
  }
  return THPVariable_Unpack(o);
}

// Copies argument k (a tensor on another device) to `dev`, kept alive in `*staged` (a list of
// n, made on first use) until the call is done; -1 with a Python error set on failure.
int stage_on(const c10::Device& dev, int64_t n, int64_t k, at::Tensor& t, PyObject** staged) {
  if (*staged == nullptr) {
    *staged = PyList_New(n);
    if (*staged == nullptr) return -1;
    for (int64_t j = 0; j < n; j++) {
      Py_INCREF(Py_None);
      PyList_SET_ITEM(*staged, j, Py_None);
    }
  }
  t = t.to(dev);
  PyObject* w = THPVariable_Wrap(t);
  if (w == nullptr) {
    Py_CLEAR(*staged);
    return -1;
  }
  Py_DECREF(PyList_GET_ITEM(*staged, k));
  PyList_SET_ITEM(*staged, k, w);
  return 0;
}


}  // namespace

extern "C" {

// Describes the n tensors of `list` in `out`. A tensor on another device (an
// optimizer's step count on the CPU) is copied to tpu:`device` first; the copies
// are returned in *staged (a new list, None where the argument was used as it is;
// null when nothing was copied) and must outlive the descriptions.
int32_t tpj_py_tensors(PyObject* list, int32_t device, tpj_tensor* out, int64_t n, PyObject** staged) {
  HANDLE_TH_ERRORS
  *staged = nullptr;
  if (!PyList_Check(list) || PyList_GET_SIZE(list) != n) {
    throw torch::TypeError("a compiled graph takes a list of " + std::to_string(n) + " tensors");
  }
  const c10::Device dev(kDev, static_cast<c10::DeviceIndex>(device));
  for (int64_t k = 0; k < n; k++) {
    at::Tensor t = item(list, k);
    if (t.device() != dev && stage_on(dev, n, k, t, staged) != 0) return -1;
    // The TensorImpl's sizes and strides stay valid while the list (or staged) holds the tensor.
    out[k] = tpj::describe(t);
  }
  return 0;
  END_HANDLE_TH_ERRORS_RET(-1)
}

// A new list of n uninitialised tensors on tpu:`device`: tensor k has dtype
// dtypes[k] (a c10::ScalarType code) and the ndims[k] sizes that follow the
// previous tensors' in `dims`; slots[k] receives its storage's slot.
PyObject* tpj_py_empty(int32_t device, int64_t n, const int32_t* dtypes, const int32_t* ndims, const int64_t* dims, void** slots) {
  HANDLE_TH_ERRORS
  PyObject* list = PyList_New(n);
  if (list == nullptr) return nullptr;
  const c10::Device dev(kDev, static_cast<c10::DeviceIndex>(device));
  for (int64_t k = 0; k < n; k++) {
    at::Tensor t;
    try {
      t = at::empty(c10::IntArrayRef(dims, ndims[k]), at::TensorOptions().dtype(static_cast<at::ScalarType>(dtypes[k])).device(dev));
    } catch (...) {
      Py_DECREF(list);
      throw;
    }
    dims += ndims[k];
    slots[k] = t.storage().mutable_data();
    PyObject* w = THPVariable_Wrap(std::move(t));
    if (w == nullptr) {
      Py_DECREF(list);
      return nullptr;
    }
    PyList_SET_ITEM(list, k, w);
  }
  return list;
  END_HANDLE_TH_ERRORS
}

// Reads a bucketed graph's arguments, as AOTAutograd passes them: per element k of
// `list`, kinds[k] is 0 and out[k] its description for a tensor on our device, 1 and
// ints[k] its value for an int (a SymInt by its value), 2 for anything else. With
// `stage`, a tensor not on tpu:`device` is copied there first (*staged as in
// tpj_py_tensors); without, a tensor on another device type is kind 3, out[k]
// holding only its sizes.
int32_t tpj_py_graph_args(PyObject* list, int32_t device, int32_t stage, tpj_tensor* out, int32_t* kinds, int64_t* ints,
                          int64_t n, PyObject** staged) {
  HANDLE_TH_ERRORS
  *staged = nullptr;
  if (!PyList_Check(list) || PyList_GET_SIZE(list) != n) {
    throw torch::TypeError("a compiled graph takes a list of " + std::to_string(n) + " arguments");
  }
  const c10::Device dev(kDev, static_cast<c10::DeviceIndex>(device));
  for (int64_t k = 0; k < n; k++) {
    PyObject* o = PyList_GET_ITEM(list, k);
    out[k] = tpj_tensor{nullptr, 0, 0, nullptr, nullptr, 0};
    if (THPVariable_Check(o)) {
      at::Tensor t = THPVariable_Unpack(o);
      if (stage && t.device() != dev && stage_on(dev, n, k, t, staged) != 0) return -1;
      // The TensorImpl's sizes and strides stay valid while the list (or staged) holds the tensor.
      out[k] = tpj::describe(t);
      kinds[k] = t.device().type() == kDev ? 0 : 3;
    } else if (PyLong_Check(o) || PyIndex_Check(o)) {
      const Py_ssize_t v = PyNumber_AsSsize_t(o, PyExc_OverflowError);
      if (v == -1 && PyErr_Occurred()) return -1;
      kinds[k] = 1;
      ints[k] = v;
    } else {
      kinds[k] = 2;
    }
  }
  return 0;
  END_HANDLE_TH_ERRORS_RET(-1)
}

// `tensor` seen through its first `dims` in each dimension (its strides, offset 0):
// a padded output's real extent.
PyObject* tpj_py_view(PyObject* tensor, int32_t ndim, const int64_t* dims) {
  HANDLE_TH_ERRORS
  const at::Tensor t = THPVariable_Unpack(tensor);
  return THPVariable_Wrap(t.as_strided(c10::IntArrayRef(dims, ndim), t.strides(), 0));
  END_HANDLE_TH_ERRORS
}

// list[i].copy_(staged[i]) for the n indices in idx: in-place updates of arguments
// that ran as copies (see tpj_py_tensors).
int32_t tpj_py_copy_back(PyObject* list, PyObject* staged, const int64_t* idx, int64_t n) {
  HANDLE_TH_ERRORS
  for (int64_t j = 0; j < n; j++) {
    PyObject* s = PyList_GET_ITEM(staged, idx[j]);
    if (s == Py_None) continue;
    item(list, idx[j]).copy_(THPVariable_Unpack(s));
  }
  return 0;
  END_HANDLE_TH_ERRORS_RET(-1)
}

}  // extern "C"
