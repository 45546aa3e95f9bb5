//! Tools around the engine: perft, bench and computer matches.

use super::options::{BenchLines, CommandLine as _, MatchArgs};
use anyhow::Result;
use pasang::ai::DEFAULT_MOVETIME;
use pasang::bench::{Benchmarked, Measure, SearchMeasure};
use pasang::counting::{self, Counted, Cut, Tally, Watch};
use pasang::games::ka::Game;
use pasang::games::{Level, Seat, SeatKind};
use pasang::interrupt::{BenchPart, Interrupt, Interrupted};
use pasang::matchplay::{Event, MatchError, Schedule};
use pasang::progress::Progress;
use pasang::tr;
use std::cell::RefCell;
use std::io::Write as _;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// `pasang perft DEPTH [--divide]`: the count, or with `--divide` each
/// first move's count as it is known and then the total.
pub(crate) fn perft<P: Counted>(pos: &P, depth: u32, divide: bool) -> Result<()>
where
    P::Move: std::fmt::Display,
{
    let interrupt = Interrupt::on_ctrl_c()?;
    let start = Instant::now();
    // Shared by the status and the output lines: a line replaces the
    // status on a terminal.
    let progress = RefCell::new(Progress::stderr());
    let mut status = |t: &Tally| {
        progress
            .borrow_mut()
            .status(|| pasang::messages::run::perft_status(depth, t))
    };
    let mut watch = Watch {
        stop: interrupt.flag(),
        deadline: None,
        progress: &mut status,
    };
    let mut written = Ok(());
    let counted = counting::divide(pos, depth, &mut watch, |m, n| {
        if divide && written.is_ok() {
            progress.borrow_mut().clear();
            written = writeln!(std::io::stdout().lock(), "{m} {n}");
            // Nobody reads the rest: stop counting.
            if written.is_err() {
                interrupt.raise();
            }
        }
    });
    progress.borrow_mut().clear();
    written?;
    match counted {
        Ok(total) if divide => outln!("{}", tr!("perft-total", total = total.to_string())),
        Ok(total) => outln!("{total}"),
        Err((_, tally)) => {
            return Err(Interrupted::Perft {
                depth,
                tally,
                after: start.elapsed(),
            }
            .into());
        }
    }
    Ok(())
}

/// `pasang match`: the games' lines on stderr as they finish, the totals on
/// stdout (those of the games finished, after Ctrl-C).
pub(crate) fn play_match(args: &MatchArgs) -> Result<()> {
    pasang::on_kind!(args.position.game_kind()?, G => G::play_match(args))
}

/// The level of the computer named for `seat`; a person is refused.
pub(super) fn computer_level(kind: SeatKind, seat: Seat) -> Result<Level, MatchError> {
    match kind {
        SeatKind::Computer(level) => Ok(level),
        SeatKind::Human => Err(MatchError::Human { side: seat }),
    }
}

/// The games a match's arguments ask for, from `start`: how many, the
/// seed, how `hard` thinks and the random moves that open them.
pub(super) fn schedule<P>(args: &MatchArgs, start: P) -> Schedule<P> {
    Schedule {
        games: args.games,
        start,
        seed: args.seed,
        movetime: args
            .movetime
            .map_or(DEFAULT_MOVETIME, Duration::from_millis),
        nodes: args.nodes,
        random_plies: args.random_plies,
    }
}

/// Only ai:hard reads the clock or counts nodes: say so rather than ignore
/// the flag.
pub(super) fn check_hard_flags(args: &MatchArgs, reads_the_clock: bool) -> Result<(), MatchError> {
    if !reads_the_clock {
        if args.movetime.is_some() {
            return Err(MatchError::NoHardPlayer { flag: "movetime" });
        }
        if args.nodes.is_some() {
            return Err(MatchError::NoHardPlayer { flag: "nodes" });
        }
    }
    Ok(())
}

/// The progress line while a game is played.
pub(super) fn move_status(progress: &mut Progress, game: u32, games: u32, plies: usize) {
    let elapsed = progress.elapsed().as_secs();
    progress.status(|| {
        tr!(
            "match-status",
            game = game,
            games = games,
            plies = plies,
            seconds = elapsed
        )
    })
}

/// Plays a match with `play`, which `interrupt` (Ctrl-C) stops: each move
/// on the progress line, each game's line (`line`) on stderr as it ends.
/// What `play` gave, and the progress, for the match's end.
pub(super) fn with_progress<R, S, T>(
    interrupt: &Interrupt,
    games: u32,
    line: impl Fn(&R, &S) -> String,
    play: impl FnOnce(&AtomicBool, &mut dyn FnMut(Event<'_, R, S>)) -> T,
) -> (T, Progress) {
    let mut progress = Progress::stderr();
    let played = play(interrupt.flag(), &mut |event| match event {
        Event::Move { game, plies } => move_status(&mut progress, game, games, plies),
        Event::GameOver(report, stats) => progress.line(&line(report, stats)),
    });
    progress.clear();
    (played, progress)
}

/// The end of a match: an error when Ctrl-C stopped it early.
pub(super) fn match_end(played: u32, games: u32, progress: &Progress) -> Result<()> {
    if played < games {
        return Err(Interrupted::Match {
            played,
            games,
            after: progress.elapsed(),
        }
        .into());
    }
    Ok(())
}

/// `pasang bench`: perft to each depth until `seconds` are spent, random
/// games for `seconds`, then fixed-depth searches within `seconds` (again
/// on every thread the computer uses, where the game's search does), then
/// the terminal game's frame.
pub(crate) fn bench<G: BenchLines>(
    game: &G,
    depth: u32,
    seconds: f64,
    search_depth: u32,
) -> Result<()> {
    let interrupt = Interrupt::on_ctrl_c()?;
    let stop = interrupt.flag();
    let start = Instant::now();
    let stopped = |part| Interrupted::Bench {
        part,
        after: start.elapsed(),
    };
    let budget = Duration::from_secs_f64(seconds);
    let mut progress = Progress::stderr();
    let pos = game.position();
    outln!("{}", game.heading());
    bench_perft(pos, depth, budget, stop, &mut progress)?
        .map_err(|d| stopped(BenchPart::Perft { depth: d }))?;
    let (m, tally, games_stopped) = pasang::bench::time_random_games::<G>(pos, 1, budget, stop);
    if games_stopped {
        return Err(stopped(BenchPart::RandomGames).into());
    }
    outln!("{}", G::random_games(&m, &tally));
    let mut search = |threads| {
        bench_search::<G>(
            pos,
            search_depth,
            threads,
            budget,
            &interrupt,
            &mut progress,
        )
    };
    let one = search(Threads::One)?.map_err(stopped)?;
    // The same searches on every thread `hard` uses: the time to the same
    // depth is what more threads buy (their node counts vary from run to run).
    let threads = pasang::ai::threads();
    if G::MANY_THREADS && threads > 1 && !one.cut {
        search(Threads::Many { threads, one: &one })?.map_err(stopped)?;
    }
    bench_frames(game, budget, stop, stopped(BenchPart::Frames))?;
    Ok(())
}

/// Perft to each depth up to `depth` until `budget` is spent, a line each;
/// the depth at which Ctrl-C stopped it, if it did.
pub(super) fn bench_perft<P: Counted>(
    pos: &P,
    depth: u32,
    budget: Duration,
    stop: &std::sync::atomic::AtomicBool,
    progress: &mut Progress,
) -> Result<Result<(), u32>> {
    let deadline = Instant::now() + budget;
    for d in 1..=depth {
        let (m, cut) = pasang::bench::time_perft(pos, d, stop, Some(deadline), progress);
        if cut == Some(Cut::Stopped) {
            return Ok(Err(d));
        }
        let line = tr!(
            "bench-perft",
            depth = d,
            nodes = format!("{:>14}", m.count),
            seconds = format!("{:>8.3}", m.elapsed.as_secs_f64()),
            rate = format!("{:>6.1}", m.per_second() / 1e6)
        );
        if cut.is_some() {
            outln!("{line}{}", tr!("bench-cut"));
            if d + 1 == depth {
                outln!("{}", tr!("bench-not-run", depths = depth.to_string()));
            } else if d < depth {
                outln!(
                    "{}",
                    tr!("bench-not-run", depths = format!("{}-{depth}", d + 1))
                );
            }
            break;
        }
        outln!("{line}");
    }
    Ok(Ok(()))
}

/// The terminal frame of either game at 100×32, drawn whole again and
/// again within `budget`, a line.
pub(super) fn bench_frames<G: pasang::tui::play::Front>(
    game: &G,
    budget: Duration,
    stop: &std::sync::atomic::AtomicBool,
    stopped: Interrupted,
) -> Result<()> {
    let (m, frames_stopped) = time_frames(game, 100, 32, budget, stop);
    if frames_stopped {
        return Err(stopped.into());
    }
    outln!(
        "{}",
        tr!(
            "bench-frames",
            count = m.count,
            seconds = format!("{:.3}", m.elapsed.as_secs_f64()),
            micros = format!(
                "{:.0}",
                m.elapsed.as_secs_f64() * 1e6 / m.count.max(1) as f64
            )
        )
    );
    Ok(())
}

/// The terminal game's frame, for any game: a game 20 random moves in
/// from `game`'s start, the cursor on a point worth choosing, drawn whole
/// at `width`×`height` into an off-screen terminal again and again for at
/// least `budget` (and a multiple of 64 frames).
fn time_frames<G: pasang::tui::play::Front>(
    game: &G,
    width: u16,
    height: u16,
    budget: Duration,
    stop: &std::sync::atomic::AtomicBool,
) -> (Measure, bool) {
    use pasang::tui::Theme;
    use pasang::tui::play::{Action, Screen};
    use ratatui::{Terminal, backend::TestBackend};
    let mut game = game.clone();
    let mut rng = pasang::rng::Rng::new(1);
    while game.moves().len() < 20 {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        if game.try_play(moves[rng.below(moves.len())]).is_err() {
            break;
        }
    }
    let mut app = Screen::new(game, Theme::COLOUR);
    // Tab walks to the next point worth choosing: the frame then shows the
    // marked targets and the capture previewed under the cursor.
    app.apply(Action::Next);
    let Ok(mut terminal) = Terminal::new(TestBackend::new(width, height));
    let mut frames = 0u64;
    let (elapsed, stopped) = pasang::bench::time_repeated(budget, 64, stop, || {
        // The buffer is cleared so that every frame is drawn and sent whole.
        let drawn = terminal.clear().is_ok()
            && (terminal.draw(|f| pasang::tui::play::draw(&app, f))).is_ok();
        frames += drawn as u64;
        drawn
    });
    let count = frames;
    (Measure { count, elapsed }, stopped)
}

/// Fixed-depth searches of positions from seeded random games within
/// `budget`, a line; where Ctrl-C stopped it, if it did.
pub(super) fn bench_search<G: Benchmarked>(
    pos: &G::Position,
    search_depth: u32,
    threads: Threads<'_>,
    budget: Duration,
    interrupt: &Interrupt,
    progress: &mut Progress,
) -> Result<Result<SearchMeasure, BenchPart>> {
    let n = match threads {
        Threads::One => 1,
        Threads::Many { threads, .. } => threads,
    };
    let s =
        pasang::bench::time_search::<G>(pos, search_depth, n, budget, interrupt.flag(), progress);
    if interrupt.raised() {
        return Ok(Err(BenchPart::Search {
            position: s.searched + 1,
            positions: s.positions,
        }));
    }
    let seconds = format!("{:.3}", s.measure.elapsed.as_secs_f64());
    let line = match threads {
        Threads::One => tr!(
            "bench-search",
            nodes = s.measure.count,
            depth = search_depth,
            seconds = seconds,
            rate = format!("{:.2}", s.measure.per_second() / 1e6)
        ),
        Threads::Many { threads, one } => tr!(
            "bench-search-threads",
            threads = threads,
            depth = search_depth,
            seconds = seconds,
            speedup = format!(
                "{:.2}",
                one.measure.elapsed.as_secs_f64() / s.measure.elapsed.as_secs_f64().max(1e-9)
            )
        ),
    };
    if s.cut {
        let cut = tr!(
            "bench-search-cut",
            searched = s.searched,
            positions = s.positions
        );
        outln!("{line}{cut}");
    } else {
        outln!("{line}");
    }
    Ok(Ok(s))
}

/// The threads of a search benchmark.
#[derive(Clone, Copy)]
pub(super) enum Threads<'a> {
    One,
    /// Several, timed against `one`'s run of the same searches.
    Many {
        threads: usize,
        one: &'a SearchMeasure,
    },
}

/// `pasang tune`: self-play data, then the weights fitted to it, printed
/// as Rust for `Weights::IN_USE`. Ctrl-C ends the self-play early; the
/// weights are then fitted to the games finished.
pub(crate) fn tune(game: &Game, spec: pasang::ai::tune::SelfPlay) -> Result<()> {
    use pasang::ai::eval::Weights;
    use pasang::ai::tune;
    let interrupt = Interrupt::on_ctrl_c()?;
    let start = Instant::now();
    let samples = tune::self_play(game.position(), spec, interrupt.flag());
    outln!(
        "{}",
        tr!(
            "tune-data",
            positions = samples.len(),
            games = spec.games,
            depth = spec.depth,
            seconds = format!("{:.1}", start.elapsed().as_secs_f64())
        )
    );
    let t = tune::tune(&samples, Weights::IN_USE, 1000);
    outln!(
        "{}",
        tr!(
            "tune-result",
            k = format!("{:.6}", t.k),
            before = format!("{:.6}", t.error_before),
            after = format!("{:.6}", t.error_after),
            rounds = t.rounds
        )
    );
    // Rust, to paste: not a sentence.
    outln!(
        "Weights {{ per_move: {}, danger: {:?}, threat: {} }}",
        t.weights.per_move,
        t.weights.danger,
        t.weights.threat
    );
    Ok(())
}
