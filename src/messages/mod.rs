//! Every sentence a player reads about the games, their files and their
//! players, made from typed values as `impl Display` blocks, one file per
//! area, so that a translation can replace one place. The words come from
//! the catalogues (`assets/lang/<code>/*.ftl`) through [`crate::tr`], in the
//! language of the thread that makes them.

pub mod bell;
pub mod bell_match;
pub mod board;
pub mod files;
pub mod ka;
pub mod limits;
pub mod options;
pub mod players;
pub mod records;
pub mod review;
pub mod run;
#[cfg(feature = "test-game")]
pub mod steps;

use crate::games::{Playable, Seat};
use crate::tr;

/// What the messages say of a game as a whole, each game's in its own
/// file here.
pub trait Named: Playable {
    /// What its moves are counted in: `move` or `turn` (the catalogues
    /// choose the words).
    const UNIT: &'static str;
    /// Its name ("the ka game").
    fn name() -> String;
    /// The game as the `--game` option describes it.
    fn described() -> String;
    /// An option of another game's, refused for this one.
    fn not_its_option(option: &str) -> String;
    /// A saved game's setup and rules.
    fn summary(setup: &str, rules: &Self::Rules) -> String;
    /// The game in the lobby, for `players`.
    fn in_lobby(players: usize) -> String;
    /// One of its rated kinds ([`Playable::RATED`]), short: "ka", "Bell
    /// for 2".
    fn rated_name(kind: crate::games::Rated) -> String;
    /// What stands in for the points its board lacks on a setup's rows
    /// ("the centre f6").
    fn missing_points() -> String;
    /// A setup with a stone of `colour` at `point` (on row `row`), a point
    /// its board lacks.
    fn stone_on_missing(
        row: usize,
        point: crate::board::Point,
        colour: crate::board::Stone,
    ) -> String;
}

/// A kind of game rated, short, in its game's words.
pub fn rated_name(kind: crate::games::Rated) -> String {
    crate::on_kind!(kind.game(), G => G::rated_name(kind))
}

/// A seat's name: "South", "West", …
pub fn seat_name(seat: Seat) -> String {
    match seat {
        Seat::South => tr!("seat-south"),
        Seat::West => tr!("seat-west"),
        Seat::North => tr!("seat-north"),
        Seat::East => tr!("seat-east"),
    }
}

/// A seat's initial, one letter, as the board, the lead chart and the
/// move lists mark the seat: "N" for North in English, "U" (Utara) in
/// Malay.
pub fn seat_initial(seat: Seat) -> String {
    let initial = match seat {
        Seat::South => tr!("seat-initial-south"),
        Seat::West => tr!("seat-initial-west"),
        Seat::North => tr!("seat-initial-north"),
        Seat::East => tr!("seat-initial-east"),
    };
    // One column on the board, whatever the catalogue holds.
    initial
        .chars()
        .next()
        .map_or_else(String::new, String::from)
}

/// Items named in a list, joined as the language joins them: "South and
/// North", "South, West and North".
pub fn and_list<S: AsRef<str>>(items: &[S]) -> String {
    match items.split_last() {
        Some((last, [])) => last.as_ref().to_string(),
        Some((last, rest)) => {
            let mut head = rest[0].as_ref().to_string();
            for item in &rest[1..] {
                head = tr!("list-comma", rest = head, next = item.as_ref());
            }
            tr!("list-and", rest = head, last = last.as_ref())
        }
        None => String::new(),
    }
}

/// Seats named in a list: "South and North", "South, West and North".
pub fn seat_list(seats: &[Seat]) -> String {
    let names: Vec<String> = seats.iter().map(|&s| seat_name(s)).collect();
    and_list(&names)
}

/// A move refused, in any game: the move and the rule it breaks.
impl<M: std::fmt::Display, R: std::fmt::Display> std::fmt::Display
    for crate::games::refused::IllegalMove<M, R>
{
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&tr!(
            "ka-illegal-move",
            mv = self.mv.to_string(),
            reason = self.reason.to_string()
        ))
    }
}

impl<M, R> std::error::Error for crate::games::refused::IllegalMove<M, R>
where
    M: std::fmt::Display + std::fmt::Debug,
    R: std::fmt::Display + std::fmt::Debug,
{
}

/// The first of the moves given in notation that fails, in any game:
/// "move 3 ('c3-a3'): …", its text shown printable.
impl<E: std::fmt::Display> std::fmt::Display for crate::games::refused::MoveAt<E> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&tr!(
            "move-at",
            number = self.index + 1,
            text = crate::shown::printable(&self.text).into_owned(),
            error = self.error.to_string()
        ))
    }
}

impl<E: std::fmt::Display + std::fmt::Debug> std::error::Error
    for crate::games::refused::MoveAt<E>
{
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{self, Lang};

    #[test]
    fn lists_are_joined_in_the_language_of_the_thread() {
        let seats = [Seat::South, Seat::West, Seat::North];
        assert_eq!(seat_list(&seats), "South, West and North");
        assert_eq!(seat_list(&seats[..1]), "South");
        i18n::set(Lang::find("ms").unwrap());
        assert_eq!(seat_list(&seats), "Selatan, Barat dan Utara");
        assert_eq!(seat_list(&[Seat::South, Seat::East]), "Selatan dan Timur");
    }

    #[test]
    fn the_seats_initials_are_the_languages() {
        let initials = || Seat::ALL.map(seat_initial).join(" ");
        i18n::set(Lang::english());
        assert_eq!(initials(), "S W N E");
        i18n::set(Lang::find("ms").unwrap());
        assert_eq!(initials(), "S B U T");
    }

    #[test]
    fn refusals_of_both_games_read_in_malay_with_their_values() {
        i18n::set(Lang::find("ms").unwrap());
        let mut bell = crate::games::bell::Game::new(Default::default(), Default::default());
        assert_eq!(
            bell.play_notation("c3-a3").unwrap_err().to_string(),
            "c3-a3 tidak sah: permainan dibuka dengan membuang satu buah, contohnya xa1"
        );
        bell.play_notation("xa1").unwrap();
        assert_eq!(
            bell.play_notation("a3-a1-a4").unwrap_err().to_string(),
            "a3-a1-a4 tidak sah: lompatan kedua (a1 ke a4) tidak melompati satu titik sepanjang baris, lajur atau pepenjuru bertanda"
        );
        let setup = crate::games::ka::Setup::pattern(crate::games::ka::Pattern::First);
        let mut ka = crate::games::ka::Game::new(setup, Default::default());
        assert_eq!(
            ka.play_notation("d3-c3xN").unwrap_err().to_string(),
            "d3-c3xN tidak sah: dua langkah pertama mengambil lajur; tulis hurufnya, contohnya c"
        );
    }

    #[test]
    fn an_option_value_inside_a_sentence_stays_as_typed_and_is_marked() {
        use crate::games::ka::Illegal;
        i18n::set(Lang::english());
        let said = Illegal::WholeLinesOnly.to_string();
        assert!(said.contains("(`--captures partial`)"), "{said}");
        i18n::set(Lang::find("ms").unwrap());
        let said = Illegal::WholeLinesOnly.to_string();
        assert!(
            said.contains(
                "pilih Makan: sebahagian di skrin permainan baharu (`--captures partial`)"
            ),
            "{said}"
        );
        assert!(!said.contains("pilih captures"), "{said}");
    }

    #[test]
    fn the_server_counts_one_unfinished_game_in_the_singular() {
        i18n::set(Lang::english());
        let serving = |games: usize| {
            crate::tr!(
                "net-serving",
                address = "127.0.0.1:2222",
                command = "ssh",
                fingerprint = "SHA256:x",
                games = games,
                dir = "/data"
            )
        };
        assert!(
            serving(1).contains("\nOne unfinished game, kept in /data.\n"),
            "{}",
            serving(1)
        );
        assert!(
            serving(2).contains("\n2 unfinished games, kept in /data.\n"),
            "{}",
            serving(2)
        );
        i18n::set(Lang::find("ms").unwrap());
        assert!(
            serving(0)
                .contains("\nTiada permainan yang belum selesai; permainan disimpan di /data.\n"),
            "{}",
            serving(0)
        );
        assert!(
            serving(2).contains("\n2 permainan belum selesai, disimpan di /data.\n"),
            "{}",
            serving(2)
        );
    }
}
