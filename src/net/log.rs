//! What a server tells its operator: who came and went, games started and
//! ended, ratings given, open challenges, tournaments, and visitors turned
//! away. One line per event, its UTC time first (RFC 3339), then the
//! event's name and its facts as `name=value` pairs, so that `grep` and
//! `awk` read it as well as a person; on standard error, or appended to a
//! file (`pasang serve --log FILE`).
//!
//! A value with a space, a quote or anything unprintable is quoted, with
//! `"`, `\` and control characters escaped, so a visitor's name can never
//! make a line look like another.

use std::fmt::Write as _;
use std::io::Write;
use std::sync::Mutex;

/// A kind of game as the log names it: `ka2`, `bell3`.
pub fn game_kind(game: &crate::games::AnyGame) -> String {
    format!("{:?}{}", game.kind(), game.seats().len()).to_lowercase()
}

/// Where the lines go.
pub struct Log {
    out: Mutex<Box<dyn Write + Send>>,
}

impl std::fmt::Debug for Log {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Log")
    }
}

impl Log {
    /// A log to standard error.
    pub fn stderr() -> Log {
        Log::to(Box::new(std::io::stderr()))
    }

    /// A log to `out`.
    pub fn to(out: Box<dyn Write + Send>) -> Log {
        Log {
            out: Mutex::new(out),
        }
    }

    /// A log that goes nowhere (a test's server, a game hosted at a
    /// terminal).
    pub fn silent() -> Log {
        Log::to(Box::new(std::io::sink()))
    }

    /// Writes one line for `event` with `facts`. A log that cannot be
    /// written is no reason to stop serving: the line is lost.
    pub fn event(&self, event: &str, facts: &[(&str, &dyn std::fmt::Display)]) {
        let now = time::OffsetDateTime::now_utc();
        let stamp = now
            .format(&time::format_description::well_known::Rfc3339)
            .unwrap_or_default();
        let line = line(&stamp, event, facts);
        let mut out = self.out.lock().unwrap_or_else(|e| e.into_inner());
        let _ = out.write_all(line.as_bytes());
        let _ = out.flush();
    }
}

/// One line of the log, with its newline.
fn line(stamp: &str, event: &str, facts: &[(&str, &dyn std::fmt::Display)]) -> String {
    let mut line = format!("{stamp} {event}");
    for (name, value) in facts {
        let _ = write!(line, " {name}={}", quoted(&value.to_string()));
    }
    line.push('\n');
    line
}

/// `value` as it stands in a line: bare when it is plain, else quoted.
fn quoted(value: &str) -> String {
    let plain = !value.is_empty()
        && value
            .chars()
            .all(|c| c.is_alphanumeric() || "-_.:/+@#".contains(c));
    if plain {
        return value.to_string();
    }
    let mut out = String::from("\"");
    for c in value.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if c.is_control() || is_format(c) => {
                let _ = write!(out, "\\u{{{:x}}}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// Characters that change how the text around them is shown (direction
/// marks and overrides, zero-width joiners).
fn is_format(c: char) -> bool {
    matches!(c, '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' | '\u{feff}')
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

    /// A writer whose bytes a test reads.
    #[derive(Clone, Default)]
    struct Shared(Arc<Mutex<Vec<u8>>>);

    impl Write for Shared {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_line_is_the_time_the_event_and_its_facts_with_odd_values_quoted() {
        let out = Shared::default();
        let log = Log::to(Box::new(out.clone()));
        log.event(
            "came",
            &[("from", &"127.0.0.1"), ("name", &"Siti \"Ami\"\n2 game=x")],
        );
        let text = String::from_utf8(out.0.lock().unwrap().clone()).unwrap();
        let (stamp, rest) = text.split_once(' ').unwrap();
        // 2026-11-28T13:38:07.123456Z
        assert!(stamp.len() >= 20, "{stamp}");
        assert!(
            stamp.ends_with('Z') && stamp.as_bytes()[10] == b'T',
            "{stamp}"
        );
        assert_eq!(
            rest,
            "came from=127.0.0.1 name=\"Siti \\\"Ami\\\"\\u{a}2 game=x\"\n"
        );
        assert_eq!(text.lines().count(), 1, "a name cannot start a line");
        assert_eq!(quoted(""), "\"\"");
        assert_eq!(quoted("a\u{202e}b"), "\"a\\u{202e}b\"");
        assert_eq!(quoted("SHA256:ab+/c"), "SHA256:ab+/c");
    }
}
