"""Scenario data for tests, in the public format (§1): one way to write a creature entry."""

from mtglearn.teach.entries import creature_entry as creature

__all__ = ["creature"]
