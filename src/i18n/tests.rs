use super::*;
use std::collections::BTreeMap;

fn env(pairs: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
    let map: BTreeMap<String, String> = pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    move |name| map.get(name).cloned()
}

#[test]
fn the_locale_chooses_malay_for_brunei_malaysia_and_plain_ms() {
    let ms = Lang::find("ms").unwrap();
    for locale in ["ms_BN.UTF-8", "ms_MY", "ms", "ms_BN@latin"] {
        assert_eq!(
            locale::from_env(env(&[("LANG", locale)])),
            Some(ms),
            "{locale}"
        );
    }
    assert_eq!(
        locale::from_env(env(&[("LANG", "en_GB.UTF-8")])),
        Some(Lang::english())
    );
    assert_eq!(locale::from_env(env(&[("LANG", "C")])), None);
    assert_eq!(locale::from_env(env(&[("LANG", "fr_FR.UTF-8")])), None);
    assert_eq!(locale::from_env(env(&[])), None);
}

#[test]
fn lc_all_outranks_lc_messages_which_outranks_lang_and_empty_ones_are_skipped() {
    let ms = Lang::find("ms").unwrap();
    let en = Lang::english();
    let e = env(&[
        ("LC_ALL", "ms_BN"),
        ("LC_MESSAGES", "en_US"),
        ("LANG", "en_US"),
    ]);
    assert_eq!(locale::from_env(e), Some(ms));
    let e = env(&[("LC_ALL", ""), ("LC_MESSAGES", "en_US"), ("LANG", "ms_BN")]);
    assert_eq!(locale::from_env(e), Some(en));
    let e = env(&[("LC_MESSAGES", ""), ("LANG", "ms_MY.UTF-8")]);
    assert_eq!(locale::from_env(e), Some(ms));
}

#[test]
fn a_thread_speaks_its_own_language_and_others_keep_theirs() {
    let ms = Lang::find("ms").unwrap();
    set(ms);
    assert_eq!(current(), ms);
    assert_eq!(text("language-name", &[]), "Bahasa Melayu");
    let other = std::thread::spawn(|| text("language-name", &[]))
        .join()
        .unwrap();
    assert_eq!(other, "English");
}

#[test]
fn languages_are_found_by_code_and_listed_english_first() {
    let codes: Vec<&str> = Lang::all().map(Lang::code).collect();
    assert_eq!(codes[0], "en");
    assert!(codes.contains(&"ms"));
    assert_eq!("MS".parse::<Lang>().map(Lang::code), Ok("ms"));
    assert_eq!("xx".parse::<Lang>(), Err(UnknownLang("xx".into())));
    assert_eq!(Lang::english().next().code(), "ms");
    assert_eq!(Lang::find("ms").unwrap().next(), Lang::english());
}

#[test]
fn plurals_and_decimals_come_from_the_catalogue() {
    set(Lang::english());
    assert_eq!(tr!("points", n = 1), "1 point");
    assert_eq!(tr!("points", n = 12), "12 points");
    assert_eq!(
        text("points", &[("n", Arg::decimal(94.8, 1))]),
        "94.8 points"
    );
    assert_eq!(text("points", &[("n", Arg::decimal(1.0, 1))]), "1.0 points");
    set(Lang::find("ms").unwrap());
    assert_eq!(tr!("points", n = 1), "1 mata");
    assert_eq!(tr!("points", n = 12), "12 mata");
}

#[test]
fn the_pseudo_language_marks_the_catalogue_text_but_not_the_values() {
    set(Lang::pseudo());
    assert_eq!(tr!("points", n = 12), "12 ṗȯıṅṫṡ");
    assert_eq!(text("language-name", &[]), "Ėṅġĺıṡḣ");
}

#[test]
fn a_message_missing_from_a_language_falls_back_to_english() {
    set(Lang::find("ms").unwrap());
    assert_eq!(text("no-such-message", &[]), "[no-such-message]");
}

/// Every catalogue reads without a mistake and holds the same messages as
/// English, each with the same `$variables`, each defined once.
#[test]
fn every_catalogue_holds_the_same_messages_with_the_same_arguments() {
    let (english, junk) = messages_of("en");
    assert!(junk.is_empty(), "en does not read: {junk:#?}");
    assert!(english.contains_key("language-name"));
    for lang in Lang::all() {
        let (messages, junk) = messages_of(lang.code());
        assert!(junk.is_empty(), "{} does not read: {junk:#?}", lang.code());
        for (id, m) in &messages {
            assert_eq!(
                m.definitions,
                1,
                "{id} is defined {} times in {}",
                m.definitions,
                lang.code()
            );
            let Some(e) = english.get(id) else {
                panic!("{id} is in {} but not in en", lang.code());
            };
            assert_eq!(
                m.variables,
                e.variables,
                "{id}: the arguments differ in {}",
                lang.code()
            );
        }
        for id in english.keys() {
            assert!(
                messages.contains_key(id),
                "{id} is missing from {}",
                lang.code()
            );
        }
    }
}

/// The embedded catalogue files with the Malay folder copied as `xx`, its
/// `language-name` changed, and the lines `drop` keeps out of the copy.
fn with_a_copy_of_malay(drop: &[&str]) -> catalogue::Catalogues {
    let mut files = catalogue::embedded();
    let copy: Vec<(String, Vec<u8>)> = files
        .iter()
        .filter_map(|(path, bytes)| {
            let rest = path.strip_prefix("ms/")?;
            let text: String = String::from_utf8_lossy(bytes)
                .lines()
                .filter(|line| !drop.iter().any(|d| line.starts_with(d)))
                .map(|line| match line.starts_with("language-name =") {
                    true => "language-name = Bahasa Salinan\n".to_string(),
                    false => format!("{line}\n"),
                })
                .collect();
            Some((format!("xx/{rest}"), text.into_bytes()))
        })
        .collect();
    assert!(
        copy.len() >= 2,
        "the Malay folder holds the messages and the lessons"
    );
    files.extend(copy);
    catalogue::Catalogues::from_files(files)
}

#[test]
fn a_language_copied_as_a_new_folder_is_listed_found_and_reads_as_the_original() {
    let all = with_a_copy_of_malay(&[]);
    let codes: Vec<&str> = all.languages().map(|i| all[i].code.as_str()).collect();
    assert_eq!(codes, ["en", "ms", "xx"]);
    let xx = all.find("XX").expect("the copy is found by its code");
    let ms = all.find("ms").unwrap();
    assert_eq!(all.say(xx, "language-name", None), "Bahasa Salinan");
    assert_eq!(all.say(ms, "language-name", None), "Bahasa Melayu");
    // English's messages are those of all its files, the lessons' texts
    // among them (a lesson loads only when each of its texts is there).
    let (english, _) = messages_of("en");
    assert!(english.contains_key("lesson-board-1-look"));
    for id in english.keys().filter(|id| *id != "language-name") {
        assert!(all[xx].has(id), "{id} is not in the copy");
        assert_eq!(all.say(xx, id, None), all.say(ms, id, None), "{id}");
    }
}

#[test]
fn a_lesson_text_missing_from_a_language_is_said_in_english() {
    let all = with_a_copy_of_malay(&["lesson-board-1-look ="]);
    let xx = all.find("xx").unwrap();
    let en = all.find("en").unwrap();
    assert!(!all[xx].has("lesson-board-1-look"));
    assert_eq!(
        all.say(xx, "lesson-board-1-look", None),
        "Choose a point on any file of your half."
    );
    assert_eq!(
        all.say(en, "lesson-board-1-look", None),
        all.say(xx, "lesson-board-1-look", None)
    );
    assert_eq!(all.say(xx, "lesson-board", None), "Papan, buah dan mata");
}

#[test]
fn files_outside_a_language_folder_or_not_fluent_make_no_language() {
    let all = catalogue::Catalogues::from_files([
        (
            "en/messages.ftl".to_string(),
            b"language-name = English\n".to_vec(),
        ),
        ("stray.ftl".to_string(), b"language-name = Stray\n".to_vec()),
        ("zz/glossary.md".to_string(), b"# words\n".to_vec()),
        ("en/more.ftl".to_string(), b"more = More\n".to_vec()),
    ]);
    let codes: Vec<&str> = all.languages().map(|i| all[i].code.as_str()).collect();
    assert_eq!(codes, ["en"]);
    let en = all.find("en").unwrap();
    assert_eq!(all.say(en, "more", None), "More");
    assert_eq!(all.say(all.pseudo().unwrap(), "more", None), "Ṁȯŕė");
}
