//! Join codes: short, easy to read aloud and to type, and hard to guess.

use std::io::Read;

/// The letters of a code: no 0/o, 1/l/i, which are read wrongly.
const ALPHABET: &[u8] = b"23456789abcdefghjkmnpqrstuvwxyz";

/// How long a code is: 31⁸ ≈ 852 billion codes. With 500 games open, a
/// guess finds one in 1.7 billion; at the ten wrong codes a minute one
/// origin may give ([`super::guesses`]), that is 324 years of guessing
/// on average from one origin.
pub const LEN: usize = 8;

/// A new code from the system's randomness (the clock, where there is
/// none to read).
pub fn new_code() -> String {
    let mut bytes = [0u8; LEN];
    let read = std::fs::File::open("/dev/urandom").and_then(|mut f| f.read_exact(&mut bytes));
    if read.is_err() {
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos());
        let mut x = now as u64 ^ u64::from(std::process::id()).rotate_left(32);
        for b in &mut bytes {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            *b = (x >> 56) as u8;
        }
    }
    bytes
        .iter()
        .map(|b| ALPHABET[*b as usize % ALPHABET.len()] as char)
        .collect()
}

/// A code as typed: spaces and dashes dropped, any case; `None` when it
/// cannot be a code.
pub fn normalise(typed: &str) -> Option<String> {
    let code: String = typed
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .map(|c| c.to_ascii_lowercase())
        .collect();
    (code.len() == LEN && code.bytes().all(|b| ALPHABET.contains(&b))).then_some(code)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_eight_letters_of_the_alphabet_and_differ() {
        let a = new_code();
        let b = new_code();
        assert_eq!(a.len(), LEN);
        assert!(
            a.bytes()
                .all(|c| b"23456789abcdefghjkmnpqrstuvwxyz".contains(&c))
        );
        assert_ne!(a, b);
        assert_eq!(normalise(&a), Some(a.clone()));
    }

    #[test]
    fn a_typed_code_is_read_in_any_case_with_spaces_and_dashes() {
        assert_eq!(normalise(" K7M2-QX9P "), Some("k7m2qx9p".to_string()));
        assert_eq!(normalise("k7m2qx9"), None, "too short");
        assert_eq!(normalise("k7m2qx90"), None, "0 is not in codes");
        assert_eq!(normalise("k7m2qx9pp"), None, "too long");
    }
}
