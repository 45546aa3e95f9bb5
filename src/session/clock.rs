//! Chess-style clocks: each seat has its time, which runs while that seat
//! is to move, and gains an increment after each of its moves. Every method
//! takes the moment it is asked at, so the clock itself never reads the
//! time and tests need no waiting.

use crate::games::Seat;
use crate::record::ClockRecord;
use std::str::FromStr;
use std::time::{Duration, Instant};

/// How long the computer may think about a move with `left` on its clock
/// and `increment` to come after it: a thirtieth of its time and most of
/// the increment, never more than half of what is left, and at least a
/// moment to find a move at all.
pub fn think_budget(left: Duration, increment: Duration) -> Duration {
    let share = left / 30 + increment * 3 / 4;
    share.min(left / 2).max(Duration::from_millis(20))
}

/// The most minutes a clock may start with.
pub const MAX_MINUTES: f64 = 600.0;
/// The largest increment, in seconds.
pub const MAX_INCREMENT_SECS: f64 = 600.0;

/// The least time a seat whose loss on time is taken back has to play on
/// (unless the clock started with less): time to find a move and play it.
pub const GIVEN_BACK: Duration = Duration::from_secs(10);

/// How long each seat has, and what it gains a move: `5+3` is five minutes
/// and three seconds a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockSpec {
    /// Each seat's time at the start.
    pub base: Duration,
    /// Added to a seat's time after each of its moves.
    pub increment: Duration,
}

/// Why a clock's `MINUTES+SECONDS` cannot be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockError {
    /// A part is not a number.
    NotANumber,
    /// A part is below zero.
    Negative,
    /// No time to start with.
    ZeroBase,
    /// More than [`MAX_MINUTES`] or [`MAX_INCREMENT_SECS`].
    TooLarge,
}

impl std::error::Error for ClockError {}

impl FromStr for ClockSpec {
    type Err = ClockError;

    /// `MINUTES+SECONDS` (minutes may be a fraction, `0.5+2`), or
    /// `MINUTES` alone for no increment.
    fn from_str(text: &str) -> Result<ClockSpec, ClockError> {
        let (minutes, seconds) = match text.trim().split_once('+') {
            Some((m, s)) => (m, s),
            None => (text.trim(), "0"),
        };
        let number = |t: &str| -> Result<f64, ClockError> {
            let v: f64 = t.trim().parse().map_err(|_| ClockError::NotANumber)?;
            if !v.is_finite() {
                return Err(ClockError::NotANumber);
            }
            if v < 0.0 {
                return Err(ClockError::Negative);
            }
            Ok(v)
        };
        let minutes = number(minutes)?;
        let seconds = number(seconds)?;
        if minutes > MAX_MINUTES || seconds > MAX_INCREMENT_SECS {
            return Err(ClockError::TooLarge);
        }
        let base = Duration::from_millis((minutes * 60_000.0).round() as u64);
        if base.is_zero() {
            return Err(ClockError::ZeroBase);
        }
        Ok(ClockSpec {
            base,
            increment: Duration::from_millis((seconds * 1000.0).round() as u64),
        })
    }
}

impl std::fmt::Display for ClockSpec {
    /// As it is typed: `0.5+2`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let minutes = self.base.as_millis() as f64 / 60_000.0;
        let seconds = self.increment.as_millis() as f64 / 1000.0;
        write!(f, "{minutes}+{seconds}")
    }
}

/// The seats' times and which one runs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clock {
    spec: ClockSpec,
    /// Each seat's time left when its clock last stopped, in turn order.
    left: Vec<(Seat, Duration)>,
    /// The seat whose turn the clock is on.
    running: Option<Seat>,
    /// Since when its time runs; `None` while paused.
    since: Option<Instant>,
    paused: bool,
    /// The seat whose turn the clock was last on, and the time it had when
    /// that turn began (kept after the clock stops: a loss on time taken
    /// back gives it again).
    began: Option<(Seat, Duration)>,
}

impl Clock {
    /// A clock giving each of `seats` the spec's base time; none runs.
    pub fn new(spec: ClockSpec, seats: &[Seat]) -> Clock {
        Clock {
            spec,
            left: seats.iter().map(|&s| (s, spec.base)).collect(),
            running: None,
            since: None,
            paused: false,
            began: None,
        }
    }

    /// A clock read back from a record, for these seats; `None` when the
    /// record does not fit them.
    pub fn from_record(record: &ClockRecord, seats: &[Seat]) -> Option<Clock> {
        if record.left_ms.len() != seats.len() || record.base_ms == 0 {
            return None;
        }
        let spec = ClockSpec {
            base: Duration::from_millis(record.base_ms),
            increment: Duration::from_millis(record.increment_ms),
        };
        let mut clock = Clock::new(spec, seats);
        for (slot, &ms) in clock.left.iter_mut().zip(&record.left_ms) {
            slot.1 = Duration::from_millis(ms);
        }
        Some(clock)
    }

    /// The clock as written in a record at `now`.
    pub fn record(&self, now: Instant) -> ClockRecord {
        ClockRecord {
            base_ms: self.spec.base.as_millis() as u64,
            increment_ms: self.spec.increment.as_millis() as u64,
            left_ms: self
                .times(now)
                .iter()
                .map(|(_, d)| d.as_millis() as u64)
                .collect(),
        }
    }

    pub fn spec(&self) -> ClockSpec {
        self.spec
    }

    /// The seat whose turn the clock is on (its time runs unless paused).
    pub fn running(&self) -> Option<Seat> {
        self.running
    }

    /// Whether the clock is held (by [`Clock::pause`]).
    pub fn is_paused(&self) -> bool {
        self.paused
    }

    /// `seat`'s time left at `now`.
    pub fn left(&self, seat: Seat, now: Instant) -> Duration {
        let stored = self.stored(seat);
        match (self.running, self.since) {
            (Some(s), Some(since)) if s == seat => {
                stored.saturating_sub(now.saturating_duration_since(since))
            }
            _ => stored,
        }
    }

    /// Each seat's time left at `now`, in turn order.
    pub fn times(&self, now: Instant) -> Vec<(Seat, Duration)> {
        self.left
            .iter()
            .map(|&(s, _)| (s, self.left(s, now)))
            .collect()
    }

    /// Keeps what the running time used; it runs on from `now`.
    fn charge(&mut self, now: Instant) {
        if let Some(seat) = self.running {
            let left = self.left(seat, now);
            if let Some(slot) = self.left.iter_mut().find(|(s, _)| *s == seat) {
                slot.1 = left;
            }
        }
        self.since = (!self.paused).then_some(now);
    }

    /// `seat`'s time runs from `now` (any other stops); while paused, from
    /// the resume.
    pub fn start(&mut self, seat: Seat, now: Instant) {
        if self.running == Some(seat) {
            return;
        }
        self.charge(now);
        self.running = Some(seat);
        self.began = Some((seat, self.stored(seat)));
    }

    /// No time runs (the game is over).
    pub fn stop(&mut self, now: Instant) {
        self.charge(now);
        self.running = None;
    }

    /// `seat` moved at `now`: its time stops and gains the increment (unless
    /// it had fallen, or its time was not running: the first move is free),
    /// and `next`'s runs.
    pub fn moved(&mut self, seat: Seat, next: Option<Seat>, now: Instant) {
        let was_running = self.running == Some(seat);
        self.charge(now);
        if let Some(slot) = self.left.iter_mut().find(|(s, _)| *s == seat)
            && was_running
            && !slot.1.is_zero()
        {
            slot.1 += self.spec.increment;
        }
        self.running = next;
        self.began = next.map(|s| (s, self.stored(s)));
    }

    /// `seat`'s time as last charged, not counting a turn running now.
    fn stored(&self, seat: Seat) -> Duration {
        (self.left.iter())
            .find(|(s, _)| *s == seat)
            .map_or(Duration::ZERO, |&(_, d)| d)
    }

    /// `seat` lost on time, and the loss is taken back: it is given the
    /// time it had when the turn it lost in began, since taking back the
    /// ending takes back that turn's thinking too (the other seats keep
    /// their times, as they stood). That time is unknown for a clock read
    /// back after the flag fell, and may have been nearly nothing; so the
    /// seat has never less than the increment, nor less than
    /// [`GIVEN_BACK`] (or the whole starting time, when that is shorter):
    /// enough to make a move, so that playing on does not lose again at
    /// once. The clock runs again when the session starts it.
    pub fn give_back(&mut self, seat: Seat) {
        let began = (self.began)
            .filter(|&(s, _)| s == seat)
            .map_or(Duration::ZERO, |(_, d)| d);
        let least = (self.spec.increment).max(self.spec.base.min(GIVEN_BACK));
        if let Some(slot) = self.left.iter_mut().find(|(s, _)| *s == seat) {
            slot.1 = slot.1.max(began).max(least);
        }
    }

    /// The seat whose time has run out, if one has.
    pub fn fallen(&self, now: Instant) -> Option<Seat> {
        let seat = self.running?;
        self.left(seat, now).is_zero().then_some(seat)
    }

    /// Holds the time (the terminal is suspended).
    pub fn pause(&mut self, now: Instant) {
        self.charge(now);
        self.paused = true;
        self.since = None;
    }

    /// Lets the held time run again from `now`.
    pub fn resume(&mut self, now: Instant) {
        if self.paused {
            self.paused = false;
            self.since = Some(now);
        }
    }
}

/// A time as the panel shows it: `m:ss`, with tenths under ten seconds
/// (`0:07.3`), and hours as `h:mm:ss`.
pub fn clock_text(left: Duration) -> String {
    let ms = left.as_millis();
    let secs = ms / 1000;
    if secs < 10 {
        return format!("0:{:02}.{}", secs, (ms % 1000) / 100);
    }
    let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

#[cfg(test)]
mod tests {

    #[test]
    fn the_computer_s_budget_is_a_thirtieth_and_most_of_the_increment_within_half_its_time() {
        let ms = Duration::from_millis;
        assert_eq!(think_budget(ms(60_000), ms(0)), ms(2_000));
        assert_eq!(think_budget(ms(6_000), ms(0)), ms(200));
        // 33 ms and 1.5 s of the increment, but half of one second at most.
        assert_eq!(think_budget(ms(1_000), ms(2_000)), ms(500));
        assert_eq!(think_budget(ms(300_000), ms(4_000)), ms(13_000));
        // Nearly out of time: still a moment to find a move.
        assert_eq!(think_budget(ms(10), ms(0)), ms(20));
    }

    use super::*;

    const TWO: [Seat; 2] = [Seat::South, Seat::North];

    fn secs(s: u64) -> Duration {
        Duration::from_secs(s)
    }

    #[test]
    fn a_clock_is_read_as_minutes_and_seconds() {
        let spec: ClockSpec = "0.5+2".parse().unwrap();
        assert_eq!(spec.base, secs(30));
        assert_eq!(spec.increment, secs(2));
        let plain: ClockSpec = "5".parse().unwrap();
        assert_eq!((plain.base, plain.increment), (secs(300), Duration::ZERO));
        assert_eq!(spec.to_string(), "0.5+2");
    }

    #[test]
    fn a_bad_clock_is_refused_with_its_reason() {
        let cases = [
            ("abc", ClockError::NotANumber),
            ("5+x", ClockError::NotANumber),
            ("", ClockError::NotANumber),
            ("inf+1", ClockError::NotANumber),
            ("-1+2", ClockError::Negative),
            ("5+-1", ClockError::Negative),
            ("0+0", ClockError::ZeroBase),
            ("0+5", ClockError::ZeroBase),
            ("601+0", ClockError::TooLarge),
            ("5+601", ClockError::TooLarge),
        ];
        for (text, error) in cases {
            assert_eq!(text.parse::<ClockSpec>(), Err(error), "{text:?}");
        }
    }

    #[test]
    fn only_the_seat_to_move_loses_time() {
        let t0 = Instant::now();
        let mut clock = Clock::new("1+0".parse().unwrap(), &TWO);
        clock.start(Seat::South, t0);
        assert_eq!(clock.left(Seat::South, t0 + secs(20)), secs(40));
        assert_eq!(clock.left(Seat::North, t0 + secs(20)), secs(60));
        clock.moved(Seat::South, Some(Seat::North), t0 + secs(20));
        assert_eq!(clock.left(Seat::South, t0 + secs(50)), secs(40));
        assert_eq!(clock.left(Seat::North, t0 + secs(50)), secs(30));
    }

    #[test]
    fn the_increment_is_added_after_each_move() {
        let t0 = Instant::now();
        let mut clock = Clock::new("1+5".parse().unwrap(), &TWO);
        clock.start(Seat::South, t0);
        clock.moved(Seat::South, Some(Seat::North), t0 + secs(10));
        assert_eq!(clock.left(Seat::South, t0 + secs(10)), secs(55));
        clock.moved(Seat::North, Some(Seat::South), t0 + secs(12));
        assert_eq!(clock.left(Seat::North, t0 + secs(12)), secs(63));
    }

    #[test]
    fn the_first_move_is_free_and_starts_the_next_seats_time() {
        let t0 = Instant::now();
        let mut clock = Clock::new("1+5".parse().unwrap(), &TWO);
        clock.moved(Seat::South, Some(Seat::North), t0 + secs(30));
        assert_eq!(clock.left(Seat::South, t0 + secs(40)), secs(60));
        assert_eq!(clock.left(Seat::North, t0 + secs(40)), secs(50));
        assert_eq!(clock.running(), Some(Seat::North));
    }

    #[test]
    fn a_flag_falls_when_the_running_time_reaches_zero() {
        let t0 = Instant::now();
        let mut clock = Clock::new("0.5+2".parse().unwrap(), &TWO);
        clock.start(Seat::South, t0);
        assert_eq!(clock.fallen(t0 + Duration::from_millis(29_999)), None);
        assert_eq!(clock.fallen(t0 + secs(30)), Some(Seat::South));
        assert_eq!(clock.left(Seat::South, t0 + secs(99)), Duration::ZERO);
    }

    #[test]
    fn a_loss_on_time_taken_back_gives_the_time_the_turn_began_with_and_never_less_than_enough_to_move()
     {
        let t0 = Instant::now();
        let mut clock = Clock::new("1+0".parse().unwrap(), &TWO);
        clock.moved(Seat::South, Some(Seat::North), t0);
        clock.moved(Seat::North, Some(Seat::South), t0 + secs(15));
        // South's turn begins with 60 s, pauses a while, and runs out.
        clock.pause(t0 + secs(30));
        clock.resume(t0 + secs(40));
        assert_eq!(clock.fallen(t0 + secs(85)), Some(Seat::South));
        clock.stop(t0 + secs(85));
        assert_eq!(clock.left(Seat::South, t0 + secs(85)), Duration::ZERO);
        clock.give_back(Seat::South);
        assert_eq!(clock.left(Seat::South, t0 + secs(90)), secs(60));
        // North keeps its time as it stood.
        assert_eq!(clock.left(Seat::North, t0 + secs(90)), secs(45));
        // Read back after the flag fell, the turn's start is unknown: ten
        // seconds, or the increment when more, or the base when less.
        for (spec, given) in [("1+0", 10_000), ("1+30", 30_000), ("0.05+0", 3_000)] {
            let record = ClockRecord {
                base_ms: spec.parse::<ClockSpec>().unwrap().base.as_millis() as u64,
                increment_ms: spec.parse::<ClockSpec>().unwrap().increment.as_millis() as u64,
                left_ms: vec![0, 20_000],
            };
            let mut back = Clock::from_record(&record, &TWO).unwrap();
            back.give_back(Seat::South);
            let left = back.left(Seat::South, t0);
            assert_eq!(left, Duration::from_millis(given), "{spec}");
        }
    }

    #[test]
    fn a_paused_clock_loses_no_time_and_runs_on_after() {
        let t0 = Instant::now();
        let mut clock = Clock::new("1+0".parse().unwrap(), &TWO);
        clock.start(Seat::North, t0);
        clock.pause(t0 + secs(10));
        assert_eq!(clock.left(Seat::North, t0 + secs(500)), secs(50));
        assert_eq!(clock.fallen(t0 + secs(500)), None);
        clock.resume(t0 + secs(500));
        assert_eq!(clock.running(), Some(Seat::North));
        assert_eq!(clock.left(Seat::North, t0 + secs(510)), secs(40));
    }

    #[test]
    fn a_clock_written_and_read_back_keeps_its_times() {
        let t0 = Instant::now();
        let mut clock = Clock::new("0.5+2".parse().unwrap(), &TWO);
        clock.start(Seat::South, t0);
        let record = clock.record(t0 + secs(3));
        assert_eq!(
            record,
            ClockRecord {
                base_ms: 30_000,
                increment_ms: 2_000,
                left_ms: vec![27_000, 30_000]
            }
        );
        let back = Clock::from_record(&record, &TWO).unwrap();
        assert_eq!(back.left(Seat::South, t0), secs(27));
        assert_eq!(back.running(), None);
        assert_eq!(back.spec(), clock.spec());
        assert_eq!(Clock::from_record(&record, &[Seat::South]), None);
    }

    #[test]
    fn times_read_as_minutes_and_seconds() {
        assert_eq!(clock_text(secs(300)), "5:00");
        assert_eq!(clock_text(secs(61)), "1:01");
        assert_eq!(clock_text(Duration::from_millis(7_350)), "0:07.3");
        assert_eq!(clock_text(secs(3_725)), "1:02:05");
        assert_eq!(clock_text(Duration::ZERO), "0:00.0");
    }
}
