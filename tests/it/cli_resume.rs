//! The real program in a pseudo-terminal (util-linux `script`): a game
//! killed in the middle is resumed where it stopped, quitting restores the
//! terminal, two games at once keep two files, a game open in one terminal
//! is not written from another, and a failed save leaves the file whole.

#![cfg(target_os = "linux")]

use crate::common;

use pasang::files::load_record;
use pasang::games::ka::{Game, Pattern, Rules, Setup};
use pasang::record::Record;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// `pasang ARGS` running in a 100×32 pseudo-terminal, with its screen
/// output collected as it comes.
struct Terminal {
    child: Child,
    stdin: ChildStdin,
    screen: Arc<Mutex<Vec<u8>>>,
}

impl Terminal {
    fn start(args: &str) -> Terminal {
        Terminal::start_with(&[], "", args)
    }

    /// `pasang ARGS` run through `wrapper` (such as `unshare -U`), after the
    /// shell commands `before`; waits until the game shows.
    fn start_with(wrapper: &[&str], before: &str, args: &str) -> Terminal {
        let mut t = Terminal::spawn(wrapper, before, args);
        // Keys sent before the game takes the terminal are lost: wait for
        // the key bar.
        t.wait_for("Pasang ·");
        t
    }

    fn spawn(wrapper: &[&str], before: &str, args: &str) -> Terminal {
        let bin = env!("CARGO_BIN_EXE_pasang");
        let script = format!("{before} stty cols 100 rows 32; exec {bin} {args}");
        let (program, wrapper_args) = match wrapper {
            [program, rest @ ..] => (*program, rest),
            [] => ("script", &[][..]),
        };
        let mut command = Command::new(program);
        command.args(wrapper_args);
        if !wrapper.is_empty() {
            command.arg("script");
        }
        let mut child = common::neutral(&mut command)
            .args(["-qfec", &script, "/dev/null"])
            .env("TERM", "xterm-256color")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("util-linux script runs the game in a pseudo-terminal");
        let stdin = child.stdin.take().unwrap();
        let mut stdout = child.stdout.take().unwrap();
        let screen = Arc::new(Mutex::new(Vec::new()));
        let sink = screen.clone();
        std::thread::spawn(move || {
            let mut buf = [0u8; 4096];
            while let Ok(n) = stdout.read(&mut buf) {
                if n == 0 {
                    break;
                }
                sink.lock().unwrap().extend_from_slice(&buf[..n]);
            }
        });
        Terminal {
            child,
            stdin,
            screen,
        }
    }

    /// Everything the program wrote, escape sequences included.
    fn output(&self) -> String {
        String::from_utf8_lossy(&self.screen.lock().unwrap()).into_owned()
    }

    /// The screen as a terminal shows it now: the program redraws only the
    /// cells that change, so its raw output cannot be searched for text.
    fn screen(&self) -> String {
        let size = |n| std::num::NonZeroU16::new(n).unwrap();
        let mut parser = vt100::Parser::new(size(32), size(100), 0);
        parser.process(&self.screen.lock().unwrap());
        parser.screen().contents()
    }

    fn wait_for(&mut self, text: &str) {
        let start = Instant::now();
        while !self.screen().contains(text) {
            assert!(
                start.elapsed() < Duration::from_secs(30),
                "timed out waiting for {text:?}; the screen:\n{}",
                self.screen()
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    fn type_keys(&mut self, keys: &str) {
        self.stdin.write_all(keys.as_bytes()).unwrap();
        self.stdin.flush().unwrap();
    }

    /// The pid of `pasang` itself (the child of `script`).
    fn game_pid(&self) -> u32 {
        let script = self.child.id();
        let children =
            std::fs::read_to_string(format!("/proc/{script}/task/{script}/children")).unwrap();
        children
            .split_whitespace()
            .next()
            .expect("pasang runs under script")
            .parse()
            .unwrap()
    }
}

impl Drop for Terminal {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn wait_until(what: &str, mut done: impl FnMut() -> bool) {
    let start = Instant::now();
    while !done() {
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "timed out waiting until {what}"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// The saved games' files, most recently saved first, with their moves
/// (read straight from the folder: the games are open in running pasangs).
fn saved_games(data: &Path) -> Vec<(PathBuf, Vec<String>)> {
    let Ok(entries) = std::fs::read_dir(data.join("games")) else {
        return Vec::new();
    };
    let mut files: Vec<(std::time::SystemTime, PathBuf)> = entries
        .map(|e| e.unwrap().path())
        .filter(|p| {
            let name = p.file_name().unwrap().to_string_lossy();
            name.ends_with(".ron") && !name.starts_with('.')
        })
        .map(|p| (std::fs::metadata(&p).unwrap().modified().unwrap(), p))
        .collect();
    files.sort_by(|a, b| b.cmp(a));
    files
        .into_iter()
        .map(|(_, path)| {
            let moves = load_record(&path)
                .map(|game| game.moves().iter().map(|m| m.to_string()).collect())
                .unwrap_or_default();
            (path, moves)
        })
        .collect()
}

/// The moves of the most recently saved game.
fn saved_moves(data: &Path) -> Vec<String> {
    saved_games(data)
        .into_iter()
        .next()
        .map(|(_, m)| m)
        .unwrap_or_default()
}

#[test]
fn a_game_killed_mid_play_resumes_where_it_stopped() {
    let data = tempfile::tempdir().unwrap();
    let args = format!("--pattern second --data-dir {}", data.path().display());
    let mut term = Terminal::start(&args);
    for (i, m) in ["c", "i", "d2-c2xE"].iter().enumerate() {
        term.type_keys(&format!(":{m}\r"));
        wait_until(&format!("{m} is autosaved"), || {
            saved_moves(data.path()).len() == i + 1
        });
    }
    // A crash: no chance to save or clean up.
    let pid = term.game_pid();
    assert!(
        Command::new("kill")
            .args(["-KILL", &pid.to_string()])
            .status()
            .unwrap()
            .success()
    );
    drop(term);
    let mut files: Vec<String> = std::fs::read_dir(data.path().join("games"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    files.sort();
    // The lock file stays after a crash; the lock itself died with the
    // process.
    assert_eq!(files.len(), 2, "{files:?}");
    assert_eq!(
        files[0],
        format!(".{}.lock", files[1]),
        "one game file, its lock file, and no temporary files"
    );

    // Resume, play on, and quit properly.
    let mut term = Terminal::start(&format!("--resume --data-dir {}", data.path().display()));
    term.wait_for("d2-c2xE");
    term.type_keys(":h7-i7xEW\r");
    wait_until("the fourth move is autosaved", || {
        saved_moves(data.path()).len() == 4
    });
    assert_eq!(saved_moves(data.path()), ["c", "i", "d2-c2xE", "h7-i7xEW"]);
    term.type_keys("q");
    term.wait_for("Are you sure");
    term.type_keys("y");
    wait_until("the game exits", || {
        term.child.try_wait().unwrap().is_some()
    });
    let out = term.output();
    // The terminal is handed back: alternate screen left, mouse reporting
    // off, cursor shown.
    let tail = &out[out.rfind("h7-i7xEW").unwrap()..];
    for (code, what) in [
        ("\x1b[?1049l", "alternate screen left"),
        ("\x1b[?1000l", "mouse capture off"),
        ("\x1b[?25h", "cursor shown"),
    ] {
        assert!(tail.contains(code), "{what}");
    }
}

#[test]
fn an_unwritable_data_directory_leaves_the_game_playable_with_autosave_off() {
    let dir = tempfile::tempdir().unwrap();
    // A file where the data directory should be: nothing can be made in it.
    let blocked = dir.path().join("not-a-directory");
    std::fs::write(&blocked, "x").unwrap();
    let mut term = Terminal::start(&format!("--data-dir {}", blocked.display()));
    term.wait_for("autosave is off");
    term.type_keys(":c\r");
    term.wait_for("South played c");
    term.type_keys("q");
    term.wait_for("autosave is off.");
    term.type_keys("y");
    wait_until("the game exits", || {
        term.child.try_wait().unwrap().is_some()
    });
    assert_eq!(
        std::fs::read(&blocked).unwrap(),
        b"x",
        "the file is untouched"
    );
}

/// `pasang ARGS` without a terminal, as a second program beside a game.
fn pasang(args: &[&str]) -> std::process::Output {
    common::neutral(&mut Command::new(env!("CARGO_BIN_EXE_pasang")))
        .args(args)
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

fn quit(mut term: Terminal) {
    term.type_keys("q");
    term.wait_for("Quit");
    term.type_keys("y");
    wait_until("the game exits", || {
        term.child.try_wait().unwrap().is_some()
    });
}

#[test]
fn two_games_started_together_keep_a_file_each() {
    let data = tempfile::tempdir().unwrap();
    let d = data.path().display();
    // Started in the same second (the autosave names go by the second),
    // one on each pattern so their records tell them apart.
    let mut one = Terminal::spawn(&[], "", &format!("--pattern first --data-dir {d}"));
    let mut two = Terminal::spawn(&[], "", &format!("--pattern second --data-dir {d}"));
    one.wait_for("Pasang ·");
    two.wait_for("Pasang ·");
    one.type_keys(":c\r");
    wait_until("the first game is saved", || {
        saved_games(data.path()).len() == 1
    });
    two.type_keys(":d\r");
    wait_until("the second game is saved", || {
        saved_games(data.path()).len() == 2
    });
    one.type_keys(":j\r");
    wait_until("the first game's second move is saved", || {
        saved_games(data.path()).iter().any(|(_, m)| m.len() == 2)
    });
    let mut games: Vec<_> = saved_games(data.path())
        .into_iter()
        .map(|(path, moves)| {
            (
                load_record(&path).unwrap().setup().name().to_string(),
                moves,
            )
        })
        .collect();
    games.sort();
    assert_eq!(
        games,
        [
            ("first".to_string(), vec!["c".to_string(), "j".to_string()]),
            ("second".to_string(), vec!["d".to_string()]),
        ]
    );
    quit(one);
    quit(two);
}

#[test]
fn a_game_open_in_one_terminal_is_not_taken_by_another() {
    let data = tempfile::tempdir().unwrap();
    let d = data.path().to_str().unwrap();
    let mut first = Terminal::start(&format!("--pattern second --data-dir {d}"));
    first.type_keys(":c\r");
    wait_until("the move is saved", || saved_moves(data.path()).len() == 1);
    let path = saved_games(data.path())[0].0.clone();
    let name = path.file_name().unwrap().to_str().unwrap().to_string();

    // Plain --resume passes over the open game and has nothing left.
    let out = pasang(&["--resume", "--data-dir", d]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{err}");
    assert!(
        err.contains(&format!("{name}: open in another pasang")),
        "{err}"
    );
    // Asked for by number, it is refused with what can be done instead.
    let out = pasang(&["--resume", "1", "--data-dir", d]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(err.contains("is open in another pasang"), "{err}");
    assert!(
        err.contains(&format!("pasang replay {}", path.display())),
        "{err}"
    );
    assert!(
        err.contains(&format!("pasang --load {}", path.display())),
        "{err}"
    );
    // `pasang games` says so too.
    let out = pasang(&["games", "--data-dir", d]);
    let list = String::from_utf8_lossy(&out.stdout);
    assert!(
        list.contains(&format!("{name}  (open in another pasang)")),
        "{list}"
    );

    // A second terminal playing a copy writes its own file.
    let mut copy = Terminal::start(&format!("--load {} --data-dir {d}", path.display()));
    copy.type_keys(":i\r");
    wait_until("the copy is saved", || saved_games(data.path()).len() == 2);
    first.type_keys(":j\r");
    wait_until("the first game goes on", || {
        load_record(&path).unwrap().moves().len() == 2
    });
    let moves: Vec<String> = load_record(&path)
        .unwrap()
        .moves()
        .iter()
        .map(|m| m.to_string())
        .collect();
    assert_eq!(moves, ["c", "j"], "only the first terminal writes its game");
    quit(copy);
    quit(first);
    // Once it is closed, it can be resumed.
    let out = pasang(&["--resume", "1", "--data-dir", d]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn a_read_only_data_directory_resumes_with_autosave_off() {
    use std::os::unix::fs::PermissionsExt;
    if !Command::new("unshare")
        .args(["-U", "true"])
        .status()
        .is_ok_and(|s| s.success())
    {
        eprintln!("skipped: unshare -U is not available here");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let games = data.join("games");
    std::fs::create_dir_all(&games).unwrap();
    let mut game = Game::new(Setup::pattern(Pattern::Second), Rules::CLASSIC);
    game.play_notation("c").unwrap();
    std::fs::write(games.join("game.ron"), Record::of(&game).to_ron()).unwrap();
    for (path, mode) in [(dir.path(), 0o755), (&data, 0o555), (&games, 0o555)] {
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).unwrap();
    }
    // As an ordinary user, for whom the permission bits hold.
    let mut term = Terminal::start_with(
        &["unshare", "-U"],
        "",
        &format!("--resume --data-dir {}", data.display()),
    );
    term.wait_for("autosave is off");
    term.type_keys(":i\r");
    term.wait_for("North played i");
    quit(term);
    assert_eq!(
        std::fs::read_dir(&games).unwrap().count(),
        1,
        "nothing written"
    );
    assert_eq!(
        load_record(&games.join("game.ron")).unwrap().moves().len(),
        1
    );
}

#[test]
fn a_save_that_fails_half_way_leaves_the_saved_game_whole() {
    let data = tempfile::tempdir().unwrap();
    let games = data.path().join("games");
    std::fs::create_dir_all(&games).unwrap();
    // A game long enough that its record is over 1 KiB.
    let mut game = Game::new(Setup::pattern(Pattern::First), Rules::CLASSIC);
    let mut rng = pasang::rng::Rng::new(3);
    while game.moves().len() < 40 && game.outcome().is_none() {
        let moves = game.legal_moves();
        game.try_play(moves[rng.below(moves.len())]).unwrap();
    }
    assert!(game.outcome().is_none(), "seed 3 gives a game still going");
    let text = Record::of(&game).to_ron();
    assert!(text.len() > 1024);
    let path = games.join("game.ron");
    std::fs::write(&path, &text).unwrap();
    let next = game.legal_moves()[0].to_string();
    // Files may not grow past 512 bytes; the signal for it is ignored, so
    // the write fails with an error instead.
    let mut term = Terminal::start_with(
        &[],
        "ulimit -f 1; trap '' XFSZ;",
        &format!("--resume --data-dir {}", data.path().display()),
    );
    term.type_keys(&format!(":{next}\r"));
    term.wait_for("Autosave failed");
    quit(term);
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        text,
        "the old save is whole"
    );
    let left: Vec<_> = std::fs::read_dir(&games)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(
        left,
        [std::ffi::OsString::from("game.ron")],
        "no temporary file is left"
    );
}

/// Bell's game in the real terminal: a computer seat, autosave after every
/// turn, and `--resume` bringing back the game and who sits where.
#[test]
fn a_game_of_bells_with_a_computer_is_autosaved_and_resumed() {
    use pasang::record::AnyRecord;
    let data = tempfile::tempdir().unwrap();
    let saved = || -> Option<AnyRecord> {
        let (path, _) = saved_games(data.path()).into_iter().next()?;
        AnyRecord::from_ron_bytes(&std::fs::read(path).ok()?).ok()
    };
    let moves = || {
        saved()
            .and_then(|r| r.replay().ok())
            .map_or(Vec::new(), |g| g.move_texts())
    };
    let args = format!(
        "--game bell --players 3 --west ai:easy --seed 4 --data-dir {}",
        data.path().display()
    );
    let mut term = Terminal::spawn(&[], "", &args);
    term.wait_for("Bell · 3 players");
    // South opens; West, the computer, answers at once.
    term.type_keys(":xa1\r");
    wait_until("the computer's turn is autosaved", || moves().len() == 2);
    term.type_keys("q");
    term.wait_for("Are you sure");
    term.type_keys("y");
    wait_until("the game exits", || {
        term.child.try_wait().unwrap().is_some()
    });
    drop(term);

    let mut term = Terminal::spawn(
        &[],
        "",
        &format!("--resume --data-dir {}", data.path().display()),
    );
    term.wait_for("Bell · 3 players");
    term.wait_for("ai:easy");
    let before = moves();
    assert_eq!(before[0], "xa1");
    // North to move: any legal turn will do; take the first one listed.
    let record = saved().unwrap();
    let game = record.replay().unwrap();
    let pasang::games::AnyGame::Bell(game) = game else {
        panic!("a game of Bell's")
    };
    let turn = game.legal_moves()[0].to_string();
    term.type_keys(&format!(":{turn}\r"));
    wait_until("North's turn is autosaved", || moves().len() >= 3);
    let after = moves();
    assert_eq!(&after[..2], &before[..]);
    assert_eq!(after[2], turn);
    let seats = saved().unwrap().players().unwrap().unwrap();
    assert_eq!(
        seats
            .iter()
            .map(|(s, p)| format!("{s:?} {p}"))
            .collect::<Vec<_>>(),
        ["South human", "West ai:easy", "North human"]
    );
}
