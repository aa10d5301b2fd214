//! Unit tests of the resolver.
