//! A TCP proxy on loopback between some clients and a server, that a test cuts (every
//! connection through it closed, new ones closed as soon as they come) and restores. Threads
//! only; they end when their sockets close, and the listener's when the proxy is dropped.

use std::{
    io::ErrorKind,
    net::{Shutdown, TcpListener, TcpStream},
    sync::{
        Arc, Mutex,
        atomic::{AtomicBool, Ordering},
    },
    thread::JoinHandle,
    time::Duration,
};

#[derive(Default)]
struct Shared {
    cut: AtomicBool,
    stop: AtomicBool,
    open: Mutex<Vec<TcpStream>>,
}

impl Shared {
    fn close_all(&self) {
        if let Ok(mut open) = self.open.lock() {
            for stream in open.drain(..) {
                let _ = stream.shutdown(Shutdown::Both);
            }
        }
    }
}

/// A running proxy.
pub struct Proxy {
    /// Its port on 127.0.0.1.
    pub port: u16,
    shared: Arc<Shared>,
    accept: Option<JoinHandle<()>>,
}

/// Copies `from` to `to` until either closes.
fn pipe(mut from: TcpStream, mut to: TcpStream) {
    std::thread::spawn(move || {
        let _ = std::io::copy(&mut from, &mut to);
        let _ = to.shutdown(Shutdown::Both);
        let _ = from.shutdown(Shutdown::Both);
    });
}

impl Proxy {
    /// A proxy to `target_port` on 127.0.0.1.
    pub fn start(target_port: u16) -> Proxy {
        let listener = TcpListener::bind("127.0.0.1:0").expect("a loopback port");
        listener.set_nonblocking(true).expect("non-blocking");
        let port = listener.local_addr().expect("its address").port();
        let shared = Arc::new(Shared::default());
        let state = shared.clone();
        let accept = std::thread::spawn(move || {
            while !state.stop.load(Ordering::SeqCst) {
                let client = match listener.accept() {
                    Ok((client, _)) => client,
                    Err(e) if e.kind() == ErrorKind::WouldBlock => {
                        std::thread::sleep(Duration::from_millis(10));
                        continue;
                    }
                    Err(_) => continue,
                };
                if state.cut.load(Ordering::SeqCst) {
                    let _ = client.shutdown(Shutdown::Both);
                    continue;
                }
                let _ = client.set_nonblocking(false);
                let Ok(server) = TcpStream::connect(("127.0.0.1", target_port)) else {
                    continue;
                };
                let ends = [&client, &server].map(|s| s.try_clone());
                let [Ok(client_end), Ok(server_end)] = ends else {
                    continue;
                };
                if let Ok(mut open) = state.open.lock() {
                    open.push(client_end);
                    open.push(server_end);
                }
                let (Ok(client_copy), Ok(server_copy)) = (client.try_clone(), server.try_clone())
                else {
                    continue;
                };
                pipe(client, server_copy);
                pipe(server, client_copy);
            }
        });
        Proxy {
            port,
            shared,
            accept: Some(accept),
        }
    }

    /// The URL of the broker through the proxy.
    pub fn url(&self) -> String {
        format!("nats://127.0.0.1:{}", self.port)
    }

    /// Cuts the link: every connection through the proxy is closed, and new ones until
    /// [`Proxy::restore`].
    pub fn cut(&self) {
        self.shared.cut.store(true, Ordering::SeqCst);
        self.shared.close_all();
    }

    /// Lets connections through again.
    pub fn restore(&self) {
        self.shared.cut.store(false, Ordering::SeqCst);
    }
}

impl Drop for Proxy {
    fn drop(&mut self) {
        self.shared.stop.store(true, Ordering::SeqCst);
        self.shared.close_all();
        if let Some(accept) = self.accept.take() {
            let _ = accept.join();
        }
    }
}
