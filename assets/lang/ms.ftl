# Mesej pasang dalam Bahasa Melayu. Setiap mesej ialah mesej Fluent
# (https://projectfluent.org/fluent/guide/): id, kemudian teksnya, dengan
# { $nama } untuk nilai yang dimasukkan oleh program. Istilah permainan:
# lihat glossary.md.

language-name = Bahasa Melayu

## Perkataan bersama

points = { $n } mata

## cli: the command line, its help and errors (helper cli)

## files: files, setups and records (helper cli)

## check: pasang check (helper cli)

## match: pasang match, perft and bench (helper cli)

## rules: the games' words and the reasons a move is illegal (helper cli)

## tui: the terminal game, both games (helper tui)

## help: the help screens and the rules in brief (helper tui)

## bell-tui: Bell's terminal game (helper bell)

## settings: the settings screen and language switching (helper bell)
