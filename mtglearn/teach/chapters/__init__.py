"""What the notebooks' chapters call: computed checks said in sentences, the judge-level search,
the initiative story, the examples beyond the sources, the rules quoted.

Chapters stand on the figures and the base; explorers and exercises stand on them
(``pyproject.toml``, ``[tool.importlinter]``).
"""
