//! Changing some fields of a RON struct that a person (or another version
//! of the program) wrote, keeping every other byte as it was: comments,
//! fields this program does not know, spacing, `Some(…)` or not. Only the
//! top-level struct's own fields are edited, each value replaced whole by
//! RON text the caller gives. Pure: text in, text out.
//!
//! The scanner knows just enough RON to find where a value ends: strings
//! with escapes, raw and byte strings, characters, nested brackets, line
//! and (nested) block comments, `#![enable(…)]` attributes and an optional
//! struct name. Text it cannot follow gives `None`, and the caller writes
//! the file anew.

use std::ops::Range;

/// One field of the top-level struct as it lies in the text.
#[derive(Debug)]
struct Field {
    /// Without a raw identifier's `r#`.
    name: String,
    /// Where the field's name starts.
    start: usize,
    /// The value's text, from its first token to its last (comments and
    /// spaces around it excluded).
    value: Range<usize>,
    /// Where the comma after the value is, if one is.
    comma: Option<usize>,
}

/// The top-level struct: its fields and its parentheses.
#[derive(Debug)]
struct Struct {
    open: usize,
    close: usize,
    fields: Vec<Field>,
}

/// The top-level struct's fields and their values' text, in the order
/// written; `None` if `text` is not one RON struct.
pub fn values(text: &str) -> Option<Vec<(String, &str)>> {
    let parsed = parse(text)?;
    Some(
        parsed
            .fields
            .into_iter()
            .map(|f| (f.name, &text[f.value]))
            .collect(),
    )
}

/// `text` with each named field's value replaced by the RON text given,
/// and the fields it lacks added before the closing parenthesis in the
/// text's own layout (one a line, or all on one). `None` if `text` is not
/// one RON struct, or names one of the fields twice.
pub fn set(text: &str, changes: &[(&str, &str)]) -> Option<String> {
    let parsed = parse(text)?;
    let mut edits: Vec<(Range<usize>, String)> = Vec::new();
    let mut added = Vec::new();
    for &(name, value) in changes {
        let mut found = parsed.fields.iter().filter(|f| f.name == name);
        match (found.next(), found.next()) {
            (Some(field), None) => edits.push((field.value.clone(), value.to_string())),
            (None, _) => added.push((name, value)),
            (Some(_), Some(_)) => return None,
        }
    }
    if !added.is_empty() {
        edits.extend(additions(text, &parsed, &added));
    }
    // A replaced last value and the comma added after it meet at one
    // point: the replacement goes first.
    edits.sort_by_key(|(range, _)| (range.start, range.end));
    let mut out = String::with_capacity(text.len() + 64);
    let mut at = 0;
    for (range, new) in edits {
        if range.start < at {
            return None;
        }
        out.push_str(&text[at..range.start]);
        out.push_str(&new);
        at = range.end;
    }
    out.push_str(&text[at..]);
    Some(out)
}

/// The insertions that add `added` to the struct: a line each, indented as
/// the last field, when the closing parenthesis has a line of its own;
/// otherwise after the last field on its line.
fn additions(text: &str, parsed: &Struct, added: &[(&str, &str)]) -> Vec<(Range<usize>, String)> {
    let mut edits = Vec::new();
    let last = parsed.fields.last();
    if let Some(field) = last.filter(|f| f.comma.is_none()) {
        edits.push((field.value.end..field.value.end, ",".to_string()));
    }
    let line_start = |at: usize| text[..at].rfind('\n').map_or(0, |i| i + 1);
    let close_line = line_start(parsed.close);
    let own_line = close_line > parsed.open && text[close_line..parsed.close].chars().all(is_blank);
    if own_line {
        let newline = if text.contains("\r\n") { "\r\n" } else { "\n" };
        let indent = last
            .map(|f| &text[line_start(f.start)..f.start])
            .filter(|s| s.chars().all(is_blank))
            .unwrap_or("    ");
        let lines: String = added
            .iter()
            .map(|(name, value)| format!("{indent}{name}: {value},{newline}"))
            .collect();
        edits.push((close_line..close_line, lines));
    } else {
        let fields: Vec<String> = added
            .iter()
            .map(|(name, value)| format!("{name}: {value}"))
            .collect();
        match last {
            Some(field) => {
                let at = field.comma.map_or(field.value.end, |comma| comma + 1);
                edits.push((at..at, format!(" {}", fields.join(", "))));
            }
            None => edits.push((parsed.close..parsed.close, fields.join(", "))),
        }
    }
    edits
}

/// Whitespace as RON counts it.
fn is_blank(c: char) -> bool {
    matches!(
        c,
        ' ' | '\t'
            | '\n'
            | '\r'
            | '\x0B'
            | '\x0C'
            | '\u{85}'
            | '\u{200E}'
            | '\u{200F}'
            | '\u{2028}'
            | '\u{2029}'
    )
}

/// Characters that end a bare word (a number, a name, `true`).
fn ends_word(c: char) -> bool {
    is_blank(c)
        || matches!(
            c,
            '(' | ')' | '[' | ']' | '{' | '}' | ',' | ':' | '"' | '\'' | '/'
        )
}

fn parse(text: &str) -> Option<Struct> {
    let mut s = Scanner { text, at: 0 };
    s.blank()?;
    while s.peek() == Some('#') {
        s.attribute()?;
        s.blank()?;
    }
    if s.peek() != Some('(') {
        s.name()?;
        s.blank()?;
    }
    let open = s.at;
    s.expect('(')?;
    let mut fields = Vec::new();
    let close = loop {
        s.blank()?;
        if s.peek()? == ')' {
            break s.at;
        }
        let start = s.at;
        let name = s.name()?;
        s.blank()?;
        s.expect(':')?;
        s.blank()?;
        let value = s.value()?;
        let comma = (s.peek()? == ',').then_some(s.at);
        if comma.is_some() {
            s.at += 1;
        }
        fields.push(Field {
            name,
            start,
            value,
            comma,
        });
    };
    s.at += 1;
    s.blank()?;
    (s.at == text.len()).then_some(Struct {
        open,
        close,
        fields,
    })
}

struct Scanner<'a> {
    text: &'a str,
    at: usize,
}

impl Scanner<'_> {
    fn rest(&self) -> &str {
        &self.text[self.at..]
    }

    fn peek(&self) -> Option<char> {
        self.rest().chars().next()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.at += c.len_utf8();
        Some(c)
    }

    fn expect(&mut self, want: char) -> Option<()> {
        (self.bump()? == want).then_some(())
    }

    /// Skips whitespace and comments; `None` in an unclosed block comment.
    fn blank(&mut self) -> Option<()> {
        loop {
            while self.peek().is_some_and(is_blank) {
                self.bump();
            }
            if self.rest().starts_with("//") {
                self.at = self
                    .rest()
                    .find('\n')
                    .map_or(self.text.len(), |i| self.at + i);
            } else if self.rest().starts_with("/*") {
                self.at += 2;
                let mut depth = 1;
                while depth > 0 {
                    if self.rest().starts_with("/*") {
                        self.at += 2;
                        depth += 1;
                    } else if self.rest().starts_with("*/") {
                        self.at += 2;
                        depth -= 1;
                    } else {
                        self.bump()?;
                    }
                }
            } else {
                return Some(());
            }
        }
    }

    /// `#![enable(…)]`.
    fn attribute(&mut self) -> Option<()> {
        self.expect('#')?;
        self.blank()?;
        self.expect('!')?;
        self.blank()?;
        self.expect('[')?;
        loop {
            self.blank()?;
            if self.bump()? == ']' {
                return Some(());
            }
        }
    }

    /// A field or struct name, plain or raw (`r#name`), without the `r#`.
    fn name(&mut self) -> Option<String> {
        let raw = self.rest().starts_with("r#");
        if raw {
            self.at += 2;
        }
        let first = self.peek()?;
        if !(first == '_' || first.is_alphabetic() || raw) {
            return None;
        }
        let start = self.at;
        while self.peek().is_some_and(|c| {
            c == '_' || c.is_alphanumeric() || (raw && matches!(c, '.' | '+' | '-'))
        }) {
            self.bump();
        }
        (self.at > start).then(|| self.text[start..self.at].to_string())
    }

    /// Skips one value, leaving the scanner at the `,` or `)` after it;
    /// returns where the value's text lies.
    fn value(&mut self) -> Option<Range<usize>> {
        let start = self.at;
        let mut end = None;
        let mut depth = 0usize;
        loop {
            self.blank()?;
            match self.peek()? {
                ',' | ')' if depth == 0 => return Some(start..end?),
                // Within a nested value: between its items, or a key and its value.
                ',' | ':' if depth > 0 => self.at += 1,
                '(' | '[' | '{' => {
                    depth += 1;
                    self.at += 1;
                }
                ')' | ']' | '}' => {
                    depth = depth.checked_sub(1)?;
                    self.at += 1;
                }
                '"' => self.string()?,
                '\'' => self.char()?,
                _ => self.word()?,
            }
            end = Some(self.at);
        }
    }

    /// `"…"` with escapes.
    fn string(&mut self) -> Option<()> {
        self.expect('"')?;
        loop {
            match self.bump()? {
                '\\' => {
                    self.bump()?;
                }
                '"' => return Some(()),
                _ => {}
            }
        }
    }

    /// `'c'` or `'\…'`.
    fn char(&mut self) -> Option<()> {
        self.expect('\'')?;
        if self.bump()? == '\\' {
            while self.bump()? != '\'' {}
            Some(())
        } else {
            self.expect('\'')
        }
    }

    /// `r"…"`, `r#"…"#` and so on, with the `r` already taken.
    fn raw_string(&mut self) -> Option<()> {
        let hashes = self.rest().len() - self.rest().trim_start_matches('#').len();
        self.at += hashes;
        self.expect('"')?;
        let end = format!("\"{}", "#".repeat(hashes));
        let found = self.rest().find(&end)?;
        self.at += found + end.len();
        Some(())
    }

    /// A bare word (a number, `true`, a name) or a string with a prefix
    /// (`b"…"`, `r#"…"#`, `br"…"`, `b'…'`).
    fn word(&mut self) -> Option<()> {
        let rest = self.rest();
        let raw_after = |prefix: &str| {
            rest.strip_prefix(prefix)
                .is_some_and(|r| r.trim_start_matches('#').starts_with('"'))
        };
        if raw_after("br") {
            self.at += 2;
            return self.raw_string();
        }
        if raw_after("r") {
            self.at += 1;
            return self.raw_string();
        }
        if rest.starts_with("b\"") {
            self.at += 1;
            return self.string();
        }
        if rest.starts_with("b'") {
            self.at += 1;
            return self.char();
        }
        let start = self.at;
        while self.peek().is_some_and(|c| !ends_word(c)) {
            self.bump();
        }
        // A lone `/` (not a comment) or a `:` out of place.
        if self.at == start {
            return None;
        }
        Some(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_are_found_past_strings_comments_and_brackets() {
        let text = concat!(
            "#![enable(implicit_some)]\n",
            "// a note: (not, a, field)\n",
            "Settings( /* a /* nested */ note */\n",
            "  a: \"x), // y\\\" z\",\n",
            "  r#b: r#\"raw \"), \"#,\n",
            "  c: [1, (2, 3), {\"k\": 'x'}], d: Some(')'),\n",
            "  e: -1.5e3 // last\n",
            ")\n",
        );
        let found = values(text).unwrap();
        let expected = [
            ("a", "\"x), // y\\\" z\""),
            ("b", "r#\"raw \"), \"#"),
            ("c", "[1, (2, 3), {\"k\": 'x'}]"),
            ("d", "Some(')')"),
            ("e", "-1.5e3"),
        ];
        let found: Vec<(&str, &str)> = found.iter().map(|(n, v)| (n.as_str(), *v)).collect();
        assert_eq!(found, expected);
    }

    #[test]
    fn text_that_is_not_one_struct_gives_none() {
        for text in [
            "",
            "(a: 1",
            "(a: 1) (b: 2)",
            "(a: \"open)",
            "(a: 1 /* open )",
            "[1, 2]",
            "(a 1)",
            "(a: )",
            "(a: 1]",
        ] {
            assert!(values(text).is_none(), "{text}");
        }
    }

    #[test]
    fn a_changed_value_is_replaced_and_nothing_else() {
        let text = "(\n  a: Some(\"x\"), // kept\n  b: 2\n)";
        assert_eq!(
            set(text, &[("a", "\"y\"")]).unwrap(),
            "(\n  a: \"y\", // kept\n  b: 2\n)"
        );
        assert_eq!(
            set(text, &[("b", "None")]).unwrap(),
            "(\n  a: Some(\"x\"), // kept\n  b: None\n)"
        );
    }

    #[test]
    fn new_fields_follow_the_layout_they_join() {
        let cases = [
            // One a line, the last without a comma and with a comment.
            (
                "(\n\ta: 1 // one\n)\n",
                "(\n\ta: 1, // one\n\tb: 2,\n\tc: 3,\n)\n",
            ),
            (
                "(\r\n  a: 1,\r\n)",
                "(\r\n  a: 1,\r\n  b: 2,\r\n  c: 3,\r\n)",
            ),
            ("(\n)", "(\n    b: 2,\n    c: 3,\n)"),
            // All on one line.
            ("(a: 1)", "(a: 1, b: 2, c: 3)"),
            ("(a: 1, )", "(a: 1, b: 2, c: 3 )"),
            ("(a: 1 /* x, y */, )", "(a: 1 /* x, y */, b: 2, c: 3 )"),
            ("()", "(b: 2, c: 3)"),
            ("(\n  a: 1)", "(\n  a: 1, b: 2, c: 3)"),
        ];
        for (text, expected) in cases {
            assert_eq!(
                set(text, &[("b", "2"), ("c", "3")]).as_deref(),
                Some(expected),
                "{text:?}"
            );
        }
    }

    #[test]
    fn a_field_named_twice_is_not_edited() {
        assert_eq!(set("(a: 1, a: 2)", &[("a", "3")]), None);
        assert_eq!(
            set("(a: 1, a: 2)", &[("b", "3")]).as_deref(),
            Some("(a: 1, a: 2, b: 3)")
        );
    }

    mod props {
        use super::*;
        use proptest::prelude::*;

        /// Text made of RON's punctuation and a few letters.
        fn texts() -> impl Strategy<Value = String> {
            let chars = vec![
                '(', ')', '[', ']', '{', '}', '"', '\\', '/', '*', 'r', '#', 'b', '\'', ',', ':',
                'a', '1', ' ', '\n', 'é',
            ];
            let text = prop::collection::vec(prop::sample::select(chars), 0..40)
                .prop_map(String::from_iter);
            // Half of them a struct's parentheses around, to reach the editing.
            (text, any::<bool>()).prop_map(|(t, wrap)| if wrap { format!("({t})") } else { t })
        }

        proptest! {
            #![proptest_config(ProptestConfig { cases: 1024, ..ProptestConfig::default() })]

            #[test]
            fn any_text_is_edited_into_a_struct_with_the_value_or_left(text in texts()) {
                if let Some(out) = set(&text, &[("a", "1")]) {
                    let found = values(&out);
                    prop_assert!(found.is_some(), "{text:?} became {out:?}");
                    let found = found.unwrap();
                    prop_assert!(found.contains(&("a".to_string(), "1")), "{out:?}");
                }
            }
        }
    }
}
