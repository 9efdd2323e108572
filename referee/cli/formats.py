"""The output formats of ``perlagg check``: text, github, json, junit, sarif.

Whatever a user wrote (a file name, a player's name, a ``Streit:`` question) reaches
these lines, so every format escapes it for its reader: text and github lines get no
control character, newline or terminal escape (``referee.base.shown.safe``), and a
file name never starts a workflow command (``safe_path``), workflow commands escape
``%``, ``:`` and ``,`` as GitHub requires, XML gets only characters XML allows and
ElementTree's escaping, and JSON is written by ``referee.base.jsontext`` (always valid,
its DEL, C1, line-separator and bidi characters as ``\\uXXXX``).
"""

from __future__ import annotations

import os
import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import IO, Any

from referee.base.shown import escape_char, safe, safe_path
from referee.cli.codes import FAILING
from referee.cli.judging import FileResult, Record

FORMATS = ("text", "github", "json", "junit", "sarif")
STREAMED = ("text", "github")  # one line per record as the files come in

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
_LEVEL = {
    "violation": "error",
    "score": "error",
    "error": "error",
    "undetermined": "warning",
    "ruling": "notice",
    "note": "notice",
}
_SARIF_LEVEL = {"error": "error", "warning": "warning", "notice": "note"}


# =========================================================================== paths
#: Where a CI service checks the repository out (GitHub Actions, GitLab CI).
WORKSPACE_VARIABLES = ("GITHUB_WORKSPACE", "CI_PROJECT_DIR")


def repo_path(path: str, environ: Mapping[str, str] | None = None) -> str:
    """``path`` as the repository names it, for the formats a CI service reads (github,
    sarif, junit): relative to the checkout (``$GITHUB_WORKSPACE``, ``$CI_PROJECT_DIR``)
    where the file lies in it, else without ``./`` and ``..`` detours, else as given.

    >>> repo_path("/w/club/games/a.perlagg", {"GITHUB_WORKSPACE": "/w/club"})
    'games/a.perlagg'
    >>> repo_path("./games//a.perlagg", {})
    'games/a.perlagg'
    >>> repo_path("/elsewhere/a.perlagg", {"CI_PROJECT_DIR": "/w"})
    '/elsewhere/a.perlagg'
    """
    env = os.environ if environ is None else environ
    for name in WORKSPACE_VARIABLES:
        root = env.get(name)
        if root and path != "-":
            try:
                rel = os.path.relpath(os.path.abspath(path), root)
            except ValueError:  # another drive
                continue
            if rel != os.pardir and not rel.startswith(os.pardir + os.sep):
                return rel
    return os.path.normpath(path) if not os.path.isabs(path) and path != "-" else path


# =========================================================================== text
def text_line(path: str, r: Record) -> str:
    """``file:line:col: code kind: message [labels]`` (``file: …`` without a position)."""
    where = f"{safe_path(path)}:{r.line}:{r.column}" if r.line > 0 else safe_path(path)
    labels = f" [{safe(', '.join(r.labels))}]" if r.labels else ""
    kind = f"{r.kind} (expected)" if r.expected else r.kind
    return f"{where}: {r.code} {kind}: {safe(r.message)}{labels}"


def statistics(records: Iterable[Record]) -> list[str]:
    """Counts per code, most frequent first: ``   3  follow-suit  violation``."""
    counts = Counter((r.code, r.kind) for r in records)
    ordered = sorted(counts.items(), key=lambda item: (-item[1], item[0]))
    return [f"{n:5d}  {code}  {kind}" for (code, kind), n in ordered]


# =========================================================================== github
def _escape_data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _escape_property(text: str) -> str:
    return _escape_data(text).replace(":", "%3A").replace(",", "%2C")


def github_command(
    level: str,
    message: str,
    path: str,
    line: int = 0,
    column: int = 0,
    title: str | None = None,
) -> str:
    """``::error file=…,line=…,col=…,title=…::message``, escaped as GitHub requires.

    >>> github_command("error", "100% falsch\\n::error::x", "a,b.perlagg", 3, 1, "syntax")
    '::error file=a%2Cb.perlagg,line=3,col=1,title=perlagg syntax::100%25 falsch\\\\n::error::x'
    """
    props = [f"file={_escape_property(safe(path))}"]
    if line > 0:
        props.append(f"line={line}")
        if column > 0:
            props.append(f"col={column}")
    if title:
        props.append(f"title={_escape_property(safe('perlagg ' + title))}")
    return f"::{level} {','.join(props)}::{_escape_data(safe(message))}"


def github_line(path: str, r: Record) -> str:
    labels = f" [{', '.join(r.labels)}]" if r.labels else ""
    level = "notice" if r.expected else _LEVEL[r.kind]
    title = f"{r.code} {r.kind}"
    return github_command(level, r.message + labels, repo_path(path), r.line, r.column, title)


# =========================================================================== json
def json_document(results: Sequence[FileResult], shown: dict[str, list[Record]]) -> str:
    """An array with one object per file: its report (``docs/report.schema.json``) or
    its errors, and the records this run shows."""
    from referee.base import jsontext  # for the json and sarif formats only (not text, github)

    payload = [json_item(res, shown[res.path]) for res in results]
    return jsontext.dumps(payload)


def json_item(res: FileResult, shown: Sequence[Record]) -> dict[str, Any]:
    """One file's object in the array of ``json_document``."""
    item: dict[str, Any] = {"file": res.path, "exit": _file_exit(res, shown)}
    if res.report is not None:
        item["report"] = res.report
    else:
        item["errors"] = [_error_line(res.path, r) for r in res.records]
    item["records"] = [_record_json(r) for r in shown]
    return item


def write_json_item(res: FileResult, shown: Sequence[Record], first: bool, out: IO[str]) -> None:
    """One file's object written as ``json_document`` has it, as soon as the file is
    judged (its report is never held as text; ``end_json_document`` closes the array)."""
    from referee.base import jsontext

    out.write("[\n  " if first else ",\n  ")
    separator = "{\n    "
    for key, value in json_item(res, shown).items():
        out.write(f"{separator}{jsontext.dumps(key)}: ")
        if hasattr(value, "write"):  # a report spooled as it was judged (jsonreport)
            value.write(out.write, 2)
        else:
            jsontext.dump(value, out.write, level=2)
        separator = ",\n    "
    out.write("\n  }")


def end_json_document(any_file: bool, out: IO[str]) -> None:
    out.write("\n]" if any_file else "[]")


def _error_line(path: str, r: Record) -> str:
    return f"{path}:{r.line}:{r.column}: {r.message}" if r.line > 0 else f"{path}: {r.message}"


def _record_json(r: Record) -> dict[str, Any]:
    return {
        "line": r.line,
        "column": r.column,
        "kind": r.kind,
        "code": r.code,
        "message": r.message,
        "cites": list(r.labels),
        "expected": r.expected,
    }


def _file_exit(res: FileResult, shown: Sequence[Record]) -> int:
    if not res.judged or any(r.kind == "error" for r in shown):
        return 2
    return 1 if any(r.kind in FAILING and not r.expected for r in shown) else 0


# =========================================================================== junit
#: Escaped in the XML: what XML 1.0 forbids (C0 but tab, newline and carriage return;
#: surrogates; U+FFFE, U+FFFF), and what it allows but must not reach a CI log raw, as
#: in the JSON formats (``jsontext.encode_string``): DEL, the C1 controls, U+2028/U+2029,
#: the bidi controls and marks, the invisible format characters.
_XML_ESCAPED = re.compile(
    "[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2064"
    "\u2066-\u2069\ud800-\udfff\ufeff\ufffe\uffff]"
)


def xml_text(text: str) -> str:
    r"""Only characters XML 1.0 allows and none that acts on a CI log; the rest as
    escapes (``escape_char``; ElementTree escapes ``<&>"``).

    >>> xml_text("a\x01b\tc\x7fd\x9be\u202ef\u2028g\ufffeh ßü„“")
    'a\\x01b\tc\\x7fd\\x9be\\u202ef\\u2028g\\ufffeh ßü„“'
    """
    if _XML_ESCAPED.search(text) is None:
        return text
    return _XML_ESCAPED.sub(lambda m: escape_char(m.group()), text)


def junit_document(results: Sequence[FileResult], shown: dict[str, list[Record]]) -> str:
    """JUnit XML: one ``testcase`` per transcript, ``failure`` for its violations (and
    what ``--strict`` fails), ``error`` when it could not be judged."""
    import xml.etree.ElementTree as ET  # only for this format (start-up)

    suites = ET.Element("testsuites", name="perlagg")
    suite = ET.SubElement(suites, "testsuite", name="perlagg")
    failures = errors = 0
    for res in results:
        case = ET.SubElement(
            suite,
            "testcase",
            classname="perlagg",
            name=xml_text(res.path),
            file=xml_text(repo_path(res.path)),
        )
        records = shown[res.path]
        body = "\n".join(xml_text(text_line(res.path, r)) for r in records)
        exit_code = _file_exit(res, records)
        if exit_code == 2:
            errors += 1
            ET.SubElement(case, "error", message=_first(records, "error"), type="error").text = body
        elif exit_code == 1:
            failures += 1
            kind = next((r.kind for r in records if r.kind in FAILING), "violation")
            message = _first(records, kind)
            ET.SubElement(case, "failure", message=message, type=kind).text = body
    for element in (suites, suite):
        element.set("tests", str(len(results)))
        element.set("failures", str(failures))
        element.set("errors", str(errors))
    ET.indent(suites)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(suites, encoding="unicode")


def _first(records: Sequence[Record], kind: str) -> str:
    for r in records:
        if r.kind == kind:
            return xml_text(f"{r.code}: {r.message}")
    return kind


# =========================================================================== sarif
def sarif_document(
    results: Sequence[FileResult], shown: dict[str, list[Record]], version: str, lang: str = "de"
) -> str:
    """SARIF 2.1.0: one rule per code (its help text: the paragraphs that govern it),
    one result per shown record, each with a region (GitHub needs ``startLine``)."""
    helps: dict[str, str] = {}
    for res in results:
        for code, text in res.rules.items():
            helps.setdefault(code, text)
    book = next((r.rulebook for r in results if r.rulebook), None)
    for code, text in _concern_helps(book, lang).items():
        helps.setdefault(code, text)
    from referee.cli.codes import DISPUTE, ERROR_CODES
    from referee.rules import catalogue

    used = {r.code for records in shown.values() for r in records}
    codes = [*catalogue().concerns, DISPUTE, *ERROR_CODES]  # one rule per concern and code
    codes += sorted(used - set(codes))
    index = {code: i for i, code in enumerate(codes)}
    rules = [_sarif_rule(code, helps.get(code), lang) for code in codes]
    items = [_sarif_result(res.path, r, index[r.code]) for res in results for r in shown[res.path]]
    driver = {"name": "perlagg", "version": version, "rules": rules}
    log = {
        "$schema": SARIF_SCHEMA,
        "version": "2.1.0",
        "runs": [{"tool": {"driver": driver}, "results": items}],
    }
    from referee.base import jsontext

    return jsontext.dumps(log)


def _concern_helps(book_id: str | None, lang: str) -> dict[str, str]:
    """Each concern's citations under a built-in rulebook (the first file's, else 1890)."""
    from referee import rules as rulebook

    book = rulebook.load(book_id if book_id in rulebook.builtin_ids() else "1890")
    return {
        concern: "\n\n".join(f"{c.label_in(lang)}: {c.text_in(lang)}" for c in book.cite(concern))
        for concern in rulebook.catalogue().concerns
        if book.cite(concern)
    }


def _sarif_rule(code: str, help_text: str | None, lang: str = "de") -> dict[str, Any]:
    """A code as a SARIF rule: its meaning in the run's language (``perlagg codes``)."""
    from referee.cli.codes import DISPUTE, ERROR_CODES
    from referee.messages import say
    from referee.rules import catalogue

    cat = catalogue()
    if code in cat.concerns:
        meaning = cat.meaning(code, lang)
    elif code in ERROR_CODES or code == DISPUTE:
        meaning = say("codes.dispute" if code == DISPUTE else f"codes.error.{code}", lang)
    else:
        meaning = code
    rule: dict[str, Any] = {
        "id": code,
        "name": code,
        "shortDescription": {"text": meaning},
        "fullDescription": {"text": meaning},
    }
    if help_text:
        rule["help"] = {"text": help_text}
    return rule


def _sarif_result(path: str, r: Record, rule_index: int) -> dict[str, Any]:
    region: dict[str, int] = {"startLine": max(r.line, 1)}
    if r.column > 0:
        region["startColumn"] = r.column
    labels = f" [{', '.join(r.labels)}]" if r.labels else ""
    result: dict[str, Any] = {
        "ruleId": r.code,
        "ruleIndex": rule_index,
        "level": _SARIF_LEVEL[_LEVEL[r.kind]],
        "message": {"text": r.message + labels},
        "locations": [
            {
                "physicalLocation": {
                    "artifactLocation": {"uri": _uri(repo_path(path))},
                    "region": region,
                }
            }
        ],
    }
    if r.expected:  # marked {erwartet: …} in the transcript
        result["suppressions"] = [{"kind": "inSource"}]
    return result


def _uri(path: str) -> str:
    """A relative URI reference with forward slashes, percent-encoded where needed: the
    name's bytes as the file system holds them (``\\xff`` of a name that is not UTF-8
    is ``%FF``).

    >>> _uri("Spiele\\\\Ü 1.perlagg"), _uri("\\udcff.perlagg")
    ('Spiele/%C3%9C%201.perlagg', '%FF.perlagg')
    """
    from urllib.parse import quote

    return quote(os.fsencode(path.replace("\\", "/")), safe="/")
