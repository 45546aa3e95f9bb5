//! What a server tells its operator: who came and went, games started and
//! ended, ratings given, open challenges, tournaments, and visitors turned
//! away. One line per event, its UTC time first (RFC 3339), then the
//! event's name and its facts as `name=value` pairs, so that `grep` and
//! `awk` read it as well as a person; on standard error, or appended to a
//! file (`pasang serve --log FILE`).
//!
//! A value with a space, a quote or anything that does not show as itself
//! is quoted, with `"`, `\\` and every character that is not a letter, a
//! mark, a number, punctuation, a symbol or a plain space escaped
//! (`\\u{2028}`): control and format characters, line and paragraph
//! separators, other spaces, so a visitor's name can never make a line
//! look like another, nor start one for a reader that splits lines on
//! U+2028 or NEL. A value is cut at [`VALUE_MAX`] characters (`…` says
//! so): what a visitor sends cannot make a line long.
//!
//! Refused connections are summed up per origin ([`refusals`]): a flood
//! of them from one address is one line a minute, not one a connection.

pub mod refusals;

use std::fmt::Write as _;
use std::io::Write;
use std::sync::Mutex;

/// The most characters of a value a line keeps.
pub const VALUE_MAX: usize = 100;

/// A visitor's key as the log names it: its first characters, enough to
/// tell the keys of a server apart (`SHA256:abcd1234`).
pub fn short_key(key: &str) -> String {
    let (kind, rest) = key.split_once(':').unwrap_or(("", key));
    let rest: String = rest.chars().take(8).collect();
    if kind.is_empty() {
        rest
    } else {
        format!("{kind}:{rest}")
    }
}

/// A seat, as the log and the server's database name it.
pub fn seat_name(seat: crate::games::Seat) -> &'static str {
    match seat {
        crate::games::Seat::South => "south",
        crate::games::Seat::West => "west",
        crate::games::Seat::North => "north",
        crate::games::Seat::East => "east",
    }
}

/// Each seat of a game as the log names it (`south`) with who played it:
/// a player's name or the start of their key, `guest`, or the computer's
/// level (`ai:hard`).
pub fn seat_names(
    players: &crate::community::players::Players,
    seats: &[crate::games::Seat],
    owners: &[Option<String>],
    kinds: &[crate::games::SeatKind],
) -> Vec<(String, String)> {
    seats
        .iter()
        .enumerate()
        .map(|(i, seat)| {
            let who = match (kinds.get(i), owners.get(i).and_then(Option::as_deref)) {
                (Some(kind @ crate::games::SeatKind::Computer(_)), _) => kind.to_string(),
                (_, Some(key)) => players.name(key).unwrap_or_else(|| short_key(key)),
                (_, None) => "guest".to_string(),
            };
            (seat_name(*seat).to_string(), who)
        })
        .collect()
}

/// An origin as the log names it: an IPv4 address, an IPv6 network.
pub fn origin(origin: crate::visitor::Origin) -> String {
    use crate::visitor::Origin;
    match origin {
        Origin::V4(v4) => std::net::Ipv4Addr::from(v4).to_string(),
        Origin::V6(net) => {
            let mut octets = [0; 16];
            octets[..8].copy_from_slice(&net);
            format!("{}/64", std::net::Ipv6Addr::from(octets))
        }
        Origin::Unknown => "unknown".to_string(),
    }
}

/// A kind of game as the log names it: `ka2`, `bell3`.
/// How a game ended outside its rules, as the log (and the database)
/// names it.
pub fn ending_name(ending: crate::games::Ending) -> &'static str {
    match ending {
        crate::games::Ending::Resigned(_) => "resigned",
        crate::games::Ending::Agreed => "agreed",
        crate::games::Ending::Aborted(_) => "aborted",
        crate::games::Ending::NeitherCame => "neither_came",
        crate::games::Ending::OutOfTime(_) => "time",
        crate::games::Ending::Absent(_) => "absent",
    }
}

pub fn game_kind(game: &crate::games::AnyGame) -> String {
    format!("{:?}{}", game.kind(), game.seats().len()).to_lowercase()
}

/// Where the lines go.
pub struct Log {
    out: Mutex<Box<dyn Write + Send>>,
    refusals: Mutex<refusals::Refusals>,
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
            refusals: Mutex::default(),
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

impl Log {
    /// A connection from `from` was turned away (`why`): logged when it
    /// is the first from there in a while, else counted and summed up
    /// later (see [`refusals`]).
    pub fn refused(
        &self,
        from: crate::visitor::Origin,
        why: &'static str,
        now: std::time::Instant,
    ) {
        let lines = {
            let mut refusals = self.refusals.lock().unwrap_or_else(|e| e.into_inner());
            refusals.note(from, why, now)
        };
        for line in lines {
            line.write(self);
        }
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

/// `value` as it stands in a line: bare when it is plain, else quoted;
/// cut at [`VALUE_MAX`] characters.
fn quoted(value: &str) -> String {
    let cut = value.chars().nth(VALUE_MAX).is_some();
    let kept = value.chars().take(VALUE_MAX);
    let plain = !value.is_empty()
        && !cut
        && value
            .chars()
            .all(|c| c.is_alphanumeric() && crate::shown::is_graphic(c) || "-_.:/+@#,".contains(c));
    if plain {
        return value.to_string();
    }
    let mut out = String::from("\"");
    for c in kept {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            ' ' => out.push(' '),
            c if crate::shown::is_graphic(c) && !c.is_whitespace() => out.push(c),
            c => {
                let _ = write!(out, "\\u{{{:x}}}", c as u32);
            }
        }
    }
    if cut {
        out.push('…');
    }
    out.push('"');
    out
}

/// A log whose lines a test reads.
#[cfg(test)]
#[derive(Clone, Default)]
pub(crate) struct Shared(std::sync::Arc<Mutex<Vec<u8>>>);

#[cfg(test)]
impl Write for Shared {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[cfg(test)]
impl Shared {
    /// A log writing here.
    pub fn log(&self) -> std::sync::Arc<Log> {
        std::sync::Arc::new(Log::to(Box::new(self.clone())))
    }

    /// Everything written.
    pub fn text(&self) -> String {
        String::from_utf8(self.0.lock().unwrap().clone()).unwrap()
    }

    /// The first line of `event`, without its time.
    pub fn line(&self, event: &str) -> String {
        let text = self.text();
        let line = text
            .lines()
            .find(|l| l.split(' ').nth(1) == Some(event))
            .unwrap_or_else(|| panic!("no {event} in {text}"));
        line.split_once(' ').unwrap().1.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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

    /// Characters that end or start a line for some reader, or hide or
    /// reorder what follows, one of each kind.
    const FORGERS: [(char, &str); 14] = [
        ('\n', "line feed"),
        ('\r', "carriage return"),
        ('\u{b}', "vertical tab"),
        ('\u{c}', "form feed"),
        ('\u{1b}', "escape"),
        ('\u{85}', "next line (NEL)"),
        ('\u{9b}', "C1 control sequence introducer"),
        ('\u{2028}', "line separator"),
        ('\u{2029}', "paragraph separator"),
        ('\u{202e}', "right-to-left override"),
        ('\u{2067}', "right-to-left isolate"),
        ('\u{200b}', "zero width space"),
        ('\u{e0041}', "tag"),
        ('\u{3000}', "ideographic space"),
    ];

    #[test]
    fn no_character_of_a_value_can_end_a_line_or_hide_what_follows() {
        for (c, what) in FORGERS {
            let value = format!("guest{c}2026-12-05T10:00:00Z came who=Siti");
            let shown = quoted(&value);
            assert_eq!(
                shown,
                format!(
                    "\"guest\\u{{{:x}}}2026-12-05T10:00:00Z came who=Siti\"",
                    c as u32
                ),
                "{what}"
            );
            assert!(
                shown.chars().all(|c| c.is_ascii_graphic() || c == ' '),
                "{what}: {shown:?}"
            );
        }
        // Letters and marks of any script show as they are.
        assert_eq!(quoted("Nur\u{e9}"), "Nur\u{e9}");
        assert_eq!(quoted("Dayang Nur"), "\"Dayang Nur\"");
        assert_eq!(quoted("جاوي ١"), "\"جاوي ١\"");
    }

    #[test]
    fn a_long_value_is_cut() {
        let user = "a".repeat(250_000);
        let shown = quoted(&user);
        assert_eq!(shown, format!("\"{}…\"", "a".repeat(VALUE_MAX)));
        let out = Shared::default();
        let log = Log::to(Box::new(out.clone()));
        log.event("came", &[("user", &user), ("who", &user)]);
        let text = String::from_utf8(out.0.lock().unwrap().clone()).unwrap();
        assert!(text.len() < 3 * VALUE_MAX + 100, "{} bytes", text.len());
        assert_eq!(quoted(&"é".repeat(VALUE_MAX)), "é".repeat(VALUE_MAX));
    }

    #[test]
    fn refusals_from_one_address_are_a_line_then_a_count_a_minute_later() {
        let out = Shared::default();
        let log = Log::to(Box::new(out.clone()));
        let from = crate::visitor::Origin::V4([192, 0, 2, 1]);
        let t0 = std::time::Instant::now();
        for i in 0..100 {
            log.refused(from, "flood", t0 + std::time::Duration::from_millis(i));
        }
        log.refused(from, "full", t0 + std::time::Duration::from_secs(61));
        let lines: Vec<String> = out
            .text()
            .lines()
            .map(|l| l.split_once(' ').unwrap().1.to_string())
            .collect();
        assert_eq!(
            lines,
            [
                "refused from=192.0.2.1 why=flood",
                "refused from=192.0.2.1 why=full count=100"
            ]
        );
    }

    #[test]
    fn keys_and_origins_are_named_shortly() {
        use crate::visitor::Origin;
        assert_eq!(
            short_key("SHA256:uNiVztksCsDhcc0u9e8BujQXVUpKZIDTMczCvj3tD2s"),
            "SHA256:uNiVztks"
        );
        assert_eq!(origin(Origin::V4([127, 0, 0, 1])), "127.0.0.1");
        let v6 = Origin::of(Some("2001:db8:1:2::7".parse().unwrap()));
        assert_eq!(origin(v6), "2001:db8:1:2::/64");
        assert_eq!(origin(Origin::Unknown), "unknown");
    }
}
