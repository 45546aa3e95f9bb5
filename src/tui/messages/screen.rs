//! The words of the screen around the board: the move being typed, the key
//! bar's arrows in ASCII, and the screen shown when the terminal is too
//! small.

use crate::tr;

/// Before the move being typed on the message line.
pub fn prompt() -> String {
    format!("{} ", tr!("tui-prompt"))
}

/// What the too-small screen says first: that the game needs `min`
/// (columns, rows) and has `size`.
pub fn too_small(min: (u16, u16), size: (u16, u16)) -> [String; 2] {
    let ((w, h), (width, height)) = (min, size);
    [
        tr!("tui-too-small"),
        tr!(
            "tui-too-small-size",
            min_width = w,
            min_height = h,
            width = width,
            height = height
        ),
    ]
}

/// The too-small screen's last line: while quitting is being asked, or
/// otherwise (a form has [`too_small_form`]).
pub fn too_small_last(quitting: bool) -> String {
    if quitting {
        tr!("tui-too-small-quit")
    } else {
        tr!("tui-too-small-enlarge")
    }
}

/// On a screen too small for a new-game form.
pub fn too_small_form() -> String {
    tr!("form-too-small")
}
