//! The chat of a game shared across terminals, on the screen, in both
//! games and both languages: the pane beside the board where the panel is
//! tall enough (never at one keyboard), the whole chat in a box (`c`) on
//! a small terminal, the spectators' lines signed as theirs, and a speaker
//! muted by name at one terminal.

use crate::common::both_games;
use crate::common::lobby::{key, typed};
use pasang::games::{AnyGame, SeatKind};
use pasang::i18n::{self, Lang};
use pasang::net::table::AnyTable;
use pasang::session::SeatTag;
use pasang::tui::{AnyApp, TerminalApp, Theme};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::KeyCode;

fn screen(app: &impl TerminalApp, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|f| app.draw(f)).unwrap();
    terminal.backend().to_string()
}

/// Types `:WORDS` and Enter.
fn say(app: &mut AnyApp, words: &str) {
    typed(app, ":");
    typed(app, words);
    key(app, KeyCode::Enter);
}

/// A shared game of `game`: the first seat's player, named Aminah; the
/// other's; and Budi watching.
fn shared(game: AnyGame) -> (AnyApp, AnyApp, AnyApp) {
    let seats = game.seats().to_vec();
    let table = AnyTable::new(game, vec![SeatKind::Human; seats.len()]);
    let aminah = SeatTag {
        keyed: true,
        name: Some("Aminah".into()),
        rating: None,
        rated_from: None,
    };
    table.set_tag(seats[0], Some(aminah));
    let first = table.app(&seats[..1], Theme::MONO, None);
    let other = table.app(&seats[1..], Theme::MONO, None);
    let watcher = table.watching_app(Some("Budi"), Theme::MONO, None);
    (first, other, watcher)
}

#[test]
fn the_chat_pane_shows_the_lines_signed_at_a_shared_game_and_never_at_one_keyboard() {
    for (lang, title, budi) in [
        ("en", "╭ Chat ", "Budi (watching): nice"),
        ("ms", "╭ Sembang ", "Budi (menonton): nice"),
    ] {
        i18n::set(Lang::find(lang).unwrap());
        for game in both_games() {
            let alone = pasang::on_any!(game.clone(), AnyGame, g => {
                AnyApp::from(pasang::tui::play::Screen::new(g, Theme::MONO))
            });
            let shown = screen(&alone, 100, 32);
            assert!(!shown.contains(title), "{lang}: {shown}");
            let (mut first, mut other, mut watcher) = shared(game);
            say(&mut first, "say hello all");
            say(&mut watcher, "say nice");
            for app in [&mut first, &mut other, &mut watcher] {
                app.tick();
                let shown = screen(app, 100, 32);
                assert!(shown.contains(title), "{lang}: {shown}");
                assert!(shown.contains("Aminah: hello all"), "{lang}: {shown}");
                assert!(shown.contains(budi), "{lang}: {shown}");
            }
        }
    }
    i18n::set(Lang::english());
}

#[test]
fn on_a_small_terminal_c_opens_the_whole_chat_and_a_speaker_is_muted_by_name() {
    i18n::set(Lang::english());
    for game in both_games() {
        let (mut first, mut other, mut watcher) = shared(game);
        for i in 0..3 {
            say(&mut watcher, &format!("say line {i}"));
        }
        say(&mut first, "say hello");
        other.tick();
        // No room for the pane at 80×24: `c` opens the box.
        let small = ratatui::layout::Rect::new(0, 0, 80, 24);
        assert!(!screen(&other, 80, 24).contains("╭ Chat "));
        let c = ratatui::crossterm::event::KeyEvent::from(KeyCode::Char('c'));
        other.handle(&ratatui::crossterm::event::Event::Key(c), small);
        let shown = screen(&other, 80, 24);
        assert!(shown.contains("╭ Chat "), "{shown}");
        for line in ["Budi (watching): line 0", "Budi (watching): line 2"] {
            assert!(shown.contains(line), "{line}: {shown}");
        }
        assert!(shown.contains("w spectators"), "{shown}");
        key(&mut other, KeyCode::Esc);
        // Budi is muted here, by his name in any case, and only here.
        say(&mut other, "mute budi");
        let shown = screen(&other, 100, 32);
        assert!(shown.contains("Budi is muted here"), "{shown}");
        assert!(!shown.contains("line 2"), "{shown}");
        assert!(shown.contains("Aminah: hello"), "{shown}");
        first.tick();
        assert!(screen(&first, 100, 32).contains("line 2"));
        say(&mut other, "mute nobody");
        assert!(screen(&other, 100, 32).contains("No one called “nobody”"));
        say(&mut other, "unmute Budi");
        assert!(screen(&other, 100, 32).contains("line 2"));
        // A watcher has no spectators' channel to hide.
        typed(&mut watcher, "c");
        assert!(!screen(&watcher, 100, 32).contains("w spectators"));
    }
}
