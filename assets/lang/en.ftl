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
