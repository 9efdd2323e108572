"""The transcript notation: text in, events out, and events back to text.

The grammar (``grammar/perlagg.lark``) is analysed by lark at commit time into the tables
of ``_lalr`` (``python -m referee.notation.gen_parser``); ``lalr`` runs them, ``parser``
turns the tree into events and failures into errors a player understands, and ``render``
writes the canonical line of an event.  May import: ``referee.model``, ``referee.base``,
``referee.messages``; never ``referee.rules``.
"""
