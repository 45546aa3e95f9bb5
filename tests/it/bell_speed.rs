//! The speed of Bell's rules engine: complete random games played hop by
//! hop, as Ludii's playouts play them. The measure itself is ignored in
//! normal runs: `cargo test --release --test it bell_speed:: -- --ignored --nocapture`.

use pasang::games::bell::playout::random_games;
use pasang::games::bell::{Players, Position, Rules, Setup};
use std::time::Instant;

#[test]
fn random_games_play_to_the_end_with_many_choices_each() {
    for players in [Players::Two, Players::Four] {
        let rules = Rules {
            players,
            ..Rules::default()
        };
        let start = Position::start(&Setup::default(), rules);
        let tally = random_games(&start, 50, 11);
        assert_eq!(tally.games, 50);
        // Ludii counts about 123 decisions a game; ours should be of that kind.
        let per_game = tally.decisions / tally.games;
        assert!((60..250).contains(&per_game), "{per_game} decisions a game");
        assert_eq!(random_games(&start, 50, 11), tally, "seeded games repeat");
    }
}

#[test]
#[ignore = "a measurement: run in release with --ignored --nocapture"]
fn measure_random_games_per_second() {
    let start = Position::start(&Setup::default(), Rules::default());
    let games = 200_000;
    let t = Instant::now();
    let tally = random_games(&start, games, 2026);
    let secs = t.elapsed().as_secs_f64();
    println!(
        "{games} games in {secs:.2} s: {:.0} games/s, {:.1} moves and {:.1} decisions a game",
        games as f64 / secs,
        tally.moves as f64 / games as f64,
        tally.decisions as f64 / games as f64,
    );
}
