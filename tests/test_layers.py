"""The house in layers: each subpackage of ``referee`` imports only the layers below it,
``rules`` and ``notation`` never import each other, and no module imports, however
lazily, a module that imports it back.

Read from the source (every ``import`` statement, at the top, in a function or under
``TYPE_CHECKING``), so the test needs nothing imported and sees what a reader sees.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "referee"

#: The layers from the bottom up; a module may import its own layer and those before it.
LAYERS: tuple[frozenset[str], ...] = (
    frozenset({"messages"}),
    frozenset({"base"}),
    frozenset({"model"}),
    frozenset({"notation", "rules"}),
    frozenset({"table"}),
    frozenset({"judge"}),
    frozenset({"analysis"}),
    frozenset({"faces"}),
    frozenset({"cli", "pytest_plugin"}),
    frozenset({"__main__", "__init__"}),
)
#: Layers that share a floor but must not lean on each other.
APART = (frozenset({"notation", "rules"}),)


def module_name(path: Path) -> str:
    """``referee.judge.play`` for ``referee/judge/play.py``, ``referee.cli`` for its
    ``__init__.py``."""
    parts = ("referee", *path.relative_to(PACKAGE).with_suffix("").parts)
    return ".".join(parts).removesuffix(".__init__")


MODULES = {module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def imported(name: str) -> set[str]:
    """The modules of ``referee`` that the module ``name`` imports (a name imported from
    a package counts as its module where one of that name exists)."""
    tree = ast.parse(MODULES[name].read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.startswith("referee"))
        elif isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("referee"):
            assert node.level == 0, f"{name}: a relative import"
            subs = {f"{node.module}.{a.name}" for a in node.names} & MODULES.keys()
            found.update(subs or {node.module})
            if node.module == "referee":
                extra = (
                    {a.name for a in node.names} - {"__version__"} - {s.split(".")[1] for s in subs}
                )
                assert not extra, f"{name} imports {extra} from the package's top"
    return {m for m in found if m in MODULES and m != "referee" and m != name}


def layer_of(name: str) -> int:
    """The floor of a module: that of its subpackage (``referee.judge.play`` → judge)."""
    parts = name.split(".")
    key = parts[1] if len(parts) > 1 else "__init__"
    return next(i for i, floor in enumerate(LAYERS) if key in floor)


def test_every_module_has_a_layer() -> None:
    for name in MODULES:
        layer_of(name)


@pytest.mark.parametrize("name", sorted(MODULES))
def test_imports_go_down(name: str) -> None:
    mine = layer_of(name)
    upward = sorted(m for m in imported(name) if layer_of(m) > mine)
    assert not upward, f"{name} (floor {mine}) imports from above: {upward}"
    for apart in APART:
        here = name.split(".")[1] if "." in name else ""
        if here in apart:
            across = sorted(m for m in imported(name) if m.split(".")[1] in apart - {here})
            assert not across, f"{name} imports {across}"


def test_no_import_circle() -> None:
    graph = {name: imported(name) for name in MODULES}
    seen: dict[str, int] = {}  # 1: on the current path, 2: done

    def visit(name: str, path: list[str]) -> None:
        seen[name] = 1
        for nxt in sorted(graph[name]):
            if seen.get(nxt) == 1:
                cycle = [*path[path.index(nxt) :], nxt] if nxt in path else [name, nxt]
                pytest.fail("import circle: " + " → ".join(cycle))
            if nxt not in seen:
                visit(nxt, [*path, nxt])
        seen[name] = 2

    for name in sorted(graph):
        if name not in seen:
            visit(name, [name])


def test_the_test_sees_the_layers() -> None:
    """The reader above finds imports at all: judging imports the table, the table the
    model (a reader that found none would pass every test above)."""
    assert "referee.table.state" in imported("referee.judge.play")
    assert "referee.model.cards" in imported("referee.table.deal")


#: Generated modules, private to the module that loads them (``gen_parser``, ``gen_builtins``).
GENERATED = frozenset({"_lalr", "_questions_lalr", "_builtins"})


def private_imports(name: str) -> list[str]:
    """The private names (``_x``) that module ``name`` imports from another module."""
    tree = ast.parse(MODULES[name].read_text(encoding="utf-8"))
    return [
        f"{node.module}.{a.name}"
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("referee")
        for a in node.names
        if a.name.startswith("_") and not a.name.startswith("__") and a.name not in GENERATED
    ]


@pytest.mark.parametrize("name", sorted(MODULES))
def test_no_private_name_crosses_a_module(name: str) -> None:
    """What one module uses of another is that module's public name: a leading
    underscore says "only here", and a reader may change it without looking elsewhere."""
    assert not private_imports(name), f"{name} imports {private_imports(name)}"


def test_the_private_reader_sees_imports() -> None:
    """The reader above finds private names where they are: the generated tables."""
    tree = ast.parse(MODULES["referee.notation.lalr"].read_text(encoding="utf-8"))
    names = {a.name for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) for a in n.names}
    assert "_lalr" in names
