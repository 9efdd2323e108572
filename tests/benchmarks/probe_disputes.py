"""Probe the ``Streit:`` answers as a new user would (issue 24): every German and English
example question of docs/disputes.md, inserted as a ``Streit:`` line at several points of a
few transcripts (four players and two), judged under 1890, 1924 and schlanders-2013, the
answers printed for reading (German and English), and a few mechanical checks flagged:
a placeholder left in, a party of two seats at a table of two, a trick named that is not
yet played at the line.  Not a test: run it and read what it prints.

    PYTHONPATH=. python tests/benchmarks/probe_disputes.py [--lang en] [--only KIND] [--rules ID]
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# A transcript with "@@name" lines: the points where the questions are inserted.
FOUR_REVOKE = """\
[Regeln "1890"]

Runde
Geber: D
Abheben C: -
Hand A: LA LK S10 E10 HA
Hand B: L8 SO S8 EA EK
Hand C: L9 E8 SA SK H10
Hand D: LO L10 E9 S9 LU
Trumpf: H9
@@before
A spielt LA
B spielt L8
@@midtrick1
C spielt E8
D spielt L10
@@trick1
A spielt LK
B spielt EK
@@midtrick
C spielt L9
D spielt LO
Stich: A HA, B EA, C H10, D LU
@@end
"""

FOUR_BIDS = """\
[Regeln "1890"]

Runde
Geber: D
Abheben C: -
Hand A: L9 E9 SA S10 LO
Hand B: L8 E8 H8 SU SO
Hand C: LK EK Martl LU E10
Hand D: LA EA H9 EO SK
Trumpf: H10
@@before
A: Gilt mein Gleich!
@@afterbid
B: Ich halte das Gleich.
D: Drei!
@@afterraise
C: Ich halte die Drei.
Stich: A SA, B SU, C E10, D SK
A spielt S10
B spielt SO
@@midtrick
C spielt LU
D spielt H9
Stich: D EA, A E9, B E8, C EK
Stich: D EO, A LO, B L8, C LK
@@end
B weist dritziges Gleich
C weist dritziges Gleich
B weist L8 E8 H8
C weist LK EK Martl=SK
"""

TWO = """\
[Regeln "1890"]
[Spieler "2"]
[A "Sepp Mair"]
[B "Anna Hofer"]

Runde
Geber: B
Abheben A: -
Hand A: HA E10 E9 SK LU
Hand B: L8 E8 H8 SO S10
Trumpf: H10
@@before
B: Ich biete mein Gleich.
@@afterbid
A: Ich halte das Gleich.
Stich: A E10, B E8
Stich: A HA, B H8
A spielt SK
@@midtrick
B spielt L8
Stich: A E9, B SO
Stich: A LU, B S10
@@end
"""

# examples/12_farbe_verleugnet.perlagg as it is: whole tricks, each in one ``Stich:`` line
FOUR_STICH = """\
[Regeln "1890"]

Runde
Geber: D
Abheben C: -
Hand A: LA LK S10 E10 HA
Hand B: L8 SO S8 EA EK
Hand C: L9 E8 SA SK H10
Hand D: LO L10 E9 S9 LU
Trumpf: H9
@@before
Stich: A LA, B L8, C E8, D L10
@@trick1
Stich: A LK, B EK, C L9, D LO
Stich: A HA, B EA, C H10, D LU
@@end
"""

TRANSCRIPTS = {
    "four-stich": FOUR_STICH,
    "four-revoke": FOUR_REVOKE,
    "four-bids": FOUR_BIDS,
    "two": TWO,
}


def played_before(text: str, point: str) -> list[tuple[str, str]]:
    """The (seat, card) of every card laid before the point."""
    out: list[tuple[str, str]] = []
    for line in text.splitlines():
        if line == f"@@{point}":
            break
        if m := re.fullmatch(r"([A-D]) spielt (\S+)", line):
            out.append((m[1], m[2]))
        elif line.startswith("Stich: "):
            out.extend(tuple(p.split()) for p in line[7:].split(", "))  # type: ignore[misc]
    return out


RULES = ("1890", "1924", "schlanders-2013")


def questions() -> list[tuple[str, str, str]]:
    """(kind, language, question) of every example in docs/disputes.md's table, and the
    issue's own."""
    out: list[tuple[str, str, str]] = []
    for line in (ROOT / "docs" / "disputes.md").read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) < 5 or not cells[0].startswith("`"):
            continue
        kind = cells[0].strip("`")
        for lang, text in (("de", cells[1]), ("en", cells[2])):
            if text and text != "—":
                out.append((kind, lang, text))
    extra = [
        ("rank", "de", "C hat den Herz-Siebener nicht getauft. Sticht er trotzdem den Achter?"),
        ("may-act", "de", "Durfte D im fünften Stich noch Spiel bieten?"),
        ("penalty", "de", "Was verliert B+D?"),
        ("may-act", "de", "Darf C den LA stechen?"),
        ("may-act", "de", "Darf D den LK stechen?"),
        ("may-act", "de", "Darf B den LA stechen?"),
        ("may-act", "de", "Durfte Schober den Eichel-Achter zugeben?"),
        ("must-follow", "de", "Hätte D stechen müssen?"),
        ("may-act", "de", "Darf C den LK stechen?"),
        ("may-act", "en", "May C trump the LA?"),
        ("may-act", "de", "Durfte C den LA stechen?"),
        ("penalty", "de", "Was verliert A+C?"),
        ("penalty", "en", "What does A+C lose?"),
        ("penalty", "de", "Was verliert A, weil er ohne Gleich gehalten hat?"),
        ("must-have", "de", "Muss A das Gleich haben?"),
        ("who-has", "de", "Wer hat den Hanger?"),
    ]
    seen = {q for _k, _l, q in out}
    return out + [e for e in extra if e[2] not in seen]


def build(text: str, point: str, asked: list[str]) -> str:
    lines = []
    for line in text.splitlines():
        if line.startswith("@@"):
            if line[2:] == point:
                lines.extend(f"Streit: {q}" for q in asked)
            continue
        lines.append(line)
    return "\n".join(lines) + "\n"


def run(path: Path, rules: str, lang: str) -> dict:
    done = subprocess.run(
        [sys.executable, "-m", "referee", "referee", str(path), "--rules", rules, "--json",
         "--lang", lang],
        capture_output=True, text=True, cwd=ROOT, env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin"},
    )  # fmt: skip
    try:
        return json.loads(done.stdout)
    except json.JSONDecodeError:
        return {"error": done.stderr[-2000:]}


def flags(d: dict, players: int, played: int) -> list[str]:
    """Mechanical warnings about one dispute's answer."""
    out = []
    said = d.get("ruling") or ""
    texts = [said] + [e.get("ruling", "") for e in d.get("elsewhere", [])]
    for t in texts:
        if re.search(r"\?\.|\s\?\s|\{|\}|None|—\s*(hat|has)", t):
            out.append("PLACEHOLDER")
        if players == 2 and re.search(r"A\+C|B\+D", t):
            out.append("PARTY-OF-FOUR")
        for n in re.findall(r"Den (\d)\. Stich hat|took trick (\d)", t):
            k = int(next(x for x in n if x))
            if k > played:  # a trick's winner told before the trick is done
                out.append(f"FUTURE-TRICK {k}")
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--lang", default="de")
    ap.add_argument("--only", default=None)
    ap.add_argument("--rules", default=None)
    ap.add_argument("--transcript", default=None)
    ap.add_argument("--dump", default=None, help="write every answer as JSON lines here")
    args = ap.parse_args()
    dump = open(args.dump, "w", encoding="utf-8") if args.dump else None  # noqa: SIM115
    qs = [q for q in questions() if args.only in (None, q[0])]
    asked = [q for _k, _l, q in qs]
    total = warned = 0
    played_at = {"before": 0, "afterbid": 0, "afterraise": 0, "midtrick1": 0, "trick1": 1,
                 "midtrick": 1,
                 "end": 5}  # fmt: skip
    with tempfile.TemporaryDirectory() as tmp:
        for name, text in TRANSCRIPTS.items():
            if args.transcript not in (None, name):
                continue
            players = 2 if '[Spieler "2"]' in text else 4
            points = re.findall(r"^@@(\w+)$", text, re.M)
            for point in points:
                path = Path(tmp) / f"{name}-{point}.perlagg"
                path.write_text(build(text, point, asked), encoding="utf-8")
                for rules in RULES:
                    if args.rules not in (None, rules):
                        continue
                    report = run(path, rules, args.lang)
                    print(f"\n===== {name} @ {point} · {rules} · {args.lang}")
                    if "error" in report:
                        print("ERROR", report["error"])
                        continue
                    for d in report.get("disputes", []):
                        total += 1
                        q, a = d.get("question", {}), d.get("answer") or {}
                        w = flags(d, players, played_at.get(point, 0))
                        warned += bool(w)
                        if dump:
                            row = {
                                "played": played_before(text, point),
                                "transcript": name,
                                "point": point,
                                "rules": rules,
                                "question": q,
                                "answer": a,
                                "ruling": d.get("ruling"),
                                "elsewhere": d.get("elsewhere", []),
                                "flags": w,
                            }
                            dump.write(json.dumps(row, ensure_ascii=False) + "\n")
                        print(f"- [{q.get('kind')}] {q.get('text')}")
                        print(
                            f"    = {a.get('value')} · {' '.join(a.get('decided_by', []))}"
                            f"{'  !! ' + ', '.join(w) if w else ''}"
                        )
                        print(f"    {d.get('ruling')}")
                        for e in d.get("elsewhere", []):
                            print(
                                f"    [{e['rulebook']}] {(e.get('answer') or {}).get('value')}: "
                                f"{e.get('ruling')}"
                            )
    print(f"\n{total} answers, {warned} flagged")


if __name__ == "__main__" and sys.argv[1:2] != ["--faults"]:
    main()


# --------------------------------------------------------------------------- the known faults
def faults(row: dict) -> list[str]:
    """The faults the probe found (issue 24), as checks over one answer (``--dump``
    rows): each names what is wrong where it is."""
    q, ruling = row["question"], row["ruling"] or ""
    text, value = q.get("text", ""), (row["answer"] or {}).get("value")
    out = []
    seat = q.get("seat")
    revoker = (
        ruling.split("verleugnet Farbe")[0].strip()[-1:] if "verleugnet Farbe" in ruling else ""
    )
    if q.get("kind") == "must-follow" and seat and revoker and revoker != seat:
        out.append("must-follow answered by another seat's revoke")
    named = any(n in text for n in ("Hofer", "Schober"))
    if named and row["transcript"] != "two" and value is not None:
        out.append("a name not at the table answered for another")
    if "Schober" in text and row["transcript"] == "two" and value is not None:
        out.append("a name not at the table answered for another")
    laid = {c for s, c in row.get("played", ()) if s != seat}
    trumping = "stechen" in text or "trump the" in text
    if trumping and "nicht unter den Karten" in ruling and set(q.get("cards", ())) & laid:
        out.append("„den X stechen“ read as playing X though X lies on the table")
    if text in ("Wer gibt?", "Who deals?") and value == "unknown":
        out.append("who deals unknown though Geber: is written")
    if "nicht getauft" in text and value != "unknown":
        by = (row["answer"] or {}).get("decided_by", [])
        if not by or not by[0].endswith(("§17", "B §13")):
            out.append("unchristened question cited by another paragraph")
    if "gehalten hat" in text and "vereinbart" in ruling:
        out.append("hold-without-figure penalty answered with the revoke's")
    if "gehalten hat" in text and re.match(r"(A\+C|A) verliert 2 Punkte\.$", ruling):
        out.append("hold-without-figure penalty answered with the revoke's")
    if re.search(r"(nur|only) —", ruling):
        out.append("placeholder „—“")
    if row["point"] == "afterraise" and "keine Figur gehalten" in ruling:
        out.append("a held figure said to be unheld")
    if row["point"] == "afterraise" and "D hat Gleich geboten" in ruling:
        out.append("a raise said to be a bid")
    spiel_bid = "noch Spiel bieten" in text or "still bid Spiel" in text
    if row["point"] == "end" and spiel_bid and ruling.startswith(("Ja", "Yes")):
        out.append("a Spiel bid allowed after the Spiel is made")
    revoked_before = row["transcript"] in ("four-stich", "four-revoke") and row["point"] not in (
        "before",
        "midtrick1",
    )
    if revoked_before and text.startswith("Hätte C stechen") and "Farbe nicht hat" in ruling:
        out.append("„need not trump“ reasoned as if C lacked the suit")
    if row["transcript"] == "two" and re.search(r"\bsie (hat|hätte)\b", ruling):
        out.append("a player of two spoken of as a party („sie“)")
    return out


def report_faults(path: str) -> None:
    """Count the faults in a ``--dump`` file."""
    with open(path, encoding="utf-8") as lines:
        rows = [json.loads(line) for line in lines]
    found: dict[str, int] = {}
    for row in rows:
        for f in faults(row):
            found[f] = found.get(f, 0) + 1
    print(f"{len(rows)} answers, {sum(found.values())} faulty")
    for f, n in sorted(found.items(), key=lambda kv: -kv[1]):
        print(f"  {n:4d}  {f}")


if __name__ == "__main__" and len(sys.argv) == 3 and sys.argv[1] == "--faults":
    report_faults(sys.argv[2])
