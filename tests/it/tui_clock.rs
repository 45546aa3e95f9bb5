//! Clock games on the screen, in both games: each seat's time in the panel
//! with the running one marked, and a flag that falls at a shared table
//! ending the game at both terminals and in the table's record.

use crate::common::both_games_begun;
use crate::common::hand::Hand;
use pasang::games::{AnyGame, Seat, SeatKind, bell};
use pasang::i18n::{self, Lang};
use pasang::net::table::AnyTable;
use pasang::record::ClockRecord;
use pasang::session::Clock;
use pasang::tui::bell::BellApp;
use pasang::tui::{AnyApp, TerminalApp, Theme};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use std::time::Duration;

/// The screen's text, its lines joined by spaces and runs of space and
/// box lines made one.
fn words(app: &impl TerminalApp) -> String {
    let mut terminal = Terminal::new(TestBackend::new(100, 32)).unwrap();
    terminal.draw(|f| app.draw(f)).unwrap();
    let buffer = terminal.backend().buffer();
    let mut text = String::new();
    for y in 0..32 {
        for x in 0..100 {
            text.push_str(buffer[(x, y)].symbol());
        }
        text.push(' ');
    }
    text.split(|c: char| c.is_whitespace() || "│─┌┐└┘".contains(c))
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// A clock of ten minutes read back with these times left, in turn order.
fn clock(game: &AnyGame, left_ms: [u64; 2]) -> Clock {
    let record = ClockRecord {
        base_ms: 600_000,
        increment_ms: 0,
        left_ms: left_ms.to_vec(),
    };
    Clock::from_record(&record, game.seats()).unwrap()
}

#[test]
fn each_seats_time_shows_as_minutes_and_seconds_with_the_running_one_marked() {
    i18n::set(Lang::english());
    for game in both_games_begun() {
        let clock = Some(clock(&game, [125_000, 600_000]));
        let app: AnyApp = pasang::on_any!(game, AnyGame, g => {
            pasang::tui::play::Screen::new(g, Theme::MONO).with_clock(clock).into()
        });
        let shown = words(&app);
        // The first seat waits with its time; the second's runs.
        assert!(shown.contains("time 2:05"), "{shown}");
        assert!(!shown.contains("time 2:05 – running"), "{shown}");
        assert!(
            shown.contains("time 9:59 – running") || shown.contains("time 10:00 – running"),
            "{shown}"
        );
    }
}

#[test]
fn a_game_without_a_clock_shows_no_times() {
    i18n::set(Lang::english());
    for game in both_games_begun() {
        let app: AnyApp = pasang::on_any!(game, AnyGame, g => {
            pasang::tui::play::Screen::new(g, Theme::MONO).into()
        });
        let shown = words(&app);
        assert!(!shown.contains("time "), "{shown}");
    }
}

#[test]
fn a_flag_falling_at_a_shared_table_ends_the_game_at_both_terminals_and_in_the_record() {
    i18n::set(Lang::english());
    for game in both_games_begun() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("shared.game.ron");
        let seats = game.seats().to_vec();
        // In both games with two players, North moves second.
        assert_eq!(seats[1], Seat::North);
        // The second seat, to move, has a minute left.
        let clock = clock(&game, [600_000, 60_000]);
        let table = AnyTable::new(game, vec![SeatKind::Human; seats.len()]);
        table.save_to(file.clone());
        table.set_clock(Some(clock));
        // The terminals' time, from just after the clock started.
        let hand = Hand::new();
        let mut first = table
            .app(&seats[..1], Theme::MONO, None)
            .with_time(hand.source());
        let mut other = table
            .app(&seats[1..], Theme::MONO, None)
            .with_time(hand.source());
        // (Its time runs from when the second terminal took its seat, a
        // moment after the terminals' time began.)
        hand.pass(Duration::from_secs(59));
        first.tick();
        assert!(!table.is_over(), "the flag fell with a second left");
        hand.pass(Duration::from_secs(2));
        first.tick();
        assert!(
            table.is_over(),
            "the flag did not fall when the time ran out"
        );
        other.tick();
        first.tick();
        let said = "Game over: North lost on time.";
        for app in [&first, &other] {
            let shown = words(app);
            assert!(shown.contains(said), "{shown}");
            assert!(shown.contains("time 0:00.0"), "{shown}");
        }
        let record = std::fs::read_to_string(&file).unwrap();
        assert!(
            record.contains("ended: Some(out_of_time(north))"),
            "{record}"
        );
        assert!(record.contains("left_ms:[600000,0]"), "{record}");
    }
}

#[test]
fn a_clock_chosen_on_bells_new_game_form_shows_in_the_panel() {
    use ratatui::crossterm::event::{Event, KeyCode, KeyEvent};
    use ratatui::layout::Rect;
    i18n::set(Lang::english());
    let game = bell::Game::new(
        bell::Setup::pattern(bell::Pattern::Checker),
        bell::Rules::default(),
    );
    let mut app: AnyApp = BellApp::new(game, Theme::MONO).into();
    let area = Rect::new(0, 0, 100, 32);
    // n, down past the seats and the time, one clock on (1+0), Enter.
    for code in [
        KeyCode::Char('n'),
        KeyCode::Down,
        KeyCode::Down,
        KeyCode::Down,
        KeyCode::Down,
        KeyCode::Right,
        KeyCode::Enter,
    ] {
        app.handle(&Event::Key(KeyEvent::from(code)), area);
    }
    let shown = words(&app);
    let seats = bell::Rules::default().players.count();
    assert_eq!(shown.matches("time 1:00").count(), seats, "{shown}");
    assert!(!shown.contains("running"), "{shown}");
}
