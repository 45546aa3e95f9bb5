//! A series of rounds at one keyboard: played by keys, each round after
//! the first begun by the player who made the last capture, autosaved,
//! resumed mid-series, and replayed.

use crate::common;

use common::*;
use pasang::files::load_record;
use pasang::games::ka::{Game, Outcome, Pattern, Player, Rounds, Rules, Setup};
use pasang::i18n::{self, Lang};
use pasang::review::Budget;
use pasang::rng::Rng;
use pasang::store::Store;
use pasang::tui::ka::App;
use pasang::tui::{Storage, Theme};
use ratatui::crossterm::event::KeyCode;
use std::time::UNIX_EPOCH;

fn three_rounds() -> Rules {
    Rules {
        rounds: Rounds::new(3).unwrap(),
        ..Rules::TRADITIONAL
    }
}

/// Plays `game`'s seeded random moves by keys on `app` (and on `game`)
/// until `done`, checking each position against the rules engine's.
fn play_until(app: &mut App, game: &mut Game, rng: &mut Rng, done: impl Fn(&Game) -> bool) {
    while !done(game) {
        let m = random_move(game, rng);
        game.try_play(m).unwrap();
        play_by_keys(app, m);
        assert_eq!(app.position(), game.position());
    }
}

/// Who made the move that ended round `round` (counted from 1).
fn last_capturer(game: &Game, round: usize) -> Player {
    let end = game.rounds()[round - 1].end;
    game.position_at(end - 1).unwrap().to_move()
}

#[test]
fn a_series_of_three_rounds_by_keys_is_autosaved_resumed_and_replayed() {
    let (data, saves) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let store = Store::open(data.path()).unwrap();
    let slot = store.new_slot(UNIX_EPOCH);
    let mut game = Game::new(Setup::pattern(Pattern::Second), three_rounds());
    let mut app = App::new(game.clone(), Theme::MONO).with_storage(Storage {
        store: Some(store),
        autosave: Some(slot),
        save_dir: Some(saves.path().to_path_buf()),
    });
    let path = app.autosave_path().unwrap().to_path_buf();
    let shown = screen_text(&app);
    assert!(shown.contains("Round 1 of 3 · won 0–0"), "{shown}");
    assert!(shown.contains("series score 0–0"), "{shown}");
    let mut rng = Rng::new(21);

    // Round one, to its last capture.
    play_until(&mut app, &mut game, &mut rng, |g| g.rounds().len() == 1);
    let starter = last_capturer(&game, 1);
    assert_eq!(
        app.position().to_move(),
        starter,
        "the last capturer begins"
    );
    assert_eq!(app.position().ply(), 0, "on a full board");
    let note = app.message().unwrap().text;
    let first = game.rounds()[0].outcome;
    let begins = match first {
        Outcome::Suntuk { winner, .. } => {
            assert_eq!(winner, starter, "after suntuk the winner begins");
            format!("Round 1 to {winner} by suntuk, 120–0. {starter} begins round 2.")
        }
        _ => format!("{starter} took the last stones and begins round 2."),
    };
    assert!(note.starts_with("Round 1 "), "{note}");
    assert!(note.ends_with(&begins), "{note}");
    let [s, n] = first.result();
    let won = |p| u8::from(first.winner() == Some(p));
    let shown = screen_text(&app);
    let line = format!(
        "Round 2 of 3 · won {}–{}",
        won(Player::South),
        won(Player::North)
    );
    assert!(shown.contains(&line), "{line} in\n{shown}");
    assert!(shown.contains(&format!("series score {s}–{n}")), "{shown}");
    // The next move has the number the move list will give it.
    let next = format!("Move {} · column capture", game.moves().len() + 1);
    assert!(shown.contains(&next), "{next} in\n{shown}");
    let last = game.moves()[game.rounds()[0].end - 1];
    let listed: Vec<&str> = shown
        .lines()
        .map(|l| l.trim_end_matches(['│', ' ', '"']))
        .collect();
    let at = listed
        .iter()
        .position(|l| l.ends_with(&format!("{last}")))
        .expect("the round's last move is listed");
    assert!(
        listed[at + 1].ends_with("end of round 1"),
        "the move list marks the round's end:\n{shown}"
    );
    assert!(!app.shows_result(), "the series goes on");

    // A few moves into round two, the autosave resumes there.
    play_until(&mut app, &mut game, &mut rng, |g| {
        g.position().ply() == 6 && g.rounds().len() == 1
    });
    let saved = load_record(&path).unwrap();
    assert_eq!(saved.moves(), game.moves());
    assert_eq!(saved.rounds(), game.rounds());
    let mut app = App::new(saved, Theme::MONO).with_review_budget(Budget::Nodes(200));
    assert_eq!(app.position(), game.position());
    assert!(screen_text(&app).contains(&line), "resumed in round two");

    // Rounds two and three, to the series' result.
    play_until(&mut app, &mut game, &mut rng, |g| g.outcome().is_some());
    assert_eq!(game.rounds().len(), 2);
    assert_eq!(
        game.position_at(game.rounds()[1].end).unwrap().to_move(),
        last_capturer(&game, 2)
    );
    let Some(Outcome::Series { winner, won, .. }) = game.outcome() else {
        panic!("three rounds make a series' result");
    };
    assert!(app.shows_result());
    let shown = screen_text(&app);
    match winner {
        Some(w) => assert!(shown.contains(&format!("{w} wins the series")), "{shown}"),
        None => assert!(shown.contains("The series is drawn"), "{shown}"),
    }
    let rounds_won = format!("Rounds won: South {}, North {}.", won[0], won[1]);
    assert!(shown.contains(&rounds_won), "{shown}");
    // Each round under it, the first's with how it ended.
    for n in 1..=3 {
        assert!(shown.contains(&format!("Round {n}: ")), "{shown}");
    }
    if let Outcome::Suntuk { winner, .. } = game.rounds()[0].outcome {
        let first = format!("Round 1: {winner} by suntuk, 120–0.");
        assert!(shown.contains(&first), "{first} in\n{shown}");
    }
    key(&mut app, KeyCode::Enter);
    assert!(app.message().unwrap().text.contains("game is over"));

    // The review goes through the rounds in turn, naming each.
    key(&mut app, KeyCode::Esc);
    key(&mut app, KeyCode::Char('v'));
    app.wait_for_review();
    assert!(screen_text(&app).contains("Review · round 1 of 3"));
    key(&mut app, KeyCode::End);
    assert!(screen_text(&app).contains("Review · round 3 of 3"));
    key(&mut app, KeyCode::Esc);

    // The replay steps over the rounds' ends, to each next round's start.
    let n = game.moves().len();
    let mut replay = App::replay(game.clone(), Theme::MONO);
    let end = game.rounds()[0].end;
    for _ in 0..end {
        key(&mut replay, KeyCode::Right);
    }
    assert_eq!(replay.position(), game.position_at(end).unwrap());
    assert!(screen_text(&replay).contains("Round 2 of 3"));
    key(&mut replay, KeyCode::Left);
    assert!(screen_text(&replay).contains("Round 1 of 3"));
    key(&mut replay, KeyCode::End);
    assert_eq!(replay.position(), game.position());
    assert!(
        replay
            .hint()
            .starts_with(&format!("Replay, move {n} of {n}"))
    );
}

#[test]
fn undoing_the_last_capture_of_a_round_goes_back_into_it() {
    let mut game = Game::new(Setup::pattern(Pattern::First), three_rounds());
    let mut app = App::new(game.clone(), Theme::MONO);
    let mut rng = Rng::new(4);
    play_until(&mut app, &mut game, &mut rng, |g| g.rounds().len() == 1);
    let end = game.rounds()[0].end;
    assert!(screen_text(&app).contains("Round 1 of 3 over"));
    key(&mut app, KeyCode::Char('u'));
    assert_eq!(app.position(), game.position_at(end - 1).unwrap());
    assert!(app.game().rounds().is_empty());
    let shown = screen_text(&app);
    assert!(shown.contains("Round 1 of 3"));
    assert!(
        !shown.contains("over"),
        "the round's box goes with it:\n{shown}"
    );
    key(&mut app, KeyCode::Char('U'));
    assert_eq!(app.position(), game.position());
    assert_eq!(app.game().rounds(), game.rounds());
}

#[test]
fn a_rounds_end_shows_in_a_box_until_a_key_puts_it_away_in_both_languages() {
    for malay in [false, true] {
        i18n::set(if malay {
            Lang::find("ms").unwrap()
        } else {
            Lang::english()
        });
        let mut game = Game::new(Setup::pattern(Pattern::Second), three_rounds());
        let mut app = App::new(game.clone(), Theme::MONO);
        let mut rng = Rng::new(8);
        play_until(&mut app, &mut game, &mut rng, |g| g.rounds().len() == 1);
        let first = game.rounds()[0].outcome;
        let starter = last_capturer(&game, 1);
        let [s, n] = first.result();
        let won = |p| u8::from(first.winner() == Some(p));
        let (south, north) = (won(Player::South), won(Player::North));
        let (s_, n_) = (Player::South, Player::North);
        let lines = if malay {
            [
                "Pusingan 1/3 tamat".to_string(),
                format!("Pusingan dimenangi: {s_} {south}, {n_} {north}."),
                format!("{starter} memulakan pusingan 2."),
                "Enter teruskan".to_string(),
            ]
        } else {
            [
                "Round 1 of 3 over".to_string(),
                format!("Rounds won: {s_} {south}, {n_} {north}."),
                format!("{starter} begins round 2."),
                "Enter play on".to_string(),
            ]
        };
        let shown = screen_text(&app);
        for line in &lines {
            assert!(shown.contains(line.as_str()), "{line} in\n{shown}");
        }
        let result = match first.winner() {
            Some(w) if !malay => format!("Round 1: {w}"),
            Some(w) => format!("Pusingan 1: {w}"),
            None if !malay => format!("Round 1: drawn, {s}–{n}."),
            None => format!("Pusingan 1: seri, {s}–{n}."),
        };
        assert!(shown.contains(&result), "{result} in\n{shown}");

        // Enter puts it away and does nothing else, though the cursor is on
        // a point worth choosing: nothing is chosen, nothing played.
        key(&mut app, KeyCode::Enter);
        let shown = screen_text(&app);
        assert!(!shown.contains(lines[0].as_str()), "{shown}");
        assert_eq!(app.position(), game.position());
        assert!(app.choice().is_none(), "Enter chose nothing");
        assert!(!app.shows_result());
        // The next move is played as ever.
        play_until(&mut app, &mut game, &mut rng, |g| g.position().ply() == 1);
    }
    i18n::set(Lang::english());
}
