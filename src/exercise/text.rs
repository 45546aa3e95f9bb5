//! Text that comes with data (a lesson's sentences) in every language the
//! program speaks, rather than from the catalogues.

use crate::i18n::{self, Lang};
use serde::{Deserialize, Serialize};

/// One text in each language: `(en: "…", ms: "…")` in a RON file.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Text {
    pub en: String,
    pub ms: String,
}

impl Text {
    /// The text in the language whose catalogue is `code`, if it has one.
    pub fn get(&self, code: &str) -> Option<&str> {
        let text = match code {
            "en" => &self.en,
            "ms" => &self.ms,
            _ => return None,
        };
        Some(text.as_str()).filter(|t| !t.trim().is_empty())
    }

    /// The text in `lang`: English where `lang` has none; the
    /// pseudo-language marks the English, as it marks the catalogues.
    pub fn in_lang(&self, lang: Lang) -> String {
        if lang.is_pseudo() {
            return i18n::pseudo_marked(&self.en);
        }
        self.get(lang.code()).unwrap_or(&self.en).to_string()
    }

    /// The text in this thread's language.
    pub fn now(&self) -> String {
        self.in_lang(i18n::current())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_language_reads_its_own_and_a_missing_one_falls_back_to_english() {
        let t = Text {
            en: "Take the column".into(),
            ms: "Ambil lajur".into(),
        };
        assert_eq!(t.in_lang(Lang::english()), "Take the column");
        assert_eq!(t.in_lang(Lang::find("ms").unwrap()), "Ambil lajur");
        assert_eq!(t.in_lang(Lang::pseudo()), "Ṫȧķė ṫḣė ċȯĺüṁṅ");
        let blank = Text {
            en: "x".into(),
            ms: " ".into(),
        };
        assert_eq!(blank.get("ms"), None);
        assert_eq!(blank.in_lang(Lang::find("ms").unwrap()), "x");
    }
}
