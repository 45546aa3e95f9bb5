//! The words of the screen around the board: the move being typed, the key
//! bar's arrows in ASCII, and the screen shown when the terminal is too
//! small.

/// Before the move being typed on the message line.
pub const PROMPT: &str = "Move: ";

/// The arrow keys in the key bar, where the arrows cannot be drawn.
pub const ARROWS_ASCII: &str = "arrows/hjkl";

/// What the too-small screen says first: that the game needs `min`
/// (columns, rows) and has `size`.
pub fn too_small(min: (u16, u16), size: (u16, u16)) -> [String; 2] {
    let ((w, h), (width, height)) = (min, size);
    [
        "Pasang needs a larger terminal.".to_string(),
        format!("It needs at least {w}×{h}; this one is {width}×{height}."),
    ]
}

/// The too-small screen's last line while quitting is being asked.
pub const TOO_SMALL_QUIT: &str = "Quit this unfinished game? y / n";

/// The too-small screen's last line otherwise (the new-game screen has
/// [`super::new_game::TOO_SMALL`]).
pub const TOO_SMALL_ENLARGE: &str = "Enlarge the window, or press q to quit.";
