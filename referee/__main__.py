"""``python -m referee``: the ``perlagg`` command without an installed script."""

from referee.cli import main

raise SystemExit(main())
