//! Lines of input with a bound on their length: a longer line is refused
//! as soon as it passes the bound and the rest of it is skipped unread into
//! memory, so no input, however long its lines, grows the engine.

use std::io::{BufRead, BufReader, ErrorKind, Read};

/// What the next read gave.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    /// A line, without its newline (bytes that are not UTF-8 are replaced).
    Line(String),
    /// A line longer than the limit; the rest of it is skipped.
    TooLong { limit: usize },
    /// The end of the input (or an error reading it).
    End,
}

/// Reads lines of at most `limit` bytes (the newline not counted).
pub struct LineReader<R> {
    inner: BufReader<R>,
    limit: usize,
    /// Whether the rest of a too-long line is still to be skipped.
    skipping: bool,
}

impl<R: Read> LineReader<R> {
    pub fn new(input: R, limit: usize) -> LineReader<R> {
        LineReader {
            inner: BufReader::with_capacity(8 * 1024, input),
            limit,
            skipping: false,
        }
    }

    /// The buffered bytes, waiting for more if there are none; empty at
    /// the end.
    fn fill(&mut self) -> &[u8] {
        loop {
            match self.inner.fill_buf() {
                // Borrow-checker dance: look again to return the slice.
                Ok(_) => return self.inner.fill_buf().unwrap_or(&[]),
                Err(e) if e.kind() == ErrorKind::Interrupted => continue,
                Err(_) => return &[],
            }
        }
    }

    /// Skips to just after the next newline; false at the end of input.
    fn skip_line(&mut self) -> bool {
        loop {
            let buf = self.fill();
            if buf.is_empty() {
                return false;
            }
            match buf.iter().position(|&b| b == b'\n') {
                Some(i) => {
                    self.inner.consume(i + 1);
                    return true;
                }
                None => {
                    let n = buf.len();
                    self.inner.consume(n);
                }
            }
        }
    }

    /// The next line, a refusal, or the end.
    pub fn next_input(&mut self) -> Input {
        if std::mem::take(&mut self.skipping) && !self.skip_line() {
            return Input::End;
        }
        let mut line = Vec::new();
        loop {
            let limit = self.limit;
            let buf = self.fill();
            if buf.is_empty() {
                return if line.is_empty() {
                    Input::End
                } else {
                    Input::Line(text(line))
                };
            }
            let (take, newline) = match buf.iter().position(|&b| b == b'\n') {
                Some(i) => (i, true),
                None => (buf.len(), false),
            };
            if line.len() + take > limit {
                // Refuse now; the rest of the line goes unread into memory.
                self.inner.consume(take + usize::from(newline));
                self.skipping = !newline;
                return Input::TooLong { limit };
            }
            line.extend_from_slice(&buf[..take]);
            self.inner.consume(take + usize::from(newline));
            if newline {
                return Input::Line(text(line));
            }
        }
    }
}

fn text(mut line: Vec<u8>) -> String {
    if line.last() == Some(&b'\r') {
        line.pop();
    }
    String::from_utf8(line).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(bytes: &[u8], limit: usize) -> Vec<Input> {
        let mut reader = LineReader::new(bytes, limit);
        let mut out = Vec::new();
        loop {
            let input = reader.next_input();
            let end = input == Input::End;
            out.push(input);
            if end {
                return out;
            }
        }
    }

    fn line(s: &str) -> Input {
        Input::Line(s.into())
    }

    #[test]
    fn lines_up_to_the_limit_pass_and_longer_ones_are_refused_once() {
        let long = "x".repeat(20_000);
        let input = format!("isready\n12345678\n123456789\n{long}\nmoves\r\nlast");
        assert_eq!(
            all(input.as_bytes(), 8),
            [
                line("isready"),
                line("12345678"),
                Input::TooLong { limit: 8 },
                Input::TooLong { limit: 8 },
                line("moves"),
                line("last"),
                Input::End
            ]
        );
    }

    #[test]
    fn a_long_last_line_without_a_newline_ends_the_input() {
        let input = "y".repeat(100_000);
        assert_eq!(
            all(input.as_bytes(), 4096),
            [Input::TooLong { limit: 4096 }, Input::End]
        );
        assert_eq!(all(b"", 4096), [Input::End]);
        assert_eq!(all(b"\n\n", 4096), [line(""), line(""), Input::End]);
    }

    #[test]
    fn bytes_that_are_not_utf8_are_replaced() {
        assert_eq!(all(b"a\xffb\n", 16), [line("a\u{fffd}b"), Input::End]);
    }
}
