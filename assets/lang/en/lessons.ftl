### The lessons' texts, named by the lesson's id and the step's number
### from 1: lesson-<id> is the title, lesson-<id>-<n> what step n says,
### lesson-<id>-<n>-look what to look at after a miss, lesson-<id>-<n>-done
### what is said when the step is done (assets/lessons/README.md).

## 01-board.ron

lesson-board = The board, the stones, the points
lesson-board-1 = 11 by 11 points; the centre f6 is missing. You are South: ranks 1-5 are your half. Black is worth 1 point, white 2. Your first move takes the five stones of one file in your half. Take any file.
lesson-board-1-look = Choose a point on any file of your half.
lesson-board-1-done = Every move in Pasang captures something.
lesson-board-2 = Count before you take: a white stone is worth twice a black one. Take a file worth 10 points.
lesson-board-2-look = Count the white stones of each file: five whites make 10 points.
lesson-board-2-done = 10 points: the most one file gives here.

## 02-second-column.ron

lesson-second-column = The column capture and the second column
lesson-second-column-1 = You are North now. South took file c, west of f. Under the classic rule North must then take a file east of f (g to k). Take one.
lesson-second-column-1-look = Choose a file from g to k.
lesson-second-column-1-done = South's passage is file c; yours is the file you just took.
lesson-second-column-2 = Here South took the middle file f. Then North may take any file but f. Take the file that gives most points.
lesson-second-column-2-look = Count the white stones in your half of each file.
lesson-second-column-2-done = After f, every other file is open to North.
lesson-second-column-3 = The marble rules are freer: North may take any file except the mirror of South's. South took c: every file but i is open. Take file e.
lesson-second-column-3-look = The goal is file e, on the west side, which the classic rule forbids.
lesson-second-column-3-done = Under the marble rules only the mirror file is closed.

## 03-ka-slide.ron

lesson-ka-slide = Choosing the ka by sliding
lesson-ka-slide-1 = Your second move makes your ka. Take a file; North answers; then a stone next to your passage slides one step into it and must capture at once, along the rank or the file.
lesson-ka-slide-1-look = After the file, choose a marked stone next to your passage.
lesson-ka-slide-1-done = That stone is your ka now; it is never scored.
lesson-ka-slide-2 = You are North. Bring your ka into file j so that it takes 6 points.
lesson-ka-slide-2-look = Look at rank 7: three white stones in a row.
lesson-ka-slide-2-done = Three white stones: 6 points.

## 04-ka-jump.ron

lesson-ka-jump = Choosing the ka by jumping
lesson-ka-jump-1 = Under the jump rule the stone stands two files from the passage and jumps over the stone between into it. Your passage is c: jump a stone in from a or e.
lesson-ka-jump-1-look = Choose a marked stone on file a or e.
lesson-ka-jump-1-done = It jumped over one stone, which stays where it is.
lesson-ka-jump-2 = The marble rules allow both. Here, jump: take 6 points with a stone that jumps into c.
lesson-ka-jump-2-look = Jump in from a or e, two files away, where the stones taken east and west of c come to 6 points.
lesson-ka-jump-2-done = Slide or jump: players agree on it before the game.

## 05-lines.ron

lesson-lines = What a line is
lesson-lines-1 = From here on the kas move. A ka captures a line: looking from the ka, stones of one colour in a row (empty points between do not matter). It may take a line only if it has an odd number of stones. Take the three white stones on rank 4.
lesson-lines-1-look = Stand the ka on rank 4, at a4: it then looks east along the rank.
lesson-lines-1-done = Three whites, then a black stone ends the line. The two whites on rank 2 are even: no capture there.
lesson-lines-2 = An even line cannot be taken at all. The two whites on rank 4 are even, so standing at a4 takes nothing. Take the black stone at d4 instead, from below.
lesson-lines-2-look = That took a white stone, not the black one at d4. Move along rank 1 to d1: the ka then looks up file d.
lesson-lines-2-done = One black stone: an odd line of its own.

## 06-both-sides.ron

lesson-both-sides = A line on both sides of the ka
lesson-both-sides-1 = When the stones on both sides of the ka are the same colour, they are one line, taken whole or not at all. Move to d4: two whites west, one east, three together. Take them.
lesson-both-sides-1-look = Move the ka up file d to d4 and take east and west together.
lesson-both-sides-1-done = Two and one make three: an odd line on both sides.
lesson-both-sides-2 = Now the stone east of d4 is black. Two colours make two lines: the two whites are even, the one black is odd. Take the black stone.
lesson-both-sides-2-look = The black stone is on rank 4: stand the ka at d4.
lesson-both-sides-2-done = One black stone: an odd line on its own.

## 07-stops.ron

lesson-stops = What stops a line
lesson-stops-1 = A line stops at a stone of the other colour, at the other ka, and (under the classic rule that the centre blocks) at the centre. Here North's ka stands at e3: it ends the line of whites from the west. Take the three whites west of it.
lesson-stops-1-look = Stand at a3 and look east: three whites, then the enemy ka.
lesson-stops-1-done = The white beyond the ka at f3 was not part of the line.
lesson-stops-2 = Under the classic rules the centre f6 stops a line too. Rank 6 holds three whites west of the centre and one east of it. Take the three.
lesson-stops-2-look = Go up file a to rank 6 and look east.
lesson-stops-2-done = The centre stopped the line: g6 stays. With the centre open (marble rules) the line would be four: even.

## 08-ka-moves.ron

lesson-ka-moves = Ka moves: capturing across the move
lesson-ka-moves-1 = The ka slides any distance along its rank or file over empty points, and captures across its move: after moving along a rank it takes along the file, after moving along a file it takes along the rank. Take all three whites on file e.
lesson-ka-moves-1-look = Moving up file a only reaches one stone of file e. Move along rank 1 to e1 instead.
lesson-ka-moves-1-done = Along rank 1, then across: the whole file.

## 09-suntuk.ron

lesson-suntuk = Suntuk
lesson-suntuk-1 = A player who cannot capture while stones remain is suntuk and loses, 120-0. North's ka can only go to k10, and there it takes c10. Take c10 first and leave North without a capture.
lesson-suntuk-1-look = After that move North's ka can still reach k10 and take c10. Take c10 first.
lesson-suntuk-1-done = North has no capture left: suntuk, and you win 120-0.

## 10-end.ron

lesson-end = The end of the game and the score
lesson-end-1 = The game ends when the last stone is taken; the higher score wins. You have 50 points, North 55. Three whites are left: take them all at once and win.
lesson-end-1-look = One white is 2 points: not enough. Stand on rank 4 to take the three together.
lesson-end-1-done = 56 to 55: you win. That is the whole game. Good luck!

## 11-partial.ron

lesson-partial = Traditional rules: taking part of a line
lesson-partial-1 = Under the traditional rules a line that may be taken may also be taken in part: an odd number of its stones, the ones nearest the ka, fewer than all. From a4 the three whites on rank 4 are a line. Take only the nearest one, b4. Typed, a part says how many: a1-a4xE1.
lesson-partial-1-look = Take b4 alone: stand the ka at a4 and take one stone east, a1-a4xE1.
lesson-partial-1-done = One of three: odd, and the nearest. c4 and d4 stay on the board.
lesson-partial-2 = A line on both sides of the ka is taken in part from the ka outward: the nearest stones of one side, of the other, or of both, an odd number together. At d4 the line is three whites west and two east. Take the nearest two west and the nearest one east: d1-d4xE1W2.
lesson-partial-2-look = Take c4 and b4 west of d4 and e4 east of it, and no more: d1-d4xE1W2.
lesson-partial-2-done = Two and one make three of five. a4 and f4, the farthest, stay.
lesson-partial-3 = A line that cannot be taken whole cannot be taken in part either. The four whites on rank 4 are even: not even one of them can be taken. Rank 3 holds five: take the nearest three.
lesson-partial-3-look = Stand at a3 and take three stones east, b3 to d3: a1-a3xE3.
lesson-partial-3-done = A line of five can be taken as one, three or five; a line of four not at all.
lesson-partial-4 = The stones a part leaves behind stay on the board, and can stand in North's way. North's ka can only move along rank 11 and take down a file. Take all of rank 4 and North takes c8 or d8. Leave North without a capture.
lesson-partial-4-look = Take only b4 from a4: then files c and d each hold two whites, even, and b3 and b2 are two blacks.
lesson-partial-4-done = Every file North can reach holds an even line: suntuk, and you win 120-0.

## 12-first.ron

lesson-first = Traditional rules: who begins, and rounds
lesson-first-1 = In the traditional game the players agree who begins. Here North begins: North takes the first column, from its own half (ranks 7-11), any file it likes. You are North. Take file c.
lesson-first-1-look = Choose a point on file c.
lesson-first-1-done = The first column is never restricted, whoever takes it.
lesson-first-2 = Now South takes the second column, and the classic rule binds South as it bound North: North took c, west of f, so South must take a file east of f (g to k). You are South. Take one.
lesson-first-2-look = Choose a file from g to k.
lesson-first-2-done = The second player's column is on the other side of f.
lesson-first-3 = Had North taken the middle file f, South could take any file but f. North took f here. Take file e, west of f.
lesson-first-3-look = The goal is file e: after f every other file is open.
lesson-first-3-done = The same rule as with South first, the players' places swapped.
lesson-first-4 = The one who begins also brings the ka in first, and moves the ka first after that. Both columns are taken: North, bring your ka into file c and take three stones.
lesson-first-4-look = Look along rank 11: slide in at c11 from b11 or d11 and take east and west together.
lesson-first-4-done = North began, so North moves first in every phase.
lesson-first-5 = The traditional game is played in rounds on the same setup (pasang --rounds 3). Whoever makes the last capture of a round begins the next one, whoever won the round. You have 40 points, North 45, and three blacks are left. Take all three: North wins this round, but you begin the next.
lesson-first-5-look = Stand on rank 4 and take the whole line, not a part of it: the last stones must be yours.
lesson-first-5-done = The board is clear. North wins the round 45-43, and you made the last capture, so you begin round two.
lesson-first-6 = A round won by suntuk is recorded 120-0, and the winner, who made the last capture, begins the next round. The series goes to whoever wins more rounds; with as many rounds each, to the higher sum of the rounds' recorded scores. Take c10 and leave North without a capture.
lesson-first-6-look = North's ka can only reach k10, and there it takes c10. Take c10 first.
lesson-first-6-done = Suntuk: the round is yours, 120-0, and you begin the next one.
