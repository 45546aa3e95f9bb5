//! The languages a player reads. Every sentence of the program is a
//! message in a Fluent catalogue, embedded in the binary: a language is a
//! folder `assets/lang/<code>/` of `.ftl` files (`messages.ftl` for the
//! program's sentences, `lessons.ftl` for the lessons' texts), and adding
//! one is adding a folder there, with no change to the code.
//!
//! Text is made with [`tr!`](crate::tr) from a message id and typed
//! arguments, in the language of the thread making it: the process's
//! language (chosen once at start by [`init`]) unless the thread chose its
//! own with [`set`]. The terminal game makes all its text on one thread, so
//! switching language there is [`set`]; tests choose theirs the same way
//! without touching each other.
//!
//! Plural forms come from the catalogue (Fluent selects on the CLDR plural
//! category of the language); numbers with a fixed number of decimals are
//! passed as [`Arg::decimal`].

mod catalogue;
pub mod locale;

use catalogue::{CATALOGUES, Catalogue, ENGLISH};
use fluent_bundle::{FluentArgs, FluentValue, types::FluentNumber};
use std::cell::Cell;
use std::fmt;
use std::str::FromStr;
use std::sync::atomic::{AtomicUsize, Ordering};

pub use catalogue::{Message, messages_of};

/// A language the program speaks: one of the embedded catalogues.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Lang(usize);

impl Lang {
    /// English, the language of the message ids and the fallback.
    pub fn english() -> Lang {
        Lang::find(ENGLISH).expect("the English catalogue is embedded")
    }

    /// Every language with a catalogue, English first.
    pub fn all() -> impl Iterator<Item = Lang> {
        CATALOGUES.languages().map(Lang)
    }

    /// The language whose catalogue is `code` (`en`, `ms`), if there is one.
    pub fn find(code: &str) -> Option<Lang> {
        CATALOGUES.find(code).map(Lang)
    }

    /// A made-up language for tests: English with every letter of every
    /// message marked (`a` → `ȧ`), so that text not made from the catalogue
    /// shows up as plain ASCII letters on the screen.
    pub fn pseudo() -> Lang {
        Lang(CATALOGUES.pseudo().expect("the pseudo-language is built"))
    }

    /// The catalogue's code: `en`, `ms`.
    pub fn code(self) -> &'static str {
        &CATALOGUES[self.0].code
    }

    /// The language's name in itself ("English", "Bahasa Melayu"), from its
    /// catalogue's `language-name`.
    pub fn own_name(self) -> String {
        CATALOGUES[self.0].format("language-name", None)
    }

    /// Whether this is the made-up test language of [`Lang::pseudo`].
    pub fn is_pseudo(self) -> bool {
        CATALOGUES[self.0].pseudo
    }

    /// The next language, round the list: what the game's language key
    /// switches to.
    pub fn next(self) -> Lang {
        let all: Vec<Lang> = Lang::all().collect();
        let at = all.iter().position(|&l| l == self).unwrap_or(0);
        all[(at + 1) % all.len()]
    }

    fn catalogue(self) -> &'static Catalogue {
        &CATALOGUES[self.0]
    }

    /// The message `id` (one without arguments) in this language, whatever
    /// the thread's: for words typed in either of two languages.
    pub fn word(self, id: &str) -> String {
        CATALOGUES.say(self.0, id, None)
    }
}

impl fmt::Debug for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Lang({})", self.code())
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A language code with no catalogue.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLang(pub String);

impl FromStr for Lang {
    type Err = UnknownLang;

    fn from_str(s: &str) -> Result<Lang, UnknownLang> {
        Lang::find(s.trim()).ok_or_else(|| UnknownLang(s.to_string()))
    }
}

/// The process's language, as an index into the catalogues (English
/// until [`init`]).
static PROCESS: AtomicUsize = AtomicUsize::new(usize::MAX);

thread_local! {
    static THREAD: Cell<Option<Lang>> = const { Cell::new(None) };
}

/// Chooses the process's language, for every thread that has not chosen
/// its own. Called once at start.
pub fn init(lang: Lang) {
    PROCESS.store(lang.0, Ordering::Relaxed);
}

/// Chooses this thread's language.
pub fn set(lang: Lang) {
    THREAD.with(|t| t.set(Some(lang)));
}

/// The language text is made in on this thread.
pub fn current() -> Lang {
    THREAD.with(Cell::get).unwrap_or_else(|| {
        let i = PROCESS.load(Ordering::Relaxed);
        if i < CATALOGUES.len() {
            Lang(i)
        } else {
            Lang::english()
        }
    })
}

/// A value a message is made from.
pub struct Arg(FluentValue<'static>);

impl Arg {
    /// A number shown with exactly `places` decimals ("94.8"), still a
    /// number for the catalogue's plural choices.
    pub fn decimal(value: f64, places: usize) -> Arg {
        let text = format!("{value:.places$}");
        Arg(FluentNumber::from_str(&text)
            .map(FluentValue::Number)
            .unwrap_or(FluentValue::String(text.into())))
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg(FluentValue::String(s.into()))
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg(FluentValue::String(s.to_string().into()))
    }
}

impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::from(s.as_str())
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg(FluentValue::from(n))
            }
        }
    )*};
}
number_args!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize, f64);

/// Whether `id` is a message of the catalogues (of English, which every
/// other language follows).
pub fn has(id: &str) -> bool {
    Lang::english().catalogue().has(id)
}

/// The message `id` in this thread's language, made from `args`.
///
/// A message missing from the language falls back to English; one missing
/// from English too comes out as its id in brackets (the catalogue tests
/// keep that from happening).
pub fn text(id: &str, args: &[(&str, Arg)]) -> String {
    let fluent_args = (!args.is_empty()).then(|| {
        let mut a = FluentArgs::with_capacity(args.len());
        for (key, value) in args {
            a.set(*key, value.0.clone());
        }
        a
    });
    CATALOGUES.say(current().0, id, fluent_args.as_ref())
}

/// A message of the catalogue in this thread's language:
/// `tr!("seat-south")`, `tr!("won-by", player = name, points = 12)`.
/// Arguments are anything that converts into an [`Arg`]; their names are
/// the message's `$variables`.
#[macro_export]
macro_rules! tr {
    ($id:literal) => {
        $crate::i18n::text($id, &[])
    };
    ($id:literal, $($key:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::text($id, &[$((stringify!($key), $crate::i18n::Arg::from($value))),+])
    };
}

#[cfg(test)]
mod tests;
