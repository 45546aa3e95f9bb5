//! The setup and record loaders never panic, whatever the bytes: random
//! bytes, and valid files with bytes changed, cut or spliced.

use pasang::games::bell;
use pasang::games::ka::{Game, Pattern, Rules, Setup};
use pasang::record::{AnyRecord, BellRecord, Record};
use proptest::prelude::*;

fn valid_record() -> Vec<u8> {
    let mut game = Game::new(Setup::pattern(Pattern::Second), Rules::MARBLES);
    for m in ["c", "j"] {
        game.play_notation(m).unwrap();
    }
    Record::of(&game).to_ron().into_bytes()
}

/// A game of Bell's for three, four moves in.
fn valid_bell_record() -> Vec<u8> {
    let rules = bell::Rules {
        players: bell::Players::Three,
        opening: bell::Opening::Corner,
    };
    let mut game = bell::Game::new(bell::Setup::default(), rules);
    for m in ["xa1", "a3-a1", "c3-a3", "c5-c3"] {
        game.play_notation(m).unwrap();
    }
    Record::of_bell(&game).to_ron().into_bytes()
}

fn valid_setup() -> Vec<u8> {
    include_bytes!("../../assets/first.ron").to_vec()
}

/// A valid file damaged one way: a few bytes changed, cut short, or a span
/// doubled. Each alone, so that some damaged files still parse and reach
/// the checks after the parser.
fn mutated(base: Vec<u8>) -> impl Strategy<Value = Vec<u8>> {
    let len = base.len();
    let (a, b, c) = (base.clone(), base.clone(), base);
    prop_oneof![
        prop::collection::vec((0..len, any::<u8>()), 1..4).prop_map(move |edits| {
            let mut bytes = a.clone();
            for (i, byte) in edits {
                bytes[i] = byte;
            }
            bytes
        }),
        (0..len).prop_map(move |cut| b[..cut].to_vec()),
        (0..len, 0..len).prop_map(move |(x, y)| {
            let (x, y) = (x.min(y), x.max(y));
            let mut bytes = c.clone();
            let span = bytes[x..y].to_vec();
            bytes.splice(x..x, span);
            bytes
        }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn setup_loader_never_panics_on_random_bytes(bytes in prop::collection::vec(any::<u8>(), 0..2048)) {
        let _ = Setup::from_ron_bytes(&bytes);
    }

    #[test]
    fn record_loader_never_panics_on_random_bytes(bytes in prop::collection::vec(any::<u8>(), 0..2048)) {
        let _ = Record::load(&bytes);
    }

    #[test]
    fn setup_loader_never_panics_on_damaged_setups(bytes in mutated(valid_setup())) {
        if let Ok(setup) = Setup::from_ron_bytes(&bytes) {
            // Anything accepted is a real setup.
            prop_assert_eq!(setup.black().count(), 60);
            prop_assert_eq!(setup.white().count(), 60);
        }
    }

    #[test]
    fn record_loader_never_panics_on_damaged_records(bytes in mutated(valid_record())) {
        if let Ok(game) = Record::load(&bytes) {
            // Anything accepted replays to a position the engine reached.
            prop_assert!(game.moves().len() <= 2);
            prop_assert_eq!(game.position().ply() as usize, game.moves().len());
        }
    }

    #[test]
    fn bell_record_loader_never_panics_on_damaged_records(bytes in mutated(valid_bell_record())) {
        if let Ok((game, _)) = BellRecord::load_bell(&bytes) {
            // Anything accepted replays to a position the rules reached.
            prop_assert!(game.moves().len() <= 4);
            prop_assert_eq!(
                game.position().scores().iter().sum::<u16>() + game.position().points_on_board(),
                168
            );
        }
        let _ = AnyRecord::load_with_players(&bytes);
    }
}
