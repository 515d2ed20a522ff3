"""The teaching layer: tables (pandas), figures (matplotlib), explorers (ipywidgets), exercises.

Everything here is computed from the rules engine (:mod:`mtglearn.rules`); nothing restates a
rule's result by hand. Importing this package pulls in pandas, which is why ``import mtglearn``
does not import it.
"""
