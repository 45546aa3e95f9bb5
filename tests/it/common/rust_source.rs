//! Reading the program's Rust source in tests: its files, and a small
//! lexer of the tokens the source checks need.

use std::path::{Path, PathBuf};

#[derive(Clone, Debug, PartialEq)]
pub enum Token {
    Str(String),
    Ident(String),
    Punct(char),
}

/// The tokens of Rust source that matter here: string literals (their text
/// as written, escapes left as they are), identifiers (and numbers), and
/// punctuation. Comments, char literals and lifetimes are dropped.
pub fn lex(src: &str) -> Vec<Token> {
    let c: Vec<char> = src.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < c.len() {
        let ch = c[i];
        let next = c.get(i + 1).copied();
        if ch.is_whitespace() {
            i += 1;
        } else if ch == '/' && next == Some('/') {
            while i < c.len() && c[i] != '\n' {
                i += 1;
            }
        } else if ch == '/' && next == Some('*') {
            let mut depth = 0;
            while i < c.len() {
                if c[i] == '/' && c.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if c[i] == '*' && c.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
        } else if ch == '"' {
            let start = i + 1;
            i += 1;
            while i < c.len() && c[i] != '"' {
                i += if c[i] == '\\' { 2 } else { 1 };
            }
            out.push(Token::Str(c[start..i.min(c.len())].iter().collect()));
            i += 1;
        } else if ch == 'r' && matches!(next, Some('"' | '#')) && raw_string_at(&c, i).is_some() {
            let (text, end) = raw_string_at(&c, i).unwrap_or_default();
            out.push(Token::Str(text));
            i = end;
        } else if ch == '\'' {
            // A char literal ('a', '\n', '\u{2192}') or a lifetime ('a).
            if next == Some('\\') {
                i += 3;
                while i < c.len() && c[i] != '\'' {
                    i += 1;
                }
                i += 1;
            } else if c.get(i + 2) == Some(&'\'') {
                i += 3;
            } else {
                i += 1;
                while i < c.len() && (c[i].is_alphanumeric() || c[i] == '_') {
                    i += 1;
                }
            }
        } else if ch.is_alphanumeric() || ch == '_' {
            let start = i;
            while i < c.len() && (c[i].is_alphanumeric() || c[i] == '_') {
                i += 1;
            }
            let word: String = c[start..i].iter().collect();
            // b"…" is a byte string: the literal follows as its own token.
            if word != "b" || c.get(i) != Some(&'"') {
                out.push(Token::Ident(word));
            }
        } else {
            out.push(Token::Punct(ch));
            i += 1;
        }
    }
    out
}

/// The raw string starting at `i` (`r"…"`, `r#"…"#`): its text and where
/// it ends.
fn raw_string_at(c: &[char], i: usize) -> Option<(String, usize)> {
    let mut j = i + 1;
    let mut hashes = 0;
    while c.get(j) == Some(&'#') {
        hashes += 1;
        j += 1;
    }
    if c.get(j) != Some(&'"') {
        return None;
    }
    let start = j + 1;
    let mut k = start;
    while k < c.len() {
        if c[k] == '"' && (1..=hashes).all(|h| c.get(k + h) == Some(&'#')) {
            return Some((c[start..k].iter().collect(), k + 1 + hashes));
        }
        k += 1;
    }
    None
}

/// Every `.rs` file under `dir`, in order.
pub fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("a directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}
