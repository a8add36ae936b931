//! Device RNG state: a (seed, offset) pair per generator. Each random op takes
//! the current pair as a runtime program input and advances the offset, so
//! `torch.manual_seed` makes device randomness reproducible without recompiling.

use parking_lot::Mutex;

/// PyTorch's default seed (`default_rng_seed_val`).
pub const DEFAULT_SEED: u64 = 67280421310721;

static STATES: Mutex<Vec<(u64, u64)>> = Mutex::new(Vec::new());

fn ensure(states: &mut Vec<(u64, u64)>, id: usize) {
    while states.len() <= id {
        states.push((DEFAULT_SEED, 0));
    }
}

/// Generator ids below the device count are the devices' default generators.
pub fn default_for(device: usize) -> u64 {
    device as u64
}

/// A new generator (torch.Generator(device="tpu")) with its own state.
pub fn create(min_id: u64) -> u64 {
    let mut s = STATES.lock();
    ensure(&mut s, min_id as usize);
    s.push((DEFAULT_SEED, 0));
    (s.len() - 1) as u64
}

pub fn set_seed(id: u64, seed: u64) {
    let mut s = STATES.lock();
    ensure(&mut s, id as usize);
    s[id as usize] = (seed, 0);
}

pub fn get(id: u64) -> (u64, u64) {
    let mut s = STATES.lock();
    ensure(&mut s, id as usize);
    s[id as usize]
}

pub fn set(id: u64, seed: u64, offset: u64) {
    let mut s = STATES.lock();
    ensure(&mut s, id as usize);
    s[id as usize] = (seed, offset);
}

/// The state for `draws` consecutive random draws, advancing the generator past them in
/// the same step: two programs launched at once on two threads (autograd's and the user's)
/// never get the same offset.
pub fn draw(id: u64, draws: u64) -> (u64, u64) {
    let mut s = STATES.lock();
    ensure(&mut s, id as usize);
    let st = s[id as usize];
    s[id as usize].1 = st.1.wrapping_add(draws);
    st
}
