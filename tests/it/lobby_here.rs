//! Who is here, in the lobby: the visitors on the server now with their
//! ratings and what they are doing, at 80×24 in both languages; and a
//! challenge by name, shown to its player alone with a bell, accepted so
//! that both are seated at its game.

use crate::common::lobby::{go_to, holder, key, operated, screen, typed};
use pasang::i18n::{self, Lang};
use pasang::net::games::Directory;
use pasang::net::games::here::Visiting;
use pasang::tui::TerminalApp;
use pasang::tui::lobby::{LobbyApp, Mode, Note, Row};
use pasang::tui::rooms::Doing;
use pasang::visitor::{Holder, Origin};
use ratatui::crossterm::event::KeyCode;
use std::sync::Arc;

/// The lobby of the visitor with the key `SHA256:<name>`, from an address
/// of their own, who has taken the name; and their visit among who is
/// here.
fn named(games: &Arc<Directory>, name: &str) -> (LobbyApp, Visiting) {
    let key = format!("SHA256:{name}");
    let last = name
        .bytes()
        .fold(0u8, |a, b| a.wrapping_mul(31).wrapping_add(b));
    let holder = Holder {
        key: Some(key),
        origin: Origin::V4([198, 51, 100, last]),
    };
    let reach = ("example.org".to_string(), 2222);
    let theme = pasang::tui::Theme::MONO;
    let mut app = LobbyApp::new(Arc::clone(games), holder.clone(), theme, None, reach);
    go_to(&mut app, Row::Name);
    key_in(&mut app, name);
    assert_eq!(app.note(), Some(&Note::Named(name.into())));
    let here = games.arrive(holder).expect("listed");
    (app, here)
}

fn key_in(app: &mut LobbyApp, name: &str) {
    key(app, KeyCode::Enter);
    typed(app, name);
    key(app, KeyCode::Enter);
}

/// `text` with the frames' edges gone and each run of spaces made one.
fn flat(text: &str) -> String {
    let text = text.replace(['│', '╭', '╮', '╰', '╯', '─', '\n'], " ");
    text.split(' ')
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn who_is_here_lists_each_visitor_with_their_rating_and_what_they_do_at_80_by_24_in_both_languages()
{
    let (_dir, games) = operated();
    let (mut awang, _awang_here) = named(&games, "Awang");
    let (_siti, mut siti_here) = named(&games, "Siti");
    siti_here.doing(Doing::Playing);
    let mut guest_here = games.arrive(holder(None)).expect("listed");
    guest_here.doing(Doing::Watching);
    let mut others = Vec::new();
    for i in 0..20 {
        others.push(named(&games, &format!("Pemain{i:02}")));
    }
    for (lang, lines, title) in [
        (
            "en",
            [
                "Awang (1500?) (you) · in the lobby",
                "Siti (1500?) · playing",
                "a guest · watching a game",
            ],
            "Who is here (23), ratings for ka",
        ),
        (
            "ms",
            [
                "Awang (1500?) (anda) · di lobi",
                "Siti (1500?) · sedang bermain",
                "tetamu · sedang menonton permainan",
            ],
            "Siapa yang ada (23), penarafan ka",
        ),
    ] {
        i18n::set(Lang::find(lang).unwrap());
        go_to(&mut awang, Row::Here);
        let shown = screen(&awang, 80, 24);
        let label = if lang == "en" {
            "Who is here (23)"
        } else {
            "Siapa yang ada (23)"
        };
        assert!(shown.contains(label), "{lang}: the row\n{shown}");
        key(&mut awang, KeyCode::Enter);
        let Mode::Here(list) = awang.mode() else {
            panic!("{lang}: who is here: {:?}", awang.mode())
        };
        assert_eq!(list.list.items.len(), 23);
        // Named players by name, the guest last: the list scrolls to the
        // line marked.
        let shown = screen(&awang, 80, 24);
        assert!(shown.contains(title), "{lang}: the title\n{shown}");
        assert!(shown.contains(lines[0]), "{lang}: {}\n{shown}", lines[0]);
        assert!(
            !shown.contains("SHA256"),
            "{lang}: no key is shown\n{shown}"
        );
        for _ in 0..22 {
            key(&mut awang, KeyCode::Down);
        }
        let shown = screen(&awang, 80, 24);
        assert!(shown.contains(lines[2]), "{lang}: {}\n{shown}", lines[2]);
        assert!(!shown.contains(lines[0]), "{lang}: scrolled\n{shown}");
        key(&mut awang, KeyCode::Up);
        let shown = screen(&awang, 80, 24);
        assert!(shown.contains(lines[1]), "{lang}: {}\n{shown}", lines[1]);
        // Enter opens Siti's page, and Esc comes back to the list.
        key(&mut awang, KeyCode::Enter);
        assert!(matches!(awang.mode(), Mode::Player(p) if p.page.name == "Siti"));
        key(&mut awang, KeyCode::Esc);
        assert!(matches!(awang.mode(), Mode::Here(_)));
        // Siti plays: a challenge does not reach her.
        key(&mut awang, KeyCode::Char('c'));
        assert!(awang.calling().is_none());
        let note = awang.note().cloned().expect("told why");
        let said = pasang::tui::lobby::words::note(&note);
        let busy = if lang == "en" {
            "That player is playing"
        } else {
            "Pemain itu sedang bermain"
        };
        assert!(said.starts_with(busy), "{lang}: {said}");
        assert!(matches!(awang.mode(), Mode::Here(_)), "the list stays");
        // A guest has no page.
        key(&mut awang, KeyCode::Down);
        key(&mut awang, KeyCode::Enter);
        assert_eq!(awang.note(), Some(&Note::Unnamed));
        key(&mut awang, KeyCode::Esc);
    }
    i18n::set(Lang::english());
}

#[test]
fn a_challenge_by_name_rings_for_its_player_alone_and_accepted_seats_both_in_both_languages() {
    for lang in ["en", "ms"] {
        i18n::set(Lang::find(lang).unwrap());
        let (_dir, games) = operated();
        let (mut awang, _a) = named(&games, "Awang");
        let (mut siti, _s) = named(&games, "Siti");
        let (mut chong, _c) = named(&games, "Chong");
        // Awang chooses a clock and a rated game, and challenges Siti.
        go_to(&mut awang, Row::Clock);
        key(&mut awang, KeyCode::Right);
        let clock = awang.choice().clock.expect("a clock").to_string();
        go_to(&mut awang, Row::Rated);
        if !awang.choice().rated {
            key(&mut awang, KeyCode::Right);
        }
        go_to(&mut awang, Row::Here);
        key(&mut awang, KeyCode::Enter);
        // Awang, Chong, Siti.
        key(&mut awang, KeyCode::Down);
        key(&mut awang, KeyCode::Down);
        assert!(matches!(awang.mode(), Mode::Here(h) if h.list.at == 2));
        key(&mut awang, KeyCode::Char('c'));
        let calling = awang.calling().expect("waiting for Siti").clone();
        assert_eq!(calling.name, "Siti");
        let shown = screen(&awang, 80, 24);
        let waiting = if lang == "en" {
            "Waiting for Siti to answer"
        } else {
            "Menunggu Siti menjawab"
        };
        assert!(shown.contains(waiting), "{lang}\n{shown}");
        // Siti is asked at once, with a bell; Chong sees nothing.
        siti.tick();
        chong.tick();
        assert!(chong.asked().is_none() && !chong.take_bell());
        assert!(siti.take_bell(), "{lang}: Siti's bell rings");
        assert!(!siti.take_bell(), "once");
        let asked = siti.asked().expect("Siti is asked");
        assert_eq!(asked.name.as_deref(), Some("Awang"));
        let shown = screen(&siti, 80, 24);
        let (challenges, rated, keys) = if lang == "en" {
            (
                "Awang (1500?) challenges you",
                "rated",
                ["y accept", "n decline"],
            )
        } else {
            (
                "Awang (1500?) mencabar anda",
                "berpenarafan",
                ["y terima", "n tolak"],
            )
        };
        for said in [challenges, &clock, rated, keys[0], keys[1]] {
            assert!(shown.contains(said), "{lang}: {said}\n{shown}");
        }
        // The rules in the visitor's language, as the rows name them.
        let rules = if lang == "en" { "classic" } else { "klasik" };
        assert!(
            flat(&shown).contains(&format!("· {rules} ·")),
            "{lang}\n{shown}"
        );
        // The whole of it, wrapped in the box.
        let whole = pasang::tui::lobby::words::here::asked(asked);
        assert!(
            flat(&shown).contains(&flat(&whole)),
            "{lang}: {whole}\n{shown}"
        );
        // Siti accepts: the game starts for both.
        key(&mut siti, KeyCode::Char('y'));
        let _siti_game = siti.hand_over().expect("Siti's game");
        awang.tick();
        assert!(awang.calling().is_none());
        let _awang_game = awang.hand_over().expect("Awang's game");
        let (a, s) = (games.of_key("SHA256:Awang"), games.of_key("SHA256:Siti"));
        assert_eq!((a.len(), s.len()), (1, 1), "{lang}");
        assert_eq!(a[0].code, s[0].code);
        assert!(a[0].is_rated());
    }
    i18n::set(Lang::english());
}

#[test]
fn a_challenge_by_name_declined_or_withdrawn_is_told_in_both_languages() {
    for (lang, declined) in [
        ("en", "Siti declined your challenge."),
        ("ms", "Siti menolak cabaran anda."),
    ] {
        i18n::set(Lang::find(lang).unwrap());
        let (_dir, games) = operated();
        let (mut awang, _a) = named(&games, "Awang");
        let (mut siti, _s) = named(&games, "Siti");
        go_to(&mut awang, Row::Here);
        key(&mut awang, KeyCode::Enter);
        key(&mut awang, KeyCode::Down);
        key(&mut awang, KeyCode::Char('c'));
        siti.tick();
        key(&mut siti, KeyCode::Char('n'));
        assert_eq!(siti.note(), Some(&Note::Declined(Some("Awang".into()))));
        assert!(siti.asked().is_none() && siti.hand_over().is_none());
        awang.tick();
        assert!(awang.calling().is_none());
        let said = pasang::tui::lobby::words::note(awang.note().unwrap());
        assert_eq!(said, declined);
        assert!(screen(&awang, 80, 24).contains(declined));
        // Withdrawn before an answer: Siti's box goes.
        let (mut chong, _c) = named(&games, "Chong");
        go_to(&mut chong, Row::Here);
        key(&mut chong, KeyCode::Enter);
        key(&mut chong, KeyCode::Down);
        key(&mut chong, KeyCode::Down);
        key(&mut chong, KeyCode::Char('c'));
        assert_eq!(chong.calling().map(|c| c.name.as_str()), Some("Siti"));
        siti.tick();
        assert!(siti.asked().is_some());
        key(&mut chong, KeyCode::Char('w'));
        assert_eq!(chong.note(), Some(&Note::Withdrawn));
        siti.tick();
        assert!(siti.asked().is_none());
        // Siti is told why her box went.
        let gone = match lang {
            "en" => "Chong's challenge is no longer open",
            _ => "Cabaran Chong tidak lagi terbuka",
        };
        let told = pasang::tui::lobby::words::note(siti.note().expect("a note"));
        assert!(told.starts_with(gone), "{lang}: {told}");
    }
    i18n::set(Lang::english());
}
