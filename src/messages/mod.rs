//! Every sentence a player reads, made from typed values: one file per
//! area, so that another language can later replace one place.

pub mod files;
