//! The command line of the `pasang` binary: its arguments, and what each
//! command does with them.

pub(crate) mod args;
pub(crate) mod bell;
pub(crate) mod bell_match;
pub(crate) mod completion;
pub(crate) mod defaults;
pub(crate) mod errors;
#[cfg(test)]
mod form_rows;
pub(crate) mod game;
pub(crate) mod ka;
pub(crate) mod ka_match;
pub(crate) mod learn;
pub(crate) mod manual;
pub(crate) mod net;
pub(crate) mod options;
pub(crate) mod puzzles;
pub(crate) mod review;
#[cfg(feature = "test-game")]
pub(crate) mod steps;
pub(crate) mod tools;

use pasang::games::{Seat, SeatKind};
use pasang::store::launch::NoSuchSeat;

/// Who plays each of `seats`, in turn order: the player named for it
/// (`named` holds `--south`, `--west`, `--north`, `--east`, in
/// [`Seat::ALL`] order), else `default`. A seat named that the game does
/// not have is refused.
pub(crate) fn seat_players(
    seats: &[Seat],
    named: [Option<SeatKind>; 4],
    default: impl Fn(Seat) -> SeatKind,
) -> Result<Vec<SeatKind>, NoSuchSeat> {
    let mut players = Vec::new();
    for (seat, given) in Seat::ALL.into_iter().zip(named) {
        if seats.contains(&seat) {
            players.push(given.unwrap_or_else(|| default(seat)));
        } else if given.is_some() {
            return Err(NoSuchSeat {
                seat,
                seats: seats.to_vec(),
            });
        }
    }
    Ok(players)
}
