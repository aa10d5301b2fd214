//! Hostile connections against a host, for the link benchmarks: `count` connections held open
//! the whole time (silent ones and ones that sent a byte), refreshed as the host closes them,
//! with garbage on new connections in between; all from loopback.

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
                while held.len() < count {
                    i += 1;
                    match open(addr, i) {
                        Some(c) => held.push(c),
                        None => break,
                    }
                }
                // And garbage on a new connection, closed at once.
                if let Ok(mut c) = TcpStream::connect(addr) {
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

fn open(addr: SocketAddr, i: usize) -> Option<TcpStream> {
    let mut c = TcpStream::connect(addr).ok()?;
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
