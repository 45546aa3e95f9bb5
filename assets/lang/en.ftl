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

## settings: the settings screen and language switching (helper bell)
