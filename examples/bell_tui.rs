//! Bell's game in the terminal, before the command line reaches it: one
//! argument per seat in turn order (`human` or `ai:LEVEL`), 2 to 4 of them.
//!
//!     cargo run --example bell_tui -- human ai:easy human ai:medium

use pasang::games::bell::{Game, Players, Rules, Setup};
use pasang::session::SeatKind;
use pasang::tui::Theme;
use pasang::tui::bell::BellApp;
use std::time::Duration;

fn main() -> std::io::Result<()> {
    let kinds: Vec<SeatKind> = std::env::args()
        .skip(1)
        .map(|a| a.parse().unwrap_or(SeatKind::Human))
        .collect();
    let players = match kinds.len() {
        3 => Players::Three,
        4 => Players::Four,
        _ => Players::Two,
    };
    let rules = Rules {
        players,
        ..Rules::default()
    };
    let app = BellApp::new(Game::new(Setup::default(), rules), Theme::from_env(false))
        .with_players(kinds, 1, Duration::from_millis(500));
    pasang::tui::run(app)
}
