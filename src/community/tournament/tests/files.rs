//! A tournament as a server keeps it: written as RON and read back the
//! same, files from before forfeits were marked, and rounds written by
//! hand with indices that are not there.

use super::*;

#[test]
fn a_tournament_reads_back_from_ron_as_it_was_written() {
    let mut t = field(Format::Swiss { rounds: 3 }, &[2000.0, 1900.5, 1800.0]);
    t.pair_next_round().unwrap();
    t.record(0, 0, Played::NorthWon).unwrap();
    let text = ron::to_string(&t).unwrap();
    let back: Tournament = ron::from_str(&text).unwrap();
    assert_eq!(back, t);
    // Fields a file may lack read as empty.
    let bare: Tournament = ron::from_str(r#"(name: "Bare", format: RoundRobin)"#).unwrap();
    assert_eq!(bare, Tournament::new("Bare".into(), Format::RoundRobin));
}

#[test]
fn a_tournament_written_before_forfeits_were_marked_reads_with_none() {
    let text = "(name:\"Old\",format:Swiss(rounds:1),entrants:[(key:\"a\",name:\"A\",rating:1500.0),(key:\"b\",name:\"B\",rating:1400.0)],rounds:[(pairings:[(south:0,north:1,result:Some(Drawn))],bye:None)])";
    let t: Tournament = ron::from_str(text).unwrap();
    assert!(!t.rounds[0].pairings[0].forfeit);
    assert!(t.is_finished());
    // A result given is written with its mark, and read back the same.
    let mut given = t.clone();
    given.rounds[0].pairings[0].forfeit = true;
    let back: Tournament = ron::from_str(&ron::to_string(&given).unwrap()).unwrap();
    assert_eq!(back, given);
    assert!(!ron::to_string(&t).unwrap().contains("forfeit"));
}

#[test]
fn rounds_written_by_hand_with_bad_indices_do_not_panic() {
    let mut t = with_rounds(
        Format::Swiss { rounds: 3 },
        &[2000.0, 1900.0],
        &[&[(0, 9, Played::SouthWon), (1, 1, Played::Drawn)]],
    );
    t.rounds[0].bye = Some(40);
    let rows = t.standings();
    assert!(
        rows.iter()
            .all(|s| s.games == [Meeting::Unpaired] && s.points == 0)
    );
    assert!(t.pair_next_round().is_ok());
}
