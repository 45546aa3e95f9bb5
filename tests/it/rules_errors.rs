//! Refusals are data: each illegal move, bad diagram or unreadable move
//! gives the rule broken with the facts as fields, worked out by hand here.

use pasang::games::LegalMoves;
use pasang::games::ka::errors::{DiagramError, LineFault, SyntaxFault};
use pasang::games::ka::{
    Axis, Centre, ColumnBan, File, First, Game, Illegal, IllegalMove, KaEntry, Line, Move,
    MoveError, Pattern, Player, Point, Position, Rules, Setup, Stone,
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
        Illegal::ColumnBanned {
            first: Player::South,
            ban: ColumnBan::WrongQuadrant { taken: file('c') }
        }
    );
    assert_eq!(
        refusal(Rules::CLASSIC, &["f"], "f"),
        Illegal::ColumnBanned {
            first: Player::South,
            ban: ColumnBan::Middle
        }
    );
    assert_eq!(
        refusal(Rules::MARBLES, &["c"], "i"),
        Illegal::ColumnBanned {
            first: Player::South,
            ban: ColumnBan::Mirror { taken: file('c') }
        }
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
fn with_north_first_south_is_the_one_sent_across() {
    let north_first = Rules {
        first: First::North,
        ..Rules::CLASSIC
    };
    // North takes c first (ranks 7–11); South may not stay on the west.
    let refused = refusal(north_first, &["c"], "d");
    assert_eq!(
        refused,
        Illegal::ColumnBanned {
            first: Player::North,
            ban: ColumnBan::WrongQuadrant { taken: file('c') }
        }
    );
    assert_eq!(
        refused.to_string(),
        "North took c, so South must take a file from the diagonally opposite quadrant, g to k"
    );
    let mirror = Rules {
        first: First::North,
        ..Rules::MARBLES
    };
    assert_eq!(
        refusal(mirror, &["c"], "i").to_string(),
        "South may not copy North: i mirrors North's c"
    );
}

/// South's ka on c1, which can reach c3, c5 and a1. From c3 on rank 3:
/// black d3 e3 g3 to the east, black b3 a3 to the west (one line of five).
/// From a1 on file a: black a2 a3 a4 to the north (a line of three). From
/// c5 on rank 5: white b5 to the west (one) and black d5 e5 to the east
/// (two).
const PARTS: &str = "
    ..........N
    ...........
    ...........
    ...........
    ...........
    ...........
    .w.bb......
    b..........
    bb.bb.b....
    b..........
    ..S........";

fn part_refusal(rules: Rules, text: &str) -> Illegal {
    let pos = Position::from_diagram(PARTS, Player::South, rules, [0, 0]).unwrap();
    pos.check(text.parse().unwrap()).unwrap_err()
}

#[test]
fn partial_captures_name_the_rule_they_break() {
    let t = Rules::TRADITIONAL;
    let pos = Position::from_diagram(PARTS, Player::South, t, [0, 0]).unwrap();
    for ok in [
        "c1-c3xEW",
        "c1-c3xE1",
        "c1-c3xW1",
        "c1-c3xE2W1",
        "c1-c3xE3",
        "c1-c3xE1W2",
    ] {
        assert!(pos.is_legal(ok.parse().unwrap()), "{ok}");
    }
    assert_eq!(
        part_refusal(Rules::CLASSIC, "c1-c3xE1"),
        Illegal::WholeLinesOnly
    );
    assert_eq!(
        part_refusal(t, "c1-c3xE4"),
        Illegal::Line(LineFault::PartTooMany {
            at: p("c3"),
            line: Line::East,
            has: 3,
            asked: 4
        })
    );
    assert_eq!(
        part_refusal(t, "c1-c3xE1W1"),
        Illegal::Line(LineFault::PartEven {
            at: p("c3"),
            taken: 2
        })
    );
    assert_eq!(
        part_refusal(t, "c1-c3xE3W2"),
        Illegal::Line(LineFault::PartIsWhole {
            at: p("c3"),
            line: Line::EastWest
        })
    );
    assert_eq!(
        part_refusal(t, "c1-a1xN3"),
        Illegal::Line(LineFault::PartIsWhole {
            at: p("a1"),
            line: Line::North
        })
    );
    assert_eq!(
        part_refusal(t, "c1-a1xS1"),
        Illegal::Line(LineFault::NoStones {
            at: p("a1"),
            line: Line::South,
            centre: Centre::Blocks
        })
    );
    assert_eq!(
        part_refusal(t, "c1-c5xE1"),
        Illegal::Line(LineFault::EvenSide {
            at: p("c5"),
            line: Line::East,
            stones: 2,
            colour: Stone::Black
        })
    );
    assert_eq!(
        part_refusal(t, "c1-c5xE1W1"),
        Illegal::Line(LineFault::NotOneLine {
            at: p("c5"),
            line: Line::EastWest
        })
    );
    assert_eq!(
        part_refusal(Rules::CLASSIC, "c1-c3xE1").to_string(),
        "these rules take whole lines only; choose Captures: partial on the new-game screen (`--captures partial`), or the traditional rules, to take part of a line"
    );
    assert_eq!(
        part_refusal(t, "c1-c3xE4").to_string(),
        "there are only 3 stones east of c3, not 4"
    );
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
    assert_eq!(fault("d3-c3xN0"), SyntaxFault::BadCount);
    assert_eq!(fault("d3-c3xN3S"), SyntaxFault::BadCount);
    assert_eq!(fault("d3-c3xN1E2"), SyntaxFault::BadLine);
}
