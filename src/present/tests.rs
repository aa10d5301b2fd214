//! Unit tests of the seat presenters.
