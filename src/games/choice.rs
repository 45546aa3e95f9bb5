//! Options with a fixed set of named values (rule options, presets,
//! patterns, the game itself), written in lower case on the command line and
//! in files; shared by every game.

/// A rule option with a fixed set of named values, written in lower case on
/// the command line and in files.
pub trait Choice: Copy + Sized + 'static {
    /// Every value, the default first.
    const ALL: &'static [Self];
    /// What the option is called (`second-column`, `ka`, …).
    const OPTION: &'static str;
    /// The value's name as written.
    fn name(self) -> &'static str;

    /// The value with this name, if any.
    fn from_name(name: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|v| v.name() == name)
    }
}

/// Error for a name that is not one of an option's values.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownChoice {
    /// The option's name, as on the command line.
    pub option: &'static str,
    /// The text given.
    pub found: String,
    /// The option's values.
    pub expected: Vec<&'static str>,
}

macro_rules! choice {
    (
        $(#[$meta:meta])*
        $name:ident, $option:literal {
            $( $(#[$vmeta:meta])* $variant:ident = $text:literal, )+
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
        #[serde(rename_all = "kebab-case")]
        pub enum $name {
            $( $(#[$vmeta])* $variant, )+
        }

        impl $crate::games::choice::Choice for $name {
            const ALL: &'static [Self] = &[$($name::$variant),+];
            const OPTION: &'static str = $option;
            fn name(self) -> &'static str {
                match self { $($name::$variant => $text,)+ }
            }
        }

        impl Default for $name {
            fn default() -> Self {
                Self::ALL[0]
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.name())
            }
        }

        impl std::str::FromStr for $name {
            type Err = $crate::games::choice::UnknownChoice;
            fn from_str(s: &str) -> Result<Self, $crate::games::choice::UnknownChoice> {
                Self::from_name(s).ok_or_else(|| $crate::games::choice::UnknownChoice {
                    option: $option,
                    found: s.to_string(),
                    expected: Self::ALL.iter().map(|v| v.name()).collect(),
                })
            }
        }
    };
}
pub(crate) use choice;

/// An option given on the command line for another game than the one
/// played (`--players` for the ka game).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OtherGamesOption {
    /// The option as written: `--players`.
    pub option: &'static str,
    /// The game being played, which does not have it.
    pub game: crate::games::GameKind,
}
