//! The shapes of a serving engine's steps (vLLM's plugin, `torch_pjrt.vllm`).
//!
//! A step runs the scheduled tokens of a few requests; every distinct token count would
//! compile its own programs. The model runner pads the count to a bucket from
//! `token_buckets`, and start-up runs the steps of `warmup_steps`, so that after it no new
//! prompt length, batch or mix of prefill and decode compiles anything: the programs are in
//! the engine's cache, and in the persistent cache for the next start.

use crate::bucket::{eager_bucket, EAGER_SMALL};

/// The smallest token count a step pads to: one decoding request runs as many rows as this,
/// and every count up to it shares the model's programs.
pub const MIN_TOKENS: u64 = 8;

/// The token counts a step's scheduled tokens pad to, smallest first: the powers of two from
/// `MIN_TOKENS` below `max_tokens`, then `max_tokens` (the scheduler's limit per step). A
/// step does at most twice its work, and start-up compiles one set of model programs per
/// count, a number that grows with the logarithm of the limit.
pub fn token_buckets(max_tokens: u64) -> Result<Vec<u64>, String> {
    if max_tokens == 0 {
        return Err("the scheduler's token limit per step (max_num_batched_tokens) must be at least 1".into());
    }
    let mut out = Vec::new();
    let mut b = MIN_TOKENS;
    while b < max_tokens {
        out.push(b);
        b *= 2;
    }
    out.push(max_tokens);
    Ok(out)
}

/// The bucket a step of `n` scheduled tokens pads to: the smallest of
/// `token_buckets(max_tokens)` that holds it. Past the limit (which the scheduler never
/// schedules) an error naming both.
pub fn token_bucket(n: u64, max_tokens: u64) -> Result<u64, String> {
    if n > max_tokens || max_tokens == 0 {
        return Err(format!(
            "a step of {n} scheduled tokens is past the scheduler's limit of {max_tokens} (max_num_batched_tokens)"
        ));
    }
    Ok(n.max(1).next_power_of_two().max(MIN_TOKENS).min(max_tokens))
}

/// The sizes up to `max` whose eager programs differ: each of 1..=EAGER_SMALL (the engine
/// keeps those exact), every eager bucket above it (`bucket::eager_bucket`), the `extra`
/// sizes, and `max`.
fn distinct_sizes(max: u64, extra: &[u64]) -> Vec<u64> {
    let mut out: Vec<u64> = (1..=(EAGER_SMALL as u64).min(max)).collect();
    out.extend(extra.iter().copied().filter(|&s| s <= max));
    let mut s = EAGER_SMALL as u64 + 1;
    while s < max {
        let e = eager_bucket(s as i64) as u64;
        out.push(e.min(max));
        s = e + 1;
    }
    out.push(max);
    out.sort_unstable();
    out.dedup();
    out
}

/// The steps start-up runs, as `(tokens, requests)`: one per pair whose programs differ.
///
/// The model runs at the padded count, but the runner's bookkeeping runs at the exact
/// counts: eager ops the engine buckets itself (which request a token belongs to, the
/// sampler over the requests: `bucket::eager_bucket`, sizes up to `EAGER_SMALL` each
/// exact), and writes into the first `n` entries of its persistent buffers (ids, positions,
/// slots, the padding mask), which the engine runs at their exact sizes. So: every token
/// count class (and every step bucket) with every request count class it can hold; then
/// every exact token count and every exact request count once. At most `max_len - 1` prompt
/// tokens a request (each samples one). The exact counts make the warm-up linear in
/// `max_tokens`: bucketed partial writes in the engine would leave it the classes alone.
pub fn warmup_steps(max_tokens: u64, max_seqs: u64, max_len: u64) -> Result<Vec<(u64, u64)>, String> {
    if max_seqs == 0 || max_len < 2 {
        return Err(format!(
            "a step needs at least one request (max_num_seqs {max_seqs}) of a prompt token and a sampled one \
             (max_model_len {max_len})"
        ));
    }
    let per_request = max_len - 1;
    let requests = distinct_sizes(max_seqs, &[]);
    let mut steps = Vec::new();
    let mut low = 1;
    for t in distinct_sizes(max_tokens, &token_buckets(max_tokens)?) {
        // Counts low..=t share their programs; a few requests may not hold t itself.
        for &r in &requests {
            let most = t.min(r * per_request);
            if most >= low.max(r) {
                steps.push((most, r));
            }
        }
        low = t + 1;
    }
    let mut seen_t: std::collections::HashSet<u64> = steps.iter().map(|s| s.0).collect();
    let mut seen_r: std::collections::HashSet<u64> = steps.iter().map(|s| s.1).collect();
    for t in 1..=max_tokens {
        let r = t.div_ceil(per_request);
        if r <= max_seqs && seen_t.insert(t) {
            seen_r.insert(r);
            steps.push((t, r));
        }
    }
    for r in 1..=max_seqs.min(max_tokens) {
        if seen_r.insert(r) {
            steps.push((r, r));
        }
    }
    Ok(steps)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn token_counts_pad_to_powers_of_two_up_to_the_limit() {
        assert_eq!(token_buckets(64).unwrap(), vec![8, 16, 32, 64]);
        assert_eq!(token_buckets(100).unwrap(), vec![8, 16, 32, 64, 100]);
        assert_eq!(token_buckets(5).unwrap(), vec![5]);
        assert!(token_buckets(0).is_err());
        let buckets = token_buckets(100).unwrap();
        for n in 0..=100 {
            let b = token_bucket(n, 100).unwrap();
            assert!(b >= n && buckets.contains(&b), "{n} -> {b}");
            assert!(buckets.iter().all(|&c| c < n.max(1) || c >= b), "{n} -> {b}: not the smallest");
        }
        assert_eq!(token_bucket(3, 5).unwrap(), 5);
        let e = token_bucket(101, 100).unwrap_err();
        assert!(e.contains("101") && e.contains("100") && e.contains("max_num_batched_tokens"), "{e}");
    }

    #[test]
    fn warmup_covers_every_count_class_and_request_count() {
        let steps = warmup_steps(64, 4, 65).unwrap();
        let counts: Vec<u64> = steps.iter().map(|s| s.0).collect();
        for t in [1, 2, 3, 4, 5, 6, 7, 8, 16, 32, 64] {
            assert!(counts.contains(&t), "{t} missing from {steps:?}");
        }
        assert!(steps.contains(&(64, 4)) && steps.contains(&(2, 2)) && !steps.contains(&(2, 3)));
        // No request's prompt and sampled token pass max_len.
        assert!(warmup_steps(64, 4, 16).unwrap().iter().all(|&(t, r)| t <= r * 15));
        assert!(warmup_steps(64, 4, 1).is_err());
        // Every exact token count and request count runs once.
        let wide = warmup_steps(100, 20, 30).unwrap();
        for t in 1..=100 {
            assert!(wide.iter().any(|s| s.0 == t), "{t}");
        }
        for r in 1..=20 {
            assert!(wide.iter().any(|s| s.1 == r), "{r}");
        }
        assert!(wide.iter().all(|&(t, r)| r <= 20 && r <= t && t <= r * 29 && t <= 100));
        // One request of at most 63 prompt tokens still reaches the 33..=64 class.
        assert!(warmup_steps(64, 4, 64).unwrap().contains(&(63, 1)));
        assert!(warmup_steps(64, 0, 16).is_err());
        // Request counts past EAGER_SMALL pair with the token classes by their eager buckets
        // (12 classes of 256); the other counts run once each.
        let big = warmup_steps(2048, 256, 2048).unwrap();
        let at_64: Vec<u64> = big.iter().filter(|s| s.0 == 64).map(|s| s.1).collect();
        assert_eq!(at_64, vec![1, 2, 3, 4, 5, 6, 7, 8, 32, 64]);
        assert!(big.len() <= 2048 + 256 + 16 * 12, "{}", big.len());
    }
}
