//! What the shells' completion scripts offer for each option's value: the
//! values themselves where they are a known list (players, levels,
//! languages, rules, patterns, …), files or folders where the option takes
//! one, and nothing else: a number or a word of one's own is typed.

use clap::ValueHint;
use clap::builder::{PossibleValue, StringValueParser, TypedValueParser};
use pasang::games::{Level, SeatKind};
use pasang::i18n::Lang;

/// The computers `pasang match` takes for a seat, as typed: `ai` (at
/// hard) and `ai:LEVEL` for every level.
pub(crate) fn computers() -> Vec<String> {
    let levels = Level::ALL.iter().map(|l| format!("ai:{}", l.name()));
    std::iter::once("ai".to_string()).chain(levels).collect()
}

/// A value read by its type's own reading (a refusal in the catalogue's
/// words), with the values there are named for `--help` and the shells'
/// completions. Every option whose values are a known list but read as a
/// type of the program's own takes one.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Listed<T> {
    /// The value from its text, or why not.
    pub(crate) read: fn(&str) -> Result<T, String>,
    /// The values there are, as typed.
    pub(crate) names: fn() -> Vec<String>,
}

impl<T: Clone + Send + Sync + 'static> TypedValueParser for Listed<T> {
    type Value = T;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<T, clap::Error> {
        let read = self.read;
        StringValueParser::new()
            .try_map(move |s| read(&s))
            .parse_ref(cmd, arg, value)
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new((self.names)().into_iter().map(PossibleValue::new)))
    }
}

/// A seat of `pasang match`, read as [`SeatKind`] is (a person is refused
/// later, in the match's words); the computers named.
pub(crate) fn computer() -> Listed<SeatKind> {
    Listed {
        read: |s| s.parse::<SeatKind>().map_err(|e| e.to_string()),
        names: computers,
    }
}

/// `--lang`: a language with a catalogue, refused in the catalogue's words
/// otherwise; the languages there are named.
pub(crate) fn language() -> Listed<Lang> {
    Listed {
        read: |s| {
            s.parse::<Lang>().map_err(|_| {
                let known: Vec<&str> = Lang::all().map(Lang::code).collect();
                pasang::tr!("cli-no-such-language", languages = known.join(", "))
            })
        },
        names: || Lang::all().map(|l| l.code().to_string()).collect(),
    }
}

/// `cmd` as the completion scripts are made from: an option that takes a
/// value and names neither a list of values nor a file or folder takes
/// text of one's own (a number, an address, moves), so the shell offers
/// no file names for it.
pub(crate) fn for_completion(mut cmd: clap::Command) -> clap::Command {
    let free: Vec<String> = cmd
        .get_arguments()
        .filter(|a| a.get_action().takes_values())
        .filter(|a| a.get_value_hint() == ValueHint::Unknown)
        .filter(|a| a.get_possible_values().is_empty())
        .map(|a| a.get_id().to_string())
        .collect();
    for id in free {
        cmd = cmd.mut_arg(id, |a| a.value_hint(ValueHint::Other));
    }
    let subs: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for sub in subs {
        cmd = cmd.mut_subcommand(sub, for_completion);
    }
    cmd
}

/// The completion script for `shell`.
pub(crate) fn script(shell: clap_complete::Shell, cmd: clap::Command) -> Vec<u8> {
    let mut cmd = cmd;
    cmd.build();
    let mut cmd = for_completion(cmd);
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut cmd, "pasang", &mut script);
    script
}
