//! The catalogues: one folder per language in `assets/lang/`, named by
//! its code, every `.ftl` file of the folder read into one bundle; the
//! embedded ones are read once, and the pseudo-language is made from
//! English.

use fluent_bundle::FluentArgs;
use fluent_bundle::FluentResource;
use fluent_bundle::concurrent::FluentBundle;
use fluent_syntax::ast::{self, Entry, Expression, InlineExpression, PatternElement};
use rust_embed::Embed;
use std::borrow::Cow;
use std::collections::{BTreeMap, BTreeSet};
use std::sync::LazyLock;
use unic_langid::LanguageIdentifier;

/// The languages' folder, embedded whole (the glossary too);
/// [`Catalogues::from_files`] picks the catalogue files out.
#[derive(Embed)]
#[folder = "assets/lang/"]
struct Files;

/// The code of English: the language of the message ids, listed first,
/// the one every other falls back to, and the one the pseudo-language is
/// made from. The one place the program names a language.
pub(super) const ENGLISH: &str = "en";

/// One language's messages.
pub(super) struct Catalogue {
    pub code: String,
    pub pseudo: bool,
    /// The files read, as (path, text), for [`messages_of`].
    sources: Vec<(String, String)>,
    bundle: FluentBundle<FluentResource>,
}

impl Catalogue {
    fn new(code: &str, sources: Vec<(String, String)>, pseudo: bool) -> Catalogue {
        let lang: LanguageIdentifier = code.parse().unwrap_or_default();
        let mut bundle = FluentBundle::new_concurrent(vec![lang]);
        // The terminal shows the text as it is: no Unicode isolation marks
        // round the values put in.
        bundle.set_use_isolating(false);
        if pseudo {
            bundle.set_transform(Some(mark));
        }
        for (_, text) in &sources {
            let resource =
                FluentResource::try_new(text.clone()).unwrap_or_else(|(partial, _)| partial);
            // A message given twice keeps its first reading; the catalogue
            // tests report both mistakes.
            let _ = bundle.add_resource(resource);
        }
        Catalogue {
            code: code.to_string(),
            pseudo,
            sources,
            bundle,
        }
    }

    pub fn has(&self, id: &str) -> bool {
        self.bundle
            .get_message(id)
            .is_some_and(|m| m.value().is_some())
    }

    pub fn format(&self, id: &str, args: Option<&FluentArgs>) -> String {
        let Some(pattern) = self.bundle.get_message(id).and_then(|m| m.value()) else {
            return format!("[{id}]");
        };
        let mut errors = Vec::new();
        self.bundle
            .format_pattern(pattern, args, &mut errors)
            .into_owned()
    }
}

/// The catalogues of a set of languages: English first, then the others
/// by code, then the pseudo-language.
pub(super) struct Catalogues(Vec<Catalogue>);

impl Catalogues {
    /// The catalogues made of `files`, each a path under `assets/lang/`
    /// (`ms/messages.ftl`) with its bytes: a language for each folder, its
    /// code the folder's name, its catalogue every `.ftl` file in it (in
    /// the order of their paths). Files outside a folder are no language's.
    pub fn from_files(files: impl IntoIterator<Item = (String, Vec<u8>)>) -> Catalogues {
        let mut languages: BTreeMap<String, Vec<(String, String)>> = BTreeMap::new();
        for (path, bytes) in files {
            let Some((code, _)) = path.split_once('/') else {
                continue;
            };
            if !path.ends_with(".ftl") || code.is_empty() {
                continue;
            }
            let text = String::from_utf8_lossy(&bytes).into_owned();
            languages
                .entry(code.to_string())
                .or_default()
                .push((path, text));
        }
        let english = languages.remove(ENGLISH);
        let mut all = Vec::new();
        if let Some(sources) = &english {
            all.push(Catalogue::new(ENGLISH, sorted(sources.clone()), false));
        }
        for (code, sources) in languages {
            all.push(Catalogue::new(&code, sorted(sources), false));
        }
        if let Some(sources) = english {
            all.push(Catalogue::new(ENGLISH, sorted(sources), true));
        }
        Catalogues(all)
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// The places of the real languages (not the pseudo-language).
    pub fn languages(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.0.len()).filter(|&i| !self.0[i].pseudo)
    }

    /// The place of the language whose code is `code`, in any case.
    pub fn find(&self, code: &str) -> Option<usize> {
        self.0
            .iter()
            .position(|c| !c.pseudo && c.code.eq_ignore_ascii_case(code))
    }

    /// The place of the pseudo-language.
    pub fn pseudo(&self) -> Option<usize> {
        self.0.iter().position(|c| c.pseudo)
    }

    /// The message `id` in the language at `at`, made from `args`: from
    /// English where that language lacks it, its id in brackets where
    /// English does too.
    pub fn say(&self, at: usize, id: &str, args: Option<&FluentArgs>) -> String {
        let own = &self.0[at];
        match self.find(ENGLISH) {
            Some(english) if !own.has(id) => self.0[english].format(id, args),
            _ => own.format(id, args),
        }
    }
}

impl std::ops::Index<usize> for Catalogues {
    type Output = Catalogue;

    fn index(&self, i: usize) -> &Catalogue {
        &self.0[i]
    }
}

fn sorted(mut sources: Vec<(String, String)>) -> Vec<(String, String)> {
    sources.sort();
    sources
}

/// The catalogue files embedded in the program, as [`Catalogues::from_files`]
/// takes them.
pub(super) fn embedded() -> Vec<(String, Vec<u8>)> {
    Files::iter()
        .filter_map(|path| {
            let file = Files::get(&path)?;
            Some((path.into_owned(), file.data.into_owned()))
        })
        .collect()
}

/// The pseudo-language's mark on a catalogue's text: ASCII letters become
/// the same letters with a dot or an accent, one column wide.
fn mark(text: &str) -> Cow<'_, str> {
    const MARKED: [char; 52] = [
        'ȧ', 'ḃ', 'ċ', 'ḋ', 'ė', 'ḟ', 'ġ', 'ḣ', 'ı', 'ĵ', 'ķ', 'ĺ', 'ṁ', 'ṅ', 'ȯ', 'ṗ', 'ʠ', 'ŕ',
        'ṡ', 'ṫ', 'ü', 'ṿ', 'ẇ', 'ẋ', 'ẏ', 'ż', 'Ȧ', 'Ḃ', 'Ċ', 'Ḋ', 'Ė', 'Ḟ', 'Ġ', 'Ḣ', 'İ', 'Ĵ',
        'Ķ', 'Ĺ', 'Ṁ', 'Ṅ', 'Ȯ', 'Ṗ', 'Ǫ', 'Ŕ', 'Ṡ', 'Ṫ', 'Ü', 'Ṿ', 'Ẇ', 'Ẋ', 'Ẏ', 'Ż',
    ];
    text.chars()
        .map(|c| match c {
            'a'..='z' => MARKED[c as usize - 'a' as usize],
            'A'..='Z' => MARKED[26 + c as usize - 'A' as usize],
            _ => c,
        })
        .collect::<String>()
        .into()
}

/// The embedded catalogues.
pub(super) static CATALOGUES: LazyLock<Catalogues> =
    LazyLock::new(|| Catalogues::from_files(embedded()));

/// A message of a catalogue as written: the `$variables` it uses, the
/// other messages it includes (`{ seat-initial-north }`), and how many
/// times the file defines it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    pub variables: BTreeSet<String>,
    pub references: BTreeSet<String>,
    pub definitions: usize,
}

/// What the parts of a message name: `$variables` and other messages.
#[derive(Default)]
struct Names {
    variables: BTreeSet<String>,
    references: BTreeSet<String>,
}

/// The messages of the language `code` as its files are written (none
/// for a code with no catalogue), and the lines Fluent could not read,
/// each after its file's path (for the catalogue tests).
pub fn messages_of(code: &str) -> (BTreeMap<String, Message>, Vec<String>) {
    let mut messages: BTreeMap<String, Message> = BTreeMap::new();
    let mut junk = Vec::new();
    let Some(at) = CATALOGUES.find(code) else {
        return (messages, junk);
    };
    for (path, text) in &CATALOGUES[at].sources {
        let resource = match fluent_syntax::parser::parse(text.as_str()) {
            Ok(r) => r,
            Err((r, errors)) => {
                junk.extend(errors.iter().map(|e| format!("{path}: {e:?}")));
                r
            }
        };
        for entry in &resource.body {
            if let Entry::Message(m) = entry {
                let mut names = Names::default();
                if let Some(value) = &m.value {
                    pattern_names(value, &mut names);
                }
                for attribute in &m.attributes {
                    pattern_names(&attribute.value, &mut names);
                }
                let slot = messages.entry(m.id.name.to_string()).or_insert(Message {
                    variables: BTreeSet::new(),
                    references: BTreeSet::new(),
                    definitions: 0,
                });
                slot.variables.extend(names.variables);
                slot.references.extend(names.references);
                slot.definitions += 1;
            }
        }
    }
    (messages, junk)
}

fn pattern_names(pattern: &ast::Pattern<&str>, into: &mut Names) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_names(expression, into);
        }
    }
}

fn expression_names(expression: &Expression<&str>, into: &mut Names) {
    match expression {
        Expression::Select { selector, variants } => {
            inline_names(selector, into);
            for v in variants {
                pattern_names(&v.value, into);
            }
        }
        Expression::Inline(inline) => inline_names(inline, into),
    }
}

fn inline_names(inline: &InlineExpression<&str>, into: &mut Names) {
    match inline {
        InlineExpression::VariableReference { id } => {
            into.variables.insert(id.name.to_string());
        }
        InlineExpression::MessageReference { id, .. } => {
            into.references.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_names(a, into);
            }
            for a in &arguments.named {
                inline_names(&a.value, into);
            }
        }
        InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => {
            for a in &arguments.positional {
                inline_names(a, into);
            }
            for a in &arguments.named {
                inline_names(&a.value, into);
            }
        }
        InlineExpression::Placeable { expression } => expression_names(expression, into),
        _ => {}
    }
}
