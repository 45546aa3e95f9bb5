//! Sentences about saved games: unreadable text, bad records, results.
//! Why a game could not be launched is in [`super::files`].

use super::seat_name;
use crate::games::GameKind;
use crate::messages::Named as _;
use crate::record::{AnyMoveError, AnyResult, RECORD_VERSION, RecordError};
use crate::ron_text::{RonProblem, TextError, ValueKind};
use crate::tr;
use std::fmt;

impl fmt::Display for TextError {
    /// Follows a noun: "the setup is empty", "the record is not valid RON: …".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            TextError::Empty => tr!("text-empty"),
            TextError::TooLarge { limit } => tr!("text-too-large", limit = *limit),
            TextError::NotText { offset } => tr!("text-not-utf8", offset = *offset),
            TextError::Ron {
                line,
                column,
                problem,
            } => tr!(
                "text-not-ron",
                line = *line,
                column = *column,
                problem = problem.to_string()
            ),
        })
    }
}

impl fmt::Display for RonProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names = |names: &[&str]| names.join(", ");
        f.write_str(&match self {
            RonProblem::EndOfText => tr!("ron-end-of-text"),
            RonProblem::ExpectedChar(c) => tr!("ron-expected-char", char = c.to_string()),
            RonProblem::Expected(kind) => match kind {
                ValueKind::String => tr!("ron-expected-string"),
                ValueKind::Integer => tr!("ron-expected-integer"),
                ValueKind::Number => tr!("ron-expected-number"),
                ValueKind::Boolean => tr!("ron-expected-boolean"),
                ValueKind::Name => tr!("ron-expected-name"),
                ValueKind::Option => tr!("ron-expected-option"),
                ValueKind::Char => tr!("ron-expected-char-value"),
                ValueKind::Bytes => tr!("ron-expected-bytes"),
                ValueKind::Unit => tr!("ron-expected-unit"),
            },
            RonProblem::UnexpectedChar(c) => tr!("ron-unexpected-char", char = c.to_string()),
            RonProblem::TrailingText => tr!("ron-trailing-text"),
            RonProblem::UnknownField { found, expected } => tr!(
                "ron-unknown-field",
                found = found.as_str(),
                expected = names(expected)
            ),
            RonProblem::MissingField { field } => tr!("ron-missing-field", field = *field),
            RonProblem::DuplicateField { field } => tr!("ron-duplicate-field", field = *field),
            RonProblem::UnknownName { found, expected } => tr!(
                "ron-unknown-name",
                found = found.as_str(),
                expected = names(expected)
            ),
            RonProblem::OutOfRange => tr!("ron-out-of-range"),
            RonProblem::UnclosedComment => tr!("ron-unclosed-comment"),
            RonProblem::StructName { found } => tr!("ron-struct-name", found = found.as_str()),
            RonProblem::BadNumber => tr!("ron-bad-number"),
            RonProblem::BadEscape => tr!("ron-bad-escape"),
            RonProblem::UnknownExtension { found } => {
                tr!("ron-unknown-extension", found = found.as_str())
            }
            RonProblem::BadAttribute => tr!("ron-bad-attribute"),
            RonProblem::WrongKind => tr!("ron-wrong-kind"),
            RonProblem::WrongLength { found } => tr!("ron-wrong-length", found = *found),
            RonProblem::BadName { found } => tr!("ron-bad-name", found = found.as_str()),
            RonProblem::TooDeep => tr!("ron-too-deep"),
            RonProblem::Unreadable => tr!("ron-unreadable"),
            RonProblem::Said(words) => words.clone(),
        })
    }
}

impl std::error::Error for TextError {}

/// Scores joined by dashes: "50–41".
pub(super) fn scores(scores: &[u16]) -> String {
    scores
        .iter()
        .map(u16::to_string)
        .collect::<Vec<_>>()
        .join("–")
}

impl fmt::Display for crate::games::Ending {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use crate::games::Ending;
        f.write_str(&match *self {
            Ending::Resigned(s) => tr!("ended-resigned", player = seat_name(s)),
            Ending::Agreed => tr!("ended-agreed"),
            Ending::OutOfTime(s) => tr!("ended-out-of-time", player = seat_name(s)),
            Ending::Absent(s) => tr!("ended-absent", player = seat_name(s)),
            Ending::Aborted(s) => tr!("ended-aborted", player = seat_name(s)),
            Ending::NeitherCame => tr!("ended-neither-came"),
        })
    }
}

/// A game's name.
pub fn game_name(game: GameKind) -> String {
    crate::on_kind!(game, G => G::name())
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let move_at = |number: &usize, text: &str, error: &dyn fmt::Display| {
            tr!(
                "move-at",
                number = *number,
                text = text,
                error = error.to_string()
            )
        };
        f.write_str(&match self {
            RecordError::Text(e) => tr!("record-text", error = e.to_string()),
            RecordError::Version { found } => {
                tr!("record-version", found = *found, latest = RECORD_VERSION)
            }
            RecordError::Setup(e) => tr!("record-setup", error = e.to_string()),
            RecordError::Move {
                number,
                text,
                error,
            } => move_at(number, text, error),
            RecordError::Players(e) => tr!("record-players", error = e.to_string()),
            RecordError::Seat { seat, game } => tr!(
                "record-seat",
                game = game_name(*game),
                seat = seat_name(*seat)
            ),
            RecordError::OtherGame { found, expected } => tr!(
                "record-other-game",
                found = game_name(*found),
                expected = game_name(*expected)
            ),
            RecordError::Result { claimed, actual } => wrong_result(claimed, actual.as_ref()),
            RecordError::Ended(ended) => tr!("record-ended", ended = ended.to_string()),
        })
    }
}

/// A record claiming another result than its moves give (`None`: none yet).
fn wrong_result(claimed: &impl fmt::Display, actual: Option<&impl fmt::Display>) -> String {
    let actual = actual.map_or_else(|| tr!("record-in-progress"), |r| r.to_string());
    tr!(
        "record-wrong-result",
        claimed = claimed.to_string(),
        actual = actual
    )
}

impl std::error::Error for RecordError {}

impl fmt::Display for AnyMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::on_any!(self, AnyMoveError, e => write!(f, "{e}"))
    }
}

impl fmt::Display for AnyResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::on_any!(self, AnyResult, r => write!(f, "{r}"))
    }
}

#[cfg(test)]
mod tests {
    use crate::i18n::{self, Lang};
    use crate::ron_text::RonProblem;

    /// The words of four letters or more of `text`.
    fn words(text: &str) -> Vec<String> {
        text.split(|c: char| !c.is_ascii_alphabetic())
            .filter(|w| w.len() >= 4)
            .map(str::to_lowercase)
            .collect()
    }

    /// Every kind of RON error, said in Malay, keeps none of RON's own
    /// English words (the names a file wrote, such as `Foo`, are values).
    #[test]
    fn every_ron_error_is_said_in_malay_without_rons_english() {
        use ron::Error as E;
        i18n::set(Lang::find("ms").unwrap());
        let cases = [
            E::ExpectedDifferentStructName {
                expected: "SetupFile",
                found: "Foo".into(),
            },
            E::ExpectedStructName("Foo".into()),
            E::ExpectedAttribute,
            E::ExpectedAttributeEnd,
            E::ExpectedChar,
            E::ExpectedByteLiteral,
            E::ExpectedByteString,
            E::ExpectedUnit,
            E::FloatUnderscore,
            E::UnderscoreAtBeginning,
            E::InvalidIntegerDigit {
                digit: 'z',
                base: 10,
            },
            E::InvalidEscape("Unknown escape character"),
            E::NoSuchExtension("fast".into()),
            E::InvalidValueForType {
                expected: "a string".into(),
                found: "the unsigned integer `3`".into(),
            },
            E::ExpectedDifferentLength {
                expected: "an array of length 11".into(),
                found: 3,
            },
            E::InvalidIdentifier("a b".into()),
            E::SuggestRawIdentifier("a-b".into()),
            E::ExpectedRawValue,
            E::ExceededRecursionLimit,
            E::ExpectedRangeSyntax,
            E::Fmt,
            E::Io("broken pipe".into()),
        ];
        for error in cases {
            let english = words(&error.to_string());
            let malay = RonProblem::from(error.clone()).to_string();
            let kept: Vec<&String> = words(&malay)
                .iter()
                .filter_map(|w| english.iter().find(|e| *e == w))
                .filter(|w| !["fast", "setupfile"].contains(&w.as_str()))
                .collect();
            assert!(
                kept.is_empty() && !malay.contains("SetupFile"),
                "{error:?}: {malay:?} keeps {kept:?}"
            );
        }
    }

    #[test]
    fn a_named_struct_where_plain_brackets_belong_is_said_in_malay() {
        i18n::set(Lang::find("ms").unwrap());
        let error =
            crate::ron_text::read_ron::<crate::board::setup::SetupFile>(b"Foo(name: \"x\")", 1000)
                .unwrap_err()
                .to_string();
        assert_eq!(
            error,
            "bukan RON yang sah: baris 1, lajur 1: nama `Foo` tidak diperlukan di sini; nilai ini ditulis dalam kurungan (…) sahaja"
        );
    }
}
