"""The cycle collector of a run of the ``perlagg`` command: quieted before the
command's modules load (``referee.__main__``), frozen once they have.
"""

from __future__ import annotations

import gc

#: The collector's thresholds for a run of the command (see ``quiet_collector``).
QUIET_THRESHOLDS = (50_000, 20, 20)


def quiet_collector() -> None:
    """Keep the cycle collector from walking the same objects again and again.

    What is loaded by now (modules, tables) lives as long as the run: frozen, the
    collector never walks it.  A big transcript makes hundreds of thousands of objects
    that all live on (tokens, events, findings); at the default threshold the collector
    walks them every 700 allocations.  Cycles are still collected, only less often, so
    memory stays bounded.  Only for a run of the command itself: a program that calls
    ``main(argv)`` keeps its collector as it is.
    """
    gc.freeze()
    gc.set_threshold(*QUIET_THRESHOLDS)
