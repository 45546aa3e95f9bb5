//! Words typed at the `:` prompt besides moves, so that everything a
//! player does with a key can also be typed: resign, offer a draw, ask to
//! take back, play again, answer, chat. Each word is read in the language
//! on screen and always in English.

use crate::i18n::{self, Lang};

/// A word typed at the prompt.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Word {
    Resign,
    /// Call the game off before every player has moved.
    Abort,
    Draw,
    Takeback,
    Rematch,
    /// Yes or no to the question waiting.
    Answer(bool),
    /// A chat line (what follows the word, as typed).
    Say(String),
    /// Hide a speaker's chat lines at this terminal (the name as shown).
    Mute(String),
    /// Show a muted speaker's lines again.
    Unmute(String),
}

impl Word {
    /// The word `text` starts with, if it is one. Anything else (a move,
    /// say) is not a word.
    pub fn parse(text: &str) -> Option<Word> {
        let text = text.trim_start();
        let (head, rest) = text.split_once(char::is_whitespace).unwrap_or((text, ""));
        let is = |id: &str| {
            [Lang::english(), i18n::current()]
                .iter()
                .any(|l| l.word(id).eq_ignore_ascii_case(head))
        };
        // Only the chat word takes what follows.
        if is("word-say") {
            return Some(Word::Say(rest.to_string()));
        }
        // A name may have spaces in it.
        let name = rest.trim();
        if is("word-mute") && !name.is_empty() {
            return Some(Word::Mute(name.to_string()));
        }
        if is("word-unmute") && !name.is_empty() {
            return Some(Word::Unmute(name.to_string()));
        }
        if !rest.trim().is_empty() {
            return None;
        }
        [
            ("word-resign", Word::Resign),
            ("word-abort", Word::Abort),
            ("word-draw", Word::Draw),
            ("word-takeback", Word::Takeback),
            ("word-rematch", Word::Rematch),
            ("word-yes", Word::Answer(true)),
            ("word-no", Word::Answer(false)),
        ]
        .into_iter()
        .find(|(id, _)| is(id))
        .map(|(_, w)| w)
    }

    /// Whether `text` looks like a word rather than a move: letters only,
    /// longer than any move's first part. Such text that is no word is
    /// answered as an unknown word, not as a bad move.
    pub fn looks_like_one(text: &str) -> bool {
        let head = text.split_whitespace().next().unwrap_or("");
        head.chars().count() > 2 && head.chars().all(char::is_alphabetic)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_are_read_in_english_and_in_the_language_on_screen() {
        i18n::set(Lang::find("ms").unwrap());
        assert_eq!(Word::parse("resign"), Some(Word::Resign));
        assert_eq!(Word::parse("Menyerah"), Some(Word::Resign));
        assert_eq!(Word::parse("abort"), Some(Word::Abort));
        assert_eq!(Word::parse("batalkan"), Some(Word::Abort));
        assert_eq!(Word::parse("seri"), Some(Word::Draw));
        assert_eq!(Word::parse("draw"), Some(Word::Draw));
        assert_eq!(Word::parse("lagi"), Some(Word::Rematch));
        assert_eq!(Word::parse("ya"), Some(Word::Answer(true)));
        assert_eq!(
            Word::parse("kata  selamat pagi"),
            Some(Word::Say(" selamat pagi".into()))
        );
        assert_eq!(
            Word::parse("senyap Budi Santoso "),
            Some(Word::Mute("Budi Santoso".into()))
        );
        assert_eq!(
            Word::parse("dengar budi"),
            Some(Word::Unmute("budi".into()))
        );
        i18n::set(Lang::english());
        assert_eq!(
            Word::parse("mute Aminah"),
            Some(Word::Mute("Aminah".into()))
        );
        assert_eq!(
            Word::parse("unmute A spectator"),
            Some(Word::Unmute("A spectator".into()))
        );
        // A speaker to mute is named.
        assert_eq!(Word::parse("mute"), None);
        assert_eq!(Word::parse("seri"), None);
        assert_eq!(Word::parse("say hi"), Some(Word::Say("hi".into())));
        assert_eq!(Word::parse("takeback"), Some(Word::Takeback));
        assert_eq!(Word::parse("no"), Some(Word::Answer(false)));
    }

    #[test]
    fn moves_and_words_with_more_after_them_are_not_words() {
        i18n::set(Lang::english());
        for text in ["c", "d5-c5xN", "c5-c7", "xa1", "resign now", ""] {
            assert_eq!(Word::parse(text), None, "{text}");
        }
        assert!(Word::looks_like_one("resing"));
        assert!(!Word::looks_like_one("d5-c5xN"));
        assert!(!Word::looks_like_one("c"));
    }
}
