//! One tournament over the lobby: its standings, to enter or leave it;
//! for the operator to start its next round and, once confirmed, to settle
//! the games a player did not come to. And what the lobby tells an
//! entrant by itself: their bye in a round, the end and its winner.

use super::desk::Desk;
use super::keys::{self as table, Lobby};
use super::lists;
use super::{Mode, Note, Standing};
use crate::tui::keys::Binding;

impl Standing {
    /// The keys: yes or no while the operator is asked; to read the
    /// standings of one over; else to enter and leave, and for the
    /// operator to run its rounds.
    pub(super) fn keys(&self, desk: &Desk) -> &'static [Binding<Lobby>] {
        let over = || {
            let t = desk.games.tournament(self.id);
            t.is_none_or(|t| t.tournament.is_finished())
        };
        if self.settle.is_some() {
            table::SETTLE
        } else if over() {
            table::TOURNAMENT_OVER
        } else if desk.admin {
            table::TOURNAMENT_ADMIN
        } else {
            table::TOURNAMENT
        }
    }

    pub(super) fn apply(mut self, action: Lobby, desk: &mut Desk) -> Mode {
        let key = desk.key().map(str::to_string);
        let key = key.as_deref();
        let id = self.id;
        match action {
            // The operator answers whether to settle the games shown.
            Lobby::Yes => {
                settle(id, desk);
                self.settle = None;
            }
            Lobby::No => self.settle = None,
            Lobby::Back => return lists::open_tournaments(desk),
            Lobby::EnterTournament | Lobby::LeaveTournament => {
                let enter = action == Lobby::EnterTournament;
                desk.note = Some(match desk.games.enter_tournament(id, key, enter) {
                    Ok(()) => Note::Entered(enter),
                    Err(e) => Note::Tournament(e),
                });
            }
            Lobby::Settle if desk.admin => {
                let waiting = desk.games.waiting(id);
                if waiting.is_empty() {
                    settle(id, desk);
                } else {
                    self.settle = Some(waiting);
                }
            }
            Lobby::NextRound if desk.admin => {
                desk.note = Some(match desk.games.next_round(id, key) {
                    Ok(round) => Note::RoundStarted(round),
                    Err(e) => Note::Tournament(e),
                });
            }
            _ => {}
        }
        Mode::Tournament(self)
    }
}

/// Ends the current round's games of tournament `id` that a player did
/// not come to.
fn settle(id: u64, desk: &mut Desk) {
    let key = desk.key().map(str::to_string);
    desk.note = Some(match desk.games.settle_round(id, key.as_deref()) {
        Ok(n) => Note::Settled(n),
        Err(e) => Note::Tournament(e),
    });
}

impl Desk {
    /// Tells the visitor they have the bye of a round being played, once
    /// per round.
    pub(super) fn tell_bye(&mut self) {
        let Some(key) = self.holder.key.clone() else {
            return;
        };
        for t in self.games.tournaments() {
            let Some(round) = t.bye_for(&key) else {
                continue;
            };
            let told = (t.id, Some(round - 1));
            if !self.told.contains(&told) {
                self.told.push(told);
                let name = t.tournament.name.clone();
                self.note = Some(Note::Bye { name, round });
            }
        }
    }

    /// Tells the visitor the end of a tournament they played in that
    /// ended lately, once.
    pub(super) fn tell_ends(&mut self) {
        let Some(key) = self.holder.key.clone() else {
            return;
        };
        for id in self.games.finished_lately() {
            if self.told.contains(&(id, None)) {
                continue;
            }
            self.told.push((id, None));
            if let Some(over) = self.games.tournament(id).and_then(|t| t.over_for(&key)) {
                self.note = Some(Note::Over(over));
            }
        }
    }
}
