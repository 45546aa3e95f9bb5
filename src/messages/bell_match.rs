//! What `pasang match --game bell` prints: the players' names, a line per
//! game, and the totals.

use super::{and_list, seat_name};
use crate::ai::bell::Method;
use crate::matchplay::bell::{BellMatch, BellReport, BellStats};
use crate::tr;

impl std::fmt::Display for crate::matchplay::bell::NotInBellMatch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        use crate::matchplay::bell::NotInBellMatch;
        f.write_str(&match self {
            NotInBellMatch::Engine => tr!("match-engine-for-bell"),
            NotInBellMatch::Sprt => tr!("match-sprt-for-bell"),
        })
    }
}

/// The players' names: their levels, with a letter (`A` for the first
/// player, `B` for the second, …) when a level is played by more than one,
/// so that the rows can be told apart.
pub fn player_names(config: &BellMatch) -> Vec<String> {
    let plain: Vec<String> = config
        .players
        .iter()
        .enumerate()
        .map(|(i, level)| match config.methods.get(i) {
            Some(method) => format!("ai:{level}/{}", method_name(*method)),
            None => format!("ai:{level}"),
        })
        .collect();
    plain
        .iter()
        .enumerate()
        .map(|(i, name)| {
            if plain.iter().filter(|&n| n == name).count() > 1 {
                format!("{name} ({})", (b'A' + i as u8) as char)
            } else {
                name.clone()
            }
        })
        .collect()
}

/// A search method's name.
pub fn method_name(method: Method) -> &'static str {
    match method {
        Method::Paranoid => "paranoid",
        Method::MaxN => "maxn",
        Method::BestReply => "brs",
        Method::Model => "model",
    }
}

/// One line of progress after a game: each seat's player and points, who
/// won, and the wins so far.
pub fn progress_line(config: &BellMatch, game: &BellReport, stats: &BellStats) -> String {
    let names = player_names(config);
    let seats = config.schedule.start.rules().players.seats();
    let table: Vec<String> = (0..config.players.len())
        .map(|seat| {
            let p = crate::matchplay::run::player_at(seat, game.number, names.len());
            format!("{} {} {}", seat_name(seats[seat]), names[p], game.points(p))
        })
        .collect();
    let top: Vec<&str> = (0..config.players.len())
        .filter(|&p| game.points(p) == game.outcome.best())
        .map(|p| names[p].as_str())
        .collect();
    let result = match top.as_slice() {
        [one] => tr!("match-bell-wins", player = *one),
        many => tr!("match-bell-shared", players = and_list(many)),
    };
    let wins: Vec<String> = (0..config.players.len())
        .map(|p| format!("{} {}", names[p], stats.wins[p]))
        .collect();
    tr!(
        "match-bell-line",
        game = game.number,
        games = config.schedule.games,
        table = table.join(", "),
        result = result,
        wins = wins.join(", ")
    )
}

/// The totals as printed at the end of a match (or of the games played
/// before it was stopped).
pub fn summary(config: &BellMatch, stats: &BellStats) -> String {
    let names = player_names(config);
    let width = names.iter().map(|n| n.len()).max().unwrap_or(0);
    let mut out = tr!(
        "match-bell-summary",
        games = stats.games,
        players = config.players.len(),
        names = names.join(", ")
    );
    out.push('\n');
    let percent = |n: u32| 100.0 * n as f64 / stats.games.max(1) as f64;
    for (p, name) in names.iter().enumerate() {
        let think = &stats.think[p];
        out.push_str(&format!("{name:<width$}  "));
        out.push_str(&tr!(
            "match-bell-row",
            wins = format!("{:>4}", stats.wins[p]),
            percent = format!("{:>5.1}", percent(stats.wins[p])),
            shared = format!("{:>4}", stats.shared[p]),
            losses = format!("{:>4}", stats.losses[p]),
            points = format!("{:>5.1}", stats.average_points(p)),
            think = format!("{:.1}", think.average_ms()),
            longest = format!("{:.1}", think.longest_ms())
        ));
        out.push('\n');
    }
    out
}
