//! Who a visitor to a server is, as its limits count them: by key, if they
//! offered one, and by where they come from. The server's games hold each
//! visitor to a share by these; the lobby hands them on for its visitor.

use std::net::IpAddr;

/// A visitor as the server's limits know them: by key, if they offered
/// one, and by where they come from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Holder {
    pub key: Option<String>,
    pub origin: Origin,
}

/// Where a visitor comes from, as the server's limits count it: one IPv4
/// address, or one IPv6 network of 64 bits (what one home or one server
/// is given, so that a visitor cannot step past a limit by taking another
/// address of their own network).
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum Origin {
    V4([u8; 4]),
    /// The first 64 bits of an IPv6 address.
    V6([u8; 8]),
    /// The address is not known (a visitor of a test, or of a pipe).
    Unknown,
}

impl Origin {
    /// The origin of a connection from `addr`. An IPv4 address written in
    /// IPv6 (`::ffff:1.2.3.4`) is that IPv4 address.
    pub fn of(addr: Option<IpAddr>) -> Origin {
        match addr {
            None => Origin::Unknown,
            Some(IpAddr::V4(v4)) => Origin::V4(v4.octets()),
            Some(IpAddr::V6(v6)) => match v6.to_ipv4_mapped() {
                Some(v4) => Origin::V4(v4.octets()),
                None => {
                    let mut net = [0; 8];
                    net.copy_from_slice(&v6.octets()[..8]);
                    Origin::V6(net)
                }
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn of(text: &str) -> Origin {
        Origin::of(Some(text.parse().unwrap()))
    }

    #[test]
    fn one_ipv6_network_is_one_origin_and_ipv4_in_ipv6_is_ipv4() {
        assert_eq!(of("2001:db8:1:2::1"), of("2001:db8:1:2:ffff::9"));
        assert_ne!(of("2001:db8:1:2::1"), of("2001:db8:1:3::1"));
        assert_eq!(of("::ffff:192.0.2.7"), of("192.0.2.7"));
        assert_ne!(of("192.0.2.7"), of("192.0.2.8"));
        assert_eq!(Origin::of(None), Origin::Unknown);
    }
}
