"""Lite pages: a server-drawn, script-free twin of every reader screen at /lite + its path (docs/adr)."""
