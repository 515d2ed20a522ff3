"""Legions (2003) mechanics outside combat: amplify (702.38) and face-down permanents (702.37, 708).

Provoke, a blocking requirement, lives with the rest of combat in :mod:`mtglearn.rules.combat`.
Imports only :mod:`mtglearn.rules.core` among the rules subpackages.
"""
