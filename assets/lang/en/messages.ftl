# pasang's English messages. Each message is a Fluent message
# (https://projectfluent.org/fluent/guide/): an id, then its text, with
# { $name } for the values the program puts in. A translation is a folder
# like this one's, assets/lang/<language code>/, with the same ids and values.

language-name = English

## Shared words

points = { $n ->
    [one] { $n } point
   *[other] { $n } points
}

## cli: the command line, its help and errors (helper cli)

cli-terminal-failed = the terminal game failed
cli-no-data-dir = no data directory is known; set PASANG_DATA_DIR or use --data-dir
cli-replay-needs-terminal = replay needs a terminal; `pasang check { $path }` shows the game as text
cli-engine-setup-space = --setup: an engine program reads the setup's path as one word, and { $path } has a space
cli-not-for-game = this command does not play { $game } yet
cli-help = Pasang, the traditional two-player board game of Brunei, in the terminal
cli-help-long =
    Pasang, the traditional board game of Brunei, in the terminal.

    Two players share the keyboard: each opens a passage, promotes a stone to its ka, and slides the ka to capture lines of stones. With --game bell, two to four play Bell's older hop-capture game.
cli-help-examples =
    Examples:
      pasang                              play the first pattern, classic rules
      pasang --pattern second --rules marbles
      pasang --setup assets/diamonds.ron  play your own setup
      pasang --north ai:hard              play South against the computer
      pasang --game bell --players 4      Bell's hop-capture game for four
      pasang --resume                     go on with the last game
      pasang games                        list the saved games; --resume 2 picks one
      pasang check my-setup.ron           is this setup valid?
      pasang replay game.ron              step through a saved game
      pasang perft 3 --rules marbles      count move sequences (prints 3225)

    In the game, press ? for the keys and a summary of the rules.
cli-help-game = Which game [default: ka, or bell when only Bell's options are given]
cli-help-pattern = Built-in setup pattern [default: first for the ka game, checker for Bell's]
cli-help-setup = A setup file (RON) of your own
cli-help-rules = Rule preset [default: classic]; the options below override it
cli-help-second-column = Which files the second player may take in the column capture
cli-help-ka = How a stone enters the passage as a ka
cli-help-centre = Whether the centre stops capture lines
cli-help-captures = Whether a capture may take part of a line, as in the traditional game
cli-help-first = Who takes the first column and moves first
cli-help-rounds = Play a series of this many rounds (1 to 9) on the setup; the last capturer of each round begins the next
cli-help-players = Bell's game: how many play [default: 2]
cli-help-opening = Bell's game: where the first player takes the opening stone [default: corner]
cli-help-moves = Moves to play first, in notation ("c j d5-c5xN …")
cli-help-load = Open a copy of a saved game record where it stopped (- reads standard input); it is autosaved as a new game
cli-help-resume = Go on with a saved game (autosaved after every move): the latest that is not open in another pasang, or game N of `pasang games`, or FILE from the games folder
cli-help-data-dir = Where games are autosaved [default: $PASANG_DATA_DIR, else the platform's data directory, e.g. ~/.local/share/pasang]
cli-help-ascii = Draw the board with plain ASCII, for terminals without Unicode
cli-help-south = Who plays South: human; remote, a friend who joins over SSH; or the computer: ai:random, ai:easy, ai:medium, ai:hard [default: human, or as saved in the game resumed or loaded]
cli-help-north = Who plays North, as for --south
cli-help-clock = Play on a clock: MINUTES each and SECONDS added after every move, e.g. 5+3 or 0.5+2 [default: no clock, or as saved in the game resumed or loaded]
cli-help-west = Bell's game with 3 or 4 players: who plays West, as for --south
cli-help-east = Bell's game with 4 players: who plays East, as for --south
cli-help-movetime = How long ai:hard thinks a move, in milliseconds, 10 to 600000 [default: 1000]
cli-help-seed = Seed for the computer's choices, to play a game again [default: from the clock]
cli-help-lang = The language of the program: en (English) or ms (Bahasa Melayu) [default: as last chosen in the game, else from the locale (LC_ALL, LC_MESSAGES, LANG), else English]
cli-help-replay = Step through a saved game, forward and back
# $unit: move (the ka game) or turn (Bell's), as the game counts.
help-words = Typed after : besides a { $unit ->
    [turn] turn
   *[move] move
}: resign; abort calls off a shared game before every player has moved (it counts for no one); draw offers one; takeback asks the others (u at one keyboard); rematch once the game is over; say TEXT to chat across terminals; mute NAME or unmute NAME hides or shows a speaker's lines. The English words work in every language.
help-ka-notation = In a move's notation the directions are letters: N north, S south, E east, W west (c3-c9xS).
cli-help-replay-file = The game record (RON); - reads standard input
cli-help-replay-ascii = Draw the board with plain ASCII, for terminals without Unicode
cli-help-check = Check a setup or game record file, and show it
cli-help-check-file = The file (RON); - reads standard input
cli-help-games = List the saved games, the latest first, to pick one for --resume
cli-help-games-data-dir = Where games are autosaved [default: as for playing]
cli-help-games-prune = First delete the saved games in which no move was played (not one open in another pasang)
cli-help-perft = Count the move sequences of DEPTH plies (checks the move generator). Shows progress on stderr when it runs long; Ctrl-C stops it
cli-help-perft-depth = Plies to count, 1 to 10
cli-help-perft-divide = One line per legal move with its count, then the total
cli-help-bench = Measure the rules engine, the search and the terminal game: perft, random games, fixed-depth searches and frames drawn per second. Ctrl-C stops it
cli-help-bench-depth = Deepest perft from the start position, 1 to 10
cli-help-bench-seconds = Time each part may take (perft, random games, search), 0.01 to 3600 seconds; perft stops deepening once it is spent
cli-help-bench-search-depth = Depth of the search benchmark (positions from seeded random games), 1 to 121 (for Bell's game with three or four players: samples of each turn); with --threads above 1 the same searches are timed again on that many threads
cli-help-engine = Speak the engine protocol on stdin/stdout (see the README); the position is set with its `position` command
cli-help-match = Play the computer against itself; progress on stderr, totals on stdout. Ctrl-C stops it with the totals so far
cli-help-match-south = South in the first game (sides swap every game; in Bell's game the seats rotate)
cli-help-match-north = North in the first game
cli-help-match-south-engine = The ka game: South in the first game is another program speaking the engine protocol, run as `PATH engine` (a build of pasang from another commit), thinking --movetime or --nodes a move
cli-help-match-north-engine = The ka game: North in the first game is an engine program, as for --south-engine
cli-help-match-west = Bell's game with 3 or 4 players: West in the first game (seats rotate every game) [default: ai:medium]
cli-help-match-east = Bell's game with 4 players: East in the first game [default: ai:medium]
cli-help-match-games = How many games, 1 to 10000
cli-help-match-seed = Seed for the random openings and the players' choices
cli-help-match-movetime = Thinking time of ai:hard per move, in milliseconds, 10 to 600000 [default: 1000]
cli-help-match-nodes = ai:hard searches this many nodes a move instead of watching the clock, 1 to 1000000000: the same games on any machine
cli-help-match-random-plies = Random moves opening each pair of games (each round of Bell's game), so that games differ, 0 to 120
cli-help-match-sprt = The ka game: stop as soon as a sequential test between "the first player is ELO0 stronger" and "ELO1 stronger" is decided (--games is then the most played); e.g. --sprt 0,10
cli-help-match-concurrency = Pairs of games (rounds of Bell's game) played at once, 1 to 64, each on a thread of its own with its own engine programs (with --threads 1, one per core measures single-threaded strength fastest)
cli-help-match-alpha = The test's chance of accepting ELO1 when ELO0 holds, 0.001 to 0.2
cli-help-match-beta = The test's chance of accepting ELO0 when ELO1 holds, 0.001 to 0.2
cli-help-completions = Print a shell completion script (bash, zsh, fish, elvish, powershell)
cli-help-completions-shell = The shell
cli-help-manpage = Print the manual page (roff) for man: pasang manpage > ~/.local/share/man/man1/pasang.1
cli-usage-heading = Usage:
cli-options-heading = Options
cli-arguments-heading = Arguments
cli-commands-heading = Commands
cli-help-flag = Print help
cli-help-flag-more = Print help (see more with '--help')
cli-help-flag-summary = Print help (see a summary with '-h')
cli-version-flag = Print version
cli-help-help-command = Print this message or the help of the given subcommand(s)
cli-possible-values = [possible values: { $values }]
cli-possible-values-heading = Possible values:
man-name = NAME
man-synopsis = SYNOPSIS
man-description = DESCRIPTION
man-options = OPTIONS
man-examples = EXAMPLES
man-version = VERSION
man-keys = KEYS
man-files = FILES
man-environment = ENVIRONMENT
man-shared-options = Also the options of playing, as above: { $options }
man-keys-intro = In the game, ? shows the keys of the screen it is on. The main ones:
man-keys-ka = The ka game's board
man-keys-bell = Bell's game's board
man-keys-replay = A replay (pasang replay)
man-keys-review = The review of a finished game (v)
man-files-data = The data folder: its games, progress and server. --data-dir DIR or { $env } puts it elsewhere; else it is $XDG_DATA_HOME/pasang on Linux (~/Library/Application Support/pasang on macOS, %APPDATA%\pasang on Windows).
man-files-games = Each game's autosave, named for the time it started (UTC), written after every move; s in the game writes a copy beside them as pasang-YYYYMMDD-HHMMSS.ron. pasang games lists them; --resume goes on with one.
man-files-progress = The lessons done and the puzzles solved, with the puzzle rating.
man-files-server = pasang serve's players, ratings, finished games and tournaments, in one SQLite database.
man-files-host-key = The SSH host key of pasang serve and of a game with a player who joins over SSH (--north remote), made the first time one is needed.
man-files-settings = The settings (S in the game): in $XDG_CONFIG_HOME/pasang on Linux (~/Library/Application Support/pasang on macOS, %APPDATA%\pasang on Windows). It may be edited by hand: the game rewrites only the values it changes and keeps comments.
man-files-setup = A setup of your own (RON), played with --setup; pasang check checks it and shows it.
man-env-data-dir = The data folder, when --data-dir is not given (see FILES).
man-env-no-color = When set and not empty: no colours; black and white stones are told apart by their shape.
man-env-locale = The language, when neither --lang nor the settings choose one: the first of these that is set and not empty decides; ms (as in ms_BN.UTF-8 or ms_MY) is Malay, any other English.
cli-default = [default: { $value }]
# The placeholders of the command line's values (<FILE>), and clap's [OPTIONS] and <COMMAND>
cli-options-placeholder = OPTIONS
cli-command-placeholder = COMMAND
cli-value-addr-port = ADDR:PORT
cli-value-alpha = ALPHA
cli-value-beta = BETA
cli-value-captures = CAPTURES
cli-value-centre = CENTRE
cli-value-concurrency = CONCURRENCY
cli-value-count = COUNT
cli-value-depth = DEPTH
cli-value-dir = DIR
cli-value-duration = DURATION
cli-value-elo0-elo1 = ELO0,ELO1
cli-value-file = FILE
cli-value-file-ron = FILE.ron
cli-value-key = KEY
cli-value-first = FIRST
cli-value-first-id = FIRST_ID
cli-value-game = GAME
cli-value-games = GAMES
cli-value-host = HOST
cli-value-id = ID
cli-value-ka = KA
cli-value-lang = LANG
cli-value-lesson = LESSON
cli-value-m-s = M+S
cli-value-max-moves = MAX_MOVES
cli-value-max-stones = MAX_STONES
cli-value-moves = MOVES
cli-value-ms = MS
cli-value-n = N
cli-value-n-file = N|FILE
cli-value-nodes = NODES
cli-value-north = NORTH
cli-value-opening = OPENING
cli-value-path = PATH
cli-value-pattern = PATTERN
cli-value-player = PLAYER
cli-value-players = PLAYERS
cli-value-random-plies = RANDOM_PLIES
cli-value-rounds = ROUNDS
cli-value-rules = RULES
cli-value-search-depth = SEARCH_DEPTH
cli-value-second-column = SECOND_COLUMN
cli-value-seconds = SECONDS
cli-value-seed = SEED
cli-value-shell = SHELL
cli-value-solve-nodes = SOLVE_NODES
cli-value-south = SOUTH
clap-error = error:
clap-tip = tip:
clap-more-information = For more information, try '--help'.
clap-unknown-argument = unexpected argument '{ $arg }' found
clap-tip-similar-arg = a similar argument exists: { $arg }
clap-unknown-subcommand = unrecognized subcommand '{ $subcommand }'
clap-tip-similar-subcommand = a similar subcommand exists: { $subcommand }
clap-missing-value = a value is required for '{ $arg }' but none was supplied
clap-invalid-value = invalid value '{ $value }' for '{ $arg }'
clap-tip-similar-value = a similar value exists: { $value }
clap-value-validation = invalid value '{ $value }' for '{ $arg }': { $reason }
clap-missing-argument =
    the following required arguments were not provided:
    {"  "}{ $args }
clap-conflict = the argument '{ $arg }' cannot be used with '{ $other }'
clap-too-many-values = unexpected value '{ $value }' for '{ $arg }' found; no more were expected
clap-wrong-number-of-values = '{ $arg }' was given the wrong number of values
clap-no-equals = equal sign is needed when assigning values to '{ $arg }'
cli-no-such-language = no such language; there are { $languages }
clap-subcommand-conflict = the subcommand '{ $subcommand }' cannot be used with '{ $other }'

## files: files, setups and records (helper cli)

setup-missing-ka = the centre f6
setup-missing-bell = the missing points e5–g7
setup-text = the setup { $error }
setup-row-count = the setup has { $found } rows; it needs 11 (rank 11 first)
setup-row-length = row { $row } (rank { $rank }) has { $found } points; each row needs 11
setup-bad-character = row { $row }, point { $point }: '{ $found }' is not a stone; use 'b' (black), 'w' (white), or '.' for { $missing }
setup-empty-point = row { $row }, point { $point }: only { $missing } may be empty; put a stone here
setup-stone-on-centre = row { $row }, point { $point }: the centre must be empty ('.'), found a { $colour } stone
setup-stone-on-missing = row { $row }, point { $point }: a { $colour } stone on the missing centre; write '.' there
setup-asymmetric = not symmetric under a 180° turn: { $point } (row { $row }) is { $stone } but its partner { $partner } (row { $partner_row }) is { $partner_stone }
setup-colour-count = the setup has { $black } black and { $white } white stones; it needs { $each } of each
text-empty = is empty
text-too-large = is larger than { $limit } bytes, far more than it should be
text-not-utf8 = is not UTF-8 text (invalid byte at offset { $offset })
text-not-ron = is not valid RON: line { $line }, column { $column }: { $problem }
ron-end-of-text = the text ends in the middle of a value
ron-expected-char = expected `{ $char }` here
ron-expected-string = expected a string in double quotes
ron-expected-integer = expected a whole number
ron-expected-number = expected a number
ron-expected-boolean = expected true or false
ron-expected-name = expected a name
ron-expected-option = expected Some(…) or None
ron-unexpected-char = the character `{ $char }` has no place here
ron-trailing-text = there is more text after the end of the value
ron-unknown-field = there is no field `{ $found }` here (the fields are: { $expected })
ron-missing-field = the field `{ $field }` is missing
ron-duplicate-field = the field `{ $field }` is given twice
ron-unknown-name = `{ $found }` is not one of: { $expected }
ron-out-of-range = the number is too large or too small for its field
ron-unclosed-comment = a comment is not closed
ron-expected-char-value = expected a character in single quotes
ron-expected-bytes = expected a byte string, b"…"
ron-expected-unit = expected ()
ron-struct-name = the name `{ $found }` has no place here: this value is written in plain brackets (…)
ron-bad-number = the number is not written right
ron-bad-escape = a string holds a backslash escape that is not one
ron-unknown-extension = `{ $found }` is not an extension of RON
ron-bad-attribute = an attribute #![…] is not written right
ron-wrong-kind = this value is not of the kind its place takes
ron-wrong-length = { $found ->
    [one] one item is
   *[other] { $found } items are
} not as many as this place takes
ron-bad-name = `{ $found }` is not written as a name is
ron-too-deep = the values are nested too deeply
ron-unreadable = this value cannot be read here
record-end-cleared = board cleared
record-end-series = a series of rounds
record-end-suntuk = suntuk
record-result-win = { $player } wins { $score } ({ $how })
record-result-draw = draw { $score } ({ $how })
bell-result-win = { $player } wins { $score }
bell-result-shared = the win is shared, { $score }
game-name-ka = the ka game
game-name-bell = Bell's game
record-text = the record { $error }
record-version = the record has format version { $found }; this program reads versions 1 to { $latest }
record-setup = the record's setup: { $error }
record-players = the record's players: { $error }
record-seat = the record's seats: { $game } has no { $seat } seat, or it is named twice
record-ended = the record says the game ended ({ $ended }), but its moves already end it or that seat is not in the game
ended-resigned = { $player } resigned
ended-agreed = draw agreed
ended-out-of-time = { $player } lost on time
ended-absent = { $player } did not come, and lost
ended-neither-came = neither player came: scored as a draw
ended-aborted = { $player } aborted the game before every player had moved: it counts for no one
record-other-game = the record is of { $found }, not of { $expected }
record-in-progress = game in progress
record-wrong-result = the record says '{ $claimed }', but its moves give '{ $actual }'
file-stdin = standard input
io-not-found = no such file or directory
io-permission-denied = permission denied
io-is-a-directory = is a directory, not a file
io-not-a-directory = a part of the path is not a directory
io-read-only = the file system is read-only
io-disk-full = the disk is full
io-quota = the disk quota is used up
io-too-large = the file would be larger than this system allows
io-invalid-path = the path is not a valid file path
io-already-exists = a file of that name is already there
io-address-in-use = the address is in use by another program
io-address-unavailable = that address is not one of this machine's
io-connection-refused = the connection was refused
io-connection-lost = the connection was lost
io-timed-out = no answer came in time
io-out-of-memory = there is not enough memory
io-unsupported = this system does not support it
io-other = the operating system says: { $detail }
file-kind-directory = a directory
file-kind-pipe = a named pipe (FIFO)
file-kind-socket = a socket
file-kind-char-device = a character device
file-kind-block-device = a block device
file-kind-other = a special file
file-problem = { $path }: { $problem }
file-is-pipe = { $path }: is a named pipe (FIFO), not a file; to read from a pipe, give - and send it to standard input
file-not-regular = { $path }: is { $kind }, not a file
file-names-taken = { $path }: this name and { $numbered } numbered ones are taken; move some files away
file-not-a-folder = { $path }: is a file, not a folder
file-in-use = { $path }: this game is open in another pasang, which saves it; it is left to that one
skipped-open-elsewhere = { $path }: open in another pasang
resume-nothing = { $folder }: no saved game to resume here yet
resume-all-over = { $folder }: every saved game is over ({ $over }); `pasang games` lists them and `pasang --resume N` opens one to look back at
resume-none-usable = no game in { $folder } can be resumed: { $skipped }
resume-no-such-number = there is no game { $number }: { $folder } holds { $count } saved { $count ->
    [one] game
   *[other] games
}; `pasang games` lists them
resume-not-in-store = { $path } is not a game in { $folder }; to play it, use `pasang --load { $path }`
resume-open-elsewhere = { $path } is open in another pasang; watch it with `pasang replay { $path }`, or play a copy with `pasang --load { $path }`
launch-game-mismatch = { $path }: the record is of { $recorded }, not of { $given } as asked
launch-setup-mismatch = { $path }: the record was played on setup '{ $recorded }', which differs from the setup given ('{ $given }')
launch-rules-mismatch = { $path }: the record was played with rules '{ $recorded }', not the '{ $given }' given
launch-cannot-resume = cannot resume: { $error }
launch-no-data-dir = cannot resume: no data directory is known; set { $variable } or use --data-dir
autosave-off-no-dir = autosave is off: no data directory is known
autosave-off = autosave is off: { $error }
notice-resumed = resumed { $path }
notice-loaded = loaded { $path }
notice-skipped = skipped { $skipped }
no-name = (no name)
summary-ka = { $setup }, { $rules } rules
summary-bell = Bell's game, { $setup }, { $rules }
summary-player = { $player } ({ $seat })
summary-with-players = { $summary }, { $players }
summary-versus = { $rest } v { $next }
# $unit: move (the ka game) or turn (Bell's), as each game's panel counts them.
summary-moves = { $summary }, { $moves } { $unit ->
    [turn] { $moves ->
        [one] turn
       *[other] turns
    }
   *[move] { $moves ->
        [one] move
       *[other] moves
    }
}; { $scores }
summary-over = { $summary }; over: { $outcome }
summary-to-move = { $summary }; { $player } to move
games-none = No saved games in { $folder } yet.
games-heading = Saved games in { $folder }, the latest first:
games-pruned = { $count ->
    [0] No saved game without a move to delete.
    [one] Deleted 1 saved game without a move.
   *[other] Deleted { $count } saved games without a move.
}
cli-games-open-elsewhere = (open in another pasang)
games-cannot-resume = cannot be resumed: { $error }
games-how-to-resume = Resume one with `pasang --resume N` (N from this list) or `pasang --resume FILE`.
no-such-seat = --{ $flag } names a seat this game does not have: it is played by { $players }
settings-file-error = { $error }; the settings are ignored
settings-text-error = { $path }: the settings file { $error }; it is ignored
settings-server-error = the server could not keep your settings
settings-value-ignored = { $path }: the setting { $name } '{ $value }' is not one this pasang knows; it is ignored

## check: pasang check (helper cli)

check-ka-record = { $path }: a valid game record: setup '{ $setup }', rules { $rules }, { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}
check-ka-to-move = South { $south }, North { $north }; { $player } to move ({ $phase })
check-ka-setup = { $path }: a valid setup: '{ $name }'
check-stones = { $black } black, { $white } white ({ $points } points); symmetric under a half turn
check-bell-setup = { $path }: a valid setup of Bell's game: '{ $name }'
check-bell-record = { $path }: a valid record of Bell's game: setup '{ $setup }', { $rules }, { $moves ->
    [one] 1 turn
   *[other] { $moves } turns
}

## match: pasang match, perft and bench (helper cli)

interrupted-perft = interrupted after { $seconds } s: perft { $depth } had counted { $counted } sequences, { $done } of { $first_moves } first moves in full
bench-part-perft = perft { $depth }
bench-part-random-games = the random games
bench-part-frames = the terminal frames
bench-part-search = the search of position { $position } of { $positions }
interrupted-bench = interrupted after { $seconds } s, during { $during }
interrupted-match = interrupted after { $seconds } s: { $played } of { $games } { $games ->
    [one] game
   *[other] games
} played; the totals are of { $played ->
    [one] that one
   *[other] those
}
match-human = a match is between computer players (`ai:LEVEL`), and { $player } is human
match-no-hard-player = `--{ $flag }` sets how `ai:hard` thinks, and neither player is `ai:hard`
match-engine-for-bell = --south-engine and --north-engine play the ka game's matches; Bell's game takes `ai:LEVEL` players
match-sprt-for-bell = --sprt measures two players over pairs of games, which is the ka game's match; Bell's game reports wins and points per player
engine-start = the engine { $path } could not be started: { $error }
engine-ended = the engine { $path } ended before it answered
engine-silent = the engine { $path } gave no answer within { $seconds } s
engine-refused = the engine { $path } answered '{ $line }', not a move
engine-illegal = the engine { $path } played { $line }, which is not legal there
match-bell-wins = { $player } wins
match-bell-shared = shared by { $players }
match-bell-line = game { $game }/{ $games }: { $table }: { $result } | wins: { $wins }
match-bell-summary = { $games } { $games ->
    [one] game
   *[other] games
}, { $players } players: { $names }; seats rotate every game
match-bell-row = wins { $wins } ({ $percent }%)  shared { $shared }  losses { $losses }  average points { $points }  think avg { $think } ms, max { $longest } ms
match-line = game { $game }/{ $games }: { $first } { $first_side } vs { $second } { $second_side }: { $outcome } | { $first } { $first_wins }, { $second } { $second_wins }, draws { $draws }
match-summary = { $games } { $games ->
    [one] game
   *[other] games
}, { $first } vs { $second }
match-row = wins { $wins }  losses { $losses }  draws { $draws }  suntuk wins { $suntuk }  average points { $points }  score { $score }%  think avg { $think } ms, max { $longest } ms
match-elo-interval = { $elo } ± { $margin } (95%)
match-elo-at-least = { $elo }, at least { $low } (95%)
match-elo-at-most = { $elo }, at most { $high } (95%)
match-elo-all-pairs = Elo of { $first } over { $second }: no finite figure, as { $winner } won { $pairs ->
    [one] the only pair of games
   *[other] all { $pairs } pairs of games
}
match-elo = Elo of { $first } over { $second }: { $interval }, from { $pairs } { $pairs ->
    [one] pair of games
   *[other] pairs of games
}
match-sprt-h1 = H1 accepted: { $first } being { $elo } Elo stronger is far likelier than { $elo0 } (the estimate above says by how much)
match-sprt-h0 = H0 accepted: { $first } being { $elo0 } Elo stronger is far likelier than { $elo } (the estimate above says by how much)
match-sprt-open = not decided yet
match-sprt-too-few = not decided yet: the test decides from { $min } pairs on
match-sprt-bounds = bounds { $lower }, { $upper }
perft-status = perft { $depth }: { $counted } sequences so far, { $done } of { $first_moves } first moves done
perft-total = total { $total }
match-no-rounds = --rounds: a match plays single games and counts them; a series of rounds is played with pasang --rounds
match-status = game { $game }/{ $games }: { $plies } moves played; { $seconds } s so far
bench-ka-heading = rules: { $rules }, setup: { $setup }
bench-bell-heading = Bell's game: { $rules }, setup: { $setup }
bench-perft = perft { $depth }: { $nodes } nodes in { $seconds } s = { $rate } M nodes/s
bench-cut = {" "}(cut at --seconds)
bench-not-run = perft { $depths }: not run, --seconds spent
bench-random-games = random games: { $count } in { $seconds } s = { $rate } games/s ({ $moves } moves a game)
bench-bell-random-games = random games, hop by hop: { $count } in { $seconds } s = { $rate } games/s ({ $moves } moves, { $choices } choices a game)
bench-search = search: { $nodes } nodes to depth { $depth } in { $seconds } s = { $rate } M nodes/s
bench-search-threads = search on { $threads } threads: the same searches to depth { $depth } in { $seconds } s, { $speedup } times as fast as one thread
bench-search-cut = {" "}(cut at --seconds: { $searched } of { $positions } positions searched in full)
bench-search-status = search: position { $position } of { $positions } to depth { $depth }
bench-frames = terminal frames: { $count } at 100×32 in { $seconds } s = { $micros } µs a frame

## rules: the games' words and the reasons a move is illegal (helper cli)

seat-south = South
seat-west = West
seat-north = North
seat-east = East
seat-initial-south = S
seat-initial-west = W
seat-initial-north = N
seat-initial-east = E
list-and = { $rest } and { $last }
list-comma = { $rest }, { $next }
stone-black = black
stone-white = white
ka-phase-column = column capture
ka-phase-entry = ka entry
ka-phase-moves = ka moves
ka-outcome-draw = draw, { $south }–{ $north }
ka-outcome-win = { $player } wins { $south }–{ $north } (South–North)
ka-outcome-suntuk = { $player } wins by suntuk, recorded 120–0 ({ $other } could not capture; points taken { $south }–{ $north })
ka-outcome-series-win = { $player } wins the series, rounds { $won_s }–{ $won_n }, scores { $south }–{ $north } (South–North)
ka-outcome-series-draw = series drawn, rounds { $won_s }–{ $won_n }, scores { $south }–{ $north }
ka-line-north = north
ka-line-south = south
ka-line-east = east
ka-line-west = west
ka-line-north-south = north and south
ka-line-east-west = east and west
ka-illegal-move = { $mv } is not legal: { $reason }
ka-illegal-game-over = the game is over
ka-illegal-column-expected = the first two moves each take a file; write it as its letter, such as c
ka-illegal-columns-taken = the columns are taken; move a ka instead
ka-illegal-empty-column = { $player } has no stones on file { $file } in its half
ka-illegal-not-on-passage = the ka enters { $player }'s passage, file { $passage }, in { $player }'s half (ranks { $ranks })
ka-illegal-not-along-rank = the ka enters along its own rank: { $from } and { $to } are on different ranks
ka-illegal-occupied = { $to } is taken
ka-illegal-no-stone = there is no stone on { $from } to promote
ka-entry-how-slide = slides in from the file next to the passage
ka-entry-how-jump = jumps in from two files away
ka-entry-how-either = slides in from the next file or jumps in from two files away
ka-illegal-entry-distance = with ka entry '{ $rule }' the ka { $how }
ka-illegal-jump-over-empty = a jumping ka needs a stone to jump over, and { $over } is empty
ka-illegal-not-your-ka = { $player }'s ka is on { $ka }, not on { $from }
ka-illegal-not-straight = a ka moves along a rank or a file, and { $from } to { $to } is neither
ka-illegal-no-move = the ka has to move
ka-illegal-blocked = the way from { $from } to { $to } is blocked at { $at }
ka-illegal-centre = the centre f6 is not a point: no ka can stop on it or pass it
ka-illegal-axis-rank = after a move along a rank the ka captures along the file (N, S or NS)
ka-illegal-axis-file = after a move along a file the ka captures along the rank (E, W or EW)
ka-line-even-whole = the { $line } line through { $at } has { $n } { $colour } { $n ->
    [one] stone
   *[other] stones
}, an even number; only an odd number can be taken
ka-line-not-one = the stones { $line } of { $at } are not one line: they differ in colour or one side is empty; take one side ({ $up } or { $down })
ka-line-no-stones-blocks = there are no stones { $line } of { $at } before the edge, the enemy ka or the centre
ka-line-no-stones-open = there are no stones { $line } of { $at } before the edge or the enemy ka
ka-line-only-whole = the { $colour } stones { $line } of { $at } are one line; it can only be taken whole ({ $both })
ka-line-even-side = the line { $line } of { $at } has { $n } { $colour } { $n ->
    [one] stone
   *[other] stones
}, an even number; only an odd number can be taken
ka-line-part-too-many = there { $has ->
    [one] is only 1 stone
   *[other] are only { $has } stones
} { $line } of { $at }, not { $asked }
ka-line-part-even = a capture takes an odd number of stones, and this part of the line through { $at } takes { $taken }
ka-line-part-whole = that is the whole line through { $at }: write it { $line }, without counts
ka-line-part-sides = the counts of the capture from { $at } are not of the sides { $line } names
ka-illegal-whole-lines-only = these rules take whole lines only; choose Captures: partial on the new-game screen (`--captures partial`), or the traditional rules, to take part of a line
ka-ban-quadrant-east = { $first } took { $taken }, so { $second } must take a file from the diagonally opposite quadrant, g to k
ka-ban-quadrant-west = { $first } took { $taken }, so { $second } must take a file from the diagonally opposite quadrant, a to e
ka-ban-middle = { $first } took f, so { $second } may take any file but f
ka-ban-mirror = { $second } may not copy { $first }: { $file } mirrors { $first }'s { $taken }
ka-move-unreadable = cannot read move '{ $text }': { $fault }
syntax-empty = it is empty
ka-syntax-not-a-file = a column is a file letter from a to k
ka-syntax-no-dash = expected a file letter (c) or FROM-TOxLINE (d3-c3xN)
ka-syntax-no-capture = expected 'x' and the line after the target point, as in d3-c3xN
syntax-bad-from = the starting point is not a point from a1 to k11
ka-syntax-bad-to = the target point is not a point from a1 to k11
ka-syntax-bad-line = the line is one of N, S, E, W, NS, EW
ka-syntax-bad-count = a count of stones is a number from 1 to 10 after N, S, E or W, once for each side, as in N3 or E1W2
ka-diagram-rows = { $found } rows, expected 11
ka-diagram-row-length = row { $row } has { $found } points, expected 11
ka-diagram-centre = the centre f6 must be '.'
ka-diagram-character = { $point }: unknown character '{ $found }'
ka-diagram-missing-ka = both kas, S (South) and N (North), must be on the board
ka-diagram-second-ka = { $point }: a second ka for { $player }
ka-unknown-choice = unknown { $option } value '{ $found }' (expected one of: { $expected })
ka-bad-rounds = a series has from 1 to { $most } rounds, not '{ $found }'
ka-no-such-player = the ka game has no player in the { $seat } seat
move-at = move { $number } ('{ $text }'): { $error }
bell-outcome-win = { $player } wins { $scores } ({ $seats })
bell-outcome-shared = { $players } share the win, { $scores } ({ $seats })
bell-illegal-game-over = the game is over: no stone can hop
bell-illegal-removal-first = the game opens by removing a stone, as in xa1
bell-illegal-opening-played = the opening stone has been taken; now stones hop
bell-illegal-not-corner = { $point } is not a corner; the opening takes the stone on { $points }
bell-illegal-not-inner = { $point } is not a corner of the missing centre; the opening takes the stone on { $points }
bell-illegal-missing-point = { $point } is in the missing centre (e5–g7)
bell-illegal-no-stone = there is no stone on { $from }
bell-hop = { $hop ->
    [1] first
    [2] second
    [3] third
    [4] fourth
    [5] fifth
    [6] sixth
    [7] seventh
   *[other] next
}
bell-illegal-not-a-hop = the { bell-hop } hop, { $from } to { $to }, does not jump one point along a rank, a file or a marked diagonal
bell-illegal-nothing-to-jump = the { bell-hop } hop has no stone to jump on { $over }
bell-illegal-jumps-waiting = the { bell-hop } hop jumps { $over } again; that stone is waiting to be captured
bell-illegal-occupied = the { bell-hop } hop lands on { $to }, which is taken
bell-syntax-bad-removal = a removal is x and one point, as in xa1
bell-syntax-bad-landing = landing point { $landing } is not a point from a1 to k11
bell-syntax-no-hop = expected a start and its landing points, as in c5-c7 or d8-b10-b8
bell-syntax-too-many-hops = { $found } hops; a turn has at most 7
bell-move-unreadable = '{ $text }' is not a move: { $fault }
standing-over = over: { $outcome }
seat-points = { $seat } { $points }
standing = { $points }; { $player } to move
standing-opening = { $points }; { $player } to move (the opening: take a stone from { $opening })
option-second-column-diagonal = the second player takes a file from the quadrant diagonally opposite the first player's (any but f if the first took f)
option-second-column-free = the second player takes any file except the one mirroring the first player's
option-ka-slide = the ka slides in from the file next to the passage
option-ka-jump = the ka jumps in over a stone from two files away
option-ka-either = the ka may slide in or jump in
option-centre-blocks = a capture line stops at the missing centre
option-centre-open = a capture line passes over the centre like an empty point
option-rules-classic = diagonal second column, sliding ka entry, centre blocks lines
option-rules-marbles = the marble edition: free second column, slide or jump entry, open centre
option-rules-traditional = the classic rules with partial captures, as the traditional game is played
option-captures-whole = a capture takes the whole line
option-captures-partial = a capture takes the whole line or an odd number of its stones nearest the ka
option-first-south = South takes the first column and moves first
option-first-north = North takes the first column and moves first
option-pattern-first = the ka game: the first traditional pattern
option-pattern-second = the ka game: the second traditional pattern (corrected by symmetry)
option-game-ka = the ka game of Brunei, for two: open a passage, then capture with your ka
option-game-bell = Bell's hop-capture game, for 2 to 4: any stone hops, captures come in odd numbers
option-opening-corner = the first player takes a stone from a corner: a1, k1, a11 or k11
option-opening-inner = the first player takes a stone beside the hole: d4, h4, d8 or h8 (Lhôte)
option-pattern-checker = Bell's game: a checkerboard, black on the corners
option-pattern-quarters = Bell's game: two black quarters and two white
option-pattern-rings = Bell's game: rings round the hole, black and white
option-not-for-ka = { $option } is not an option of the ka game; it is for Bell's game (--game bell)
option-not-for-bell = { $option } is not an option of Bell's game, which takes `--players`, `--opening`, `--pattern checker|quarters|rings` or `--setup`
label-second-column-diagonal = diagonal
label-second-column-free = free
label-ka-slide = slide
label-ka-jump = jump
label-ka-either = either
label-centre-blocks = blocks
label-centre-open = open
label-captures-whole = whole
label-captures-partial = partial
label-first-south = south
label-first-north = north
label-rules-classic = classic
label-rules-marbles = marbles
label-rules-traditional = traditional
label-pattern-first = first
label-pattern-second = second
label-pattern-checker = checker
label-pattern-quarters = quarters
label-pattern-rings = rings
label-opening-corner = corner
label-opening-inner = inner
label-rules-custom = second-column { $second }, ka { $entry }, centre { $centre }
label-rules-captures = { $rules }, captures { $captures }
label-rules-first = { $rules }, { $first } first
label-rules-rounds = { $rules }, rounds { $rounds }
label-bell-rules = players { $players }, opening { $opening }
player-human = human
player-computer = ai:{ $level }
unknown-player = unknown player '{ $player }': expected `human`, `ai:random`, `ai:easy`, `ai:medium` or `ai:hard`
unknown-seat-player = unknown player '{ $player }': expected `human`, `remote`, `ai:random`, `ai:easy`, `ai:medium` or `ai:hard`
number-not-a-number = '{ $text }' is not a number
number-out-of-range = { $text } is outside the range { $min } to { $max }
duration-not-a-duration = '{ $text }' is not a duration: write a number and its unit, such as 90s, 5m or 1h 30m
duration-out-of-range = '{ $text }' is not from { $min } to { $max }
number-not-whole = '{ $text }' is not a whole number from 0 to { $max }
clock-not-a-number = a clock is MINUTES+SECONDS, such as 5+3 or 0.5+2
clock-negative = a clock's minutes and seconds cannot be below zero
clock-zero = a clock needs some minutes to start with
clock-too-large = a clock has at most { $minutes } minutes and { $seconds } seconds a move
sprt-not-a-pair = '{ $text }' is not two Elo differences joined by a comma, such as 0,10
sprt-not-increasing = the first Elo ({ $elo0 }) must be below the second ({ $elo1 })

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
note-undone = { $after ->
    [0] Took back { $mv }; U puts it back.
    [one] Took back { $mv } and the reply to it; U puts both back.
   *[other] Took back { $mv } and the { $after } moves after it; U puts them back.
}
note-redone = Played { $mv } again.
note-new-game = New game. { $player } begins.
note-round-won = Round { $round } to { $player }, { $south }–{ $north }. { $next } took the last stones and begins round { $next_round }.
note-round-suntuk = Round { $round } to { $player } by suntuk, 120–0. { $player } begins round { $next_round }.
note-round-drawn = Round { $round } drawn, { $south }–{ $north }. { $next } took the last stones and begins round { $next_round }.
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
note-saved = Saved to { $path }; pasang --load opens it again.
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
told-past = Back at { $unit ->
    [turn] turn
   *[move] move
} { $ply } of { $of }: PgUp/PgDn step, { $shared ->
    [yes] End or Enter returns.
   *[no] End returns, Enter plays on from here.
}
told-present = Back to the present.
told-welcome = New to Pasang? ? help · pasang learn: lessons · pasang puzzle: puzzles
# In the panel of a shared game while anyone looks on.
told-watchers = { $n } watching
told-flipped = { $player } is at the bottom; f turns the board back. { told-flip-kept }
told-unflipped = { $player } is at the bottom; f turns the board. { told-flip-kept }
# Whether the way up the board is kept in the settings for the next games.
told-flip-kept = { $kept ->
    [yes] Kept for the next games.
   *[no] For this game only: there is no settings file.
}
told-no-saved-games = No saved games: there is no data directory (see --data-dir).
told-games-unreadable = The saved games cannot be listed: { $error }.

# The panel's line for the player to move.
hint-thinking = { $player } (ai:{ $level }) is thinking{ $dots } { $seconds } s
hint-thinking-undo = { $thinking } · u takes back your move
hint-replay = Replay, move { $n } of { $of } (after { $mv }): → forward, ← back
hint-replay-start = Replay, move { $n } of { $of } (the start): → forward, ← back
hint-watching = Watching: { $seat } to move.
hint-elsewhere = Waiting for { $seat } (at another terminal).
hint-past = Looking back at move { $n } of { $of }: { $shared ->
    [yes] End or Enter returns
   *[no] End returns, Enter plays on from here
}
hint-won-by-score = { $player } wins by score.
hint-draw = A draw.
hint-won-by-suntuk = { $player } wins by suntuk.
hint-won-series = { $player } wins the series.
hint-series-drawn = The series is drawn.
hint-take-the-one = { $player }: Enter takes the marked stones; Esc goes back
hint-choose = { $player }: capture { $at } of { $of } shown; Tab for the next, Enter takes it
hint-choose-part = { $player }: line { $at } of { $of }; - and + (or a number) take fewer or more of it, Tab another line, Enter takes the marked stones
hint-choose-part-one = { $player }: - and + (or a number) take fewer or more of the line, Enter takes the marked stones
cursor-choice-part = { $mv }: takes { $stones } of the { $all } stones { $line } of { $to }, { $points ->
    [one] { $points } point
   *[other] { $points } points
}
note-no-part-of = No part of the line { $line } takes { $stones ->
    [one] { $stones } stone
   *[other] { $stones } stones
}: a part takes an odd number of stones, nearest the ka first, fewer than the whole line.
key-next-line = next line
key-fewer-more = fewer/more
key-how-many = how many
key-fewer-more-help = take fewer or more of a line that may be taken in part
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
panel-title-short = { $setup } · { $rules }
panel-unsaved-title = ! not saved · { $rules }
panel-past-title = PAST · after { $ply } of { $of } moves
panel-points = { $n ->
    [one] point
   *[other] points
}
panel-computer = ai:{ $level }
panel-took = took { $black } black, { $white } white
panel-clock = time { $time }
panel-clock-running = time { $time } – running
panel-move = Move { $n } · { $phase }
panel-game-over = Game over
panel-round = Round { $n } of { $of } · won { $won_s }–{ $won_n }
panel-round-scores = series score { $south }–{ $north }
panel-round-ends = end of round { $round }
panel-lead = Lead
panel-leads = { $player } leads by { $by }
panel-level = Scores level
panel-took-more = { $player } took { $by } more
panel-level-at-end = Points taken level
panel-moves = Moves
panel-no-moves = (none yet)

# The boxes over the board.
popup-result-title = Game over
# The keys under every result, those that work, joined by " · ".
popup-key-review = v review
popup-key-new-game = n new game
popup-key-undo = u undo
popup-key-rematch = { $shared ->
    [yes] :rematch offer another
   *[no] :rematch play again
}
popup-key-see-board = Esc see board
popup-replay-result-keys = ← step back · Esc see board
popup-replay-result-keys-review = ← step back · v review · Esc see board
# A game ended outside its rules: the result box's headline, and who wins.
popup-ended-resigned = { $player } resigned
popup-ended-agreed = Draw agreed
popup-ended-out-of-time = { $player } lost on time
popup-ended-absent = { $player } did not come
popup-ended-aborted = { $player } aborted the game
popup-ended-neither-came = Neither player came
popup-ended-wins = { $player } wins.
popup-ended-drawn = Neither player wins: it counts as a draw.
popup-ended-no-one = It counts for no one.
popup-ended-ranked = The others are ranked by their points.
# u after a game ended outside its rules: the game goes on.
told-ending-undone = { $ending ->
    [resigned] { $player }'s resignation is taken back
    [agreed] The draw agreed is taken back
    [time] { $player }'s loss on time is taken back, with { $time } on the clock
   *[other] The game's end is taken back
}
told-ending-undone-to-move = { $what }: { $seat } to move.
popup-won-by-score = { $player } wins by score, { $points } to { $other }
popup-draw = A draw, { $south } to { $north }
popup-all-taken = Every stone has been taken.
popup-won-series = { $player } wins the series
popup-series-drawn = The series is drawn
popup-series-on-rounds = Won on rounds.
popup-series-on-points = Level on rounds, won on the rounds' scores added up.
popup-series-level = Level on rounds and on the rounds' scores added up.
popup-series-rounds = Rounds won: { $south } { $s }, { $north } { $n }.
popup-series-scores = Scores added up: { $south } { $s }, { $north } { $n }.
popup-series-round-won = Round { $n }: { $player }, { $won }–{ $lost }.
popup-series-round-suntuk = Round { $n }: { $player } by suntuk, { $won }–{ $lost }.
popup-series-round-drawn = Round { $n }: drawn, { $south }–{ $north }.
popup-round-title = Round { $round } of { $of } over
popup-round-next = { $player } begins round { $round }.
popup-round-keys = Enter play on
popup-won-by-suntuk = { $player } wins by suntuk
popup-suntuk-stuck = { $player } cannot capture with { $stones ->
    [one] { $stones } stone
   *[other] { $stones } stones
} left.
popup-suntuk-recorded = Recorded result: { $winner } { $won }, { $loser } { $lost }.
popup-suntuk-points = Points captured: { $south } { $s }, { $north } { $n }.
popup-confirm-title = Are you sure?
popup-offer-title = An offer
popup-yes-no = y yes · n no
popup-quit-saved = Quit? The game is saved: pasang --resume goes on with it.
popup-quit-unsaved = Quit this game? It is not finished, and autosave is off.
popup-quit-guest = Leave the game? It is kept where it is shared, and your seat waits: the same ssh command brings you back.
popup-quit-host = Quit? The game is shared from this terminal: whoever plays or watches at another terminal is cut off. { $saved ->
    [yes] The game is saved: pasang --resume goes on with it.
   *[no] Autosave is off.
}
popup-continue = Play on from here? The later moves wait on U (redo).

# The saved-games screen.
games-title = Saved games
games-head = Choose a game to go on with; this one stays saved.
games-empty = No saved games yet: every game is saved as it is played.
games-on-the-board = { $when }  (on the board)
games-open-elsewhere = { $when }  (open in another pasang)
games-unreadable-row = { $name }: cannot be read as a game
games-refused-current = That is the game on the board.
games-refused-open-elsewhere = Another pasang is playing that game; `pasang replay` shows it, `pasang --load` plays a copy.
games-refused-unreadable = That file cannot be read as a game; it is left as it is.
games-ask-delete = Delete this game for good? y yes · n no
games-deleted = Deleted { $name }.
games-delete-failed = The game could not be deleted: { $error }.

# The new-game screen.
form-title = New game
form-no-path = (none yet: type the path here)
form-path-closed = (when the setup is a file)
form-movetime = ai:hard thinks
form-clock = Clock
form-game = Game
form-about-game = Which game to play: the ka game, for two, or Bell's, for two to four; ← → changes it.
form-no-clock = none
form-setup = Setup
form-setup-file = Setup file
form-rules = Rules
form-second-column = Second column
form-ka-entry = Ka entry
form-centre = Centre
form-captures = Captures
form-first = First move
form-rounds = Rounds
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
form-about-no-clock = No clock: take all the time you like (--clock gives one).
form-about-clock = { $minutes } minutes each, { $seconds } s added after every move (--clock); whoever runs out of time loses.
form-about-pattern = The stones: { $description }.
form-about-this-setup = The stones as in the game being played.
form-about-setup-file = The stones from a setup file of your own: type its path below.
form-about-path = The path of a setup file (RON), as for --setup; Enter reads it and starts.
form-about-preset = Rules { $rules }: { $description }.
form-about-custom = The options below match neither preset.
form-about-rounds = A series of { $n } rounds on this setup: each round after the first is begun by whoever made the last capture; more rounds won wins, then more points.
form-about-one-round = One game. Choose 2 or more for a series of rounds.
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
key-delete = delete
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
# $unit in the next three: move (the ka game) or turn (Bell's), as the game counts.
key-redo-help = play again a { $unit ->
    [turn] turn
   *[move] move
} taken back
key-look-back = back
key-look-back-help = look back a { $unit ->
    [turn] turn: the board, scores and turns
   *[move] move: the board, scores and moves
} as they were
key-forward = forward
key-forward-help = look a { $unit ->
    [turn] turn
   *[move] move
} further on
key-save = save
key-save-help = save the game to a new file among the saved games
key-abort = abort
key-abort-help = call off a shared game before every player has moved (as :abort)
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
# $unit: move or turn, as in help-words.
help-saved = Every { $unit ->
    [turn] turn
   *[move] move
} is saved: o here or pasang --resume goes on with a saved game.
help-learn = New to Pasang? Quit (q: this game stays saved) and run:
help-learn-lessons = pasang learn — lessons on the ka game, step by step
help-learn-puzzles = pasang puzzle — puzzles where one move is clearly best
help-last-move = The last move is marked on the board: { $taken } where it took a stone, { $left } where the ka came from, and { $open } { $close } either side of the ka where it stands.
help-rules-heading = The rules ({ $rules })
help-rules-board = Two players, { $south } (ranks 1-5) and { $north } (ranks 7-11), share 120 stones on an 11 by 11 board. Every move captures: a black stone is worth 1 point, a white one 2. { $first } moves first.
help-rules-column = 1. Column: each player removes the five stones of one file in their own half. That file becomes their passage. { $second ->
    [free] { $other } may take any file except the mirror of { $first }'s.
   *[diagonal] { $other } must take a file on the other side of f from { $first }'s (any but f if { $first } took f).
}
help-rules-first = In this game { $first } begins, as players of the traditional game may agree: { $first } takes the first column, brings in the ka first and moves the ka first; the column rule binds { $other }.
help-rules-entry = 2. Ka entry: each player turns one stone of their half into their ka ({ seat-initial-south } or { seat-initial-north }). It { $entry ->
    [jump] jumps sideways into the passage from two files away, over a stone
    [either] slides in from the next file, or jumps in over a stone from two files away
   *[slide] slides one step sideways into the passage from the file next to it
}, on its own rank, and must capture on arrival along its rank or file.
help-rules-ka-moves = 3. Ka moves: a ka slides any distance along a rank or file over empty points, and captures across its move: along the file after moving sideways, along the rank after moving up or down.
help-rules-line = A line: looking one way from the ka, gaps are skipped, and stones of the first colour met are collected until the edge, a stone of the other colour or the other ka. If both sides hold the same colour they make one line. Only a line with an odd number of stones can be taken.
help-rules-partial = Partial captures, as in the traditional game: a line that may be taken may instead be taken in part, an odd number of its stones nearest the ka, fewer than all. On a line over both sides of the ka, take the nearest stones of one side, the other or both, an odd number together. Typed, a part gives its count on each side: d3-c3xN3, b5-c5xE1W2. An even line cannot be taken even in part; the column always gives all five stones.
help-rules-centre = { $centre ->
    [open] The hole in the middle (f6) is not a point: a ka cannot cross it, but a line runs on past it.
   *[blocks] The hole in the middle (f6) is not a point: nothing stops on it or passes it, and it ends a line.
}
help-rules-end = The game ends when every stone is gone (most points wins), or when the player to move cannot capture: that is suntuk, and that player loses 0 to 120.
help-rules-rounds = This is a series of { $rounds } rounds on the same setup. Each round after the first is begun by the player who made the last capture of the round before (after suntuk, the winner). The series goes to whoever wins more rounds; with as many each, to the higher sum of the rounds' recorded scores (suntuk counts 120–0); with both equal it is drawn.

## bell-tui: Bell's terminal game (helper bell)

bell-tui-removed = { $seat } removed { $point }: { $points }.
bell-tui-played = { $seat } played { $turn }: { $points }.
bell-tui-undone = { $after ->
    [0] Took back { $turn }; U puts it back.
    [one] Took back { $turn } and the turn after it; U puts both back.
   *[other] Took back { $turn } and the { $after } turns after it; U puts them back.
}
bell-tui-redone = Played { $turn } again.
bell-tui-new-game = New game: South begins by removing a marked stone.
bell-tui-continued = Playing on from turn { $ply }; the { $dropped ->
        [one] { $dropped } turn
       *[other] { $dropped } turns
    } after it wait on U (redo).
bell-tui-suggested = Suggested: { $turn }, { $points }. Enter plays it; Esc takes its hops back.
bell-tui-no-hop = { $point } cannot hop: it needs a stone beside it and an empty point beyond.
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
bell-tui-now-past = Looking back at turn { $ply } of { $of }: { $shared ->
    [yes] End or Enter returns
   *[no] End returns, Enter plays on from here
}
bell-tui-now-over = The game is over.
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
bell-help-last-move = The last turn is marked on the board: { $taken } where it took a stone, { $left } where the stone set out from and where each hop before the last landed, and { $open } { $close } either side of the stone where it stands.
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
bell-tui-form-players-value = { $players } players
bell-tui-form-opening-value = { $opening } ({ $points })
bell-tui-form-about-players = { $players } play, in turn: { $seats }.
bell-tui-form-about-random = { $player } is the computer: it plays any legal turn, at random.
bell-tui-form-about-easy = { $player } is the computer: it looks one turn ahead, at the points only.
bell-tui-form-about-medium = { $player } is the computer: it looks two turns ahead with two players, one with more.
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
settings-bell = Terminal bell
settings-bell-value = { $bell ->
        [yes] rings on your turn
       *[no] silent
    }
settings-rules = Ka rules
settings-first = Ka first move
settings-rounds = Ka rounds
settings-pattern = Ka pattern
settings-level = Computer
settings-movetime = Think time
settings-movetime-value = { $seconds } s
settings-default = default
settings-keys = ↑↓ row · ←→ change · Enter save · Esc cancel
settings-about = Language, board, drawing and bell change now; the rest is for the next game.
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
key-chat = chat
key-chat-help = the whole chat of a game shared across terminals
chat-key-scroll = scroll
chat-key-scroll-help = scroll the chat (PgUp/PgDn a page)
chat-key-spectators = spectators
chat-key-spectators-help = hide or show the spectators' lines (a player's choice, at this terminal only)
chat-key-close = close
chat-key-close-help = back to the board
key-settings-row = row
key-settings-change = change
key-settings-save = save
key-settings-cancel = cancel

## Review: pasang review and the review screen (helper review)

cli-help-review = Look back at a saved game: the engine marks every move and names the better ones
cli-help-review-file = The game record (RON); - reads standard input
cli-help-review-nodes = Positions the engine searches for each move, 1 to 1000000000 [default: 40000]: the same review on any machine
cli-help-review-movetime = Thinking time for each move instead, in milliseconds, 10 to 600000
review-not-ka = { $path } is a game of Bell's: the review looks at games of the ka game only
review-illegal = move { $number } of the record cannot be played: { $error }
review-progress = Looking at the game: { $done } of { $total } positions
interrupted-review = interrupted after { $seconds } s: the review had looked at { $done } of { $total } positions
review-heading = Review of { $path }: { $moves } moves, { $budget } for each
review-round = Round { $round }, begun by { $player }:
review-budget-nodes = { $nodes } nodes
review-budget-movetime = { $ms } ms
review-mark-best = best
review-mark-good = good
review-mark-inaccuracy = inaccuracy
review-mark-mistake = mistake
review-mark-blunder = blunder
review-mark-unclear = unclear
review-turning-missed-suntuk = missed a suntuk win
review-turning-into-suntuk = walked into suntuk
review-turning-threw-win = threw a won game away
review-turning-threw-draw = threw a drawn game away
review-turning-unsettled-suntuk-win = the engine could not settle whether this keeps the suntuk win
review-turning-unsettled-win = the engine could not settle whether this keeps the win
review-turning-points-left = left { $points } { $points ->
    [one] point
   *[other] points
  } on the board
review-value-estimate = { $points } points
review-value-draw = a draw
review-value-win = a win by { $points }
review-value-loss = a loss by { $points }
review-value-suntuk-win = a win by suntuk
review-value-suntuk-loss = a loss by suntuk
review-mark-turning = { $mark }, { $turning }
review-proven-win = { $mark }, proven: wins by { $points }
review-proven-loss = { $mark }, proven: loses by { $points }
review-proven-draw = { $mark }, proven: a draw
review-proven-suntuk-win = { $mark }, proven: wins by suntuk
review-proven-suntuk-loss = { $mark }, proven: loses by suntuk
review-move = { $number }. { $player } { $mv }: { $judgement }
review-move-better = { $number }. { $player } { $mv }: { $judgement }; better { $best }, { $value } for { $player }: { $line }
review-better = Better { $best }, { $value } for { $player }: { $line }
review-summary = { $player }: accuracy { $accuracy }%, { $best } best, { $good } good, { $inaccuracies } { $inaccuracies ->
    [one] inaccuracy
   *[other] inaccuracies
  }, { $mistakes } { $mistakes ->
    [one] mistake
   *[other] mistakes
  }, { $blunders } { $blunders ->
    [one] blunder
   *[other] blunders
  }{ $unclear ->
    [0] {""}
   *[other] , { $unclear } unclear
  }; average loss { $loss } points
review-accuracy = Accuracy: { $south } { $south_accuracy }%, { $north } { $north_accuracy }%
review-key = review
review-key-help = look back at a finished game: marks and better moves
review-key-step = move
review-key-step-help = the previous or next move of the review
review-key-ends = first/last
review-key-ends-help = the first or the last move
review-key-close = back
review-key-close-help = back to the game (a review under way is stopped)
review-not-over = The review opens once the game is over.
review-no-moves = There is nothing to review: the game ended before its first move.
review-title = Review
review-title-round = Review · round { $round } of { $of }
review-working = Looking at the game: { $done } of { $total } positions. Esc stops.
review-stopped = Review stopped.
review-start = Start: { $player } to move. → steps through the moves.
review-played = { $number }. { $player } played { $mv }: { $judgement }
review-chart = Lead for South

## Puzzles: the puzzle generator (helper puzzles)
puzzle-gen-status = { $done } of { $games } games played, { $found } { $found ->
        [one] puzzle
       *[other] puzzles
    } found
puzzle-gen-found = puzzle { $id }: { $theme }, rating { $rating }, { $moves } { $moves ->
        [one] move
       *[other] moves
    }
puzzle-gen-summary = { $found } { $found ->
        [one] puzzle
       *[other] puzzles
    }: { $suntuk } suntuk, { $capture } capture, { $escape } escape
puzzle-gen-interrupted = interrupted after { $seconds } s: { $played } of { $games } { $games ->
        [one] game
       *[other] games
    } played; the { $found } { $found ->
        [one] puzzle
       *[other] puzzles
    } written are from those
cli-help-make-puzzles = Developers: find puzzles in the engine's own games and write them to standard output as assets/puzzles.ron (see the README)
cli-help-make-puzzles-seed = Seed for the games' openings and the engine's choices
cli-help-make-puzzles-games = Games to play, 1 to 10000
cli-help-make-puzzles-nodes = The engine's nodes a move in those games, 1 to 1000000000
cli-help-make-puzzles-max-stones = Positions with more stones are not solved, 1 to 30
cli-help-make-puzzles-solve-nodes = Nodes the exact solver may spend on one position, 1000 to 100000000
cli-help-make-puzzles-max-moves = The longest solution, in the solver's moves, 1 to 10
cli-help-make-puzzles-count = Stop once this many puzzles are found, 1 to 10000
cli-help-make-puzzles-first-id = The first puzzle's id, 1 to 1000000

## learn: the lessons, the puzzles screen and progress (helper learn)

learn-list-title = Learn Pasang
learn-list-about = Lessons on the real board. Choose one with ↑↓ and press Enter; any lesson can be taken in any order.
learn-step = Step { $n } of { $of } · you play { $player }
learn-their-move = { $player } is answering…
learn-so-far = { $stars } · { $tries ->
    [one] 1 mistake or hint so far
   *[other] { $tries } mistakes or hints so far
}
learn-missed = Not quite: { $look } Any key takes the move back.
learn-missed-back = Taken back. { $look }
learn-wrong = { $mv } is not the move here. Any key takes it back.
learn-wrong-watch = { $mv } is not it: see how { $player } answers.
learn-refuted-shut-in = { $player } answers { $reply }{ $points ->
    [0] {""}
    [one] , taking 1 point
   *[other] , taking { $points } points
}: your ka is shut in, suntuk. Any key: try again.
learn-refuted-they-win = { $player } answers { $reply }{ $points ->
    [0] {""}
    [one] , taking 1 point
   *[other] , taking { $points } points
}: now { $player } wins with best play. Any key: try again.
learn-refuted-draw = { $player } answers { $reply }{ $points ->
    [0] {""}
    [one] , taking 1 point
   *[other] , taking { $points } points
}: the win is gone, a draw at best. Any key: try again.
learn-replied = { $player } answered { $mv }. Your move.
learn-took-back = Taken back: try again.
learn-hint-column = Hint: take file { $file }.
learn-hint-ka = Hint: move the stone or ka on { $from } ({ $mv }).
learn-hint-look-column = Hint: look for a file worth { tui-stones-points }. H again names it.
learn-hint-look-entry = Hint: start from the stone on { $from }. H again shows the move.
learn-hint-look-ka = Hint: the move to find takes { tui-stones-points }. H again shows it.
learn-hint-look-quiet = Hint: the move to find takes no stone. H again shows it.
learn-hint-and-cost = { $hint } { $cost }
learn-hint-cost-rating-alone = The hint (in the panel) counts as a miss: your rating went from { $from } to { $to }.
learn-hint-cost-star = It cost a star.
learn-hint-cost-rating = It counts as a miss: your rating went from { $from } to { $to }.
learn-hint-costs-star = H gives a hint for a star; H again gives the move free.
learn-hint-free = H gives a hint; it costs no more stars now.
learn-hint-costs-rating = H gives a hint; a hint counts as a miss, as a wrong move does: your rating would go from { $from } to { $to }.
learn-puzzle-missed = Missed at the first go: your rating went from { $from } to { $to }. Hints cost nothing more.
learn-puzzle-unrated = Only a puzzle's first go moves your rating: hints cost nothing here.
learn-done = Well done! Enter goes on.
learn-solved-later = Solved, though not at the first go. Enter goes on.
learn-restarted = The step starts again; its mistakes and hints no longer count.
learn-puzzle-restarted = The puzzle starts again; only its first go moves your rating.
learn-lesson-done = Lesson done: { $stars } ({ $tries ->
    [one] 1 mistake or hint
   *[other] { $tries } mistakes or hints
})
learn-progress-not-kept = Progress is not kept this time: { $why }
learn-progress-broken = { $path } is not a progress file ({ $error }); it is left as it is
learn-progress-newer = { $path } was written by a newer pasang (version { $version }); it is left as it is
learn-too-small = Enlarge the window, or press q to go back.
learn-key-choose = choose
learn-key-start = start
learn-key-theme = theme
learn-key-again = again
learn-key-list = list
learn-key-next = next
cli-help-learn = Lessons on the board: the rules step by step, with progress kept
cli-help-learn-lesson = The lesson to start: its number or name [default: the list]
cli-help-learn-data-dir = Where progress is kept [default: as for playing]
cli-no-such-lesson = there is no lesson '{ $lesson }': give a number from 1 to { $count } or one of: { $names }
cli-learn-needs-terminal = learn needs a terminal: the lessons are played on the board
learn-lesson-n = Lesson { $n }
learn-puzzles-title = Puzzles · your rating { $rating }
learn-puzzles-about = Positions where one move is clearly best; solve them on the board. ✓ solved at the first go, x missed at the first go. The first go at each puzzle moves your rating.
learn-puzzles-all = All themes · Tab shows one theme at a time
learn-puzzles-theme = Only “{ learn-theme }” · Tab for the next theme
learn-puzzles-streak = Solved at the first go in a row: { $streak } · best { $best }
learn-puzzle-row = #{ $id }  { $rating }  { learn-theme }
learn-puzzle-n = Puzzle #{ $id }
learn-theme = { $theme ->
    [suntuk] Win by suntuk
    [capture] The capture that wins
   *[escape] Escape from suntuk
}
learn-puzzle-task = You play { $player }: win in { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}. The other side's replies are played for you.
learn-puzzle-scores = Score: South { $south }, North { $north }
learn-puzzle-rating = Puzzle rating { $rating } · yours { $yours }
learn-puzzle-solved = Solved at the first go! Enter: the next puzzle.
learn-puzzle-solved-later = Solved. Enter: the next puzzle.
cli-help-puzzle = Puzzles on the board: one move is clearly best; a rating is kept
cli-help-puzzle-id = The puzzle to start, by its number [default: the list]
cli-help-puzzle-data-dir = Where progress is kept [default: as for playing]
cli-no-such-puzzle = there is no puzzle { $id }: the puzzles are numbered { $first } to { $last }
cli-puzzle-needs-terminal = puzzle needs a terminal: puzzles are solved on the board

## Engine

cli-help-threads = Threads the computer's ai:hard searches with (in the game, its hints, match and engine), 1 to 64 [default: one per core]; with 1 and a node budget its moves repeat exactly
cli-help-tune = For developers: tune the evaluation's weights on seeded self-play games (Texel tuning) and print them as Rust. Ctrl-C stops it
cli-help-tune-games = Self-play games, 1 to 10000
cli-help-tune-seed = Seed of the games' openings and choices
cli-help-tune-search-depth = Depth of both players' searches, 1 to 121
cli-help-tune-random-plies = Random moves opening each game, 0 to 120
tune-data = { $positions } positions from { $games } games of self-play at depth { $depth } ({ $seconds } s)
tune-result = Scale k { $k }: error { $before } with the weights in use, { $after } after { $rounds } rounds of tuning; the weights:

## Network: a game shared with another terminal (play over SSH)

net-refused-elsewhere = It is { $seat }'s turn, played at another terminal: their move will show here.
net-refused-shared = In a game over the network a move is taken back only when the others agree (:takeback); a new game only by :rematch once it is over, and no hint.
net-presence-here = { $seat } is here.
net-round-called = A new round of your tournament has begun: this is your game.
net-presence-away = { $seat } has gone away; the seat is kept until they come back.
net-presence-empty = { $seat } has not joined yet.
net-presence-left = { $seat } has left.
heard-offered = { $offer ->
    [draw] { $seat } offers a draw.
    [rematch] { $seat } offers a rematch.
   *[takeback] { $seat } asks to take back their last move.
}
heard-accepted = { $offer ->
    [draw] { $seat } accepts the draw.
    [rematch] { $seat } accepts the rematch.
   *[takeback] { $seat } agrees: the move is taken back.
}
heard-declined = { $offer ->
    [draw] { $seat } declines the draw: play goes on.
    [rematch] { $seat } declines the rematch.
   *[takeback] { $seat } says no: the move stands.
}
heard-said = { $seat } says: { $text }
# A shared game's chat: a spectator with no name, one with a name, a line
# signed with who said it, the pane's title, the empty chat.
chat-a-spectator = A spectator
chat-spectator-named = { $name } (watching)
chat-line = { $name }: { $text }
chat-title = { $hidden ->
    [yes] Chat · spectators hidden
   *[no] Chat
}
chat-empty = Nothing said yet: type :say and your words.
chat-muted = { $name } is muted here: their lines no longer show (:unmute { $name } shows them again).
chat-unmuted = { $name }'s lines show here again.
chat-no-such-speaker = No one called “{ $name }” has spoken in this chat.
chat-spectators-hidden = { $hidden ->
    [yes] The spectators' lines are hidden here: w in the chat shows them again.
   *[no] The spectators' lines show here again.
}
heard-ended = Game over: { $ending }.
question-offer = { $offer ->
    [draw] { $by } offers a draw. { $seat }, do you accept?
    [rematch] { $by } offers a rematch. { $seat }, do you accept?
   *[takeback] { $by } asks to take back their last move. { $seat }, do you agree?
}
hint-ended = Game over: { $ending }.
# The panel's line once the game is over: how it ended, then the keys the
# result box offers (popup-key-*).
hint-over = { $what } { $keys }
refused-no-seat = No seat here is played by a person.
refused-pending = An offer is already waiting for its answer.
refused-nothing-asked = No offer is waiting for your answer.
refused-not-shared = Chat is for games played across terminals.
refused-nothing-said = Nothing to say: type :say and your words.
refused-too-fast = Too many lines at once: wait a few seconds.
refused-not-over = A rematch is played once the game is over.
refused-too-late-to-abort = Both players have moved: the game can no longer be aborted (resign, or offer a draw).
refused-not-abortable = Only a game shared with another terminal can be aborted, and never a tournament's: resign, or offer a draw.
refused-shared-over = The game is over: :rematch offers another, v reviews it, q leaves.
word-unknown = “{ $word }” is neither a move nor a word this prompt knows: resign, abort, draw, takeback, rematch, say TEXT, mute NAME, unmute NAME.
# Words typed at the `:` prompt (one word each, lower case); the English
# ones are understood in every language.
word-resign = resign
word-abort = abort
word-draw = draw
word-takeback = takeback
word-rematch = rematch
word-say = say
word-mute = mute
word-unmute = unmute
word-yes = yes
word-no = no
net-seat-here = remote
net-seat-away = away
net-seat-empty = not joined
net-waiting = Waiting for { $seats } to join with: { $command }
lobby-title = Pasang: play over the network
lobby-welcome = Start a game and give its code to your friends, or join one.
lobby-game = Game
lobby-pattern = Pattern
lobby-seat = Your seat
lobby-opponents = Against
lobby-start = Start the game
lobby-join = Join a game by its code
lobby-watch = Watch a game ({ $n } in progress)
lobby-mine = Go back to a game of yours ({ $n })
lobby-leave = Leave
lobby-visitors = other people, who join by the code
lobby-computer = the computer, { $level }
lobby-ka = the ka game
lobby-bell = Bell's game, { $players } players
lobby-code-prompt = The game's code (Enter joins, Esc goes back):
lobby-watch-title = Games in progress (Enter watches, Esc goes back)
lobby-mine-title = Your unfinished games (Enter sits down, Esc goes back)
lobby-here = here
lobby-open = open
lobby-clocked = { $game }, clock { $clock }
lobby-seat-state = { $seat } { $state }
lobby-seat-player = { $player } ({ $seat }, { $state })
lobby-summary = { $game }: { $seats }; { $unit ->
    [turn] { $moves ->
        [one] 1 turn
       *[other] { $moves } turns
    }
   *[move] { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    }
}, { $watchers } watching
lobby-summary-coded = { $code }  { $summary }
lobby-not-a-code = “{ $typed }” is not a code: codes have eight letters and digits, like k7m2qx9p.
lobby-no-such-game = No game here has the code { $code }.
lobby-wait = Too many wrong codes from your address: try again in { $seconds ->
    [one] a second
   *[other] { $seconds } seconds
}.
lobby-no-more-codes = Too many wrong codes: leave and come back to try again.
lobby-full = The server has as many games as it can hold: try again later.
lobby-too-many = You already have { $limit } unfinished games here that others have joined: finish one first.
lobby-not-kept = The game could not be written on the server, so it was not started.
lobby-none-to-watch = No game is being played now.
lobby-none-of-yours = You have no unfinished game here (games are known by your SSH key).
lobby-language = Language: English.
panel-tag = { $name } · { $rating }
panel-rating-change = rated { $before } → { $rating }, { $change }
lobby-rated = Open challenges
lobby-rated-yes = rated
lobby-rated-no = casual (no rating changes)
lobby-rated-never = casual: { $players ->
    [2] this game is not rated
   *[other] only games of two are rated
}
lobby-seek = Post an open challenge (anyone may take it)
lobby-withdraw = Withdraw your open challenge (waiting…)
lobby-anyone = Play anyone now (the closest rating waiting)
lobby-seeks = Take an open challenge ({ $n } open)
lobby-players = Players and ratings
lobby-here-row = Who is here ({ $n })
lobby-here-title = Who is here ({ $n }), ratings for { $kind }
lobby-here-title-unrated = Who is here ({ $n })
lobby-present = { $who }{ $me ->
    [yes] {" "}(you)
   *[no] {""}
 } · { $doing }
lobby-doing-lobby = in the lobby
lobby-doing-playing = playing
lobby-doing-watching = watching a game
lobby-doing-replaying = looking at a finished game
lobby-asked-title = A challenge for you
lobby-asked = { $who } challenges you: { $game } · { $rules } · { $rated ->
    [yes] rated
   *[no] casual
 } · you play { $seat }. Unanswered, it lapses in a minute.
lobby-calling-title = Your challenge
lobby-calling = Waiting for { $name } to answer your challenge: { $game } · { $rated ->
    [yes] rated
   *[no] casual
 }. It lapses in a minute without an answer.
lobby-unmet = { $why ->
    [declined] { $name } declined your challenge.
    [expired] { $name } did not answer your challenge in time.
    [busy] { $name } went to a game: your challenge is withdrawn.
   *[away] { $name } left the server: your challenge is withdrawn.
}
lobby-asked-gone = { $name }'s challenge is no longer open: withdrawn, or not answered in time.
lobby-asked-gone-unnamed = That challenge is no longer open: withdrawn, or not answered in time.
lobby-declined = You declined { $name }'s challenge.
lobby-declined-unnamed = You declined the challenge.
lobby-unnamed = Only a player with a name has a page and can be challenged by name.
lobby-challenge-away = That player is not in the lobby now.
lobby-challenge-busy = That player is playing, watching, or waiting for an answer of their own: try again later.
lobby-challenge-asked = That player has another challenge to answer first: try again in a minute.
lobby-challenge-calling = You are waiting for the answer to a challenge already: withdraw it first.
lobby-challenge-paced = That player was challenged from here just now: try again in { $seconds ->
    [one] a second
   *[other] { $seconds } seconds
}.
lobby-name = Your name: { $name } (Enter opens your page)
lobby-name-choose = Choose your name (once; others see it)
lobby-name-guest = You are a guest (come with an SSH key to keep a name)
lobby-me = You: { $name } · { $ratings }
lobby-me-rating = { $kind } { $rating }
lobby-me-guest = You are a guest: your games are not rated.
lobby-no-name = (no name yet)
lobby-guest = a guest
lobby-rated-ka = ka
lobby-rated-bell = Bell for 2
lobby-seek-line = { $who } · { $game } · { $rules } · { $rated ->
    [yes] rated
   *[no] casual
 } · you play { $seat }{ $mine ->
    [yes] {" "}(yours)
   *[no] {""}
 }
lobby-seeks-title = Open challenges (Enter takes one, Esc goes back)
lobby-players-title = Players by rating, { $kind } (← → the other game, Esc goes back)
lobby-player-line = { $place }. { $name }  { $rating }  ({ $games ->
    [one] 1 rated game
   *[other] { $games } rated games
 })
lobby-page-rating = { $kind }: { $rating } after { $games ->
    [one] 1 rated game
   *[other] { $games } rated games
 }, from { $first } (highest { $highest })
lobby-page-against = Against others (won–drawn–lost): { $results }
lobby-page-games = Latest games:
lobby-page-no-games = No finished game here yet.
lobby-page-game = #{ $id } { $game }: { $result ->
    [won] won against { $others }
    [lost] lost to { $others }
    [shared] drawn with { $others }
   *[none] called off, with { $others }
 }
lobby-page-game-rated = { $game }, { $before } → { $after } ({ $change })
lobby-name-prompt = Your name, 2 to 20 letters (Enter keeps it, Esc goes back):
lobby-posted = Your challenge is open: the game starts here when someone takes it.
lobby-withdrawn = Your challenge is withdrawn.
lobby-no-seeks = No open challenge now: post one, or play anyone and wait.
lobby-named = Welcome, { $name }: others see you by this name.
lobby-seek-gone = Someone else took that challenge, or it was withdrawn.
lobby-seek-own = That challenge is yours: wait for someone to take it.
lobby-seek-not-two = Open challenges are for games of two: start a game and give its code to the others.
lobby-seek-unrated = A rated game needs an SSH key on both sides (and a game of two): choose casual.
lobby-seek-new-today = { $limit } new players from your address began rated play today: until tomorrow a new key from it plays casual games.
lobby-name-length = A name has { $min } to { $max } letters.
lobby-name-character = A name has letters, digits, spaces and - _ . ' only (not { $character }).
lobby-name-taken = Another player is called { $name }: choose another name.
lobby-name-reserved = “{ $name }” names those who come without a key: choose another name.
lobby-name-chosen = Your name is { $name }: a name is chosen once.
lobby-name-no-key = Only a visitor with an SSH key keeps a name and a rating: come back with `ssh -i KEY`.
lobby-name-not-kept = The server could not write your name: try again later.
lobby-name-full = No more names can be chosen from here now: try again another day.
lobby-tournaments = Tournaments ({ $n })
lobby-new-tournament = New tournament
lobby-format-swiss = Swiss, { $rounds } rounds
lobby-tournament-line = { $name } · { $format } · { $game } · { $players } players · { $finished ->
    [yes] finished
   *[no] { $played } of { $rounds } rounds played
 }
lobby-tournaments-title = Tournaments (Enter opens one, Esc goes back)
lobby-tournament-finished = The tournament is over.
lobby-tournament-between = Round { $round } of { $rounds } is over: the next starts when the operator starts it.
lobby-tournament-entering = Entries open: { $players } in so far.
lobby-tournament-playing = Round { $round } of { $rounds } is being played: { $left ->
    [one] 1 game
   *[other] { $left } games
 } to finish.
lobby-tournament-in = You are in it.
lobby-tournament-out = You are not in it.
lobby-help-title = Keys (any key closes)
lobby-key-leave = leave
lobby-key-leave-help = leave the lobby and the server at once, without asking (from any view)
lobby-key-ask-leave-help = leave the lobby and the server, once you say yes
lobby-leave-question = Leave the server?
lobby-leave-withdraws = Your open challenge will be withdrawn.
lobby-key-language-help = switch the language at once (for this visit)
lobby-key-back-help = back to what was shown before
lobby-key-row-help = the row above or below
lobby-key-change-help = change the row's choice
lobby-key-do = do it
lobby-key-do-help = do what the row says; on a row of a choice, the next choice
lobby-key-watch = watch
lobby-key-watch-help = watch the game marked
lobby-key-sit = sit down
lobby-key-sit-help = sit down again at the game marked
lobby-key-take = take
lobby-key-take-help = take the challenge marked: its game starts
lobby-key-open = open
lobby-key-open-help = the tournament marked: its standings and keys
lobby-key-other-game = other game
lobby-key-other-game-help = the ratings of the other game (Tab too)
lobby-key-page = page
lobby-key-page-help = the page of the player marked: ratings, their history and latest games
lobby-key-challenge = challenge
lobby-key-challenge-help = challenge the player marked to the game, clock and rating chosen on the rows
lobby-key-accept = accept
lobby-key-decline = decline
lobby-key-withdraw-challenge = withdraw
lobby-key-withdraw-challenge-help = withdraw your challenge before it is answered
lobby-key-replay = replay
lobby-key-replay-help = replay the game marked, move by move
lobby-key-save = save
lobby-key-save-help = how to keep the game marked as a file on your own machine, for pasang review
lobby-key-enter = enter
lobby-key-enter-help = enter the tournament (with an SSH key and a name)
lobby-key-withdraw = withdraw
lobby-key-withdraw-help = leave the tournament before its first round
lobby-key-next-round = next round
lobby-key-next-round-help = pair and start the next round
lobby-key-settle = settle
lobby-key-settle-help = settle the round's games a player did not come to (asks first)
lobby-key-join = join
lobby-key-keep = keep
lobby-key-make = make it
lobby-tournament-comes = your game comes to you when a round starts
lobby-tournament-kept = the standings are kept on the server as text
lobby-tournament-name-prompt = The tournament's name (Enter makes it for the game and clock chosen, Esc goes back):
lobby-entered = You are in: your game comes to your screen when a round starts, here in the lobby.
lobby-left = You left the tournament.
lobby-round-started = Round { $round } started: each player's game is waiting for them.
lobby-settle-board = Board { $board }: { $south } ({ $south_presence }) against { $north } ({ $north_presence })
lobby-settle-never-came = never came
lobby-settle-question = { $n ->
    [one] Settle this game: won by the player who is here or came, drawn if neither came? y yes · n no
   *[other] Settle these { $n } games: each won by the player who is here or came, drawn if neither came? y yes · n no
}
lobby-bye = You have the bye in round { $round } of { $name }: a win without a game. Your next game comes to you when the next round starts.
lobby-tournament-over = { $count ->
    [one] { $name } is over: won by { $winners } with { $points } points.
   *[other] { $name } is over: { $winners } share first place with { $points } points.
}
lobby-settled = { $n ->
    [0] No game was settled: every game left is being played.
    [one] 1 game was settled: won by the player who came (not rated), or drawn if neither did.
   *[other] { $n } games were settled: each won by the player who came (not rated), or drawn if neither did.
}
lobby-no-tournaments = No tournament here yet: the server's operator makes them.
lobby-no-replay = There is no game here to replay.
lobby-save = To keep game #{ $id } as a file, type this on your own machine: { $command }
lobby-tournament-not-admin = Only the server's operator makes tournaments and starts their rounds.
lobby-tournament-no-such = That tournament is not here any more.
lobby-tournament-not-rated = Tournaments are for the ka game or Bell's game for 2: choose one of them.
lobby-tournament-no-name = To enter, come with an SSH key and choose your name first.
lobby-tournament-full = The server keeps as many tournaments as it can.
lobby-tournament-games = The round's games could not be started: the server is full.
lobby-tournament-started = Its first round is paired: nobody enters or leaves now.
lobby-tournament-already-in = You are in it already.
lobby-tournament-not-in = You are not in it.
lobby-tournament-unfinished = Round { $round } is not over: { $left ->
    [one] 1 game
   *[other] { $left } games
 } to finish.
lobby-tournament-too-few = A tournament needs 2 players at least ({ $players } so far).
lobby-tournament-no-pairing = No next round pairs everyone without a repeat: the tournament ends here.
net-code-prompt = Join code: 
net-lobby-prompt = Game code, or Enter for the lobby: 
net-port-in-use = { $address } is in use: another program listens there; choose another with --listen, e.g. --listen 0.0.0.0:2223
net-cannot-listen = cannot listen on { $address }
net-cannot-keep = cannot keep the server's games in { $dir }
net-cannot-log = cannot write the server's log { $path }
net-bad-address = '{ $text }' is not an address to listen on: write ADDRESS:PORT, such as 0.0.0.0:2222
net-tournament-unreadable = tournament { $id } { $problem }
net-admin-key = { $key } is neither a public key file nor a fingerprint (SHA256:…)
net-already-serving = another pasang serve keeps its games in { $dir }: stop it, or give this one another --data-dir
net-game-unreadable = pasang serve: { $path } is not a game it can read ({ $why }); it is left as it is
net-serving = pasang serve: listening on { $address }.
    Visitors come in with: { $command }
    Host key: { $fingerprint } (a visitor's ssh shows it the first time).
    { $games ->
        [one] One unfinished game, kept in { $dir }.
       *[other] { $games } unfinished games, kept in { $dir }.
    }
    Ctrl-C stops the server; the games are kept.
net-stopped = pasang serve: stopped; the games are kept.
net-no-host-key = cannot make or read the SSH host key in { $dir }
net-host-needs-terminal = a remote seat needs a terminal here, where the game is played too (pasang serve runs a server without one)
cli-help-serve = Run a server of games that anyone joins with ssh: a lobby to start, join and watch games, kept across restarts
cli-help-serve-listen = Where the server listens (port 0: any free port)
cli-help-serve-name = The address visitors are told to use [default: this machine's]
cli-help-serve-data-dir = Where the games and the host key are kept [default: as for playing]
cli-help-serve-max-visitors = Most visitors at once, 1 to 10000
cli-help-serve-per-address = Most visitors at once from one address, 1 to 10000
cli-help-serve-log = Where the server logs who came and went, games, ratings and refusals, appended [default: standard error]
cli-help-serve-admin = The operator's public key, who makes tournaments in the lobby: its file (.pub) or its fingerprint (SHA256:…)
cli-help-serve-grace = How long a tournament's player may take to come to a round's game before losing it by forfeit, such as 90s, 5m or 1h [default: 5m]
cli-help-listen = With a remote seat: where the SSH server for its player listens


## SSH: what the SSH server itself says to a visitor (helper ssh)

ssh-needs-terminal = pasang shows a game screen and needs a terminal: connect with plain ssh (or ssh -t), without a command.
ssh-refused = Only the game screen is served here: { $what } is refused.
ssh-one-command = Only the game screen is served here (connect without a command), and one command: record N, which writes the record of the server's finished game number N.
ssh-no-record = This server has no finished game numbered { $id }.
ssh-too-many = Too many connections to this pasang server; try again later.
ssh-idle = Closed: no key was pressed for too long.
ssh-flood = Closed: far too much input at once.
ssh-broken = This screen failed and was closed; the server goes on. Please tell the host.
ssh-stopped = The game server stopped (the host ended the game, or the server was shut down).
ssh-bad-host-key = { $path } cannot be read ({ $why }): move it away and a new one is made (visitors will be warned that the key changed)
ssh-host-key-not-a-file = it is { $kind }, not a file
ssh-host-key-too-large = it is larger than { $limit } bytes, far more than a host key
ssh-host-key-not-text = it is not text
ssh-host-key-not-openssh = it is not an OpenSSH private key
ssh-host-key-not-made = no host key can be made at { $path } ({ $why })
ssh-host-key-library = the key library could not make an Ed25519 key in OpenSSH's format


## Tournaments

tournament-swiss = Swiss
tournament-round-robin = round robin
tournament-title = { $name }: { $format }, { $played } of { $rounds } { $rounds ->
    [one] round
   *[other] rounds
} played
tournament-number = No
tournament-place = Place
tournament-name = Name
tournament-rating = Rating
tournament-points = Points
tournament-buchholz = Buchholz
tournament-sonneborn-berger = S-B
tournament-wins = Wins
tournament-round = R{ $n }
tournament-bye = bye
# A result given without the game played, after the opponent's number: +4f.
tournament-forfeit-mark = f

## steps: Steps, the small game the tests play (built with the test-game feature only)

game-name-steps = Steps
option-game-steps = Steps, a small game for the tests: step a stone of yours into the empty point
option-not-for-steps = { $option } is not an option of Steps, which takes `--limit`, `--pattern steps` or `--setup`
summary-steps = Steps, { $setup }, { $rules }
lobby-steps = Steps
label-steps-limit = { $steps } steps at most
label-steps-pattern-alternating = steps (alternating)
cli-help-limit = Steps (the test game): how many steps before a draw [default: 20]
cli-value-limit = LIMIT
check-steps-setup = { $path }: a valid setup of Steps: '{ $name }'
check-steps-record = { $path }: a valid record of Steps: setup '{ $setup }', { $rules }, { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}
steps-no-match = Steps has no matches
steps-bench-heading = Steps: limit { $limit }, setup: { $setup }
steps-bench-random-games = random games, step by step: { $count } in { $seconds } s = { $rate } games/s ({ $steps } steps a game)
steps-illegal-over = the game is over
steps-illegal-not-next = that point is not next to the empty point
steps-illegal-not-yours = that stone is not yours
steps-move-unreadable = a step is the point a stone steps from, as in e6
steps-outcome-stuck = { $seat } cannot step and loses
steps-outcome-limit = the steps have run out: a draw
steps-tui-played = { $seat } stepped from { $from } to { $to }.
steps-tui-undone = Took back { $step }.
steps-tui-redone = Stepped from { $step } again.
steps-tui-new-game = New game: { $seat } steps first.
steps-tui-continued = Playing on from step { $ply }.
steps-tui-refused = Not now.
steps-tui-computer-turn = { $seat } is the computer (ai:{ $level }): wait for its step.
steps-tui-replay-at = The position after step { $ply }.
steps-tui-suggested = Suggested: { $step }. Enter plays it.
steps-tui-step = Step { $n }
steps-tui-to-move = { $seat } to step
steps-tui-form-title = New game of Steps
steps-help-last-move = The last step is marked where the stone set out from.
steps-help-rules = South plays white, North black. A step moves one of your stones from a point next to the empty point into it; who cannot step loses, and when the steps run out the game is drawn.
key-steps-mouse = mouse click
key-steps-mouse-help = step the stone clicked into the empty point
