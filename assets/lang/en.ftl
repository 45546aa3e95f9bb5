# pasang's English messages. Each message is a Fluent message
# (https://projectfluent.org/fluent/guide/): an id, then its text, with
# { $name } for the values the program puts in. A translation is a file
# like this one, <language code>.ftl, with the same ids and values.

language-name = English

## Shared words

points = { $n ->
    [one] { $n } point
   *[other] { $n } points
}

## cli: the command line, its help and errors (helper cli)

## files: files, setups and records (helper cli)

## check: pasang check (helper cli)

## match: pasang match, perft and bench (helper cli)

## rules: the games' words and the reasons a move is illegal (helper cli)

## tui: the terminal game, both games (helper tui)

tui-level = { $level ->
    [random] random
    [easy] easy
    [medium] medium
   *[hard] hard
}
tui-stones-points = { $stones ->
    [one] { $stones } stone
   *[other] { $stones } stones
}, { $points ->
    [one] { $points } point
   *[other] { $points } points
}
tui-prompt = Move:
tui-too-small = Pasang needs a larger terminal.
tui-too-small-size = It needs at least { $min_width }×{ $min_height }; this one is { $width }×{ $height }.
tui-too-small-quit = Quit this unfinished game? y / n
tui-too-small-enlarge = Enlarge the window, or press q to quit.

# The message line: what happened.
note-played = { $player } played { $mv }: { $stones ->
    [one] { $stones } stone
   *[other] { $stones } stones
}, { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
note-undone = Took back { $mv }; U puts it back.
note-redone = Played { $mv } again.
note-new-game = New game. { $player } begins.
note-continued = Playing on from move { $ply }; the { $dropped ->
    [one] { $dropped } move
   *[other] { $dropped } moves
} after it wait on U (redo).
note-suggested = Suggested: { $mv }, taking { $stones ->
    [one] { $stones } stone
   *[other] { $stones } stones
}, { $points ->
    [one] { $points } point
   *[other] { $points } points
}. Enter plays it.
note-saved = Saved to { $path }; open it with pasang --load { $path }
note-save-failed = Could not save: { $error }
note-saving-off = Saving is off in this view.
note-not-this-file = Not file { $file }: { $reason }
note-entry-captures-nothing = from { $from } the ka would land on { $to } with nothing to capture, and every move must capture
note-cannot-enter = { $from } cannot become { $player }'s ka: { $reason }. Pick a marked stone.
note-choose-the-stone = Choose the stone that enters: { $a } or { $b }, not the point it lands on.
note-move-the-ka = Move the ka: pick one of the marked points it can reach from { $ka }.
note-no-odd-line = there is no odd line to capture across the move there
note-ka-cannot-go = The ka cannot go to { $to }: { $reason }.
note-computer-turn = { $player } is the computer (ai:{ $level }): wait for its move, or u to take back yours.
note-replay-at = Back to the position after move { $n }.
note-replay-move = Move { $n }: { $player } played { $mv }, taking { $stones ->
    [one] { $stones } stone
   *[other] { $stones } stones
}, { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
refused-game-over = The game is over: n starts a new one, u takes a move back.
refused-nothing-to-undo = There is no move to undo.
refused-nothing-of-yours = There is no move of yours to take back: only the computer has moved.
refused-nothing-to-redo = There is no move to redo.
refused-replay = This is a replay: → and ← step through the game, q leaves.
refused-in-the-past = This is a past position: Enter plays on from here, End returns to the present.

# What both games tell alike; $unit is move (the ka game) or turn (Bell's).
told-hint-thinking = Thinking of a { $unit ->
    [turn] turn
   *[move] move
} to suggest…
told-computer-to-move = The computer is to move.
told-computer-lost = The computer stopped without a { $unit ->
    [turn] turn
   *[move] move
}; it will try again.
told-computer-failed = Could not start the computer: { $error }.
told-autosave-failed = Autosave failed: { $error }. It tries again at every { $unit ->
    [turn] turn
   *[move] move
}; ! in the panel while it fails.
told-autosave-recovered = Autosave works again: the game is saved.
told-replay-first = The first position: → steps forward.
told-replay-last = The last position: ← steps back.
told-replay-start = Replay: → steps forward, ← back, Home and End jump; q leaves.
told-past = Looking back: after { $unit ->
    [turn] turn
   *[move] move
} { $ply } of { $of }. PgUp/PgDn step, End returns, Enter plays on from here.
told-present = Back to the present.
told-flipped = { $player } is at the bottom; f turns the board back.
told-unflipped = { $player } is at the bottom; f turns the board.
told-no-saved-games = No saved games: there is no data directory (see --data-dir).
told-games-unreadable = The saved games cannot be listed: { $error }.

# The panel's line for the player to move.
hint-thinking = { $player } (ai:{ $level }) is thinking{ $dots } { $seconds } s
hint-thinking-undo = { $thinking } · u takes back your move
hint-replay = Replay, move { $n } of { $of } (after { $mv }): → forward, ← back
hint-replay-start = Replay, move { $n } of { $of } (the start): → forward, ← back
hint-past = Looking back at move { $n } of { $of }: End returns, Enter plays on from here
hint-won-by-score = { $player } wins by score. n: new game, u: take a move back
hint-draw = A draw. n: new game, u: take a move back
hint-won-by-suntuk = { $player } wins by suntuk. n: new game, u: take a move back
hint-take-the-one = { $player }: Enter takes the marked stones; Esc goes back
hint-choose = { $player }: capture { $at } of { $of } shown; Tab for the next, Enter takes it
hint-column = { $player }: take a column from your half (ranks { $ranks })
hint-ka-entry = { $player }: pick a marked stone to enter file { $file } as your ka
hint-ka-moves = { $player }: move your ka ({ $ka }) to a marked point

# The message line when there is no note: what the cursor is on.
cursor-centre = { $at }: the centre, which is not a point
cursor-stone = { $at }: { $colour } stone ({ $points ->
    [one] { $points } point
   *[other] { $points } points
})
cursor-ka = { $at }: { $player }'s ka
cursor-empty = { $at }: empty
cursor-and = { $what } · { $then }
cursor-choice = { $mv }: takes { $stones ->
    [one] { $stones } stone
   *[other] { $stones } stones
}, { $points ->
    [one] { $points } point
   *[other] { $points } points
} of { $to }
cursor-choice-line = { $mv }: takes { $stones ->
    [one] { $stones } stone
   *[other] { $stones } stones
}, { $points ->
    [one] { $points } point
   *[other] { $points } points
} { $line } of { $to }
cursor-column = column { $file }: { $stones ->
    [one] { $stones } stone
   *[other] { $stones } stones
}, { $points ->
    [one] { $points } point
   *[other] { $points } points
} · Enter takes it
cursor-column-not-allowed = column { $file } is not allowed
cursor-enters = enters { $to } as the ka, { $ways ->
    [one] { $ways } capture
   *[other] { $ways } captures
} · Enter
cursor-ka-takes = { $mv } takes { $stones ->
    [one] { $stones } stone
   *[other] { $stones } stones
}, { $points ->
    [one] { $points } point
   *[other] { $points } points
} · Enter
cursor-ways = { $ways } ways to capture · Enter to choose

# The side panel.
panel-title = Pasang · { $setup } · { $rules }
panel-unsaved-title = ! not saved · { $rules }
panel-past-title = PAST · after { $ply } of { $of } moves
panel-points = { $n ->
    [one] point
   *[other] points
}
panel-computer = ai:{ $level }
panel-took = took { $black } black, { $white } white
panel-move = Move { $n } · { $phase }
panel-game-over = Game over
panel-lead = Lead
panel-leads = { $player } leads by { $by }
panel-level = Scores level
panel-initial-south = S
panel-initial-north = N
panel-moves = Moves
panel-no-moves = (none yet)

# The boxes over the board.
popup-result-title = Game over
popup-result-keys = n new game · u undo · Esc see board
popup-replay-result-keys = ← step back · Esc see board
popup-won-by-score = { $player } wins by score, { $points } to { $other }
popup-draw = A draw, { $south } to { $north }
popup-all-taken = Every stone has been taken.
popup-won-by-suntuk = { $player } wins by suntuk
popup-suntuk-stuck = { $player } cannot capture with { $stones ->
    [one] { $stones } stone
   *[other] { $stones } stones
} left.
popup-suntuk-recorded = Recorded result: { $winner } { $won }, { $loser } { $lost }.
popup-suntuk-points = Points captured: { $south } { $s }, { $north } { $n }.
popup-confirm-title = Are you sure?
popup-yes-no = y yes · n no
popup-quit-saved = Quit? The game is saved: pasang --resume goes on with it.
popup-quit-unsaved = Quit this game? It is not finished, and autosave is off.
popup-continue = Play on from here? The later moves wait on U (redo).

# The saved-games screen.
games-title = Saved games
games-head = Choose a game to go on with; this one stays saved.
games-empty = No saved games yet: every game is saved as it is played.
games-on-the-board = { $when }  (on the board)
games-open-elsewhere = { $when }  (open in another pasang)
games-unreadable-row = { $name }: cannot be read as a game
games-refused-current = That is the game on the board.
games-refused-open-elsewhere = Another pasang is playing that game; pasang replay shows it, pasang --load plays a copy.
games-refused-unreadable = That file cannot be read as a game; it is left as it is.

# The new-game screen.
form-title = New game
form-no-path = (none yet: type the path here)
form-path-closed = (when the setup is a file)
form-movetime = ai:hard thinks
form-setup = Setup
form-setup-file = Setup file
form-rules = Rules
form-second-column = Second column
form-ka-entry = Ka entry
form-centre = Centre
form-person = a person
form-computer = the computer, ai:{ $level }
form-this-setup = this game's
form-this-setup-named = this game's: { $name }
form-setup-from-file = a file (its path below)
form-custom = custom
form-milliseconds = { $ms } ms
form-seconds = { $s } s
form-about-person = { $player } is played by a person at this keyboard.
form-about-random = { $player } is the computer: it plays any legal move, at random.
form-about-easy = { $player } is the computer: it looks one move ahead.
form-about-medium = { $player } is the computer: it looks five moves ahead.
form-about-hard = { $player } is the computer: it searches as deep as its time allows.
form-about-movetime = How long ai:hard thinks a move (--movetime); the other levels do not wait.
form-about-pattern = The stones: { $description }.
form-about-this-setup = The stones as in the game being played.
form-about-setup-file = The stones from a setup file of your own: type its path below.
form-about-path = The path of a setup file (RON), as for --setup; Enter reads it and starts.
form-about-preset = Rules { $rules }: { $description }.
form-about-custom = The options below match neither preset.
form-about-option = { $description }.
form-no-path-typed = Type the path of a setup file, or choose another setup.
form-not-read = Not read: { $error }
form-kept = This game stays saved.
form-lost = This game is not saved: it will be lost.
form-too-small = Choose the new game after enlarging the window; Esc cancels.

# The key bar (short) and the help (-help, longer).
key-name = { $key ->
    [enter] Enter
    [esc] Esc
    [tab] Tab
    [shift-tab] Shift-Tab
    [backspace] Backspace
    [pgup] PgUp
    [pgdn] PgDn
    [home] Home
    [end] End
    [space] Space
    [ctrl] Ctrl
    [left] Left
    [right] Right
    [up] Up
    [down] Down
   *[other] ?
}
key-arrows-ascii = arrows/hjkl
key-move = move
key-move-help = move the cursor
key-start = start
key-start-help = look at the first position
key-present = present
key-present-help = back to the present
key-flip = flip
key-flip-help = turn the board round
key-open = open
key-open-help = open a saved game to go on with it (of either game)
key-help = help
key-help-help = this help
key-select = select
key-select-help = choose the point under the cursor; confirm a capture
key-next = next
key-next-help = next capture line, or point to choose
key-previous = previous
key-previous-help = previous capture line, or point to choose
key-back = back
key-back-help = step back; hide the game-over box
key-type = type
key-type-help = type a move: c, d3-c3xN, c3-c9xS (then Enter)
key-undo = undo
key-undo-help = take back a move (against the computer, its reply too)
key-redo = redo
key-redo-help = play again a move taken back
key-look-back = back
key-look-back-help = look back a move: the board, scores and moves as they were
key-forward = forward
key-forward-help = look a move further on
key-save = save
key-save-help = save the game to a new file in this folder
key-hint = hint
key-hint-help = ask the computer for a move; it shows ready to play
key-new = new
key-new-help = new game: the setup, the rules and the players
key-quit = quit
key-quit-help = quit (the game stays saved)
key-next-capture = next capture
key-take = take
key-step = step
key-play-on = play on from here
key-first-last = first/last
key-next-move-help = the next move
key-move-before-help = the move before
key-first = first
key-first-help = the first position
key-last = last
key-last-help = the last position
key-hide-box = hide box
key-hide-box-help = hide the game-over box
key-leave = leave
key-leave-help = leave the replay
key-play = play
key-cancel = cancel
key-erase = erase
key-scroll = scroll
key-close = close
key-yes = yes
key-no = no
key-choose = choose
key-row = row
key-change = change
key-start-game = start
key-read-and-start = read the file and start

## help: the help screens and the rules in brief (helper tui)

help-title = Help · Esc closes
help-title-scrolls = Help · Esc closes, ↑↓ scroll
help-keys = Keys
help-replay-keys = Replay keys
help-mouse = mouse click
help-mouse-does = choose a point; click the marked stones to confirm
help-replay = A replay only shows a saved game; to play on from a position, open the file with pasang --load FILE.
help-saved = Every move is saved: o here or pasang --resume goes on with a saved game.
help-rules-heading = The rules ({ $rules })
help-rules-board = Two players, { $south } (ranks 1-5) and { $north } (ranks 7-11), share 120 stones on an 11 by 11 board. Every move captures: a black stone is worth 1 point, a white one 2. { $south } moves first.
help-rules-column = 1. Column: each player removes the five stones of one file in their own half. That file becomes their passage. { $second ->
    [free] { $north } may take any file except the mirror of { $south }'s.
   *[diagonal] { $north } must take a file on the other side of f from { $south }'s (any but f if { $south } took f).
}
help-rules-entry = 2. Ka entry: each player turns one stone of their half into their ka (S or N). It { $entry ->
    [jump] jumps sideways into the passage from two files away, over a stone
    [either] slides in from the next file, or jumps in over a stone from two files away
   *[slide] slides one step sideways into the passage from the file next to it
}, on its own rank, and must capture on arrival along its rank or file.
help-rules-ka-moves = 3. Ka moves: a ka slides any distance along a rank or file over empty points, and captures across its move: along the file after moving sideways, along the rank after moving up or down.
help-rules-line = A line: looking one way from the ka, gaps are skipped, and stones of the first colour met are collected until the edge, a stone of the other colour or the other ka. If both sides hold the same colour they make one line. Only a line with an odd number of stones can be taken.
help-rules-centre = { $centre ->
    [open] The hole in the middle (f6) is not a point: a ka cannot cross it, but a line runs on past it.
   *[blocks] The hole in the middle (f6) is not a point: nothing stops on it or passes it, and it ends a line.
}
help-rules-end = The game ends when every stone is gone (most points wins), or when the player to move cannot capture: that is suntuk, and that player loses 0 to 120.

## bell-tui: Bell's terminal game (helper bell)

bell-tui-removed = { $seat } removed { $point }: { $points }.
bell-tui-played = { $seat } played { $turn }: { $points }.
bell-tui-undone = Took back { $turn }; U puts it back.
bell-tui-redone = Played { $turn } again.
bell-tui-new-game = New game: South begins by removing a marked stone.
bell-tui-continued = Playing on from turn { $ply }; the { $dropped ->
        [one] { $dropped } turn
       *[other] { $dropped } turns
    } after it wait on U (redo).
bell-tui-suggested = Suggested: { $turn }, { $points }. Enter plays it; Esc takes its hops back.
bell-tui-no-hop = The stone on { $point } has no hop: it needs a stone beside it and an empty point beyond. Pick a marked stone.
bell-tui-chosen = { $point } chosen: { $landings ->
        [one] { $landings } landing
       *[other] { $landings } landings
    } marked. Esc puts it back.
bell-tui-hopped-waiting = Hop { $hop }: { $points } so far. { $waiting } waits: captured if you hop again, kept if you stop.
bell-tui-hopped = Hop { $hop }: { $points } so far. Hop on, or Enter on the stone ends the turn.
bell-tui-hop-taken-back = Took back a hop; { $hops ->
        [one] { $hops } hop
       *[other] { $hops } hops
    } made this turn.
bell-tui-stone-dropped = Stone put back; choose another.
bell-tui-turn-full = Seven hops made: the turn can only end.
bell-tui-no-landing = No hop to { $point }: { $reason }.
bell-tui-computer-turn = { $seat } is the computer (ai:{ $level }): wait for its turn, or u to take back yours.
bell-tui-replay-at = The position after turn { $ply }.
bell-tui-game-over = The game is over: n starts a new one, u takes a turn back.
bell-tui-nothing-to-undo = There is no turn to undo.
bell-tui-nothing-of-yours = There is no turn of a person's to take back: only the computer has played.
bell-tui-nothing-to-redo = There is no turn to redo.
bell-tui-replay-refused = This is a replay: → and ← step through the game, q leaves.
bell-tui-in-the-past = This is a past position: Enter plays on from here, End returns to the present.
bell-tui-level = { $level ->
        [random] random
        [easy] easy
        [medium] medium
       *[hard] hard
    }
bell-tui-opening = { $opening ->
        [inner] inner
       *[corner] corner
    }
bell-tui-title = Bell · { $players } players · { $opening }
bell-tui-unsaved-title = ! not saved · { $players } players
bell-tui-past-title = PAST · after { $ply } of { $of } turns
bell-tui-score-unit = { $n ->
        [one] pt
       *[other] pts
    }
bell-tui-computer = ai:{ $level }
bell-tui-order = Order { $seats }
bell-tui-turn = Turn { $n }
bell-tui-turn-opening = Turn { $n } · opening
bell-tui-over = Game over
bell-tui-this-turn = This turn
bell-tui-turn-so-far = { $hops } of 7 hops · { $points }
bell-tui-waiting = { $point } waits: taken if you hop on
bell-tui-turns = Turns
bell-tui-no-turns = (none yet)
bell-tui-thinking = { $seat } (ai:{ $level }) is thinking… { $seconds } s
bell-tui-now-replay = Replay, turn { $ply } of { $of }: → forward, ← back
bell-tui-now-past = Looking back at turn { $ply } of { $of }: End returns, Enter plays on from here
bell-tui-now-over = n: new game, u: take a turn back
bell-tui-now-opening = { $seat }: remove one marked stone ({ $points }) to open
bell-tui-now-choose = { $seat }: choose a marked stone to hop
bell-tui-now-landing = { $seat }: choose a marked landing (Tab cycles)
bell-tui-now-hop = { $seat }: hop on, or Enter on the stone to end the turn
bell-tui-cursor-missing = the missing centre, not a point
bell-tui-cursor-stone = { $stone ->
        [white] white
       *[black] black
    } stone ({ $points })
bell-tui-cursor-empty = empty
bell-tui-cursor = { $point }: { $what }
bell-tui-cursor-landing = { $point }: { $what } · a landing: Enter hops there
bell-tui-wins = { $seat } wins with { $points }
bell-tui-wins-how = No stone can hop: the game is over.
bell-tui-share = { $seats } share the win
bell-tui-share-how = { $points } each; no stone can hop.
bell-tui-rules-heading = Bell's Pasang (players { $players }, opening { $opening })
key-bell-mouse = mouse click
key-bell-mouse-help = choose a stone, then a landing; click the stone again to end the turn
bell-tui-rules-players = { $n } players take turns: { $seats }. The board is 11 by 11 without its middle 3 by 3 (e5-g7); black stones are worth 1 point, white 2. The stones belong to nobody: any player moves any stone.
bell-tui-rules-opening = Opening: { $seat } removes { $opening ->
        [inner] a stone from one of the corners of the missing centre (d4, h4, d8, h8)
       *[corner] a stone from one of the four corners (a1, k1, a11, k11)
    } and scores it.
bell-tui-rules-hops = Then each turn hops one stone over a neighbouring stone to the empty point beyond, along a rank, a file, or one of the four marked diagonals (a1-d4, k1-h4, a11-d8, k11-h8). The same stone may hop again from where it lands, up to seven hops; stop after any hop.
bell-tui-rules-captures = Captures come in odd numbers: hops 1, 3, 5 and 7 take the stone jumped and the one left waiting; hops 2, 4 and 6 leave the stone jumped waiting (drawn apart): it cannot be jumped again and stays if the turn ends there. So 1-2 hops take 1 stone, 3-4 take 3, 5-6 take 5, 7 take 7.
bell-tui-rules-end = The game ends when the player to move has no hop anywhere. The highest score wins; equal top scores share the win.
bell-tui-rules-unlike = Unlike the ka game there is no ka, no column capture and no lines: every stone can hop, two to four play, and the odd rule decides what a turn takes.
bell-tui-form-title = New game · Bell's Pasang
bell-tui-form-keys = ↑↓ row · ←→ change · Enter start · Esc cancel
bell-tui-form-players = Players
bell-tui-form-opening = Opening
bell-tui-form-person = person
bell-tui-form-computer = computer, { $level }
bell-tui-form-players-value = { $players } players
bell-tui-form-opening-value = { $opening } ({ $points })
bell-tui-form-setup = The stones are those of this game's setup.
key-bell-select = select
key-bell-select-help = choose the stone under the cursor, then a marked landing to hop to; on the hopping stone, end the turn (in the opening: remove a marked stone)
key-bell-next = next
key-bell-next-help = next stone that can hop, or next landing
key-bell-previous = previous
key-bell-previous-help = previous stone that can hop, or previous landing
key-bell-back = back
key-bell-back-help = take back the last hop of the turn; drop the stone chosen; hide the game-over box
key-bell-type = type
key-bell-type-help = type a turn: xa1, c5-c7, d8-b10-b8 (then Enter)
key-bell-undo = undo
key-bell-undo-help = take back the last turn (against the computer, back to your last turn)
key-bell-redo = redo
key-bell-redo-help = play again a turn taken back
key-bell-look-back = back
key-bell-look-back-help = look back a turn: the board, scores and turns as they were
key-bell-forward = forward
key-bell-forward-help = look a turn further on
key-bell-hint = hint
key-bell-hint-help = ask the computer for a turn; it shows ready, Enter plays it
key-bell-new = new
key-bell-new-help = new game: the players, the opening and who sits where
key-bell-quit = quit
key-bell-quit-help = quit (asks first while a game is on)
key-bell-next-landing = next landing
key-bell-hop-there = hop there / end turn
key-bell-take-back-hop = take back hop
key-bell-move = move
key-bell-help = help

## settings: the settings screen and language switching (helper bell)

settings-title = Settings
settings-language = Language
settings-flipped = Board
settings-flipped-value = { $flipped ->
        [yes] North at the bottom
       *[no] South at the bottom
    }
settings-ascii = Drawing
settings-ascii-value = { $ascii ->
        [yes] plain ASCII
       *[no] Unicode lines
    }
settings-rules = Ka rules
settings-pattern = Ka pattern
settings-level = Computer
settings-movetime = Think time
settings-movetime-value = { $seconds } s
settings-default = default
settings-keys = ↑↓ row · ←→ change · Enter save · Esc cancel
settings-about = Language, board and drawing change now; the rest is for the next game.
settings-language-now = English chosen; L switches the language again.
settings-language-not-kept = English chosen, but not kept: { $error }
settings-not-kept = The setting was not kept: { $error }
settings-saved = Settings saved.
settings-no-file = Settings changed for this game: there is no settings file to keep them in.
settings-bad-file = { $path } is not a settings file: { $error }
key-language = language
key-language-help = switch the language at once (kept for next time)
key-settings = settings
key-settings-help = the settings: language, board, drawing, defaults
key-settings-row = row
key-settings-change = change
key-settings-save = save
key-settings-cancel = cancel
