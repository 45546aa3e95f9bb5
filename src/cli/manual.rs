//! `pasang manpage`: the manual page, one page for the program and every
//! command, in the player's language: the synopsis with each option's
//! value, every command with its own options, the examples as a block
//! kept as written, then the keys (from the game's key tables), the files
//! and the environment the program reads (see [`sections`]).

use clap::{Arg, Command};
use clap_mangen::roff::{Inline, Roff, bold, italic, roman};
use pasang::tr;

mod sections;

/// The man page of `cmd` (the program's command line as
/// [`super::args::help::manual_command`] words it), as roff.
pub(crate) fn page(cmd: &Command) -> String {
    let mut r = Roff::new();
    let version = cmd.get_version().unwrap_or_default();
    let source = format!("pasang {version}");
    r.control("TH", ["PASANG", "1", "\"\"", &source]);
    // Left-aligned, and no word split at a line's end: the page is full
    // of options and paths, which a hyphen would change. (`HY` is what
    // the synopsis's `.YS` turns hyphenation back to.)
    r.control("ad", ["l"]);
    r.control("nr", ["HY", "0"]);
    r.control("nh", []);
    heading(&mut r, &tr!("man-name"));
    let about = cmd.get_about().map(|a| a.to_string()).unwrap_or_default();
    r.text([roman(format!("pasang - {about}"))]);
    heading(&mut r, &tr!("man-synopsis"));
    synopsis(&mut r, "pasang", &own_args(cmd, None));
    r.control("SY", ["pasang"]);
    r.text([
        italic(tr!("cli-command-placeholder")),
        roman(" ["),
        italic(tr!("cli-options-placeholder")),
        roman("]"),
    ]);
    r.control("YS", []);
    heading(&mut r, &tr!("man-description"));
    let description = cmd.get_long_about().or(cmd.get_about());
    paragraphs(
        &mut r,
        &description.map(|d| d.to_string()).unwrap_or_default(),
    );
    heading(&mut r, &tr!("man-options"));
    options(&mut r, &own_args(cmd, None));
    heading(&mut r, &tr!("cli-commands-heading"));
    for sub in cmd
        .get_subcommands()
        .filter(|s| !s.is_hide_set() && s.get_name() != "help")
    {
        command(&mut r, cmd, sub);
    }
    if let Some(examples) = cmd.get_after_help() {
        heading(&mut r, &tr!("man-examples"));
        self::examples(&mut r, &examples.to_string());
    }
    sections::keys(&mut r);
    sections::files(&mut r);
    sections::environment(&mut r);
    heading(&mut r, &tr!("man-version"));
    r.text([roman(source)]);
    ascii_only(&r.render())
}

/// A section's heading, in capitals.
pub(super) fn heading(r: &mut Roff, title: &str) {
    r.control("SH", [title.to_uppercase().as_str()]);
}

/// A subsection's heading (a text line, so that roff escapes it).
pub(super) fn subheading(r: &mut Roff, title: &str) {
    r.control("SS", []);
    r.text([roman(title)]);
}

/// A list entry: `tag` in bold, then `text`'s paragraphs.
pub(super) fn entry(r: &mut Roff, tag: Vec<Inline>, text: &str) {
    r.control("TP", []);
    r.text(tag);
    indented(r, text);
}

/// `text` as paragraphs (blank lines apart), each line kept.
fn paragraphs(r: &mut Roff, text: &str) {
    for (i, para) in text
        .split("\n\n")
        .filter(|p| !p.trim().is_empty())
        .enumerate()
    {
        if i > 0 {
            r.control("PP", []);
        }
        lines(r, para);
    }
}

/// `text` as paragraphs within a list entry.
fn indented(r: &mut Roff, text: &str) {
    for (i, para) in text
        .split("\n\n")
        .filter(|p| !p.trim().is_empty())
        .enumerate()
    {
        if i > 0 {
            r.control("IP", []);
        }
        lines(r, para);
    }
}

/// The lines of one paragraph, each on its own.
fn lines(r: &mut Roff, para: &str) {
    for (i, line) in para.lines().enumerate() {
        if i > 0 {
            r.control("br", []);
        }
        r.text([roman(line.trim_start())]);
    }
}

/// The arguments of `cmd` a reader gives it: not hidden, without clap's
/// help and version and, for a subcommand (`program` its parent), without
/// the program's global options.
fn own_args<'a>(cmd: &'a Command, program: Option<&Command>) -> Vec<&'a Arg> {
    let global = |a: &Arg| {
        program.is_some_and(|p| {
            p.get_arguments()
                .any(|g| g.get_id() == a.get_id() && g.is_global_set())
        })
    };
    cmd.get_arguments()
        .filter(|a| !a.is_hide_set())
        .filter(|a| !matches!(a.get_id().as_str(), "help" | "version"))
        .filter(|a| !global(a))
        .collect()
}

/// The placeholder of an argument's value.
fn value_name(a: &Arg) -> String {
    match a.get_value_names() {
        Some(names) => (names.iter().map(|n| n.as_str()))
            .collect::<Vec<_>>()
            .join(" "),
        None => a.get_id().as_str().to_uppercase(),
    }
}

/// Whether an option's value may be left out (`--resume`).
fn value_optional(a: &Arg) -> bool {
    a.get_num_args().is_some_and(|n| n.min_values() == 0)
}

/// A space no line is broken at.
const NBSP: char = '\u{a0}';

/// An option as written with its value: `--north PLAYER`.
fn written(a: &Arg) -> Vec<Inline> {
    let mut out = Vec::new();
    if let Some(short) = a.get_short() {
        out.push(bold(format!("-{short}")));
        if a.get_long().is_some() {
            out.push(roman(", "));
        }
    }
    if let Some(long) = a.get_long() {
        out.push(bold(format!("--{long}")));
    }
    if a.get_action().takes_values() {
        // The value stays on the option's line.
        if value_optional(a) {
            out.extend([roman(format!("{NBSP}[")), italic(value_name(a)), roman("]")]);
        } else {
            out.extend([roman(NBSP.to_string()), italic(value_name(a))]);
        }
    }
    out
}

/// The synopsis of `name` with `args`: every option with its value, then
/// the arguments.
fn synopsis(r: &mut Roff, name: &str, args: &[&Arg]) {
    r.control("SY", [name]);
    for a in args.iter().filter(|a| !a.is_positional()) {
        let mut line = vec![roman("[")];
        line.extend(written(a));
        line.push(roman("]"));
        r.text(line);
    }
    for a in args.iter().filter(|a| a.is_positional()) {
        if a.is_required_set() {
            r.text([italic(value_name(a))]);
        } else {
            r.text([roman("["), italic(value_name(a)), roman("]")]);
        }
    }
    r.control("YS", []);
}

/// The options of a list: each with its value, its help, its values and
/// its default.
fn options(r: &mut Roff, args: &[&Arg]) {
    let (positional, named): (Vec<&Arg>, Vec<&Arg>) = args.iter().partition(|a| a.is_positional());
    for a in positional.into_iter().chain(named) {
        let tag = if a.is_positional() {
            vec![italic(value_name(a))]
        } else {
            written(a)
        };
        let help = a.get_long_help().or(a.get_help());
        entry(r, tag, &help.map(|h| h.to_string()).unwrap_or_default());
        values(r, a);
    }
}

/// An argument's possible values (each with its help, if they have one)
/// and default, in the catalogue's words.
fn values(r: &mut Roff, a: &Arg) {
    let listed: Vec<clap::builder::PossibleValue> = if a.is_hide_possible_values_set() {
        Vec::new()
    } else {
        (a.get_possible_values().into_iter())
            .filter(|v| !v.is_hide_set())
            .collect()
    };
    if listed.iter().any(|v| v.get_help().is_some()) {
        r.control("IP", []);
        r.text([roman(tr!("cli-possible-values-heading"))]);
        r.control("RS", []);
        for v in &listed {
            let help = v.get_help().map(|h| h.to_string()).unwrap_or_default();
            entry(r, vec![bold(v.get_name())], &help);
        }
        r.control("RE", []);
    } else if !listed.is_empty() {
        let names: Vec<&str> = listed.iter().map(|v| v.get_name()).collect();
        r.control("IP", []);
        r.text([roman(tr!("cli-possible-values", values = names.join(", ")))]);
    }
    let defaults: Vec<String> = (a.get_default_values().iter())
        .map(|v| v.to_string_lossy().into_owned())
        .collect();
    if a.get_action().takes_values() && !defaults.is_empty() && !a.is_hide_default_value_set() {
        r.control("IP", []);
        r.text([roman(tr!("cli-default", value = defaults.join(", ")))]);
    }
}

/// A command of the program: its synopsis, what it does and its options;
/// those it shares with playing (the position's) are named, not repeated.
fn command(r: &mut Roff, program: &Command, sub: &Command) {
    let name = format!("pasang {}", sub.get_name());
    subheading(r, &name);
    let args = own_args(sub, Some(program));
    synopsis(r, &name, &args);
    r.control("PP", []);
    let about = sub.get_long_about().or(sub.get_about());
    paragraphs(r, &about.map(|a| a.to_string()).unwrap_or_default());
    let shared = |a: &Arg| {
        program.get_arguments().any(|p| {
            p.get_id() == a.get_id()
                && p.get_help().map(|h| h.to_string()) == a.get_help().map(|h| h.to_string())
        })
    };
    let (shared, own): (Vec<&Arg>, Vec<&Arg>) = args.into_iter().partition(|a| shared(a));
    options(r, &own);
    if !shared.is_empty() {
        let named: Vec<String> = (shared.iter())
            .filter_map(|a| a.get_long())
            .map(|l| format!("--{l}"))
            .collect();
        r.control("PP", []);
        r.text([roman(tr!("man-shared-options", options = named.join(", ")))]);
    }
}

/// The examples: the indented lines as a block kept as written, the
/// others as paragraphs; a first line naming them (`Examples:`) is the
/// section's heading already.
fn examples(r: &mut Roff, text: &str) {
    let mut lines = text.lines().peekable();
    if lines
        .peek()
        .is_some_and(|l| !l.starts_with(' ') && l.ends_with(':'))
    {
        lines.next();
    }
    let mut in_block = false;
    for line in lines {
        let example = line.starts_with("  ");
        if example != in_block {
            if example {
                r.control("PP", []);
                r.control("EX", []);
            } else {
                r.control("EE", []);
            }
            in_block = example;
        }
        if example {
            r.text([roman(&line[2..])]);
        } else if !line.trim().is_empty() {
            r.control("PP", []);
            r.text([roman(line)]);
        }
    }
    if in_block {
        r.control("EE", []);
    }
}

/// `page` with every character beyond ASCII written as roff's escape for
/// it (`\[u2026]` for …, `\ ` for a space no line is broken at), so that
/// no reader of the page need guess its encoding.
fn ascii_only(page: &str) -> String {
    let mut out = String::with_capacity(page.len());
    for ch in page.chars() {
        if ch.is_ascii() {
            out.push(ch);
        } else if ch == NBSP {
            out.push_str("\\ ");
        } else {
            out.push_str(&format!("\\[u{:04X}]", ch as u32));
        }
    }
    out
}
