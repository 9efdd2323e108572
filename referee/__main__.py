"""The ``perlagg`` command (the script pip installs, and ``python -m referee``).

The cycle collector is quieted before the command's modules load: they all live as
long as the run, and at the default thresholds the collector walks them some twenty
times during the start (``referee.cli.quiet_collector`` says why it stays quiet).
"""

from __future__ import annotations

import gc

#: The collector's thresholds for a run of the command (see ``quiet_collector``).
QUIET_THRESHOLDS = (50_000, 20, 20)


def main() -> int:
    gc.set_threshold(*QUIET_THRESHOLDS)
    from referee.cli import main as command

    return command()


if __name__ == "__main__":
    raise SystemExit(main())
