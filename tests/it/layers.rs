//! The program's modules in layers: no two modules under one parent reach
//! each other in a circle, at any depth of `src` (test modules included),
//! and the terminal code's modules use only their own layer or those below
//! it, as the layers are listed in `src/tui/mod.rs`'s documentation.
//!
//! A module's paths are read from its source: `crate::…`, `super::…` and
//! `self::…`, with `use` groups (`crate::tui::{play, view::Bottom}`)
//! opened. A path from `a/x/…` into `a/y/…` is an arrow from `x` to `y`
//! among `a`'s modules.

use crate::common::rust_source::{Token as Lexed, lex, rust_files};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

type Module = Vec<String>;
/// Arrows among the modules of one parent: parent → (from → to).
type Arrows = BTreeMap<Module, BTreeMap<String, BTreeSet<String>>>;
/// Where each arrow is drawn: (parent, from, to) → the first file and path.
type Places = BTreeMap<(Module, String, String), String>;

/// What the path reader needs of a token.
#[derive(Debug, PartialEq)]
enum Token {
    Ident(String),
    Colons,
    Open,
    Close,
    Comma,
    Dollar,
    Other,
}

/// The tokens of Rust source as the path reader sees them, from the
/// shared lexer (comments and literals dropped to nothing it reads).
fn tokens(src: &str) -> Vec<Token> {
    let lexed = lex(src);
    let mut out = Vec::with_capacity(lexed.len());
    let mut i = 0;
    while i < lexed.len() {
        let token = match &lexed[i] {
            Lexed::Ident(s) => Token::Ident(s.clone()),
            Lexed::Punct(':') if lexed.get(i + 1) == Some(&Lexed::Punct(':')) => {
                i += 1;
                Token::Colons
            }
            Lexed::Punct('{') => Token::Open,
            Lexed::Punct('}') => Token::Close,
            Lexed::Punct(',') => Token::Comma,
            Lexed::Punct('$') => Token::Dollar,
            Lexed::Str(_) | Lexed::Punct(_) => Token::Other,
        };
        out.push(token);
        i += 1;
    }
    out
}

fn ident(t: Option<&Token>) -> Option<&str> {
    match t {
        Some(Token::Ident(s)) => Some(s),
        _ => None,
    }
}

/// The paths a use group or a path names, from `at` (just after `prefix::`).
fn paths_from(tokens: &[Token], mut at: usize, prefix: Module, out: &mut Vec<Module>) -> usize {
    let mut path = prefix;
    loop {
        match tokens.get(at) {
            Some(Token::Ident(s)) => {
                path.push(s.clone());
                at += 1;
                if tokens.get(at) == Some(&Token::Colons) {
                    at += 1;
                    continue;
                }
                out.push(path);
                return at;
            }
            Some(Token::Open) => {
                at += 1;
                loop {
                    match tokens.get(at) {
                        Some(Token::Close) => return at + 1,
                        Some(Token::Comma) => at += 1,
                        None => return at,
                        _ => {
                            let before = at;
                            at = paths_from(tokens, at, path.clone(), out);
                            // Past what the group holds besides paths (`as x`, `*`).
                            while !matches!(
                                tokens.get(at),
                                Some(Token::Comma | Token::Close) | None
                            ) {
                                at += 1;
                            }
                            if at == before {
                                at += 1;
                            }
                        }
                    }
                }
            }
            _ => {
                out.push(path);
                return at;
            }
        }
    }
}

/// Every module path a file's source names, with the module each is
/// named from (the file's own, or an inline module inside it).
fn named(file_module: &Module, src: &str) -> Vec<(Module, Module)> {
    let tokens = tokens(src);
    let mut out = Vec::new();
    // Inline modules open in the file, with the depth of braces they open at.
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut depth = 0usize;
    let mut i = 0;
    while i < tokens.len() {
        let here: Module = file_module
            .iter()
            .cloned()
            .chain(inline.iter().map(|(m, _)| m.clone()))
            .collect();
        match &tokens[i] {
            Token::Open => depth += 1,
            Token::Close => {
                depth = depth.saturating_sub(1);
                if inline.last().is_some_and(|&(_, d)| d == depth) {
                    inline.pop();
                }
            }
            Token::Ident(m) if m == "mod" => {
                if let (Some(name), Some(Token::Open)) =
                    (ident(tokens.get(i + 1)), tokens.get(i + 2))
                {
                    inline.push((name.to_string(), depth));
                    depth += 1;
                    i += 3;
                    continue;
                }
            }
            Token::Ident(root)
                if matches!(root.as_str(), "crate" | "super" | "self")
                    && tokens.get(i + 1) == Some(&Token::Colons)
                    && (i == 0 || tokens[i - 1] != Token::Dollar)
                    && (i == 0 || tokens[i - 1] != Token::Colons) =>
            {
                let mut base: Module = match root.as_str() {
                    "crate" => Vec::new(),
                    _ => here.clone(),
                };
                let mut at = i + 2;
                if root == "super" {
                    base.pop();
                    while ident(tokens.get(at)) == Some("super")
                        && tokens.get(at + 1) == Some(&Token::Colons)
                    {
                        base.pop();
                        at += 2;
                    }
                }
                let mut paths = Vec::new();
                let end = paths_from(&tokens, at, base, &mut paths);
                out.extend(paths.into_iter().map(|p| (here.clone(), p)));
                i = end.max(i + 1);
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    out
}

/// The module a source file is: `src/tui/ka/mod.rs` is `tui::ka`.
fn module_of(rel: &Path) -> Module {
    let mut parts: Module = rel
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    let last = parts.pop().unwrap_or_default();
    let stem = last.trim_end_matches(".rs");
    if !matches!(stem, "mod" | "lib" | "main") {
        parts.push(stem.to_string());
    }
    parts
}

/// The arrows among sibling modules in all of `src`.
fn arrows() -> (Arrows, Places) {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let modules: BTreeSet<Module> = files
        .iter()
        .map(|f| module_of(f.strip_prefix(&src).expect("under src")))
        .collect();
    let mut arrows = Arrows::new();
    let mut places = Places::new();
    for file in &files {
        let module = module_of(file.strip_prefix(&src).expect("under src"));
        let text = std::fs::read_to_string(file).expect("a source file is readable");
        for (from, to) in named(&module, &text) {
            let common = from.iter().zip(&to).take_while(|(a, b)| a == b).count();
            let (Some(a), Some(b)) = (from.get(common), to.get(common)) else {
                continue; // one holds the other
            };
            let parent: Module = to[..common].to_vec();
            let mut target = parent.clone();
            target.push(b.clone());
            if !modules.contains(&target) {
                continue; // an item of the parent, not a module
            }
            let rel = file.strip_prefix(&src).expect("under src").display();
            (places.entry((parent.clone(), a.clone(), b.clone())))
                .or_insert_with(|| format!("{rel}: {}", to.join("::")));
            arrows
                .entry(parent)
                .or_default()
                .entry(a.clone())
                .or_default()
                .insert(b.clone());
        }
    }
    (arrows, places)
}

/// Groups of modules that reach each other (Tarjan's strongly connected
/// components of more than one module).
fn circles(arrows: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    struct Walk<'a> {
        arrows: &'a BTreeMap<String, BTreeSet<String>>,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        found: Vec<Vec<String>>,
    }
    fn visit<'a>(w: &mut Walk<'a>, v: &'a str) {
        let n = w.index.len();
        w.index.insert(v, n);
        w.low.insert(v, n);
        w.stack.push(v);
        for to in w.arrows.get(v).into_iter().flatten() {
            if !w.index.contains_key(to.as_str()) {
                visit(w, to);
                let low = w.low[v].min(w.low[to.as_str()]);
                w.low.insert(v, low);
            } else if w.stack.contains(&to.as_str()) {
                let low = w.low[v].min(w.index[to.as_str()]);
                w.low.insert(v, low);
            }
        }
        if w.low[v] == w.index[v] {
            let at = w.stack.iter().rposition(|&m| m == v).expect("on the stack");
            let group: Vec<String> = w.stack.drain(at..).map(String::from).collect();
            if group.len() > 1 {
                w.found.push(group);
            }
        }
    }
    let mut walk = Walk {
        arrows,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        found: Vec::new(),
    };
    for v in arrows.keys() {
        if !walk.index.contains_key(v.as_str()) {
            visit(&mut walk, v);
        }
    }
    walk.found
}

#[test]
fn no_modules_under_one_parent_reach_each_other_in_a_circle() {
    let (arrows, places) = arrows();
    let found: Vec<String> = arrows
        .iter()
        .flat_map(|(parent, among)| {
            let places = &places;
            circles(among).into_iter().map(move |group| {
                let inside = (group.iter())
                    .flat_map(|a| {
                        among[a]
                            .iter()
                            .filter(|b| group.contains(b))
                            .map(move |b| (a, b))
                    })
                    .map(|(a, b)| {
                        format!(
                            "  {a} → {b} ({})",
                            places[&(parent.clone(), a.clone(), b.clone())]
                        )
                    });
                let inside: Vec<String> = inside.collect();
                format!(
                    "in {}: {}\n{}",
                    path(parent),
                    group.join(", "),
                    inside.join("\n")
                )
            })
        })
        .collect();
    assert!(
        found.is_empty(),
        "modules in a circle:\n{}",
        found.join("\n")
    );
}

fn path(module: &[String]) -> String {
    if module.is_empty() {
        "crate".to_string()
    } else {
        module.join("::")
    }
}

/// The terminal code's layers, top first, as `src/tui/mod.rs` lists them
/// under "Layers": each line of the list names its modules in backquotes.
fn tui_layers() -> Vec<Vec<String>> {
    let doc = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/tui/mod.rs"))
        .expect("tui's module is readable");
    let mut items: Vec<String> = Vec::new();
    let section = doc
        .lines()
        .skip_while(|l| !l.starts_with("//! # Layers"))
        .skip(1)
        .take_while(|l| l.starts_with("//!"));
    for line in section {
        if let Some(item) = line.strip_prefix("//! - ") {
            items.push(item.to_string());
        } else if let (Some(more), Some(item)) = (line.strip_prefix("//!   "), items.last_mut()) {
            item.push(' ');
            item.push_str(more);
        }
    }
    // Each line's module names, in backquotes before its colon.
    let mut layers: Vec<Vec<String>> = items
        .iter()
        .map(|item| {
            let names = item.split(':').next().unwrap_or_default();
            names
                .split('`')
                .skip(1)
                .step_by(2)
                .map(String::from)
                .collect()
        })
        .collect();
    // Every game's screen is in the top layer, named as its folder under
    // `src/games`, so a new game's screen needs no line here.
    let games = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/games");
    for entry in std::fs::read_dir(games).expect("src/games is readable") {
        let path = entry.expect("an entry of src/games").path();
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned());
        if let (true, Some(first), Some(name)) = (path.is_dir(), layers.first_mut(), name)
            && !first.contains(&name)
        {
            first.push(name);
        }
    }
    layers
}

#[test]
fn the_terminal_codes_modules_use_only_their_layer_and_those_below() {
    let layers = tui_layers();
    assert!(
        layers.len() >= 3,
        "src/tui/mod.rs lists its layers: {layers:?}"
    );
    let layer_of = |m: &str| layers.iter().position(|l| l.iter().any(|n| n == m));
    let (arrows, places) = arrows();
    let tui = vec!["tui".to_string()];
    let among = &arrows[&tui];
    let modules: BTreeSet<&String> = among.keys().chain(among.values().flatten()).collect();
    let unlisted: Vec<&&String> = modules.iter().filter(|m| layer_of(m).is_none()).collect();
    assert!(
        unlisted.is_empty(),
        "modules of tui in no layer: {unlisted:?}"
    );
    let upward: Vec<String> = among
        .iter()
        .flat_map(|(from, tos)| tos.iter().map(move |to| (from, to)))
        .filter(|(from, to)| layer_of(to) < layer_of(from))
        .map(|(from, to)| {
            format!(
                "{from} → {to} ({})",
                places[&(tui.clone(), from.clone(), to.clone())]
            )
        })
        .collect();
    assert!(upward.is_empty(), "arrows up the layers: {upward:?}");
}

#[test]
fn paths_are_read_through_use_groups_super_and_inline_modules() {
    let module: Module = vec!["tui".into(), "ka".into()];
    let src = "use crate::tui::{play::{Front, Screen}, view};\n\
               // crate::tui::lobby in a comment\n\
               const S: &str = \"crate::tui::rooms\";\n\
               fn f() { super::theme::Theme::MONO; $crate::tr!(); }\n\
               mod tests { use super::*; use super::super::keys; }";
    let names: Vec<String> = named(&module, src)
        .into_iter()
        .map(|(from, to)| format!("{} -> {}", from.join("::"), to.join("::")))
        .collect();
    assert_eq!(
        names,
        [
            "tui::ka -> tui::play::Front",
            "tui::ka -> tui::play::Screen",
            "tui::ka -> tui::view",
            "tui::ka -> tui::theme::Theme::MONO",
            "tui::ka::tests -> tui::ka",
            "tui::ka::tests -> tui::keys",
        ]
    );
    let among: BTreeMap<String, BTreeSet<String>> =
        [("a", "b"), ("b", "c"), ("c", "a"), ("c", "d")]
            .into_iter()
            .fold(BTreeMap::new(), |mut m, (a, b)| {
                m.entry(a.to_string())
                    .or_insert_with(BTreeSet::new)
                    .insert(b.to_string());
                m
            });
    let mut found = circles(&among);
    found.iter_mut().for_each(|g| g.sort());
    assert_eq!(found, [vec!["a".to_string(), "b".into(), "c".into()]]);
}
