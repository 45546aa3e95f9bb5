//! The settings of a visitor with a key, kept by the server for their key
//! as the settings file keeps a player's at their own terminal: the
//! language, the board's drawing and the bell, written as the settings
//! file writes them (RON), so that a field a later pasang adds is passed
//! over here and a missing one takes its default.

use super::Db;
use crate::settings::{Keeper, Settings, SettingsError};
use rusqlite::OptionalExtension;
use std::sync::Arc;

/// The table, made in a database of any version.
pub(super) const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS visitor_settings (
    key TEXT PRIMARY KEY,
    settings TEXT NOT NULL
);
";

/// The most bytes of settings kept for one key.
const MOST: usize = 4096;

/// A visitor's settings before they change any: a visitor's terminal
/// rings for their turn from the start.
pub fn visitor_defaults() -> Settings {
    Settings {
        bell: true,
        ..Settings::default()
    }
}

impl Db {
    /// The settings kept for `key`, if any can be read.
    pub fn settings(&self, key: &str) -> Option<Settings> {
        let conn = self.lock();
        let text: Option<String> = conn
            .query_row(
                "SELECT settings FROM visitor_settings WHERE key = ?1",
                [key],
                |r| r.get(0),
            )
            .optional()
            .ok()
            .flatten();
        text.and_then(|t| Settings::from_text(&t))
    }

    /// Makes `change` to the settings kept for `key` (the visitor's
    /// defaults if none are) and keeps them, in one transaction.
    pub fn change_settings(
        &self,
        key: &str,
        change: &mut dyn FnMut(&mut Settings),
    ) -> Result<Settings, SettingsError> {
        let mut conn = self.lock();
        let mut write = |conn: &mut rusqlite::Connection| -> rusqlite::Result<Option<Settings>> {
            let tx = conn.transaction()?;
            let text: Option<String> = tx
                .query_row(
                    "SELECT settings FROM visitor_settings WHERE key = ?1",
                    [key],
                    |r| r.get(0),
                )
                .optional()?;
            let mut settings = (text.as_deref())
                .and_then(Settings::from_text)
                .unwrap_or_else(visitor_defaults);
            change(&mut settings);
            let text = settings.to_text();
            if text.len() > MOST {
                return Ok(None);
            }
            tx.execute(
                "INSERT INTO visitor_settings (key, settings) VALUES (?1, ?2)
                 ON CONFLICT(key) DO UPDATE SET settings = excluded.settings",
                rusqlite::params![key, text],
            )?;
            tx.commit()?;
            Ok(Some(settings))
        };
        match write(&mut conn) {
            Ok(Some(settings)) => Ok(settings),
            Ok(None) | Err(_) => Err(SettingsError::Server),
        }
    }
}

/// The settings of the visitor with `key`, kept in a server's database.
pub struct Kept {
    pub db: Arc<Db>,
    pub key: String,
}

impl Keeper for Kept {
    fn load(&self) -> Settings {
        self.db.settings(&self.key).unwrap_or_else(visitor_defaults)
    }

    fn update(&self, change: &mut dyn FnMut(&mut Settings)) -> Result<Settings, SettingsError> {
        self.db.change_settings(&self.key, change)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_keys_settings_are_kept_changed_field_by_field_and_read_back() {
        let db = Arc::new(Db::in_memory());
        let kept = Kept {
            db: Arc::clone(&db),
            key: "SHA256:awang".into(),
        };
        // Nothing kept yet: the bell rings for a visitor.
        assert_eq!(kept.load(), visitor_defaults());
        assert!(kept.load().bell);
        kept.update(&mut |s| s.language = Some("ms".into()))
            .unwrap();
        kept.update(&mut |s| s.ascii = true).unwrap();
        let now = kept.load();
        assert_eq!(now.language.as_deref(), Some("ms"));
        assert!(now.ascii && now.bell);
        // Another key's are its own.
        assert_eq!(db.settings("SHA256:siti"), None);
        // A field of a later pasang is passed over; the rest is read.
        db.lock()
            .execute(
                "UPDATE visitor_settings SET settings = ?1",
                ["(language: Some(\"en\"), bell: false, board_glow: 3)"],
            )
            .unwrap();
        let read = kept.load();
        assert_eq!(read.language.as_deref(), Some("en"));
        assert!(!read.bell);
    }
}
