"""Hugging Face on the device: the Trainer fine-tunes a small Llama (random weights; no hub
access) on the device in strict mode and tracks the same run on CPU."""

import pytest
import torch

import torch_pjrt

transformers = pytest.importorskip("transformers")
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


def test_trainer_fine_tune_tracks_cpu(tmp_path):
    dev_losses, device = trainer_losses(tmp_path, use_cpu=False)
    assert device.type == torch_pjrt.device_name()
    cpu_losses, cpu_device = trainer_losses(tmp_path, use_cpu=True)
    assert cpu_device.type == "cpu" and len(dev_losses) == len(cpu_losses) == 6
    for i, (a, b) in enumerate(zip(dev_losses, cpu_losses)):
        assert abs(a - b) <= 1e-4 * abs(b), f"step {i}: device {a} vs cpu {b}"
