// The c10d backend for device tensors. c10d only accepts backends as C++
// `c10d::Backend` objects handed over through pybind11, so this is C++; it
// makes no decision of its own: every collective runs on an existing engine
// (the host backend given at construction, gloo for the CPU plugin) over host
// copies of the device tensors, one staging copy each way. Registration with
// torch.distributed is python/torch_pjrt/distributed.py.

#include <ATen/ATen.h>
#include <c10/core/impl/LocalDispatchKeySet.h>
#include <torch/csrc/distributed/c10d/Backend.hpp>
#include <torch/csrc/distributed/c10d/Work.hpp>
#include <torch/csrc/utils/pybind.h>

#include <mutex>
#include <utility>
#include <vector>

namespace tpj::c10d_backend {

using c10d::Work;
using WorkPtr = c10::intrusive_ptr<Work>;
using Tensors = std::vector<at::Tensor>;
using TensorLists = std::vector<Tensors>;

bool on_device(const at::Tensor& t) {
  return t.device().type() == c10::DeviceType::PrivateUse1;
}

// The host tensors a collective runs on, and which of them are copied back to
// the device tensors they stand for once it completes. Host tensors passed to
// the engine stay referenced here until then.
struct Staging {
  std::vector<std::pair<at::Tensor, at::Tensor>> back;  // (device, host)
  Tensors keep;

  // Read by the collective only.
  at::Tensor in(const at::Tensor& t) {
    if (!on_device(t)) return t;
    keep.push_back(t.to(at::kCPU));
    return keep.back();
  }
  // Read and written (in-place collectives: all_reduce, broadcast ...).
  at::Tensor inout(const at::Tensor& t) {
    if (!on_device(t)) return t;
    at::Tensor h = t.to(at::kCPU);
    back.emplace_back(t, h);
    return h;
  }
  // Written only: same sizes and strides on the host, no copy there.
  at::Tensor out(const at::Tensor& t) {
    if (!on_device(t)) return t;
    at::Tensor h = at::empty_like(t, t.options().device(at::kCPU));
    back.emplace_back(t, h);
    return h;
  }
  Tensors in(const Tensors& ts) { return map(ts, &Staging::in); }
  Tensors inout(const Tensors& ts) { return map(ts, &Staging::inout); }
  Tensors out(const Tensors& ts) { return map(ts, &Staging::out); }
  TensorLists in(const TensorLists& ls) { return map_lists(ls, &Staging::in); }
  TensorLists out(const TensorLists& ls) { return map_lists(ls, &Staging::out); }

 private:
  Tensors map(const Tensors& ts, at::Tensor (Staging::*f)(const at::Tensor&)) {
    Tensors r;
    r.reserve(ts.size());
    for (const auto& t : ts) r.push_back((this->*f)(t));
    return r;
  }
  TensorLists map_lists(const TensorLists& ls, at::Tensor (Staging::*f)(const at::Tensor&)) {
    TensorLists r;
    r.reserve(ls.size());
    for (const auto& l : ls) r.push_back(map(l, f));
    return r;
  }
};

// The host engine's work plus the copies back: complete (and the device
// tensors written) once the host work is and the copies are done. The copies
// run on whichever thread first observes completion: the waiter, a poller, or
// the host engine's thread completing the future DDP's comm hooks chain on.
class StagedWork : public Work {
 public:
  StagedWork(WorkPtr host, Staging staging, Tensors result, c10d::OpType type)
      : Work(-1, type), host_(std::move(host)), staging_(std::move(staging)), result_(std::move(result)) {}

  bool isCompleted() override {
    if (!host_->isCompleted()) return false;
    if (host_->isSuccess()) copy_back();
    return true;
  }
  bool isSuccess() const override { return host_->isSuccess(); }
  std::exception_ptr exception() const override { return host_->exception(); }
  int sourceRank() const override { return host_->sourceRank(); }
  Tensors result() override { return result_; }
  void synchronize() override { wait(); }
  bool wait(std::chrono::milliseconds timeout = kNoTimeout) override {
    bool ok = host_->wait(timeout);
    copy_back();
    return ok;
  }
  void abort() override { host_->abort(); }
  uint64_t getSequencenumber() const override { return host_->getSequencenumber(); }
  std::chrono::milliseconds getTimeout() const override { return host_->getTimeout(); }

  c10::intrusive_ptr<c10::ivalue::Future> getFuture() override {
    auto self = c10::intrusive_ptr<StagedWork>::reclaim_copy(this);
    // `then` completes the returned future with the host future's error, if any.
    return host_->getFuture()->then(
        [self](c10::ivalue::Future&) {
          self->copy_back();
          return c10::IValue(self->result_);
        },
        c10::ListType::ofTensors());
  }

 private:
  void copy_back() {
    std::call_once(copied_, [this] {
      // The engine wrote host memory behind autograd's back; so do these copies
      // (collectives on parameters and leaves are not differentiable ops).
      at::AutoDispatchBelowADInplaceOrView below_autograd;
      for (auto& [dev, host] : staging_.back) dev.copy_(host);
      staging_.back.clear();
      staging_.keep.clear();
    });
  }

  WorkPtr host_;
  Staging staging_;
  Tensors result_;
  std::once_flag copied_;
};

// PREMUL_SUM is NCCL's "multiply each rank's input by a factor, then sum" (FSDP2 asks for it when a
// gradient divide factor is set, as TorchTitan does); gloo has no such op. The host tensors are
// scaled here and summed there: in place for in-place collectives (the host copy, or a CPU tensor
// the collective overwrites anyway), into copies of their own for inputs (an input may be the
// caller's CPU tensor).
template <typename Opts>
Opts premul_sum_as_sum(Opts opts, Staging& s, const std::vector<at::Tensor*>& host, bool in_place) {
  if (opts.reduceOp.op_ != c10d::ReduceOp::PREMUL_SUM) return opts;
  auto* sup = dynamic_cast<c10d::PreMulSumSupplement*>(opts.reduceOp.supplement_.get());
  TORCH_CHECK(sup != nullptr, "pjrt backend: ReduceOp.PREMUL_SUM without its factor");
  at::Tensor tf = sup->tensor_factor.defined() ? sup->tensor_factor.to(at::kCPU) : at::Tensor();
  for (at::Tensor* t : host) {
    TORCH_CHECK(at::isFloatingType(t->scalar_type()) || at::isComplexType(t->scalar_type()),
                "pjrt backend: ReduceOp.PREMUL_SUM takes floating-point tensors, got ", t->scalar_type());
    if (in_place) {
      tf.defined() ? t->mul_(tf) : t->mul_(sup->double_factor);
    } else {
      *t = tf.defined() ? t->mul(tf) : t->mul(sup->double_factor);
      s.keep.push_back(*t);
    }
  }
  opts.reduceOp = c10d::ReduceOp(c10d::ReduceOp::SUM);
  return opts;
}

template <typename Opts>
Opts premul_sum_as_sum(Opts opts, Staging& s, Tensors& host, bool in_place) {
  std::vector<at::Tensor*> ptrs;
  for (auto& t : host) ptrs.push_back(&t);
  return premul_sum_as_sum(std::move(opts), s, ptrs, in_place);
}

template <typename Opts>
Opts premul_sum_as_sum(Opts opts, Staging& s, TensorLists& host) {
  std::vector<at::Tensor*> ptrs;
  for (auto& l : host)
    for (auto& t : l) ptrs.push_back(&t);
  return premul_sum_as_sum(std::move(opts), s, ptrs, false);
}

WorkPtr staged(WorkPtr host, Staging&& s, Tensors result, c10d::OpType type) {
  if (s.back.empty() && s.keep.empty()) return host;
  return c10::make_intrusive<StagedWork>(std::move(host), std::move(s), std::move(result), type);
}

Tensors flat(const TensorLists& ls) {
  Tensors r;
  for (const auto& l : ls) r.insert(r.end(), l.begin(), l.end());
  return r;
}

class StagingBackend : public c10d::Backend {
 public:
  explicit StagingBackend(c10::intrusive_ptr<c10d::Backend> host)
      : Backend(host->getRank(), host->getSize()), host_(std::move(host)) {}

  const std::string getBackendName() const override { return "pjrt"; }
  c10::intrusive_ptr<Options> getBackendOptions() override { return host_->getBackendOptions(); }
  void setTimeout(std::chrono::milliseconds timeout) override { host_->setTimeout(timeout); }
  uint64_t getSequenceNumberForGroup() override { return host_->getSequenceNumberForGroup(); }
  void monitoredBarrier(const c10d::BarrierOptions& opts, bool wait_all_ranks) override {
    host_->monitoredBarrier(opts, wait_all_ranks);
  }
  void setGroupUid(const std::string& uid) override {
    Backend::setGroupUid(uid);
    host_->setGroupUid(uid);
  }

  WorkPtr broadcast(Tensors& tensors, const c10d::BroadcastOptions& opts) override {
    Staging s;
    auto h = s.inout(tensors);
    return staged(host_->broadcast(h, opts), std::move(s), tensors, c10d::OpType::BROADCAST);
  }
  WorkPtr allreduce(Tensors& tensors, const c10d::AllreduceOptions& opts) override {
    Staging s;
    auto h = s.inout(tensors);
    auto o = premul_sum_as_sum(opts, s, h, true);
    return staged(host_->allreduce(h, o), std::move(s), tensors, c10d::OpType::ALLREDUCE);
  }
  WorkPtr allreduce_coalesced(Tensors& tensors, const c10d::AllreduceCoalescedOptions& opts) override {
    Staging s;
    auto h = s.inout(tensors);
    auto o = premul_sum_as_sum(opts, s, h, true);
    return staged(host_->allreduce_coalesced(h, o), std::move(s), tensors, c10d::OpType::ALLREDUCE_COALESCED);
  }
  WorkPtr reduce(Tensors& tensors, const c10d::ReduceOptions& opts) override {
    Staging s;
    auto h = s.inout(tensors);
    // Only the root's tensor receives the result: the others keep their values, so they send a copy.
    auto o = premul_sum_as_sum(opts, s, h, getRank() == opts.rootRank);
    return staged(host_->reduce(h, o), std::move(s), tensors, c10d::OpType::REDUCE);
  }
  WorkPtr allgather(TensorLists& outputs, Tensors& inputs, const c10d::AllgatherOptions& opts) override {
    Staging s;
    auto hi = s.in(inputs);
    auto ho = s.out(outputs);
    return staged(host_->allgather(ho, hi, opts), std::move(s), flat(outputs), c10d::OpType::ALLGATHER);
  }
  WorkPtr all_gather_single(at::Tensor& output, at::Tensor& input, const c10d::AllgatherOptions& opts) override {
    Staging s;
    auto hi = s.in(input);
    auto ho = s.out(output);
    return staged(host_->all_gather_single(ho, hi, opts), std::move(s), {output}, c10d::OpType::_ALLGATHER_BASE);
  }
  WorkPtr _allgather_base(at::Tensor& output, at::Tensor& input, const c10d::AllgatherOptions& opts) override {
    return all_gather_single(output, input, opts);
  }
  WorkPtr allgather_coalesced(TensorLists& outputs, Tensors& inputs, const c10d::AllgatherOptions& opts) override {
    Staging s;
    auto hi = s.in(inputs);
    auto ho = s.out(outputs);
    return staged(host_->allgather_coalesced(ho, hi, opts), std::move(s), flat(outputs),
                  c10d::OpType::ALLGATHER_COALESCED);
  }
  WorkPtr all_gather_single_coalesced(Tensors& outputs, Tensors& inputs, const c10d::AllgatherOptions& opts) override {
    Staging s;
    auto hi = s.in(inputs);
    auto ho = s.out(outputs);
    return staged(host_->all_gather_single_coalesced(ho, hi, opts), std::move(s), outputs, c10d::OpType::COALESCED);
  }
  WorkPtr allgather_into_tensor_coalesced(Tensors& outputs, Tensors& inputs,
                                          const c10d::AllgatherOptions& opts) override {
    return all_gather_single_coalesced(outputs, inputs, opts);
  }
  WorkPtr gather(TensorLists& outputs, Tensors& inputs, const c10d::GatherOptions& opts) override {
    Staging s;
    auto hi = s.in(inputs);
    auto ho = s.out(outputs);
    return staged(host_->gather(ho, hi, opts), std::move(s), flat(outputs), c10d::OpType::GATHER);
  }
  WorkPtr scatter(Tensors& outputs, TensorLists& inputs, const c10d::ScatterOptions& opts) override {
    Staging s;
    auto hi = s.in(inputs);
    auto ho = s.out(outputs);
    return staged(host_->scatter(ho, hi, opts), std::move(s), outputs, c10d::OpType::SCATTER);
  }
  WorkPtr reduce_scatter(Tensors& outputs, TensorLists& inputs, const c10d::ReduceScatterOptions& opts) override {
    Staging s;
    auto hi = s.in(inputs);
    auto ho = s.out(outputs);
    auto o = premul_sum_as_sum(opts, s, hi);
    return staged(host_->reduce_scatter(ho, hi, o), std::move(s), outputs, c10d::OpType::REDUCE_SCATTER);
  }
  WorkPtr reduce_scatter_single(at::Tensor& output, at::Tensor& input,
                                const c10d::ReduceScatterOptions& opts) override {
    Staging s;
    auto hi = s.in(input);
    auto ho = s.out(output);
    std::vector<at::Tensor*> in{&hi};
    auto o = premul_sum_as_sum(opts, s, in, false);
    return staged(host_->reduce_scatter_single(ho, hi, o), std::move(s), {output},
                  c10d::OpType::_REDUCE_SCATTER_BASE);
  }
  WorkPtr _reduce_scatter_base(at::Tensor& output, at::Tensor& input,
                               const c10d::ReduceScatterOptions& opts) override {
    return reduce_scatter_single(output, input, opts);
  }
  WorkPtr reduce_scatter_single_coalesced(Tensors& outputs, Tensors& inputs,
                                          const c10d::ReduceScatterOptions& opts) override {
    Staging s;
    auto hi = s.in(inputs);
    auto ho = s.out(outputs);
    auto o = premul_sum_as_sum(opts, s, hi, false);
    return staged(host_->reduce_scatter_single_coalesced(ho, hi, o), std::move(s), outputs,
                  c10d::OpType::COALESCED);
  }
  WorkPtr reduce_scatter_tensor_coalesced(Tensors& outputs, Tensors& inputs,
                                          const c10d::ReduceScatterOptions& opts) override {
    return reduce_scatter_single_coalesced(outputs, inputs, opts);
  }
  WorkPtr all_to_all_single(at::Tensor& output, at::Tensor& input, std::vector<int64_t>& output_splits,
                            std::vector<int64_t>& input_splits, const c10d::AllToAllOptions& opts) override {
    Staging s;
    auto hi = s.in(input);
    auto ho = s.out(output);
    return staged(host_->all_to_all_single(ho, hi, output_splits, input_splits, opts), std::move(s), {output},
                  c10d::OpType::ALLTOALL_BASE);
  }
  WorkPtr alltoall_base(at::Tensor& output, at::Tensor& input, std::vector<int64_t>& output_splits,
                        std::vector<int64_t>& input_splits, const c10d::AllToAllOptions& opts) override {
    return all_to_all_single(output, input, output_splits, input_splits, opts);
  }
  WorkPtr alltoall(Tensors& outputs, Tensors& inputs, const c10d::AllToAllOptions& opts) override {
    Staging s;
    auto hi = s.in(inputs);
    auto ho = s.out(outputs);
    return staged(host_->alltoall(ho, hi, opts), std::move(s), outputs, c10d::OpType::ALLTOALL);
  }
  WorkPtr send(Tensors& tensors, int dst, int tag) override {
    Staging s;
    auto h = s.in(tensors);
    return staged(host_->send(h, dst, tag), std::move(s), tensors, c10d::OpType::SEND);
  }
  WorkPtr recv(Tensors& tensors, int src, int tag) override {
    Staging s;
    auto h = s.out(tensors);
    return staged(host_->recv(h, src, tag), std::move(s), tensors, c10d::OpType::RECV);
  }
  WorkPtr recvAnysource(Tensors& tensors, int tag) override {
    Staging s;
    auto h = s.out(tensors);
    return staged(host_->recvAnysource(h, tag), std::move(s), tensors, c10d::OpType::RECVANYSOURCE);
  }
  WorkPtr barrier(const c10d::BarrierOptions& opts) override { return host_->barrier(opts); }

 private:
  c10::intrusive_ptr<c10d::Backend> host_;
};

}  // namespace tpj::c10d_backend

// A new `torch._C._distributed_c10d.Backend` running device collectives on the
// host backend `host` (a Python c10d Backend object); NULL with a Python error set.
extern "C" PyObject* tpj_c10d_backend(PyObject* host) {
  try {
    auto engine = pybind11::handle(host).cast<c10::intrusive_ptr<c10d::Backend>>();
    c10::intrusive_ptr<c10d::Backend> b = c10::make_intrusive<tpj::c10d_backend::StagingBackend>(std::move(engine));
    return pybind11::cast(b).release().ptr();
  } catch (pybind11::error_already_set& e) {
    e.restore();
  } catch (const std::exception& e) {
    PyErr_SetString(PyExc_TypeError, e.what());
  }
  return nullptr;
}
