"""``say`` formats a template without format specs by ``str.format``: the same text as
the message formatter's, for every such template of the table, in both languages."""

from __future__ import annotations

import string

from referee.messages import format as formatter


def _outcome(format_one: object, template: str, args: dict[str, str]) -> object:
    try:
        return format_one(template, **args)  # type: ignore[operator]
    except Exception as exc:
        return type(exc)


def _plain(template: str) -> bool:
    """Whether ``say`` formats ``template`` by ``str.format`` alone (no spec of ours)."""
    compiled = formatter._compiled(template)
    return compiled is not None and not compiled[1]


def test_the_plain_path_says_what_the_formatter_says() -> None:
    plain = 0
    for texts in formatter.MESSAGES.values():
        for lang, template in texts.items():
            if not _plain(template):
                continue
            plain += 1
            compiled = formatter._compiled(template)
            assert compiled is not None and compiled[0] == template  # what str.format is given
            fields = [f for _, f, _, _ in string.Formatter().parse(template) if f]
            args = {f.split(".")[0].split("[")[0]: f"<{f}>" for f in fields}
            mine = _outcome(str.format, template, args)
            theirs = _outcome(formatter._Formatter(lang).format, template, args)
            assert mine == theirs, template
    assert plain > 1000


def test_a_template_with_specs_still_goes_through_the_formatter() -> None:
    assert not _plain("{how:term}") and not _plain("{n:n:Datei|Dateien}")
    assert formatter.say_n("check.files-checked", 2, formatter.DE) == "2 Dateien geprüft"


# --- templates with format specs: their specs worked out first, str.format for the rest ---
#: Values to try for each spec of the table (the words, numbers and tuples findings carry).
_SAMPLES: dict[str, tuple[object, ...]] = {
    "term": ("held", "still", "no-such-term"),
    "count": (1, 3, 99),
    "nth": (1, 5, 99),
    "and": (("Gleich",), ("Gleich", "Hanger", "Spiel"), "Gleich"),
    "or": (("A",), ("A", "B")),
    "perlaggs": ((("E7", "LA", True),), (("W", "HA", False), ("S7", "S7", True))),
    "paren": ("", None, "Gleich"),
    "n": (0, 1, 2),
    "plural": (0, 1, 2),
}


def _formatted(texts: dict[str, str], lang: str, args: dict[str, object]) -> str:
    """What ``say`` said by ``string.Formatter`` alone (German where formatting fails)."""
    try:
        return formatter._Formatter(lang).format(texts.get(lang) or texts[formatter.DE], **args)
    except (KeyError, IndexError, ValueError):
        return texts[formatter.DE]


def _sample(spec: str, k: int) -> object:
    values = _SAMPLES[spec.split(":")[0]]
    return values[k % len(values)]


def test_a_template_with_specs_says_what_the_formatter_says() -> None:
    """Every message of the table with a spec, in both languages, with each sample of
    its specs: ``say`` (specs worked out first, ``str.format`` for the rest) gives the
    text ``string.Formatter`` gives."""
    compiled = 0
    for key, texts in formatter.MESSAGES.items():
        for lang, template in texts.items():
            if _plain(template) or formatter._compiled(template) is None:
                continue
            compiled += 1
            fields = [(f, s) for _, f, s, _ in string.Formatter().parse(template) if f]
            for k in range(3):
                args = {f: _sample(s, k) if s else f"<{f}>" for f, s in fields}
                assert formatter.say(key, lang, **args) == _formatted(texts, lang, args), key
            missing = {f: _sample(s, 0) if s else f"<{f}>" for f, s in fields[1:]}  # one short
            assert formatter.say(key, lang, **missing) == _formatted(texts, lang, missing)
    assert compiled > 50
