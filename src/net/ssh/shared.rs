//! What every connection of a server shares: the host, the limits, the
//! visitors' screen threads, and the count of connections open by origin,
//! each connection holding its place while it lasts.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

use super::{Host, Limits};
use crate::visitor::Origin;

/// What every connection of a server shares.
pub struct Shared {
    pub host: Arc<dyn Host>,
    pub limits: Limits,
    /// The visitors' screen threads, joined when the server stops.
    pub screens: Mutex<Vec<JoinHandle<()>>>,
    /// Connections open, by origin (an address, or an IPv6 network: one
    /// visitor has a whole /64 to connect from).
    open: Mutex<HashMap<Origin, usize>>,
}

impl Shared {
    /// What the connections to `host` share, held to `limits`, with none
    /// open yet.
    pub fn new(host: Arc<dyn Host>, limits: Limits) -> Shared {
        Shared {
            host,
            limits,
            screens: Mutex::new(Vec::new()),
            open: Mutex::new(HashMap::new()),
        }
    }
}

/// A place among the open connections, given back when dropped.
pub(super) struct Slot {
    shared: Arc<Shared>,
    addr: Origin,
}

impl Slot {
    /// A place for a connection from `addr`, unless the total or that
    /// address's share is full.
    pub(super) fn take(shared: &Arc<Shared>, addr: Origin) -> Option<Slot> {
        let mut open = shared.open.lock().unwrap_or_else(|e| e.into_inner());
        let total: usize = open.values().sum();
        let here = open.get(&addr).copied().unwrap_or(0);
        if total >= shared.limits.connections || here >= shared.limits.per_address {
            return None;
        }
        open.insert(addr, here + 1);
        Some(Slot {
            shared: shared.clone(),
            addr,
        })
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut open = self.shared.open.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(n) = open.get_mut(&self.addr) {
            *n -= 1;
            if *n == 0 {
                open.remove(&self.addr);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::net::ssh::{Admission, Front, Visitor};

    struct Nobody;

    impl Host for Nobody {
        fn admit(
            &self,
            _: Option<std::net::IpAddr>,
            _: &str,
            _: Option<&str>,
            _: Option<&str>,
        ) -> Admission {
            Admission::Deny
        }
        fn code_prompt(&self) -> String {
            String::new()
        }
        fn front(&self, _: Visitor) -> Box<dyn Front> {
            unreachable!("nobody is let in")
        }
    }

    #[test]
    fn the_addresses_of_one_ipv6_network_share_its_connections() {
        let limits = Limits {
            per_address: 2,
            ..Limits::default()
        };
        let shared = Arc::new(Shared::new(Arc::new(Nobody), limits));
        let at = |a: &str| Origin::of(Some(a.parse().unwrap()));
        let first = Slot::take(&shared, at("2001:db8:0:1::1"));
        let second = Slot::take(&shared, at("2001:db8:0:1::2"));
        assert!(first.is_some() && second.is_some());
        assert!(Slot::take(&shared, at("2001:db8:0:1:ffff::3")).is_none());
        assert!(Slot::take(&shared, at("2001:db8:0:2::1")).is_some());
        drop(first);
        assert!(Slot::take(&shared, at("2001:db8:0:1::4")).is_some());
    }
}
