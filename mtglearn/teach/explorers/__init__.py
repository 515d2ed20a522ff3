"""The explorers: ipywidgets controls around one resolved scenario, every value a control
(``explorer.Explorer`` is the pattern each follows).

Explorers stand on the chapters, the figures and the base, and never import an exercise
(``pyproject.toml``, ``[tool.importlinter]``).
"""
