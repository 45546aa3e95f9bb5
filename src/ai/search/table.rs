//! The transposition table, shared by every thread of a search without
//! locks: each entry is two words, the data and the key XOR the data, so a
//! torn write (two threads storing at once) reads back as a miss, never as
//! another position's entry.

use super::tree::{Bound, Entry};
use crate::games::ka::{Axis, File, Line, Move, Point, Take};
use std::sync::atomic::{AtomicU64, Ordering};

/// 2^bits entries of 16 bytes.
pub(super) struct Table {
    slots: Vec<[AtomicU64; 2]>,
}

impl Table {
    pub fn new(bits: u32) -> Table {
        Table {
            slots: (0..1usize << bits.clamp(4, 28))
                .map(|_| [AtomicU64::new(0), AtomicU64::new(0)])
                .collect(),
        }
    }

    /// Forgets every entry.
    pub fn clear(&self) {
        for [check, data] in &self.slots {
            check.store(0, Ordering::Relaxed);
            data.store(0, Ordering::Relaxed);
        }
    }

    fn slot(&self, key: u64) -> &[AtomicU64; 2] {
        &self.slots[(key as usize) & (self.slots.len() - 1)]
    }

    /// The entry for `key`, if the table holds it.
    pub fn probe(&self, key: u64) -> Option<Entry<Move>> {
        let [check, data] = self.slot(key);
        let data = data.load(Ordering::Relaxed);
        // An empty slot (both words 0) would match key 0: data 0 is never
        // stored (the bound's bits are never 0), so it reads as a miss.
        (data != 0 && check.load(Ordering::Relaxed) ^ data == key).then(|| unpack(data))
    }

    /// Stores `entry` for `key`, replacing whatever the slot held.
    pub fn store(&self, key: u64, entry: Entry<Move>) {
        let [check, data] = self.slot(key);
        let packed = pack(entry);
        check.store(key ^ packed, Ordering::Relaxed);
        data.store(packed, Ordering::Relaxed);
    }
}

// Bits of the data word: score 0..32, depth 32..40, bound 40..42 (1, 2 or
// 3), move 42..64 (0: none).
fn pack(e: Entry<Move>) -> u64 {
    let bound = match e.bound {
        Bound::Exact => 1,
        Bound::Lower => 2,
        Bound::Upper => 3,
    };
    (e.score as u32 as u64)
        | (e.depth as u64) << 32
        | bound << 40
        | (e.mv.map_or(0, move_code) as u64) << 42
}

fn unpack(data: u64) -> Entry<Move> {
    Entry {
        score: data as u32 as i32,
        depth: (data >> 32) as u8,
        bound: match (data >> 40) & 3 {
            1 => Bound::Exact,
            2 => Bound::Lower,
            _ => Bound::Upper,
        },
        mv: code_move((data >> 42) as u32),
    }
}

/// The captures a ka move's code tells apart, after its two points: the
/// six whole lines, then a part on either axis with 0..=10 stones on each
/// side (2 × 11 × 11).
const CAPTURES: u32 = 6 + 2 * 11 * 11;

/// A move as a number below 2^22, 0 for none: columns 1..=11, ka moves
/// from 16 on, each from its two points and its capture.
fn move_code(m: Move) -> u32 {
    match m {
        Move::Column(f) => 1 + f.index() as u32,
        Move::Ka {
            from,
            to,
            line,
            take,
        } => {
            let capture = match take {
                Take::Whole => line as u32,
                Take::Nearest([i, j]) => {
                    let axis = u32::from(line.axis() == Axis::Horizontal);
                    6 + axis * 121 + u32::from(i) * 11 + u32::from(j)
                }
            };
            16 + (from.index() as u32 * 121 + to.index() as u32) * CAPTURES + capture
        }
    }
}

fn code_move(code: u32) -> Option<Move> {
    match code {
        0 => None,
        1..16 => File::new(code as u8 - 1).map(Move::Column),
        _ => {
            let n = code - 16;
            let capture = n % CAPTURES;
            let to = Point::from_index(((n / CAPTURES) % 121) as u8)?;
            let from = Point::from_index((n / CAPTURES / 121) as u8)?;
            let (line, take) = match capture {
                0..6 => (Line::ALL[capture as usize], Take::Whole),
                _ => {
                    let part = capture - 6;
                    let axis = [Axis::Vertical, Axis::Horizontal][(part / 121) as usize];
                    let near = [(part % 121 / 11) as u8, (part % 11) as u8];
                    Take::part(axis, near)?
                }
            };
            Some(Move::Ka {
                from,
                to,
                line,
                take,
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::LegalMoves;
    use crate::games::ka::{Pattern, Position, Rules, Setup};
    use crate::rng::Rng;

    #[test]
    fn every_move_of_random_games_comes_back_from_its_code() {
        let mut rng = Rng::new(11);
        for rules in [Rules::CLASSIC, Rules::MARBLES, Rules::TRADITIONAL] {
            let mut pos = Position::start(&Setup::pattern(Pattern::Second), rules);
            while pos.outcome().is_none() {
                let moves = pos.legal_moves();
                for &m in &moves {
                    assert_eq!(code_move(move_code(m)), Some(m));
                    assert!(move_code(m) < 1 << 22);
                }
                pos.play_unchecked(moves[rng.below(moves.len())]);
            }
        }
    }

    #[test]
    fn an_entry_reads_back_as_stored_and_other_keys_miss() {
        let table = Table::new(8);
        let entry = Entry {
            mv: Some(Move::Column(File::new(3).unwrap())),
            score: -1_000_250,
            depth: 255,
            bound: Bound::Upper,
        };
        table.store(0x1234_5678_9abc_def0, entry);
        assert_eq!(table.probe(0x1234_5678_9abc_def0), Some(entry));
        // The same slot, another key.
        assert_eq!(table.probe(0x1234_5678_9abc_de00 | 0xf0 ^ 0x100), None);
        assert_eq!(table.probe(0), None);
    }

    #[test]
    fn a_torn_entry_reads_as_a_miss() {
        let table = Table::new(4);
        let a = Entry {
            mv: None,
            score: 5,
            depth: 3,
            bound: Bound::Exact,
        };
        let b = Entry { score: 7, ..a };
        table.store(0x10, a);
        // Another thread's data word lands without its check word.
        table.slot(0x10)[1].store(pack(b), Ordering::Relaxed);
        assert_eq!(table.probe(0x10), None);
    }
}
