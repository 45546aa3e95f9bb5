//! Helpers shared by the integration tests.

#![allow(dead_code)]

pub mod reference;

use pasang::rules::{Centre, KaEntry, Point, Rules, SecondColumn};

pub fn p(s: &str) -> Point {
    s.parse().unwrap_or_else(|()| panic!("bad point {s:?}"))
}

/// The reference implementation's view of a rule set.
pub fn reference_options(rules: Rules) -> (bool, &'static str, bool) {
    (
        rules.second_column == SecondColumn::Free,
        match rules.ka_entry {
            KaEntry::Slide => "slide",
            KaEntry::Jump => "jump",
            KaEntry::Either => "either",
        },
        rules.centre == Centre::Blocks,
    )
}

/// The result of running the real `pasang` binary.
pub struct Run {
    pub code: Option<i32>,
    pub stdout: String,
    pub stderr: String,
}

/// Runs `pasang` with arguments and no standard input.
pub fn pasang(args: &[&str]) -> Run {
    pasang_env(args, &[])
}

/// Runs `pasang` with arguments and extra environment variables.
pub fn pasang_env(args: &[&str], env: &[(&str, &str)]) -> Run {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_pasang"))
        .args(args)
        .envs(env.iter().copied())
        .stdin(std::process::Stdio::null())
        .output()
        .expect("run pasang");
    Run {
        code: out.status.code(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

impl Run {
    /// Asserts a failure with exactly one line on stderr containing `needle`.
    pub fn fails_with(&self, needle: &str) {
        assert_ne!(self.code, Some(0), "succeeded: {}", self.stdout);
        assert!(self.code.is_some(), "killed by a signal");
        assert!(!self.stderr.contains("panicked"), "panic: {}", self.stderr);
        assert_eq!(
            self.stderr.trim_end().lines().count(),
            1,
            "not one line: {:?}",
            self.stderr
        );
        assert!(
            self.stderr.contains(needle),
            "{:?} lacks {needle:?}",
            self.stderr
        );
    }
}

/// The rows of the built-in `first` pattern, for making variants.
pub fn first_rows() -> Vec<String> {
    pasang::rules::Setup::pattern(pasang::rules::Pattern::First).rows()
}

/// A setup file's RON text from rows.
pub fn setup_ron(rows: &[String]) -> String {
    let rows: Vec<String> = rows.iter().map(|r| format!("        {r:?},")).collect();
    format!(
        "(\n    name: \"test\",\n    rows: [\n{}\n    ],\n)\n",
        rows.join("\n")
    )
}
