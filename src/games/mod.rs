//! The games played on the Pasang board, each in a folder of its own, and
//! the seam through which the rest of the program handles "a game".

pub mod ka;
