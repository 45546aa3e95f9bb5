//! The terminal game driven by key presses and mouse clicks, checked
//! against the rules engine playing the same moves.

use crate::common;

use common::*;
use pasang::games::SeatKind;
use pasang::games::ka::{
    Bits, Game, Move, Outcome, Pattern, Phase, Player, Rules, Setup, Stone, Take,
};
use pasang::rng::Rng;
use pasang::tui::Theme;
use pasang::tui::ka::App;
use pasang::tui::ka::{Mode, Tone};
use ratatui::crossterm::event::KeyCode;

fn mv(text: &str) -> Move {
    text.parse().unwrap()
}

fn reference(moves: &[Move]) -> Game {
    let mut g = Game::new(Setup::pattern(Pattern::Second), Rules::CLASSIC);
    for &m in moves {
        g.try_play(m).unwrap();
    }
    g
}

/// The opening of a game, phase by phase, then a few ka moves and an undo,
/// with `play` as the way moves are entered.
fn opening(play: fn(&mut App, Move)) {
    let mut app = new_app(Pattern::Second);
    let pos = |app: &App| *app.position();
    assert_eq!(pos(&app).phase(), Phase::ColumnCapture);

    // Columns: South takes c (2 black, 3 white), North takes j.
    play(&mut app, mv("c"));
    assert_eq!(pos(&app).points(Player::South), 8);
    assert_eq!(pos(&app).captured(Player::South, Stone::Black), 2);
    assert_eq!(pos(&app).captured(Player::South, Stone::White), 3);
    play(&mut app, mv("j"));
    assert_eq!(pos(&app).points(Player::North), 7);
    assert_eq!(pos(&app).phase(), Phase::KaEntry);

    // Ka entries: each promotes a stone into its passage.
    play(&mut app, mv("b2-c2xEW"));
    assert_eq!(pos(&app).ka(Player::South), Some("c2".parse().unwrap()));
    assert_eq!(pos(&app).points(Player::South), 14);
    play(&mut app, mv("i7-j7xS"));
    assert_eq!(pos(&app).ka(Player::North), Some("j7".parse().unwrap()));
    assert_eq!(pos(&app).points(Player::North), 8);
    assert_eq!(pos(&app).phase(), Phase::KaMoves);

    // Several ka moves, chosen by a seeded random player.
    let mut rng = Rng::new(7);
    for _ in 0..6 {
        let m = random_move(app.game(), &mut rng);
        play(&mut app, m);
    }
    let played = app.game().moves().to_vec();
    assert_eq!(played.len(), 10);
    let expected = reference(&played);
    assert_eq!(pos(&app), *expected.position());

    // Undo takes one move back exactly; redo puts it back.
    key(&mut app, KeyCode::Char('u'));
    assert_eq!(pos(&app), *reference(&played[..9]).position());
    assert_eq!(app.redo_stack(), &played[9..]);
    key(&mut app, KeyCode::Char('U'));
    assert_eq!(pos(&app), *expected.position());
    assert!(app.redo_stack().is_empty());
    for p in Player::ALL {
        assert_eq!(pos(&app).points(p), expected.position().points(p));
    }
}

#[test]
fn keys_play_the_opening_phase_by_phase_with_an_undo() {
    opening(play_by_keys);
}

#[test]
fn mouse_clicks_play_the_opening_phase_by_phase_with_an_undo() {
    opening(play_by_clicks);
}

/// A whole seeded random game entered through the interface, ending on the
/// game-over screen with the engine's outcome.
fn whole_game(seed: u64, rules: Rules, play: fn(&mut App, Move)) -> Outcome {
    let mut game = Game::new(Setup::pattern(Pattern::First), rules);
    let mut app = App::new(game.clone(), Theme::MONO);
    let mut rng = Rng::new(seed);
    while game.outcome().is_none() {
        let m = random_move(&game, &mut rng);
        game.try_play(m).unwrap();
        play(&mut app, m);
        assert_eq!(app.position(), game.position());
    }
    assert!(game.moves().len() > 6, "the game reached the ka moves");
    assert!(app.shows_result());
    let outcome = app.position().outcome().unwrap();
    assert_eq!(Some(outcome), game.outcome());
    // After the end, Enter plays nothing and says why.
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.game().moves().len(), game.moves().len());
    assert!(app.message().unwrap().text.contains("game is over"));
    outcome
}

#[test]
fn keys_play_a_whole_game_to_the_game_over_screen() {
    whole_game(1, Rules::CLASSIC, play_by_keys);
}

#[test]
fn mouse_clicks_play_a_whole_game_to_the_game_over_screen() {
    whole_game(2, Rules::CLASSIC, play_by_clicks);
}

#[test]
fn keys_and_clicks_play_whole_games_under_the_marble_rules() {
    // Jumping ka entries and the open centre, through the same interface.
    whole_game(3, Rules::MARBLES, play_by_keys);
    whole_game(4, Rules::MARBLES, play_by_clicks);
}

#[test]
fn keys_and_clicks_play_whole_traditional_games_with_parts_of_lines() {
    // Partial captures and North first, through the same interface.
    let north = Rules {
        first: pasang::games::ka::First::North,
        ..Rules::TRADITIONAL
    };
    whole_game(5, north, play_by_keys);
    whole_game(6, Rules::TRADITIONAL, play_by_clicks);
    // The same seeded games, to see that they took parts of lines, on one
    // side and on both.
    let parts = |seed, rules| {
        let mut game = Game::new(Setup::pattern(Pattern::First), rules);
        let mut rng = Rng::new(seed);
        while game.outcome().is_none() {
            game.try_play(random_move(&game, &mut rng)).unwrap();
        }
        game.moves()
            .iter()
            .filter_map(|m| match m {
                Move::Ka {
                    take: Take::Nearest(near),
                    ..
                } => Some(*near),
                _ => None,
            })
            .collect::<Vec<_>>()
    };
    let (keys, clicks) = (parts(5, north), parts(6, Rules::TRADITIONAL));
    assert!(keys.len() >= 3 && clicks.len() >= 3, "{keys:?} {clicks:?}");
}

#[test]
fn with_north_first_the_move_list_and_the_new_game_note_name_north() {
    let rules = Rules {
        first: pasang::games::ka::First::North,
        ..Rules::CLASSIC
    };
    let mut app = App::new(
        Game::new(Setup::pattern(Pattern::First), rules),
        Theme::MONO,
    );
    play_by_keys(&mut app, mv("e"));
    play_by_keys(&mut app, mv("h"));
    let text = screen_text(&app);
    assert!(text.contains("1. N e"), "{text}");
    assert!(text.contains("2. S h"), "{text}");
    // A new game from the form keeps the rules, and says who begins.
    key(&mut app, KeyCode::Char('n'));
    key(&mut app, KeyCode::Enter);
    assert!(app.game().moves().is_empty());
    let note = app.message().unwrap().text;
    assert!(note.contains("North begins"), "{note}");
}

/// A traditional game, played at random, up to the first position where a
/// line over both sides of the ka can be taken in part on both sides; with
/// that part.
fn before_a_part_on_both_sides() -> (Game, Move) {
    for seed in 0..100 {
        let mut game = Game::new(Setup::pattern(Pattern::Second), Rules::TRADITIONAL);
        let mut rng = Rng::new(seed);
        while game.outcome().is_none() {
            let moves = game.legal_moves();
            let both = moves.iter().find(
                |m| matches!(m, Move::Ka { take: Take::Nearest([a, b]), .. } if *a > 0 && *b > 0),
            );
            if let Some(m) = both {
                return (game, *m);
            }
            game.try_play(random_move(&game, &mut rng)).unwrap();
        }
    }
    panic!("no part over both sides in 100 games");
}

#[test]
fn a_part_over_both_sides_is_chosen_by_keys_with_the_rest_of_the_line_marked() {
    let (game, m) = before_a_part_on_both_sides();
    let Move::Ka { from, to, .. } = m else {
        unreachable!()
    };
    let mut app = App::new(game.clone(), Theme::MONO);
    let at = if app.position().phase() == Phase::KaEntry {
        from
    } else {
        to
    };
    cursor_to(&mut app, at);
    key(&mut app, KeyCode::Enter);
    let choice = app.choice().expect("a capture choice opens").clone();
    assert!(choice.has_parts());
    // The whole line shows first; the keys bar offers fewer and more.
    assert!(matches!(
        choice.current().0,
        Move::Ka {
            take: Take::Whole,
            ..
        }
    ));
    assert!(screen_text(&app).contains("-/+"), "{}", screen_text(&app));
    // An even number is no part: the note says why, and nothing changes.
    key(&mut app, KeyCode::Char('2'));
    assert_eq!(app.choice().unwrap().index, choice.index);
    let note = app.message().unwrap().text;
    assert!(note.contains("odd number"), "{note}");
    // `-` takes less; what is left of the line stays marked.
    key(&mut app, KeyCode::Char('-'));
    let shown = app.choice().unwrap().clone();
    let (_, taken) = shown.current();
    assert!(taken.count() < shown.line_stones().count());
    assert_eq!(shown.left_standing(), shown.line_stones() & !taken);
    assert!(!shown.left_standing().is_empty());
    key(&mut app, KeyCode::Esc);
    play_by_keys(&mut app, m);
    let mut expected = game;
    expected.try_play(m).unwrap();
    assert_eq!(app.position(), expected.position());
    assert!(m.to_string().ends_with(|c: char| c.is_ascii_digit()));
}

#[test]
fn a_banned_column_is_refused_with_the_reason() {
    let mut app = new_app(Pattern::Second);
    play_by_keys(&mut app, mv("c"));
    let banned: Vec<char> = app
        .banned_columns()
        .iter()
        .map(|(f, _)| f.to_char())
        .collect();
    assert_eq!(banned, ['a', 'b', 'c', 'd', 'e', 'f']);
    cursor_to(&mut app, "c9".parse().unwrap());
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.game().moves().len(), 1);
    let msg = app.message().expect("a reason is shown");
    assert_eq!(msg.tone, Tone::Error);
    assert!(
        msg.text.contains(
            "South took c, so North must take a file from the diagonally opposite quadrant, g to k"
        ),
        "{}",
        msg.text
    );
}

#[test]
fn hovering_a_column_previews_its_five_stones() {
    let mut app = new_app(Pattern::Second);
    cursor_to(&mut app, "c3".parse().unwrap());
    let preview = app.preview();
    assert_eq!(preview.count(), 5);
    assert!(preview.iter().all(|p| p.file().to_char() == 'c'));
    assert!(preview.iter().all(|p| Player::South.half().contains(p)));
    assert!(app.cursor_info().contains("column c: 5 stones, 8 points"));
}

#[test]
fn ka_entry_marks_the_stones_that_may_enter_and_ka_moves_mark_the_targets() {
    let mut app = new_app(Pattern::Second);
    play_by_keys(&mut app, mv("c"));
    play_by_keys(&mut app, mv("j"));
    let froms: Bits = app
        .game()
        .legal_moves()
        .iter()
        .map(|m| match m {
            Move::Ka { from, .. } => *from,
            Move::Column(_) => unreachable!(),
        })
        .collect();
    assert_eq!(app.marked(), froms);
    assert!(app.marked().iter().all(|p| p.file().to_char() != 'c'));
    play_by_keys(&mut app, mv("b2-c2xEW"));
    play_by_keys(&mut app, mv("i7-j7xS"));
    let tos: Bits = app
        .game()
        .legal_moves()
        .iter()
        .map(|m| match m {
            Move::Ka { to, .. } => *to,
            Move::Column(_) => unreachable!(),
        })
        .collect();
    assert_eq!(app.marked(), tos);
    assert_eq!(
        app.cursor(),
        "c2".parse().unwrap(),
        "the cursor starts on the ka"
    );
}

#[test]
fn choosing_a_stone_shows_its_landing_and_tab_cycles_the_lines() {
    let mut app = App::new(reference(&[mv("c"), mv("j"), mv("b2-c2xEW")]), Theme::MONO);
    // North's i7 can enter j7 with three different captures.
    cursor_to(&mut app, "i7".parse().unwrap());
    key(&mut app, KeyCode::Enter);
    let choice = app.choice().expect("open").clone();
    assert_eq!(choice.to, "j7".parse().unwrap());
    assert_eq!(choice.options.len(), 3);
    assert!(screen_text(&app).contains("Tab next capture"));
    let first = choice.current().0;
    key(&mut app, KeyCode::Tab);
    let second = app.choice().unwrap().current().0;
    assert_ne!(first, second);
    key(&mut app, KeyCode::BackTab);
    assert_eq!(app.choice().unwrap().current().0, first);
    key(&mut app, KeyCode::Tab);
    // Esc steps back without playing; choosing again starts from the first.
    key(&mut app, KeyCode::Esc);
    assert!(app.choice().is_none());
    assert_eq!(app.game().moves().len(), 3);
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Tab);
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.game().moves().last(), Some(&second));
}

#[test]
fn with_one_capture_to_choose_tab_is_not_offered() {
    let mut app = App::new(reference(&[mv("c"), mv("j")]), Theme::MONO);
    // South's b2 enters c2 with one capture only.
    cursor_to(&mut app, "b2".parse().unwrap());
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.choice().expect("open").options.len(), 1);
    let shown = screen_text(&app);
    assert!(!shown.contains("Tab"), "{shown}");
    assert!(shown.contains("Enter take"), "{shown}");
}

#[test]
fn a_typed_move_is_played_and_a_bad_one_gets_the_engines_reason() {
    let mut app = new_app(Pattern::Second);
    key(&mut app, KeyCode::Char(':'));
    chars(&mut app, "c");
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.game().moves(), &[mv("c")]);
    assert_eq!(app.mode(), &Mode::Board);

    key(&mut app, KeyCode::Char(':'));
    chars(&mut app, "d");
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.game().moves().len(), 1);
    assert_eq!(
        app.mode(),
        &Mode::Typing("d".into()),
        "the text stays to fix"
    );
    assert!(
        app.message()
            .unwrap()
            .text
            .contains("d is not legal: South took c"),
        "{:?}",
        app.message()
    );
    key(&mut app, KeyCode::Backspace);
    chars(&mut app, "zz");
    key(&mut app, KeyCode::Enter);
    assert!(
        app.message()
            .unwrap()
            .text
            .contains("cannot read move 'zz'")
    );
    key(&mut app, KeyCode::Esc);
    assert_eq!(app.mode(), &Mode::Board);
    assert_eq!(app.game().moves().len(), 1);
}

#[test]
fn typed_letters_do_not_act_as_keys_while_typing() {
    let mut app = new_app(Pattern::Second);
    key(&mut app, KeyCode::Char(':'));
    chars(&mut app, "qunhjkl?");
    assert!(app.is_running());
    assert_eq!(app.mode(), &Mode::Typing("qunhjkl?".into()));
    assert!(app.game().moves().is_empty());
}

#[test]
fn ctrl_r_redoes_and_a_new_move_clears_the_redo_stack() {
    let mut app = new_app(Pattern::Second);
    play_by_keys(&mut app, mv("c"));
    play_by_keys(&mut app, mv("j"));
    key(&mut app, KeyCode::Char('u'));
    key(&mut app, KeyCode::Char('u'));
    assert!(app.game().moves().is_empty());
    ctrl(&mut app, 'r');
    assert_eq!(app.game().moves(), &[mv("c")]);
    play_by_keys(&mut app, mv("k"));
    assert!(app.redo_stack().is_empty());
    key(&mut app, KeyCode::Char('U'));
    assert_eq!(app.game().moves(), &[mv("c"), mv("k")]);
    assert_eq!(app.message().unwrap().text, "There is no move to redo.");
}

#[test]
fn quitting_a_game_in_progress_asks_first() {
    let mut app = new_app(Pattern::Second);
    play_by_keys(&mut app, mv("c"));
    key(&mut app, KeyCode::Char('q'));
    assert!(app.is_running());
    key(&mut app, KeyCode::Char('n'));
    assert!(app.is_running(), "n keeps playing");
    assert_eq!(app.game().moves().len(), 1);
    key(&mut app, KeyCode::Char('q'));
    key(&mut app, KeyCode::Char('y'));
    assert!(!app.is_running());
}

#[test]
fn quitting_before_the_first_move_does_not_ask() {
    let mut app = new_app(Pattern::First);
    key(&mut app, KeyCode::Char('q'));
    assert!(!app.is_running());
}

#[test]
fn a_new_game_after_confirming_starts_from_the_same_setup() {
    let mut app = new_app(Pattern::Second);
    play_by_keys(&mut app, mv("c"));
    key(&mut app, KeyCode::Char('n'));
    assert!(matches!(app.mode(), Mode::NewGame { .. }));
    key(&mut app, KeyCode::Esc);
    assert_eq!(app.game().moves().len(), 1, "Esc keeps the game");
    key(&mut app, KeyCode::Char('n'));
    key(&mut app, KeyCode::Char('y'));
    assert!(app.game().moves().is_empty());
    assert_eq!(app.game().setup().name(), "second");
    assert_eq!(app.position().points(Player::South), 0);
}

#[test]
fn an_app_resumes_a_game_already_under_way() {
    let game = reference(&[mv("c"), mv("j"), mv("b2-c2xEW"), mv("i7-j7xS")]);
    let app = App::new(game, Theme::MONO);
    assert_eq!(app.position().phase(), Phase::KaMoves);
    assert_eq!(app.cursor(), "c2".parse().unwrap());
    assert_eq!(app.sides(), [SeatKind::Human, SeatKind::Human]);
}

#[test]
fn help_opens_on_question_mark_and_any_key_closes_it() {
    let mut app = new_app(Pattern::First);
    key(&mut app, KeyCode::Char('?'));
    assert_eq!(app.mode(), &Mode::Help { scroll: 0 });
    key(&mut app, KeyCode::Down);
    assert_eq!(app.mode(), &Mode::Help { scroll: 1 });
    key(&mut app, KeyCode::Esc);
    assert_eq!(app.mode(), &Mode::Board);
    let cursor = app.cursor();
    key(&mut app, KeyCode::Char('?'));
    key(&mut app, KeyCode::Char('h'));
    assert_eq!(app.cursor(), cursor, "the key closing help does not move");
}

#[test]
fn moving_the_cursor_away_drops_the_capture_shown() {
    let mut app = App::new(reference(&[mv("c"), mv("j")]), Theme::MONO);
    cursor_to(&mut app, "b2".parse().unwrap());
    key(&mut app, KeyCode::Enter);
    assert!(app.choice().is_some());
    key(&mut app, KeyCode::Char('l'));
    assert!(app.choice().is_none());
    assert_eq!(app.cursor(), "c2".parse().unwrap());
    assert_eq!(app.game().moves().len(), 2);
}

#[test]
fn hovering_a_stone_that_may_enter_says_where_it_lands() {
    let mut app = App::new(reference(&[mv("c"), mv("j")]), Theme::MONO);
    cursor_to(&mut app, "b2".parse().unwrap());
    assert_eq!(
        app.cursor_info(),
        "b2: black stone (1 point) · enters c2 as the ka, 1 capture · Enter"
    );
}

#[test]
fn each_change_of_the_game_is_told_on_the_message_line() {
    let mut app = new_app(Pattern::Second);
    play_by_keys(&mut app, mv("c"));
    assert_eq!(
        app.message().unwrap().text,
        "South played c: 5 stones, 8 points."
    );
    key(&mut app, KeyCode::Char('u'));
    assert_eq!(app.message().unwrap().text, "Took back c; U puts it back.");
    key(&mut app, KeyCode::Char('U'));
    assert_eq!(app.message().unwrap().text, "Played c again.");
}

#[test]
fn a_jumping_ka_entry_is_chosen_from_two_files_away() {
    let mut game = Game::new(Setup::pattern(Pattern::Second), Rules::MARBLES);
    game.play_notation("c").unwrap();
    game.play_notation("j").unwrap();
    let jump = *game
        .legal_moves()
        .iter()
        .find(|m| matches!(m, Move::Ka { from, .. } if from.file().to_char() == 'a' || from.file().to_char() == 'e'))
        .expect("marble rules allow jumps");
    let mut app = App::new(game, Theme::MONO);
    play_by_keys(&mut app, jump);
    let Move::Ka { to, .. } = jump else {
        unreachable!()
    };
    assert_eq!(to.file().to_char(), 'c');
    assert_eq!(app.position().ka(Player::South), Some(to));
}
