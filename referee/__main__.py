"""The ``perlagg`` command (the script pip installs, and ``python -m referee``).

The cycle collector is quieted before the command's modules load: they all live as
long as the run, and at the default thresholds the collector walks them some twenty
times during the start (``referee.base.collector.quiet_collector`` says why it stays quiet).
"""

from __future__ import annotations

import gc

from referee.base.collector import QUIET_THRESHOLDS


def main() -> int:
    gc.set_threshold(*QUIET_THRESHOLDS)
    from referee.cli import main as command

    return command()


if __name__ == "__main__":
    raise SystemExit(main())
