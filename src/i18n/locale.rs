//! The language asked for by the environment's locale.

use super::Lang;

/// The language of the locale set in the environment: the first of
/// `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not empty decides, as
/// POSIX has it; `ms_BN.UTF-8`, `ms_MY` and `ms` all ask for Malay. `None`
/// when that locale's language has no catalogue (or is `C`/`POSIX`).
pub fn from_env(var: impl Fn(&str) -> Option<String>) -> Option<Lang> {
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"]
        .into_iter()
        .filter_map(var)
        .find(|v| !v.is_empty())?;
    let language = locale
        .split(['_', '.', '@', '-'])
        .next()
        .unwrap_or_default();
    Lang::find(language)
}

/// The language of this process's environment.
pub fn from_process_env() -> Option<Lang> {
    from_env(|name| std::env::var(name).ok())
}
