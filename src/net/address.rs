//! The address to give a friend: the one the server listens on, or this
//! machine's address on the network it reaches others by; and the address
//! to listen on, as a user writes it.

use std::net::{IpAddr, SocketAddr, UdpSocket};

/// The address others most likely reach a server listening on `listen`
/// by: its own address when it names one; else the address the system
/// would send from (found without sending anything); else `localhost`.
pub fn reachable(listen: SocketAddr) -> String {
    if !listen.ip().is_unspecified() {
        return listen.ip().to_string();
    }
    outward(listen.ip()).map_or_else(|| "localhost".to_string(), |ip| ip.to_string())
}

/// The local address of a route outwards. Connecting a UDP socket only
/// chooses the route: no packet leaves the machine.
fn outward(like: IpAddr) -> Option<IpAddr> {
    let (bind, far): (&str, &str) = match like {
        IpAddr::V4(_) => ("0.0.0.0:0", "192.0.2.1:9"),
        IpAddr::V6(_) => ("[::]:0", "[2001:db8::1]:9"),
    };
    let socket = UdpSocket::bind(bind).ok()?;
    socket.connect(far).ok()?;
    let ip = socket.local_addr().ok()?.ip();
    (!ip.is_unspecified() && !ip.is_loopback()).then_some(ip)
}

/// The invite to the game `code` on a server reached at (`host`, `port`).
pub fn invite(host: &str, port: u16, code: &str) -> crate::session::Invite {
    crate::session::Invite {
        command: crate::visitor::ssh_command(host, port, Some(code)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_named_address_is_given_as_it_is() {
        assert_eq!(
            reachable("192.168.1.5:2222".parse().unwrap()),
            "192.168.1.5"
        );
        assert_eq!(reachable("[::1]:2222".parse().unwrap()), "::1");
    }

    #[test]
    fn listening_everywhere_gives_an_address_of_this_machine_never_the_unspecified_one() {
        let shown = reachable("0.0.0.0:2222".parse().unwrap());
        assert_ne!(shown, "0.0.0.0");
        if let Ok(ip) = shown.parse::<IpAddr>() {
            assert!(!ip.is_unspecified() && !ip.is_loopback());
        } else {
            assert_eq!(shown, "localhost");
        }
    }
}
