//! The message ids the program's code names are the ids of the catalogues,
//! checked here rather than found as `[some-id]` on a screen.
//!
//! A small lexer reads every `.rs` file under `src/`, leaving out comments
//! and test code (items under `#[cfg(test)]`, and the files of test
//! modules). A string literal is taken for a message id where
//!
//! - it is given to `tr!`, or first to a function that takes an id
//!   (`i18n::text`, `i18n::has`, `Lang::word`, `keys::words`, the
//!   catalogue's `format`): [`ID_TAKERS`];
//! - or it is written like one (`key-flip`: lowercase words joined by
//!   hyphens) and its first word begins ids of the catalogues (`key-`,
//!   `ka-`, `word-` …). This finds the ids kept in tables and chosen at run
//!   time: the key tables' labels, the typed words, the ids a `match` or an
//!   `if` picks before one call makes the text.
//!
//! The families of ids built at run time, `cli-help-…` and `cli-value-…`,
//! are made from the command line's tree of commands and arguments in
//! `src/cli/args/help.rs`, whose tests check them both ways. The lessons' texts
//! are named by the lesson files rather than the code (`lesson-<id>-<n>…`,
//! `src/lessons/mod.rs`), and checked here as the code's are.
//!
//! A language is a folder of catalogue files, never a name in the code:
//! the program's source names no language code but English's, once.

use crate::common::rust_source::{Token, lex, rust_files};
use pasang::i18n::{Lang, messages_of};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Functions whose first argument, given as a literal, is a message id.
const ID_TAKERS: [&str; 5] = ["text", "has", "word", "words", "format"];

/// Literals written like ids that are not messages, each with what it is.
const NOT_MESSAGES: [(&str, &str); 1] = [("engine-input", "the name of an engine's reader thread")];

/// Messages no code names, each with why it stays.
const UNUSED_ALLOWED: [(&str, &str); 0] = [];

/// The ids built at run time, and the tests that check them.
const BUILT_ELSEWHERE: [(&str, &str); 2] = [
    (
        "cli-help-",
        "src/cli/args/help.rs: every_command_and_argument_has_its_words_in_the_catalogue, \
         every_cli_help_message_is_for_a_command_or_an_argument",
    ),
    (
        "cli-value-",
        "src/cli/args/help.rs: the same tests, for the placeholders of the arguments' values",
    ),
];

/// `tokens` without the items under a `#[cfg(…test…)]` attribute, and the
/// names of the modules so declared in their own files (`mod tests;`).
fn without_tests(tokens: &[Token]) -> (Vec<Token>, Vec<String>) {
    let mut kept = Vec::new();
    let mut test_mods = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        let Some(after) = test_attribute_at(tokens, i) else {
            kept.push(tokens[i].clone());
            i += 1;
            continue;
        };
        // Skip the item: to its `;`, or to the `}` closing its body.
        let mut j = after;
        let mut depth = 0i32;
        if let (Some(Token::Ident(m)), Some(Token::Ident(name)), Some(Token::Punct(';'))) =
            (tokens.get(j), tokens.get(j + 1), tokens.get(j + 2))
            && m == "mod"
        {
            test_mods.push(name.clone());
        }
        while j < tokens.len() {
            match &tokens[j] {
                Token::Punct('(' | '[' | '{') => depth += 1,
                Token::Punct(')' | ']') => depth -= 1,
                Token::Punct('}') => {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                }
                Token::Punct(';') if depth == 0 => break,
                _ => {}
            }
            j += 1;
        }
        i = j + 1;
    }
    (kept, test_mods)
}

/// Where the item after a `#[cfg(…)]` naming `test` begins, if one starts
/// at `i`.
fn test_attribute_at(tokens: &[Token], i: usize) -> Option<usize> {
    let ident = |k: usize, s: &str| matches!(tokens.get(k), Some(Token::Ident(w)) if w == s);
    let punct = |k: usize, p: char| tokens.get(k) == Some(&Token::Punct(p));
    if !(punct(i, '#') && punct(i + 1, '[') && ident(i + 2, "cfg")) {
        return None;
    }
    let mut j = i + 3;
    let mut depth = 1;
    let mut names_test = false;
    while j < tokens.len() && depth > 0 {
        match &tokens[j] {
            Token::Punct('[') => depth += 1,
            Token::Punct(']') => depth -= 1,
            Token::Ident(w) if w == "test" => names_test = true,
            Token::Ident(w) if w == "not" => return None,
            _ => {}
        }
        j += 1;
    }
    names_test.then_some(j)
}

/// The folder a file's submodules live in: `a/` for `a/mod.rs`,
/// `lib.rs` and `main.rs`, `a/b/` for `a/b.rs`.
fn module_dir(file: &Path) -> PathBuf {
    let parent = file.parent().expect("a file in a folder");
    match file.file_stem().and_then(|s| s.to_str()) {
        Some("mod" | "lib" | "main") => parent.to_path_buf(),
        Some(stem) => parent.join(stem),
        None => parent.to_path_buf(),
    }
}

/// Each non-test file under `src/` (relative), with its tokens outside
/// test code.
fn program_sources() -> Vec<(String, Vec<Token>)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    let mut test_paths: Vec<PathBuf> = Vec::new();
    let mut kept = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).expect("a source file reads");
        let (tokens, test_mods) = without_tests(&lex(&text));
        for m in test_mods {
            let dir = module_dir(file);
            test_paths.push(dir.join(format!("{m}.rs")));
            test_paths.push(dir.join(&m));
        }
        kept.push((file.clone(), tokens));
    }
    kept.into_iter()
        .filter(|(file, _)| !test_paths.iter().any(|t| file.starts_with(t)))
        .map(|(file, tokens)| {
            let name = file
                .strip_prefix(root)
                .unwrap_or(&file)
                .display()
                .to_string();
            (name, tokens)
        })
        .collect()
}

/// Whether `s` is written like a message id: lowercase ASCII words and
/// digits joined by single hyphens, at least two words.
fn id_shaped(s: &str) -> bool {
    let words: Vec<&str> = s.split('-').collect();
    words.len() >= 2
        && words[0].starts_with(|c: char| c.is_ascii_lowercase())
        && words.iter().all(|w| {
            !w.is_empty()
                && w.chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
        })
}

/// The message ids `tokens` name, by the rules of this file's heading,
/// each with the files it is named in.
fn ids_named(
    sources: &[(String, Vec<Token>)],
    families: &BTreeSet<String>,
) -> BTreeMap<String, BTreeSet<String>> {
    let mut found: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (file, tokens) in sources {
        for (i, token) in tokens.iter().enumerate() {
            let Token::Str(s) = token else { continue };
            let before = |back: usize| i.checked_sub(back).and_then(|k| tokens.get(k));
            let given_to_tr = before(1) == Some(&Token::Punct('('))
                && before(2) == Some(&Token::Punct('!'))
                && before(3) == Some(&Token::Ident("tr".into()));
            let given_to_taker = before(1) == Some(&Token::Punct('('))
                && matches!(before(2), Some(Token::Ident(f)) if ID_TAKERS.contains(&f.as_str()));
            let family = id_shaped(s)
                && families.contains(s.split('-').next().unwrap_or_default())
                && !NOT_MESSAGES.iter().any(|(n, _)| n == s);
            if given_to_tr || given_to_taker || family {
                found.entry(s.clone()).or_default().insert(file.clone());
            }
        }
    }
    found
}

struct Scan {
    named: BTreeMap<String, BTreeSet<String>>,
    /// The lessons' text ids, each with the lesson file that names it.
    lesson_texts: BTreeMap<String, String>,
    catalogues: Vec<(String, BTreeSet<String>)>,
}

/// The text ids of the lessons shipped, each with its file.
fn lesson_texts() -> BTreeMap<String, String> {
    let files = pasang::lessons::shipped_files();
    let lessons = pasang::lessons::shipped();
    assert_eq!(files.len(), lessons.len());
    let mut texts = BTreeMap::new();
    for ((file, _), lesson) in files.iter().zip(lessons) {
        for text in lesson.texts() {
            let before = texts.insert(text.id().to_string(), format!("assets/lessons/{file}"));
            assert_eq!(before, None, "{} is named by two lessons", text.id());
        }
    }
    texts
}

fn scan() -> Scan {
    let (english, _) = messages_of("en");
    let families: BTreeSet<String> = english
        .keys()
        .filter_map(|id| id.split_once('-').map(|(head, _)| head.to_string()))
        .collect();
    let named = ids_named(&program_sources(), &families);
    let catalogues = Lang::all()
        .map(|l| {
            let (messages, _) = messages_of(l.code());
            (l.code().to_string(), messages.into_keys().collect())
        })
        .collect();
    Scan {
        named,
        lesson_texts: lesson_texts(),
        catalogues,
    }
}

#[test]
fn the_scan_finds_ids_named_each_way() {
    let Scan { named, .. } = scan();
    for id in [
        "panel-level",               // tr!
        "language-name",             // the catalogue's format
        "key-bell-select",           // a key table
        "word-resign",               // the typed words' table
        "learn-puzzle-solved-later", // chosen by an `if`
    ] {
        assert!(named.contains_key(id), "the scan misses {id}");
    }
    // Test code names ids too, and is left out.
    assert!(!named.contains_key("no-such-message"));
    assert!(named.len() > 800, "{} ids found", named.len());
}

#[test]
fn every_message_the_code_names_is_in_every_catalogue() {
    let Scan {
        named, catalogues, ..
    } = scan();
    let mut missing = Vec::new();
    for (id, files) in &named {
        for (code, ids) in &catalogues {
            if !ids.contains(id) {
                missing.push(format!("{id} (named in {files:?}) is not in {code}"));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "messages missing from the catalogues:\n{}",
        missing.join("\n")
    );
}

#[test]
fn every_lesson_text_is_in_every_catalogue() {
    let Scan {
        lesson_texts,
        catalogues,
        ..
    } = scan();
    assert!(lesson_texts.contains_key("lesson-board-1-look"));
    let mut missing = Vec::new();
    for (id, file) in &lesson_texts {
        for (code, ids) in &catalogues {
            if !ids.contains(id) {
                missing.push(format!("{id} (named by {file}) is not in {code}"));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "lesson texts missing from the catalogues:\n{}",
        missing.join("\n")
    );
}

#[test]
fn every_message_of_the_catalogues_is_named_by_the_code_or_a_lesson() {
    let Scan {
        named,
        lesson_texts,
        ..
    } = scan();
    let (english, _) = messages_of("en");
    // A message another message includes is used through it.
    let included: BTreeSet<&String> = english.values().flat_map(|m| &m.references).collect();
    let unused: Vec<&String> = english
        .keys()
        .filter(|id| !named.contains_key(*id) && !included.contains(id))
        .filter(|id| !lesson_texts.contains_key(*id))
        .filter(|id| !BUILT_ELSEWHERE.iter().any(|(p, _)| id.starts_with(p)))
        .filter(|id| !UNUSED_ALLOWED.iter().any(|(u, _)| u == id))
        .collect();
    assert!(
        unused.is_empty(),
        "messages no code or lesson names (remove them, or use them):\n{unused:#?}"
    );
    for (id, why) in UNUSED_ALLOWED {
        assert!(
            english.contains_key(id),
            "{id} is allowed unused ({why}) but is no message"
        );
        assert!(
            !named.contains_key(id),
            "{id} is allowed unused ({why}) but the code names it"
        );
    }
}

/// The one literal naming a language in the program's source: English,
/// the language of the message ids and the fallback.
const LANGUAGE_NAMED: (&str, &str) = ("src/i18n/catalogue.rs", "en");

#[test]
fn no_source_file_names_a_language_code_but_english_once_as_the_fallback() {
    let codes: Vec<&str> = Lang::all().map(Lang::code).collect();
    assert!(codes.len() >= 2, "{codes:?}");
    let mut found = Vec::new();
    for (file, tokens) in program_sources() {
        for token in tokens {
            // As written: `"MS"` is a unit of time, not Malay.
            if let Token::Str(s) = token
                && codes.contains(&s.as_str())
            {
                found.push((file.clone(), s));
            }
        }
    }
    let expected = [(LANGUAGE_NAMED.0.to_string(), LANGUAGE_NAMED.1.to_string())];
    assert_eq!(
        found, expected,
        "a language is a folder of assets/lang/, not a name in the code"
    );
}
