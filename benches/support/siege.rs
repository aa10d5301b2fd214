//! Hostile connections against a host, for the link benchmarks: `count` connections held open
//! (silent ones and ones that sent a byte), those the host closes opened again (at most 250 a
//! second), and garbage on a new connection every 20 ms; all from 127.0.0.2, another machine
//! as far as the host can tell, while the real device connects from 127.0.0.1.

use std::{
    io::{Read, Write},
    net::{SocketAddr, TcpStream},
    sync::{
        Arc,
        atomic::{AtomicBool, Ordering},
    },
    thread,
    time::Duration,
};

/// A siege under way; it ends when dropped.
pub struct Siege {
    stop: Arc<AtomicBool>,
    worker: Option<thread::JoinHandle<()>>,
}

impl Siege {
    /// Opens `count` connections to `addr` now, and keeps that many open until dropped.
    pub fn start(addr: SocketAddr, count: usize) -> Siege {
        let stop = Arc::new(AtomicBool::new(false));
        let mut held: Vec<TcpStream> = (0..count).filter_map(|i| open(addr, i)).collect();
        let flag = stop.clone();
        let worker = thread::spawn(move || {
            let mut i = count;
            while !flag.load(Ordering::Relaxed) {
                // Connections the host closed are opened again: `count` are always held.
                // (One the host closed reads as its end or its refusal.)
                held.retain(|c| {
                    let mut probe = [0u8; 64];
                    let _ = c.set_nonblocking(true);
                    matches!(
                        (&*c).read(&mut probe),
                        Err(ref e) if e.kind() == std::io::ErrorKind::WouldBlock
                    )
                });
                for _ in 0..5 {
                    if held.len() >= count {
                        break;
                    }
                    i += 1;
                    match open(addr, i) {
                        Some(c) => held.push(c),
                        None => break,
                    }
                }
                // And garbage on a new connection, closed at once.
                if let Some(mut c) = connect(addr) {
                    let _ = c.write_all(&[0, 40, b'Z', b's']);
                    let _ = c.write_all(&[0x5a; 38]);
                }
                thread::sleep(Duration::from_millis(20));
            }
        });
        Siege {
            stop,
            worker: Some(worker),
        }
    }
}

/// A connection to `addr` from 127.0.0.2.
fn connect(addr: SocketAddr) -> Option<TcpStream> {
    use socket2::{Domain, SockAddr, Socket, Type};
    let socket = Socket::new(Domain::IPV4, Type::STREAM, None).ok()?;
    let from: SocketAddr = "127.0.0.2:0".parse().ok()?;
    socket.bind(&SockAddr::from(from)).ok()?;
    socket.connect(&SockAddr::from(addr)).ok()?;
    Some(socket.into())
}

fn open(addr: SocketAddr, i: usize) -> Option<TcpStream> {
    let mut c = connect(addr)?;
    if i % 2 == 1 {
        let _ = c.write_all(&[0]);
    }
    Some(c)
}

impl Drop for Siege {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(w) = self.worker.take() {
            let _ = w.join();
        }
    }
}
