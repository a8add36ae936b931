"""Hugging Face on the device: the Trainer fine-tunes a small Llama (random weights; no hub
access) on the device in strict mode and tracks the same run on CPU."""

import pytest
import torch

import torch_pjrt
from helpers import as_accelerator  # noqa: F401  (a fixture)

transformers = pytest.importorskip("transformers")

# transformers calls torch._grouped_mm in float32 on this device; torch 2.14's meta kernel takes
# bfloat16 only, so Dynamo cannot trace MoE layers there (eager runs: our kernel takes float32).
GROUPED_MM_TRACES = not torch.__version__.startswith("2.14")
pytest.importorskip("accelerate")


def trainer_losses(tmp_path, use_cpu):
    from transformers import LlamaConfig, LlamaForCausalLM, Trainer, TrainerCallback, TrainingArguments

    cfg = LlamaConfig(vocab_size=128, hidden_size=64, intermediate_size=128, num_hidden_layers=2,
                      num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=64)
    torch.manual_seed(0)
    model = LlamaForCausalLM(cfg)
    ids = torch.randint(0, 128, (48, 16), generator=torch.Generator().manual_seed(1))
    data = [{"input_ids": x, "labels": x} for x in ids]
    losses = []

    class Record(TrainerCallback):
        def on_log(self, args, state, control, logs=None, **kw):
            if logs and "loss" in logs:
                losses.append(logs["loss"])

    args = TrainingArguments(output_dir=str(tmp_path / ("cpu" if use_cpu else "dev")), use_cpu=use_cpu,
                             per_device_train_batch_size=8, max_steps=6, learning_rate=1e-3, logging_steps=1,
                             save_strategy="no", report_to=[], seed=0, data_seed=0, dataloader_num_workers=0,
                             disable_tqdm=True)
    trainer = Trainer(model=model, args=args, train_dataset=data, callbacks=[Record()])
    trainer.train()
    return losses, next(trainer.model.parameters()).device


def test_trainer_fine_tune_tracks_cpu(tmp_path, as_accelerator):
    # The Trainer (Accelerate) takes torch's current accelerator: tpu here, as on a TPU; with the
    # XLA CPU plugin alone and no TORCH_PJRT_ACCELERATOR it is torch's own (the CPU), as without us.
    dev_losses, device = trainer_losses(tmp_path, use_cpu=False)
    assert device.type == torch_pjrt.device_name()
    cpu_losses, cpu_device = trainer_losses(tmp_path, use_cpu=True)
    assert cpu_device.type == "cpu" and len(dev_losses) == len(cpu_losses) == 6
    for i, (a, b) in enumerate(zip(dev_losses, cpu_losses)):
        assert abs(a - b) <= 1e-4 * abs(b), f"step {i}: device {a} vs cpu {b}"


def moe_model(kind):
    from transformers import MixtralConfig, MixtralForCausalLM, Qwen3MoeConfig, Qwen3MoeForCausalLM

    common = dict(vocab_size=128, hidden_size=64, intermediate_size=128, num_hidden_layers=2, num_attention_heads=4,
                  num_key_value_heads=2, max_position_embeddings=64)
    torch.manual_seed(0)
    if kind == "qwen3moe":
        return Qwen3MoeForCausalLM(Qwen3MoeConfig(**common, moe_intermediate_size=32, num_experts=8,
                                                  num_experts_per_tok=2, head_dim=16))
    return MixtralForCausalLM(MixtralConfig(**common, num_local_experts=4, num_experts_per_tok=2))


@pytest.mark.parametrize("kind", ["qwen3moe", "mixtral"])
def test_moe_forward_generate_and_training_match_cpu(kind):
    """Mixture-of-experts routing (top-k, histc token counts per expert, grouped matmuls):
    forward, greedy generate() and 3 AdamW steps, strict mode."""
    import copy

    dev = torch_pjrt.device_name()
    cpu = moe_model(kind)
    model = copy.deepcopy(cpu).to(dev)
    ids = torch.randint(0, 128, (2, 12), generator=torch.Generator().manual_seed(1))
    mask = torch.ones_like(ids)
    with torch.no_grad():
        want, got = cpu(ids).logits, model(ids.to(dev)).logits
    assert (want - got.cpu()).abs().max().item() < 1e-5
    g_cpu = cpu.generate(ids[:, :5], attention_mask=mask[:, :5], max_new_tokens=8, do_sample=False, pad_token_id=0)
    g_dev = model.generate(ids[:, :5].to(dev), attention_mask=mask[:, :5].to(dev), max_new_tokens=8, do_sample=False,
                           pad_token_id=0)
    assert torch.equal(g_cpu, g_dev.cpu())
    opt_cpu, opt_dev = torch.optim.AdamW(cpu.parameters(), lr=1e-3), torch.optim.AdamW(model.parameters(), lr=1e-3)
    for step in range(3):
        a, b = cpu(ids, labels=ids).loss, model(ids.to(dev), labels=ids.to(dev)).loss
        a.backward(), b.backward()
        opt_cpu.step(), opt_dev.step()
        opt_cpu.zero_grad(), opt_dev.zero_grad()
        assert abs(a.item() - b.item()) <= 1e-5 * abs(a.item()), (step, a.item(), b.item())
    if not GROUPED_MM_TRACES:
        return
    with torch.no_grad():
        compiled = torch.compile(model, backend=dev)(ids.to(dev)).logits
        want = cpu(ids).logits
    assert (want - compiled.cpu()).abs().max().item() < 1e-4


@pytest.mark.parametrize("compiled", [False, True], ids=["eager", "compiled"])
def test_llama_trains_under_bf16_autocast_like_cpu(compiled):
    """20 AdamW steps of a small Llama under torch.autocast(dtype=bfloat16), on the device
    (eager, or the model compiled) and on CPU: losses agree within bf16 tolerance, strict mode."""
    import copy

    from transformers import LlamaConfig, LlamaForCausalLM

    dev = torch_pjrt.device_name()
    cfg = LlamaConfig(vocab_size=128, hidden_size=64, intermediate_size=128, num_hidden_layers=2,
                      num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=64)
    torch.manual_seed(0)
    base = LlamaForCausalLM(cfg)
    g = torch.Generator().manual_seed(1)
    batches = [torch.randint(0, 128, (4, 16), generator=g) for _ in range(2)]
    data = [batches[i % 2] for i in range(20)]  # two batches, learnable in 20 steps

    def run(device):
        model = copy.deepcopy(base).to(device)
        opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
        forward = torch.compile(model, backend=dev) if compiled and device == dev else model
        losses = []
        for ids in data:
            ids = ids.to(device)
            with torch.autocast(device, dtype=torch.bfloat16):
                loss = forward(ids, labels=ids).loss
            loss.backward()
            opt.step()
            opt.zero_grad()
            losses.append(loss.item())
        return losses

    torch_pjrt.reset_metrics()
    got, want = run(dev), run("cpu")
    for i, (a, b) in enumerate(zip(got, want)):
        assert abs(a - b) <= 2e-3 * abs(b), f"step {i}: device {a} vs cpu {b}"
    assert want[-1] < want[0]
    m = torch_pjrt.metrics()
    assert not m["fallbacks"] and not m.get("eager_graphs"), m


@pytest.mark.skipif(not GROUPED_MM_TRACES, reason="torch 2.14's _grouped_mm meta kernel takes bfloat16 only")
@pytest.mark.parametrize("kind", ["qwen3moe", "mixtral"])
def test_moe_compiled_training_matches_cpu(kind):
    """The compiled model trains (forward and backward graphs: routing, grouped matmuls) as CPU does."""
    import copy

    dev = torch_pjrt.device_name()
    cpu = moe_model(kind)
    model = copy.deepcopy(cpu).to(dev)
    forward = torch.compile(model, backend=dev)
    ids = torch.randint(0, 128, (2, 12), generator=torch.Generator().manual_seed(1))
    opt_cpu, opt_dev = torch.optim.AdamW(cpu.parameters(), lr=1e-3), torch.optim.AdamW(model.parameters(), lr=1e-3)
    torch_pjrt.reset_metrics()
    for step in range(3):
        a, b = cpu(ids, labels=ids).loss, forward(ids.to(dev), labels=ids.to(dev)).loss
        a.backward(), b.backward()
        opt_cpu.step(), opt_dev.step()
        opt_cpu.zero_grad(), opt_dev.zero_grad()
        assert abs(a.item() - b.item()) <= 1e-5 * abs(a.item()), (step, a.item(), b.item())
    m = torch_pjrt.metrics()
    assert m["graphs_compiled"] >= 2 and not m.get("eager_graphs") and not m["fallbacks"], m
