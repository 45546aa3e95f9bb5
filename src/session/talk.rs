//! What players say to each other besides moves: a question put to the
//! others (a draw, a move taken back, a game played again) and its answers, and chat lines,
//! cleaned and kept within bounds. The same rules hold at one keyboard
//! and at a shared table.

use crate::games::{Ending, Playable, Seat, SeatKind};
use std::collections::VecDeque;
use std::time::{Duration, Instant};

/// A question put to the other players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Offer {
    /// End the game as a draw.
    Draw,
    /// Take back the asker's last move (and any reply to it).
    Takeback,
    /// Play the finished game again from its start (two players change
    /// sides).
    Rematch,
}

impl Offer {
    /// Whether it is put once the game is over, not while it goes on.
    pub fn after_the_game(self) -> bool {
        self == Offer::Rematch
    }
}

/// An offer waiting for its answers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Asked {
    pub offer: Offer,
    /// The seat that asked.
    pub by: Seat,
    /// Every seat played where the asker sits: they need not answer.
    askers: Vec<Seat>,
    /// Seats that said yes.
    agreed: Vec<Seat>,
    /// Moves played when it was asked: a move played since answers no.
    ply: usize,
}

/// Where an answer leaves an offer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Settled {
    /// Others still have to answer.
    Open,
    /// Everyone agreed: do it.
    Agreed,
    /// Someone said no.
    Declined,
}

impl Asked {
    /// `by` asks, at a place where `askers` are played, after `ply` moves.
    pub fn new(offer: Offer, by: Seat, askers: &[Seat], ply: usize) -> Asked {
        Asked {
            offer,
            by,
            askers: askers.to_vec(),
            agreed: Vec::new(),
            ply,
        }
    }

    /// Whether `seat` is one that must answer.
    pub fn asks(&self, seat: Seat) -> bool {
        !self.askers.contains(&seat) && !self.agreed.contains(&seat)
    }

    /// Whether the offer still stands after `ply` moves.
    pub fn stands_at(&self, ply: usize) -> bool {
        self.ply == ply
    }

    /// The seats of `game` that must answer, with who plays them. The
    /// computer is always ready to play again: it is not asked for a
    /// rematch.
    fn to_answer<'a, G: Playable>(
        &'a self,
        game: &'a G,
        kinds: &'a [SeatKind],
    ) -> impl Iterator<Item = (Seat, SeatKind)> + 'a {
        game.seats()
            .iter()
            .copied()
            .zip(kinds.iter().copied())
            .filter(|&(s, k)| {
                self.asks(s) && !(self.offer == Offer::Rematch && k != SeatKind::Human)
            })
    }

    /// Whether no one is left to answer: everyone asked has agreed.
    pub fn settled<G: Playable>(&self, game: &G, kinds: &[SeatKind]) -> bool {
        self.to_answer(game, kinds).next().is_none()
    }

    /// The first seat played by the computer among those asked: the
    /// computer plays on, so it answers no at once.
    pub fn computer_declines<G: Playable>(&self, game: &G, kinds: &[SeatKind]) -> Option<Seat> {
        self.to_answer(game, kinds)
            .find(|(_, k)| matches!(k, SeatKind::Computer(_)))
            .map(|(s, _)| s)
    }

    /// `seat` answers.
    pub fn answer<G: Playable>(
        &mut self,
        seat: Seat,
        yes: bool,
        game: &G,
        kinds: &[SeatKind],
    ) -> Settled {
        if !yes {
            return Settled::Declined;
        }
        if !self.agreed.contains(&seat) {
            self.agreed.push(seat);
        }
        if self.settled(game, kinds) {
            Settled::Agreed
        } else {
            Settled::Open
        }
    }

    /// How many moves the game keeps when a takeback is agreed: back to
    /// before the asker's last move, so that the replies to it go too.
    pub fn takeback_to<G: Playable>(&self, game: &G) -> Option<usize> {
        (0..game.moves().len())
            .rev()
            .find(|&k| game.to_move_at(k).is_some_and(|s| self.askers.contains(&s)))
    }
}

/// The longest chat line, in characters; more is cut off.
pub const SAY_MAX: usize = 200;
/// Chat lines one terminal may send in [`SAY_WINDOW`].
pub const SAY_BURST: usize = 5;
pub const SAY_WINDOW: Duration = Duration::from_secs(10);

/// A chat line as it is passed on: only what shows (control characters,
/// escape sequences among them, as `?`; invisible format characters left
/// out), runs of space made one, and at most [`SAY_MAX`] characters, as
/// [`crate::shown::one_line`] makes it. `None` when nothing is left to say.
pub fn clean_line(text: &str) -> Option<String> {
    crate::shown::one_line(text, SAY_MAX)
}

/// When a terminal last spoke: at most [`SAY_BURST`] lines in any
/// [`SAY_WINDOW`].
#[derive(Debug, Default)]
pub struct Pace {
    said: VecDeque<Instant>,
}

impl Pace {
    /// Whether a line may be said at `now`; counts it if so.
    pub fn allow(&mut self, now: Instant) -> bool {
        self.allow_up_to(now, SAY_BURST)
    }

    /// Whether a line may be said at `now` when `most` lines may be said
    /// in any [`SAY_WINDOW`]; counts it if so.
    pub fn allow_up_to(&mut self, now: Instant, most: usize) -> bool {
        while self
            .said
            .front()
            .is_some_and(|&t| now.duration_since(t) >= SAY_WINDOW)
        {
            self.said.pop_front();
        }
        if self.said.len() >= most {
            return false;
        }
        self.said.push_back(now);
        true
    }
}

/// The lines a table's chat keeps; older ones go.
pub const CHAT_KEPT: usize = 100;
/// The most bytes of text (names and lines) a table's chat keeps; older
/// lines go first.
pub const CHAT_BYTES: usize = 32 * 1024;
/// The longest name a chat line is signed with, in characters.
pub const NAME_MAX: usize = 32;
/// Lines all the spectators of a table together may say in any
/// [`SAY_WINDOW`]: many watching terminals cannot flood the players.
pub const SPECTATORS_BURST: usize = 2 * SAY_BURST;

/// Who a chat line is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Channel {
    /// The players' lines: everyone at the table hears them.
    Players,
    /// The spectators' own lines: the spectators hear them, and the
    /// players unless they hid the channel.
    Spectators,
}

/// Who said a chat line: the seat they play (none for a spectator) and
/// their name as the server knows them (none for a guest or a player who
/// has not chosen one).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Voice {
    pub seat: Option<Seat>,
    pub name: Option<String>,
}

impl Voice {
    /// `name` made fit to sign a line with: one line of what shows, at
    /// most [`NAME_MAX`] characters; none when nothing is left.
    pub fn new(seat: Option<Seat>, name: Option<&str>) -> Voice {
        Voice {
            seat,
            name: name.and_then(|n| crate::shown::one_line(n, NAME_MAX)),
        }
    }

    /// Whether `other` is the same speaker: by name when both have one,
    /// else by seat (the spectators with no name are one speaker).
    pub fn same(&self, other: &Voice) -> bool {
        match (&self.name, &other.name) {
            (Some(a), Some(b)) => a == b,
            (None, None) => self.seat == other.seat,
            _ => false,
        }
    }
}

/// A chat line as the table keeps it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChatLine {
    pub by: Voice,
    pub channel: Channel,
    /// Cleaned by [`clean_line`].
    pub text: String,
}

impl ChatLine {
    /// The bytes it takes of [`CHAT_BYTES`].
    pub fn bytes(&self) -> usize {
        self.text.len() + self.by.name.as_ref().map_or(0, String::len)
    }
}

/// What one terminal hears of a table's chat: a player may hide the
/// spectators' channel, and anyone may mute a speaker.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Hearing {
    /// A player here hid the spectators' lines.
    pub spectators_hidden: bool,
    muted: Vec<Voice>,
}

/// The most speakers one terminal mutes.
const MUTED_MAX: usize = 64;

impl Hearing {
    /// Whether `line` shows at a terminal that plays (`player`) or watches.
    pub fn hears(&self, line: &ChatLine, player: bool) -> bool {
        let hidden = player && self.spectators_hidden && line.channel == Channel::Spectators;
        !hidden && !self.is_muted(&line.by)
    }

    /// Whether `voice`'s lines are muted here.
    pub fn is_muted(&self, voice: &Voice) -> bool {
        self.muted.iter().any(|m| m.same(voice))
    }

    /// Mutes `voice`; false when it was already muted (or too many are).
    pub fn mute(&mut self, voice: Voice) -> bool {
        if self.is_muted(&voice) || self.muted.len() >= MUTED_MAX {
            return false;
        }
        self.muted.push(voice);
        true
    }

    /// Hears `voice` again; false when it was not muted.
    pub fn unmute(&mut self, voice: &Voice) -> bool {
        let before = self.muted.len();
        self.muted.retain(|m| !m.same(voice));
        self.muted.len() != before
    }

    /// The speakers muted here.
    pub fn muted(&self) -> &[Voice] {
        &self.muted
    }
}

/// What players hear from each other besides moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum News {
    Offered {
        offer: Offer,
        by: Seat,
    },
    Answered {
        offer: Offer,
        by: Seat,
        yes: bool,
    },
    /// A chat line, as the table keeps it.
    Said(ChatLine),
    Ended(Ending),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chat_line_loses_its_escapes_and_its_excess() {
        assert_eq!(
            clean_line("hi \x1b[2J\x1b]0;pwned\x07 there").as_deref(),
            Some("hi ?[2J?]0;pwned? there")
        );
        assert_eq!(clean_line("a\u{202E}b\tc\n\nd").as_deref(), Some("ab c d"));
        // Invisible format characters that garble another screen go.
        assert_eq!(
            clean_line("x\u{fff9}\u{600}\u{e0041}\u{2060}y").as_deref(),
            Some("xy")
        );
        assert_eq!(clean_line("   \x20\t"), None);
        let long = "x".repeat(SAY_MAX * 3);
        assert_eq!(clean_line(&long).unwrap().chars().count(), SAY_MAX);
        // Letters of any script stay as written.
        assert_eq!(
            clean_line("Selamat jalan, kawan").as_deref(),
            Some("Selamat jalan, kawan")
        );
    }

    #[test]
    fn chat_is_paced_to_a_few_lines_in_a_window() {
        let mut pace = Pace::default();
        let t0 = Instant::now();
        for i in 0..SAY_BURST {
            assert!(pace.allow(t0 + Duration::from_millis(i as u64)), "line {i}");
        }
        assert!(!pace.allow(t0 + Duration::from_secs(1)));
        assert!(pace.allow(t0 + SAY_WINDOW + Duration::from_millis(1)));
    }
}
