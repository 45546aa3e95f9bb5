//! The lobby's keys: for each of its views, each action with its keys and
//! what the key bar and the help call it. The lobby takes no key that is
//! not here (a line being typed takes the characters too).

use crate::tui::keys::{Binding, Key, b, c, ctrl, k};
use ratatui::crossterm::event::KeyCode as K;

/// Everything a visitor can ask of the lobby.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lobby {
    /// The row, or the line of a list, above.
    Up,
    /// The row, or the line of a list, below.
    Down,
    /// The row's value before.
    Left,
    /// The row's value after.
    Right,
    /// Do what the row says, or take the line marked.
    Choose,
    /// Back to the view before.
    Back,
    /// Leave the lobby (and the server) at once.
    Leave,
    /// Ask whether to leave the lobby (and the server).
    AskLeave,
    /// Switch to the next language.
    Language,
    /// The keys of the view, each with what it does.
    Help,
    /// The ratings of the other kind of game.
    OtherGame,
    /// Enter the tournament shown.
    EnterTournament,
    /// Leave the tournament shown.
    LeaveTournament,
    /// The operator starts the tournament's next round.
    NextRound,
    /// The operator settles the games a player did not come to.
    Settle,
    /// How to save the game marked as a file on one's own machine.
    Save,
    /// Challenge the player marked to the game the rows chose.
    Challenge,
    /// Withdraw the challenge by name waiting for its answer.
    Withdraw,
    Yes,
    No,
    /// A character of the line being typed.
    Char(char),
    /// Erase the last character typed.
    Erase,
    /// The line typed is done.
    Done,
}

use Lobby as L;

/// Ctrl-c and Ctrl-d leave the lobby from any view, at once: q and Esc
/// on the rows ask first.
const CTRL_LEAVE: &[Key] = &[ctrl('c'), ctrl('d')];
const LEAVE_ANYWHERE: Binding<Lobby> = b(
    L::Leave,
    CTRL_LEAVE,
    "Ctrl-c",
    "lobby-key-leave",
    "lobby-key-leave-help",
    None,
);
const HELP: Binding<Lobby> = b(
    L::Help,
    &[c('?')],
    "?",
    "key-help",
    "key-help-help",
    Some(1),
);
const UP: Binding<Lobby> = b(L::Up, &[k(K::Up)], "↑↓", "key-choose", "", Some(0));
const DOWN: Binding<Lobby> = b(L::Down, &[k(K::Down)], "", "", "", None);
const ENTER_KEY: &[Key] = &[k(K::Enter)];
const ESC: &[Key] = &[k(K::Esc)];
const BACKSPACE: &[Key] = &[k(K::Backspace)];
const BACK: Binding<Lobby> = b(
    L::Back,
    &[k(K::Esc), c('q')],
    "Esc",
    "key-back",
    "lobby-key-back-help",
    Some(0),
);

/// The rows of the lobby.
pub static MENU: &[Binding<Lobby>] = &[
    b(
        L::Up,
        &[k(K::Up)],
        "↑↓",
        "key-choose",
        "lobby-key-row-help",
        Some(0),
    ),
    b(L::Down, &[k(K::Down), k(K::Tab)], "", "", "", None),
    b(
        L::Left,
        &[k(K::Left)],
        "←→",
        "key-change",
        "lobby-key-change-help",
        Some(0),
    ),
    b(L::Right, &[k(K::Right)], "", "", "", None),
    b(
        L::Choose,
        &[k(K::Enter), c(' ')],
        "Enter",
        "lobby-key-do",
        "lobby-key-do-help",
        Some(0),
    ),
    b(
        L::Language,
        &[c('L'), c('l')],
        "L",
        "key-language",
        "lobby-key-language-help",
        Some(1),
    ),
    HELP,
    b(
        L::AskLeave,
        &[c('q'), k(K::Esc)],
        "q",
        "lobby-key-leave",
        "lobby-key-ask-leave-help",
        Some(0),
    ),
    LEAVE_ANYWHERE,
];

/// The visitor is asked whether to leave the server: Enter is yes.
pub static LEAVING: &[Binding<Lobby>] = &[
    b(
        L::Yes,
        &[c('y'), c('Y'), k(K::Enter)],
        "y/Enter",
        "key-yes",
        "",
        Some(0),
    ),
    b(
        L::No,
        &[c('n'), c('N'), k(K::Esc)],
        "n/Esc",
        "key-no",
        "",
        Some(0),
    ),
    LEAVE_ANYWHERE,
];

/// A list to take a line from, whose Enter does `what`.
const fn list(what: &'static str, help: &'static str) -> [Binding<Lobby>; 6] {
    [
        UP,
        DOWN,
        b(L::Choose, ENTER_KEY, "Enter", what, help, Some(0)),
        BACK,
        HELP,
        LEAVE_ANYWHERE,
    ]
}

/// The games being played, to watch one.
pub static WATCH: &[Binding<Lobby>] = &list("lobby-key-watch", "lobby-key-watch-help");
/// The visitor's unfinished games, to sit down at one.
pub static MINE: &[Binding<Lobby>] = &list("lobby-key-sit", "lobby-key-sit-help");
/// The open challenges, to take one.
pub static SEEKS: &[Binding<Lobby>] = &list("lobby-key-take", "lobby-key-take-help");
/// The tournaments, to open one.
pub static TOURNAMENTS: &[Binding<Lobby>] = &list("lobby-key-open", "lobby-key-open-help");

/// Enter on a player: their page.
const PAGE: Binding<Lobby> = b(
    L::Choose,
    ENTER_KEY,
    "Enter",
    "lobby-key-page",
    "lobby-key-page-help",
    Some(0),
);

/// The players by their rating.
pub static PLAYERS: &[Binding<Lobby>] = &[
    UP,
    DOWN,
    PAGE,
    b(
        L::OtherGame,
        &[k(K::Left), k(K::Right), k(K::Tab)],
        "←→",
        "lobby-key-other-game",
        "lobby-key-other-game-help",
        Some(0),
    ),
    BACK,
    HELP,
    LEAVE_ANYWHERE,
];

/// A player's page: a game of theirs to replay, or back to the list.
pub static PLAYER: &[Binding<Lobby>] = &[
    UP,
    DOWN,
    b(
        L::Choose,
        ENTER_KEY,
        "Enter",
        "lobby-key-replay",
        "lobby-key-replay-help",
        Some(0),
    ),
    b(
        L::Save,
        &[c('s')],
        "s",
        "lobby-key-save",
        "lobby-key-save-help",
        Some(1),
    ),
    BACK,
    HELP,
    LEAVE_ANYWHERE,
];

/// Who is here: a player's page, or a challenge to them.
pub static HERE: &[Binding<Lobby>] = &[
    UP,
    DOWN,
    PAGE,
    b(
        L::Challenge,
        &[c('c')],
        "c",
        "lobby-key-challenge",
        "lobby-key-challenge-help",
        Some(0),
    ),
    BACK,
    HELP,
    LEAVE_ANYWHERE,
];

/// A challenge by name to the visitor, waiting for their answer.
pub static ASKED: &[Binding<Lobby>] = &[
    b(
        L::Yes,
        &[c('y'), c('Y')],
        "y",
        "lobby-key-accept",
        "",
        Some(0),
    ),
    b(
        L::No,
        &[c('n'), c('N'), k(K::Esc)],
        "n",
        "lobby-key-decline",
        "",
        Some(0),
    ),
    LEAVE_ANYWHERE,
];

/// The visitor's challenge by name, waiting for its answer.
pub static CALLING: &[Binding<Lobby>] = &[
    b(
        L::Withdraw,
        &[c('w'), k(K::Esc)],
        "w",
        "lobby-key-withdraw-challenge",
        "lobby-key-withdraw-challenge-help",
        Some(0),
    ),
    HELP,
    LEAVE_ANYWHERE,
];

const ENTER: Binding<Lobby> = b(
    L::EnterTournament,
    &[c('e')],
    "e",
    "lobby-key-enter",
    "lobby-key-enter-help",
    Some(0),
);
const WITHDRAW: Binding<Lobby> = b(
    L::LeaveTournament,
    &[c('l')],
    "l",
    "lobby-key-withdraw",
    "lobby-key-withdraw-help",
    Some(0),
);

/// A tournament not yet over.
pub static TOURNAMENT: &[Binding<Lobby>] = &[ENTER, WITHDRAW, BACK, HELP, LEAVE_ANYWHERE];

/// A tournament not yet over, to the server's operator.
pub static TOURNAMENT_ADMIN: &[Binding<Lobby>] = &[
    ENTER,
    WITHDRAW,
    b(
        L::NextRound,
        &[c('n')],
        "n",
        "lobby-key-next-round",
        "lobby-key-next-round-help",
        Some(0),
    ),
    b(
        L::Settle,
        &[c('s')],
        "s",
        "lobby-key-settle",
        "lobby-key-settle-help",
        Some(0),
    ),
    BACK,
    HELP,
    LEAVE_ANYWHERE,
];

/// A tournament that is over: its standings to read.
pub static TOURNAMENT_OVER: &[Binding<Lobby>] = &[BACK, HELP, LEAVE_ANYWHERE];

/// The operator is asked whether to settle the games shown.
pub static SETTLE: &[Binding<Lobby>] = &[
    b(L::Yes, &[c('y')], "y", "key-yes", "", Some(0)),
    b(
        L::No,
        &[c('n'), k(K::Esc), c('q')],
        "n",
        "key-no",
        "",
        Some(0),
    ),
    LEAVE_ANYWHERE,
];

/// A line being typed, whose Enter does `what` (any other character is
/// typed).
const fn typing(what: &'static str) -> [Binding<Lobby>; 4] {
    [
        b(L::Done, ENTER_KEY, "Enter", what, "", Some(0)),
        b(L::Back, ESC, "Esc", "key-back", "", Some(0)),
        b(L::Erase, BACKSPACE, "Backspace", "key-erase", "", Some(1)),
        LEAVE_ANYWHERE,
    ]
}

/// A game's code being typed.
pub static CODE: &[Binding<Lobby>] = &typing("lobby-key-join");
/// The visitor's name being typed.
pub static NAME: &[Binding<Lobby>] = &typing("lobby-key-keep");
/// A new tournament's name being typed.
pub static TOURNAMENT_NAME: &[Binding<Lobby>] = &typing("lobby-key-make");

/// The help over the lobby (any key closes it).
pub static LOBBY_HELP: &[Binding<Lobby>] = &[
    b(L::Back, ESC, "Esc", "key-close", "", Some(0)),
    LEAVE_ANYWHERE,
];

/// Every table of the lobby, named.
pub static ALL: [(&str, &[Binding<Lobby>]); 19] = [
    ("menu", MENU),
    ("leaving", LEAVING),
    ("watch", WATCH),
    ("mine", MINE),
    ("seeks", SEEKS),
    ("tournaments", TOURNAMENTS),
    ("players", PLAYERS),
    ("player", PLAYER),
    ("here", HERE),
    ("asked", ASKED),
    ("calling", CALLING),
    ("tournament", TOURNAMENT),
    ("tournament admin", TOURNAMENT_ADMIN),
    ("tournament over", TOURNAMENT_OVER),
    ("settle", SETTLE),
    ("code", CODE),
    ("name", NAME),
    ("tournament name", TOURNAMENT_NAME),
    ("help", LOBBY_HELP),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_key_is_bound_twice_in_a_view_of_the_lobby() {
        for (name, table) in ALL {
            let mut seen: Vec<Key> = Vec::new();
            for key in table.iter().flat_map(|b| b.keys) {
                assert!(!seen.contains(key), "{key:?} is bound twice in {name}");
                seen.push(*key);
            }
        }
    }

    #[test]
    fn every_view_of_the_lobby_but_typing_has_help_and_every_view_a_way_out() {
        for (name, table) in ALL {
            let has = |a: Lobby| table.iter().any(|b| b.action == a);
            let typing = has(Lobby::Done);
            let asking = has(Lobby::Yes);
            let help = std::ptr::eq(table, LOBBY_HELP);
            assert_eq!(has(Lobby::Help), !typing && !asking && !help, "{name}");
            assert!(
                has(Lobby::Back) || has(Lobby::No) || has(Lobby::Leave),
                "{name}"
            );
        }
    }
}
