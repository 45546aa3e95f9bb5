//! A server's community, apart from any screen or connection: who plays
//! there ([`players`]: display names and Glicko-2 ratings, kept on disk)
//! and its tournaments ([`tournament`]: Swiss and round-robin pairings,
//! results and standings).

pub mod players;
pub mod tournament;
