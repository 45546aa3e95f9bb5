//! A deliberately naive implementation of Bell's game, written straight
//! from `rules-bell.md` with a 2-D array and one hop at a time, sharing no
//! code with the engine: each turn is simulated on its own copy of the
//! board. The tests compare the engine against it move by move.

#![allow(dead_code)]

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Cell {
    Missing,
    Empty,
    Black,
    White,
}

type Xy = (i32, i32);

const FILES: &[u8] = b"abcdefghijk";

/// `c3` for (2, 2).
pub fn name((x, y): Xy) -> String {
    format!("{}{}", FILES[x as usize] as char, y + 1)
}

/// The four marked diagonals, corner first.
const DIAGONALS: [[Xy; 4]; 4] = [
    [(0, 0), (1, 1), (2, 2), (3, 3)],
    [(10, 0), (9, 1), (8, 2), (7, 3)],
    [(0, 10), (1, 9), (2, 8), (3, 7)],
    [(10, 10), (9, 9), (8, 8), (7, 7)],
];

const ALL_DIRECTIONS: [Xy; 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];

/// One complete turn as the reference sees it.
#[derive(Clone, Debug)]
pub struct RefTurn {
    pub notation: String,
    /// The captured points' names, sorted as the engine sorts points.
    pub captured: Vec<Xy>,
    pub gained: u32,
    cells: [[Cell; 11]; 11],
}

#[derive(Clone, Debug)]
pub struct RefGame {
    /// `cells[x][y]`: x the file, y the rank, both from 0.
    pub cells: [[Cell; 11]; 11],
    pub players: usize,
    pub inner: bool,
    pub mover: usize,
    pub opened: bool,
    pub points: Vec<u32>,
}

fn value(c: Cell) -> u32 {
    match c {
        Cell::Black => 1,
        Cell::White => 2,
        _ => 0,
    }
}

fn is_stone(c: Cell) -> bool {
    c == Cell::Black || c == Cell::White
}

impl RefGame {
    /// From 11 setup rows, rank 11 first; `.` on the missing points.
    pub fn new(rows: &[String], players: usize, inner: bool) -> RefGame {
        let mut cells = [[Cell::Missing; 11]; 11];
        for (i, row) in rows.iter().enumerate() {
            let y = 10 - i;
            for (x, c) in row.chars().enumerate() {
                let missing = (4..=6).contains(&x) && (4..=6).contains(&y);
                cells[x][y] = match (c, missing) {
                    (_, true) => Cell::Missing,
                    ('b', false) => Cell::Black,
                    ('w', false) => Cell::White,
                    _ => Cell::Empty,
                };
            }
        }
        RefGame {
            cells,
            players,
            inner,
            mover: 0,
            opened: false,
            points: vec![0; players],
        }
    }

    fn at(&self, cells: &[[Cell; 11]; 11], (x, y): Xy) -> Cell {
        if (0..11).contains(&x) && (0..11).contains(&y) {
            cells[x as usize][y as usize]
        } else {
            Cell::Missing
        }
    }

    fn on_one_diagonal(a: Xy, b: Xy, c: Xy) -> bool {
        DIAGONALS
            .iter()
            .any(|d| d.contains(&a) && d.contains(&b) && d.contains(&c))
    }

    fn opening_points(&self) -> [Xy; 4] {
        if self.inner {
            [(3, 3), (7, 3), (3, 7), (7, 7)]
        } else {
            [(0, 0), (10, 0), (0, 10), (10, 10)]
        }
    }

    /// Every turn, as notation with what it captures.
    pub fn turns(&self) -> Vec<RefTurn> {
        let mut out = Vec::new();
        if !self.opened {
            for p in self.opening_points() {
                if is_stone(self.at(&self.cells, p)) {
                    let mut cells = self.cells;
                    cells[p.0 as usize][p.1 as usize] = Cell::Empty;
                    out.push(RefTurn {
                        notation: format!("x{}", name(p)),
                        captured: vec![p],
                        gained: value(self.at(&self.cells, p)),
                        cells,
                    });
                }
            }
            return out;
        }
        for x in 0..11 {
            for y in 0..11 {
                let stone = self.cells[x as usize][y as usize];
                if !is_stone(stone) {
                    continue;
                }
                let mut cells = self.cells;
                cells[x as usize][y as usize] = Cell::Empty;
                self.walk(
                    cells,
                    stone,
                    (x, y),
                    name((x, y)),
                    None,
                    1,
                    Vec::new(),
                    &mut out,
                );
            }
        }
        out
    }

    /// Tries hop number `hop` from `here`; records each turn that stops
    /// after it and goes on hopping.
    #[allow(clippy::too_many_arguments)]
    fn walk(
        &self,
        cells: [[Cell; 11]; 11],
        stone: Cell,
        here: Xy,
        notation: String,
        waiting: Option<Xy>,
        hop: u32,
        captured: Vec<Xy>,
        out: &mut Vec<RefTurn>,
    ) {
        if hop > 7 {
            return;
        }
        for (dx, dy) in ALL_DIRECTIONS {
            let over = (here.0 + dx, here.1 + dy);
            let land = (here.0 + 2 * dx, here.1 + 2 * dy);
            if dx != 0 && dy != 0 && !Self::on_one_diagonal(here, over, land) {
                continue;
            }
            if !is_stone(self.at(&cells, over)) || Some(over) == waiting {
                continue;
            }
            if self.at(&cells, land) != Cell::Empty {
                continue;
            }
            let mut next = cells;
            let mut taken = captured.clone();
            let mut still_waiting = None;
            if hop % 2 == 1 {
                next[over.0 as usize][over.1 as usize] = Cell::Empty;
                taken.push(over);
                if let Some(w) = waiting {
                    next[w.0 as usize][w.1 as usize] = Cell::Empty;
                    taken.push(w);
                }
            } else {
                still_waiting = Some(over);
            }
            let notation = format!("{notation}-{}", name(land));
            // The turn stopping here: the stone put down on `land`.
            let mut done = next;
            done[land.0 as usize][land.1 as usize] = stone;
            let mut sorted = taken.clone();
            sorted.sort_by_key(|&(x, y)| y * 11 + x);
            out.push(RefTurn {
                notation: notation.clone(),
                // Valued on the board as the turn began: every captured
                // stone stood there.
                gained: taken.iter().map(|&p| value(self.at(&self.cells, p))).sum(),
                captured: sorted,
                cells: done,
            });
            self.walk(
                next,
                stone,
                land,
                notation,
                still_waiting,
                hop + 1,
                taken,
                out,
            );
        }
    }

    /// Plays the turn written `notation`, which must be one of [`turns`].
    pub fn play(&mut self, notation: &str) {
        let turn = self
            .turns()
            .into_iter()
            .find(|t| t.notation == notation)
            .unwrap_or_else(|| panic!("{notation} is not a turn of the reference"));
        self.cells = turn.cells;
        self.points[self.mover] += turn.gained;
        self.mover = (self.mover + 1) % self.players;
        self.opened = true;
    }

    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let turns = self.turns();
        if depth == 1 {
            return turns.len() as u64;
        }
        turns
            .iter()
            .map(|t| {
                let mut next = self.clone();
                next.play_turn(t);
                next.perft(depth - 1)
            })
            .sum()
    }

    fn play_turn(&mut self, turn: &RefTurn) {
        self.cells = turn.cells;
        self.points[self.mover] += turn.gained;
        self.mover = (self.mover + 1) % self.players;
        self.opened = true;
    }

    /// Points of the stones on the board.
    pub fn points_on_board(&self) -> u32 {
        self.cells.iter().flatten().map(|&c| value(c)).sum()
    }
}
