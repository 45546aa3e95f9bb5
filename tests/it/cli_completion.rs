//! The shells' completions: the bash script `pasang completions bash`
//! prints, run by bash as the shell runs it on Tab, offers each option's
//! values where they are a known list, files where the option takes a
//! file, and no file names for a number or a word of one's own.

use crate::common::pasang;

/// What bash offers on Tab after `words` (the last is the word being
/// typed), in a folder holding a file and a folder.
fn offered(words: &[&str]) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    let script = dir.path().join("pasang.bash");
    let run = pasang(&["completions", "bash"]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    std::fs::write(&script, run.stdout).unwrap();
    std::fs::write(dir.path().join("a-file.ron"), "").unwrap();
    std::fs::create_dir(dir.path().join("a-folder")).unwrap();
    let quoted: Vec<String> = words.iter().map(|w| format!("'{w}'")).collect();
    let last = words.len() - 1;
    let prev = if last > 0 { words[last - 1] } else { "" };
    let program = format!(
        "source ./pasang.bash\n\
         COMP_WORDS=({})\nCOMP_CWORD={last}\n\
         _pasang pasang '{}' '{prev}' 2>/dev/null\n\
         printf '%s\\n' \"${{COMPREPLY[@]}}\"\n",
        quoted.join(" "),
        words[last],
    );
    let out = std::process::Command::new("bash")
        .args(["--norc", "--noprofile", "-c", &program])
        .current_dir(dir.path())
        .output()
        .expect("bash runs the completion script");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .filter(|l| !l.is_empty())
        .map(str::to_string)
        .collect()
}

#[test]
fn a_match_seat_offers_the_computers_not_file_names() {
    let computers = ["ai", "ai:random", "ai:easy", "ai:medium", "ai:hard"];
    for seat in ["--south", "--north", "--west", "--east"] {
        assert_eq!(offered(&["pasang", "match", seat, ""]), computers, "{seat}");
    }
    assert_eq!(
        offered(&["pasang", "match", "--north", "ai:m"]),
        ["ai:medium"]
    );
    // The game's seats take people too.
    assert_eq!(
        offered(&["pasang", "--north", ""]),
        [
            "human",
            "remote",
            "ai",
            "ai:random",
            "ai:easy",
            "ai:medium",
            "ai:hard"
        ]
    );
}

#[test]
fn options_with_a_list_of_values_offer_it_under_every_command() {
    assert_eq!(offered(&["pasang", "--lang", ""]), ["en", "ms"]);
    assert_eq!(offered(&["pasang", "review", "--lang", ""]), ["en", "ms"]);
    assert_eq!(
        offered(&["pasang", "match", "--rules", ""]),
        ["classic", "marbles", "traditional"]
    );
    assert_eq!(
        offered(&["pasang", "perft", "3", "--pattern", ""]),
        ["first", "second", "checker", "quarters", "rings", "steps"]
    );
    assert_eq!(
        offered(&["pasang", "bench", "--game", ""]),
        ["ka", "bell", "steps"]
    );
    assert_eq!(offered(&["pasang", "--players", ""]), ["2", "3", "4"]);
    let rounds: Vec<String> = (1..=9).map(|n| n.to_string()).collect();
    assert_eq!(offered(&["pasang", "--rounds", ""]), rounds);
    let shells = offered(&["pasang", "completions", ""]);
    assert!(shells.contains(&"bash".to_string()), "{shells:?}");
}

#[test]
fn files_are_offered_only_where_a_file_is_taken() {
    let file = "a-file.ron".to_string();
    for words in [
        &["pasang", "--setup", ""][..],
        &["pasang", "--load", ""],
        &["pasang", "serve", "--log", ""],
    ] {
        assert!(offered(words).contains(&file), "{words:?}");
    }
    for words in [
        &["pasang", "--movetime", ""][..],
        &["pasang", "--seed", ""],
        &["pasang", "--clock", ""],
        &["pasang", "--resume", ""],
        &["pasang", "match", "--games", ""],
        &["pasang", "serve", "--max-visitors", ""],
        &["pasang", "serve", "--listen", ""],
        &["pasang", "--threads", ""],
    ] {
        let offered = offered(words);
        assert!(!offered.contains(&file), "{words:?}: {offered:?}");
    }
}
