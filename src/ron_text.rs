//! Reading a RON value from bytes a user gave: bounded in size, text only,
//! and with the line and column of a syntax error. Pure: the bytes are
//! read from the file elsewhere.

use serde::de::DeserializeOwned;

/// Why some bytes are not the RON value wanted. The messages follow a
/// noun: "the setup is empty", "the record is not valid RON: …".
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TextError {
    Empty,
    TooLarge {
        limit: usize,
    },
    NotText {
        offset: usize,
    },
    Ron {
        line: usize,
        column: usize,
        problem: RonProblem,
    },
}

/// What RON found wrong, as a value, so that the sentence is made in the
/// reader's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RonProblem {
    /// The text stops in the middle of a value.
    EndOfText,
    /// This punctuation was expected here.
    ExpectedChar(char),
    /// This kind of value was expected here.
    Expected(ValueKind),
    /// A character that has no place here.
    UnexpectedChar(char),
    /// More text follows the complete value.
    TrailingText,
    /// A field name the value does not have; `expected` are the ones it has.
    UnknownField {
        found: String,
        expected: &'static [&'static str],
    },
    MissingField {
        field: &'static str,
    },
    DuplicateField {
        field: &'static str,
    },
    /// A name that is not one of the choices (`expected`).
    UnknownName {
        found: String,
        expected: &'static [&'static str],
    },
    /// A number too large or too small for its field.
    OutOfRange,
    UnclosedComment,
    /// A name before brackets where the value is written without one:
    /// `Foo(…)` for `(…)`.
    StructName {
        found: String,
    },
    /// A number written with a misplaced `_`.
    BadNumber,
    /// A backslash escape in a string that is not one.
    BadEscape,
    /// An `#![enable(…)]` of an extension RON does not have.
    UnknownExtension {
        found: String,
    },
    /// An attribute `#![…]` not written as one.
    BadAttribute,
    /// A value of another kind than its place takes.
    WrongKind,
    /// A list of `found` items where another number belongs.
    WrongLength {
        found: usize,
    },
    /// A name that is not written as names are.
    BadName {
        found: String,
    },
    /// Values nested deeper than the reader follows.
    TooDeep,
    /// A value RON cannot read at this place, for a reason a file of this
    /// program does not meet (ranges, raw values, a failed read).
    Unreadable,
    /// A value's own check refused it, its reason already said from the
    /// catalogue by the program's type (a number of rounds out of range).
    Said(String),
}

/// The kinds of value [`RonProblem::Expected`] names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueKind {
    /// A string in double quotes.
    String,
    Integer,
    Number,
    Boolean,
    /// A bare name: a field or a choice.
    Name,
    /// `Some(…)` or `None`.
    Option,
    /// A character in single quotes.
    Char,
    /// A byte string, `b"…"`.
    Bytes,
    /// The empty value, `()`.
    Unit,
}

impl From<ron::Error> for RonProblem {
    fn from(code: ron::Error) -> RonProblem {
        use ron::Error as E;
        match code {
            E::Eof => RonProblem::EndOfText,
            E::ExpectedComma => RonProblem::ExpectedChar(','),
            E::ExpectedMapColon => RonProblem::ExpectedChar(':'),
            E::ExpectedArray => RonProblem::ExpectedChar('['),
            E::ExpectedArrayEnd => RonProblem::ExpectedChar(']'),
            E::ExpectedMap => RonProblem::ExpectedChar('{'),
            E::ExpectedMapEnd => RonProblem::ExpectedChar('}'),
            E::ExpectedStructLike | E::ExpectedNamedStructLike(_) => RonProblem::ExpectedChar('('),
            E::ExpectedStructLikeEnd | E::ExpectedOptionEnd => RonProblem::ExpectedChar(')'),
            E::ExpectedStringEnd => RonProblem::ExpectedChar('"'),
            E::ExpectedString => RonProblem::Expected(ValueKind::String),
            E::ExpectedInteger => RonProblem::Expected(ValueKind::Integer),
            E::ExpectedFloat => RonProblem::Expected(ValueKind::Number),
            E::ExpectedBoolean => RonProblem::Expected(ValueKind::Boolean),
            E::ExpectedIdentifier => RonProblem::Expected(ValueKind::Name),
            E::ExpectedOption => RonProblem::Expected(ValueKind::Option),
            E::UnexpectedChar(c) => RonProblem::UnexpectedChar(c),
            E::TrailingCharacters => RonProblem::TrailingText,
            E::NoSuchStructField {
                expected, found, ..
            } => RonProblem::UnknownField { found, expected },
            E::MissingStructField { field, .. } => RonProblem::MissingField { field },
            E::DuplicateStructField { field, .. } => RonProblem::DuplicateField { field },
            E::NoSuchEnumVariant {
                expected, found, ..
            } => RonProblem::UnknownName { found, expected },
            E::IntegerOutOfBounds => RonProblem::OutOfRange,
            E::UnclosedBlockComment | E::UnclosedLineComment => RonProblem::UnclosedComment,
            E::ExpectedDifferentStructName { found, .. } => RonProblem::StructName { found },
            E::ExpectedStructName(_) => RonProblem::Expected(ValueKind::Name),
            E::ExpectedChar => RonProblem::Expected(ValueKind::Char),
            E::ExpectedByteLiteral | E::ExpectedByteString => {
                RonProblem::Expected(ValueKind::Bytes)
            }
            E::ExpectedUnit => RonProblem::Expected(ValueKind::Unit),
            E::FloatUnderscore | E::UnderscoreAtBeginning => RonProblem::BadNumber,
            E::InvalidIntegerDigit { digit, .. } => RonProblem::UnexpectedChar(digit),
            E::InvalidEscape(_) => RonProblem::BadEscape,
            E::NoSuchExtension(found) => RonProblem::UnknownExtension { found },
            E::ExpectedAttribute | E::ExpectedAttributeEnd => RonProblem::BadAttribute,
            // serde's words for the kinds (`a string`, `the unsigned
            // integer 3`) are English, so only the fact is kept.
            E::InvalidValueForType { .. } => RonProblem::WrongKind,
            E::ExpectedDifferentLength { found, .. } => RonProblem::WrongLength { found },
            E::InvalidIdentifier(found) | E::SuggestRawIdentifier(found) => {
                RonProblem::BadName { found }
            }
            E::ExceededRecursionLimit => RonProblem::TooDeep,
            E::Message(said) => RonProblem::Said(said),
            _ => RonProblem::Unreadable,
        }
    }
}

/// Reads a `T` from RON bytes of at most `limit` bytes.
pub fn read_ron<T: DeserializeOwned>(bytes: &[u8], limit: usize) -> Result<T, TextError> {
    read_ron_with(bytes, limit, ron::Options::default())
}

/// [`read_ron`] with RON's `options` (extensions on by default).
pub fn read_ron_with<T: DeserializeOwned>(
    bytes: &[u8],
    limit: usize,
    options: ron::Options,
) -> Result<T, TextError> {
    if bytes.len() > limit {
        return Err(TextError::TooLarge { limit });
    }
    let text = std::str::from_utf8(bytes).map_err(|e| TextError::NotText {
        offset: e.valid_up_to(),
    })?;
    if text.trim().is_empty() {
        return Err(TextError::Empty);
    }
    options.from_str(text).map_err(|e| TextError::Ron {
        line: e.span.start.line,
        column: e.span.start.col,
        problem: e.code.into(),
    })
}

/// The bytes without a leading UTF-8 byte-order mark, which some editors
/// write and which is not part of the text.
pub fn without_bom(bytes: &[u8]) -> &[u8] {
    bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_byte_order_mark_is_not_part_of_the_text() {
        assert_eq!(without_bom(b"\xEF\xBB\xBF(rows: [])"), b"(rows: [])");
        assert_eq!(without_bom(b"(rows: [])"), b"(rows: [])");
    }

    #[test]
    fn each_problem_is_told_apart() {
        let read = |b: &[u8]| read_ron::<Vec<u8>>(b, 16);
        assert_eq!(read(b"[1, 2]"), Ok(vec![1, 2]));
        assert_eq!(read(b" \n "), Err(TextError::Empty));
        assert_eq!(read(&[b' '; 17]), Err(TextError::TooLarge { limit: 16 }));
        assert_eq!(read(b"[1, \xff]"), Err(TextError::NotText { offset: 4 }));
        let err = read(b"[1,\n 2").unwrap_err().to_string();
        assert!(err.starts_with("is not valid RON: line 2, column"), "{err}");
    }

    #[test]
    fn ron_problems_are_values_not_words() {
        #[derive(Debug, serde::Deserialize)]
        #[serde(deny_unknown_fields)]
        #[allow(dead_code)]
        struct Pair {
            first: u8,
            side: Side,
        }
        #[derive(Debug, serde::Deserialize)]
        enum Side {
            South,
            North,
        }
        let problem = |text: &str| match read_ron::<Pair>(text.as_bytes(), 100) {
            Err(TextError::Ron { problem, .. }) => problem,
            other => panic!("{text}: {other:?}"),
        };
        assert_eq!(problem("(first: 1, side:"), RonProblem::EndOfText);
        assert_eq!(
            problem("(first: 1 side: South)"),
            RonProblem::ExpectedChar(',')
        );
        assert_eq!(problem("(first: 300, side: South)"), RonProblem::OutOfRange);
        assert_eq!(
            problem("(first: 1, side: South) x"),
            RonProblem::TrailingText
        );
        assert_eq!(
            problem("(side: South)"),
            RonProblem::MissingField { field: "first" }
        );
        assert_eq!(
            problem("(first: 1, side: East)"),
            RonProblem::UnknownName {
                found: "East".into(),
                expected: &["South", "North"]
            }
        );
        assert_eq!(
            problem("(first: 1, sides: North)"),
            RonProblem::UnknownField {
                found: "sides".into(),
                expected: &["first", "side"]
            }
        );
        assert_eq!(
            problem("(first: 1, first: 2, side: North)"),
            RonProblem::DuplicateField { field: "first" }
        );
        assert_eq!(
            problem("(first: \"1\", side: North)"),
            RonProblem::Expected(ValueKind::Integer)
        );
    }
}
