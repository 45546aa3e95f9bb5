use super::*;

fn rating(rating: f64, deviation: f64) -> Rating {
    Rating {
        rating,
        deviation,
        volatility: 0.06,
        games: 0,
    }
}

#[test]
fn a_rating_period_gives_the_figures_of_glickmans_worked_example() {
    // Glickman, "Example of the Glicko-2 system" (2013): a player rated
    // 1500 (RD 200, volatility 0.06) beats a 1400 (RD 30) and loses to a
    // 1550 (RD 100) and a 1700 (RD 300); with τ = 0.5 the paper ends at
    // r' = 1464.06, RD' = 151.52, σ' = 0.05999.
    let games = [
        (rating(1400.0, 30.0), Score::Won),
        (rating(1550.0, 100.0), Score::Lost),
        (rating(1700.0, 300.0), Score::Lost),
    ];
    let after = period(rating(1500.0, 200.0), &games);
    assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
    assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
    assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
    assert_eq!(after.games, 3);
}

#[test]
fn one_game_moves_both_players_the_same_way_the_period_does_for_each() {
    let (a, b) = (rating(1600.0, 80.0), rating(1450.0, 200.0));
    let after = rated([a, b], Score::Lost);
    assert_eq!(after[0], period(a, &[(b, Score::Lost)]));
    assert_eq!(after[1], period(b, &[(a, Score::Won)]));
    // The favourite lost: down for them, up for the other, more for the
    // less certain rating.
    assert!(after[0].rating < a.rating && after[1].rating > b.rating);
    assert!(after[1].rating - b.rating > a.rating - after[0].rating);
    // A draw between equals changes no rating, only their certainty.
    let even = rated([Rating::default(), Rating::default()], Score::Drew);
    assert!((even[0].rating - 1500.0).abs() < 1e-9);
    assert!(even[0].deviation < 350.0);
}

#[test]
fn names_are_cleaned_checked_unique_and_chosen_once() {
    let players = Players::in_memory();
    assert_eq!(
        players.choose_name(Some("k1"), "  Siti   Aminah "),
        Ok("Siti Aminah".to_string())
    );
    assert_eq!(
        players.choose_name(Some("k1"), "Other"),
        Err(NameError::Chosen("Siti Aminah".to_string()))
    );
    assert_eq!(
        players.choose_name(Some("k2"), "siti aminah"),
        Err(NameError::Taken("Siti Aminah".to_string()))
    );
    assert_eq!(
        players.choose_name(Some("k2"), "a\u{1b}[31m"),
        Err(NameError::Character('\u{1b}'))
    );
    // A right-to-left override would turn the names around it.
    assert_eq!(
        players.choose_name(Some("k2"), "ab\u{202e}cd"),
        Err(NameError::Character('\u{202e}'))
    );
    let long = "x".repeat(NAME_MAX + 1);
    assert_eq!(
        players.choose_name(Some("k2"), &long),
        Err(NameError::Length { min: 2, max: 20 })
    );
    assert!(matches!(
        players.choose_name(Some("k2"), "a"),
        Err(NameError::Length { .. })
    ));
    assert_eq!(
        players.choose_name(Some("k2"), "Guest"),
        Err(NameError::Reserved("Guest".to_string()))
    );
    assert_eq!(players.choose_name(None, "Hajah"), Err(NameError::NoKey));
    assert_eq!(
        players.choose_name(Some("k2"), "Awang-Ali_2"),
        Ok("Awang-Ali_2".into())
    );
    assert_eq!(players.key_named("AWANG-ALI_2").as_deref(), Some("k2"));
}

#[test]
fn a_name_that_looks_like_one_taken_or_draws_blank_is_refused() {
    let players = Players::in_memory();
    players.choose_name(Some("siti"), "Siti").unwrap();
    // A Cyrillic S, then a Cyrillic i as well: the same name to the eye.
    for look_alike in ["\u{405}iti", "S\u{456}ti", "SITI"] {
        assert_eq!(
            players.choose_name(Some("other"), look_alike),
            Err(NameError::Taken("Siti".to_string())),
            "{look_alike}"
        );
    }
    // Fullwidth letters, and Hangul fillers that draw as nothing.
    assert_eq!(
        players.choose_name(Some("other"), "\u{ff33}\u{ff49}\u{ff54}\u{ff49}"),
        Err(NameError::Character('\u{ff33}'))
    );
    assert_eq!(
        players.choose_name(Some("other"), "\u{3164}\u{3164}\u{3164}"),
        Err(NameError::Character('\u{3164}'))
    );
    assert_eq!(
        players.choose_name(Some("other"), "a\u{115f}b"),
        Err(NameError::Character('\u{115f}'))
    );
    // Signs alone are no name; "guest" in other letters is still guest.
    assert!(matches!(
        players.choose_name(Some("other"), "-- .."),
        Err(NameError::Character(_))
    ));
    assert!(matches!(
        players.choose_name(Some("other"), "Gu\u{435}st"),
        Err(NameError::Reserved(_))
    ));
    // Names in other scripts and with accents are welcome.
    assert_eq!(
        players.choose_name(Some("other"), "Zoë Nguyễn"),
        Ok("Zoë Nguyễn".to_string())
    );
    assert_eq!(
        players.choose_name(Some("third"), "عائشة"),
        Ok("عائشة".to_string())
    );
}

#[test]
fn the_players_kept_are_bounded_and_a_full_server_still_rates_those_it_knows() {
    let players = Players::in_memory();
    {
        let mut all = players.lock();
        for i in 0..MAX_PLAYERS - 1 {
            all.insert(format!("k{i}"), Player::default());
        }
    }
    assert_eq!(players.choose_name(Some("last"), "Last"), Ok("Last".into()));
    assert_eq!(
        players.choose_name(Some("over"), "Over"),
        Err(NameError::Full)
    );
    // Rating a key it does not know would grow it past the bound.
    assert_eq!(
        players.rate(crate::games::ka::RATED, ["k1", "new"], Score::Won),
        None
    );
    assert!(
        players
            .rate(crate::games::ka::RATED, ["k1", "k2"], Score::Won)
            .is_some()
    );
    // A known player chooses their name even when full.
    assert_eq!(players.choose_name(Some("k3"), "Third"), Ok("Third".into()));
}

#[test]
fn an_origin_brings_a_few_new_players_a_day_and_a_bounded_number_in_all() {
    let again = Players::in_memory();
    let players = &again;
    let home = Origin::V4([192, 0, 2, 1]);
    let other = Origin::V4([198, 51, 100, 7]);
    let day = 20_000;
    for i in 0..NEW_PER_ORIGIN_A_DAY {
        assert!(players.enlist(&format!("k{i}"), home, day), "key {i}");
    }
    // One more from the same address the same day: no.
    assert!(!players.enlist("late", home, day));
    // Those already in are still in; another address, or the next day, may.
    assert!(players.enlist("k0", home, day));
    assert!(players.enlist("elsewhere", other, day));
    assert!(players.enlist("late", home, day + 1));
    assert!(!again.enlist("later", home, day));
    assert_eq!(again.get("k3").enlisted, Some((home, day)));
    // Over many days an address stops at its bound in all.
    let mut day = day + 2;
    let mut n = 0;
    while again.enlist(&format!("d{n}"), home, day) {
        n += 1;
        if n % NEW_PER_ORIGIN_A_DAY == 0 {
            day += 1;
        }
        assert!(n <= MAX_PER_ORIGIN, "bounded");
    }
    let kept = |p: &Player| p.enlisted.is_some_and(|(o, _)| o == home);
    let from_home = (0..MAX_PER_ORIGIN + 20)
        .flat_map(|i| [format!("k{i}"), format!("d{i}"), "late".to_string()])
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .filter(|k| kept(&again.get(k)))
        .count();
    assert_eq!(from_home, MAX_PER_ORIGIN);
}
