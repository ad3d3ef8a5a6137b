"""Demo content for a new, empty portal: taxonomy, journalists, articles with generated images.

Everything here is invented: the writing material in `text`, the pictures drawn by `images`,
and the logic that puts them together in `seed` (used by the `seed_demo` command).
"""
