//! Tries the SSH transport by hand: serves a shared counter on a port
//! (default 2222) with a host key in a temporary directory. Anyone may
//! come in as `join`; as `code` after typing 1234; as any other name with
//! a public key. `+` raises the counter for everyone, `q` leaves.
//!
//!     cargo run --example ssh_counter -- 2222 [CONNECTIONS PER ADDRESS]
//!     ssh -p 2222 join@127.0.0.1

use std::sync::{Arc, Mutex};

use crossterm::event::{Event, KeyCode, KeyEvent};
use pasang::net::ssh::{Admission, Front, Host, Limits, ServerConfig, Visitor, Waker, serve};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::widgets::{Block, Paragraph};

#[derive(Default)]
struct Shared {
    count: u64,
    wakers: Vec<Waker>,
}

struct Counter(Arc<Mutex<Shared>>);

impl Host for Counter {
    fn admit(&self, user: &str, key: Option<&str>, code: Option<&str>) -> Admission {
        match (user, key, code) {
            ("join", _, _) | (_, Some(_), _) => Admission::Accept,
            ("code", _, None) => Admission::NeedCode,
            ("code", _, Some("1234")) => Admission::Accept,
            _ => Admission::Deny,
        }
    }

    fn code_prompt(&self) -> String {
        "Code (1234): ".to_string()
    }

    fn front(&self, visitor: Visitor) -> Box<dyn Front> {
        self.0.lock().unwrap().wakers.push(visitor.wake.clone());
        let who = format!(
            "{} from {:?}, key {:?}, term {:?}, lang {:?}",
            visitor.user, visitor.addr, visitor.key, visitor.term, visitor.lang
        );
        Box::new(Screen {
            shared: self.0.clone(),
            who,
            running: true,
            last: String::new(),
        })
    }
}

struct Screen {
    shared: Arc<Mutex<Shared>>,
    who: String,
    running: bool,
    last: String,
}

impl Front for Screen {
    fn handle(&mut self, event: &Event, _: Rect) {
        self.last = format!("{event:?}");
        if let Event::Key(KeyEvent {
            code: KeyCode::Char(c),
            ..
        }) = event
        {
            match c {
                'q' => self.running = false,
                '+' => {
                    let wakers = {
                        let mut shared = self.shared.lock().unwrap();
                        shared.count += 1;
                        shared.wakers.clone()
                    };
                    wakers.iter().for_each(Waker::wake);
                }
                _ => {}
            }
        }
    }

    fn tick(&mut self) {}

    fn draw(&mut self, frame: &mut Frame) {
        let count = self.shared.lock().unwrap().count;
        let text = format!(
            "count = {count}\n{}\nsize {}x{}\nlast event: {}\n\n+ count, q quit",
            self.who,
            frame.area().width,
            frame.area().height,
            self.last
        );
        let block = Block::bordered().title("pasang ssh transport");
        frame.render_widget(Paragraph::new(text).block(block), frame.area());
    }

    fn is_running(&self) -> bool {
        self.running
    }

    fn closed(&mut self) {
        eprintln!("closed: {}", self.who);
    }
}

fn main() -> std::io::Result<()> {
    let port: u16 = std::env::args()
        .nth(1)
        .and_then(|p| p.parse().ok())
        .unwrap_or(2222);
    let per_address = std::env::args().nth(2).and_then(|n| n.parse().ok());
    let dir = tempfile::tempdir()?;
    let config = ServerConfig {
        listen: ([127, 0, 0, 1], port).into(),
        key_dir: dir.path().to_path_buf(),
        limits: Limits {
            per_address: per_address.unwrap_or(Limits::default().per_address),
            ..Limits::default()
        },
    };
    let fingerprint = pasang::net::ssh::host_fingerprint(dir.path())?;
    let server = serve(config, Arc::new(Counter(Arc::default())))?;
    eprintln!(
        "ssh -p {} join@127.0.0.1   (host key {})",
        server.local_addr().port(),
        fingerprint
    );
    server.wait();
    Ok(())
}
