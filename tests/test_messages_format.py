"""``say`` formats a template without format specs by ``str.format``: the same text as
the message formatter's, for every such template of the table, in both languages."""

from __future__ import annotations

import string

from referee import messages


def _outcome(format_one: object, template: str, args: dict[str, str]) -> object:
    try:
        return format_one(template, **args)  # type: ignore[operator]
    except Exception as exc:
        return type(exc)


def test_the_plain_path_says_what_the_formatter_says() -> None:
    plain = 0
    for texts in messages.MESSAGES.values():
        for lang, template in texts.items():
            if not messages._plain(template):
                continue
            plain += 1
            fields = [f for _, f, _, _ in string.Formatter().parse(template) if f]
            args = {f.split(".")[0].split("[")[0]: f"<{f}>" for f in fields}
            mine = _outcome(str.format, template, args)
            theirs = _outcome(messages._Formatter(lang).format, template, args)
            assert mine == theirs, template
    assert plain > 1000


def test_a_template_with_specs_still_goes_through_the_formatter() -> None:
    assert not messages._plain("{how:term}") and not messages._plain("{n:n:Datei|Dateien}")
    assert messages.say_n("check.files-checked", 2, messages.DE) == "2 Dateien geprüft"
