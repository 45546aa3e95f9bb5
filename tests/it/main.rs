//! The integration tests, as one test program: the crate, russh, tokio
//! and ratatui are linked once for all of them, not once a file. Each file
//! here is a module named for what it tests; a new test goes into the file
//! of its area, or a new file with its `mod` line below.
//!
//! Run one area with `cargo test --test it tui_screens::`, one test with
//! its path (`cargo test --test it tui_clock::the_clock_shows`).
//!
//! The tests run on threads of one process, so none changes what the others
//! see: no environment variables, current directory, signal handlers or
//! panic hook of the test process (a test that needs them runs the binary,
//! or this program again, as a child); the language of messages is chosen
//! per thread (`i18n::set`), and each test runs on a thread of its own.

mod common;
mod ssh_common;

mod ai;
mod ai_solve;
mod bell_ai;
mod bell_capacity;
mod bell_methods;
mod bell_perft;
mod bell_props;
mod bell_reference;
mod bell_setups;
mod bell_speed;
mod cli_completion;
mod cli_control_chars;
mod cli_game;
mod cli_interrupt;
mod cli_learn;
mod cli_library_errors;
mod cli_manual;
mod cli_options;
mod cli_perft;
mod cli_records;
mod cli_resume;
mod cli_setup;
mod cli_store;
mod counting;
mod engine;
mod engine_bell;
mod engine_words;
mod lang_cli;
mod layers;
mod lessons_data;
mod loaders_fuzz;
mod lobby;
mod lobby_games;
mod lobby_here;
mod lobby_keys;
mod lobby_page;
mod lobby_settings;
mod lobby_tournament;
mod malay_glossary;
mod match_cli;
mod message_ids;
mod puzzles;
mod puzzles_make;
mod records_bell;
mod records_v1;
mod review_cli;
mod rules_errors;
mod rules_perft;
mod rules_props;
mod rules_reference;
mod rules_seeds;
mod search_nodes;
mod server_kill;
mod setup_files;
mod ssh_bell;
mod ssh_chat;
mod ssh_community;
mod ssh_host;
mod ssh_load;
mod ssh_openssh;
mod ssh_play;
mod ssh_protocol;
mod ssh_tournament;
mod third_game;
mod tui_abort;
mod tui_bell_computer;
mod tui_bell_lang;
mod tui_bell_play;
mod tui_bell_saving;
mod tui_bell_screens;
mod tui_chat;
mod tui_clock;
mod tui_computer;
mod tui_conduct;
mod tui_endings;
mod tui_forms;
mod tui_games;
mod tui_history;
mod tui_learn;
mod tui_learn_edges;
mod tui_malay;
mod tui_malay_fit;
mod tui_new_game;
mod tui_newcomer;
mod tui_play;
mod tui_pseudo;
mod tui_review;
mod tui_rounds;
mod tui_save_folder;
mod tui_saving;
mod tui_screens;
mod tui_settings;
mod tui_shared;
mod tui_shared_keys;
mod tui_signals;
mod tui_terminal_bell;
