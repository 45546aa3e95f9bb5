//! Text that comes with data (a lesson's sentences): the id of a message
//! of the catalogues, said in the language of the moment.

use crate::i18n::{self, Lang};

/// A text of an exercise, named by its message id in the catalogues.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TextId(String);

impl TextId {
    /// The text whose message id is `id`.
    pub fn new(id: impl Into<String>) -> TextId {
        TextId(id.into())
    }

    /// The message id.
    pub fn id(&self) -> &str {
        &self.0
    }

    /// The text in `lang`: English where `lang` has none.
    pub fn in_lang(&self, lang: Lang) -> String {
        lang.word(&self.0)
    }

    /// The text in this thread's language.
    pub fn now(&self) -> String {
        i18n::text(&self.0, &[])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_text_reads_in_each_language_from_the_lessons_catalogue() {
        let title = TextId::new("lesson-board");
        assert_eq!(
            title.in_lang(Lang::english()),
            "The board, the stones, the points"
        );
        let ms = Lang::find("ms").unwrap();
        assert_eq!(title.in_lang(ms), "Papan, buah dan mata");
        assert_eq!(
            title.in_lang(Lang::pseudo()),
            "Ṫḣė ḃȯȧŕḋ, ṫḣė ṡṫȯṅėṡ, ṫḣė ṗȯıṅṫṡ"
        );
        i18n::set(ms);
        assert_eq!(title.now(), "Papan, buah dan mata");
    }
}
