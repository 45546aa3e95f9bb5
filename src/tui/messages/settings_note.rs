//! What the settings tell on any screen: the language switched to, a
//! setting kept or not.

use crate::settings::SettingsError;
use crate::tr;

/// Whether a change of the settings was kept in the settings file.
#[derive(Debug)]
pub enum Kept {
    Yes,
    /// There is no settings file (no config directory): for this game only.
    NoFile,
    /// Writing the file failed.
    No(SettingsError),
}

/// What the settings tell the players.
#[derive(Debug)]
pub enum SettingsNote {
    /// The language was switched (said in the new one).
    Language(Kept),
    /// A setting changed with its own key (f) could not be kept.
    NotKept(SettingsError),
    /// The settings screen's choices were saved, or not.
    Saved(Kept),
}

impl SettingsNote {
    /// Whether it tells of a failure.
    pub fn failed(&self) -> bool {
        matches!(
            self,
            SettingsNote::NotKept(_)
                | SettingsNote::Language(Kept::No(_))
                | SettingsNote::Saved(Kept::No(_))
        )
    }

    /// The sentence, in the thread's language.
    pub fn text(&self) -> String {
        match self {
            SettingsNote::Language(Kept::No(e)) => {
                tr!("settings-language-not-kept", error = error(e))
            }
            SettingsNote::Language(_) => tr!("settings-language-now"),
            SettingsNote::NotKept(e) => tr!("settings-not-kept", error = error(e)),
            SettingsNote::Saved(Kept::Yes) => tr!("settings-saved"),
            SettingsNote::Saved(Kept::NoFile) => tr!("settings-no-file"),
            SettingsNote::Saved(Kept::No(e)) => tr!("settings-not-kept", error = error(e)),
        }
    }
}

/// Why the settings file could not be written or read, in words.
pub fn error(e: &SettingsError) -> String {
    match e {
        SettingsError::File(e) => e.to_string(),
        SettingsError::Text { path, error } => tr!(
            "settings-bad-file",
            path = path.display().to_string(),
            error = error.to_string()
        ),
        SettingsError::Server => tr!("settings-server-error"),
    }
}
