//! Text → a position-free move intent (work in progress).
