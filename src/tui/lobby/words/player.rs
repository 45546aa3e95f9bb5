//! A player's page in words: its title, each rating with how far it went,
//! and a line for each of the latest games.

use super::{kind_name, rating};
use crate::community::players::{Rated, Rating};
use crate::messages::Named as _;
use crate::tr;
use crate::tui::rooms::{Against, PageGame, PageResult};

/// The page's title: the player's name.
pub fn title(name: &str) -> String {
    format!(" {} ", crate::shown::printable(name))
}

/// "The ka game: 1662 after 12 rated games, from 1500 (highest 1671)."
pub fn rating_line(kind: Rated, now: Rating, history: &[f64]) -> String {
    let first = history.first().copied().unwrap_or(now.rating);
    let highest = history.iter().copied().fold(first, f64::max);
    tr!(
        "lobby-page-rating",
        kind = kind_name(kind),
        rating = rating(now),
        games = now.games,
        first = super::rating_text(first, false),
        highest = super::rating_text(highest, false)
    )
}

/// "Against others (won–drawn–lost): Siti 1–0–2 · Chong 0–1–0", or
/// nothing before they met anyone named.
pub fn against_line(against: &[Against]) -> Option<String> {
    if against.is_empty() {
        return None;
    }
    let each: Vec<String> = (against.iter())
        .map(|a| {
            let name = crate::shown::printable(&a.name);
            format!("{name} {}–{}–{}", a.won, a.shared, a.lost)
        })
        .collect();
    Some(tr!("lobby-page-against", results = each.join(" · ")))
}

/// The heading over the latest games.
pub fn games_heading(any: bool) -> String {
    if any {
        tr!("lobby-page-games")
    } else {
        tr!("lobby-page-no-games")
    }
}

/// "#42 the ka game: won against Siti, 1500 → 1512 (+12)".
pub fn game_line(g: &PageGame) -> String {
    let others: Vec<String> = (g.others.iter())
        .map(|o| match o {
            Some(name) => crate::shown::printable(name).into_owned(),
            None => tr!("lobby-guest"),
        })
        .collect();
    let result = match g.result {
        PageResult::Won => "won",
        PageResult::Shared => "shared",
        PageResult::Lost => "lost",
        PageResult::NoResult => "none",
    };
    let game = crate::on_kind!(g.game, G => G::in_lobby(g.players));
    let line = tr!(
        "lobby-page-game",
        id = g.id,
        game = game,
        result = result,
        others = others.join(", ")
    );
    match g.rated {
        Some((before, after)) => {
            let change = after.round() as i64 - before.round() as i64;
            tr!(
                "lobby-page-game-rated",
                game = line,
                before = super::rating_text(before, false),
                after = super::rating_text(after, false),
                change = format!("{change:+}")
            )
        }
        None => line,
    }
}
