"""The analysis of a deal with open cards: the exact solver (``solver``) and what it
says of a deal (``open_cards``: who makes the Spiel with best play, which card turned
it, the best figures each seat could show).

May import: ``referee.judge`` and below.
"""
