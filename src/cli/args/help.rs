//! The command line's help in the player's language: every about, help and
//! example text of the [`Command`] tree, and the headings, come from the
//! catalogue (`cli-help-…` ids), replacing the doc comments clap derives.

use clap::Command;
use pasang::i18n::{self, Lang};

/// The id of a command's or an argument's text: `cli-help` for the program,
/// `cli-help-perft` for a subcommand, `cli-help-perft-depth` for an
/// argument, `-long` added for the long form.
fn id(path: &[&str], arg: Option<&str>) -> String {
    let mut id = String::from("cli-help");
    for part in path.iter().chain(arg.as_ref()) {
        id.push('-');
        id.push_str(&part.replace('_', "-"));
    }
    id
}

/// The id of an argument's text: its own under its subcommand, else that
/// of the program's argument of the same name (the options of the position
/// that `perft`, `bench` and `match` share with playing).
fn arg_id(path: &[&str], arg: &str) -> String {
    let own = id(path, Some(arg));
    if i18n::has(&own) {
        own
    } else {
        id(&[], Some(arg))
    }
}

/// The catalogue's text for `id`.
fn text(id: &str) -> String {
    i18n::text(id, &[])
}

/// The arguments clap adds itself (worded in [`headings`]).
fn builtin(arg: &str) -> bool {
    matches!(arg, "help" | "version")
}

/// `cmd` with its texts, and those of its arguments and subcommands, from
/// the catalogue. `path` names `cmd` (empty for the program). With
/// `values_in_words`, each argument's default and possible values are said
/// in its help in the catalogue's words (see [`values_in_words`]).
fn localize(mut cmd: Command, path: &[&str], values_in_words: bool) -> Command {
    cmd = cmd.about(text(&id(path, None)));
    if cmd.get_long_about().is_some() {
        cmd = cmd.long_about(text(&format!("{}-long", id(path, None))));
    }
    if cmd.get_after_help().is_some() {
        cmd = cmd.after_help(text(&format!("{}-examples", id(path, None))));
    }
    let args: Vec<String> = cmd
        .get_arguments()
        .map(|a| a.get_id().to_string())
        .filter(|a| !builtin(a))
        .collect();
    for arg in args {
        let base = arg_id(path, &arg);
        cmd = cmd.mut_arg(&arg, |a| {
            let mut a = value_names(a.help(text(&base)));
            if a.get_long_help().is_some() {
                a = a.long_help(text(&format!("{base}-long")));
            }
            if values_in_words {
                a = self::values_in_words(a);
            }
            a
        });
    }
    let subs: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .filter(|s| s != "help")
        .collect();
    if cmd.get_subcommands().any(|s| s.get_name() == "help") {
        cmd = cmd.mut_subcommand("help", |s| {
            let args: Vec<String> = s.get_arguments().map(|a| a.get_id().to_string()).collect();
            let s = s.about(text("cli-help-help-command"));
            args.iter().fold(s, |s, arg| s.mut_arg(arg, value_names))
        });
    }
    if cmd.has_subcommands() {
        cmd = cmd.subcommand_value_name(text("cli-command-placeholder"));
    }
    for sub in subs {
        let mut inner: Vec<&str> = path.to_vec();
        inner.push(&sub);
        let inner: Vec<&str> = inner;
        cmd = cmd.mut_subcommand(&sub, |s| localize(s, &inner, values_in_words));
    }
    headings(cmd)
}

/// The id of a value's placeholder: `cli-value-file-ron` for `FILE.ron`.
fn value_id(name: &str) -> String {
    let parts: Vec<String> = name
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|p| !p.is_empty())
        .map(str::to_ascii_lowercase)
        .collect();
    format!("cli-value-{}", parts.join("-"))
}

/// The placeholders of an argument's values (`<FILE>`), as clap names them
/// when none is given: the argument's id in capitals.
fn placeholders(a: &clap::Arg) -> Vec<String> {
    match a.get_value_names() {
        Some(names) => names.iter().map(|n| n.to_string()).collect(),
        None => vec![a.get_id().as_str().to_uppercase()],
    }
}

/// An argument's placeholders in the catalogue's words.
fn value_names(a: clap::Arg) -> clap::Arg {
    if !a.get_action().takes_values() {
        return a;
    }
    let names: Vec<String> = placeholders(&a)
        .iter()
        .map(|n| text(&value_id(n)))
        .collect();
    a.value_names(names)
}

/// clap's usage line in the catalogue's words: its `[OPTIONS]` (which clap
/// does not let a program name) is the catalogue's, and the lines after the
/// first are lined up under the first after a heading `heading` wide.
pub(crate) fn usage_words(usage: &str, heading: usize) -> String {
    let options = format!("[{}]", text("cli-options-placeholder"));
    let indent = " ".repeat(heading + 1);
    let lines: Vec<String> = usage
        .lines()
        .enumerate()
        .map(|(i, line)| {
            let line = line.replace("[OPTIONS]", &options);
            if i == 0 {
                line
            } else {
                format!("{indent}{}", line.trim_start())
            }
        })
        .collect();
    lines.join("\n")
}

/// An argument's default and possible values said in the catalogue's words
/// rather than clap's English brackets.
fn values_in_words(a: clap::Arg) -> clap::Arg {
    let flag = !a.get_action().takes_values();
    let defaults: Vec<String> = a
        .get_default_values()
        .iter()
        .filter(|_| !flag)
        .map(|v| v.to_string_lossy().into_owned())
        .collect();
    let values: Vec<clap::builder::PossibleValue> = if a.is_hide_possible_values_set() {
        Vec::new()
    } else {
        a.get_possible_values()
            .into_iter()
            .filter(|v| !v.is_hide_set())
            .collect()
    };
    if defaults.is_empty() && values.is_empty() {
        return a;
    }
    let help = a.get_help().map(|h| h.to_string()).unwrap_or_default();
    let long = a.get_long_help().map(|h| h.to_string());
    let mut short = help.clone();
    let mut full = long.unwrap_or(help);
    if !values.is_empty() {
        let names: Vec<&str> = values.iter().map(|v| v.get_name()).collect();
        short.push(' ');
        short.push_str(&pasang::tr!(
            "cli-possible-values",
            values = names.join(", ")
        ));
        full.push_str("\n\n");
        full.push_str(&pasang::tr!("cli-possible-values-heading"));
        for v in &values {
            full.push_str(&format!("\n  - {}", v.get_name()));
            if let Some(h) = v.get_help() {
                full.push_str(&format!(": {h}"));
            }
        }
    }
    if !defaults.is_empty() {
        let shown = pasang::tr!("cli-default", value = defaults.join(", "));
        short.push(' ');
        short.push_str(&shown);
        full.push_str("\n\n");
        full.push_str(&shown);
    }
    a.help(short)
        .long_help(full)
        .hide_default_value(true)
        .hide_possible_values(true)
}

/// The headings over the usage, the arguments, the options and the
/// subcommands, and the lines of `-h`/`--help` and `-V`/`--version`.
fn headings(cmd: Command) -> Command {
    let style = cmd.get_styles().get_header();
    let heading = text("cli-usage-heading");
    let usage = format!("{style}{heading}{style:#}");
    let line = cmd
        .clone()
        .help_template("{usage}")
        .render_help()
        .ansi()
        .to_string();
    let line = usage_words(&line, heading.chars().count());
    let template = format!(
        "{{before-help}}{{about-with-newline}}\n{usage} {line}\n\n{{all-args}}{{after-help}}"
    );
    let options = text("cli-options-heading");
    let positionals = text("cli-arguments-heading");
    let mut cmd = cmd
        .help_template(template)
        .subcommand_help_heading(text("cli-commands-heading"));
    for flag in ["help", "version"] {
        if cmd.get_arguments().any(|a| a.get_id() == flag) {
            cmd = cmd.mut_arg(flag, |a| {
                let more = a
                    .get_help()
                    .is_some_and(|h| h.to_string().contains("--help"));
                let short = match (flag, more) {
                    ("version", _) => text("cli-version-flag"),
                    (_, true) => text("cli-help-flag-more"),
                    (_, false) => text("cli-help-flag"),
                };
                let long = a.get_long_help().is_some();
                let a = a.help(short);
                if long {
                    a.long_help(text("cli-help-flag-summary"))
                } else {
                    a
                }
            });
        }
    }
    let args: Vec<(String, bool)> = cmd
        .get_arguments()
        .map(|a| (a.get_id().to_string(), a.is_positional()))
        .collect();
    for (arg, positional) in args {
        let heading = if positional { &positionals } else { &options };
        cmd = cmd.mut_arg(&arg, |a| {
            if a.get_help_heading().is_none() {
                a.help_heading(heading.clone())
            } else {
                a
            }
        });
    }
    cmd
}

/// The program's command line, its texts in the thread's language.
pub(crate) fn command<C: clap::CommandFactory>() -> Command {
    localized::<C>(i18n::current() != Lang::english())
}

/// The command line as the man page says it: its texts in the thread's
/// language, each argument's default and possible values left to the
/// page to say.
pub(crate) fn manual_command<C: clap::CommandFactory>() -> Command {
    localized::<C>(false)
}

fn localized<C: clap::CommandFactory>(values_in_words: bool) -> Command {
    let mut cmd = C::command();
    // Built first, so that clap's own flags and the global ones are in
    // every subcommand, to be given their words too.
    cmd.build();
    localize(cmd, &[], values_in_words)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every command and argument of the tree, with the id its text is
    /// read from.
    fn ids(cmd: &Command, path: &[&str], out: &mut Vec<String>) {
        out.push(id(path, None));
        if cmd.get_long_about().is_some() {
            out.push(format!("{}-long", id(path, None)));
        }
        if cmd.get_after_help().is_some() {
            out.push(format!("{}-examples", id(path, None)));
        }
        for a in cmd
            .get_arguments()
            .filter(|a| !builtin(a.get_id().as_str()))
        {
            if a.get_action().takes_values() {
                out.extend(placeholders(a).iter().map(|n| value_id(n)));
            }
            let aid = arg_id(path, a.get_id().as_str());
            if a.get_long_help().is_some() {
                out.push(format!("{aid}-long"));
            }
            out.push(aid);
        }
        if cmd.has_subcommands() {
            out.push("cli-command-placeholder".into());
        }
        for s in cmd.get_subcommands() {
            let mut inner = path.to_vec();
            inner.push(s.get_name());
            ids(s, &inner, out);
        }
    }

    #[test]
    fn every_command_and_argument_has_its_words_in_the_catalogue() {
        let mut all = Vec::new();
        let mut cmd = <crate::cli::args::Cli as clap::CommandFactory>::command();
        cmd.build();
        ids(&cmd, &[], &mut all);
        // The walk finds the arguments of subcommands and the shared ones.
        assert!(all.contains(&"cli-help-perft-depth".to_string()));
        assert!(all.contains(&"cli-help-bench-seconds".to_string()));
        assert!(all.len() > 60, "{}", all.len());
        let missing: Vec<&String> = all
            .iter()
            .filter(|id| !id.starts_with("cli-help-help") && !i18n::has(id))
            .collect::<std::collections::BTreeSet<_>>()
            .into_iter()
            .collect();
        assert!(missing.is_empty(), "no catalogue text for {missing:?}");
    }

    /// Every `cli-help-…` message is the text of a command or an argument
    /// of the tree, or one of the flag lines [`headings`] and [`localize`]
    /// name themselves; every `cli-value-…` message a placeholder of an
    /// argument's values.
    #[test]
    fn every_cli_help_message_is_for_a_command_or_an_argument() {
        let mut all = Vec::new();
        let mut cmd = <crate::cli::args::Cli as clap::CommandFactory>::command();
        cmd.build();
        ids(&cmd, &[], &mut all);
        let named = [
            "cli-help-help-command",
            "cli-help-flag",
            "cli-help-flag-more",
            "cli-help-flag-summary",
        ];
        let (english, _) = i18n::messages_of("en");
        let unused: Vec<&String> = english
            .keys()
            .filter(|id| id.starts_with("cli-help") || id.starts_with("cli-value-"))
            .filter(|id| !all.contains(id) && !named.contains(&id.as_str()))
            .collect();
        assert!(unused.is_empty(), "no command or argument reads {unused:?}");
    }

    #[test]
    fn the_help_reads_in_malay_with_malay_headings() {
        i18n::set(Lang::find("ms").unwrap());
        let help = command::<crate::cli::args::Cli>()
            .styles(clap::builder::Styles::plain())
            .render_help()
            .to_string();
        for words in [
            "Penggunaan: pasang",
            "Pilihan:",
            "Perintah:",
            "Contoh:",
            "[lalai: 1000]",
        ] {
            assert!(help.contains(words), "{words} not in\n{help}");
        }
        assert!(
            !help.contains("Options:") && !help.contains("Print help"),
            "{help}"
        );
    }

    /// The Malay help of `path` (a subcommand's, or the program's).
    fn malay_help(path: &[&str]) -> String {
        i18n::set(Lang::find("ms").unwrap());
        let mut cmd = command::<crate::cli::args::Cli>().styles(clap::builder::Styles::plain());
        for sub in path {
            cmd = cmd.find_subcommand(sub).unwrap().clone();
        }
        cmd.render_long_help().to_string()
    }

    #[test]
    fn the_malay_help_names_its_placeholders_in_malay() {
        let help = malay_help(&[]);
        assert!(
            help.contains("Penggunaan: pasang [PILIHAN]\n            pasang <PERINTAH>"),
            "{help}"
        );
        for words in [
            "--game <PERMAINAN>",
            "--setup <FAIL.ron>",
            "--south <PEMAIN>",
        ] {
            assert!(help.contains(words), "{words} not in\n{help}");
        }
        let review = malay_help(&["review"]);
        assert!(
            review.contains("Penggunaan: pasang review [PILIHAN] <FAIL>"),
            "{review}"
        );
        let perft = malay_help(&["perft"]);
        assert!(perft.contains("<KEDALAMAN>"), "{perft}");
        for english in ["OPTIONS", "COMMAND", "<FILE", "GAME>", "DEPTH", "PLAYER>"] {
            for text in [&help, &review, &perft] {
                assert!(!text.contains(english), "{english} in\n{text}");
            }
        }
    }

    #[test]
    fn the_malay_help_has_no_english_words_but_the_typed_ones() {
        let help = [
            malay_help(&[]),
            malay_help(&["completions"]),
            malay_help(&["bench"]),
        ]
        .join("\n");
        for english in ["Shell", "shell (", "match dan", "atau English"] {
            assert!(!help.contains(english), "{english:?} in\n{help}");
        }
    }
}
