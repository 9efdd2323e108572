"""How a test starts the pytest plugin in a ``pytester`` run: by its installed entry point,
or by hand where perlagg is not installed (a checkout on ``sys.path``)."""

from __future__ import annotations

import importlib.metadata


def plugin_args() -> list[str]:
    """Load the plugin by hand unless the installed entry point already does."""
    installed = any(
        e.value == "referee.pytest_plugin"
        for e in importlib.metadata.entry_points(group="pytest11")
    )
    return [] if installed else ["-p", "referee.pytest_plugin"]
