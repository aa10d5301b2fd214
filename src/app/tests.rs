//! Unit tests of the app.
