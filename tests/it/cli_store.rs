//! Files and the autosave store through the real binary, each run under a
//! deadline: named pipes and devices refused at once, standard input read
//! on purpose, records told from setups, `pasang games` and `--resume N`,
//! and a data directory that cannot be written.

use crate::common;

use pasang::games::ka::{Game, Pattern, Rules, Setup};
use pasang::record::{RECORD_VERSION, Record};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

/// How long any one run may take: these commands finish in milliseconds,
/// unless they hang.
const DEADLINE: Duration = Duration::from_secs(20);

struct Run {
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

impl Run {
    fn succeeds(&self) -> &Run {
        assert_eq!(self.code, Some(0), "failed: {}", self.stderr);
        self
    }

    /// A failure with one line on stderr containing `needle`.
    fn fails_with(&self, needle: &str) -> &Run {
        assert_ne!(self.code, Some(0), "succeeded: {}", self.stdout);
        assert!(!self.stderr.contains("panicked"), "{}", self.stderr);
        assert_eq!(
            self.stderr.trim_end().lines().count(),
            1,
            "{:?}",
            self.stderr
        );
        assert!(
            self.stderr.contains(needle),
            "{:?} lacks {needle:?}",
            self.stderr
        );
        self
    }
}

/// Runs `program args` with `input` on standard input, killed if it is not
/// done by the deadline (and the test fails).
fn run_cmd(program: &str, args: &[&str], input: Option<&[u8]>) -> Run {
    let mut child = common::neutral(&mut Command::new(program))
        .args(args)
        .stdin(if input.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs");
    if let Some(bytes) = input {
        let mut stdin = child.stdin.take().unwrap();
        let bytes = bytes.to_vec();
        // A writer of its own: the program may refuse before reading.
        std::thread::spawn(move || {
            let _ = stdin.write_all(&bytes);
        });
    }
    let pid = child.id();
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(child.wait_with_output());
    });
    match rx.recv_timeout(DEADLINE) {
        Ok(out) => {
            let out = out.unwrap();
            Run {
                code: out.status.code(),
                stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
                stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
            }
        }
        Err(_) => {
            let _ = Command::new("kill")
                .args(["-KILL", &pid.to_string()])
                .status();
            panic!("{program} {args:?} still running after {DEADLINE:?}");
        }
    }
}

fn pasang(args: &[&str]) -> Run {
    run_cmd(env!("CARGO_BIN_EXE_pasang"), args, None)
}

fn pasang_with_input(args: &[&str], input: &[u8]) -> Run {
    run_cmd(env!("CARGO_BIN_EXE_pasang"), args, Some(input))
}

fn s(path: &Path) -> &str {
    path.to_str().unwrap()
}

fn record(moves: &[&str], pattern: Pattern) -> String {
    let mut game = Game::new(Setup::pattern(pattern), Rules::CLASSIC);
    for m in moves {
        game.play_notation(m).unwrap();
    }
    Record::of(&game).to_ron()
}

/// A saved game in `data/games`, last saved `age_secs` ago.
fn saved(data: &Path, name: &str, text: &[u8], age_secs: u64) -> PathBuf {
    let games = data.join("games");
    std::fs::create_dir_all(&games).unwrap();
    let path = games.join(name);
    std::fs::write(&path, text).unwrap();
    let when = std::time::SystemTime::now() - Duration::from_secs(age_secs);
    std::fs::File::options()
        .write(true)
        .open(&path)
        .unwrap()
        .set_modified(when)
        .unwrap();
    path
}

#[cfg(unix)]
fn mkfifo(path: &Path) {
    assert!(Command::new("mkfifo").arg(path).status().unwrap().success());
}

#[cfg(unix)]
#[test]
fn a_named_pipe_is_refused_at_once_wherever_a_file_is_read() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("f.ron");
    mkfifo(&fifo);
    let said = "f.ron: is a named pipe (FIFO), not a file";
    pasang(&["check", s(&fifo)]).fails_with(said);
    pasang(&["replay", s(&fifo)]).fails_with(said);
    pasang(&["--setup", s(&fifo)]).fails_with(said);
    pasang(&["--load", s(&fifo)]).fails_with(said);
    // The engine's `position setup FILE` reads through the same door.
    let run = pasang_with_input(
        &["engine"],
        format!("position setup {}\nquit\n", s(&fifo)).as_bytes(),
    );
    assert!(run.stdout.contains(said), "{}", run.stdout);
}

#[cfg(target_os = "linux")]
#[test]
fn devices_and_directories_are_refused_and_named() {
    let dir = tempfile::tempdir().unwrap();
    pasang(&["check", "/dev/zero"]).fails_with("/dev/zero: is a character device, not a file");
    pasang(&["--load", "/dev/null"]).fails_with("/dev/null: is a character device, not a file");
    pasang(&["check", s(dir.path())]).fails_with("is a directory, not a file");
}

#[cfg(unix)]
#[test]
fn a_named_pipe_among_the_saved_games_is_skipped_by_resume_and_games() {
    let data = tempfile::tempdir().unwrap();
    saved(
        data.path(),
        "good.ron",
        record(&["c"], Pattern::First).as_bytes(),
        60,
    );
    mkfifo(&data.path().join("games/pipe.ron"));
    let run = pasang(&["--resume", "--data-dir", s(data.path())]);
    run.succeeds();
    assert!(run.stderr.contains("resumed "), "{}", run.stderr);
    assert!(run.stderr.contains("good.ron"), "{}", run.stderr);
    assert!(
        run.stderr.contains("skipped ") && run.stderr.contains("pipe.ron: is a named pipe"),
        "{}",
        run.stderr
    );
    let run = pasang(&["games", "--data-dir", s(data.path())]);
    run.succeeds();
    assert!(run.stdout.contains("pipe.ron"), "{}", run.stdout);
    assert!(run.stdout.contains("good.ron"), "{}", run.stdout);
}

#[test]
fn standard_input_is_read_when_asked_for() {
    let first = std::fs::read("assets/first.ron").unwrap();
    for name in ["-", "/dev/stdin"] {
        let run = pasang_with_input(&["check", name], &first);
        run.succeeds();
        assert!(
            run.stdout
                .starts_with("standard input: a valid setup: 'first'"),
            "{name}: {}",
            run.stdout
        );
    }
    let game = record(&["c", "j"], Pattern::First);
    let run = pasang_with_input(&["check", "-"], game.as_bytes());
    run.succeeds();
    assert!(
        run.stdout
            .contains("a valid game record: setup 'first', rules classic, 2 moves")
    );
    // Without a terminal, --load shows the position it would play.
    let run = pasang_with_input(&["--load", "-"], game.as_bytes());
    run.succeeds();
    assert!(
        run.stderr.contains("loaded standard input"),
        "{}",
        run.stderr
    );
    let run = pasang_with_input(&["--setup", "/dev/stdin", "--rules", "marbles"], &first);
    run.succeeds();
}

#[test]
fn check_reports_a_damaged_record_as_a_record() {
    let dir = tempfile::tempdir().unwrap();
    let good = record(&["c", "j"], Pattern::First);
    let write = |name: &str, bytes: &[u8]| {
        let path = dir.path().join(name);
        std::fs::write(&path, bytes).unwrap();
        path
    };
    // The moves lost: still a record, not a setup with odd fields.
    let start = good.find("    moves: [").unwrap();
    let end = start + good[start..].find("],\n").unwrap() + 3;
    let no_moves = write(
        "no-moves.ron",
        format!("{}{}", &good[..start], &good[end..]).as_bytes(),
    );
    pasang(&["check", s(&no_moves)])
        .fails_with("no-moves.ron: the record is not valid RON")
        .fails_with("the field `moves` is missing");
    // Over the limit, and cut short where the limit falls.
    let huge = good.replacen("moves: [", &format!("moves: [{}", " ".repeat(1 << 20)), 1);
    let huge = write("huge.ron", huge.as_bytes());
    pasang(&["check", s(&huge)]).fails_with("huge.ron: the record is larger than 1048576 bytes");
    let extra = write(
        "extra.ron",
        good.replace(
            &format!("version: {RECORD_VERSION},"),
            &format!("version: {RECORD_VERSION}, colour: 3,"),
        )
        .as_bytes(),
    );
    pasang(&["check", s(&extra)]).fails_with("extra.ron: the record is not valid RON");
    // A finished game, whose result names values the way records do.
    let finished = common::finished_game(Pattern::First, |_| true);
    let done = write("done.ron", Record::of(&finished).to_ron().as_bytes());
    let run = pasang(&["check", s(&done)]);
    assert!(
        run.succeeds().stdout.contains("a valid game record"),
        "{}",
        run.stdout
    );
    // A setup is still reported as a setup.
    let setup = write("setup.ron", b"(name: \"x\", rows: [], colour: 3)");
    pasang(&["check", s(&setup)]).fails_with("setup.ron: the setup is not valid RON");
}

#[test]
fn a_byte_order_mark_is_accepted_on_setups_and_records() {
    let dir = tempfile::tempdir().unwrap();
    let bom = |text: &[u8]| [b"\xEF\xBB\xBF".as_slice(), text].concat();
    let setup = dir.path().join("setup.ron");
    std::fs::write(&setup, bom(&std::fs::read("assets/second.ron").unwrap())).unwrap();
    pasang(&["check", s(&setup)]).succeeds();
    pasang(&["--setup", s(&setup)]).succeeds();
    let game = dir.path().join("game.ron");
    std::fs::write(&game, bom(record(&["c"], Pattern::First).as_bytes())).unwrap();
    let run = pasang(&["check", s(&game)]);
    assert!(
        run.succeeds().stdout.contains("a valid game record"),
        "{}",
        run.stdout
    );
    pasang(&["--load", s(&game)]).succeeds();
}

#[test]
fn text_from_a_file_reaches_the_terminal_escaped() {
    let dir = tempfile::tempdir().unwrap();
    let evil = "\u{1b}]0;pwned\u{7}\u{1b}[2J";
    let game = record(&["c"], Pattern::First).replace(
        "name: \"first\"",
        &format!("name: {}", ron::to_string(evil).unwrap()),
    );
    let path = dir.path().join("evil.ron");
    std::fs::write(&path, &game).unwrap();
    let run = pasang(&["check", s(&path)]);
    run.succeeds();
    assert!(!run.stdout.contains('\u{1b}') && !run.stdout.contains('\u{7}'));
    assert!(
        run.stdout
            .contains("setup '\\u{1b}]0;pwned\\u{7}\\u{1b}[2J'"),
        "{}",
        run.stdout
    );
    // And in errors: a move quoted from the file.
    let bad = record(&["c"], Pattern::First).replace("\"c\"", "\"c\\u{1b}[2J\"");
    std::fs::write(&path, bad).unwrap();
    let run = pasang(&["check", s(&path)]);
    assert!(
        run.code != Some(0) && !run.stderr.contains('\u{1b}'),
        "{:?}",
        run.stderr
    );
}

#[test]
fn games_lists_every_saved_game_and_resume_picks_one_by_number_or_name() {
    let data = tempfile::tempdir().unwrap();
    saved(
        data.path(),
        "game-old.ron",
        record(&["c"], Pattern::First).as_bytes(),
        7200,
    );
    saved(
        data.path(),
        "game-mid.ron",
        record(&["c", "j"], Pattern::First).as_bytes(),
        3600,
    );
    saved(data.path(), "game-new.ron", b"", 0);
    let run = pasang(&["games", "--data-dir", s(data.path())]);
    run.succeeds();
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert!(lines[0].starts_with("Saved games in "), "{}", run.stdout);
    assert!(
        lines[1].starts_with("1  ") && lines[1].ends_with("game-new.ron"),
        "{}",
        run.stdout
    );
    assert!(lines[2].contains("cannot be resumed: ") && lines[2].contains("the record is empty"));
    assert!(
        lines[3].starts_with("2  ") && lines[3].ends_with("game-mid.ron"),
        "{}",
        run.stdout
    );
    assert!(
        // South's c takes 8 points, North's j 9 (as in the crate's example).
        lines[4].contains("first, classic rules, 2 moves; South 8, North 9; South to move"),
        "{}",
        run.stdout
    );
    assert!(lines[5].starts_with("3  ") && lines[5].ends_with("game-old.ron"));
    assert!(
        lines[6].contains("first, classic rules, 1 move; South 8, North 0; North to move"),
        "{}",
        run.stdout
    );

    // Plain --resume passes over the empty file, names it, and keeps it.
    let run = pasang(&["--resume", "--data-dir", s(data.path())]);
    run.succeeds();
    assert!(run.stderr.contains("game-mid.ron"), "{}", run.stderr);
    assert!(
        run.stderr.contains("skipped ") && run.stderr.contains("game-new.ron: the record is empty")
    );
    assert!(data.path().join("games/game-new.ron").exists());

    let run = pasang(&["--resume", "3", "--data-dir", s(data.path())]);
    assert!(run.succeeds().stderr.contains("resumed ") && run.stderr.contains("game-old.ron"));
    let run = pasang(&["--resume", "game-old.ron", "--data-dir", s(data.path())]);
    assert!(
        run.succeeds().stderr.contains("game-old.ron"),
        "{}",
        run.stderr
    );
    pasang(&["--resume", "4", "--data-dir", s(data.path())]).fails_with("there is no game 4: ");
    pasang(&["--resume", "1", "--data-dir", s(data.path())])
        .fails_with("game-new.ron: the record is empty");
    let elsewhere = data.path().join("elsewhere.ron");
    std::fs::write(&elsewhere, record(&["c"], Pattern::First)).unwrap();
    pasang(&["--resume", s(&elsewhere), "--data-dir", s(data.path())])
        .fails_with("to play it, use `pasang --load ");
}

#[test]
fn games_prune_deletes_the_games_with_no_move_and_keeps_the_rest() {
    let data = tempfile::tempdir().unwrap();
    let empty = saved(
        data.path(),
        "game-a.ron",
        record(&[], Pattern::First).as_bytes(),
        60,
    );
    let played = saved(
        data.path(),
        "game-b.ron",
        record(&["c"], Pattern::First).as_bytes(),
        30,
    );
    let damaged = saved(data.path(), "game-c.ron", b"", 0);
    let run = pasang(&["games", "--prune", "--data-dir", s(data.path())]);
    run.succeeds();
    assert!(
        run.stdout
            .starts_with("Deleted 1 saved game without a move.\n"),
        "{}",
        run.stdout
    );
    assert!(!empty.exists());
    // A game played, and a file that is not a game: the player's to judge.
    assert!(played.exists() && damaged.exists());
    assert!(run.stdout.contains("game-b.ron") && !run.stdout.contains("game-a.ron"));
    // In Malay, with nothing left to delete.
    let run = pasang(&[
        "--lang",
        "ms",
        "games",
        "--prune",
        "--data-dir",
        s(data.path()),
    ]);
    run.succeeds();
    assert!(
        run.stdout
            .starts_with("Tiada permainan tersimpan tanpa langkah untuk dipadam.\n"),
        "{}",
        run.stdout
    );
}

#[test]
fn resuming_with_nothing_saved_creates_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    pasang(&["--resume", "--data-dir", s(&data)]).fails_with("no saved game to resume here yet");
    assert!(!data.exists(), "the data directory was created");
    let run = pasang(&["games", "--data-dir", s(&data)]);
    assert!(run.succeeds().stdout.starts_with("No saved games in "));
    assert!(!data.exists());
}

/// Runs `sh -c script` as an unprivileged user in a user namespace
/// (`unshare -U`), where permission bits bind as they do for a player;
/// `None` where that is not possible here.
#[cfg(target_os = "linux")]
fn as_ordinary_user(script: &str) -> Option<Run> {
    let probe = run_cmd("unshare", &["-U", "true"], None);
    if probe.code != Some(0) {
        return None;
    }
    Some(run_cmd("unshare", &["-U", "sh", "-c", script], None))
}

#[cfg(target_os = "linux")]
#[test]
fn a_read_only_data_directory_is_resumed_with_autosave_off() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    saved(
        &data,
        "game.ron",
        record(&["c"], Pattern::First).as_bytes(),
        0,
    );
    for (path, mode) in [
        (dir.path(), 0o755),
        (data.as_path(), 0o555),
        (&data.join("games"), 0o555),
        (&data.join("games/game.ron"), 0o444),
    ] {
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).unwrap();
    }
    let bin = env!("CARGO_BIN_EXE_pasang");
    // Without a terminal it shows the resumed position and writes nothing;
    // tests/it/cli_resume.rs plays it in a terminal.
    let Some(run) = as_ordinary_user(&format!("{bin} --resume --data-dir {}", s(&data))) else {
        eprintln!("skipped: unshare -U is not available here");
        return;
    };
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(run.stderr.contains("resumed "), "{}", run.stderr);
    assert!(run.stdout.contains(" 11 "), "the board: {}", run.stdout);
    assert_eq!(std::fs::read_dir(data.join("games")).unwrap().count(), 1);
}
