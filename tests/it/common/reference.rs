//! A deliberately naive implementation of the rules, written straight from
//! the rules spec with a 2-D array and step-by-step walks, sharing no code
//! with the engine. The tests compare the engine against it move by move.

#![allow(dead_code)]

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Cell {
    Empty,
    Black,
    White,
}

#[derive(Clone, Debug)]
pub struct RefGame {
    /// `cells[file][rank]`, both 0-based.
    pub cells: [[Cell; 11]; 11],
    pub kas: [Option<(i32, i32)>; 2],
    pub passages: [Option<i32>; 2],
    pub ply: u32,
    pub points: [u32; 2],
    pub second_column_free: bool,
    /// "slide", "jump" or "either".
    pub ka_entry: &'static str,
    pub centre_blocks: bool,
    /// Whether a line may be taken in part (`captures partial`).
    pub partial: bool,
    /// Who moves first: 0 South, 1 North.
    pub first: usize,
}

const CENTRE: (i32, i32) = (5, 5);
const FILES: &[u8] = b"abcdefghijk";

pub fn name(p: (i32, i32)) -> String {
    format!("{}{}", FILES[p.0 as usize] as char, p.1 + 1)
}

fn on_board(p: (i32, i32)) -> bool {
    (0..11).contains(&p.0) && (0..11).contains(&p.1)
}

/// A capture: the notation of the move and the points it takes.
pub type RefMove = (String, Vec<(i32, i32)>);

impl RefGame {
    /// From 11 setup rows (rank 11 first).
    pub fn new(
        rows: &[String],
        second_column_free: bool,
        ka_entry: &'static str,
        centre_blocks: bool,
    ) -> RefGame {
        let mut cells = [[Cell::Empty; 11]; 11];
        for (i, row) in rows.iter().enumerate() {
            let rank = 10 - i;
            for (file, c) in row.chars().enumerate() {
                cells[file][rank] = match c {
                    'b' => Cell::Black,
                    'w' => Cell::White,
                    _ => Cell::Empty,
                };
            }
        }
        RefGame {
            cells,
            kas: [None; 2],
            passages: [None; 2],
            ply: 0,
            points: [0; 2],
            second_column_free,
            ka_entry,
            centre_blocks,
            partial: false,
            first: 0,
        }
    }

    fn mover(&self) -> usize {
        (self.ply as usize + self.first) % 2
    }

    fn in_half(player: usize, rank: i32) -> bool {
        if player == 0 { rank <= 4 } else { rank >= 6 }
    }

    fn cell(&self, p: (i32, i32)) -> Cell {
        self.cells[p.0 as usize][p.1 as usize]
    }

    /// Walk from `at` in (dx, dy) collecting a run, as the spec says.
    fn run(&self, at: (i32, i32), dx: i32, dy: i32) -> (Vec<(i32, i32)>, Cell) {
        let enemy = self.kas[1 - self.mover()];
        let mut colour = Cell::Empty;
        let mut stones = Vec::new();
        let mut p = (at.0 + dx, at.1 + dy);
        while on_board(p) {
            if p == CENTRE && self.centre_blocks {
                break;
            }
            if Some(p) == enemy {
                break;
            }
            match self.cell(p) {
                Cell::Empty => {}
                c if colour == Cell::Empty || c == colour => {
                    colour = c;
                    stones.push(p);
                }
                _ => break,
            }
            p = (p.0 + dx, p.1 + dy);
        }
        (stones, colour)
    }

    /// Capturable lines at `at`: vertical when `vertical`, else horizontal;
    /// with partial captures, every smaller odd part of them too, written
    /// as the spec writes it (`N3`, `E1W2`).
    fn lines(&self, at: (i32, i32), vertical: bool) -> Vec<(String, Vec<(i32, i32)>)> {
        let mut out: Vec<(String, Vec<(i32, i32)>)> = self
            .whole_lines(at, vertical)
            .into_iter()
            .map(|(n, s)| (n.to_string(), s))
            .collect();
        if !self.partial {
            return out;
        }
        let (a, b, na, nb) = if vertical {
            (self.run(at, 0, 1), self.run(at, 0, -1), "N", "S")
        } else {
            (self.run(at, 1, 0), self.run(at, -1, 0), "E", "W")
        };
        let name = |i: usize, j: usize| {
            let mut n = String::new();
            if i > 0 {
                n += &format!("{na}{i}");
            }
            if j > 0 {
                n += &format!("{nb}{j}");
            }
            n
        };
        if !a.0.is_empty() && !b.0.is_empty() && a.1 == b.1 {
            let total = a.0.len() + b.0.len();
            if total % 2 == 1 {
                for i in 0..=a.0.len() {
                    for j in 0..=b.0.len() {
                        if (i + j) % 2 == 1 && i + j < total {
                            let mut stones = a.0[..i].to_vec();
                            stones.extend_from_slice(&b.0[..j]);
                            out.push((name(i, j), stones));
                        }
                    }
                }
            }
        } else {
            for (run, north) in [(&a.0, true), (&b.0, false)] {
                if run.len() % 2 == 1 {
                    for k in (1..run.len()).step_by(2) {
                        let n = if north { name(k, 0) } else { name(0, k) };
                        out.push((n, run[..k].to_vec()));
                    }
                }
            }
        }
        out
    }

    fn whole_lines(&self, at: (i32, i32), vertical: bool) -> Vec<(&'static str, Vec<(i32, i32)>)> {
        let (a, b, na, nb, both) = if vertical {
            (self.run(at, 0, 1), self.run(at, 0, -1), "N", "S", "NS")
        } else {
            (self.run(at, 1, 0), self.run(at, -1, 0), "E", "W", "EW")
        };
        let mut out = Vec::new();
        if !a.0.is_empty() && !b.0.is_empty() && a.1 == b.1 {
            let mut all = a.0.clone();
            all.extend(b.0.iter().copied());
            if all.len() % 2 == 1 {
                out.push((both, all));
            }
        } else {
            if a.0.len() % 2 == 1 {
                out.push((na, a.0));
            }
            if b.0.len() % 2 == 1 {
                out.push((nb, b.0));
            }
        }
        out
    }

    /// Every legal move with the points it captures.
    pub fn moves(&self) -> Vec<RefMove> {
        let me = self.mover();
        let mut out = Vec::new();
        if self.ply < 2 {
            for file in 0..11 {
                if me != self.first {
                    let first = self.passages[self.first].unwrap();
                    let allowed = if self.second_column_free {
                        file != 10 - first
                    } else if first < 5 {
                        file > 5
                    } else if first > 5 {
                        file < 5
                    } else {
                        file != 5
                    };
                    if !allowed {
                        continue;
                    }
                }
                let taken: Vec<_> = (0..11)
                    .filter(|&r| Self::in_half(me, r) && self.cell((file, r)) != Cell::Empty)
                    .map(|r| (file, r))
                    .collect();
                if !taken.is_empty() {
                    out.push(((FILES[file as usize] as char).to_string(), taken));
                }
            }
        } else if self.ply < 4 {
            let passage = self.passages[me].unwrap();
            for rank in 0..11 {
                if !Self::in_half(me, rank) {
                    continue;
                }
                let to = (passage, rank);
                if self.cell(to) != Cell::Empty || self.kas.contains(&Some(to)) {
                    continue;
                }
                for side in [-1, 1] {
                    let mut sources = Vec::new();
                    let slide = (passage + side, rank);
                    let over = slide;
                    let jump = (passage + 2 * side, rank);
                    if self.ka_entry != "jump" && on_board(slide) && self.cell(slide) != Cell::Empty
                    {
                        sources.push(slide);
                    }
                    if self.ka_entry != "slide"
                        && on_board(jump)
                        && self.cell(jump) != Cell::Empty
                        && self.cell(over) != Cell::Empty
                    {
                        sources.push(jump);
                    }
                    for from in sources {
                        let mut g = self.clone();
                        g.cells[from.0 as usize][from.1 as usize] = Cell::Empty;
                        for vertical in [true, false] {
                            for (line, stones) in g.lines(to, vertical) {
                                out.push((format!("{}-{}x{}", name(from), name(to), line), stones));
                            }
                        }
                    }
                }
            }
        } else {
            let from = self.kas[me].unwrap();
            for (dx, dy) in [(0, 1), (1, 0), (0, -1), (-1, 0)] {
                let mut to = (from.0 + dx, from.1 + dy);
                while on_board(to)
                    && to != CENTRE
                    && self.cell(to) == Cell::Empty
                    && !self.kas.contains(&Some(to))
                {
                    // Moving along a file (dx = 0) captures along the rank.
                    for (line, stones) in self.lines(to, dx != 0) {
                        out.push((format!("{}-{}x{}", name(from), name(to), line), stones));
                    }
                    to = (to.0 + dx, to.1 + dy);
                }
            }
        }
        out
    }

    /// Plays a move given in notation (must be one of `moves()`).
    pub fn play(&mut self, notation: &str) {
        let me = self.mover();
        let (_, stones) = self
            .moves()
            .into_iter()
            .find(|(n, _)| n == notation)
            .unwrap_or_else(|| panic!("reference: {notation} is not legal"));
        if self.ply < 2 {
            self.passages[me] = Some(
                FILES
                    .iter()
                    .position(|&f| f == notation.as_bytes()[0])
                    .unwrap() as i32,
            );
        } else {
            let (from, rest) = notation.split_once('-').unwrap();
            let to = rest.split_once('x').unwrap().0;
            let parse = |s: &str| {
                let f = FILES.iter().position(|&c| c == s.as_bytes()[0]).unwrap() as i32;
                (f, s[1..].parse::<i32>().unwrap() - 1)
            };
            if self.ply < 4 {
                let from = parse(from);
                self.cells[from.0 as usize][from.1 as usize] = Cell::Empty;
            }
            self.kas[me] = Some(parse(to));
        }
        for p in stones {
            self.points[me] += match self.cell(p) {
                Cell::Black => 1,
                Cell::White => 2,
                Cell::Empty => unreachable!("captured an empty point"),
            };
            self.cells[p.0 as usize][p.1 as usize] = Cell::Empty;
        }
        self.ply += 1;
    }

    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        self.moves()
            .iter()
            .map(|(n, _)| {
                let mut g = self.clone();
                g.play(n);
                g.perft(depth - 1)
            })
            .sum()
    }
}
