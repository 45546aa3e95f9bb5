//! Words of a server's community that reach every screen: a rating, a
//! tournament's points, a bye and a tournament's end.

use crate::tr;

/// A rating rounded, with `?` when it is `uncertain`.
pub fn rating_text(rating: f64, uncertain: bool) -> String {
    let shown = rating.round() as i64;
    if uncertain {
        format!("{shown}?")
    } else {
        shown.to_string()
    }
}

/// A player's bye in `round` (from 1) of the tournament `name`, as they
/// are told it (in the lobby, or on a game's screen).
pub fn bye(name: &str, round: usize) -> String {
    tr!(
        "lobby-bye",
        round = round,
        name = crate::shown::printable(name).into_owned()
    )
}

/// The end of a tournament, as its entrants are told it (in the lobby, or
/// on their game's screen).
pub fn tournament_over(over: &crate::tui::rooms::TournamentOver) -> String {
    let winners: Vec<String> = (over.winners.iter())
        .map(|w| crate::shown::printable(w).into_owned())
        .collect();
    tr!(
        "lobby-tournament-over",
        count = winners.len(),
        name = crate::shown::printable(&over.name).into_owned(),
        winners = winners.join(", "),
        points = points(over.points)
    )
}

/// `half` half points as a number with a fraction: `3`, `3½`, `½`.
pub fn points(half: u32) -> String {
    quarters(2 * half)
}

/// `q` quarters as a number with a fraction: `3`, `3½`, `½`, `2¼`.
pub(crate) fn quarters(q: u32) -> String {
    let fraction = ["", "¼", "½", "¾"][(q % 4) as usize];
    match q / 4 {
        0 if q > 0 => fraction.to_string(),
        whole => format!("{whole}{fraction}"),
    }
}
