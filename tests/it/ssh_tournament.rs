//! A Swiss tournament over SSH as a community runs it, with the real
//! OpenSSH client in real pseudo-terminals: an operator and four keyed
//! players, each with a key of their own, on a server of 127.0.0.1 with
//! its own data folder. The rounds come to the players wherever they are,
//! with a notice and the bell; the table follows the results and the
//! ratings; the end is told to everyone with the winner.
#![cfg(target_os = "linux")]

use crate::common;

use common::openssh::{choose_name, keypair, play, serve, visit};
use common::pty::Pty;
use pasang::games::ka::{Game, Pattern, Rules, Setup};
use std::path::{Path, PathBuf};

/// The entrants' names, in the order they enter.
const PLAYERS: [&str; 4] = ["Awang", "Dayang", "Hajah", "Pengiran"];

/// The tournament's name.
const NAME: &str = "Piala Tutong";

/// The operator, in the lobby, makes a Swiss tournament of two rounds of
/// the lobby's game (the ka game, no clock) and stays on its screen.
fn make_tournament(op: &mut Pty) {
    op.wait_for_screen("Start the game");
    // Up round the end: Leave, New tournament; Swiss of 4 rounds, 3, 2.
    op.type_keys(&"\x1b[A".repeat(2));
    op.type_keys("\x1b[D\x1b[D");
    op.wait_for_screen("Swiss, 2 rounds");
    op.type_keys("\r");
    op.wait_for_screen("The tournament's name");
    op.type_keys(NAME);
    op.type_keys("\r");
    op.wait_for_screen("Entries open: 0 in so far.");
}

/// A player who has chosen their name (on the Name row) enters the
/// tournament and waits on its screen.
fn enter(pty: &mut Pty) {
    // Down to Tournaments, the list, the tournament (the latest), enter.
    pty.type_keys("\x1b[B\r");
    pty.wait_for_screen(&format!("{NAME} ·"));
    pty.type_keys("\r");
    pty.wait_for_screen("Entries open");
    pty.type_keys("e");
    pty.wait_for_screen("You are in:");
}

/// The operator, on the tournament's screen, starts the next round.
fn start_round(op: &mut Pty, round: usize) {
    op.type_keys("n");
    op.wait_for_screen(&format!("Round {round} started"));
}

/// A player's seat at a game of two on their screen, as its panels show
/// it: whether they play South, and their opponent's name.
#[derive(Clone, Debug, PartialEq)]
struct Board {
    south: bool,
    opponent: String,
}

/// Waits until `pty` shows a new game of `name` whole, with its panels
/// (South's first, each with its player's name), and reads their seat
/// from them.
fn board_of(pty: &mut Pty, name: &str) -> Board {
    let opponent = |screen: &str| {
        PLAYERS
            .into_iter()
            .find(|&other| other != name && screen.contains(&format!("{other} · ")))
            .map(str::to_string)
    };
    let line_of = |screen: &str, text: &str| screen.lines().position(|l| l.contains(text));
    pty.wait_until(&format!("{name}'s new game shows with both names"), |p| {
        let screen = p.screen();
        // A new game's screen whole, not the last one's.
        screen.contains("(none yet)")
            && !screen.contains("Game over")
            && screen.contains("q quit")
            && opponent(&screen).is_some()
            && line_of(&screen, &format!("{name} · ")).is_some()
            && line_of(&screen, " North ").is_some()
    });
    let screen = pty.screen();
    Board {
        south: line_of(&screen, &format!("{name} · ")) < line_of(&screen, " North "),
        opponent: opponent(&screen).unwrap(),
    }
}

/// The pairs of the round, each (South, North) as indices into
/// [`PLAYERS`], read from each player's screen (which must agree).
fn pairs(players: &mut [Pty]) -> Vec<(usize, usize)> {
    let boards: Vec<Board> = (players.iter_mut().zip(PLAYERS))
        .map(|(pty, name)| board_of(pty, name))
        .collect();
    let screens: Vec<String> = players.iter().map(Pty::screen).collect();
    let boards = (boards, screens.join("\n-----\n"));
    let index = |name: &str| PLAYERS.iter().position(|&n| n == name).unwrap();
    let mut pairs = Vec::new();
    for (me, board) in boards.0.iter().enumerate() {
        let them = index(&board.opponent);
        assert_eq!(boards.0[them].opponent, PLAYERS[me], "{boards:?}");
        assert_ne!(boards.0[them].south, board.south, "{boards:?}");
        if board.south {
            pairs.push((me, them));
        }
    }
    assert_eq!(pairs.len(), 2, "{boards:?}");
    pairs
}

/// The shortest game of the lobby's pattern that the rules end (a player
/// to move with no capture loses, "suntuk"), in notation, and whether
/// South wins it: found by search, deepening a ply at a time.
fn shortest_game() -> (Vec<String>, bool) {
    fn search(game: &mut Game, depth: usize, line: &mut Vec<String>) -> bool {
        if game.outcome().is_some() {
            return true;
        }
        if depth == 0 {
            return false;
        }
        for m in game.legal_moves().iter().copied().collect::<Vec<_>>() {
            game.try_play(m).unwrap();
            line.push(m.to_string());
            if search(game, depth - 1, line) {
                return true;
            }
            line.pop();
            game.undo();
        }
        false
    }
    for depth in 1..=8 {
        let mut game = Game::new(Setup::pattern(Pattern::First), Rules::CLASSIC);
        let mut line = Vec::new();
        if search(&mut game, depth, &mut line) {
            let winner = match game.outcome() {
                Some(pasang::games::ka::Outcome::Suntuk { winner, .. }) => winner,
                other => panic!("a short game ends otherwise: {other:?}"),
            };
            return (line, winner == pasang::games::ka::Player::South);
        }
    }
    panic!("no game of the first pattern ends within 8 plies");
}

/// Whether `screen`'s list of moves has ply `n` (from 1), by `seat`'s
/// initial, as `mv`.
fn has_ply(screen: &str, n: usize, seat: char, mv: &str) -> bool {
    let entry = format!("{n}. {seat} {mv}");
    screen.lines().any(|line| {
        line.split('│')
            .any(|cell| cell.split("  ").any(|part| part.trim() == entry))
    })
}

/// South and North play `moves` in turn from the start, each ply waited
/// for on both screens.
fn play_line(south: &mut Pty, north: &mut Pty, moves: &[String]) {
    for (i, mv) in moves.iter().enumerate() {
        let seat = if i % 2 == 0 { 'S' } else { 'N' };
        let (mover, other) = if seat == 'S' {
            (&mut *south, &mut *north)
        } else {
            (&mut *north, &mut *south)
        };
        play(mover, mv);
        for pty in [mover, other] {
            pty.wait_until(&format!("ply {} ({seat} {mv}) shows", i + 1), |p| {
                has_ply(&p.screen(), i + 1, seat, mv)
            });
        }
    }
}

/// The legal moves after `played` on the lobby's pattern, in notation.
fn legal_after(played: &[String]) -> Vec<String> {
    let mut game = Game::new(Setup::pattern(Pattern::First), Rules::CLASSIC);
    for m in played {
        game.play_notation(m).unwrap();
    }
    game.legal_moves().iter().map(|m| m.to_string()).collect()
}

/// Both play a move, then the player of `resigns` (South if true) resigns:
/// a game both began, so rated.
fn one_move_each_then_resign(south: &mut Pty, north: &mut Pty, south_resigns: bool) {
    let first = legal_after(&[])[0].clone();
    let second = legal_after(std::slice::from_ref(&first))[0].clone();
    play_line(south, north, &[first, second]);
    let (resigner, seat) = if south_resigns {
        (&mut *south, "South")
    } else {
        (&mut *north, "North")
    };
    play(resigner, "resign");
    for pty in [south, north] {
        pty.wait_for_screen(&format!("Game over: {seat} resigned."));
    }
}

/// How many times the terminal's bell rang in `pty`'s output since `mark`.
fn bells_since(pty: &Pty, mark: usize) -> usize {
    pty.output_since(mark)
        .iter()
        .filter(|&&b| b == 0x07)
        .count()
}

/// Each entrant's rating at the ka game now, as the server keeps it
/// (rounded, as the table shows it), in [`PLAYERS`] order.
fn ratings_now(data: &Path, keys: &[PathBuf]) -> Vec<i64> {
    let players = pasang::net::db::Db::open(&data.join("server"), pasang::net::games::over_at)
        .unwrap()
        .players()
        .unwrap();
    keys.iter()
        .map(|key| {
            let public = std::fs::read_to_string(key.with_extension("pub")).unwrap();
            let fingerprint = pasang::net::ssh::public_fingerprint(&public).unwrap();
            let player = players.get(&fingerprint).cloned().unwrap_or_default();
            player.rating(pasang::games::ka::RATED).rating.round() as i64
        })
        .collect()
}

/// The row of `name` in the tournament's table on `screen`, in words:
/// number, place, name, rating, points, and the rest.
fn table_row(screen: &str, name: &str) -> Vec<String> {
    let row = screen
        .lines()
        .filter_map(|l| l.split('│').nth(1))
        .find(|cell| cell.split_whitespace().nth(2) == Some(name))
        .unwrap_or_else(|| panic!("no row for {name} in the table:\n{screen}"));
    row.split_whitespace().map(str::to_string).collect()
}

/// A server started with `options` (and the operator's key) in `dir`, its
/// operator on the screen of a new Swiss of two rounds, and the four
/// players entered in it, waiting on its screen.
struct Club {
    server: common::process::Reaped,
    data: PathBuf,
    op: Pty,
    players: Vec<Pty>,
    keys: Vec<PathBuf>,
}

impl Club {
    fn open(dir: &Path, options: &[&str]) -> Club {
        let data = dir.join("data");
        let operator = keypair(dir, "operator");
        let admin = operator.with_extension("pub");
        let mut options = options.to_vec();
        options.extend(["--admin", admin.to_str().unwrap()]);
        let (server, port) = serve(&data, &options);
        let mut op = visit(port, &operator, "operator");
        make_tournament(&mut op);
        let keys: Vec<PathBuf> = PLAYERS.iter().map(|name| keypair(dir, name)).collect();
        let mut players: Vec<Pty> = (keys.iter().zip(PLAYERS))
            .map(|(key, name)| visit(port, key, name))
            .collect();
        for (pty, name) in players.iter_mut().zip(PLAYERS) {
            choose_name(pty, name);
            enter(pty);
        }
        op.wait_for_screen("Entries open: 4 in so far.");
        Club {
            server,
            data,
            op,
            players,
            keys,
        }
    }

    /// The server's log so far.
    fn log(&self) -> String {
        std::fs::read_to_string(self.data.with_extension("log")).unwrap()
    }
}

#[test]
fn a_four_player_swiss_runs_by_itself_from_round_to_round_to_its_winner() {
    let dir = tempfile::tempdir().unwrap();
    let Club {
        mut server,
        data,
        mut op,
        mut players,
        keys,
    } = Club::open(dir.path(), &[]);

    // Round 1 brings each player from the lobby to their game, with the
    // round's notice and the bell.
    let marks: Vec<usize> = players.iter().map(Pty::mark).collect();
    start_round(&mut op, 1);
    for (pty, mark) in players.iter_mut().zip(&marks) {
        pty.wait_for_screen("A new round of your tournament has begun");
        pty.wait_until("the bell rings", |p| bells_since(p, *mark) == 1);
    }
    let round_one = pairs(&mut players);
    // Board 1: both move, North resigns. Board 2: played to its end.
    let (s, n) = round_one[0];
    let [south, north] = players.get_disjoint_mut([s, n]).unwrap();
    one_move_each_then_resign(south, north, false);
    let (line, south_wins) = shortest_game();
    let (s2, n2) = round_one[1];
    let [south, north] = players.get_disjoint_mut([s2, n2]).unwrap();
    play_line(south, north, &line);
    let ending = format!(
        "{} wins by suntuk",
        if south_wins { "South" } else { "North" }
    );
    for pty in [south, north] {
        pty.wait_for_screen(&ending);
    }
    let winners = [s, if south_wins { s2 } else { n2 }];
    let losers = [n, if south_wins { n2 } else { s2 }];
    op.wait_for_screen("Round 1 of 2 is over");

    // Everyone stays on their finished game's screen; round 2 comes to
    // them there, with its notice and the bell.
    let marks: Vec<usize> = players.iter().map(Pty::mark).collect();
    start_round(&mut op, 2);
    for (pty, mark) in players.iter_mut().zip(&marks) {
        pty.wait_for_screen("A new round of your tournament has begun");
        pty.wait_until("the bell rings", |p| bells_since(p, *mark) == 1);
        assert!(
            !pty.screen().contains("Game over"),
            "a new game: {}",
            pty.screen()
        );
    }
    let round_two = pairs(&mut players);
    // The Swiss pairs the winners together, and the losers.
    let mut met: Vec<[usize; 2]> = round_two
        .iter()
        .map(|&(a, b)| {
            let mut pair = [a, b];
            pair.sort();
            pair
        })
        .collect();
    met.sort();
    let mut expected = vec![winners, losers];
    for pair in &mut expected {
        pair.sort();
    }
    expected.sort();
    assert_eq!(met, expected, "round 2 pairs by points");

    // The table, mid-round: round 1's results, the ratings as they are now.
    let ratings = ratings_now(&data, &keys);
    assert!(ratings.iter().all(|&r| r != 1500), "{ratings:?}");
    op.wait_until("the table shows round 1's results", |p| {
        let screen = p.screen();
        PLAYERS.iter().all(|name| screen.contains(name)) && screen.contains("2 games to finish")
    });
    let screen = op.screen();
    for (i, name) in PLAYERS.iter().enumerate() {
        let row = table_row(&screen, name);
        assert_eq!(
            row[3],
            ratings[i].to_string(),
            "{name}'s rating now:\n{screen}"
        );
        let points = if winners.contains(&i) { "1" } else { "0" };
        assert_eq!(row[4], points, "{name}'s points:\n{screen}");
        // Round 1's cell: won or lost against the opponent's number, with
        // the seat; no forfeit.
        let r1 = &row[row.len() - 2];
        let won = if winners.contains(&i) { "+" } else { "-" };
        assert!(
            r1.starts_with(won) && !r1.contains('f'),
            "{name}: {r1}\n{screen}"
        );
    }

    // Round 2: the losers' game is resigned by South, the winners' game
    // played to its end.
    let (final_pair, other_pair) = if round_two[0].0 == winners[0] || round_two[0].0 == winners[1] {
        (round_two[0], round_two[1])
    } else {
        (round_two[1], round_two[0])
    };
    let [south, north] = players
        .get_disjoint_mut([other_pair.0, other_pair.1])
        .unwrap();
    one_move_each_then_resign(south, north, true);
    let [south, north] = players
        .get_disjoint_mut([final_pair.0, final_pair.1])
        .unwrap();
    play_line(south, north, &line);
    let champion = PLAYERS[if south_wins {
        final_pair.0
    } else {
        final_pair.1
    }];

    // The end, told to every entrant where they are, with the winner.
    let told = format!("{NAME} is over: won by {champion} with 2 points.");
    for pty in &mut players {
        pty.wait_for_screen(&told);
    }
    op.wait_for_screen("The tournament is over.");
    let screen = op.screen();
    let row = table_row(&screen, champion);
    assert_eq!((row[1].as_str(), row[4].as_str()), ("1", "2"), "{screen}");
    let log = std::fs::read_to_string(data.with_extension("log")).unwrap();
    assert!(
        log.lines()
            .any(|l| l.contains(" tournament.ended ") && l.contains(&format!("winner={champion}"))),
        "{log}"
    );
    server.kill().unwrap();
    server.wait().unwrap();
}

#[test]
fn after_the_servers_grace_time_a_player_who_never_came_loses_and_those_here_play_on() {
    let dir = tempfile::tempdir().unwrap();
    let mut club = Club::open(dir.path(), &["--grace", "3s"]);
    // One entrant's connection dies before the round: they never come.
    let gone = 3;
    club.players[gone].signal(rustix::process::Signal::KILL);
    club.players[gone].wait_for_exit();
    start_round(&mut club.op, 1);
    // Those here are brought to their games; the one whose opponent never
    // came wins by forfeit once the grace time is over, with nobody's key
    // pressed. The others, idle as long, are not forfeited.
    let here: Vec<usize> = (0..4).filter(|&i| i != gone).collect();
    for &i in &here {
        club.players[i].wait_for_screen("A new round of your tournament has begun");
    }
    let waiting = std::time::Instant::now();
    let absent = PLAYERS[gone];
    let lone = *here
        .iter()
        .find(|&&i| club.players[i].screen().contains(&format!("{absent} · ")))
        .expect("someone plays the absent player");
    club.players[lone].wait_for_screen("did not come, and lost");
    let waited = waiting.elapsed();
    assert!(waited >= std::time::Duration::from_secs(2), "{waited:?}");
    let logged = std::time::Instant::now();
    while !club
        .log()
        .contains(" tournament.forfeits tournament=1 games=1\n")
    {
        assert!(logged.elapsed() < common::pty::DEADLINE, "{}", club.log());
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    // Well past the grace time, the two who came still play.
    std::thread::sleep(std::time::Duration::from_secs(2));
    let pair: Vec<usize> = here.iter().copied().filter(|&i| i != lone).collect();
    for &i in &pair {
        let screen = club.players[i].screen();
        assert!(!screen.contains("Game over"), "{screen}");
    }
    let (s, n) = match board_of(&mut club.players[pair[0]], PLAYERS[pair[0]]).south {
        true => (pair[0], pair[1]),
        false => (pair[1], pair[0]),
    };
    let [south, north] = club.players.get_disjoint_mut([s, n]).unwrap();
    one_move_each_then_resign(south, north, true);
    // The table marks the forfeit as one, and the game played as played.
    club.op.wait_for_screen("Round 1 of 2 is over");
    let screen = club.op.screen();
    let cell = |name: &str| table_row(&screen, name).last().unwrap().clone();
    assert!(
        cell(absent).starts_with('-') && cell(absent).ends_with('f'),
        "{screen}"
    );
    assert!(
        cell(PLAYERS[lone]).starts_with('+') && cell(PLAYERS[lone]).ends_with('f'),
        "{screen}"
    );
    for (i, won) in [(s, '-'), (n, '+')] {
        let c = cell(PLAYERS[i]);
        assert!(c.starts_with(won) && !c.ends_with('f'), "{screen}");
    }
    club.server.kill().unwrap();
    club.server.wait().unwrap();
}

#[test]
fn a_grace_time_that_is_not_one_is_refused_plainly_and_help_names_it_in_both_languages() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    for (given, said) in [
        (
            "soon",
            "'soon' is not a duration: write a number and its unit",
        ),
        ("0", "'0' is not"),
        ("0s", "'0s' is not from 1s to 24h"),
        ("2days", "'2days' is not from 1s to 24h"),
    ] {
        let run = common::pasang(&[
            "serve",
            "--grace",
            given,
            "--data-dir",
            data.to_str().unwrap(),
        ]);
        assert_eq!(run.code, Some(2), "{given}: {}", run.stderr);
        assert!(run.stderr.contains(said), "{given}: {}", run.stderr);
    }
    let malay = common::pasang(&["--lang", "ms", "serve", "--grace", "soon"]);
    assert!(
        malay.stderr.contains("'soon' bukan tempoh masa"),
        "{}",
        malay.stderr
    );
    let help = common::pasang(&["serve", "--help"]);
    assert!(
        help.stdout.contains("--grace <DURATION>"),
        "{}",
        help.stdout
    );
    assert!(
        help.stdout.contains("losing it by forfeit"),
        "{}",
        help.stdout
    );
    let help = common::pasang(&["--lang", "ms", "serve", "--help"]);
    assert!(
        help.stdout.contains("dikira kalah luput"),
        "{}",
        help.stdout
    );
}
