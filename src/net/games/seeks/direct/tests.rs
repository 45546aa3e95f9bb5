//! Challenges by name: seen by their player alone, accepted (both seated),
//! declined, lapsed, ended when their player goes elsewhere, and held
//! against floods, strangers' answers and guests.

use super::super::Seeks;
use super::{ANSWER_TIME, ORIGIN_PACE, PACE};
use crate::games::{AnyGame, Seat, ka};
use crate::net::games::Directory;
use crate::net::games::here::Visiting;
use crate::tui::Theme;
use crate::tui::rooms::parts::*;
use crate::tui::rooms::{Challenge, Doing, Poster, SeekError, Unmet};
use crate::visitor::{Holder, Origin};
use std::sync::Arc;
use std::time::{Duration, Instant};

fn ka_game() -> AnyGame {
    AnyGame::Ka(ka::Game::new(
        ka::Setup::pattern(ka::Pattern::Second),
        ka::Rules::CLASSIC,
    ))
}

fn challenge(rated: bool) -> Challenge {
    Challenge {
        game: ka_game(),
        clock: None,
        rated,
        seat: Seat::South,
    }
}

/// The visitor with key `SHA256:<name>` (a guest with none) from the
/// address ending in `last`.
fn poster(name: Option<&str>, last: u8) -> Poster {
    Poster {
        holder: Holder {
            key: name.map(|n| format!("SHA256:{n}")),
            origin: Origin::V4([192, 0, 2, last]),
        },
        theme: Theme::with_no_color(false, None),
        wake: None,
    }
}

/// A server where each of `names` has taken their name and is in the
/// lobby (their visits, kept while they are).
fn server(names: &[&str]) -> (Arc<Directory>, Vec<Visiting>) {
    let games = Directory::open(None).unwrap().0;
    let mut here = Vec::new();
    for (i, name) in names.iter().enumerate() {
        let who = poster(Some(name), i as u8 + 1);
        let key = who.holder.key.clone();
        games.players().choose_name(key.as_deref(), name).unwrap();
        here.push(games.arrive(who.holder).unwrap());
    }
    (games, here)
}

#[test]
fn a_challenge_by_name_is_seen_by_its_player_alone_and_accepted_seats_both() {
    let (games, _here) = server(&["Awang", "Bakar", "Chong"]);
    let seeks = Seeks::default();
    let (awang, bakar, chong) = (
        poster(Some("Awang"), 1),
        poster(Some("Bakar"), 2),
        poster(Some("Chong"), 3),
    );
    let now = Instant::now();
    let before = seeks.changes();
    let id = seeks
        .challenge(&games, "Bakar", challenge(true), awang.clone(), now)
        .unwrap();
    assert_ne!(seeks.changes(), before, "the lobbies look again");
    // Bakar sees it, from Awang, rated; nobody else does, and no list of
    // open challenges shows it.
    let asked = seeks
        .asked(&games, &bakar.holder, now)
        .expect("Bakar is asked");
    assert_eq!(
        (asked.id, asked.name.as_deref(), asked.rated),
        (id, Some("Awang"), true)
    );
    assert_eq!(seeks.asked(&games, &chong.holder, now), None);
    assert_eq!(seeks.asked(&games, &awang.holder, now), None);
    assert!(seeks.list(&games, &chong.holder).is_empty());
    assert_eq!(seeks.count(), 0);
    // Nobody but Bakar answers it, whether taking or declining.
    for stranger in [chong.clone(), poster(None, 2)] {
        let taken = seeks.take(&games, id, stranger.clone(), now);
        assert!(matches!(taken, Err(SeekError::Gone)));
        let said = seeks.answer(&games, id, stranger.clone(), true, now);
        assert!(matches!(said, Err(SeekError::Gone)));
        let said = seeks.answer(&games, id, stranger, false, now);
        assert!(matches!(said, Err(SeekError::Gone)));
    }
    assert!(matches!(
        seeks.answer(&games, id, awang.clone(), true, now),
        Err(SeekError::Own)
    ));
    // Bakar accepts: the game starts for both, each in their seat.
    let Ok(Some(_mine)) = seeks.answer(&games, id, bakar.clone(), true, now) else {
        panic!("Bakar's game")
    };
    let _theirs = seeks.matched(id).expect("Awang's screen of it");
    let (a, b) = (games.of_key("SHA256:Awang"), games.of_key("SHA256:Bakar"));
    assert_eq!((a.len(), b.len()), (1, 1));
    assert_eq!(a[0].code, b[0].code);
    assert!(a[0].is_rated());
    assert_eq!(seeks.asked(&games, &bakar.holder, now), None);
    assert_eq!(seeks.unmet(id), None);
}

#[test]
fn a_challenge_declined_or_unanswered_in_time_is_told_to_its_poster_once() {
    let (games, _here) = server(&["Awang", "Bakar"]);
    let seeks = Seeks::default();
    let (awang, bakar) = (poster(Some("Awang"), 1), poster(Some("Bakar"), 2));
    let now = Instant::now();
    let id = seeks
        .challenge(&games, "Bakar", challenge(false), awang.clone(), now)
        .unwrap();
    assert!(matches!(
        seeks.answer(&games, id, bakar.clone(), false, now),
        Ok(None)
    ));
    assert_eq!(seeks.unmet(id), Some(Unmet::Declined));
    assert_eq!(seeks.unmet(id), None, "told once");
    assert_eq!(seeks.asked(&games, &bakar.holder, now), None);
    // Again after the pace: unanswered, it lapses after a minute.
    let later = now + PACE;
    let id = seeks
        .challenge(&games, "Bakar", challenge(false), awang, later)
        .unwrap();
    seeks.expire(&games, later + ANSWER_TIME - Duration::from_secs(1));
    assert!(
        seeks.asked(&games, &bakar.holder, later).is_some(),
        "still waiting"
    );
    assert_eq!(seeks.unmet(id), None);
    let lapsed = later + ANSWER_TIME;
    // Past its time it is not taken, even before the server looks.
    assert!(seeks.asked(&games, &bakar.holder, lapsed).is_none());
    assert!(matches!(
        seeks.take(&games, id, bakar.clone(), lapsed),
        Err(SeekError::Gone)
    ));
    seeks.expire(&games, lapsed);
    assert_eq!(seeks.unmet(id), Some(Unmet::Expired));
}

#[test]
fn a_challenge_ends_when_its_player_goes_to_a_game_or_leaves_and_none_is_made_to_them_then() {
    let (games, mut here) = server(&["Awang", "Bakar"]);
    let seeks = Seeks::default();
    let awang = poster(Some("Awang"), 1);
    let now = Instant::now();
    // Nobody of that name, or not here.
    let nobody = seeks.challenge(&games, "Nobody", challenge(false), awang.clone(), now);
    assert_eq!(nobody, Err(SeekError::Away));
    let id = seeks
        .challenge(&games, "Bakar", challenge(false), awang.clone(), now)
        .unwrap();
    here[1].doing(Doing::Playing);
    seeks.expire(&games, now);
    assert_eq!(seeks.unmet(id), Some(Unmet::Busy));
    let later = now + PACE;
    let busy = seeks.challenge(&games, "Bakar", challenge(false), awang.clone(), later);
    assert_eq!(busy, Err(SeekError::Busy));
    here[1].doing(Doing::InLobby);
    let id = seeks
        .challenge(&games, "Bakar", challenge(false), awang.clone(), later)
        .unwrap();
    here.pop();
    seeks.expire(&games, later);
    assert_eq!(seeks.unmet(id), Some(Unmet::Away));
    let away = seeks.challenge(&games, "Bakar", challenge(false), awang, later + PACE);
    assert_eq!(away, Err(SeekError::Away));
}

#[test]
fn no_one_floods_a_player_with_challenges_or_challenges_themselves_and_guests_play_casual() {
    let (games, _here) = server(&["Awang", "Bakar", "Chong", "Dayang"]);
    let seeks = Seeks::default();
    let (awang, chong) = (poster(Some("Awang"), 1), poster(Some("Chong"), 3));
    let now = Instant::now();
    assert_eq!(
        seeks.challenge(&games, "Awang", challenge(false), awang.clone(), now),
        Err(SeekError::Own)
    );
    let first = seeks
        .challenge(&games, "Bakar", challenge(false), awang.clone(), now)
        .unwrap();
    // Bakar has one to answer: no other challenge reaches them meanwhile.
    assert_eq!(
        seeks.challenge(&games, "Bakar", challenge(false), chong.clone(), now),
        Err(SeekError::Asked)
    );
    // Awang waits for an answer: busy to others.
    assert_eq!(
        seeks.challenge(&games, "Awang", challenge(false), chong.clone(), now),
        Err(SeekError::Busy)
    );
    // One challenge by name out at a time.
    assert_eq!(
        seeks.challenge(&games, "Dayang", challenge(false), awang.clone(), now),
        Err(SeekError::Calling)
    );
    seeks.withdraw(&games, first);
    assert_eq!(
        seeks.asked(&games, &poster(Some("Bakar"), 2).holder, now),
        None
    );
    // The same player again only after the pace; and another key from
    // the same address only after the address's.
    let again = seeks.challenge(&games, "Bakar", challenge(false), awang.clone(), now);
    assert_eq!(
        again,
        Err(SeekError::Paced {
            seconds: PACE.as_secs()
        })
    );
    let mut other_key = poster(Some("Eve"), 1);
    let soon = now + Duration::from_secs(2);
    let other = seeks.challenge(&games, "Bakar", challenge(false), other_key.clone(), soon);
    let wait = (ORIGIN_PACE - Duration::from_secs(2)).as_secs();
    assert_eq!(other, Err(SeekError::Paced { seconds: wait }));
    other_key.holder.origin = Origin::V4([198, 51, 100, 1]);
    assert!(
        seeks
            .challenge(&games, "Bakar", challenge(false), other_key, soon)
            .is_ok()
    );
    // A guest challenges by name to a casual game only.
    let guest = poster(None, 9);
    assert_eq!(
        seeks.challenge(&games, "Chong", challenge(true), guest.clone(), now),
        Err(SeekError::Unrated)
    );
    assert!(
        seeks
            .challenge(&games, "Chong", challenge(false), guest, now)
            .is_ok()
    );
    // A guest is listed without a name or a key: nobody names them.
    let _guest_here = games.arrive(poster(None, 10).holder).unwrap();
    let listed = games.here(&awang.holder, None);
    assert_eq!(listed.len(), 5);
    let last = listed.last().unwrap();
    assert_eq!((last.name.as_deref(), last.keyed), (None, false));
}
