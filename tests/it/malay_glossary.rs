//! The Malay catalogue held to its glossary (`assets/lang/ms/glossary.md`):
//! a word the glossary retires is in no Malay message, and each key label
//! and form row the glossary lists says the glossary's word. No catalogue
//! shows a range as Rust writes it (`1..=10`).

use std::collections::BTreeMap;

const GLOSSARY: &str = include_str!("../../assets/lang/ms/glossary.md");
const MALAY: [&str; 2] = [
    include_str!("../../assets/lang/ms/messages.ftl"),
    include_str!("../../assets/lang/ms/lessons.ftl"),
];
const ENGLISH: [&str; 2] = [
    include_str!("../../assets/lang/en/messages.ftl"),
    include_str!("../../assets/lang/en/lessons.ftl"),
];

/// Every message of Fluent files, by id: its value with its continuation
/// lines (variants included).
fn messages(files: &[&str]) -> BTreeMap<String, String> {
    let mut out: BTreeMap<String, String> = BTreeMap::new();
    let mut current: Option<String> = None;
    for file in files {
        for line in file.lines() {
            if line.starts_with('#') || line.trim().is_empty() {
                continue;
            }
            if line.starts_with(char::is_whitespace) {
                if let Some(id) = &current {
                    let text = out.get_mut(id).expect("the message begun");
                    text.push('\n');
                    text.push_str(line.trim());
                }
                continue;
            }
            let (id, value) = line
                .split_once(" = ")
                .unwrap_or((line.trim_end_matches(" ="), ""));
            out.insert(id.to_string(), value.to_string());
            current = Some(id.to_string());
        }
    }
    out
}

/// The lines of a section of the glossary, from its heading to the next.
fn section(heading: &str) -> Vec<&'static str> {
    let start = GLOSSARY
        .find(&format!("## {heading}\n"))
        .unwrap_or_else(|| panic!("the glossary has a section {heading:?}"));
    GLOSSARY[start..]
        .lines()
        .skip(1)
        .take_while(|l| !l.starts_with("## "))
        .collect()
}

/// The retired words: the left side of each `- old → new` line.
fn retired() -> Vec<&'static str> {
    section("Words no message uses")
        .into_iter()
        .filter_map(|l| l.strip_prefix("- "))
        .map(|l| l.split(" → ").next().unwrap().trim())
        .collect()
}

/// The table of key labels and form rows: (message id, word).
fn key_words() -> Vec<(&'static str, &'static str)> {
    section("Key bars and forms")
        .into_iter()
        .filter(|l| l.starts_with("| ") && !l.starts_with("| message"))
        .map(|l| {
            let cells: Vec<&str> = l.trim_matches('|').split('|').map(str::trim).collect();
            (cells[0], cells[1])
        })
        .collect()
}

/// Whether `phrase` stands in `text` as whole words, in any case.
fn has_words(text: &str, phrase: &str) -> bool {
    let text = text.to_lowercase();
    let phrase = phrase.to_lowercase();
    let is_word = |c: char| c.is_alphanumeric() || c == '-';
    text.match_indices(&phrase).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + phrase.len()..].chars().next();
        !before.is_some_and(is_word) && !after.is_some_and(is_word)
    })
}

#[test]
fn the_glossarys_sections_are_read() {
    assert!(retired().contains(&"gadong"), "{:?}", retired());
    assert!(
        key_words().contains(&("key-change", "tukar")),
        "{:?}",
        key_words()
    );
    assert!(has_words("Tab seterusnya, Enter", "seterusnya"));
    assert!(!has_words("berikutnya", "berikut"));
    assert!(!has_words("mengubah", "ubah"));
}

#[test]
fn no_malay_message_uses_a_word_the_glossary_retires() {
    let malay = messages(&MALAY);
    assert!(malay.len() > 1000, "{} messages read", malay.len());
    let mut found = Vec::new();
    for word in retired() {
        for (id, text) in &malay {
            if has_words(text, word) {
                found.push(format!("{id}: {word:?} in {text:?}"));
            }
        }
    }
    assert!(
        found.is_empty(),
        "retired words in use:\n{}",
        found.join("\n")
    );
}

#[test]
fn each_key_label_and_form_row_says_the_glossarys_word() {
    let malay = messages(&MALAY);
    let table = key_words();
    assert!(table.len() >= 20, "{table:?}");
    for (id, word) in table {
        let text = malay
            .get(id)
            .unwrap_or_else(|| panic!("the glossary names {id}, which no Malay message is"));
        assert!(
            has_words(text, word),
            "{id} = {text:?} does not say the glossary's {word:?}"
        );
    }
}

#[test]
fn no_message_shows_a_range_as_rust_writes_it() {
    for (lang, files) in [("en", ENGLISH), ("ms", MALAY)] {
        for (id, text) in messages(&files) {
            assert!(!text.contains("..="), "{lang} {id}: {text:?}");
        }
    }
}
