"""The base helpers every layer may use: records (``record``), reading input safely
(``resources``) and writing JSON text (``jsontext``).

May import: ``referee.messages`` only.  Nothing here knows the game.
"""
