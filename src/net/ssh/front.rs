//! One visitor's screen on its own thread: events in through a channel,
//! the drawn screen out through a bounded queue to the connection.

use std::io::{self, Write};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex, OnceLock};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crossterm::event::{DisableMouseCapture, EnableMouseCapture, Event};
use crossterm::execute;
use crossterm::terminal::{EnterAlternateScreen, LeaveAlternateScreen};
use ratatui::backend::CrosstermBackend;
use ratatui::layout::Rect;
use ratatui::{Terminal, TerminalOptions, Viewport};
use tokio::sync::{Notify, mpsc};

use super::{Front, Host, Visitor};
use crate::i18n::Lang;

/// The longest wait between ticks.
const TICK: Duration = Duration::from_millis(100);

/// How often a screen is drawn again when nothing came in: what changes
/// by itself (a clock, a note that goes) shows within this. Drawing every
/// screen at every tick would cost a server of hundreds of visitors most
/// of its time.
const REDRAW: Duration = Duration::from_millis(500);

/// What the connection tells a screen.
pub enum Input {
    /// A key, mouse or paste event.
    Event(Event),
    /// The window changed size: look at the [`Window`].
    Resized,
    /// Tick and draw now.
    Wake,
    /// The connection went away.
    Close,
}

/// The visitor's window size as last asked for (already clamped): the
/// connection sets it on every window change, the screen takes it when it
/// next looks, so that any number of changes in between cost one redraw,
/// and a change the input budget did not let wake the screen still shows
/// within a tick.
#[derive(Debug, Default)]
pub struct Window(AtomicU32);

impl Window {
    /// A window of this size.
    pub fn new(size: (u16, u16)) -> Window {
        let window = Window::default();
        window.set(size);
        window
    }

    /// The window is now this size.
    pub fn set(&self, (width, height): (u16, u16)) {
        let packed = (u32::from(width) << 16) | u32::from(height);
        self.0.store(packed, Ordering::Release);
    }

    /// The window's size.
    pub fn get(&self) -> (u16, u16) {
        let packed = self.0.load(Ordering::Acquire);
        ((packed >> 16) as u16, packed as u16)
    }
}

/// Why the server ends a screen: it gives the visitor's terminal back and
/// says why before the connection closes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cut {
    /// The server stopped.
    Stopped,
    /// The visitor sent far more input than the limits allow, for too long.
    Flooded,
}

/// What a screen sends to its connection.
pub enum Output {
    /// Bytes for the visitor's terminal.
    Data(Vec<u8>),
    /// The screen is done: close the channel, with this exit status for
    /// the visitor's `ssh`.
    End(u32),
}

/// The screen's side of the output queue: a `Write` whose flush hands the
/// bytes over, failing once more than `limit` bytes wait unsent.
pub struct Outlet {
    tx: mpsc::UnboundedSender<Output>,
    /// Bytes handed over and not yet sent; shared with the connection.
    pub backlog: Arc<AtomicUsize>,
    limit: usize,
    /// Rung when the backlog overflows: the connection is then cut.
    pub kill: Arc<Notify>,
    /// Set once the screen has ended: later writes (ratatui's own clean-up
    /// as the terminal is dropped) go nowhere, and fail quietly rather than
    /// print an error on the host's terminal.
    done: Arc<AtomicBool>,
    buf: Vec<u8>,
}

impl Outlet {
    /// An outlet and the receiving end for the connection.
    pub fn new(limit: usize, kill: Arc<Notify>) -> (Outlet, mpsc::UnboundedReceiver<Output>) {
        let (tx, rx) = mpsc::unbounded_channel();
        let outlet = Outlet {
            tx,
            backlog: Arc::new(AtomicUsize::new(0)),
            limit,
            kill,
            done: Arc::new(AtomicBool::new(false)),
            buf: Vec::new(),
        };
        (outlet, rx)
    }

    fn overflow(&self) -> io::Error {
        self.kill.notify_one();
        io::Error::new(
            io::ErrorKind::WriteZero,
            "the client does not read its screen",
        )
    }

    fn end(&self, status: u32) {
        let _ = self.tx.send(Output::End(status));
    }

    /// What ends the screen once the outlet is inside the terminal.
    fn ender(&self) -> impl FnOnce(u32) + use<> {
        let tx = self.tx.clone();
        let done = self.done.clone();
        move |status| {
            let _ = tx.send(Output::End(status));
            done.store(true, Ordering::Release);
        }
    }
}

impl Write for Outlet {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        if self.done.load(Ordering::Acquire) {
            return Ok(bytes.len());
        }
        if self.buf.len() + bytes.len() > self.limit {
            return Err(self.overflow());
        }
        self.buf.extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        if self.buf.is_empty() || self.done.load(Ordering::Acquire) {
            return Ok(());
        }
        let len = self.buf.len();
        if self.backlog.fetch_add(len, Ordering::AcqRel) + len > self.limit {
            return Err(self.overflow());
        }
        let bytes = std::mem::take(&mut self.buf);
        self.tx
            .send(Output::Data(bytes))
            .map_err(|_| io::Error::from(io::ErrorKind::BrokenPipe))
    }
}

/// Everything a screen's thread needs.
pub struct Start {
    pub host: Arc<dyn Host>,
    pub visitor: Visitor,
    pub lang: Option<Lang>,
    pub window: Arc<Window>,
    pub rx: Receiver<Input>,
    pub wake_pending: Arc<AtomicBool>,
    /// Set when the server ends the screen: give the terminal back and say why.
    pub cut: Arc<OnceLock<Cut>>,
    pub outlet: Outlet,
    pub idle: Duration,
}

/// Starts the screen's thread, kept in `threads` so that stopping the
/// server can wait for every screen to have been told.
pub fn spawn(start: Start, threads: &Mutex<Vec<JoinHandle<()>>>) -> io::Result<()> {
    let handle = std::thread::Builder::new()
        .name(crate::tui::screen::VISITOR_THREAD.into())
        .spawn(move || run(start))?;
    let mut threads = threads.lock().unwrap_or_else(|e| e.into_inner());
    threads.retain(|t| !t.is_finished());
    threads.push(handle);
    Ok(())
}

/// Why a screen stopped.
enum Ending {
    /// The visitor quit.
    Quit,
    /// No input for too long.
    Idle,
    /// The connection went away, or cannot take the screen.
    Gone,
    /// The front panicked.
    Broken,
    /// The server ended it.
    Cut(Cut),
}

impl Ending {
    /// The exit status the visitor's `ssh` ends with: 0 when the game
    /// ended as games do (the visitor quit, or the host stopped), 1 when a
    /// limit or a fault ended it, so that a script sees the difference.
    fn status(&self) -> u32 {
        match self {
            Ending::Quit | Ending::Gone | Ending::Cut(Cut::Stopped) => 0,
            Ending::Idle | Ending::Broken | Ending::Cut(Cut::Flooded) => 1,
        }
    }
}

fn area((width, height): (u16, u16)) -> Rect {
    Rect::new(0, 0, width, height)
}

fn run(start: Start) {
    let Start {
        host,
        visitor,
        lang,
        window,
        rx,
        wake_pending,
        cut,
        outlet,
        idle,
    } = start;
    if let Some(lang) = lang {
        crate::i18n::set(lang);
    }
    let Ok(mut front) = catch_unwind(AssertUnwindSafe(|| host.front(visitor))) else {
        outlet.end(Ending::Broken.status());
        return;
    };
    let end = outlet.ender();
    let options = TerminalOptions {
        viewport: Viewport::Fixed(area(window.get())),
    };
    let Ok(mut terminal) = Terminal::with_options(CrosstermBackend::new(outlet), options) else {
        end(Ending::Broken.status());
        return;
    };
    let _ = execute!(
        terminal.backend_mut(),
        EnterAlternateScreen,
        crossterm::cursor::Hide,
        EnableMouseCapture
    );
    let ending = serve(
        front.as_mut(),
        &mut terminal,
        &window,
        &rx,
        &wake_pending,
        &cut,
        idle,
    );
    let outlet = terminal.backend_mut();
    if matches!(
        ending,
        Ending::Quit | Ending::Idle | Ending::Broken | Ending::Cut(_)
    ) {
        let _ = execute!(
            outlet,
            DisableMouseCapture,
            crossterm::cursor::Show,
            LeaveAlternateScreen
        );
    }
    let line = match ending {
        Ending::Idle => Some(crate::tr!("ssh-idle")),
        Ending::Broken => Some(crate::tr!("ssh-broken")),
        Ending::Cut(Cut::Stopped) => Some(crate::tr!("ssh-stopped")),
        Ending::Cut(Cut::Flooded) => Some(crate::tr!("ssh-flood")),
        Ending::Quit | Ending::Gone => None,
    };
    if let Some(line) = line {
        let _ = write!(outlet, "{line}\r\n");
        let _ = outlet.flush();
    }
    if matches!(ending, Ending::Idle | Ending::Gone | Ending::Cut(_)) {
        let _ = catch_unwind(AssertUnwindSafe(|| front.closed()));
    }
    end(ending.status());
}

type Screen = Terminal<CrosstermBackend<Outlet>>;

/// Takes the window's size when it changed since the screen last looked:
/// the terminal is resized and the front told once. Whether anything
/// changed, or how the screen ends when it cannot be resized.
fn take_window(
    front: &mut dyn Front,
    terminal: &mut Screen,
    window: &Window,
) -> Result<bool, Ending> {
    let (width, height) = window.get();
    let now = area((width, height));
    if terminal.get_frame().area() == now {
        return Ok(false);
    }
    terminal.resize(now).map_err(|_| Ending::Gone)?;
    let event = Event::Resize(width, height);
    catch_unwind(AssertUnwindSafe(|| front.handle(&event, now))).map_err(|_| Ending::Broken)?;
    Ok(true)
}

fn serve(
    front: &mut dyn Front,
    terminal: &mut Screen,
    window: &Window,
    rx: &Receiver<Input>,
    wake_pending: &AtomicBool,
    cut: &OnceLock<Cut>,
    idle: Duration,
) -> Ending {
    let mut last_input = Instant::now();
    // Something came in since the last draw; when that draw was.
    let (mut news, mut last_draw) = (true, Instant::now());
    loop {
        match take_window(front, terminal, window) {
            Ok(changed) => news |= changed,
            Err(ending) => return ending,
        }
        let due = news || last_draw.elapsed() >= REDRAW;
        let drawn = catch_unwind(AssertUnwindSafe(|| {
            front.tick();
            if !due {
                return (true, front.is_running());
            }
            // The bell first: it calls the visitor to the screen drawn
            // next, so a terminal showing that screen has heard it.
            let mut rung = true;
            if front.take_bell() {
                let bell = terminal.backend_mut();
                rung = bell.write_all(crate::tui::screen::BEL).is_ok() && bell.flush().is_ok();
            }
            let drawn = rung && terminal.draw(|frame| front.draw(frame)).is_ok();
            (drawn, front.is_running())
        }));
        if due {
            (news, last_draw) = (false, Instant::now());
        }
        match drawn {
            Ok((true, true)) => {}
            Ok((false, _)) => return Ending::Gone,
            Ok((true, false)) => return Ending::Quit,
            Err(_) => return Ending::Broken,
        }
        let left = idle.saturating_sub(last_input.elapsed());
        if left.is_zero() {
            return Ending::Idle;
        }
        let first = match rx.recv_timeout(left.min(TICK)) {
            Ok(input) => input,
            Err(RecvTimeoutError::Timeout) => continue,
            Err(RecvTimeoutError::Disconnected) => return Ending::Gone,
        };
        // Everything already waiting is handled before the next draw.
        news = true;
        for input in std::iter::once(first).chain(rx.try_iter()) {
            // Looked at before every input, not queued among them: a queue
            // full of keys the screen has not caught up with cannot lose it.
            if let Some(&cut) = cut.get() {
                return Ending::Cut(cut);
            }
            let event = match input {
                Input::Event(event) => {
                    last_input = Instant::now();
                    event
                }
                Input::Resized => {
                    // Taken here, not before the next draw, so that keys
                    // after it see the new size.
                    if let Err(ending) = take_window(front, terminal, window) {
                        return ending;
                    }
                    continue;
                }
                Input::Wake => {
                    wake_pending.store(false, Ordering::Release);
                    continue;
                }
                Input::Close => return Ending::Gone,
            };
            let area = terminal.get_frame().area();
            if catch_unwind(AssertUnwindSafe(|| front.handle(&event, area))).is_err() {
                return Ending::Broken;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn output_a_client_does_not_take_is_bounded_and_cuts_the_connection() {
        let kill = Arc::new(Notify::new());
        let (mut outlet, mut rx) = Outlet::new(1000, kill.clone());
        for _ in 0..3 {
            outlet.write_all(&[b'x'; 300]).unwrap();
            outlet.flush().unwrap();
        }
        // Nothing is sent on: the fourth screenful is one too many.
        outlet.write_all(&[b'x'; 300]).unwrap();
        assert!(outlet.flush().is_err());
        assert!(
            outlet.write_all(&[b'x'; 2000]).is_err(),
            "nor is one big write kept"
        );
        let rung = tokio::runtime::Builder::new_current_thread()
            .enable_time()
            .build()
            .unwrap()
            .block_on(async {
                tokio::time::timeout(Duration::from_secs(5), kill.notified()).await
            });
        assert!(rung.is_ok(), "the connection is told to go");
        let queued = std::iter::from_fn(|| rx.try_recv().ok()).count();
        assert_eq!(queued, 3);
    }

    /// A front that counts its draws, keeps the sizes it is told, and
    /// quits after `ticks` ticks.
    struct Counting {
        draws: Arc<AtomicUsize>,
        ticks: usize,
        sizes: Vec<(u16, u16)>,
    }

    impl Front for Counting {
        fn handle(&mut self, event: &Event, _: Rect) {
            if let Event::Resize(width, height) = event {
                self.sizes.push((*width, *height));
            }
        }
        fn tick(&mut self) {
            self.ticks = self.ticks.saturating_sub(1);
        }
        fn draw(&mut self, _: &mut ratatui::Frame) {
            self.draws.fetch_add(1, Ordering::Relaxed);
        }
        fn is_running(&self) -> bool {
            self.ticks > 0
        }
    }

    /// A screen of 80 × 24, and where its output goes.
    fn screen_80_by_24() -> (Screen, mpsc::UnboundedReceiver<Output>) {
        let (outlet, out) = Outlet::new(1 << 20, Arc::new(Notify::new()));
        let options = TerminalOptions {
            viewport: Viewport::Fixed(area((80, 24))),
        };
        let screen = Terminal::with_options(CrosstermBackend::new(outlet), options).unwrap();
        (screen, out)
    }

    /// Serves `front` on `terminal` in an 80 × 24 window, with what `rx`
    /// brings and an hour's patience, until it ends.
    fn serve_80_by_24(
        front: &mut dyn Front,
        terminal: &mut Screen,
        rx: &Receiver<Input>,
    ) -> Ending {
        let (pending, cut) = (AtomicBool::new(false), OnceLock::new());
        let window = Window::new((80, 24));
        let idle = Duration::from_secs(60);
        serve(front, terminal, &window, rx, &pending, &cut, idle)
    }

    #[test]
    fn a_screen_with_nothing_new_is_drawn_twice_a_second_and_at_once_on_news() {
        let draws = Arc::new(AtomicUsize::new(0));
        // Twelve ticks of 100 ms with nothing coming in: 1.2 s.
        let mut front = Counting {
            draws: Arc::clone(&draws),
            ticks: 12,
            sizes: Vec::new(),
        };
        let (mut terminal, _out) = screen_80_by_24();
        let (tx, rx) = std::sync::mpsc::sync_channel(8);
        let start = Instant::now();
        let ending = serve_80_by_24(&mut front, &mut terminal, &rx);
        let took = start.elapsed();
        assert!(matches!(ending, Ending::Quit));
        // The first draw, then one each 500 ms (however slow the machine):
        // not one a tick.
        let idle_draws = draws.load(Ordering::Relaxed);
        let most = 1 + (took.as_millis() / REDRAW.as_millis()) as usize;
        assert!(
            (2..=most).contains(&idle_draws) && idle_draws < 12,
            "{idle_draws} draws in {took:?}"
        );
        // Every wake is drawn at once.
        draws.store(0, Ordering::Relaxed);
        front.ticks = 6;
        for _ in 0..5 {
            tx.send(Input::Wake).unwrap();
        }
        let woken = std::thread::spawn(move || {
            for _ in 0..3 {
                std::thread::sleep(Duration::from_millis(20));
                let _ = tx.send(Input::Wake);
            }
        });
        serve_80_by_24(&mut front, &mut terminal, &rx);
        woken.join().unwrap();
        assert!(draws.load(Ordering::Relaxed) >= 3, "{draws:?}");
    }

    #[test]
    fn window_changes_before_a_draw_resize_and_draw_once_and_one_not_woken_for_shows_within_a_tick()
    {
        let draws = Arc::new(AtomicUsize::new(0));
        let mut front = Counting {
            draws: Arc::clone(&draws),
            ticks: 2,
            sizes: Vec::new(),
        };
        let (mut terminal, _out) = screen_80_by_24();
        let (tx, rx) = std::sync::mpsc::sync_channel(64);
        let (pending, cut) = (AtomicBool::new(false), OnceLock::new());
        let idle = Duration::from_secs(60);
        let window = Arc::new(Window::new((80, 24)));
        // Twenty changes waiting as the screen looks: one resize, the last.
        for width in 81..=100 {
            window.set((width, 30));
            tx.send(Input::Resized).unwrap();
        }
        serve(
            &mut front,
            &mut terminal,
            &window,
            &rx,
            &pending,
            &cut,
            idle,
        );
        assert_eq!(front.sizes, [(100, 30)]);
        assert!(draws.load(Ordering::Relaxed) <= 2, "{draws:?}");
        assert_eq!(terminal.get_frame().area(), area((100, 30)));
        // A change the connection did not wake the screen for (over the
        // input budget) is taken at the next tick all the same.
        front.ticks = 5;
        let changer = {
            let window = Arc::clone(&window);
            std::thread::spawn(move || {
                std::thread::sleep(Duration::from_millis(150));
                window.set((90, 20));
            })
        };
        serve(
            &mut front,
            &mut terminal,
            &window,
            &rx,
            &pending,
            &cut,
            idle,
        );
        changer.join().unwrap();
        assert_eq!(front.sizes, [(100, 30), (90, 20)]);
        drop(tx);
    }

    /// A front that calls the visitor with a screen that says so and the
    /// bell, at its first draw, and quits at its second tick.
    struct Calling {
        ticks: usize,
        called: bool,
    }

    impl Front for Calling {
        fn handle(&mut self, _: &Event, _: Rect) {}
        fn tick(&mut self) {
            self.ticks += 1;
        }
        fn draw(&mut self, frame: &mut ratatui::Frame) {
            frame.render_widget("your game", frame.area());
        }
        fn is_running(&self) -> bool {
            self.ticks < 2
        }
        fn take_bell(&mut self) -> bool {
            !std::mem::replace(&mut self.called, true)
        }
    }

    #[test]
    fn the_bell_comes_before_the_screen_it_calls_the_visitor_to() {
        let mut front = Calling {
            ticks: 0,
            called: false,
        };
        let (mut terminal, mut out) = screen_80_by_24();
        let (_tx, rx) = std::sync::mpsc::sync_channel(8);
        serve_80_by_24(&mut front, &mut terminal, &rx);
        let mut sent = Vec::new();
        while let Ok(Output::Data(bytes)) = out.try_recv() {
            sent.extend(bytes);
        }
        let bell = sent.iter().position(|&b| b == 0x07).expect("the bell rang");
        let text = sent
            .windows(4)
            .position(|w| w == b"your")
            .expect("the screen was drawn");
        assert!(
            bell < text,
            "a terminal that shows the new screen has heard its bell"
        );
        assert_eq!(sent.iter().filter(|&&b| b == 0x07).count(), 1);
    }

    #[test]
    fn a_whole_frame_at_the_largest_size_fits_the_default_backlog() {
        use ratatui::style::{Color, Style};
        let limits = super::super::Limits::default();
        let (outlet, _rx) = Outlet::new(limits.output_backlog, Arc::new(Notify::new()));
        let options = TerminalOptions {
            viewport: Viewport::Fixed(area(limits.max_size)),
        };
        let mut terminal = Terminal::with_options(CrosstermBackend::new(outlet), options).unwrap();
        let drawn = terminal.draw(|frame| {
            let buf = frame.buffer_mut();
            let area = buf.area;
            for y in area.top()..area.bottom() {
                for x in area.left()..area.right() {
                    // Every cell a colour change, fore and back.
                    let n = ((x + y) % 200) as u8 + 16;
                    let style = Style::new()
                        .fg(Color::Indexed(n))
                        .bg(Color::Indexed(255 - n));
                    buf[(x, y)].set_symbol("#").set_style(style);
                }
            }
        });
        assert!(drawn.is_ok());
    }
}
