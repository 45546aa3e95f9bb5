//! The lobby's words: its rows and their values, the lists of games and
//! what it tells the visitor.

use crate::community::players::{NameError, Player, Rated, Rating};
use crate::community::tournament::Tournament;
use crate::community::tournament::{Format, PairError, RegisterError};
use crate::games::SeatKind;
use crate::messages::Named as _;
use crate::messages::seat_name;
use crate::session::{ClockSpec, Presence};
use crate::tr;
pub mod here;
pub mod player;
pub mod tournament;

use crate::tui::lobby::{Choice, LobbyApp, Note, Opponents, Row};
pub use crate::tui::messages::community::{bye, rating_text, tournament_over};
use crate::tui::rooms::{
    SeekError, SeekSummary, Summary, TournamentError, TournamentSummary, Waiting,
};

pub fn title() -> String {
    format!(" {} ", tr!("lobby-title"))
}

/// The title of the lobby's help: its keys.
pub fn help_title() -> String {
    format!(" {} ", tr!("lobby-help-title"))
}

/// The question whether to leave the server, as a title.
pub fn leave_question() -> String {
    format!(" {} ", tr!("lobby-leave-question"))
}

/// What leaving takes with it: the visitor's open challenge.
pub fn leave_withdraws() -> String {
    tr!("lobby-leave-withdraws")
}

pub fn welcome() -> String {
    tr!("lobby-welcome")
}

/// A row's label, for the game chosen in the lobby; the rows that do
/// something say it whole.
pub fn label(row: Row, app: &LobbyApp) -> String {
    let c = app.choice();
    match row {
        Row::Game => tr!("lobby-game"),
        Row::Pattern => tr!("lobby-pattern"),
        // Each game's words for its own rows.
        Row::Rule(option) => c.rule_label(option).unwrap_or_default(),
        Row::Clock => tr!("form-clock"),
        Row::Seat => tr!("lobby-seat"),
        Row::Opponents => tr!("lobby-opponents"),
        Row::Start => tr!("lobby-start"),
        Row::Join => tr!("lobby-join"),
        Row::Watch => tr!("lobby-watch", n = app.in_progress()),
        Row::Mine => tr!("lobby-mine", n = app.mine()),
        Row::Leave => tr!("lobby-leave"),
        Row::Rated => tr!("lobby-rated"),
        Row::Seek if app.seeking() => tr!("lobby-withdraw"),
        Row::Seek => tr!("lobby-seek"),
        Row::Anyone => tr!("lobby-anyone"),
        Row::Seeks => tr!("lobby-seeks", n = app.seek_count()),
        Row::Players => tr!("lobby-players"),
        Row::Here => tr!("lobby-here-row", n = app.here_count()),
        Row::Tournaments => tr!("lobby-tournaments", n = app.tournament_count()),
        Row::NewTournament => tr!("lobby-new-tournament"),
        Row::Name => match app.me() {
            None => tr!("lobby-name-guest"),
            Some(Player {
                name: Some(name), ..
            }) => tr!("lobby-name", name = name),
            Some(_) => tr!("lobby-name-choose"),
        },
    }
}

/// Who the visitor is here: their name and ratings, or that they are a
/// guest.
pub fn me(app: &LobbyApp) -> String {
    match app.me() {
        None => tr!("lobby-me-guest"),
        Some(player) => {
            let ratings: Vec<String> = Rated::all()
                .into_iter()
                .map(|kind| {
                    tr!(
                        "lobby-me-rating",
                        kind = kind_name(kind),
                        rating = rating(player.rating(kind))
                    )
                })
                .collect();
            tr!(
                "lobby-me",
                name = player.name.unwrap_or_else(|| tr!("lobby-no-name")),
                ratings = ratings.join(" · ")
            )
        }
    }
}

/// A kind of game rated, short.
pub fn kind_name(kind: Rated) -> String {
    crate::messages::rated_name(kind)
}

/// A rating as shown: rounded, with `?` while it is uncertain.
pub fn rating(r: Rating) -> String {
    rating_text(r.rating, r.provisional())
}

/// An open challenge in a list: "Aminah (1523) · the ka game, clock 1+0 ·
/// rated · you play North".
pub fn seek(s: &SeekSummary) -> String {
    let who = match (&s.name, s.keyed) {
        (Some(name), _) => name.clone(),
        (None, true) => tr!("lobby-no-name"),
        (None, false) => tr!("lobby-guest"),
    };
    let who = match s.rating {
        Some(r) => format!("{who} ({})", rating(r)),
        None => who,
    };
    let game = crate::on_kind!(s.game, G => G::in_lobby(s.seats.len()));
    let game = match s.clock {
        Some(spec) => tr!("lobby-clocked", game = game, clock = spec.to_string()),
        None => game,
    };
    let other = s
        .seats
        .iter()
        .copied()
        .find(|&x| x != s.seat)
        .unwrap_or(s.seat);
    tr!(
        "lobby-seek-line",
        who = who,
        game = game,
        rules = crate::messages::options::rules_label(&s.rules),
        rated = if s.rated { "yes" } else { "no" },
        seat = seat_name(other),
        mine = if s.mine { "yes" } else { "no" }
    )
}

pub fn seeks_title() -> String {
    format!(" {} ", tr!("lobby-seeks-title"))
}

pub fn players_title(kind: Rated) -> String {
    format!(" {} ", tr!("lobby-players-title", kind = kind_name(kind)))
}

/// A player in the list: place, name, rating, games.
pub fn player(place: usize, name: &str, r: Rating) -> String {
    tr!(
        "lobby-player-line",
        place = place,
        name = name.to_string(),
        rating = rating(r),
        games = r.games
    )
}

/// A tournament's format: "Swiss, 4 rounds", "round robin".
pub fn format_name(format: Format) -> String {
    match format {
        Format::Swiss { rounds } => tr!("lobby-format-swiss", rounds = rounds),
        Format::RoundRobin => tr!("tournament-round-robin"),
    }
}

/// The game a tournament's pairings play: "the ka game, clock 1+0".
pub fn tournament_game(t: &TournamentSummary) -> String {
    let game = crate::on_kind!(t.game, G => G::in_lobby(t.seats));
    match t.clock {
        Some(spec) => tr!("lobby-clocked", game = game, clock = spec.to_string()),
        None => game,
    }
}

/// A tournament in the list: "Club day · Swiss, 4 rounds · the ka game,
/// clock 1+0 · 6 players · round 2 of 4".
pub fn tournament(t: &TournamentSummary) -> String {
    let game = tournament_game(t);
    let tt = &t.tournament;
    tr!(
        "lobby-tournament-line",
        name = crate::shown::printable(&tt.name).to_string(),
        format = format_name(tt.format),
        game = game,
        players = tt.entrants.len(),
        played = tt.rounds.len(),
        rounds = tt.total_rounds(),
        finished = if tt.is_finished() { "yes" } else { "no" }
    )
}

pub fn tournaments_title() -> String {
    format!(" {} ", tr!("lobby-tournaments-title"))
}

/// Where a tournament stands, for the visitor `key`.
pub fn tournament_state(t: &TournamentSummary, key: Option<&str>) -> String {
    let tt = &t.tournament;
    let state = if tt.is_finished() {
        tr!("lobby-tournament-finished")
    } else if !tt.has_started() {
        tr!("lobby-tournament-entering", players = tt.entrants.len())
    } else if tt.round_done() {
        tr!(
            "lobby-tournament-between",
            round = tt.rounds.len(),
            rounds = tt.total_rounds()
        )
    } else {
        let left = tt.rounds.last().map_or(0, |r| r.unrecorded());
        tr!(
            "lobby-tournament-playing",
            round = tt.rounds.len(),
            rounds = tt.total_rounds(),
            left = left
        )
    };
    let inside = key.and_then(|k| tt.of_key(k)).is_some();
    let me = if inside {
        tr!("lobby-tournament-in")
    } else {
        tr!("lobby-tournament-out")
    };
    format!("{state} {me}")
}

/// What a tournament's keys do not say: for an entrant, that their game
/// comes to them; once it is over, that its standings are kept.
pub fn tournament_hint(admin: bool, finished: bool) -> Option<String> {
    if finished {
        Some(tr!("lobby-tournament-kept"))
    } else if admin {
        None
    } else {
        Some(tr!("lobby-tournament-comes"))
    }
}

/// A game the operator may settle: its board, its players and whether
/// each is here, away or never came.
pub fn waiting(t: &Tournament, w: &Waiting) -> String {
    let pairing = t.rounds.last().and_then(|r| r.pairings.get(w.board));
    let name = |entrant: Option<usize>| {
        let e = entrant.and_then(|i| t.entrants.get(i));
        e.map_or_else(String::new, |e| {
            crate::shown::printable(&e.name).into_owned()
        })
    };
    let presence = |p: Presence| match p {
        Presence::Here => tr!("lobby-here"),
        Presence::Away => tr!("net-seat-away"),
        Presence::Empty => tr!("lobby-settle-never-came"),
    };
    tr!(
        "lobby-settle-board",
        board = w.board + 1,
        south = name(pairing.map(|p| p.south)),
        south_presence = presence(w.south),
        north = name(pairing.map(|p| p.north)),
        north_presence = presence(w.north)
    )
}

/// Whether to settle the `n` games shown.
pub fn settle_question(n: usize) -> String {
    tr!("lobby-settle-question", n = n)
}

pub fn tournament_name_prompt() -> String {
    format!(" {} ", tr!("lobby-tournament-name-prompt"))
}

pub fn name_prompt() -> String {
    format!(" {} ", tr!("lobby-name-prompt"))
}

/// The value chosen in a row of the new game's choices.
pub fn value(row: Row, c: Choice) -> Option<String> {
    Some(match row {
        Row::Game => crate::on_kind!(c.game, G => G::in_lobby(c.seats().len())),
        Row::Pattern => c.pattern_label()?,
        Row::Rule(option) => c.rule_value(option)?,
        Row::Clock => clock(c.clock),
        Row::Seat => seat_name(*c.seats().get(c.seat)?),
        Row::NewTournament => format_name(c.format),
        // Said with why, for a game of a kind not rated.
        Row::Rated if !c.ratable() => tr!("lobby-rated-never", players = c.seats().len()),
        Row::Rated if c.rated => tr!("lobby-rated-yes"),
        Row::Rated => tr!("lobby-rated-no"),
        Row::Opponents => match c.opponents {
            Opponents::Visitors => tr!("lobby-visitors"),
            Opponents::Computer(level) => tr!(
                "lobby-computer",
                level = crate::tui::messages::level_name(level)
            ),
        },
        _ => return None,
    })
}

/// A clock as typed (`5+3`), or none.
fn clock(spec: Option<ClockSpec>) -> String {
    match spec {
        Some(spec) => spec.to_string(),
        None => tr!("form-no-clock"),
    }
}

pub fn code_prompt() -> String {
    format!(" {} ", tr!("lobby-code-prompt"))
}

pub fn list_title(watch: bool) -> String {
    let title = if watch {
        tr!("lobby-watch-title")
    } else {
        tr!("lobby-mine-title")
    };
    format!(" {title} ")
}

/// A game in a list: "the ka game: Siti · 1662 (South, here), North
/// away; 12 moves, 0 watching", with its clock ("the ka game, clock 5+3:
/// …"), after its code in the visitor's own list.
pub fn summary(s: &Summary) -> String {
    let tags = s
        .tags
        .iter()
        .map(Option::as_ref)
        .chain(std::iter::repeat(None));
    let who: Vec<String> = (s.seats.iter().zip(&s.kinds).zip(&s.presence).zip(tags))
        .map(|(((&seat, kind), presence), tag)| {
            let state = match (kind, presence) {
                (SeatKind::Computer(level), _) => crate::tui::messages::level_name(*level),
                (_, Presence::Here) => tr!("lobby-here"),
                (_, Presence::Away) => tr!("net-seat-away"),
                (_, Presence::Empty) => tr!("lobby-open"),
            };
            match tag {
                Some(tag) if *kind == SeatKind::Human => tr!(
                    "lobby-seat-player",
                    player = crate::tui::messages::panel::tag(tag),
                    seat = seat_name(seat),
                    state = state
                ),
                _ => tr!("lobby-seat-state", seat = seat_name(seat), state = state),
            }
        })
        .collect();
    let game = crate::on_kind!(s.game, G => G::in_lobby(s.seats.len()));
    let game = match s.clock {
        Some(spec) => tr!("lobby-clocked", game = game, clock = spec.to_string()),
        None => game,
    };
    let line = tr!(
        "lobby-summary",
        game = game,
        seats = who.join(", "),
        moves = s.moves,
        unit = crate::on_kind!(s.game, G => G::UNIT),
        watchers = s.watchers
    );
    match &s.code {
        Some(code) => tr!("lobby-summary-coded", code = code.clone(), summary = line),
        None => line,
    }
}

pub fn note(n: &Note) -> String {
    match n {
        Note::NotACode(typed) => tr!("lobby-not-a-code", typed = typed.clone()),
        Note::NoSuchGame(code) => tr!("lobby-no-such-game", code = code.clone()),
        Note::Wait(seconds) => tr!("lobby-wait", seconds = *seconds),
        Note::NoMoreCodes => tr!("lobby-no-more-codes"),
        Note::TooMany(limit) => tr!("lobby-too-many", limit = *limit),
        Note::Full => tr!("lobby-full"),
        Note::NotKept => tr!("lobby-not-kept"),
        Note::NoneToWatch => tr!("lobby-none-to-watch"),
        Note::NoneOfYours => tr!("lobby-none-of-yours"),
        Note::Language => tr!("lobby-language"),
        Note::Posted => tr!("lobby-posted"),
        Note::Entered(true) => tr!("lobby-entered"),
        Note::Entered(false) => tr!("lobby-left"),
        Note::RoundStarted(n) => tr!("lobby-round-started", round = *n),
        Note::Settled(n) => tr!("lobby-settled", n = *n),
        Note::Bye { name, round } => bye(name, *round),
        Note::Over(over) => tournament_over(over),
        Note::NoTournaments => tr!("lobby-no-tournaments"),
        Note::NoReplay => tr!("lobby-no-replay"),
        Note::Save { id, reach } => {
            let ssh = crate::visitor::ssh_command(&reach.0, reach.1, None);
            let command = format!("{ssh} record {id} > game-{id}.ron");
            tr!("lobby-save", id = *id, command = command)
        }
        Note::Tournament(e) => tournament_error(e),
        Note::Withdrawn => tr!("lobby-withdrawn"),
        Note::NoSeeks => tr!("lobby-no-seeks"),
        Note::Named(name) => tr!("lobby-named", name = name.clone()),
        Note::Unnamed => tr!("lobby-unnamed"),
        Note::Declined(Some(name)) => tr!(
            "lobby-declined",
            name = crate::shown::printable(name).into_owned()
        ),
        Note::Declined(None) => tr!("lobby-declined-unnamed"),
        Note::Unmet(why, name) => here::unmet(*why, name),
        Note::AskedGone(name) => match name {
            Some(name) => tr!(
                "lobby-asked-gone",
                name = crate::shown::printable(name).into_owned()
            ),
            None => tr!("lobby-asked-gone-unnamed"),
        },
        Note::Seek(e) => match e {
            SeekError::Gone => tr!("lobby-seek-gone"),
            SeekError::Own => tr!("lobby-seek-own"),
            SeekError::NotTwo => tr!("lobby-seek-not-two"),
            SeekError::Unrated => tr!("lobby-seek-unrated"),
            SeekError::NewToday { limit } => tr!("lobby-seek-new-today", limit = *limit),
            SeekError::Full => tr!("lobby-full"),
            SeekError::TooMany { limit } => tr!("lobby-too-many", limit = *limit),
            SeekError::NotKept => tr!("lobby-not-kept"),
            SeekError::Away => tr!("lobby-challenge-away"),
            SeekError::Busy => tr!("lobby-challenge-busy"),
            SeekError::Asked => tr!("lobby-challenge-asked"),
            SeekError::Calling => tr!("lobby-challenge-calling"),
            SeekError::Paced { seconds } => tr!("lobby-challenge-paced", seconds = *seconds),
        },
        Note::Name(e) => match e {
            NameError::Length { min, max } => tr!("lobby-name-length", min = *min, max = *max),
            NameError::Character(c) => tr!(
                "lobby-name-character",
                character = format!("U+{:04X}", *c as u32)
            ),
            NameError::Taken(name) => tr!("lobby-name-taken", name = name.clone()),
            NameError::Reserved(name) => tr!("lobby-name-reserved", name = name.clone()),
            NameError::Chosen(name) => tr!("lobby-name-chosen", name = name.clone()),
            NameError::NoKey => tr!("lobby-name-no-key"),
            NameError::NotKept => tr!("lobby-name-not-kept"),
            NameError::Full => tr!("lobby-name-full"),
        },
    }
}

/// Why a tournament could not be made, entered, left or paired.
fn tournament_error(e: &TournamentError) -> String {
    match e {
        TournamentError::NotAdmin => tr!("lobby-tournament-not-admin"),
        TournamentError::NoSuch => tr!("lobby-tournament-no-such"),
        TournamentError::NotRated => tr!("lobby-tournament-not-rated"),
        TournamentError::NoName => tr!("lobby-tournament-no-name"),
        TournamentError::Full => tr!("lobby-tournament-full"),
        TournamentError::Games => tr!("lobby-tournament-games"),
        TournamentError::Register(r) => match r {
            RegisterError::Started => tr!("lobby-tournament-started"),
            RegisterError::AlreadyIn { .. } => tr!("lobby-tournament-already-in"),
            RegisterError::NotIn => tr!("lobby-tournament-not-in"),
            RegisterError::NotARating => tr!("lobby-tournament-no-such"),
        },
        TournamentError::Pair(p) => match p {
            PairError::RoundUnfinished { round, unrecorded } => tr!(
                "lobby-tournament-unfinished",
                round = *round + 1,
                left = *unrecorded
            ),
            PairError::NoRoundsLeft { .. } => tr!("lobby-tournament-finished"),
            PairError::TooFew { entrants } => tr!("lobby-tournament-too-few", players = *entrants),
            PairError::NoPairing { .. } => tr!("lobby-tournament-no-pairing"),
        },
    }
}
