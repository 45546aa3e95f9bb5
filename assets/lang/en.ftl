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

## help: the help screens and the rules in brief (helper tui)

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
