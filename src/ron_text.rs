//! Reading a RON value from bytes a user gave: bounded in size, text only,
//! and with the line and column of a syntax error. Pure: the bytes are
//! read from the file elsewhere.

use serde::de::DeserializeOwned;

/// Why some bytes are not the RON value wanted. The messages follow a
/// noun: "the setup is empty", "the record is not valid RON: …".
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TextError {
    Empty,
    TooLarge {
        limit: usize,
    },
    NotText {
        offset: usize,
    },
    Ron {
        line: usize,
        column: usize,
        message: String,
    },
}

/// Reads a `T` from RON bytes of at most `limit` bytes.
pub fn read_ron<T: DeserializeOwned>(bytes: &[u8], limit: usize) -> Result<T, TextError> {
    read_ron_with(bytes, limit, ron::Options::default())
}

/// [`read_ron`] with RON's `options` (extensions on by default).
pub fn read_ron_with<T: DeserializeOwned>(
    bytes: &[u8],
    limit: usize,
    options: ron::Options,
) -> Result<T, TextError> {
    if bytes.len() > limit {
        return Err(TextError::TooLarge { limit });
    }
    let text = std::str::from_utf8(bytes).map_err(|e| TextError::NotText {
        offset: e.valid_up_to(),
    })?;
    if text.trim().is_empty() {
        return Err(TextError::Empty);
    }
    options.from_str(text).map_err(|e| TextError::Ron {
        line: e.span.start.line,
        column: e.span.start.col,
        message: e.code.to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_problem_is_told_apart() {
        let read = |b: &[u8]| read_ron::<Vec<u8>>(b, 16);
        assert_eq!(read(b"[1, 2]"), Ok(vec![1, 2]));
        assert_eq!(read(b" \n "), Err(TextError::Empty));
        assert_eq!(read(&[b' '; 17]), Err(TextError::TooLarge { limit: 16 }));
        assert_eq!(read(b"[1, \xff]"), Err(TextError::NotText { offset: 4 }));
        let err = read(b"[1,\n 2").unwrap_err().to_string();
        assert!(err.starts_with("is not valid RON: line 2, column"), "{err}");
    }
}
