//! Legal move + position → words (work in progress).
