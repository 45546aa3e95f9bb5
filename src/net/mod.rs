//! Play over the network: an SSH server that runs a screen per visitor.

pub mod ssh;
