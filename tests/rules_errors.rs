//! Refusals are data: each illegal move, bad diagram or unreadable move
//! gives the rule broken with the facts as fields, worked out by hand here.

use pasang::games::ka::errors::{DiagramError, LineFault, SyntaxFault};
use pasang::games::ka::{
    Axis, Centre, ColumnBan, File, Game, Illegal, IllegalMove, KaEntry, Line, Move, MoveError,
    Pattern, Player, Point, Position, Rules, Setup, Stone,
};

fn p(s: &str) -> Point {
    s.parse().unwrap()
}

fn file(c: char) -> File {
    File::from_char(c).unwrap()
}

/// The reason `text` is refused after `moves` from the first pattern.
fn refusal(rules: Rules, moves: &[&str], text: &str) -> Illegal {
    let mut game = Game::new(Setup::pattern(Pattern::First), rules);
    for m in moves {
        game.play_notation(m).unwrap();
    }
    match game.play_notation(text) {
        Err(MoveError::Illegal(IllegalMove { mv, reason })) => {
            assert_eq!(mv, text.parse::<Move>().unwrap());
            reason
        }
        other => panic!("{text}: {other:?}"),
    }
}

#[test]
fn north_is_sent_to_the_opposite_quadrant_or_off_the_mirror_file() {
    assert_eq!(
        refusal(Rules::CLASSIC, &["c"], "d"),
        Illegal::ColumnBanned(ColumnBan::WrongQuadrant { south: file('c') })
    );
    assert_eq!(
        refusal(Rules::CLASSIC, &["f"], "f"),
        Illegal::ColumnBanned(ColumnBan::Middle)
    );
    assert_eq!(
        refusal(Rules::MARBLES, &["c"], "i"),
        Illegal::ColumnBanned(ColumnBan::Mirror { south: file('c') })
    );
    assert_eq!(
        refusal(Rules::CLASSIC, &[], "d3-c3xN"),
        Illegal::ColumnExpected
    );
}

#[test]
fn ka_entries_name_the_passage_the_rank_and_the_distance() {
    let opened = ["c", "j"];
    // South's passage is c, ranks 1–5: c7 is in North's half.
    assert_eq!(
        refusal(Rules::CLASSIC, &opened, "d7-c7xN"),
        Illegal::NotOnPassage {
            player: Player::South,
            passage: file('c')
        }
    );
    assert_eq!(
        refusal(Rules::CLASSIC, &opened, "d4-c3xN"),
        Illegal::NotAlongRank {
            from: p("d4"),
            to: p("c3")
        }
    );
    // e3 is two files from c: a jump, which classic (slide) forbids.
    assert_eq!(
        refusal(Rules::CLASSIC, &opened, "e3-c3xN"),
        Illegal::EntryDistance {
            rule: KaEntry::Slide,
            distance: 2
        }
    );
    // The column capture emptied c1–c5: nothing lies south of c3.
    assert_eq!(
        refusal(Rules::CLASSIC, &opened, "d3-c3xS"),
        Illegal::Line(LineFault::NoStones {
            at: p("c3"),
            line: Line::South,
            centre: Centre::Blocks
        })
    );
    assert_eq!(refusal(Rules::CLASSIC, &opened, "c"), Illegal::ColumnsTaken);
}

// South's ka on c1, North's on k11; black stones on a2, a3 and e3.
const KA_MOVES: &str = "
    ..........N
    ...........
    ...........
    ...........
    ...........
    ...........
    ...........
    ...........
    b...b......
    b..........
    ..S........";

fn ka_refusal(text: &str) -> Illegal {
    let pos = Position::from_diagram(KA_MOVES, Player::South, Rules::CLASSIC, [0, 0]).unwrap();
    pos.check(text.parse().unwrap()).unwrap_err()
}

#[test]
fn ka_moves_name_the_line_its_stones_and_their_colour() {
    // From c3, a3 (west) and e3 (east) are one black line of two.
    assert_eq!(
        ka_refusal("c1-c3xE"),
        Illegal::Line(LineFault::OnlyWhole {
            at: p("c3"),
            line: Line::East,
            colour: Stone::Black
        })
    );
    assert_eq!(
        ka_refusal("c1-c3xEW"),
        Illegal::Line(LineFault::EvenWhole {
            at: p("c3"),
            line: Line::EastWest,
            stones: 2,
            colour: Stone::Black
        })
    );
    // From a1, a2 and a3 lie north: two black stones.
    assert_eq!(
        ka_refusal("c1-a1xN"),
        Illegal::Line(LineFault::EvenSide {
            at: p("a1"),
            line: Line::North,
            stones: 2,
            colour: Stone::Black
        })
    );
    assert_eq!(
        ka_refusal("c1-c3xN"),
        Illegal::WrongAxis {
            moved: Axis::Vertical
        }
    );
    assert_eq!(
        ka_refusal("c1-d2xE"),
        Illegal::NotStraight {
            from: p("c1"),
            to: p("d2")
        }
    );
    assert_eq!(
        ka_refusal("a1-a4xE"),
        Illegal::NotYourKa {
            player: Player::South,
            ka: p("c1"),
            from: p("a1")
        }
    );
    assert_eq!(ka_refusal("c1-c1xE"), Illegal::NoMove);
}

#[test]
fn the_refusals_read_as_sentences() {
    assert_eq!(
        ka_refusal("c1-c3xE").to_string(),
        "the black stones east and west of c3 are one line; it can only be taken whole (EW)"
    );
    assert_eq!(
        refusal(Rules::CLASSIC, &["c", "j"], "d7-c7xN").to_string(),
        "the ka enters South's passage, file c, in South's half (ranks 1–5)"
    );
}

#[test]
fn bad_diagrams_say_where() {
    let diagram = |text: &str| {
        Position::from_diagram(text, Player::South, Rules::CLASSIC, [0, 0]).unwrap_err()
    };
    let rows: Vec<&str> = KA_MOVES.split_whitespace().collect();
    assert_eq!(
        diagram(&rows[1..].join(" ")),
        DiagramError::RowCount { found: 10 }
    );
    assert_eq!(
        diagram(&KA_MOVES.replace("b...b", "b.x.b")),
        DiagramError::BadCharacter {
            point: p("c3"),
            found: 'x'
        }
    );
    assert_eq!(
        diagram(&KA_MOVES.replace('N', ".")),
        DiagramError::MissingKa {
            player: Player::North
        }
    );
    // A second ka of the same side is refused, not read over the first.
    assert_eq!(
        diagram(&KA_MOVES.replace("b...b", "b.N.b")),
        DiagramError::SecondKa {
            player: Player::North,
            point: p("c3")
        }
    );
    assert_eq!(
        diagram(&KA_MOVES.replace("b...b", "b.N.b")).to_string(),
        "c3: a second ka for North"
    );
}

#[test]
fn unreadable_moves_say_which_part_is_wrong() {
    let fault = |text: &str| match text.parse::<Move>() {
        Err(MoveError::Syntax { fault, .. }) => fault,
        other => panic!("{text}: {other:?}"),
    };
    assert_eq!(fault("d3c3xN"), SyntaxFault::NoDash);
    assert_eq!(fault("d3-c3"), SyntaxFault::NoCapture);
    assert_eq!(fault("d3-c3xQ"), SyntaxFault::BadLine);
    assert_eq!(fault("z"), SyntaxFault::NotAFile);
}
