"""The caches that make the start quick: validated built-in rulebooks (``rulebook_cache``)
and a project's ``[tool.perlagg]`` (``toml_cache.remembered``).

What they must hold: a cached rulebook is the loaded one, field by field; a file that is
not ours in every respect (corrupt, truncated, foreign, stale, a link) is ignored and
written afresh; no cache directory, or one that cannot be written, means no cache and
the same results; nothing ever ends in a traceback.
"""

from __future__ import annotations

import doctest
import marshal
import os
import subprocess
import sys
import zlib
from pathlib import Path

import pytest

from referee.cli import main
from referee.cli.config import ConfigError, find
from referee.rules import rulebook, rulebook_cache, toml_cache

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "examples" / "04_austausch_durch_partner.perlagg"
BUILTINS = ("1890", "1924", "schlanders-2013")


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """A private cache directory of the test's own, and built-ins loaded afresh."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.delenv("PERLAGG_NO_CACHE", raising=False)
    rulebook._builtin.cache_clear()
    yield tmp_path / "cache" / "perlagg" / "rulebooks"
    rulebook._builtin.cache_clear()


def _plain(book: rulebook.Rulebook) -> object:
    """Every field of a rulebook, to the last one (also those equality leaves out), with
    the class of every record: what a cached rulebook must be equal to."""
    return rulebook_cache.encode(book, rulebook._KEPT_NAMES)


def _fresh(rulebook_id: str) -> rulebook.Rulebook:
    """A built-in loaded through the cache (not through the process's memo)."""
    rulebook._builtin.cache_clear()
    return rulebook._builtin(rulebook_id)


def _file(cache: Path, rulebook_id: str) -> Path:
    return cache / rulebook._cache_name(rulebook_id)


def _never_loaded(rulebook_id: str) -> rulebook.Rulebook:
    raise AssertionError(f"{rulebook_id} was loaded from its TOML, not from the cache")


@pytest.mark.parametrize("rulebook_id", BUILTINS)
def test_a_cached_rulebook_is_the_loaded_one(cache: Path, monkeypatch, rulebook_id: str) -> None:
    monkeypatch.setenv("PERLAGG_NO_CACHE", "1")
    loaded = _fresh(rulebook_id)
    monkeypatch.delenv("PERLAGG_NO_CACHE")
    assert not cache.exists() or not list(cache.iterdir())  # off means off
    _fresh(rulebook_id)  # loads and keeps it
    assert _file(cache, rulebook_id).is_file()
    monkeypatch.setattr(rulebook, "_builtin_loaded", _never_loaded)
    kept = _fresh(rulebook_id)
    assert kept is not loaded and _plain(kept) == _plain(loaded)
    assert type(kept.path) is type(loaded.path) and kept.path == loaded.path
    for concern in loaded.concerns:
        assert kept.cite(concern) == loaded.cite(concern)
    assert kept.params == loaded.params and kept.paragraphs == loaded.paragraphs


def test_the_cache_holds_one_file_per_built_in_however_often_it_is_made(cache: Path) -> None:
    for _ in range(3):
        for rulebook_id in BUILTINS:
            _fresh(rulebook_id)
    names = sorted(p.name for p in cache.iterdir() if p.name.startswith("book-"))
    assert names == sorted(rulebook._cache_name(i) for i in BUILTINS)


def _valid(cache: Path) -> bytes:
    _fresh("1890")
    return _file(cache, "1890").read_bytes()


def _payload_file(payload: bytes) -> bytes:
    """A file with our head and a right checksum around ``payload``."""
    checksum = f"{zlib.crc32(payload):08x}".encode()
    return rulebook_cache.MAGIC + rulebook._cache_key() + b"\n" + checksum + payload


def _spoiled(good: bytes) -> dict[str, bytes]:
    head = len(rulebook_cache.MAGIC) + len(rulebook._cache_key()) + 1
    flipped = bytearray(good)
    flipped[len(good) // 2] ^= 0x55
    return {
        "empty": b"",
        "garbage": os.urandom(4096),
        "truncated": good[: len(good) // 3],
        "a flipped byte": bytes(flipped),
        "foreign magic": b"something else\n" + good[len(rulebook_cache.MAGIC) :],
        "another key": rulebook_cache.MAGIC + b"0.0.0-0\n" + good[head:],
        "no marshal data": _payload_file(b"\x00not marshal"),
        "an unknown class": _payload_file(marshal.dumps((b"Nope", (1, 2)))),
        "a wrong field count": _payload_file(marshal.dumps((b"Param", ("x",)))),
        "a record without fields": _payload_file(marshal.dumps((b"Param", 3))),
        "a tag alone": _payload_file(marshal.dumps((b"Param",))),
        "a set": _payload_file(marshal.dumps({1, 2})),
        "another rulebook": _payload_file(marshal.dumps((b"proxy", {}))),
    }


@pytest.mark.parametrize("how", list(_spoiled(b"x" * 100)))
def test_a_file_not_ours_is_ignored_and_written_afresh(cache: Path, how: str) -> None:
    good = _valid(cache)
    reference = _plain(_fresh("1890"))
    _file(cache, "1890").write_bytes(_spoiled(good)[how])
    assert _plain(_fresh("1890")) == reference
    assert _file(cache, "1890").read_bytes() == good  # made again and kept


def test_a_rulebook_of_another_id_in_the_file_is_not_taken(cache: Path) -> None:
    _fresh("1924")
    good = _valid(cache)
    _file(cache, "1890").write_bytes(_file(cache, "1924").read_bytes())
    assert _fresh("1890").id == "1890" and _file(cache, "1890").read_bytes() == good


def test_a_link_in_the_cache_is_not_followed(cache: Path, tmp_path: Path) -> None:
    good = _valid(cache)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.write_bytes(good)
    _file(cache, "1890").unlink()
    _file(cache, "1890").symlink_to(elsewhere)
    assert toml_cache.read_private(_file(cache, "1890")) is None
    assert _fresh("1890").id == "1890"


def test_no_cache_where_the_directory_cannot_be_made(tmp_path: Path, monkeypatch) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a directory")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocker))
    monkeypatch.delenv("PERLAGG_NO_CACHE", raising=False)
    rulebook._builtin.cache_clear()
    try:
        assert toml_cache.private_directory() is None
        assert _fresh("1890").id == "1890"
    finally:
        rulebook._builtin.cache_clear()


def test_no_cache_in_a_directory_others_may_write(cache: Path) -> None:
    _valid(cache)
    cache.chmod(0o777)
    try:
        assert toml_cache.private_directory() is None
        assert _fresh("1890").id == "1890"
    finally:
        cache.chmod(0o700)


def test_a_cache_that_cannot_be_written_is_no_failure(cache: Path, monkeypatch) -> None:
    def refuse(*args: object, **kwargs: object) -> tuple[int, str]:
        raise PermissionError("read-only")

    import tempfile

    monkeypatch.setattr(tempfile, "mkstemp", refuse)
    assert _fresh("1890").id == "1890"
    assert not _file(cache, "1890").exists()
    assert not rulebook_cache.write("x", b"k", 1, {})


def test_every_built_in_can_be_kept() -> None:
    """A field of a type the cache does not know would make a rulebook uncacheable (and
    the start slow again) without any other sign: this says so."""
    for rulebook_id in BUILTINS:
        plain = rulebook_cache.encode(rulebook.load(rulebook_id), rulebook._KEPT_NAMES)
        assert marshal.loads(marshal.dumps(plain)) == plain


def test_the_key_follows_the_rulebooks_bytes_and_the_loaders_source(tmp_path: Path) -> None:
    book, source = tmp_path / "a.toml", tmp_path / "loader.py"
    book.write_text('id = "a"\n')
    source.write_text("x = 1\n")
    key = rulebook_cache.key_of([str(book)], [str(source)], "1")
    assert key == rulebook_cache.key_of([str(book)], [str(source)], "1")
    assert key != rulebook_cache.key_of([str(book)], [str(source)], "2")
    book.write_text('id = "b"\n')
    assert key != (key := rulebook_cache.key_of([str(book)], [str(source)], "1"))
    stat = source.stat()
    os.utime(source, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000_000))
    assert key != rulebook_cache.key_of([str(book)], [str(source)], "1")
    missing = rulebook_cache.key_of([str(tmp_path / "gone.toml")], [], "1")
    assert missing != rulebook_cache.key_of([], [], "1")


def test_unknown_types_are_not_kept() -> None:
    with pytest.raises(rulebook_cache.Uncacheable):
        rulebook_cache.encode({"a": b"bytes"}, {})
    with pytest.raises(rulebook_cache.Uncacheable):
        rulebook_cache.encode({(1, 2): "tuple key"}, {})
    with pytest.raises(rulebook_cache.Uncacheable):
        rulebook_cache.encode(object(), {})


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_report_is_the_same_with_and_without_the_cache(
    cache: Path, monkeypatch, capsys, lang: str
) -> None:
    outputs = []
    for no_cache in ("1", "", ""):  # without, then writing it, then reading it
        monkeypatch.setenv("PERLAGG_NO_CACHE", no_cache)
        rulebook._builtin.cache_clear()
        for args in (["referee", str(EXAMPLE), "--json"], ["referee", str(EXAMPLE)]):
            main([*args, "--lang", lang])
        outputs.append(capsys.readouterr())
    assert outputs[0] == outputs[1] == outputs[2]
    assert _file(cache, "1890").is_file()


# --------------------------------------------------------------------------- [tool.perlagg]
def _project(tmp_path: Path, monkeypatch, body: str) -> Path:
    project = tmp_path / "project"
    project.mkdir(exist_ok=True)
    (project / "pyproject.toml").write_text(
        f'[project]\nname = "perlagg-club"\n\n{body}', encoding="utf-8"
    )
    monkeypatch.chdir(project)
    return project


def test_parsed_files_of_old_versions_do_not_pile_up(cache: Path) -> None:
    """Rulebook files parsed under earlier versions (or before an edit) are removed
    once more than ``KEEP_PARSED`` are kept, the oldest first; the new ones stay."""
    cache.mkdir(parents=True, mode=0o700)
    for n in range(toml_cache.KEEP_PARSED + 8):
        old = cache / f"0.0.{n}-1a52-4509c05815bb36ea.json"
        old.write_text("{}", encoding="utf-8")
        os.utime(old, ns=(n * 10**9, n * 10**9))
    _fresh("1890")  # parses 1890 and the rulebooks it quotes, and keeps them
    kept = sorted(p.name for p in cache.iterdir() if p.suffix == ".json")
    new = [name for name in kept if not name.startswith("0.0.")]
    assert len(kept) == toml_cache.KEEP_PARSED and len(new) >= 2
    assert "0.0.0-1a52-4509c05815bb36ea.json" not in kept  # the oldest went first
    assert f"0.0.{toml_cache.KEEP_PARSED + 7}-1a52-4509c05815bb36ea.json" in kept
    assert _file(cache, "1890").exists()  # the validated rulebook is not touched


def test_the_table_is_read_back_without_the_toml_parser(cache: Path, tmp_path, monkeypatch):
    _project(tmp_path, monkeypatch, '[tool.perlagg]\nlang = "en"\n')
    assert find().lang == "en"
    monkeypatch.setitem(sys.modules, "tomllib", None)  # an import of it now fails
    assert find().lang == "en" and find().path == tmp_path / "project" / "pyproject.toml"


def test_an_edited_project_file_is_read_again(cache: Path, tmp_path, monkeypatch):
    _project(tmp_path, monkeypatch, '[tool.perlagg]\nlang = "en"\n')
    assert find().lang == "en"
    _project(tmp_path, monkeypatch, '[tool.perlagg]\nlang = "de"\nstrict = true\n')
    assert (find().lang, find().strict) == ("de", True)
    _project(tmp_path, monkeypatch, "[tool.other]\nx = 1\n")  # names perlagg, no table
    assert find().lang is None
    files = [p for p in cache.iterdir() if p.name.startswith("pyproject-")]
    assert len(files) == 1  # one file per project, however often it is edited


def test_a_wrong_project_file_is_said_every_time(cache: Path, tmp_path, monkeypatch):
    _project(tmp_path, monkeypatch, "[tool.perlagg\nlang = 'en'\n")
    for _ in range(2):  # not kept: the second start says it too
        with pytest.raises(ConfigError):
            find()


def test_a_spoiled_project_cache_is_ignored(cache: Path, tmp_path, monkeypatch):
    _project(tmp_path, monkeypatch, '[tool.perlagg]\nlang = "en"\n')
    find()
    (kept,) = [p for p in cache.iterdir() if p.name.startswith("pyproject-")]
    spoils = [b"", b"{", os.urandom(64), marshal.dumps([1, 2]), marshal.dumps(("x", {}))]
    spoils += [marshal.dumps((1,)), marshal.dumps({"key": 1}), kept.read_bytes()[:-3]]
    for spoiled in spoils:
        kept.write_bytes(spoiled)
        assert find().lang == "en"


def test_a_table_with_a_toml_date_is_read_but_not_kept(cache: Path, tmp_path, monkeypatch):
    _project(tmp_path, monkeypatch, '[tool.perlagg]\nlang = "en"\nwhen = 2024-01-01\n')
    for _ in range(2):
        with pytest.raises(ConfigError, match="when"):
            find()
    assert not [p for p in cache.iterdir() if p.name.startswith("pyproject-")]


def test_the_project_table_without_a_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("PERLAGG_NO_CACHE", "1")
    _project(tmp_path, monkeypatch, '[tool.perlagg]\nlang = "en"\n')
    assert find().lang == "en"


def test_a_house_file_may_write_its_date_as_a_toml_date(tmp_path: Path) -> None:
    """The loader knows a TOML date without importing ``datetime`` at every start."""
    house = tmp_path / "house.toml"
    house.write_text('id = "house"\ntitle = "Haus"\nextends = "1890"\ndate = 2024-05-01\n')
    assert rulebook.load(str(house)).date == "2024-05-01"


@pytest.mark.parametrize(
    "name", ["referee.rules.toml_cache", "referee.rules.rulebook_cache", "referee.cli.inputs"]
)
def test_doctests(name: str) -> None:
    import importlib

    result = doctest.testmod(importlib.import_module(name))
    assert result.attempted > 0 and result.failed == 0


_HEAVY = ("dataclasses", "inspect", "ast", "pathlib", "tomllib", "datetime", "copy", "rich")


@pytest.mark.parametrize(
    ("args", "also"),
    [
        (["check", "examples/01_gleich_ohne_gebot.perlagg"], ("json",)),
        (["referee", "examples/01_gleich_ohne_gebot.perlagg", "--json"], ()),
    ],
    ids=["check", "referee --json"],
)
def test_a_start_loads_only_what_it_needs(args: list[str], also: tuple[str, ...]) -> None:
    """What made the start quick, kept: neither command imports the standard library's
    ``dataclasses`` (with ``inspect``, ``ast``, ``dis``), ``pathlib``, ``tomllib`` or
    ``datetime`` (in this repository, whose ``pyproject.toml`` names perlagg), nor rich;
    ``check`` not even ``json``."""
    code = (
        "import sys\n"
        "from referee.__main__ import main\n"
        f"sys.argv = ['perlagg', *{args!r}]\n"
        "main()\n"
        f"print(sorted(set({(*_HEAVY, *also)!r}) & set(sys.modules)))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().splitlines()[-1] == "[]"


def test_with_the_cache_off_nothing_of_it_is_read(cache: Path, monkeypatch) -> None:
    def unwanted() -> bytes:
        raise AssertionError("the cache key was made with the cache turned off")

    monkeypatch.setenv("PERLAGG_NO_CACHE", "1")
    monkeypatch.setattr(rulebook, "_cache_key", unwanted)
    assert _fresh("1924").id == "1924"
    assert not cache.exists() or not list(cache.iterdir())
