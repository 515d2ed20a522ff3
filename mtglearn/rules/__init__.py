"""The rules engine, one subpackage per subsystem (April 2026 Comprehensive Rules numbering).

``core`` (objects, the table, actions, state-based actions, replacement) ← ``combat``
(declaring blockers, damage assignment, the damage steps) ← ``initiative`` (the designation,
venture, dungeons); ``legions`` (amplify, face-down) builds on ``core`` only. Imports only point
this way, and nothing here imports pandas, matplotlib or ipywidgets: results are plain data and
events.
"""
