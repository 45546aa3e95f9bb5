//! `pasang manpage` through the real binary: one page that holds every
//! command (and names no page that does not exist), options with their
//! values, the examples as written, the keys, files and environment, in
//! English and in Malay; groff reads it without a warning.

use crate::common::pasang;
use pasang::i18n::{self, Lang};
use pasang::tui::keys;

/// The man page in `lang`.
fn page(lang: &str) -> String {
    let run = pasang(&["--lang", lang, "manpage"]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    run.stdout
}

/// `text` as the page writes it in roff.
fn roff(text: &str) -> String {
    let mut out = String::new();
    for ch in text.chars() {
        match ch {
            '\\' => out.push_str("\\\\"),
            '-' => out.push_str("\\-"),
            '\'' => out.push_str("\\*(Aq"),
            c if c.is_ascii() => out.push(c),
            c => out.push_str(&format!("\\[u{:04X}]", c as u32)),
        }
    }
    out
}

/// The lines of a page between a line `from` and the next line `to`.
fn between<'a>(page: &'a str, from: &str, to: &str) -> Vec<&'a str> {
    let mut lines = page.lines().skip_while(|l| *l != from);
    lines.next();
    lines.take_while(|l| *l != to).collect()
}

/// The page as groff typesets it for a terminal 80 columns wide, plain
/// text, and groff's warnings; `None` where groff is not installed.
fn typeset(page: &str) -> Option<(String, String)> {
    use std::io::Write;
    let mut child = std::process::Command::new("groff")
        .args(["-man", "-Tutf8", "-ww", "-rLL=80n", "-P-c"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .ok()?;
    child.stdin.take()?.write_all(page.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout)
        .unwrap()
        .replace(['\u{2010}', '\u{2212}'], "-");
    // Bold and underlined letters as overstrikes: the letter alone.
    let mut plain = String::new();
    for ch in text.chars() {
        if ch == '\u{8}' {
            plain.pop();
        } else {
            plain.push(ch);
        }
    }
    let plain = plain.replace("_\u{8}", "");
    Some((plain, String::from_utf8(out.stderr).unwrap()))
}

#[test]
fn the_page_holds_every_command_and_names_no_page_that_does_not_exist() {
    for lang in ["en", "ms"] {
        let page = page(lang);
        // No pasang-replay(1) and the like: every command is on this page.
        assert!(!page.contains("(1)"), "{page}");
        for command in [
            "replay",
            "check",
            "review",
            "learn",
            "puzzle",
            "serve",
            "games",
            "perft",
            "bench",
            "engine",
            "match",
            "completions",
            "manpage",
        ] {
            let heading = format!(".SS\npasang {command}\n.SY \"pasang {command}\"\n");
            assert!(page.contains(&heading), "{lang}: no {command} in\n{page}");
        }
        assert!(!page.contains("make\\-puzzles"), "a hidden command shown");
    }
}

#[test]
fn every_option_is_given_with_its_value_in_the_synopsis_and_the_lists() {
    let english = page("en");
    let synopsis = between(&english, ".SY pasang", ".YS");
    for option in [
        "[\\fB\\-\\-north\\fR\\ \\fIPLAYER\\fR]",
        "[\\fB\\-\\-setup\\fR\\ \\fIFILE.ron\\fR]",
        "[\\fB\\-\\-resume\\fR\\ [\\fIN|FILE\\fR]]",
        "[\\fB\\-\\-ascii\\fR]",
        "[\\fB\\-\\-lang\\fR\\ \\fILANG\\fR]",
    ] {
        assert!(synopsis.contains(&option), "{option} not in {synopsis:#?}");
    }
    // serve's own options, in its synopsis and its list.
    let serve = between(&english, ".SY \"pasang serve\"", ".YS");
    for option in [
        "[\\fB\\-\\-max\\-visitors\\fR\\ \\fIN\\fR]",
        "[\\fB\\-\\-grace\\fR\\ \\fIDURATION\\fR]",
        "[\\fB\\-\\-admin\\fR\\ \\fIKEY\\fR]",
    ] {
        assert!(serve.contains(&option), "{option} not in {serve:#?}");
    }
    assert!(
        english.contains(".TP\n\\fB\\-\\-max\\-visitors\\fR\\ \\fIN\\fR\nMost visitors at once"),
        "{english}"
    );
    // A list of values, and a default, in the page's words.
    assert!(english.contains(
        ".TP\n\\fB\\-\\-north\\fR\\ \\fIPLAYER\\fR\nWho plays North, as for \\-\\-south\n.IP\n\
         [possible values: human, remote, ai, ai:random, ai:easy, ai:medium, ai:hard]\n"
    ));
    assert!(
        english.contains(".IP\n[default: 0.0.0.0:2222]\n"),
        "{english}"
    );
    // perft names the position's options rather than repeating them.
    assert!(english.contains("Also the options of playing, as above: \\-\\-game, \\-\\-pattern"));
    let malay = page("ms");
    let synopsis = between(&malay, ".SY pasang", ".YS");
    assert!(
        synopsis.contains(&"[\\fB\\-\\-north\\fR\\ \\fIPEMAIN\\fR]"),
        "{synopsis:#?}"
    );
    assert!(malay.contains(".IP\n[lalai: 0.0.0.0:2222]\n"), "{malay}");
}

#[test]
fn the_examples_are_a_block_kept_as_written() {
    for (lang, line) in [
        (
            "en",
            "pasang --north ai:hard              play South against the computer",
        ),
        (
            "ms",
            "pasang --north ai:hard              bermain sebagai Selatan menentang komputer",
        ),
    ] {
        let page = page(lang);
        let block = between(&page, ".EX", ".EE");
        assert!(block.contains(&roff(line).as_str()), "{lang}: {block:#?}");
        assert_eq!(block.len(), 10, "{lang}: {block:#?}");
        // The heading over the examples is the section's, not a line of it.
        assert!(!page.contains("\nExamples:\n") && !page.contains("\nContoh:\n"));
        if let Some((shown, _)) = typeset(&page) {
            assert!(shown.contains(&format!("       {line}\n")), "{shown}");
            let perft = "pasang perft 3 --rules marbles      ";
            assert!(
                shown
                    .lines()
                    .any(|l| l.trim_start().starts_with(perft) && l.ends_with(')')),
                "{shown}"
            );
        }
    }
}

#[test]
fn the_page_gives_the_keys_files_and_environment_in_both_languages() {
    for (code, headings) in [
        ("en", ["KEYS", "FILES", "ENVIRONMENT"]),
        ("ms", ["KEKUNCI", "FAIL", "PERSEKITARAN"]),
    ] {
        let page = page(code);
        for heading in headings {
            assert!(
                page.contains(&format!("\n.SH {heading}\n")),
                "{code}: {heading}"
            );
        }
        // Every row of the game's help, from the same key tables.
        i18n::set(Lang::find(code).unwrap());
        for (table, unit) in [
            (pasang::tui::ka::keys::BOARD, "move"),
            (pasang::tui::bell::keys::BOARD, "turn"),
            (keys::REPLAY, "move"),
            (keys::REVIEW, "move"),
        ] {
            for (names, what) in keys::help_rows(table, true) {
                let row = format!(
                    ".TP\n\\fB{}\\fR\n{}\n",
                    roff(&names),
                    roff(&keys::words_counting(what, unit))
                );
                assert!(page.contains(&row), "{code}: {row}");
            }
        }
        for file in [
            "~/.local/share/pasang/games/game\\-YYYYMMDD\\-HHMMSS.ron",
            "~/.local/share/pasang/progress.ron",
            "~/.local/share/pasang/server/pasang.db",
            "~/.local/share/pasang/ssh_host_ed25519_key",
            "~/.config/pasang/settings.ron",
        ] {
            assert!(
                page.contains(&format!(".TP\n\\fI{file}\\fR\n")),
                "{code}: {file}"
            );
        }
        for variable in ["PASANG_DATA_DIR", "NO_COLOR", "LC_ALL, LC_MESSAGES, LANG"] {
            assert!(
                page.contains(&format!(".TP\n\\fB{variable}\\fR\n")),
                "{code}: {variable}"
            );
        }
    }
    let malay = page("ms");
    assert!(
        malay.contains("permainan papan tradisional Brunei"),
        "{malay}"
    );
    assert!(malay.contains("Dalam permainan, ? memaparkan kekunci skrin semasa"));
}

/// The rows both games share count in each game's own unit: a move in
/// the ka game's keys, a turn in Bell's.
#[test]
fn each_games_keys_count_in_its_own_unit() {
    for (code, move_row, turn_row) in [
        (
            "en",
            "look back a move: the board, scores and moves as they were",
            "look back a turn: the board, scores and turns as they were",
        ),
        (
            "ms",
            "lihat semula langkah sebelumnya: papan, mata dan langkah seperti dahulu",
            "lihat satu giliran ke belakang: papan, mata dan giliran seperti sebelumnya",
        ),
    ] {
        let page = page(code);
        i18n::set(Lang::find(code).unwrap());
        // A subsection: `.SS`, its title, its lines up to the next heading.
        let keys_of = |title: &str| -> String {
            let title = roff(&i18n::text(title, &[]));
            page.split("\n.SS\n")
                .find(|section| section.starts_with(&format!("{title}\n")))
                .map(|section| section.split("\n.SH").next().unwrap_or(section).to_string())
                .unwrap_or_else(|| panic!("{code}: no subsection {title}"))
        };
        let (ka, bell) = (keys_of("man-keys-ka"), keys_of("man-keys-bell"));
        assert!(ka.contains(&roff(move_row)), "{code}: {ka}");
        assert!(bell.contains(&roff(turn_row)), "{code}: {bell}");
        assert!(!bell.contains(&roff(move_row)), "{code}: {bell}");
    }
}

#[test]
fn groff_reads_the_page_without_a_warning_in_either_language() {
    for lang in ["en", "ms"] {
        let page = page(lang);
        // Written in ASCII, with roff's escapes for the rest.
        assert!(page.is_ascii(), "{lang}");
        let Some((shown, warnings)) = typeset(&page) else {
            return;
        };
        assert_eq!(warnings, "", "{lang}");
        // No word is split at a line's end: a path or an option would
        // read as another.
        let split = (shown.lines()).find(|l| l.ends_with('-') && !l.ends_with(" -"));
        assert_eq!(split, None, "{lang}");
        // The escapes come out as the characters they stand for.
        assert!(shown.contains("(Lh\u{f4}te)"), "{shown}");
        assert!(shown.contains("d5-c5xN \u{2026}"), "{shown}");
    }
    // `man` reads it too, where it is installed.
    let path = std::env::temp_dir().join(format!("pasang-{}.1", std::process::id()));
    std::fs::write(&path, page("en")).unwrap();
    if let Ok(out) = std::process::Command::new("man")
        .args(["-l", path.to_str().unwrap()])
        .env("MANPAGER", "cat")
        .env("MANWIDTH", "80")
        .output()
    {
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success() && text.contains("SYNOPSIS"), "{text}");
        assert_eq!(String::from_utf8_lossy(&out.stderr), "");
    }
    std::fs::remove_file(&path).ok();
}
