//! Who a visitor to a server is, as its limits count them: by key, if they
//! offered one, and by where they come from. The server's games hold each
//! visitor to a share by these; the lobby hands them on for its visitor.
//! And the command that reaches a server, as a visitor types it.

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

/// The command that reaches `host` on `port`, as `user` if given:
/// `ssh -p 2222 k7m2qx@192.168.1.5` (no `-p` for SSH's own port; the port
/// is never joined to the host, so an IPv6 address is written as it is).
pub fn ssh_command(host: &str, port: u16, user: Option<&str>) -> String {
    let at = user.map_or(host.to_string(), |u| format!("{u}@{host}"));
    if port == 22 {
        format!("ssh {at}")
    } else {
        format!("ssh -p {port} {at}")
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

    #[test]
    fn the_join_command_is_as_typed_with_the_port_only_when_not_sshs_own() {
        assert_eq!(
            ssh_command("192.168.1.5", 2222, Some("k7m2qx")),
            "ssh -p 2222 k7m2qx@192.168.1.5"
        );
        assert_eq!(ssh_command("example.org", 22, None), "ssh example.org");
        assert_eq!(ssh_command("::1", 2222, None), "ssh -p 2222 ::1");
    }
}
