"""The rules engine: one module per area of the Comprehensive Rules (April 2026 numbering).

Nothing here imports pandas, matplotlib or ipywidgets; results are plain data and events.
"""
