//! Running a tournament: who may enter and leave, and when; one result
//! for each game that is there; each round paired once the one before is
//! played, and none past the last.

use super::*;

#[test]
fn nobody_enters_or_leaves_once_the_first_round_is_paired() {
    let mut t = field(Format::RoundRobin, &[2000.0, 1900.0, 1800.0]);
    t.withdraw("ssh-ed25519 key1").unwrap();
    assert_eq!(t.entrants.len(), 2);
    assert_eq!(t.of_key("ssh-ed25519 key2"), Some(1));
    t.register(entrant(1, 1900.0)).unwrap();
    t.pair_next_round().unwrap();
    assert_eq!(t.register(entrant(7, 1500.0)), Err(RegisterError::Started));
    assert_eq!(t.withdraw("ssh-ed25519 key0"), Err(RegisterError::Started));
    assert_eq!(t.entrants.len(), 3);
}

#[test]
fn a_key_enters_once_with_a_real_rating() {
    let mut t = field(Format::RoundRobin, &[2000.0, 1900.0]);
    assert_eq!(
        t.register(entrant(1, 1500.0)),
        Err(RegisterError::AlreadyIn { entrant: 1 })
    );
    assert_eq!(
        t.register(entrant(5, f64::NAN)),
        Err(RegisterError::NotARating)
    );
    assert_eq!(t.withdraw("nobody"), Err(RegisterError::NotIn));
}

#[test]
fn the_next_round_waits_for_every_result() {
    let mut t = field(
        Format::Swiss { rounds: 3 },
        &[2000.0, 1900.0, 1800.0, 1700.0],
    );
    t.pair_next_round().unwrap();
    t.record(0, 1, Played::Drawn).unwrap();
    assert_eq!(
        t.pair_next_round().unwrap_err(),
        PairError::RoundUnfinished {
            round: 0,
            unrecorded: 1
        }
    );
    assert_eq!(t.rounds.len(), 1);
}

#[test]
fn no_round_is_paired_past_the_last_or_for_fewer_than_two() {
    let mut t = field(Format::Swiss { rounds: 1 }, &[2000.0]);
    assert_eq!(
        t.pair_next_round().unwrap_err(),
        PairError::TooFew { entrants: 1 }
    );
    t.register(entrant(1, 1900.0)).unwrap();
    t.pair_next_round().unwrap();
    assert!(!t.is_finished());
    t.record(0, 0, Played::Drawn).unwrap();
    assert!(t.is_finished());
    assert_eq!(
        t.pair_next_round().unwrap_err(),
        PairError::NoRoundsLeft { rounds: 1 }
    );
}

#[test]
fn a_game_has_one_result() {
    let mut t = field(Format::Swiss { rounds: 1 }, &[2000.0, 1900.0]);
    t.pair_next_round().unwrap();
    t.record(0, 0, Played::SouthWon).unwrap();
    assert_eq!(
        t.record(0, 0, Played::NorthWon),
        Err(RecordError::AlreadyRecorded {
            round: 0,
            board: 0,
            result: Played::SouthWon
        })
    );
    assert_eq!(t.rounds[0].pairings[0].result, Some(Played::SouthWon));
}

#[test]
fn a_result_for_a_round_or_board_that_is_not_there_is_refused() {
    let mut t = field(Format::Swiss { rounds: 2 }, &[2000.0, 1900.0, 1800.0]);
    assert_eq!(
        t.record(0, 0, Played::Drawn),
        Err(RecordError::NoSuchRound {
            round: 0,
            rounds: 0
        })
    );
    t.pair_next_round().unwrap();
    assert_eq!(
        t.record(0, 1, Played::Drawn),
        Err(RecordError::NoSuchBoard {
            round: 0,
            board: 1,
            boards: 1
        })
    );
}
