//! The players of a server: who is known by an SSH key, the display name
//! each chose, and their Glicko-2 rating for each kind of game rated. A
//! name is kept as it is chosen (by the keeper the server gives); a rating
//! changes with a game's end, which the server records first.
//!
//! A visitor without a key is a guest: they have no name here and play
//! unrated. A rating changes only after a rated game between two keyed
//! players; each game is its own rating period (as online servers rate),
//! with the Glicko-2 system's usual constants (τ = 0.5; a new player
//! starts at 1500, deviation 350, volatility 0.06).

use crate::games::{AnyGame, Seat};
use crate::visitor::Origin;
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2_rating_period};
use std::collections::BTreeMap;
use std::sync::{Mutex, MutexGuard};

/// The most players a server keeps: keys cost nothing to make, so the
/// file and the memory it takes stay bounded.
pub const MAX_PLAYERS: usize = 20_000;

/// New players one origin (an address, or an IPv6 network) brings to
/// rated play in a day (UTC). A household or a club's few newcomers never
/// meet it; throwaway keys made to feed one player wins (keys cost
/// nothing) are held to a handful a day, each of whose games must be
/// played by both sides to count.
pub const NEW_PER_ORIGIN_A_DAY: usize = 10;

/// Players one origin brings in all: the file stays bounded per address
/// as well as in all.
pub const MAX_PER_ORIGIN: usize = 200;

/// The most characters a display name has…
pub const NAME_MAX: usize = 20;
/// …and the fewest.
pub const NAME_MIN: usize = 2;

/// The kinds of game rated, each with its own rating: the ka game, and
/// Bell's game for two (with three or four seats, a game has no one
/// opponent to be rated against).
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Rated {
    Ka,
    Bell2,
}

impl Rated {
    pub const ALL: [Rated; 2] = [Rated::Ka, Rated::Bell2];

    /// The kind a game is rated as, if it can be rated.
    pub fn of(game: &AnyGame) -> Option<Rated> {
        // Every kind of game is named here, so that a new one is rated,
        // or not, by choice: only a game of two has one opponent.
        let kind = match game.kind() {
            crate::games::GameKind::Ka => Rated::Ka,
            crate::games::GameKind::Bell => Rated::Bell2,
            // Steps, the test game, is never rated.
            #[cfg(feature = "test-game")]
            crate::games::GameKind::Steps => return None,
        };
        (game.seats().len() == 2).then_some(kind)
    }
}

/// One player's rating for one kind of game.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    /// Rated games played.
    #[serde(default)]
    pub games: u32,
}

impl Default for Rating {
    fn default() -> Rating {
        Rating::from_glicko(Glicko2Rating::new(), 0)
    }
}

impl Rating {
    fn glicko(self) -> Glicko2Rating {
        Glicko2Rating {
            rating: self.rating,
            deviation: self.deviation,
            volatility: self.volatility,
        }
    }

    fn from_glicko(g: Glicko2Rating, games: u32) -> Rating {
        Rating {
            rating: g.rating,
            deviation: g.deviation,
            volatility: g.volatility,
            games,
        }
    }

    /// Whether the rating is still uncertain (shown with a `?`): the
    /// deviation is above 110, as a new player's is for a few games.
    pub fn provisional(self) -> bool {
        self.deviation > 110.0
    }
}

/// What is kept of one player.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Player {
    /// The display name they chose, once.
    #[serde(default)]
    pub name: Option<String>,
    #[serde(default)]
    pub ratings: BTreeMap<Rated, Rating>,
    /// Where they came from when they first played rated, and on which
    /// day (days since 1970, UTC): new players are counted per origin.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub enlisted: Option<(Origin, u64)>,
}

impl Player {
    /// The rating for `kind`: a new player's until they play one.
    pub fn rating(&self, kind: Rated) -> Rating {
        self.ratings.get(&kind).copied().unwrap_or_default()
    }
}

/// Why a display name was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NameError {
    /// Shorter than [`NAME_MIN`] or longer than [`NAME_MAX`] characters.
    Length { min: usize, max: usize },
    /// A character a name may not have (a control character, or a sign
    /// other than a space, `-`, `_`, `.` or `'`).
    Character(char),
    /// Another player has it (letter case aside).
    Taken(String),
    /// "guest" names those without a key.
    Reserved(String),
    /// The player chose theirs already: a name is chosen once.
    Chosen(String),
    /// Only a visitor known by a key keeps a name.
    NoKey,
    /// The server keeps as many players as it may, or the visitor's
    /// address chose as many names as one may.
    Full,
    /// It could not be kept on disk; nothing changed.
    NotKept,
}

/// The result of a rated game for the first of its two players.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    Won,
    Drew,
    Lost,
}

impl Score {
    /// The score of the first of two `seats` in a game won by `winners`
    /// (none, or both, for a draw).
    pub fn of_first(seats: &[Seat], winners: &[Seat]) -> Score {
        match winners {
            [w] if Some(w) == seats.first() => Score::Won,
            [w] if Some(w) == seats.get(1) => Score::Lost,
            _ => Score::Drew,
        }
    }
}

/// A rated game's effect on both players: their ratings before and after.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Change {
    pub before: [Rating; 2],
    pub after: [Rating; 2],
}

/// Keeps one player as they are now (their name and where they came
/// from): false when it could not.
pub type Keeper = Box<dyn Fn(&str, &Player) -> bool + Send + Sync>;

/// A server's players.
pub struct Players {
    /// `None`: nothing is kept (a server without a folder, or a test).
    keep: Option<Keeper>,
    players: Mutex<BTreeMap<String, Player>>,
}

impl std::fmt::Debug for Players {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Players")
            .field("count", &self.count())
            .finish_non_exhaustive()
    }
}

impl Players {
    /// Nobody known, nothing kept.
    pub fn in_memory() -> Players {
        Players {
            keep: None,
            players: Mutex::new(BTreeMap::new()),
        }
    }

    /// The players known, each kept by `keep` as they change.
    pub fn kept(players: BTreeMap<String, Player>, keep: Keeper) -> Players {
        Players {
            keep: Some(keep),
            players: Mutex::new(players),
        }
    }

    fn lock(&self) -> MutexGuard<'_, BTreeMap<String, Player>> {
        self.players.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Keeps the player with `key`; false when it could not.
    fn keep(&self, key: &str, player: &Player) -> bool {
        self.keep.as_ref().is_none_or(|keep| keep(key, player))
    }

    /// What is known of the player with `key`.
    pub fn get(&self, key: &str) -> Player {
        self.lock().get(key).cloned().unwrap_or_default()
    }

    /// The display name of the player with `key`, if they chose one.
    pub fn name(&self, key: &str) -> Option<String> {
        self.lock().get(key).and_then(|p| p.name.clone())
    }

    /// The key of the player named `name` (letter case aside).
    pub fn key_named(&self, name: &str) -> Option<String> {
        let wanted = name.to_lowercase();
        self.lock()
            .iter()
            .find(|(_, p)| p.name.as_ref().is_some_and(|n| n.to_lowercase() == wanted))
            .map(|(k, _)| k.clone())
    }

    /// The player with `key` takes `typed` as their name, cleaned (ends
    /// trimmed, spaces within made single), unless it is refused; the name
    /// as kept.
    pub fn choose_name(&self, key: Option<&str>, typed: &str) -> Result<String, NameError> {
        let key = key.ok_or(NameError::NoKey)?;
        let name = clean_name(typed)?;
        let mut players = self.lock();
        if let Some(chosen) = players.get(key).and_then(|p| p.name.clone()) {
            return Err(NameError::Chosen(chosen));
        }
        let looks = skeleton(&name);
        if let Some(other) = players
            .values()
            .filter_map(|p| p.name.as_ref())
            .find(|n| skeleton(n) == looks)
        {
            return Err(NameError::Taken(other.clone()));
        }
        if !players.contains_key(key) && players.len() >= MAX_PLAYERS {
            return Err(NameError::Full);
        }
        let before = players.get(key).cloned();
        let player = players.entry(key.to_string()).or_default();
        player.name = Some(name.clone());
        if !self.keep(key, player) {
            match before {
                Some(p) => players.insert(key.to_string(), p),
                None => players.remove(key),
            };
            return Err(NameError::NotKept);
        }
        Ok(name)
    }

    /// The player with `key`, coming from `origin` on `day` (days since
    /// 1970, UTC), may take a name and play rated games: known already, or
    /// one of the first [`NEW_PER_ORIGIN_A_DAY`] new players from that
    /// origin that day and of its first [`MAX_PER_ORIGIN`] (kept, with the
    /// origin and the day). False when not, or when the server keeps as
    /// many players as it may.
    pub fn enlist(&self, key: &str, origin: Origin, day: u64) -> bool {
        let mut players = self.lock();
        if players.contains_key(key) {
            return true;
        }
        let from = |p: &&Player| p.enlisted.is_some_and(|(o, _)| o == origin);
        let all = players.values().filter(from).count();
        let today = players
            .values()
            .filter(from)
            .filter(|p| p.enlisted.is_some_and(|(_, d)| d == day))
            .count();
        if today >= NEW_PER_ORIGIN_A_DAY || all >= MAX_PER_ORIGIN || players.len() >= MAX_PLAYERS {
            return false;
        }
        let player = players.entry(key.to_string()).or_default();
        player.enlisted = Some((origin, day));
        let _ = self.keep(key, player);
        true
    }

    /// The change a game of `kind` between the players with `keys`
    /// (first, second), the first having `score`, makes to their ratings.
    /// `None` when the keys are one player's, or when the server keeps as
    /// many players as it may and they are new.
    pub fn change(&self, kind: Rated, keys: [&str; 2], score: Score) -> Option<Change> {
        if keys[0] == keys[1] {
            return None;
        }
        let players = self.lock();
        let new = keys.iter().filter(|k| !players.contains_key(**k)).count();
        if players.len() + new > MAX_PLAYERS {
            return None;
        }
        let before = keys.map(|k| players.get(k).map(|p| p.rating(kind)).unwrap_or_default());
        Some(Change {
            before,
            after: rated(before, score),
        })
    }

    /// The players with `keys` take the ratings `change` gives them (kept
    /// by the server with the game that changed them).
    pub fn apply(&self, kind: Rated, keys: [&str; 2], change: &Change) {
        let mut players = self.lock();
        for (key, rating) in keys.iter().zip(change.after) {
            players
                .entry(key.to_string())
                .or_default()
                .ratings
                .insert(kind, rating);
        }
    }

    /// Rates a game of `kind` between the players with `keys` (first,
    /// second), the first having `score`: [`Players::change`], then
    /// [`Players::apply`].
    pub fn rate(&self, kind: Rated, keys: [&str; 2], score: Score) -> Option<Change> {
        let change = self.change(kind, keys, score)?;
        self.apply(kind, keys, &change);
        Some(change)
    }

    /// How many players are kept.
    pub fn count(&self) -> usize {
        self.lock().len()
    }

    /// Players with a name, with their rating for `kind`, best first (a
    /// player who never played `kind` stands at a new player's rating).
    pub fn ranked(&self, kind: Rated) -> Vec<(String, Rating)> {
        let mut list: Vec<(String, Rating)> = self
            .lock()
            .values()
            .filter_map(|p| Some((p.name.clone()?, p.rating(kind))))
            .collect();
        list.sort_by(|a, b| {
            b.1.rating
                .total_cmp(&a.1.rating)
                .then_with(|| a.0.to_lowercase().cmp(&b.0.to_lowercase()))
        });
        list
    }
}

/// Today, as [`Players::enlist`] counts days: days since 1970, UTC.
pub fn today() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() / 86_400)
}

/// Both players' ratings after one game, the first with `score`: each
/// player's rating period of one game against the other as they stood.
pub fn rated(before: [Rating; 2], score: Score) -> [Rating; 2] {
    let theirs = match score {
        Score::Won => Score::Lost,
        Score::Drew => Score::Drew,
        Score::Lost => Score::Won,
    };
    [
        period(before[0], &[(before[1], score)]),
        period(before[1], &[(before[0], theirs)]),
    ]
}

/// A player's rating after one rating period of `games` (each against an
/// opponent rated as given, with the player's score).
pub fn period(player: Rating, games: &[(Rating, Score)]) -> Rating {
    let results: Vec<(Glicko2Rating, Outcomes)> = games
        .iter()
        .map(|&(opponent, score)| {
            let outcome = match score {
                Score::Won => Outcomes::WIN,
                Score::Drew => Outcomes::DRAW,
                Score::Lost => Outcomes::LOSS,
            };
            (opponent.glicko(), outcome)
        })
        .collect();
    let after = glicko2_rating_period(&player.glicko(), &results, &Glicko2Config::new());
    Rating::from_glicko(after, player.games + games.len() as u32)
}

/// What a name looks like, letter case aside: two names with one skeleton
/// (Unicode TR39: `Ѕiti` with a Cyrillic S, and `Siti`) are one name.
pub fn skeleton(name: &str) -> String {
    unicode_security::skeleton(&name.to_lowercase()).collect()
}

/// Whether `c` may be in a name: a space, one of `-_.'`, or a letter or
/// digit that Unicode allows in identifiers (TR39's general security
/// profile: no fullwidth forms, no fillers that draw as blanks, no
/// characters of scripts out of use).
fn allowed_in_name(c: char) -> bool {
    use unicode_security::GeneralSecurityProfile;
    c == ' ' || "-_.'".contains(c) || (c.is_alphanumeric() && c.identifier_allowed())
}

/// `typed` as a name: trimmed, spaces within made single, of letters,
/// digits, spaces and `-_.'`, [`NAME_MIN`] to [`NAME_MAX`] characters,
/// with at least one letter or digit, and not "guest" (nor a look-alike).
pub fn clean_name(typed: &str) -> Result<String, NameError> {
    if let Some(bad) = typed.chars().find(|&c| !allowed_in_name(c)) {
        return Err(NameError::Character(bad));
    }
    let name = typed.split_whitespace().collect::<Vec<_>>().join(" ");
    let n = name.chars().count();
    if !(NAME_MIN..=NAME_MAX).contains(&n) {
        return Err(NameError::Length {
            min: NAME_MIN,
            max: NAME_MAX,
        });
    }
    if !name.chars().any(char::is_alphanumeric) {
        return Err(NameError::Character(name.chars().next().unwrap_or(' ')));
    }
    if skeleton(&name) == skeleton("guest") {
        return Err(NameError::Reserved(name));
    }
    Ok(name)
}

#[cfg(test)]
mod tests;
