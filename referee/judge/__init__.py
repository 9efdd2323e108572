"""The referee's folds: over a deal's cards (``play``), its speech (``wager``, with
``ledger``, ``scoring`` and ``showing``), and over a whole transcript (``transcript``:
the score, the dealer, the target, the claims, and the answers to ``Streit:`` lines).

May import: ``referee.table`` and below.
"""
