"""The base helpers every layer may use: records (``record``), the exception root
``PerlaggError`` (``errors``), reading input safely (``resources``), writing JSON text
(``jsontext``) and the cycle collector of a run of the command (``collector``).

May import: ``referee.messages`` only.  Nothing here knows the game.
"""
