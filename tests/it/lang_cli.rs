//! The command line in the player's language, through the real binary:
//! the language chosen by --lang, the locale or the settings; help, clap's
//! errors, bad files and `check` in Malay; the settings' defaults.

use crate::common;

use common::Run;
use std::path::Path;

fn pasang(args: &[&str], env: &[(&str, &str)], config: &Path) -> Run {
    common::pasang_isolated(args, env, config)
}

fn config() -> tempfile::TempDir {
    tempfile::tempdir().unwrap()
}

fn write_settings(config: &Path, text: &str) {
    let dir = config.join("pasang");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("settings.ron"), text).unwrap();
}

#[test]
fn help_is_in_malay_with_lang_ms_and_with_a_brunei_locale() {
    let c = config();
    for (args, env) in [
        (&["--lang", "ms", "--help"][..], &[][..]),
        (&["--help"][..], &[("LANG", "ms_BN.UTF-8")][..]),
    ] {
        let run = pasang(args, env, c.path());
        assert_eq!(run.code, Some(0), "{}", run.stderr);
        for words in [
            "Penggunaan: pasang [PILIHAN]",
            "Perintah:",
            "Pilihan:",
            "Semak fail susunan atau rekod permainan, dan tunjukkannya",
            "Contoh:",
            "Cetak bantuan (lihat ringkasan dengan '-h')",
        ] {
            assert!(
                run.stdout.contains(words),
                "{words:?} not in\n{}",
                run.stdout
            );
        }
        assert!(!run.stdout.contains("Options:"), "{}", run.stdout);
    }
    let english = pasang(&["--help"], &[("LANG", "en_GB.UTF-8")], c.path());
    assert!(english.stdout.contains("Usage: pasang [OPTIONS]"));
    assert!(
        english
            .stdout
            .contains("Check a setup or game record file, and show it")
    );
}

#[test]
fn a_subcommands_help_is_in_malay_after_lang_given_before_it() {
    let run = pasang(&["--lang", "ms", "perft", "--help"], &[], config().path());
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(
        run.stdout
            .contains("Penggunaan: pasang perft [PILIHAN] <KEDALAMAN>"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("Hujah:"), "{}", run.stdout);
    assert!(
        run.stdout
            .contains("Separuh langkah untuk dikira, 1 hingga 10"),
        "{}",
        run.stdout
    );
}

#[test]
fn a_bad_flag_and_a_bad_value_are_refused_in_malay() {
    let c = config();
    let ms = [("LC_ALL", "ms_MY.UTF-8")];
    let run = pasang(&["--gmes", "bell"], &ms, c.path());
    assert_eq!(run.code, Some(2));
    assert!(
        run.stderr
            .starts_with("ralat: hujah '--gmes' tidak dikenali\n"),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr
            .contains("cadangan: ada hujah yang serupa: '--game'"),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr.contains("Untuk maklumat lanjut, cuba '--help'."),
        "{}",
        run.stderr
    );
    let run = pasang(&["match", "--games", "0"], &ms, c.path());
    assert_eq!(run.code, Some(2));
    assert!(
        run.stderr
            .contains("nilai '0' tidak sah untuk '--games <BILANGAN_PERMAINAN>': 0 di luar julat 1 hingga 10000"),
        "{}",
        run.stderr
    );
    let run = pasang(&["--rules", "fancy"], &ms, c.path());
    assert!(
        run.stderr
            .contains("[nilai: classic, marbles, traditional]"),
        "{}",
        run.stderr
    );
    // English stays clap's.
    let run = pasang(&["--gmes", "bell"], &[], c.path());
    assert!(
        run.stderr
            .starts_with("error: unexpected argument '--gmes' found"),
        "{}",
        run.stderr
    );
}

#[test]
fn a_bad_setup_file_is_reported_in_malay_naming_the_file_and_the_line() {
    let c = config();
    let path = c.path().join("bad.ron");
    std::fs::write(&path, "(\n  name: \"x\",\n  rows: [ \"bbb\" \n").unwrap();
    let shown = path.display().to_string();
    let run = pasang(&["--lang", "ms", "check", &shown], &[], c.path());
    assert_eq!(run.code, Some(1));
    assert_eq!(run.stderr.trim_end().lines().count(), 1, "{}", run.stderr);
    assert!(
        run.stderr.starts_with(&format!(
            "pasang: {shown}: susunan bukan RON yang sah: baris 3, lajur 16: "
        )),
        "{}",
        run.stderr
    );
    // RON's own reason is given in Malay too, not in the parser's English.
    assert!(
        run.stderr
            .trim_end()
            .ends_with("sepatutnya ada `,` di sini"),
        "{}",
        run.stderr
    );
}

#[test]
fn a_misspelt_field_in_a_setup_is_named_in_malay_with_the_fields_there_are() {
    let c = config();
    let path = c.path().join("typo.ron");
    std::fs::write(&path, "(name: \"x\", rowz: [])\n").unwrap();
    let shown = path.display().to_string();
    let run = pasang(&["--lang", "ms", "check", &shown], &[], c.path());
    assert_eq!(run.code, Some(1));
    assert!(
        run.stderr
            .contains("tiada medan `rowz` di sini (medannya: "),
        "{}",
        run.stderr
    );
}

#[test]
fn check_of_a_setup_reads_in_malay() {
    let run = pasang(
        &["--lang", "ms", "check", "assets/second.ron"],
        &[],
        config().path(),
    );
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(
        run.stdout
            .starts_with("assets/second.ron: susunan yang sah: 'second'\n"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.ends_with(
            "60 hitam, 60 putih (180 mata); simetri apabila dipusingkan setengah pusingan\n"
        ),
        "{}",
        run.stdout
    );
}

#[test]
fn a_language_without_a_catalogue_is_refused() {
    let run = pasang(
        &["--lang", "xx", "check", "assets/first.ron"],
        &[],
        config().path(),
    );
    assert_eq!(run.code, Some(2));
    assert!(
        run.stderr
            .contains("invalid value 'xx' for '--lang <LANG>': no such language; there are en, ms"),
        "{}",
        run.stderr
    );
}

#[test]
fn lc_all_outranks_lang_and_lang_ms_outranks_both() {
    let c = config();
    let both = [("LC_ALL", "en_US.UTF-8"), ("LANG", "ms_BN.UTF-8")];
    let run = pasang(&["check", "assets/first.ron"], &both, c.path());
    assert!(run.stdout.contains("a valid setup"), "{}", run.stdout);
    let both = [("LC_ALL", "ms_BN.UTF-8"), ("LANG", "en_US.UTF-8")];
    let run = pasang(&["check", "assets/first.ron"], &both, c.path());
    assert!(run.stdout.contains("susunan yang sah"), "{}", run.stdout);
    let run = pasang(
        &["--lang", "en", "check", "assets/first.ron"],
        &both,
        c.path(),
    );
    assert!(run.stdout.contains("a valid setup"), "{}", run.stdout);
}

#[test]
fn the_settings_language_is_used_when_neither_lang_nor_locale_say() {
    let c = config();
    write_settings(c.path(), "(language: Some(\"ms\"))");
    let run = pasang(&["check", "assets/first.ron"], &[], c.path());
    assert!(run.stdout.contains("susunan yang sah"), "{}", run.stdout);
}

#[test]
fn a_bad_settings_file_is_reported_in_one_line_and_ignored() {
    let c = config();
    write_settings(c.path(), "(ascii: true,\n flipped: maybe)");
    let run = pasang(
        &["--lang", "ms", "check", "assets/first.ron"],
        &[],
        c.path(),
    );
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert_eq!(run.stderr.lines().count(), 1, "{}", run.stderr);
    assert!(
        run.stderr
            .contains("settings.ron: fail tetapan bukan RON yang sah: baris 2"),
        "{}",
        run.stderr
    );
    assert!(run.stderr.ends_with("ia diabaikan\n"), "{}", run.stderr);
    assert!(run.stdout.contains("susunan yang sah"), "{}", run.stdout);
}

#[test]
fn the_settings_pattern_is_the_default_and_the_command_line_outranks_it() {
    let c = config();
    let second = pasang(&["--pattern", "second"], &[], c.path());
    let first = pasang(&["--pattern", "first"], &[], c.path());
    assert_ne!(second.stdout, first.stdout);
    write_settings(c.path(), "(pattern: Some(\"second\"))");
    let kept = pasang(&[], &[], c.path());
    assert_eq!(kept.code, Some(0), "{}", kept.stderr);
    assert_eq!(kept.stdout, second.stdout);
    let given = pasang(&["--pattern", "first"], &[], c.path());
    assert_eq!(given.stdout, first.stdout);
}

#[test]
fn a_setting_this_pasang_cannot_use_is_reported_and_the_rest_are_used() {
    let c = config();
    write_settings(
        c.path(),
        "(rules: Some(\"fancy\"), pattern: Some(\"second\"))",
    );
    let second = pasang(&["--pattern", "second"], &[], c.path());
    let run = pasang(&["--lang", "ms"], &[], c.path());
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert_eq!(run.stderr.lines().count(), 1, "{}", run.stderr);
    assert!(
        run.stderr.contains(
            "settings.ron: tetapan rules 'fancy' tidak dikenali oleh pasang ini; ia diabaikan"
        ),
        "{}",
        run.stderr
    );
    assert_eq!(run.stdout, second.stdout);
}

#[test]
fn the_man_pages_headings_are_in_the_users_language_and_in_capitals() {
    let c = config();
    let headings = |args: &[&str]| -> Vec<String> {
        let run = pasang(args, &[], c.path());
        assert_eq!(run.code, Some(0), "{}", run.stderr);
        run.stdout
            .lines()
            .filter_map(|l| l.strip_prefix(".SH "))
            .map(|h| h.trim_matches('"').to_string())
            .collect()
    };
    let english = headings(&["manpage"]);
    let malay = headings(&["--lang", "ms", "manpage"]);
    for wanted in [
        "NAME",
        "SYNOPSIS",
        "DESCRIPTION",
        "COMMANDS",
        "EXAMPLES",
        "VERSION",
    ] {
        assert!(english.iter().any(|h| h == wanted), "{english:?}");
    }
    for wanted in [
        "NAMA",
        "SINOPSIS",
        "KETERANGAN",
        "PILIHAN",
        "PERINTAH",
        "CONTOH",
        "VERSI",
    ] {
        assert!(malay.iter().any(|h| h == wanted), "{malay:?}");
    }
    assert_eq!(english.len(), malay.len(), "{english:?} {malay:?}");
    for h in english.iter().chain(&malay) {
        assert_eq!(*h, h.to_uppercase(), "{english:?} {malay:?}");
    }
}
