"""The message table: every sentence the referee says, by key, in German (first) and English.

Paragraph quotes are never translated: they are the rulebook's words.  Each area keeps its
sentences in a catalogue of its own (``words``, ``notation``, ``rules``, ``play``,
``wager``, ``replay``, ``disputes``, ``report``, ``pictures``, ``analysis``, ``cli``), so a
translator finds an area's sentences together; ``format`` assembles them into ``MESSAGES``
and fills a template: ``say(key, lang, **args)``, or ``say_n`` for a sentence about a count.

>>> say("kind.violation", EN)
'violation'
>>> say_n("check.files-checked", 1, DE), say_n("check.files-checked", 2, EN)
('1 Datei geprüft', '2 files checked')

This is the bottom layer: it imports nothing of referee outside this package.
"""

from __future__ import annotations

from referee.messages.format import DE, EN, LANGS, MESSAGES, plural, say, say_args, say_n

__all__ = ["DE", "EN", "LANGS", "MESSAGES", "plural", "say", "say_args", "say_n"]
