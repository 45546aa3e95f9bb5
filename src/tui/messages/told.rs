//! What both games' screens tell in the same words: hints asked for, the
//! computer failing, the autosave, replays, looking back and the board
//! turned round. Only the unit differs: a move in the ka game, a turn in
//! Bell's.

use super::Tone;
use crate::files::FileError;
use crate::games::Seat;
use crate::messages::seat_name;
use crate::tr;

/// What one player's play is called.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    Move,
    Turn,
}

impl Unit {
    /// The unit as the catalogue's messages select on it.
    fn key(self) -> &'static str {
        match self {
            Unit::Move => "move",
            Unit::Turn => "turn",
        }
    }
}

/// A note both games give.
#[derive(Debug)]
pub enum Told {
    HintThinking,
    HintUnavailableForComputer,
    ComputerLost,
    ComputerFailed(std::io::ErrorKind),
    AutosaveFailed(FileError),
    AutosaveRecovered,
    ReplayFirst,
    ReplayLast,
    ReplayOnly,
    ReplayStart,
    /// Browsing: the position after `ply` of `of` moves or turns.
    Past {
        ply: usize,
        of: usize,
        /// A shared game, where Enter does not play on from the past.
        shared: bool,
    },
    Present,
    /// The board turned round by hand (`turned`) or back, `down`'s side
    /// now at the bottom, and whether that is kept in the settings for
    /// the next games.
    Flipped {
        down: Seat,
        turned: bool,
        kept: bool,
    },
    /// `o` without a data directory: no saved games to list.
    NoSavedGames,
    /// The saved games' folder could not be read.
    GamesUnreadable(FileError),
    /// The language or another setting changed.
    Settings(super::settings_note::SettingsNote),
    /// The review key in a game not yet over.
    ReviewNotOver,
    /// The game ended before any move: nothing to review.
    ReviewNoMoves,
    /// The review was closed before it finished.
    ReviewStopped,
    /// A tournament's round started, and brought its player here.
    RoundCalled,
    /// A tournament the player played in is over.
    TournamentOver(crate::tui::rooms::TournamentOver),
    /// The player has the bye in round `round` (from 1) of the tournament
    /// `name`: a win without a game.
    Bye {
        name: String,
        round: usize,
    },
    /// In a game shared over the network: the player of a seat at another
    /// terminal came, went away or came back.
    Presence(crate::games::Seat, crate::session::Presence),
    /// The player of a seat at another terminal left a game that is over:
    /// no seat waits for them.
    Left(crate::games::Seat),
    /// Seats wait for players at other terminals, who join with the invite.
    Waiting(Vec<crate::games::Seat>, crate::session::Invite),
    /// A player resigned, offered, answered or said something.
    Heard(crate::session::News),
    /// A word at the `:` prompt that is neither a move nor a known word.
    UnknownWord(String),
    /// The chat: a speaker muted here (as named), heard again, no
    /// speaker of that name, and the spectators' lines hidden or shown.
    Muted(String),
    Unmuted(String),
    NoSuchSpeaker(String),
    SpectatorsHidden(bool),
    /// The ending of a game ended outside its rules was taken back with
    /// `u`: `seat` is to move, with `left` on its clock after a loss on
    /// time.
    EndingUndone {
        ending: crate::games::Ending,
        seat: Option<Seat>,
        left: Option<std::time::Duration>,
    },
    /// A move or an undo refused because a shared game is over.
    SharedOver,
    /// The game was saved to this new file.
    Saved(std::path::PathBuf),
    SaveFailed(FileError),
    /// `s` with no folder to save to.
    SavingOff,
    /// A game with no move yet, as it opens: where the help, the lessons
    /// and the puzzles are.
    Welcome,
}

impl Told {
    pub fn tone(&self) -> Tone {
        match self {
            Told::ComputerLost
            | Told::ComputerFailed(_)
            | Told::AutosaveFailed(_)
            | Told::NoSavedGames
            | Told::GamesUnreadable(_)
            | Told::HintUnavailableForComputer
            | Told::Presence(_, crate::session::Presence::Away)
            | Told::UnknownWord(_)
            | Told::NoSuchSpeaker(_)
            | Told::SaveFailed(_)
            | Told::SavingOff => Tone::Error,
            Told::Settings(n) if n.failed() => Tone::Error,
            _ => Tone::Info,
        }
    }

    /// The sentence, with `unit` for what a player plays.
    pub fn text(&self, unit: Unit) -> String {
        let unit = unit.key();
        match self {
            Told::HintThinking => tr!("told-hint-thinking", unit = unit),
            Told::Saved(path) => {
                let path = path.strip_prefix(".").unwrap_or(path);
                tr!("note-saved", path = path.display().to_string())
            }
            Told::SaveFailed(e) => tr!("note-save-failed", error = e.to_string()),
            Told::SavingOff => tr!("note-saving-off"),
            Told::HintUnavailableForComputer => tr!("told-computer-to-move"),
            Told::ComputerLost => tr!("told-computer-lost", unit = unit),
            Told::ComputerFailed(kind) => {
                tr!(
                    "told-computer-failed",
                    error = crate::messages::files::io_kind_said(*kind)
                )
            }
            Told::AutosaveFailed(e) => {
                tr!("told-autosave-failed", error = e.to_string(), unit = unit)
            }
            Told::AutosaveRecovered => tr!("told-autosave-recovered"),
            Told::ReplayFirst => tr!("told-replay-first"),
            Told::ReplayLast => tr!("told-replay-last"),
            Told::ReplayOnly => tr!("refused-replay"),
            Told::ReplayStart => tr!("told-replay-start"),
            Told::Past { ply, of, shared } => tr!(
                "told-past",
                unit = unit,
                ply = *ply,
                of = *of,
                shared = super::yes_no(*shared)
            ),
            Told::Present => tr!("told-present"),
            Told::Flipped {
                down,
                turned: true,
                kept,
            } => {
                tr!(
                    "told-flipped",
                    player = seat_name(*down),
                    kept = super::yes_no(*kept)
                )
            }
            Told::Flipped {
                down,
                turned: false,
                kept,
            } => {
                tr!(
                    "told-unflipped",
                    player = seat_name(*down),
                    kept = super::yes_no(*kept)
                )
            }
            Told::NoSavedGames => tr!("told-no-saved-games"),
            Told::GamesUnreadable(e) => tr!("told-games-unreadable", error = e.to_string()),
            Told::Settings(n) => n.text(),
            Told::ReviewNotOver => tr!("review-not-over"),
            Told::ReviewNoMoves => tr!("review-no-moves"),
            Told::RoundCalled => tr!("net-round-called"),
            Told::TournamentOver(over) => super::community::tournament_over(over),
            Told::Bye { name, round } => super::community::bye(name, *round),
            Told::ReviewStopped => tr!("review-stopped"),
            Told::Presence(seat, presence) => presence_text(*seat, *presence),
            Told::Left(seat) => tr!(
                "net-presence-left",
                seat = crate::messages::seat_name(*seat)
            ),
            Told::Waiting(seats, invite) => waiting(seats, invite),
            Told::Heard(news) => heard(news),
            Told::UnknownWord(word) => tr!("word-unknown", word = word.as_str()),
            Told::Muted(name) => tr!("chat-muted", name = name.as_str()),
            Told::Unmuted(name) => tr!("chat-unmuted", name = name.as_str()),
            Told::NoSuchSpeaker(name) => tr!("chat-no-such-speaker", name = name.as_str()),
            Told::SpectatorsHidden(hidden) => {
                tr!("chat-spectators-hidden", hidden = super::yes_no(*hidden))
            }
            Told::SharedOver => tr!("refused-shared-over"),
            Told::Welcome => tr!("told-welcome"),
            Told::EndingUndone { ending, seat, left } => {
                super::ended::undone(*ending, *seat, *left)
            }
        }
    }
}

/// What a player did besides moving, in words.
pub fn heard(news: &crate::session::News) -> String {
    use crate::session::News;
    let name = crate::messages::seat_name;
    match news {
        News::Offered { offer, by } => {
            tr!("heard-offered", offer = offer_key(*offer), seat = name(*by))
        }
        News::Answered {
            offer,
            by,
            yes: true,
        } => {
            tr!(
                "heard-accepted",
                offer = offer_key(*offer),
                seat = name(*by)
            )
        }
        News::Answered {
            offer,
            by,
            yes: false,
        } => {
            tr!(
                "heard-declined",
                offer = offer_key(*offer),
                seat = name(*by)
            )
        }
        News::Said(line) => tr!(
            "heard-said",
            seat = super::chat::speaker(&line.by),
            text = line.text.as_str()
        ),
        News::Ended(ending) => tr!("heard-ended", ending = ending.to_string()),
    }
}

/// The question put to the player of `seat`: `by` offers `offer`.
pub fn question(
    offer: crate::session::Offer,
    by: crate::games::Seat,
    seat: crate::games::Seat,
) -> String {
    let name = crate::messages::seat_name;
    tr!(
        "question-offer",
        offer = offer_key(offer),
        by = name(by),
        seat = name(seat)
    )
}

/// How the game stands once it ended outside its rules, for the line of
/// hints: who resigned, a draw agreed, a flag fallen; and what can be done
/// (`after`), as after any other ending.
pub fn ended_hint(ending: crate::games::Ending, after: super::ended::After) -> String {
    super::ended::over_hint(tr!("hint-ended", ending = ending.to_string()), after)
}

/// An offer as the catalogue's messages select on it.
fn offer_key(offer: crate::session::Offer) -> &'static str {
    match offer {
        crate::session::Offer::Draw => "draw",
        crate::session::Offer::Takeback => "takeback",
        crate::session::Offer::Rematch => "rematch",
    }
}

/// A refusal the session gives alike in both games (a shared game's, and
/// those of resigning, offering and chatting), in words; `None` for one
/// that depends on the game.
pub fn common_refusal<G: crate::games::Playable>(r: &crate::session::Refusal<G>) -> Option<String> {
    use crate::session::Refusal;
    Some(match r {
        Refusal::Elsewhere(seat) => network_refusal(Some(*seat)),
        Refusal::Shared => network_refusal(None),
        Refusal::NoSeat => tr!("refused-no-seat"),
        Refusal::Pending => tr!("refused-pending"),
        Refusal::NothingAsked => tr!("refused-nothing-asked"),
        Refusal::NotShared => tr!("refused-not-shared"),
        Refusal::NothingSaid => tr!("refused-nothing-said"),
        Refusal::TooFast => tr!("refused-too-fast"),
        Refusal::NotOver => tr!("refused-not-over"),
        Refusal::TooLateToAbort => tr!("refused-too-late-to-abort"),
        Refusal::NotAbortable => tr!("refused-not-abortable"),
        _ => return None,
    })
}

/// A seat's player came, went or has not come, in words.
fn presence_text(seat: crate::games::Seat, presence: crate::session::Presence) -> String {
    use crate::session::Presence;
    let seat = crate::messages::seat_name(seat);
    match presence {
        Presence::Here => tr!("net-presence-here", seat = seat),
        Presence::Away => tr!("net-presence-away", seat = seat),
        Presence::Empty => tr!("net-presence-empty", seat = seat),
    }
}

/// Who the game waits for, and the command that brings them in.
pub fn waiting(seats: &[crate::games::Seat], invite: &crate::session::Invite) -> String {
    let names: Vec<String> = seats
        .iter()
        .map(|&s| crate::messages::seat_name(s))
        .collect();
    tr!(
        "net-waiting",
        seats = crate::messages::and_list(&names),
        command = &invite.command
    )
}

/// Where the player of a seat at another terminal is, as the panel puts it
/// beside the seat's name.
pub fn presence_label(presence: crate::session::Presence) -> String {
    use crate::session::Presence;
    match presence {
        Presence::Here => tr!("net-seat-here"),
        Presence::Away => tr!("net-seat-away"),
        Presence::Empty => tr!("net-seat-empty"),
    }
}

/// How many look on at a shared game, for its panel: "2 watching".
pub fn watchers(n: usize) -> String {
    tr!("told-watchers", n = n)
}

/// The two refusals only a game shared over the network gives, in words
/// (the same in both games).
pub fn network_refusal(elsewhere: Option<crate::games::Seat>) -> String {
    match elsewhere {
        Some(seat) => tr!(
            "net-refused-elsewhere",
            seat = crate::messages::seat_name(seat)
        ),
        None => tr!("net-refused-shared"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_unit_is_a_move_in_the_ka_game_and_a_turn_in_bells() {
        let past = Told::Past {
            ply: 3,
            of: 9,
            shared: false,
        };
        assert!(past.text(Unit::Move).starts_with("Back at move 3 of 9:"));
        assert!(past.text(Unit::Turn).starts_with("Back at turn 3 of 9:"));
        assert_eq!(Told::ComputerLost.tone(), Tone::Error);
        assert_eq!(Told::Present.tone(), Tone::Info);
    }
}
