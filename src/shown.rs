//! Text from outside (files, input, what visitors type) made safe to show
//! on a terminal: nothing in it can move the cursor, recolour, retitle or
//! reorder the screen, or hide what follows. It depends on nothing of the
//! program's own, so that every layer may use it.

use std::borrow::Cow;
use std::path::Path;

/// Whether a character could move the cursor, recolour, retitle or reorder
/// what a terminal shows, or draws nothing where it stands: the control
/// characters, the invisible format characters (direction marks, joiners,
/// tags, the Arabic number signs), and the line and paragraph separators.
fn steers_the_terminal(c: char) -> bool {
    use unicode_properties::{GeneralCategory as G, UnicodeGeneralCategory};
    c.is_control()
        || matches!(
            c.general_category(),
            G::Format | G::LineSeparator | G::ParagraphSeparator
        )
}

/// Whether a character shows as itself on a screen: a letter, a mark on
/// one, a number, punctuation, a symbol, or a space. Not: control and
/// format characters, separators of lines and paragraphs, surrogates,
/// private-use and unassigned characters.
pub fn is_graphic(c: char) -> bool {
    use unicode_properties::{GeneralCategoryGroup as G, UnicodeGeneralCategory};
    match c.general_category_group() {
        G::Letter | G::Mark | G::Number | G::Punctuation | G::Symbol => true,
        G::Separator => !matches!(c, '\u{2028}' | '\u{2029}'),
        G::Other => false,
    }
}

/// Text a visitor typed for others to read, on one line: control
/// characters (escape sequences among them) shown as `?`, other characters
/// that are not [graphic](is_graphic) left out, any run of space made one
/// space, the ends trimmed, and at most `max` characters. `None` when
/// nothing is left.
pub fn one_line(text: &str, max: usize) -> Option<String> {
    let mut out = String::new();
    let mut count = 0;
    for c in text.chars() {
        if count >= max {
            break;
        }
        let c = if c.is_whitespace() {
            ' '
        } else if c.is_control() {
            '?'
        } else if is_graphic(c) {
            c
        } else {
            continue;
        };
        if c == ' ' && (out.is_empty() || out.ends_with(' ')) {
            continue;
        }
        out.push(c);
        count += 1;
    }
    let out = out.trim_end().to_string();
    (!out.is_empty()).then_some(out)
}

/// Text from a file or from input, safe to print: control characters and
/// direction marks are shown escaped (`\u{1b}`), so a file can never send
/// escape sequences to the terminal. Other text is unchanged.
pub fn printable(text: &str) -> Cow<'_, str> {
    if !text.chars().any(steers_the_terminal) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if steers_the_terminal(c) {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// A path, safe to print: as [`printable`], with bytes that are not UTF-8
/// shown as `\u{fffd}`.
pub fn printable_path(path: &Path) -> String {
    printable(&path.to_string_lossy()).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_and_direction_marks_are_escaped() {
        assert_eq!(printable("first"), "first");
        assert!(matches!(printable("Pasang · ka"), Cow::Borrowed(_)));
        assert_eq!(
            printable("\u{1b}]0;pwned\u{7}\u{1b}[2J"),
            "\\u{1b}]0;pwned\\u{7}\\u{1b}[2J"
        );
        assert_eq!(printable("a\nb\tc"), "a\\nb\\tc");
        assert_eq!(printable("\u{202e}evil"), "\\u{202e}evil");
        assert_eq!(printable_path(Path::new("x\u{9b}y.ron")), "x\\u{9b}y.ron");
    }

    /// The invisible characters that garble another player's screen, one
    /// of each kind, each between two letters.
    const INVISIBLE: [char; 16] = [
        '\u{fff9}',  // interlinear annotation anchor
        '\u{fffb}',  // interlinear annotation terminator
        '\u{600}',   // Arabic number sign
        '\u{605}',   // Arabic number mark above
        '\u{61c}',   // Arabic letter mark
        '\u{200b}',  // zero width space
        '\u{200d}',  // zero width joiner
        '\u{202e}',  // right-to-left override
        '\u{2060}',  // word joiner
        '\u{2066}',  // left-to-right isolate
        '\u{206f}',  // nominal digit shapes
        '\u{feff}',  // zero width no-break space
        '\u{e0001}', // language tag
        '\u{e0041}', // tag latin capital a
        '\u{ad}',    // soft hyphen
        '\u{110bd}', // Kaithi number sign
    ];

    #[test]
    fn invisible_format_characters_are_escaped_when_printed() {
        for c in INVISIBLE.into_iter().chain(['\u{2028}', '\u{2029}']) {
            let shown = printable(&format!("a{c}b")).into_owned();
            assert_eq!(shown, format!("a{}b", c.escape_default()), "{:x}", c as u32);
        }
    }

    #[test]
    fn a_typed_line_keeps_only_what_shows() {
        for c in INVISIBLE.into_iter().chain(['\u{e000}', '\u{10ffff}']) {
            assert_eq!(
                one_line(&format!("a{c}b"), 10).as_deref(),
                Some("ab"),
                "{:x}",
                c as u32
            );
        }
        // Line breaks of every kind are a space; controls are shown as `?`.
        assert_eq!(
            one_line("a\u{2028}b\u{2029}c\u{85}d\re", 20).as_deref(),
            Some("a b c d e")
        );
        assert_eq!(one_line("a\u{1b}[2Jb", 20).as_deref(), Some("a?[2Jb"));
        // Letters, marks, symbols and variation selectors of any script stay.
        let kept = "Jawi جاوي · ĉ e\u{301} 👍🏽 ♥\u{fe0f} ١٢٣";
        assert_eq!(one_line(kept, 100).as_deref(), Some(kept));
        assert_eq!(one_line(" \u{200b} ", 10), None);
        assert_eq!(one_line("abcdef", 3).as_deref(), Some("abc"));
    }
}
