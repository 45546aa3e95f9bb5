//! clap's errors in the player's language: the kinds a player meets
//! (an unknown argument or subcommand, a bad or missing value, a conflict,
//! a missing argument, a value too many) said from the error's kind and
//! context through the catalogue. English keeps clap's own rendering.

use clap::error::{ContextKind, ContextValue, Error, ErrorKind};
use pasang::tr;

/// A context value as text: one value, or several joined by commas.
fn context(error: &Error, kind: ContextKind) -> Option<String> {
    Some(match error.get(kind)? {
        ContextValue::String(s) => s.clone(),
        ContextValue::Strings(v) => v.join(", "),
        ContextValue::StyledStr(s) => s.to_string(),
        ContextValue::Number(n) => n.to_string(),
        ContextValue::Bool(b) => b.to_string(),
        _ => return None,
    })
}

/// Each value of a context, quoted: `'--game'`.
fn quoted(error: &Error, kind: ContextKind) -> Option<String> {
    let values = match error.get(kind)? {
        ContextValue::String(s) => vec![s.clone()],
        ContextValue::Strings(v) => v.clone(),
        _ => return None,
    };
    let quoted: Vec<String> = values.iter().map(|v| format!("'{v}'")).collect();
    Some(quoted.join(", "))
}

/// An error and its causes on one line, joined with ": ", in the
/// catalogue's words: an operating-system error is said by its kind
/// (`io-not-found`, …), not in the system's English.
pub(crate) fn said(e: &anyhow::Error) -> String {
    let causes: Vec<String> = e
        .chain()
        .map(|cause| match cause.downcast_ref::<std::io::Error>() {
            Some(io) => pasang::messages::files::io_problem(io),
            None => cause.to_string(),
        })
        .collect();
    causes.join(": ")
}

/// The error in the catalogue's words, or `None` for a kind left to clap.
pub(crate) fn render(error: &Error) -> Option<String> {
    let arg = || context(error, ContextKind::InvalidArg).unwrap_or_default();
    let value = || context(error, ContextKind::InvalidValue).unwrap_or_default();
    let mut tips = Vec::new();
    let headline = match error.kind() {
        ErrorKind::UnknownArgument => {
            if let Some(s) = quoted(error, ContextKind::SuggestedArg) {
                tips.push(tr!("clap-tip-similar-arg", arg = s));
            }
            tr!("clap-unknown-argument", arg = arg())
        }
        ErrorKind::InvalidSubcommand => {
            if let Some(s) = quoted(error, ContextKind::SuggestedSubcommand) {
                tips.push(tr!("clap-tip-similar-subcommand", subcommand = s));
            }
            tr!(
                "clap-unknown-subcommand",
                subcommand = context(error, ContextKind::InvalidSubcommand).unwrap_or_default()
            )
        }
        ErrorKind::InvalidValue if value().is_empty() => {
            tr!("clap-missing-value", arg = arg())
        }
        ErrorKind::InvalidValue => {
            let mut line = tr!("clap-invalid-value", value = value(), arg = arg());
            if let Some(values) = context(error, ContextKind::ValidValue) {
                line.push_str("\n  ");
                line.push_str(&tr!("cli-possible-values", values = values));
            }
            if let Some(s) = quoted(error, ContextKind::SuggestedValue) {
                tips.push(tr!("clap-tip-similar-value", value = s));
            }
            line
        }
        ErrorKind::ValueValidation => {
            // Our value parsers' reasons are made from the catalogue.
            let reason = std::error::Error::source(error)
                .map(|e| e.to_string())
                .unwrap_or_default();
            tr!(
                "clap-value-validation",
                value = value(),
                arg = arg(),
                reason = reason
            )
        }
        ErrorKind::MissingRequiredArgument => {
            let missing = match error.get(ContextKind::InvalidArg) {
                Some(ContextValue::Strings(v)) => v.join("\n  "),
                _ => arg(),
            };
            tr!("clap-missing-argument", args = missing)
        }
        ErrorKind::ArgumentConflict if error.get(ContextKind::InvalidArg).is_none() => tr!(
            "clap-subcommand-conflict",
            subcommand = context(error, ContextKind::InvalidSubcommand).unwrap_or_default(),
            other = context(error, ContextKind::PriorArg).unwrap_or_default()
        ),
        ErrorKind::ArgumentConflict => tr!(
            "clap-conflict",
            arg = arg(),
            other = context(error, ContextKind::PriorArg).unwrap_or_default()
        ),
        ErrorKind::TooManyValues => tr!("clap-too-many-values", value = value(), arg = arg()),
        ErrorKind::WrongNumberOfValues => tr!("clap-wrong-number-of-values", arg = arg()),
        ErrorKind::NoEquals => tr!("clap-no-equals", arg = arg()),
        _ => return None,
    };
    let mut out = format!("{} {headline}\n", tr!("clap-error"));
    for tip in tips {
        out.push_str(&format!("\n  {} {tip}\n", tr!("clap-tip")));
    }
    if let Some(usage) = context(error, ContextKind::Usage) {
        let usage = usage.trim_start();
        let usage = usage.strip_prefix("Usage:").unwrap_or(usage);
        let heading = tr!("cli-usage-heading");
        let usage =
            crate::cli::args::help::usage_words(usage.trim_start(), heading.chars().count());
        out.push_str(&format!("\n{heading} {usage}\n"));
    }
    out.push_str(&format!("\n{}\n", tr!("clap-more-information")));
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use pasang::i18n::{self, Lang};

    fn error_of(args: &[&str]) -> Error {
        let mut all = vec!["pasang"];
        all.extend_from_slice(args);
        crate::cli::args::help::command::<crate::cli::args::Cli>()
            .try_get_matches_from(all)
            .unwrap_err()
    }

    #[test]
    fn the_errors_a_player_meets_read_in_malay_with_their_values() {
        i18n::set(Lang::find("ms").unwrap());
        let cases: [(&[&str], &str); 8] = [
            (&["--gmes", "3"], "hujah '--gmes' tidak dikenali"),
            (
                &["--gmes", "3"],
                "cadangan: ada hujah yang serupa: '--game'",
            ),
            (
                &["--rules", "foo"],
                "nilai 'foo' tidak sah untuk '--rules <PERATURAN>'\n  [nilai: classic, marbles, traditional]",
            ),
            (
                &["match", "--games", "0"],
                "nilai '0' tidak sah untuk '--games <BILANGAN_PERMAINAN>': 0 di luar julat 1 hingga 10000",
            ),
            (
                &["perft"],
                "hujah yang diperlukan tidak diberi:\n  <KEDALAMAN>",
            ),
            (
                &["--movetime"],
                "'--movetime <MS>' memerlukan nilai, tetapi tiada nilai diberikan",
            ),
            (
                &["--setup", "a", "--pattern", "first"],
                "hujah '--setup <FAIL.ron>' tidak boleh digunakan bersama '--pattern <CORAK>'",
            ),
            (&["frob"], "subperintah 'frob' tidak dikenali"),
        ];
        for (args, expected) in cases {
            let text = render(&error_of(args)).expect("a kind said in the catalogue");
            assert!(text.starts_with("ralat: "), "{text}");
            assert!(
                text.contains(expected),
                "{args:?}: {expected:?} not in\n{text}"
            );
            assert!(
                text.ends_with("Untuk maklumat lanjut, cuba '--help'.\n"),
                "{text}"
            );
        }
    }

    #[test]
    fn the_tip_and_the_usage_of_a_malay_error_are_in_malay() {
        i18n::set(Lang::find("ms").unwrap());
        let text = render(&error_of(&["--ka-entry", "x"])).unwrap();
        assert!(
            text.contains("\n  cadangan: ada hujah yang serupa: '--ka'\n"),
            "{text}"
        );
        assert!(text.contains("\nPenggunaan: pasang --ka <KA>\n"), "{text}");
        let text = render(&error_of(&["--game", "x"])).unwrap();
        assert!(text.contains("'--game <PERMAINAN>'"), "{text}");
        assert!(!text.contains("tip:") && !text.contains("GAME"), "{text}");
    }
}
