//! A tournament's words: its standings as a plain-text table, aligned for
//! a monospace font.
//!
//! ```text
//! Spring open: round robin, 3 of 3 rounds played
//! No  Place  Name    Rating  Points  S-B  Wins   R1   R2   R3
//!  1      1  Awang     1850      2½   2¼     1  bye  =2s  +3n
//!  2      2  Dayang    1721      2½   2¼     1  +3s  =1n  bye
//!  3      3  张伟      1600       1    0     0  -2n  bye  -1s
//! ```
//!
//! A round's cell names the opponent by their number in the first column:
//! `+3s` won against number 3 as South, `=2n` drawn as North, `-4s` lost,
//! `*4s` not played yet; a bye has the word for it. Points and tie-breaks
//! are written with fractions: `3½`, `½`, and the Sonneborn-Berger, in
//! quarter points, `2¼`.

use crate::community::tournament::{Format, Meeting, Outcome, Side, Standing, Tournament};
use crate::games::Seat;
use crate::messages::seat_initial;
use crate::shown::printable;
use crate::tr;
pub use crate::tui::messages::community::points;
use crate::tui::messages::community::quarters;
use ratatui::text::Span;

/// How a column's cells line up.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Align {
    Left,
    Right,
}

/// A column: its heading, how it lines up, one cell per row, and when it
/// gives way to a narrow screen (none: never; the lowest first).
struct Column {
    head: String,
    align: Align,
    cells: Vec<String>,
    yields: Option<usize>,
}

/// The standings of `t` as text: a title line, a heading row and a row per
/// entrant, best first, each line ending with a newline. The ratings are
/// those the entrants entered with.
pub fn standings_table(t: &Tournament) -> String {
    let entered: Vec<f64> = t.entrants.iter().map(|e| e.rating).collect();
    standings_within(t, &entered, usize::MAX)
}

/// The standings of `t` as [`standings_table`] writes them, with each
/// entrant's rating from `ratings` (in the order they entered) and no
/// line wider than `width` columns: on a narrow screen the rounds not
/// paired yet, the games won, the tie-breaks, the place, the rating and
/// the earliest rounds give way, in that order (the latest round paired
/// stays), then long names are shortened with `…`.
pub fn standings_within(t: &Tournament, ratings: &[f64], width: usize) -> String {
    let rows = t.standings();
    // The row number of each entrant, which the rounds' cells use.
    let mut number = vec![0; t.entrants.len()];
    for (i, s) in rows.iter().enumerate() {
        if let Some(n) = number.get_mut(s.entrant) {
            *n = i + 1;
        }
    }
    let column = |head: String, align: Align, cell: &dyn Fn(usize, &Standing) -> String| Column {
        head,
        align,
        cells: rows.iter().enumerate().map(|(i, s)| cell(i, s)).collect(),
        yields: None,
    };
    let yielding = |yields: usize, column: Column| Column {
        yields: Some(yields),
        ..column
    };
    let entrant = |s: &Standing| t.entrants.get(s.entrant);
    let mut columns = vec![
        column(tr!("tournament-number"), Align::Right, &|i, _| {
            (i + 1).to_string()
        }),
        yielding(
            PLACE,
            column(tr!("tournament-place"), Align::Right, &|_, s| {
                s.place.to_string()
            }),
        ),
        column(tr!("tournament-name"), Align::Left, &|_, s| {
            entrant(s).map_or_else(String::new, |e| printable(&e.name).into_owned())
        }),
        yielding(
            RATING,
            column(tr!("tournament-rating"), Align::Right, &|_, s| {
                let rating = ratings.get(s.entrant).copied();
                let rating = rating.or_else(|| entrant(s).map(|e| e.rating));
                rating.map_or_else(String::new, |r| format!("{}", r.round() as i64))
            }),
        ),
        column(tr!("tournament-points"), Align::Right, &|_, s| {
            quarters(2 * s.points)
        }),
    ];
    if let Format::Swiss { .. } = t.format {
        let buchholz = column(tr!("tournament-buchholz"), Align::Right, &|_, s| {
            quarters(2 * s.buchholz)
        });
        columns.push(yielding(BUCHHOLZ, buchholz));
    }
    let sonneborn_berger = column(tr!("tournament-sonneborn-berger"), Align::Right, &|_, s| {
        quarters(s.sonneborn_berger)
    });
    columns.push(yielding(SONNEBORN_BERGER, sonneborn_berger));
    let wins = column(tr!("tournament-wins"), Align::Right, &|_, s| {
        s.wins.to_string()
    });
    columns.push(yielding(WINS, wins));
    let rounds = t.total_rounds().max(t.rounds.len());
    for r in 0..rounds {
        let round = column(tr!("tournament-round", n = r + 1), Align::Right, &|_, s| {
            s.games
                .get(r)
                .map_or_else(String::new, |m| cell(m, &number))
        });
        // Rounds not paired yet give way first, the last first; the
        // latest round paired stays.
        let paired = t.rounds.len();
        columns.push(match r.cmp(&paired.saturating_sub(1)) {
            std::cmp::Ordering::Greater => yielding(rounds - r, round),
            std::cmp::Ordering::Less => yielding(EARLY_ROUND + r, round),
            std::cmp::Ordering::Equal => round,
        });
    }
    fit(&mut columns, width);
    let mut out = shortened(&title(t), width);
    out.push('\n');
    let widths = widths(&columns);
    let heads: Vec<&str> = columns.iter().map(|c| c.head.as_str()).collect();
    out.push_str(&line(&columns, &widths, &heads));
    for i in 0..rows.len() {
        let cells: Vec<&str> = columns.iter().map(|c| c.cells[i].as_str()).collect();
        out.push_str(&line(&columns, &widths, &cells));
    }
    out
}

/// When a column gives way on a narrow screen: the lowest first. The
/// rounds not paired yet come before these (from 1, the last round's),
/// the earlier rounds paired after.
const WINS: usize = 1 << 16;
const SONNEBORN_BERGER: usize = WINS + 1;
const BUCHHOLZ: usize = WINS + 2;
const PLACE: usize = WINS + 3;
const RATING: usize = WINS + 4;
/// The first round's; each later round's one more.
const EARLY_ROUND: usize = WINS + 5;

/// The narrowest a name is shortened to.
const NAME_MIN: usize = 6;

/// How wide each column is: its widest cell or its heading.
fn widths(columns: &[Column]) -> Vec<usize> {
    columns
        .iter()
        .map(|c| {
            let cells = c.cells.iter().map(|s| width(s));
            cells.max().unwrap_or(0).max(width(&c.head))
        })
        .collect()
}

/// Takes away the columns that give way, lowest first, until a line is no
/// wider than `room`; then shortens the names.
fn fit(columns: &mut Vec<Column>, room: usize) {
    let total = |columns: &[Column]| {
        let widths = widths(columns);
        widths.iter().sum::<usize>() + 2 * widths.len().saturating_sub(1)
    };
    while total(columns) > room {
        let first = columns
            .iter()
            .enumerate()
            .filter_map(|(i, c)| Some((c.yields?, i)))
            .min();
        let Some((_, i)) = first else { break };
        columns.remove(i);
    }
    let over = total(columns).saturating_sub(room);
    let name = columns.iter_mut().find(|c| c.align == Align::Left);
    if let (true, Some(name)) = (over > 0, name) {
        let widest = widths(std::slice::from_ref(name))[0];
        let keep = widest.saturating_sub(over).max(NAME_MIN);
        for cell in &mut name.cells {
            *cell = shortened(cell, keep);
        }
    }
}

/// `text` cut to `room` columns, with `…` where it was cut.
fn shortened(text: &str, room: usize) -> String {
    if width(text) <= room {
        return text.to_string();
    }
    let mut out = String::new();
    for c in text.chars() {
        let wider = format!("{out}{c}");
        if width(&wider) + 1 > room {
            break;
        }
        out = wider;
    }
    out.push('…');
    out
}

/// "Spring open: Swiss, 2 of 3 rounds played".
fn title(t: &Tournament) -> String {
    let format = match t.format {
        Format::Swiss { .. } => tr!("tournament-swiss"),
        Format::RoundRobin => tr!("tournament-round-robin"),
    };
    let unfinished = usize::from(!t.round_done());
    tr!(
        "tournament-title",
        name = printable(&t.name).into_owned(),
        format = format,
        played = t.rounds.len().saturating_sub(unfinished),
        rounds = t.total_rounds()
    )
}

/// One line of the table: `texts` (one per column) padded to the columns'
/// `widths`, two spaces apart, with no space at the end.
fn line(columns: &[Column], widths: &[usize], texts: &[&str]) -> String {
    let mut out = String::new();
    for ((column, &room), text) in columns.iter().zip(widths).zip(texts) {
        let pad = " ".repeat(room.saturating_sub(width(text)));
        if !out.is_empty() {
            out.push_str("  ");
        }
        match column.align {
            Align::Left => out.extend([*text, &pad]),
            Align::Right => out.extend([&pad, *text]),
        }
    }
    let mut out = out.trim_end().to_string();
    out.push('\n');
    out
}

/// How many columns of a terminal `text` takes.
fn width(text: &str) -> usize {
    Span::raw(text).width()
}

/// A round's cell: `+3s`, `=2n`, `-4s`, `*4s`, a result given without
/// the game played `+4f` (`-4f`, `=4f`), or the bye.
fn cell(meeting: &Meeting, number: &[usize]) -> String {
    match *meeting {
        Meeting::Game {
            opponent,
            outcome: Some(outcome),
            forfeit: true,
            ..
        } => {
            let sign = match outcome {
                Outcome::Won => '+',
                Outcome::Drawn => '=',
                Outcome::Lost => '-',
            };
            let opponent = number.get(opponent).copied().unwrap_or(0);
            format!("{sign}{opponent}{}", tr!("tournament-forfeit-mark"))
        }
        Meeting::Game {
            opponent,
            side,
            outcome,
            ..
        } => {
            let sign = match outcome {
                Some(Outcome::Won) => '+',
                Some(Outcome::Drawn) => '=',
                Some(Outcome::Lost) => '-',
                None => '*',
            };
            let seat = match side {
                Side::South => Seat::South,
                Side::North => Seat::North,
            };
            let opponent = number.get(opponent).copied().unwrap_or(0);
            format!("{sign}{opponent}{}", seat_initial(seat).to_lowercase())
        }
        Meeting::Bye => tr!("tournament-bye"),
        Meeting::Unpaired => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::community::tournament::{Entrant, Played};
    use crate::i18n::{self, Lang};

    /// A round robin of three: Awang 1850.4, Dayang 1720.6, 张伟 1600
    /// (seeds 1, 2, 3). The Berger table of four, the fourth number the
    /// bye, South first: round 1 Awang bye, Dayang–张伟 won by Dayang;
    /// round 2 张伟 bye, Awang–Dayang drawn; round 3 Dayang bye, 张伟–Awang
    /// won by Awang. Awang and Dayang have 2½ points and Sonneborn-Berger
    /// 2¼ (half of 2½ and all of 张伟's 1), one win each: Awang's rating
    /// places him first. 张伟 is two columns wide.
    fn three() -> Tournament {
        let mut t = Tournament::new("Spring open".into(), Format::RoundRobin);
        for (i, (name, rating)) in [("Awang", 1850.4), ("Dayang", 1720.6), ("张伟", 1600.0)]
            .into_iter()
            .enumerate()
        {
            let key = format!("ssh-ed25519 key{i}");
            let name = name.to_string();
            t.register(Entrant { key, name, rating }).unwrap();
        }
        for result in [Played::SouthWon, Played::Drawn, Played::NorthWon] {
            let round = t.rounds.len();
            t.pair_next_round().unwrap();
            t.record(round, 0, result).unwrap();
        }
        t
    }

    #[test]
    fn quarters_are_written_with_fractions() {
        let written: Vec<String> = [0, 1, 2, 3, 4, 6, 14].into_iter().map(quarters).collect();
        assert_eq!(written, ["0", "¼", "½", "¾", "1", "1½", "3½"]);
    }

    #[test]
    fn the_standings_of_a_round_robin_read_in_english_aligned() {
        i18n::set(Lang::english());
        let table = standings_table(&three());
        let lines: Vec<&str> = table.lines().collect();
        assert_eq!(
            lines,
            [
                "Spring open: round robin, 3 of 3 rounds played",
                "No  Place  Name    Rating  Points  S-B  Wins   R1   R2   R3",
                " 1      1  Awang     1850      2½   2¼     1  bye  =2s  +3n",
                " 2      2  Dayang    1721      2½   2¼     1  +3s  =1n  bye",
                " 3      3  张伟      1600       1    0     0  -2n  bye  -1s",
            ]
        );
    }

    #[test]
    fn the_standings_read_in_malay_with_malay_words() {
        i18n::set(Lang::find("ms").unwrap());
        let table = standings_table(&three());
        i18n::set(Lang::english());
        let lines: Vec<&str> = table.lines().collect();
        assert!(lines[0].contains("3 daripada 3 pusingan"), "{}", lines[0]);
        for word in ["Bil", "Tempat", "Nama", "Penarafan", "Mata", "Menang", "P1"] {
            assert!(lines[1].contains(word), "{word}: {}", lines[1]);
        }
        assert!(
            lines[2].contains("rehat") && lines[2].contains("=2s"),
            "{}",
            lines[2]
        );
        // North's initial is U (Utara).
        assert!(
            lines[3].contains("=1u") && lines[3].contains("rehat"),
            "{}",
            lines[3]
        );
        assert!(
            !table.contains("bye") && !table.contains("Points"),
            "{table}"
        );
    }

    /// A Swiss of one round between A and B, both rated 1500, paired.
    fn pair() -> Tournament {
        let mut t = Tournament::new("Pair".into(), Format::Swiss { rounds: 1 });
        for key in ["A", "B"] {
            let (key, name) = (key.to_string(), key.to_string());
            t.register(Entrant {
                key,
                name,
                rating: 1500.0,
            })
            .unwrap();
        }
        t.pair_next_round().unwrap();
        t
    }

    #[test]
    fn players_equal_in_everything_share_a_place_in_the_table() {
        i18n::set(Lang::english());
        let mut t = pair();
        t.record(0, 0, Played::Drawn).unwrap();
        let table = standings_table(&t);
        let lines: Vec<&str> = table.lines().collect();
        assert_eq!(
            lines,
            [
                "Pair: Swiss, 1 of 1 round played",
                "No  Place  Name  Rating  Points  Buchholz  S-B  Wins   R1",
                " 1      1  A       1500       ½         ½    ¼     0  =2s",
                " 2      1  B       1500       ½         ½    ¼     0  =1n",
            ]
        );
    }

    #[test]
    fn a_swiss_table_shows_buchholz_and_games_not_yet_played() {
        i18n::set(Lang::english());
        let mut t = Tournament::new("Open".into(), Format::Swiss { rounds: 2 });
        for (i, rating) in [1900.0, 1800.0, 1700.0, 1600.0].into_iter().enumerate() {
            let (key, name) = (format!("k{i}"), format!("P{i}"));
            t.register(Entrant { key, name, rating }).unwrap();
        }
        // P0–P2 and P1–P3; only P0–P2 is played, drawn.
        t.pair_next_round().unwrap();
        t.record(0, 0, Played::Drawn).unwrap();
        let table = standings_table(&t);
        let lines: Vec<&str> = table.lines().collect();
        assert_eq!(
            lines,
            [
                "Open: Swiss, 0 of 2 rounds played",
                "No  Place  Name  Rating  Points  Buchholz  S-B  Wins   R1  R2",
                " 1      1  P0      1900       ½         ½    ¼     0  =2s",
                " 2      2  P2      1700       ½         ½    ¼     0  =1n",
                " 3      3  P1      1800       0         0    0     0  *4s",
                " 4      4  P3      1600       0         0    0     0  *3n",
            ]
        );
    }

    #[test]
    fn the_rating_column_shows_ratings_now_and_they_do_not_reorder_the_table() {
        i18n::set(Lang::english());
        let t = three();
        // Dayang has climbed past Awang since they entered; the places
        // stay as the results and the entry ratings make them.
        let table = standings_within(&t, &[1790.2, 1905.0, 1588.0], usize::MAX);
        let lines: Vec<&str> = table.lines().collect();
        assert_eq!(
            &lines[2..],
            [
                " 1      1  Awang     1790      2½   2¼     1  bye  =2s  +3n",
                " 2      2  Dayang    1905      2½   2¼     1  +3s  =1n  bye",
                " 3      3  张伟      1588       1    0     0  -2n  bye  -1s",
            ]
        );
        // Drawn again from the same facts, the table is the same.
        let again: Tournament = ron::from_str(&ron::to_string(&t).unwrap()).unwrap();
        let same = standings_within(&again, &[1790.2, 1905.0, 1588.0], usize::MAX);
        assert_eq!(same, table);
    }

    #[test]
    fn a_forfeit_is_marked_apart_from_a_game_played() {
        i18n::set(Lang::english());
        let mut t = pair();
        t.record_as(0, 0, Played::NorthWon, true).unwrap();
        let table = standings_table(&t);
        let lines: Vec<&str> = table.lines().collect();
        assert!(lines[2].ends_with("+2f"), "{table}");
        assert!(lines[3].ends_with("-1f"), "{table}");
        i18n::set(Lang::find("ms").unwrap());
        let table = standings_table(&t);
        i18n::set(Lang::english());
        assert!(table.lines().nth(2).unwrap().ends_with("+2l"), "{table}");
    }

    /// A Swiss of nine rounds, four played, among entrants with long names.
    fn long() -> Tournament {
        let mut t = Tournament::new(
            "Kejohanan Terbuka Brunei".into(),
            Format::Swiss { rounds: 9 },
        );
        for i in 0..10 {
            let key = format!("k{i}");
            let name = format!("Pengiran Muda Abdul Hakeem {i}");
            t.register(Entrant {
                key,
                name,
                rating: 1500.0 + f64::from(i),
            })
            .unwrap();
        }
        for round in 0..4 {
            t.pair_next_round().unwrap();
            for board in 0..5 {
                t.record(round, board, Played::SouthWon).unwrap();
            }
        }
        t
    }

    #[test]
    fn a_wide_table_fits_its_width_giving_up_tie_breaks_first() {
        i18n::set(Lang::english());
        let t = long();
        let ratings: Vec<f64> = t.entrants.iter().map(|e| e.rating).collect();
        let full = standings_within(&t, &ratings, usize::MAX);
        assert!(full.lines().any(|l| width(l) > 80), "{full}");
        for room in [76, 60, 40] {
            let table = standings_within(&t, &ratings, room);
            for line in table.lines() {
                assert!(width(line) <= room, "{room}: {line:?}\n{table}");
            }
            let head = table.lines().nth(1).unwrap();
            for kept in ["No", "Name", "Points", "R4"] {
                assert!(head.contains(kept), "{room}: {head}");
            }
        }
        let at_76 = standings_within(&t, &ratings, 76);
        let head = at_76.lines().nth(1).unwrap();
        assert!(
            !head.contains("R9") && !head.contains("Buchholz"),
            "{at_76}"
        );
        assert!(head.contains("R1") && head.contains("Rating"), "{at_76}");
        assert!(at_76.contains("Pengiran Muda Abdul Hakeem 9"), "{at_76}");
        let at_40 = standings_within(&t, &ratings, 40);
        assert!(
            at_40.contains('…') && !at_40.contains("Buchholz"),
            "{at_40}"
        );
    }
}
