"""The base helpers every layer may use: records (``record``), the exception root
``PerlaggError`` (``errors``), reading input safely (``resources``), writing JSON text
(``jsontext``), the cycle collector of a run of the command (``collector``) and the one
escaping of what a file wrote for every face (``shown``).

May import: ``referee.messages`` only.  Nothing here knows the game.
"""
