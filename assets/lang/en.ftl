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

cli-terminal-failed = the terminal game failed
cli-no-data-dir = no data directory is known; set PASANG_DATA_DIR or use --data-dir
cli-replay-needs-terminal = replay needs a terminal; `pasang check { $path }` shows the game as text
cli-engine-setup-space = --setup: an engine program reads the setup's path as one word, and { $path } has a space
cli-no-bell-yet = this command does not play Bell's game yet
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
cli-help-second-column = Which files North may take in the column capture
cli-help-ka = How a stone enters the passage as a ka
cli-help-centre = Whether the centre stops capture lines
cli-help-players = Bell's game: how many play [default: 2]
cli-help-opening = Bell's game: where the first player takes the opening stone [default: corner]
cli-help-moves = Moves to play first, in notation ("c j d5-c5xN …")
cli-help-load = Open a copy of a saved game record where it stopped (- reads standard input); it is autosaved as a new game
cli-help-resume = Go on with a saved game (autosaved after every move): the latest that is not open in another pasang, or game N of `pasang games`, or FILE from the games folder
cli-help-data-dir = Where games are autosaved [default: $PASANG_DATA_DIR, else the platform's data directory, e.g. ~/.local/share/pasang]
cli-help-ascii = Draw the board with plain ASCII, for terminals without Unicode
cli-help-south = Who plays South: human, or the computer: ai:easy, ai:medium, ai:hard [default: human, or as saved in the game resumed or loaded]
cli-help-north = Who plays North, as for --south
cli-help-west = Bell's game with 3 or 4 players: who plays West, as for --south
cli-help-east = Bell's game with 4 players: who plays East, as for --south
cli-help-movetime = How long ai:hard thinks a move, in milliseconds, 10 to 600000 [default: 1000]
cli-help-seed = Seed for the computer's choices, to play a game again [default: from the clock]
cli-help-lang = The language of the program: en (English) or ms (Bahasa Melayu) [default: as last chosen in the game, else from the locale (LC_ALL, LC_MESSAGES, LANG), else English]
cli-help-replay = Step through a saved game, forward and back
cli-help-replay-file = The game record (RON); - reads standard input
cli-help-replay-ascii = Draw the board with plain ASCII, for terminals without Unicode
cli-help-check = Check a setup or game record file, and show it
cli-help-check-file = The file (RON); - reads standard input
cli-help-games = List the saved games, the latest first, to pick one for --resume
cli-help-games-data-dir = Where games are autosaved [default: as for playing]
cli-help-perft = Count the move sequences of DEPTH plies (checks the move generator). Shows progress on stderr when it runs long; Ctrl-C stops it
cli-help-perft-depth = Plies to count, 1 to 10
cli-help-perft-divide = One line per legal move with its count, then the total
cli-help-bench = Measure the rules engine, the search and the terminal game: perft, random games, fixed-depth searches and frames drawn per second. Ctrl-C stops it
cli-help-bench-depth = Deepest perft from the start position, 1 to 10
cli-help-bench-seconds = Time each part may take (perft, random games, search), 0.01 to 3600 seconds; perft stops deepening once it is spent
cli-help-bench-search-depth = Depth of the search benchmark (positions from seeded random games), 1 to 121
cli-help-engine = Speak the engine protocol on stdin/stdout (see the README); the position is set with its `position` command
cli-help-match = Play the computer against itself; progress on stderr, totals on stdout. Ctrl-C stops it with the totals so far
cli-help-match-south = South in the first game (sides swap every game; in Bell's game the seats rotate): ai:random|easy|medium|hard
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
cli-help-match-alpha = The test's chance of accepting ELO1 when ELO0 holds, 0.001 to 0.2
cli-help-match-beta = The test's chance of accepting ELO0 when ELO1 holds, 0.001 to 0.2
cli-help-completions = Print a shell completion script (bash, zsh, fish, elvish, powershell)
cli-help-completions-shell = The shell
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
cli-default = [default: { $value }]
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
text-not-ron = is not valid RON: line { $line }, column { $column }: { $message }
record-end-cleared = board cleared
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
summary-moves = { $summary }, { $moves } { $moves ->
    [one] move
   *[other] moves
}; { $scores }
summary-over = { $summary }; over: { $outcome }
summary-to-move = { $summary }; { $player } to move
games-none = No saved games in { $folder } yet.
games-heading = Saved games in { $folder }, the latest first:
games-open-elsewhere = (open in another pasang)
games-cannot-resume = cannot be resumed: { $error }
games-how-to-resume = Resume one with `pasang --resume N` (N from this list) or `pasang --resume FILE`.
no-such-seat = --{ $flag } names a seat this game does not have: it is played by { $players }
settings-file-error = { $error }; the settings are ignored
settings-text-error = { $path }: the settings file { $error }; it is ignored
settings-value-ignored = { $path }: the setting { $name } '{ $value }' is not one this pasang knows; it is ignored

## check: pasang check (helper cli)

check-ka-record = { $path }: a valid game record: setup '{ $setup }', rules { $rules }, { $moves } moves
check-ka-to-move = South { $south }, North { $north }; { $player } to move ({ $phase })
check-ka-setup = { $path }: a valid setup: '{ $name }'
check-stones = { $black } black, { $white } white ({ $points } points); symmetric under a half turn
check-bell-setup = { $path }: a valid setup of Bell's game: '{ $name }'
check-bell-record = { $path }: a valid record of Bell's game: setup '{ $setup }', { $rules }, { $moves } moves

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
match-human = a match is between ai players, and { $player } is human
match-no-hard-player = --{ $flag } sets how ai:hard thinks, and neither player is ai:hard
match-engine-for-bell = --south-engine and --north-engine play the ka game's matches; Bell's game takes ai:LEVEL players
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
match-elo = Elo of { $first } over { $second }: { $interval }, from { $pairs } { $pairs ->
    [one] pair of games
   *[other] pairs of games
}
match-sprt-h1 = H1 accepted: { $first } is { $elo } Elo stronger or more
match-sprt-h0 = H0 accepted: { $first } is not { $elo } Elo stronger
match-sprt-open = not decided yet
match-sprt-bounds = bounds { $lower }, { $upper }
perft-status = perft { $depth }: { $counted } sequences so far, { $done } of { $first_moves } first moves done
perft-total = total { $total }
match-status = game { $game }/{ $games }: { $plies } moves played; { $seconds } s so far
bench-ka-heading = rules: { $rules }, setup: { $setup }
bench-bell-heading = Bell's game: { $rules }, setup: { $setup }
bench-perft = perft { $depth }: { $nodes } nodes in { $seconds } s = { $rate } M nodes/s
bench-cut = {" "}(cut at --seconds)
bench-not-run = perft { $depths }: not run, --seconds spent
bench-random-games = random games: { $count } in { $seconds } s = { $rate } games/s ({ $moves } moves a game)
bench-bell-random-games = random games, hop by hop: { $count } in { $seconds } s = { $rate } games/s ({ $moves } moves, { $choices } choices a game)
bench-search = search: { $nodes } nodes to depth { $depth } in { $seconds } s = { $rate } M nodes/s
bench-search-cut = {" "}(cut at --seconds: { $searched } of { $positions } positions searched in full)
bench-search-status = search: position { $position } of { $positions } to depth { $depth }
bench-frames = terminal frames: { $count } at 100x32 in { $seconds } s = { $micros } us a frame

## rules: the games' words and the reasons a move is illegal (helper cli)

seat-south = South
seat-west = West
seat-north = North
seat-east = East
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
ka-ban-quadrant-east = South took { $south }, so North must take a file from the diagonally opposite quadrant, g to k
ka-ban-quadrant-west = South took { $south }, so North must take a file from the diagonally opposite quadrant, a to e
ka-ban-middle = South took f, so North may take any file but f
ka-ban-mirror = North may not copy South: { $north } mirrors South's { $south }
ka-move-unreadable = cannot read move '{ $text }': { $fault }
syntax-empty = it is empty
ka-syntax-not-a-file = a column is a file letter from a to k
ka-syntax-no-dash = expected a file letter (c) or FROM-TOxLINE (d3-c3xN)
ka-syntax-no-capture = expected 'x' and the line after the target point, as in d3-c3xN
syntax-bad-from = the starting point is not a point from a1 to k11
ka-syntax-bad-to = the target point is not a point from a1 to k11
ka-syntax-bad-line = the line is one of N, S, E, W, NS, EW
ka-diagram-rows = { $found } rows, expected 11
ka-diagram-row-length = row { $row } has { $found } points, expected 11
ka-diagram-centre = the centre f6 must be '.'
ka-diagram-character = { $point }: unknown character '{ $found }'
ka-diagram-missing-ka = both kas, S and N, must be on the board
ka-unknown-choice = unknown { $option } value '{ $found }' (expected one of: { $expected })
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
option-second-column-diagonal = North takes a file from the quadrant diagonally opposite South's (any but f if South took f)
option-second-column-free = North takes any file except the one mirroring South's
option-ka-slide = the ka slides in from the file next to the passage
option-ka-jump = the ka jumps in over a stone from two files away
option-ka-either = the ka may slide in or jump in
option-centre-blocks = a capture line stops at the missing centre
option-centre-open = a capture line passes over the centre like an empty point
option-rules-classic = diagonal second column, sliding ka entry, centre blocks lines
option-rules-marbles = the marble edition: free second column, slide or jump entry, open centre
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
option-not-for-bell = { $option } is not an option of Bell's game, which takes --players, --opening, --pattern checker|quarters|rings or --setup
unknown-player = unknown player '{ $player }': expected human, ai:random, ai:easy, ai:medium or ai:hard
number-not-a-number = '{ $text }' is not a number
number-out-of-range = { $text } is not in { $min }..={ $max }
sprt-not-a-pair = '{ $text }' is not two Elo differences joined by a comma, such as 0,10
sprt-not-increasing = the first Elo ({ $elo0 }) must be below the second ({ $elo1 })

## tui: the terminal game, both games (helper tui)

## help: the help screens and the rules in brief (helper tui)

## bell-tui: Bell's terminal game (helper bell)

## settings: the settings screen and language switching (helper bell)
