//! Move intent + position → one legal move (work in progress).
