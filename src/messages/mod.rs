//! Every sentence a player reads about the games, their files and their
//! players, made from typed values as `impl Display` blocks, one file per
//! area, so that a translation can replace one place.

pub mod bell;
pub mod bell_match;
pub mod board;
pub mod files;
pub mod ka;
pub mod limits;
pub mod options;
pub mod players;
pub mod records;
pub mod run;

use crate::games::Seat;

/// A seat's name: "South", "West", …
pub fn seat_name(seat: Seat) -> &'static str {
    match seat {
        Seat::South => "South",
        Seat::West => "West",
        Seat::North => "North",
        Seat::East => "East",
    }
}

/// Seats named in a list: "South and North", "South, West and North".
pub fn seat_list(seats: &[Seat]) -> String {
    let names: Vec<&str> = seats.iter().map(|&s| seat_name(s)).collect();
    match names.split_last() {
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
        None => String::new(),
    }
}
