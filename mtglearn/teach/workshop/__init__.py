"""Workshop mode: the explorers as code-free dashboards (``dashboards``) served to a room by Voilà
(``serve``). It stands on top of the teaching layer: nothing else in it imports the workshop.
"""
