//! The embedded catalogues: one Fluent file per language in `assets/lang/`,
//! read into bundles once, and the pseudo-language made from English.

use fluent_bundle::FluentArgs;
use fluent_bundle::FluentResource;
use fluent_bundle::concurrent::FluentBundle;
use fluent_syntax::ast::{self, Entry, Expression, InlineExpression, PatternElement};
use rust_embed::Embed;
use std::borrow::Cow;
use std::collections::{BTreeMap, BTreeSet};
use std::sync::LazyLock;
use unic_langid::LanguageIdentifier;

#[derive(Embed)]
#[folder = "assets/lang/"]
#[include = "*.ftl"]
struct Files;

/// One language's messages.
pub(super) struct Catalogue {
    pub code: String,
    pub pseudo: bool,
    bundle: FluentBundle<FluentResource>,
}

impl Catalogue {
    fn new(code: &str, source: String, pseudo: bool) -> Catalogue {
        let lang: LanguageIdentifier = code.parse().unwrap_or_default();
        let mut bundle = FluentBundle::new_concurrent(vec![lang]);
        // The terminal shows the text as it is: no Unicode isolation marks
        // round the values put in.
        bundle.set_use_isolating(false);
        if pseudo {
            bundle.set_transform(Some(mark));
        }
        let resource = FluentResource::try_new(source).unwrap_or_else(|(partial, _)| partial);
        // A message given twice keeps its first reading; the catalogue
        // tests report both mistakes.
        let _ = bundle.add_resource(resource);
        Catalogue {
            code: code.to_string(),
            pseudo,
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

/// The pseudo-language's mark on a catalogue's text: ASCII letters become
/// the same letters with a dot or an accent, one column wide.
pub(super) fn mark(text: &str) -> Cow<'_, str> {
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

/// Every language's catalogue, English first, then the others by code,
/// then the pseudo-language.
pub(super) static CATALOGUES: LazyLock<Vec<Catalogue>> = LazyLock::new(|| {
    let mut codes: Vec<String> = Files::iter()
        .filter_map(|name| name.strip_suffix(".ftl").map(str::to_string))
        .collect();
    codes.sort_by_key(|c| (c != "en", c.clone()));
    let mut all: Vec<Catalogue> = codes
        .iter()
        .map(|code| Catalogue::new(code, source(code), false))
        .collect();
    all.push(Catalogue::new("en", source("en"), true));
    all
});

fn source(code: &str) -> String {
    Files::get(&format!("{code}.ftl"))
        .map(|f| String::from_utf8_lossy(&f.data).into_owned())
        .unwrap_or_default()
}

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

/// The messages of the catalogue `code` as the file is written, and the
/// lines Fluent could not read (for the catalogue tests).
pub fn messages_of(code: &str) -> (BTreeMap<String, Message>, Vec<String>) {
    let text = source(code);
    let (resource, junk) = match fluent_syntax::parser::parse(text.as_str()) {
        Ok(r) => (r, Vec::new()),
        Err((r, errors)) => {
            let junk = errors.iter().map(|e| format!("{e:?}")).collect();
            (r, junk)
        }
    };
    let mut messages: BTreeMap<String, Message> = BTreeMap::new();
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
