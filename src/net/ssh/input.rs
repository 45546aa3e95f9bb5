//! A visitor's keys: bytes from the connection turned into crossterm
//! events, and the budget that keeps a flood of them out.

use std::time::{Duration, Instant};

use crossterm::event::Event;

/// The longest unfinished escape sequence kept: anything longer is junk.
const MAX_PENDING: usize = 4096;

/// Turns the bytes a terminal sends into events, as crossterm's own
/// reader does: bytes are kept until they make an event; a lone ESC is
/// the Escape key only when nothing follows it in the same chunk; bytes
/// that cannot start an event are dropped.
#[derive(Default)]
pub struct Decoder {
    pending: Vec<u8>,
}

impl Decoder {
    /// The events these bytes complete, in order.
    pub fn feed(&mut self, bytes: &[u8]) -> Vec<Event> {
        let mut events = Vec::new();
        for (i, &byte) in bytes.iter().enumerate() {
            self.pending.push(byte);
            let more = i + 1 < bytes.len();
            if more && self.pending == [0x1b] {
                continue;
            }
            match terminput::Event::parse_from(&self.pending) {
                Ok(Some(event)) => {
                    self.pending.clear();
                    // Events crossterm has no word for are of no use to the apps.
                    if let Ok(event) = terminput_crossterm::to_crossterm(event) {
                        events.push(event);
                    }
                }
                Ok(None) if self.pending.len() < MAX_PENDING => {}
                Ok(None) | Err(_) => self.pending.clear(),
            }
        }
        events
    }
}

/// A token bucket over input bytes: `rate` a second, up to `burst` at
/// once. Bytes over budget are dropped; a flood that goes on for
/// `patience` asks for the connection to be closed.
pub struct Budget {
    rate: f64,
    burst: f64,
    tokens: f64,
    last: Instant,
    patience: Duration,
    flooding_since: Option<Instant>,
}

/// What to do with a chunk of input.
#[derive(Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Take this many bytes from the front of the chunk (all when within budget).
    Take(usize),
    /// The flood has gone on too long: close the connection.
    Close,
}

impl Budget {
    /// A full bucket.
    pub fn new(rate: u32, burst: u32, patience: Duration, now: Instant) -> Budget {
        Budget {
            rate: f64::from(rate),
            burst: f64::from(burst.max(1)),
            tokens: f64::from(burst.max(1)),
            last: now,
            patience,
            flooding_since: None,
        }
    }

    /// How much of `len` bytes arriving at `now` may come in.
    pub fn admit(&mut self, len: usize, now: Instant) -> Verdict {
        let elapsed = now.saturating_duration_since(self.last).as_secs_f64();
        self.last = now;
        self.tokens = (self.tokens + elapsed * self.rate).min(self.burst);
        let take = (self.tokens.floor() as usize).min(len);
        self.tokens -= take as f64;
        if take == len {
            self.flooding_since = None;
            return Verdict::Take(take);
        }
        let since = *self.flooding_since.get_or_insert(now);
        if now.saturating_duration_since(since) >= self.patience {
            Verdict::Close
        } else {
            Verdict::Take(take)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

    fn keys(events: &[Event]) -> Vec<KeyCode> {
        events
            .iter()
            .filter_map(|e| match e {
                Event::Key(KeyEvent { code, .. }) => Some(*code),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn an_escape_alone_is_the_key_but_followed_it_starts_a_sequence() {
        let mut d = Decoder::default();
        assert_eq!(keys(&d.feed(b"\x1b")), [KeyCode::Esc]);
        assert_eq!(keys(&d.feed(b"\x1b[A")), [KeyCode::Up]);
        assert_eq!(
            keys(&d.feed(b"a\x1b[Bq")),
            [KeyCode::Char('a'), KeyCode::Down, KeyCode::Char('q')]
        );
    }

    #[test]
    fn a_sequence_split_across_chunks_is_put_together() {
        let mut d = Decoder::default();
        assert!(d.feed(b"\x1b[").is_empty());
        assert_eq!(keys(&d.feed(b"C")), [KeyCode::Right]);
        let ctrl_c = d.feed(b"\x03");
        assert!(matches!(
            ctrl_c[..],
            [Event::Key(KeyEvent {
                code: KeyCode::Char('c'),
                modifiers: KeyModifiers::CONTROL,
                ..
            })]
        ));
    }

    #[test]
    fn junk_is_dropped_and_what_follows_still_reads() {
        let mut d = Decoder::default();
        d.feed(b"\x1bO\xff\x1b[999999999999999999999~");
        d.feed(&[b'\x1b', b'['].repeat(5000));
        assert_eq!(keys(&d.feed(b"\rx")), [KeyCode::Enter, KeyCode::Char('x')]);
    }

    #[test]
    fn the_budget_drops_a_flood_and_closes_one_that_goes_on() {
        let t0 = Instant::now();
        let s = Duration::from_secs(1);
        let mut b = Budget::new(100, 50, 3 * s, t0);
        assert_eq!(b.admit(30, t0), Verdict::Take(30));
        assert_eq!(b.admit(30, t0), Verdict::Take(20));
        // Half a second later 50 more tokens (capped at the burst).
        assert_eq!(b.admit(10, t0 + s / 2), Verdict::Take(10));
        assert_eq!(b.admit(1000, t0 + 2 * s), Verdict::Take(50));
        assert_eq!(b.admit(1000, t0 + 4 * s), Verdict::Take(50));
        assert_eq!(b.admit(1000, t0 + 5 * s), Verdict::Close);
        // A quiet spell forgives.
        let mut b = Budget::new(100, 50, 3 * s, t0);
        assert_eq!(b.admit(1000, t0), Verdict::Take(50));
        assert_eq!(b.admit(10, t0 + 2 * s), Verdict::Take(10));
        assert_eq!(b.admit(1000, t0 + 4 * s), Verdict::Take(50));
    }
}
