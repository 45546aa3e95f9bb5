//! The SSH server with russh's own client, for exact protocol cases:
//! window sizes, junk, silence, floods, limits, a breaking screen.
#![cfg(target_os = "linux")]

use crate::ssh_common;

use std::io::{Read, Write};
use std::net::TcpStream;
use std::sync::Arc;
use std::time::{Duration, Instant};

use pasang::net::ssh::Limits;
use russh::client::{self, Handle, KeyboardInteractiveAuthResponse};
use russh::keys::PublicKeyOrCertificate;
use russh::{Channel, ChannelMsg, MethodKind, client::Msg};
use ssh_common::{CODE, DEADLINE, Fixture, Seen};

struct Trusting;

impl client::Handler for Trusting {
    type Error = russh::Error;

    async fn check_server_key(&mut self, _: &PublicKeyOrCertificate) -> Result<bool, Self::Error> {
        Ok(true)
    }
}

async fn connect(fixture: &Fixture) -> Handle<Trusting> {
    let config = Arc::new(client::Config::default());
    client::connect(config, fixture.addr(), Trusting)
        .await
        .expect("connects")
}

/// Comes in as `join` with a terminal of `width`×`height` and a shell.
async fn visit(fixture: &Fixture, width: u32, height: u32) -> (Handle<Trusting>, Channel<Msg>) {
    visit_with(fixture, &[], width, height).await
}

/// [`visit`], with these environment variables set first.
async fn visit_with(
    fixture: &Fixture,
    env: &[(&str, &str)],
    width: u32,
    height: u32,
) -> (Handle<Trusting>, Channel<Msg>) {
    let mut handle = connect(fixture).await;
    assert!(
        log_in(&mut handle, "join").await,
        "join comes in without a key"
    );
    let channel = handle.channel_open_session().await.unwrap();
    for (name, value) in env {
        channel.set_env(true, *name, *value).await.unwrap();
    }
    channel
        .request_pty(true, "xterm", width, height, 0, 0, &[])
        .await
        .unwrap();
    channel.request_shell(true).await.unwrap();
    (handle, channel)
}

/// Logs in as `user` as a client without a key does: "none" is refused,
/// then keyboard-interactive; whether it let the client in with no
/// question asked.
async fn log_in<H: client::Handler>(handle: &mut Handle<H>, user: &str) -> bool {
    let none = handle.authenticate_none(user).await.unwrap();
    assert!(!none.success(), "nobody comes in by \"none\"");
    matches!(
        handle
            .authenticate_keyboard_interactive_start(user, None)
            .await
            .unwrap(),
        KeyboardInteractiveAuthResponse::Success
    )
}

/// Reads the channel until the server closes it, returning the data it
/// carried; a connection cut before that fails the test.
async fn until_closed(channel: &mut Channel<Msg>) -> Vec<u8> {
    let mut data = Vec::new();
    let read = async {
        loop {
            match channel.wait().await {
                Some(ChannelMsg::Data { data: bytes }) => data.extend_from_slice(&bytes),
                Some(ChannelMsg::Close) => break,
                Some(_) => {}
                None => panic!(
                    "the connection was cut before the channel closed, after {:?}",
                    String::from_utf8_lossy(&data)
                ),
            }
        }
    };
    tokio::time::timeout(DEADLINE, read)
        .await
        .expect("the channel closes");
    data
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tiny_huge_and_changed_windows_are_drawn_into() {
    let fixture = Fixture::start(Limits::default());
    let (_h, channel) = visit(&fixture, 1, 1).await;
    fixture.wait_for_size("join", 1, 1);
    channel.window_change(0, 0, 0, 0).await.unwrap();
    fixture.wait_for_size("join", 0, 0);
    channel.window_change(100_000, 70_000, 0, 0).await.unwrap();
    fixture.wait_for_size("join", 500, 250);
    channel.window_change(80, 24, 0, 0).await.unwrap();
    fixture.wait_for_size("join", 80, 24);
    let (_h2, _c2) = visit(&fixture, u32::MAX, u32::MAX).await;
    fixture.wait_for_size("join", 500, 250);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn junk_on_the_port_is_dropped_and_a_good_client_still_served() {
    let fixture = Fixture::start(Limits::default());
    let mut junk = TcpStream::connect(fixture.addr()).unwrap();
    let mut x: u32 = 12345;
    let bytes: Vec<u8> = (0..8192)
        .map(|_| {
            x = x.wrapping_mul(1_103_515_245).wrapping_add(12345);
            (x >> 16) as u8
        })
        .collect();
    let _ = junk.write_all(b"SSH-2.0-junk\r\n");
    let _ = junk.write_all(&bytes);
    junk.set_read_timeout(Some(DEADLINE)).unwrap();
    let mut got = Vec::new();
    let _ = junk.read_to_end(&mut got);
    assert!(
        got.starts_with(b"SSH-2.0-"),
        "the server greets, then hangs up"
    );
    let _ = visit(&fixture, 80, 24).await;
    fixture.wait_for_size("join", 80, 24);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_silent_client_is_dropped_after_the_auth_time_while_others_play() {
    let limits = Limits {
        auth_time: Duration::from_millis(700),
        ..Limits::default()
    };
    let fixture = Fixture::start(limits);
    let start = Instant::now();
    let mut silent = TcpStream::connect(fixture.addr()).unwrap();
    silent.set_read_timeout(Some(DEADLINE)).unwrap();
    // Past the auth time a visitor already in stays.
    let (_h, channel) = visit(&fixture, 80, 24).await;
    fixture.wait_for_size("join", 80, 24);
    let mut got = Vec::new();
    assert!(
        silent.read_to_end(&mut got).is_ok(),
        "closed, not timed out"
    );
    assert!(start.elapsed() >= Duration::from_millis(700));
    channel.data_bytes(&b"+"[..]).await.unwrap();
    let waited = Instant::now();
    while fixture.count() != 1 {
        assert!(
            waited.elapsed() < DEADLINE,
            "the visitor in is still served"
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_input_flood_is_held_to_the_rate_then_closed() {
    let limits = Limits {
        input_rate: 1000,
        input_burst: 500,
        flood_patience: Duration::from_millis(800),
        ..Limits::default()
    };
    let fixture = Fixture::start(limits);
    let (_h, mut channel) = visit(&fixture, 80, 24).await;
    fixture.wait_for_size("join", 80, 24);
    let start = Instant::now();
    let chunk = vec![b'+'; 4096];
    let mut sent = 0;
    let writer = channel.make_writer();
    let flood = tokio::spawn(async move {
        let mut writer = writer;
        while tokio::io::AsyncWriteExt::write_all(&mut writer, &chunk)
            .await
            .is_ok()
        {}
    });
    let data = until_closed(&mut channel).await;
    flood.abort();
    sent += 1;
    let seconds = start.elapsed().as_secs_f64();
    let count = fixture.count();
    assert!(count >= 500, "the burst gets through: {count}");
    assert!(
        (count as f64) <= 500.0 + 1000.0 * seconds + 1.0,
        "{count} keys in {seconds} s"
    );
    assert!(String::from_utf8_lossy(&data).contains("too much input"));
    let _ = sent;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flood_of_window_changes_is_held_to_the_input_budget_then_closed() {
    let fixture = Fixture::start(Limits {
        input_rate: 1000,
        input_burst: 500,
        flood_patience: Duration::from_millis(800),
        ..Limits::default()
    });
    let (_h, mut channel) = visit(&fixture, 80, 24).await;
    fixture.wait_for_size("join", 80, 24);
    let start = Instant::now();
    let mut data = Vec::new();
    let mut sent = 0u32;
    'flood: while start.elapsed() < DEADLINE {
        // Each a new size: every one the screen takes is drawn.
        let width = 81 + sent % 2;
        if channel.window_change(width, 24, 0, 0).await.is_err() {
            break;
        }
        sent += 1;
        while let Ok(msg) = tokio::time::timeout(Duration::ZERO, channel.wait()).await {
            match msg {
                Some(ChannelMsg::Data { data: bytes }) => data.extend_from_slice(&bytes),
                Some(ChannelMsg::Close) | None => break 'flood,
                Some(_) => {}
            }
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    let text = String::from_utf8_lossy(&data);
    assert!(
        text.contains("too much input"),
        "{sent} changes in {seconds} s"
    );
    let drawn = fixture
        .seen
        .try_iter()
        .filter(|s| matches!(s, Seen::Drew { user, .. } if user == "join"))
        .count();
    // What the budget lets wake the screen (a change costs 256 bytes), and
    // what the screen takes at its ticks (ten a second).
    let most = 2.0 + 1000.0 * seconds / 256.0 + 10.0 * seconds + 2.0;
    assert!(
        sent > 100 && (drawn as f64) <= most,
        "{drawn} sizes drawn of {sent} changes in {seconds} s"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flood_gives_the_terminal_back_says_why_in_the_visitors_language_then_closes() {
    let fixture = Fixture::start(Limits {
        input_rate: 1000,
        input_burst: 500,
        flood_patience: Duration::from_millis(800),
        ..Limits::default()
    });
    let (handle, mut channel) = visit_with(&fixture, &[("LANG", "ms_MY.UTF-8")], 80, 24).await;
    fixture.wait_for_size("join", 80, 24);
    let mut writer = channel.make_writer();
    let flood = tokio::spawn(async move {
        // x does nothing on the counter's screen: only the flood ends it.
        let chunk = vec![b'x'; 4096];
        while tokio::io::AsyncWriteExt::write_all(&mut writer, &chunk)
            .await
            .is_ok()
        {}
    });
    let data = until_closed(&mut channel).await;
    flood.abort();
    let text = String::from_utf8_lossy(&data);
    for code in ["\x1b[?1000l", "\x1b[?1049l", "\x1b[?25h"] {
        assert!(text.contains(code), "{code:?} missing from {text:?}");
    }
    // The screen was left before the line: it shows on the visitor's own terminal.
    let said = text
        .find("Ditutup: terlalu banyak input")
        .unwrap_or_else(|| panic!("no word why in {text:?}"));
    assert!(text.rfind("\x1b[?1049l").unwrap() < said);
    // A client that stays once its channel is closed is cut all the same.
    let waited = Instant::now();
    while !handle.is_closed() {
        assert!(waited.elapsed() < DEADLINE, "the connection is still open");
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn connections_from_one_address_are_limited() {
    let fixture = Fixture::start(Limits {
        per_address: 2,
        ..Limits::default()
    });
    let (h1, _c1) = visit(&fixture, 80, 24).await;
    let _second = visit(&fixture, 80, 24).await;
    // The third is told why on its terminal, in its language, before
    // any prompt: it is let in only to hear it, then closed.
    let mut third = connect(&fixture).await;
    assert!(third.authenticate_none("join").await.unwrap().success());
    let mut told = third.channel_open_session().await.unwrap();
    told.set_env(true, "LANG", "ms_BN.UTF-8").await.unwrap();
    told.request_pty(true, "xterm", 80, 24, 0, 0, &[])
        .await
        .unwrap();
    told.request_shell(true).await.unwrap();
    let said = String::from_utf8_lossy(&until_closed(&mut told).await).to_string();
    assert!(said.contains("Terlalu banyak sambungan"), "{said:?}");
    h1.disconnect(russh::Disconnect::ByApplication, "", "")
        .await
        .unwrap();
    fixture.wait_closed("join");
    let _fourth = visit(&fixture, 80, 24).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_screen_that_panics_closes_only_its_own_connection() {
    let fixture = Fixture::start(Limits::default());
    let (_h1, mut breaking) = visit(&fixture, 80, 24).await;
    let (_h2, other) = visit(&fixture, 80, 24).await;
    breaking.data_bytes(&b"!"[..]).await.unwrap();
    let said = until_closed(&mut breaking).await;
    assert!(String::from_utf8_lossy(&said).contains("This screen failed"));
    other.data_bytes(&b"+"[..]).await.unwrap();
    let waited = Instant::now();
    while fixture.count() != 1 {
        assert!(
            waited.elapsed() < DEADLINE,
            "the other visitor is still served"
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let _third = visit(&fixture, 80, 24).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_code_is_asked_for_and_checked() {
    let fixture = Fixture::start(Limits::default());
    let mut handle = connect(&fixture).await;
    let none = handle.authenticate_none("code").await.unwrap();
    assert!(!none.success());
    for (answer, admitted) in [("0000", false), (CODE, true)] {
        let asked = handle
            .authenticate_keyboard_interactive_start("code", None)
            .await
            .unwrap();
        let KeyboardInteractiveAuthResponse::InfoRequest { prompts, .. } = asked else {
            panic!("a prompt, not {asked:?}");
        };
        assert_eq!(prompts[0].prompt, "Join code: ");
        let reply = handle
            .authenticate_keyboard_interactive_respond(vec![answer.to_string()])
            .await
            .unwrap();
        assert_eq!(
            matches!(reply, KeyboardInteractiveAuthResponse::Success),
            admitted,
            "{answer}"
        );
    }
    let channel = handle.channel_open_session().await.unwrap();
    channel.set_env(true, "LANG", "ms_BN.UTF-8").await.unwrap();
    channel.set_env(true, "PATH", "/evil").await.unwrap();
    channel
        .request_pty(true, "xterm", 80, 24, 0, 0, &[])
        .await
        .unwrap();
    channel.request_shell(true).await.unwrap();
    let opened = fixture.wait_for("code's screen", |s| matches!(s, Seen::Opened { .. }));
    let Seen::Opened {
        code, lang, key, ..
    } = opened
    else {
        unreachable!()
    };
    assert_eq!(
        (code.as_deref(), lang.as_deref(), key),
        (Some(CODE), Some("ms_BN.UTF-8"), None)
    );
    assert!(
        handle.channel_open_session().await.is_err(),
        "one screen per connection"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_user_unknown_without_key_or_code_is_not_let_in() {
    let fixture = Fixture::start(Limits::default());
    let mut handle = connect(&fixture).await;
    assert!(!handle.authenticate_none("key").await.unwrap().success());
    assert!(
        !handle
            .authenticate_password("key", "secret")
            .await
            .unwrap()
            .success()
    );
    assert!(
        !handle
            .authenticate_password("join", "secret")
            .await
            .unwrap()
            .success()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stopping_the_server_tells_every_screen() {
    let mut fixture = Fixture::start(Limits::default());
    let (_h1, _c1) = visit(&fixture, 80, 24).await;
    let (_h2, _c2) = visit(&fixture, 80, 24).await;
    fixture.wait_for_size("join", 80, 24);
    fixture.wait_for_size("join", 80, 24);
    fixture.server.take().unwrap().stop();
    let closed = fixture
        .seen
        .try_iter()
        .filter(|s| matches!(s, Seen::Closed { .. }))
        .count();
    assert_eq!(closed, 2);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_screen_behind_on_its_keys_still_gives_the_terminal_back_when_the_server_stops() {
    let mut fixture = Fixture::start(Limits::default());
    let (handle, mut channel) = visit_with(&fixture, &[("LANG", "en_GB.UTF-8")], 80, 24).await;
    fixture.wait_for_size("join", 80, 24);
    channel.data_bytes(&b"~"[..]).await.unwrap();
    fixture.wait_for("join busy", |s| matches!(s, Seen::Busy { .. }));
    // More keys than the screen's queue holds (a paste), while it is busy.
    channel.data_bytes(vec![b'x'; 4096]).await.unwrap();
    // Requests are answered in turn: once a second terminal is refused,
    // the keys are queued.
    channel
        .request_pty(true, "xterm", 80, 24, 0, 0, &[])
        .await
        .unwrap();
    let refused = async {
        while let Some(msg) = channel.wait().await {
            if matches!(msg, ChannelMsg::Failure) {
                return;
            }
        }
        panic!("the channel closed first");
    };
    tokio::time::timeout(DEADLINE, refused)
        .await
        .expect("a second terminal is refused");
    let server = fixture.server.take().unwrap();
    let stopped = tokio::task::spawn_blocking(move || server.stop());
    let data = until_closed(&mut channel).await;
    // Gone once the channel closes, as ssh goes: the server need not wait.
    handle
        .disconnect(russh::Disconnect::ByApplication, "", "")
        .await
        .unwrap();
    stopped.await.unwrap();
    let text = String::from_utf8_lossy(&data);
    for code in ["\x1b[?1000l", "\x1b[?1049l", "\x1b[?25h"] {
        assert!(text.contains(code), "{code:?} missing from {text:?}");
    }
    assert!(text.contains("The game server stopped"), "{text:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_idle_visitor_is_told_in_their_language_and_closed() {
    let fixture = Fixture::start(Limits {
        idle: Duration::from_millis(600),
        ..Limits::default()
    });
    let env = [("LC_ALL", "ms_MY.UTF-8"), ("LANG", "en_GB.UTF-8")];
    let (_handle, mut channel) = visit_with(&fixture, &env, 80, 24).await;
    let start = Instant::now();
    let data = until_closed(&mut channel).await;
    assert!(start.elapsed() >= Duration::from_millis(600));
    let text = String::from_utf8_lossy(&data);
    assert!(text.contains("Ditutup: tiada kekunci"), "{text:?}");
    // The screen was left before the line: the visitor's terminal is back to normal.
    let left = text
        .rfind("\x1b[?1049l")
        .expect("leaves the alternate screen");
    assert!(left < text.find("Ditutup").unwrap());
    fixture.wait_closed("join");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn wrong_codes_are_tried_only_a_few_times() {
    let fixture = Fixture::start(Limits {
        auth_attempts: 3,
        ..Limits::default()
    });
    let mut handle = connect(&fixture).await;
    let mut tries = 0;
    loop {
        let asked = handle
            .authenticate_keyboard_interactive_start("code", None)
            .await;
        let Ok(KeyboardInteractiveAuthResponse::InfoRequest { .. }) = asked else {
            break;
        };
        let reply = handle
            .authenticate_keyboard_interactive_respond(vec!["0000".into()])
            .await;
        let Ok(KeyboardInteractiveAuthResponse::Failure {
            remaining_methods, ..
        }) = reply
        else {
            break;
        };
        // Never a password, nor anything but a key or a code.
        let offered: Vec<_> = remaining_methods.iter().copied().collect();
        assert_eq!(
            offered,
            [MethodKind::PublicKey, MethodKind::KeyboardInteractive]
        );
        tries += 1;
        assert!(tries <= 3, "still asked after {tries} wrong codes");
    }
    assert!(tries >= 1);
}
