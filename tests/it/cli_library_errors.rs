//! What the libraries refuse (a number, an address, a file the operating
//! system cannot give) reaches the user in the catalogue's words, in
//! English and in Malay, never in the library's own English.

use crate::common;

use common::Run;

/// The library texts that used to reach users: none may appear in either
/// language.
const LIBRARY_ENGLISH: [&str; 6] = [
    "invalid digit",
    "too large to fit",
    "invalid socket address",
    "No such file",
    "os error",
    "Is a directory",
];

/// Runs `args` in English and in Malay (`--lang ms`), each in a home of
/// its own, and checks that both fail with their sentence and no library
/// English.
fn refused_in_both(args: &[&str], english: &str, malay: &str) {
    for (lang, wanted) in [("en", english), ("ms", malay)] {
        let home = tempfile::tempdir().unwrap();
        let mut all = vec!["--lang", lang];
        all.extend_from_slice(args);
        let run = common::pasang_isolated(&all, &[], home.path());
        assert_ne!(run.code, Some(0), "{args:?} succeeded: {}", run.stdout);
        assert!(run.stderr.contains(wanted), "{args:?} in {lang}: {run:?}");
        for text in LIBRARY_ENGLISH {
            assert!(!run.stderr.contains(text), "{args:?} in {lang}: {run:?}");
        }
    }
}

impl std::fmt::Debug for Run {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:?} ({:?})", self.stderr, self.code)
    }
}

#[test]
fn a_seed_that_is_not_a_whole_number_is_refused_in_the_users_language() {
    for args in [
        &["--seed", "x"][..],
        &["--seed=-5"],
        &["--seed", "99999999999999999999999"],
        &["match", "--seed", "x"],
        &["tune", "--seed", "2.5"],
    ] {
        refused_in_both(
            args,
            "is not a whole number from 0 to 18446744073709551615",
            "bukan nombor bulat dari 0 hingga 18446744073709551615",
        );
    }
}

#[test]
fn an_address_to_listen_on_that_is_not_one_is_refused_in_the_users_language() {
    for args in [&["--listen", "x"][..], &["serve", "--listen", "1.2.3.4"]] {
        refused_in_both(
            args,
            "is not an address to listen on: write ADDRESS:PORT",
            "bukan alamat yang sah untuk didengar: tulis ALAMAT:PORT",
        );
    }
}

#[test]
fn a_puzzle_number_that_is_not_a_number_is_refused_in_the_users_language() {
    refused_in_both(&["puzzle", "x"], "'x' is not a number", "'x' bukan nombor");
}

#[test]
fn a_range_is_said_in_words() {
    refused_in_both(
        &["--movetime", "5"],
        "5 is outside the range 10 to 600000",
        "5 di luar julat 10 hingga 600000",
    );
}

#[test]
fn a_missing_file_is_said_in_the_users_language() {
    refused_in_both(
        &["check", "/nonexistent/pasang/x.ron"],
        "/nonexistent/pasang/x.ron: no such file or directory",
        "/nonexistent/pasang/x.ron: tiada fail atau direktori itu",
    );
}

#[test]
fn a_server_log_that_cannot_be_written_is_said_in_the_users_language() {
    // The log is opened before anything listens.
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("no/such/folder/log");
    let missing = missing.to_str().unwrap();
    let here = dir.path().to_str().unwrap();
    for (log, english, malay) in [
        (
            missing,
            "no such file or directory",
            "tiada fail atau direktori itu",
        ),
        (
            here,
            "is a directory, not a file",
            "ialah direktori, bukan fail",
        ),
    ] {
        refused_in_both(
            &["serve", "--listen", "127.0.0.1:0", "--log", log],
            &format!("cannot write the server's log {log}: {english}"),
            &format!("tidak dapat menulis log pelayan {log}: {malay}"),
        );
    }
}

#[test]
fn an_address_not_of_this_machine_is_said_in_the_users_language() {
    // 192.0.2.1 is kept for documentation (RFC 5737): no machine has it,
    // so binding fails before anything listens.
    refused_in_both(
        &["serve", "--listen", "192.0.2.1:23401"],
        "cannot listen on 192.0.2.1:23401: that address is not one of this machine's",
        "tidak dapat mendengar di 192.0.2.1:23401: alamat itu tiada pada mesin ini",
    );
}

#[test]
fn an_engine_that_cannot_be_started_is_said_in_the_users_language() {
    refused_in_both(
        &[
            "match",
            "--south-engine",
            "/nonexistent/pasang-engine",
            "--games",
            "2",
        ],
        "the engine /nonexistent/pasang-engine could not be started: no such file or directory",
        "enjin /nonexistent/pasang-engine tidak dapat dimulakan: tiada fail atau direktori itu",
    );
}
