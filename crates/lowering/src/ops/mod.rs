//! One file per op family; each exposes `register`, whose lines are the table.

use crate::registry::Registry;

pub mod alloc;
pub mod attention;
pub mod compare;
pub mod complex;
pub mod conv;
pub mod dynamic;
pub mod embedding_bag;
pub mod extra;
pub mod factory;
pub mod fft;
pub mod foreach;
pub mod histogram;
pub mod index;
pub mod loss;
pub mod matmul;
pub mod norm;
pub mod optim;
pub mod pointwise;
pub mod pool;
pub mod random;
pub mod reduce;
pub mod scaled_mm;
pub mod shape;
pub mod softmax;
pub mod special;
pub mod unary;
pub mod view;

pub fn register_all(r: &mut Registry) {
    alloc::register(r);
    attention::register(r);
    compare::register(r);
    complex::register(r);
    conv::register(r);
    dynamic::register(r);
    embedding_bag::register(r);
    extra::register(r);
    factory::register(r);
    fft::register(r);
    foreach::register(r);
    histogram::register(r);
    index::register(r);
    loss::register(r);
    matmul::register(r);
    norm::register(r);
    optim::register(r);
    pointwise::register(r);
    pool::register(r);
    random::register(r);
    reduce::register(r);
    scaled_mm::register(r);
    shape::register(r);
    softmax::register(r);
    special::register(r);
    unary::register(r);
    view::register(r);
}
