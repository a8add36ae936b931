//! ATen op -> StableHLO lowerings: a registry plus one file per op family.
