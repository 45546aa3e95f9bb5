//! The command line: parsed in [`cli::args`], carried out in
//! [`cli::game`] (playing, saved games, setups) and [`cli::tools`] (perft,
//! bench, match).

use anyhow::Result;
use clap::{CommandFactory, FromArgMatches};
use pasang::i18n;
use pasang::interrupt::{self, Interrupted};
use pasang::shown::printable;
use std::process::ExitCode;

/// Writes to standard output, returning an error instead of panicking when
/// the reader has gone (`pasang perft 5 --divide | head`).
macro_rules! out {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        write!(std::io::stdout().lock(), $($arg)*)?
    }};
}

/// [`out!`] with a newline.
macro_rules! outln {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        writeln!(std::io::stdout().lock(), $($arg)*)?
    }};
}

mod cli;

use cli::args::{Cli, Command};
use cli::game::{check, games, play, replay};
use cli::puzzles::make_puzzles;
use cli::tools::{perft, play_match};

fn main() -> ExitCode {
    // The settings are read once: their language is chosen before the
    // command line is read, their defaults are used in playing.
    let path = pasang::settings::settings_path(None);
    let (settings, bad) = path
        .as_deref()
        .map(pasang::settings::Settings::load)
        .unwrap_or_default();
    choose_language(&settings);
    if let Some(bad) = bad {
        // Not fatal: the defaults are used.
        eprintln!("pasang: {}", printable(&bad.to_string()));
    }
    for (name, value) in cli::defaults::unusable(&settings) {
        let path = path.as_deref().map(pasang::messages::files::shown_path);
        eprintln!(
            "pasang: {}",
            pasang::tr!(
                "settings-value-ignored",
                path = path.unwrap_or_default(),
                name = name,
                value = printable(&value).into_owned()
            )
        );
    }
    let cli = match parse_args() {
        Ok(cli) => cli,
        Err(code) => return code,
    };
    match run(cli, &settings) {
        Ok(()) => ExitCode::SUCCESS,
        // The reader of our output went away (`| head`): nothing to report.
        Err(e) if is_broken_pipe(&e) => ExitCode::SUCCESS,
        // Ctrl-C: what was done is printed; say where it stopped.
        Err(e) if e.is::<Interrupted>() => {
            eprintln!("pasang: {e}");
            ExitCode::from(interrupt::EXIT_CODE)
        }
        Err(e) => {
            // One line: the context chain joined with ": ", with any
            // control characters from files or arguments shown escaped.
            eprintln!("pasang: {}", printable(&cli::errors::said(&e)));
            ExitCode::FAILURE
        }
    }
}

/// Chooses the language before the command line is read, so that its help
/// and its errors are in it too: `--lang`, else the language kept in the
/// settings, else the locale's, else English. A `--lang` naming no language
/// is left for clap to refuse.
fn choose_language(settings: &pasang::settings::Settings) {
    let args: Vec<String> = std::env::args_os()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let asked = args
        .iter()
        .zip(args.iter().skip(1).map(Some).chain([None]))
        .take_while(|(a, _)| a.as_str() != "--")
        .find_map(|(a, next)| match a.strip_prefix("--lang") {
            Some("") => next.cloned(),
            Some(rest) => rest.strip_prefix('=').map(str::to_string),
            None => None,
        });
    let kept = || settings.language.as_deref()?.parse().ok();
    let lang = asked
        .and_then(|code| code.parse().ok())
        .or_else(kept)
        .or_else(i18n::locale::from_process_env)
        .unwrap_or_else(i18n::Lang::english);
    i18n::init(lang);
}

/// The command line, or the exit code after clap has explained what is
/// wrong with it (or printed the help).
fn parse_args() -> Result<Cli, ExitCode> {
    let args = match without_lang(std::env::args_os().collect()) {
        Ok(args) => args,
        // Refused alone, so that clap says what is wrong with it rather
        // than that it does not go with a subcommand.
        Err(code) => {
            let program = std::env::args_os().next().unwrap_or_default();
            vec![program, "--lang".into(), code]
        }
    };
    let error = match cli::args::help::command::<Cli>()
        .try_get_matches_from(&args)
        .and_then(|m| Cli::from_arg_matches(&m))
    {
        Ok(cli) => return Ok(cli),
        Err(error) => error,
    };
    let english = i18n::current() == i18n::Lang::english();
    if let Some(message) = cli::errors::render(&error).filter(|_| !english) {
        // Values quoted back are escaped, control characters and all.
        for line in message.lines() {
            eprintln!("{}", printable(line));
        }
        return Err(ExitCode::from(u8::try_from(error.exit_code()).unwrap_or(2)));
    }
    let hostile = std::env::args_os()
        .any(|a| matches!(printable(&a.to_string_lossy()), std::borrow::Cow::Owned(_)));
    if error.use_stderr() && hostile {
        // clap quotes the bad value back, control characters and all (or
        // strips them, hiding what was wrong): parse again without styles,
        // and show the raw message escaped, line by line.
        let message = match cli::args::help::command::<Cli>()
            .styles(clap::builder::Styles::plain())
            .try_get_matches_from(&args)
        {
            Err(plain) => plain.render().ansi().to_string(),
            Ok(_) => error.render().to_string(),
        };
        for line in message.lines() {
            eprintln!("{}", printable(line));
        }
    } else {
        let _ = error.print();
    }
    Err(ExitCode::from(u8::try_from(error.exit_code()).unwrap_or(2)))
}

/// The command line without its `--lang`: it was read before (by
/// [`choose_language`]), and clap would refuse it beside a subcommand
/// (`pasang --lang ms check FILE`), since the program's options do not go
/// with subcommands. A code naming no language is returned as the error.
fn without_lang(
    args: Vec<std::ffi::OsString>,
) -> Result<Vec<std::ffi::OsString>, std::ffi::OsString> {
    let mut kept = Vec::with_capacity(args.len());
    let mut rest = args.into_iter();
    while let Some(arg) = rest.next() {
        let text = arg.to_string_lossy().into_owned();
        if text == "--" {
            kept.push(arg);
            kept.extend(rest);
            break;
        }
        let code = if text == "--lang" {
            match rest.next() {
                Some(code) => code,
                // Left for clap: a value is missing.
                None => {
                    kept.push(arg);
                    continue;
                }
            }
        } else if let Some(code) = text.strip_prefix("--lang=") {
            code.into()
        } else {
            kept.push(arg);
            continue;
        };
        if code.to_string_lossy().parse::<i18n::Lang>().is_err() {
            return Err(code);
        }
    }
    Ok(kept)
}

fn is_broken_pipe(e: &anyhow::Error) -> bool {
    e.chain().any(|cause| {
        cause
            .downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
    })
}

/// The review's budget from `--nodes` and `--movetime` (clap refuses both).
fn review_budget(nodes: Option<u64>, movetime: Option<u64>) -> pasang::review::Budget {
    use pasang::review::Budget;
    match (nodes, movetime) {
        (_, Some(ms)) => Budget::Movetime(std::time::Duration::from_millis(ms)),
        (Some(n), None) => Budget::Nodes(n),
        (None, None) => Budget::default(),
    }
}

fn run(cli: Cli, settings: &pasang::settings::Settings) -> Result<()> {
    match (cli.threads, &cli.command) {
        (Some(n), _) => pasang::ai::set_threads(n),
        // A server's many games share its cores: each computer thinks on
        // one thread unless told otherwise.
        (None, Some(Command::Serve(_))) => pasang::ai::set_threads(1),
        (None, _) => {}
    }
    if let Some(Command::Serve(_)) = cli.command {
        pasang::ai::set_table_bits(pasang::net::COMPUTER_TABLE_BITS);
        pasang::ai::think_in_background();
    }
    match cli.command {
        None => play(&cli.position, &cli.play, settings),
        Some(Command::Check { file }) => check(&file),
        Some(Command::Replay { file, ascii }) => replay(&file, ascii),
        Some(Command::Review {
            file,
            nodes,
            movetime,
        }) => cli::review::review(&file, review_budget(nodes, movetime)),
        Some(Command::Games { data_dir, prune }) => games(data_dir.as_deref(), prune),
        Some(Command::Serve(args)) => cli::net::serve(&args),
        Some(Command::Learn {
            lesson,
            data_dir,
            ascii,
        }) => cli::learn::learn(
            lesson.as_deref(),
            data_dir.as_deref(),
            ascii || settings.ascii,
        ),
        Some(Command::Puzzle {
            id,
            data_dir,
            ascii,
        }) => cli::learn::puzzle(id, data_dir.as_deref(), ascii || settings.ascii),
        Some(Command::Perft {
            depth,
            divide,
            position,
        }) => pasang::on_kind!(position.game_kind()?, G => {
            let game = position.game_of::<G>()?;
            perft(pasang::games::Playable::position(&game), depth, divide)
        }),
        Some(Command::Bench {
            depth,
            seconds,
            search_depth,
            position,
        }) => pasang::on_kind!(position.game_kind()?, G => {
            cli::tools::bench(&position.game_of::<G>()?, depth, seconds, search_depth)
        }),
        Some(Command::Engine) => {
            // The protocol is read by programs: it stays English.
            i18n::set(i18n::Lang::english());
            pasang::engine::run(std::io::stdin(), std::io::stdout())?;
            Ok(())
        }
        Some(Command::Match(args)) => play_match(&args),
        Some(Command::MakePuzzles(args)) => make_puzzles(&args),
        Some(Command::Tune {
            games,
            seed,
            search_depth,
            random_plies,
            position,
        }) => cli::tools::tune(
            &position.game_of::<pasang::games::ka::Game>()?,
            pasang::ai::tune::SelfPlay {
                games,
                seed,
                depth: search_depth,
                random_plies,
            },
        ),
        Some(Command::Manpage) => {
            // In the language of the rest of the command line's help.
            let page = cli::manual::page(&cli::args::help::manual_command::<Cli>());
            std::io::Write::write_all(&mut std::io::stdout().lock(), page.as_bytes())?;
            Ok(())
        }
        Some(Command::Completions { shell }) => {
            let script = cli::completion::script(shell, Cli::command());
            std::io::Write::write_all(&mut std::io::stdout().lock(), &script)?;
            Ok(())
        }
    }
}
