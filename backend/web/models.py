"""Models of this domain."""
