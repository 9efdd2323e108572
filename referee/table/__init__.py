"""The cards on the table: the deck and its Perlaggs (``deal``), the immutable deal
state with ``legal_plays`` and ``push`` (``state``), and the figures a hand holds
(``figures``).

May import: ``referee.rules``, ``referee.notation``, ``referee.model`` and below.
"""
