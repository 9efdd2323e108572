"""The rulebooks: their model (paragraphs, parameters, concerns, interpretations), the
loader of the built-in and house-rules files, and its checks.

May import: ``referee.model``, ``referee.base``, ``referee.messages``; never
``referee.notation``.
"""
