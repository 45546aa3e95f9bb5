//! The lobby's tournaments: the list, one tournament's standings and
//! keys (enter, leave; for the operator the next round and, once
//! confirmed, settling the games a player did not come to), and a new
//! tournament's name.

use super::{LobbyApp, Mode, Note, TOURNAMENT_NAME_MAX, Typing, moved, typing};
use crate::tui::rooms::{TournamentSummary, Waiting};
use ratatui::crossterm::event::KeyCode;

impl LobbyApp {
    pub(super) fn open_tournaments(&mut self) {
        let tournaments = self.games.tournaments();
        if tournaments.is_empty() {
            self.note = Some(Note::NoTournaments);
            return;
        }
        let at = tournaments.len() - 1;
        self.mode = Mode::Tournaments { tournaments, at };
    }

    pub(super) fn on_tournaments(
        &mut self,
        code: KeyCode,
        tournaments: Vec<TournamentSummary>,
        at: usize,
    ) {
        match code {
            KeyCode::Esc | KeyCode::Char('q') => return self.mode = Mode::Menu,
            KeyCode::Enter => {
                if let Some(t) = tournaments.get(at) {
                    self.mode = Mode::Tournament(t.id);
                }
                return;
            }
            _ => {}
        }
        let at = moved(code, at, tournaments.len());
        self.mode = Mode::Tournaments { tournaments, at };
    }

    pub(super) fn on_tournament(&mut self, code: KeyCode, id: u64) {
        let key = self.holder.key.clone();
        match code {
            KeyCode::Esc | KeyCode::Char('q') => return self.open_tournaments(),
            KeyCode::Char('e') | KeyCode::Char('l') => {
                let enter = code == KeyCode::Char('e');
                self.note = Some(
                    match self.games.enter_tournament(id, key.as_deref(), enter) {
                        Ok(()) => Note::Entered(enter),
                        Err(e) => Note::Tournament(e),
                    },
                );
            }
            KeyCode::Char('s') if self.admin => {
                let waiting = self.games.waiting(id);
                if !waiting.is_empty() {
                    self.mode = Mode::Settle { id, waiting };
                    return;
                }
                self.settle(id);
            }
            KeyCode::Char('n') if self.admin => {
                self.note = Some(match self.games.next_round(id, key.as_deref()) {
                    Ok(round) => Note::RoundStarted(round),
                    Err(e) => Note::Tournament(e),
                });
            }
            _ => {}
        }
        self.mode = Mode::Tournament(id);
    }

    /// The operator answers whether to settle the games `waiting`.
    pub(super) fn on_settle(&mut self, code: KeyCode, id: u64, waiting: Vec<Waiting>) {
        match code {
            KeyCode::Char('y') => self.settle(id),
            KeyCode::Char('n') | KeyCode::Esc | KeyCode::Char('q') => {}
            _ => {
                self.mode = Mode::Settle { id, waiting };
                return;
            }
        }
        self.mode = Mode::Tournament(id);
    }

    /// Ends the current round's games of tournament `id` that a player did
    /// not come to.
    fn settle(&mut self, id: u64) {
        let key = self.holder.key.as_deref();
        self.note = Some(match self.games.settle_round(id, key) {
            Ok(n) => Note::Settled(n),
            Err(e) => Note::Tournament(e),
        });
    }

    pub(super) fn on_tournament_name(&mut self, code: KeyCode, typed: String) {
        match typing(code, typed, TOURNAMENT_NAME_MAX) {
            Typing::Cancel => self.mode = Mode::Menu,
            Typing::Typed(typed) => self.mode = Mode::TournamentName(typed),
            Typing::Done(typed) => {
                let c = self.choice;
                let name = typed.split_whitespace().collect::<Vec<_>>().join(" ");
                let made = self.games.make_tournament(
                    self.holder.key.as_deref(),
                    name,
                    c.format,
                    &c.game(),
                    c.clock,
                );
                match made {
                    Ok(id) => self.mode = Mode::Tournament(id),
                    Err(e) => {
                        self.mode = Mode::Menu;
                        self.note = Some(Note::Tournament(e));
                    }
                }
            }
        }
    }

    /// Tells the visitor they have the bye of a round being played, once
    /// per round.
    pub(super) fn tell_bye(&mut self) {
        let Some(key) = self.holder.key.clone() else {
            return;
        };
        for t in self.games.tournaments() {
            let tournament = &t.tournament;
            let me = tournament.of_key(&key);
            let Some(round) = tournament.rounds.len().checked_sub(1) else {
                continue;
            };
            let mine = me.is_some() && tournament.rounds[round].bye == me;
            let told = (t.id, Some(round));
            if mine && !tournament.round_done() && !self.told.contains(&told) {
                self.told.push(told);
                let name = tournament.name.clone();
                let round = round + 1;
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
