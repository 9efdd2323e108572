"""The game's words as data: cards, seats, events, findings, holdings, the results of
a deal, and the report's records.

Every type here is an immutable record.  May import: ``referee.base`` and
``referee.messages``.
"""
