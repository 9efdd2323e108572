"""The questions of ``Streit:`` lines, read by ``grammar/questions.lark``: each phrasing
(German and English, seats by letter and by name) gives its kind and slots; a question
not understood gets the nearest form; the shipped tables are the grammar's."""

from __future__ import annotations

from typing import Any

import pytest

from referee.model.seats import Seat
from referee.notation import gen_parser
from referee.notation.questions import FORMS, KINDS, nearest, read

NAMES = {Seat.A: "Hofer", Seat.B: "Franz Gruber", Seat.C: "Sepp", Seat.D: "Toni"}

#: phrasing → kind and the slots it must have (a subset of ``Question.slots()``).
PHRASINGS: list[tuple[str, str, dict[str, Any]]] = [
    # must-have
    ("Muss B jetzt ein Gleich haben?", "must-have", {"seat": "B", "figure": "gleich"}),
    ("Muss Gruber ein Gleich haben?", "must-have", {"seat": "B", "figure": "gleich"}),
    ("Hätte A das Gleich haben müssen?", "must-have", {"seat": "A", "time": "act"}),
    ("Muss Hofer den Hanger haben?", "must-have", {"seat": "A", "figure": "hanger"}),
    ("Must B have a Gleich now?", "must-have", {"seat": "B", "figure": "gleich"}),
    ("Should A have had the Gleich?", "must-have", {"seat": "A", "time": "act"}),
    ("Does Sepp have to have the Hanger?", "must-have", {"seat": "C", "figure": "hanger"}),
    ("Muss A+C das Gleich haben?", "must-have", {"party": "A+C", "figure": "gleich"}),
    # may-act
    ("Darf A auf das gehaltene Gleich Drei sagen?", "may-act", {"seat": "A", "act": "three"}),
    ("Darf A sein Gebot zurücknehmen?", "may-act", {"seat": "A", "act": "withdraw"}),
    ("Darf B Vier sagen?", "may-act", {"seat": "B", "act": "three", "points": 4}),
    ("Darf Toni Fünf sagen?", "may-act", {"seat": "D", "act": "three", "points": 5}),
    ("May C say five?", "may-act", {"seat": "C", "act": "three", "points": 5}),
    ("May A withdraw his bid?", "may-act", {"seat": "A", "act": "withdraw"}),
    ("Can B take back the bid?", "may-act", {"seat": "B", "act": "withdraw"}),
    ("Durfte D jetzt noch austauschen?", "may-act", {"seat": "D", "act": "exchange"}),
    ("Durfte B statt des Gebers austauschen?", "may-act", {"seat": "B", "act": "exchange"}),
    ("Could D still exchange?", "may-act", {"seat": "D", "act": "exchange"}),
    ("Durfte Hofer den Eichel-Achter zugeben?", "may-act",
     {"seat": "A", "act": "discard", "cards": ["E8"], "time": "act"}),
    ("Could Toni discard the Eichel-Achter?", "may-act", {"seat": "D", "cards": ["E8"]}),
    ("Durfte D im fünften Stich noch Spiel bieten?", "may-act",
     {"seat": "D", "figure": "spiel", "act": "bid", "trick": 5}),
    ("May D still bid Spiel?", "may-act", {"seat": "D", "figure": "spiel", "act": "bid"}),
    ("Darf B jetzt noch bieten?", "may-act", {"seat": "B", "act": "bid", "time": "now"}),
    ("Darf Sepp das Gleich halten?", "may-act", {"seat": "C", "act": "hold"}),
    ("May C hold the Gleich?", "may-act", {"seat": "C", "act": "hold"}),
    ("Darf D stechen?", "may-act", {"seat": "D", "act": "trump"}),
    ("Durfte C den Herz-As spielen?", "may-act", {"seat": "C", "act": "play", "cards": ["HA"]}),
    ("Could C play the HA?", "may-act", {"seat": "C", "cards": ["HA"]}),
    ("Darf A+C mit 13 Punkten zwei Figuren zugleich bieten?", "may-act",
     {"party": "A+C", "act": "bid", "flags": ["at-once"]}),
    ("Muss D den aufgeschlagenen Laub-Unter gegen seinen Laub-Achter tauschen?", "may-act",
     {"seat": "D", "act": "exchange", "modal": "must", "cards": ["LU", "L8"]}),
    ("Is A allowed to bid?", "may-act", {"seat": "A", "act": "bid"}),
    # must-follow
    ("Hätte B Farbe geben müssen?", "must-follow", {"seat": "B", "act": "follow"}),
    ("Hätte Gruber bekennen müssen?", "must-follow", {"seat": "B", "act": "follow"}),
    ("Hätte C stechen müssen?", "must-follow", {"seat": "C", "act": "trump"}),
    ("Muss D Farbe geben?", "must-follow", {"seat": "D", "time": "now"}),
    ("Should B have followed suit?", "must-follow", {"seat": "B", "time": "act"}),
    ("Must D follow suit?", "must-follow", {"seat": "D"}),
    ("Should C have trumped?", "must-follow", {"seat": "C", "act": "trump"}),
    ("Hätte Toni im dritten Stich bedienen müssen?", "must-follow", {"seat": "D", "trick": 3}),
    # revoked
    ("Hat C Farbe verleugnet?", "revoked", {"seat": "C", "time": "act"}),
    ("Hat C die Farbe verleugnet?", "revoked", {"seat": "C"}),
    ("Hat C nicht Farbe bekannt?", "revoked", {"seat": "C", "act": None}),
    ("Hat Sepp Farbe verleugnet?", "revoked", {"seat": "C"}),
    ("Hat Toni im dritten Stich Farbe verleugnet?", "revoked", {"seat": "D", "trick": 3}),
    ("Hat Franz Gruber nicht Farbe gegeben?", "revoked", {"seat": "B"}),
    ("Did C revoke?", "revoked", {"seat": "C"}),
    ("Has C revoked?", "revoked", {"seat": "C", "time": "act"}),
    ("Did Hofer renounce in trick 2?", "revoked", {"seat": "A", "trick": 2}),
    ("Did B not follow suit?", "revoked", {"seat": "B"}),
    # who-revoked
    ("Wer hat Farbe verleugnet?", "who-revoked", {"seat": None, "flags": ["who"]}),
    ("Wer hat im dritten Stich Farbe verleugnet?", "who-revoked", {"trick": 3}),
    ("Who revoked?", "who-revoked", {"seat": None, "flags": ["who"]}),
    ("Who revoked in trick 2?", "who-revoked", {"trick": 2}),
    # followed
    ("Hat C Farbe bekannt?", "followed", {"seat": "C", "time": "act"}),
    ("Hat Sepp im zweiten Stich Farbe bedient?", "followed", {"seat": "C", "trick": 2}),
    ("Did C follow suit?", "followed", {"seat": "C", "act": None}),
    ("Has Toni followed suit?", "followed", {"seat": "D"}),
    # overbid
    ("Hat sich B+D überboten?", "overbid", {"party": "B+D", "time": "act"}),
    ("Hat B+D sich überboten?", "overbid", {"party": "B+D"}),
    ("Hat sich Gruber überboten?", "overbid", {"seat": "B"}),
    ("Überbietet sich A+C?", "overbid", {"party": "A+C", "time": "now"}),
    ("Wer hat sich überboten?", "overbid", {"flags": ["who"]}),
    ("Did B+D overbid?", "overbid", {"party": "B+D"}),
    ("Has Hofer overbid?", "overbid", {"seat": "A"}),
    ("Who overbid?", "overbid", {"flags": ["who"]}),
    # must-answer
    ("Muss B antworten?", "must-answer", {"seat": "B", "time": "now"}),
    ("Muss Gruber jetzt antworten?", "must-answer", {"seat": "B"}),
    ("Muss B+D sofort Antwort geben?", "must-answer", {"party": "B+D"}),
    ("Muss Toni auf den Hanger antworten?", "must-answer", {"seat": "D", "figure": "hanger"}),
    ("Hätte B+D auf das Gleich antworten müssen?", "must-answer",
     {"party": "B+D", "figure": "gleich", "time": "act"}),
    ("Wer muss antworten?", "must-answer", {"flags": ["who"]}),
    ("Must B answer?", "must-answer", {"seat": "B"}),
    ("Does Sepp have to answer?", "must-answer", {"seat": "C"}),
    ("Who has to answer?", "must-answer", {"flags": ["who"]}),
    ("Must B+D reply now?", "must-answer", {"party": "B+D"}),
    # was-bid
    ("War das ein Gebot?", "was-bid", {"time": "act"}),
    ("Was that a bid?", "was-bid", {}),
    ("Hat B geboten?", "was-bid", {"seat": "B"}),
    ("Did B bid?", "was-bid", {"seat": "B"}),
    ("Hat Hofer ein Gleich geboten?", "was-bid", {"seat": "A", "figure": "gleich"}),
    ("Ist „Gleich!“ ein Gebot?", "was-bid", {"figure": "gleich"}),
    ("Gilt das als Gebot?", "was-bid", {}),
    # who-has
    ("Wer hat das Gleich?", "who-has", {"figure": "gleich"}),
    ("Wer hat den Hanger?", "who-has", {"figure": "hanger"}),
    ("Who has the Gleich?", "who-has", {"figure": "gleich"}),
    ("Hat schon jemand das Spiel?", "who-has", {"figure": "spiel"}),
    ("Has anyone got the Spiel yet?", "who-has", {"figure": "spiel"}),
    ("Wer hat jetzt das bessere Gleich?", "who-has", {"figure": "gleich"}),
    # trick-winner
    ("Wer hat den dritten Stich?", "trick-winner", {"trick": 3}),
    ("Wer hat den dritten Stich gemacht?", "trick-winner", {"trick": 3}),
    ("Wer macht den 2. Stich?", "trick-winner", {"trick": 2}),
    ("Who took the third trick?", "trick-winner", {"trick": 3}),
    ("Who won trick 4?", "trick-winner", {"trick": 4}),
    ("Wer hat den ersten Stich?", "trick-winner", {"trick": 1}),
    # rank
    ("Sticht der Weli den Herz-As?", "rank", {"cards": ["W", "HA"]}),
    ("Does the Weli beat the Herz-As?", "rank", {"cards": ["W", "HA"]}),
    ("Was zählt der Martl?", "rank", {"cards": ["HK"]}),
    ("What does the Martl count as?", "rank", {"cards": ["HK"]}),
    ("C hat den Herz-Siebener nicht getauft. Sticht er trotzdem den Achter?", "rank",
     {"seat": "C", "cards": ["H7", "?8"], "flags": ["unchristened"]}),
    ("A sagt, sein Weli sei die zweithöchste Karte und steche den Herz-Achter.", "rank",
     {"seat": "A", "cards": ["W", "H8"]}),
    ("Sticht der Laub-Ober den Laub-König?", "rank", {"cards": ["LO", "LK"]}),
    ("Wie hoch ist der Weli?", "rank", {"cards": ["W"]}),
    # penalty
    ("Was verliert B+D, weil B ohne Gleich geboten hat?", "penalty",
     {"party": "B+D", "seat": "B", "because": "bid", "flags": ["without"]}),
    ("Was verliert B+D?", "penalty", {"party": "B+D"}),
    ("What does B+D lose?", "penalty", {"party": "B+D"}),
    ("Wie viele Punkte verliert A+C?", "penalty", {"party": "A+C"}),
    ("What does A+C lose because C bid without the Hanger?", "penalty",
     {"party": "A+C", "because": "bid", "figure": "hanger"}),
    ("Welche Strafe bekommt Gruber?", "penalty", {"seat": "B"}),
    # points
    ("Wie viele Punkte hat A+C?", "points", {"party": "A+C"}),
    ("How many points has A+C?", "points", {"party": "A+C"}),
    ("Wie viele Punkte hat B+D jetzt?", "points", {"party": "B+D"}),
    ("Wieviel Punkte hat A?", "points", {"seat": "A"}),
    # score
    ("Wie steht es?", "score", {}),
    ("What is the score?", "score", {}),
    ("Stand?", "score", {}),
    ("Wie steht es jetzt?", "score", {}),
    ("Was ist der Stand?", "score", {}),
    # showing
    ("Muss A den Hanger zeigen?", "showing", {"seat": "A", "figure": "hanger"}),
    ("Must A show the Hanger?", "showing", {"seat": "A", "figure": "hanger"}),
    ("Wer muss zuerst weisen?", "showing", {"flags": ["first", "who"]}),
    ("Who must show first?", "showing", {"flags": ["first", "who"]}),
    ("Muss Sepp das Gleich weisen?", "showing", {"seat": "C", "figure": "gleich"}),
    # turn
    ("Wer ist am Zug?", "turn", {"flags": ["who"]}),
    ("Wer spielt aus?", "turn", {"flags": ["who"]}),
    ("Wer ist dran?", "turn", {"flags": ["who"]}),
    ("Wer ist jetzt an der Reihe?", "turn", {"flags": ["who"]}),
    ("Wer muss ausspielen?", "turn", {"flags": ["who"]}),
    ("Wer war am Zug?", "turn", {"time": "now"}),
    ("Ist C am Zug?", "turn", {"seat": "C"}),
    ("Ist Sepp dran?", "turn", {"seat": "C"}),
    ("Who is to play?", "turn", {"flags": ["who"]}),
    ("Whose turn is it?", "turn", {"flags": ["who"]}),
    ("Who leads?", "turn", {"flags": ["who"]}),
    ("Is it Toni's turn?", "turn", {"seat": "D"}),
    ("Is B to play?", "turn", {"seat": "B"}),
    # went-out
    ("Wer ist aus?", "went-out", {}),
    ("Who went out?", "went-out", {}),
    ("Ist A+C schon aus?", "went-out", {"party": "A+C"}),
    ("Is B+D out?", "went-out", {"party": "B+D"}),
    ("Wer hat gewonnen?", "went-out", {}),
    ("Who won?", "went-out", {}),
    ("B+D hat das Spiel und den Hanger, 14 und 2 sind 16 – wer ist aus?", "went-out", {}),
    ("Das Gleich steht – wer ist aus?", "went-out", {}),
    # next-dealer
    ("Wer gibt die nächste Runde?", "next-dealer", {}),
    ("Who deals next?", "next-dealer", {}),
    ("Wer ist Geber?", "next-dealer", {}),
    # end-game
    ("23 zu 23 – was entscheidet jetzt?", "end-game", {}),
    ("What decides now?", "end-game", {}),
    # the last trick made
    ("Wer hat den letzten Stich gemacht?", "trick-winner", {"flags": ["last", "who"]}),
    ("Who took the last trick?", "trick-winner", {"flags": ["last", "who"]}),
    # tricks
    ("Wie viele Stiche hat A+C?", "tricks", {"party": "A+C"}),
    ("How many tricks has B+D?", "tricks", {"party": "B+D"}),
    ("Wer hat mehr Stiche?", "tricks", {"flags": ["who"]}),
    ("Wie viele Stiche hat Sepp?", "tricks", {"seat": "C"}),
    # led
    ("Wer hat ausgespielt?", "led", {}),
    ("Wer hat im dritten Stich ausgespielt?", "led", {"trick": 3}),
    ("Who led?", "led", {}),
    ("Who led trick 2?", "led", {"trick": 2}),
    # trump
    ("Was ist Trumpf?", "trump", {}),
    ("Welche Farbe ist Trumpf?", "trump", {}),
    ("Was sticht?", "trump", {}),
    ("What is trump?", "trump", {}),
    ("Which suit is trump?", "trump", {}),
    # who-has, asked of a party or seat: yes or no
    ("Hat A+C das Gleich?", "who-has", {"party": "A+C", "figure": "gleich"}),
    ("Hat Gruber den Hanger?", "who-has", {"seat": "B", "figure": "hanger"}),
    ("Does B+D have the Hanger?", "who-has", {"party": "B+D", "figure": "hanger"}),
    ("Has Sepp got the Gleich?", "who-has", {"seat": "C", "figure": "gleich"}),
    ("Hat A+C schon das Spiel?", "who-has", {"party": "A+C", "figure": "spiel"}),
]  # fmt: skip


def test_there_are_at_least_80_phrasings_of_every_kind() -> None:
    assert len(PHRASINGS) >= 80
    assert {kind for _q, kind, _s in PHRASINGS} == set(KINDS)


@pytest.mark.parametrize(("question", "kind", "slots"), PHRASINGS, ids=[p[0] for p in PHRASINGS])
def test_a_phrasing_gives_its_kind_and_slots(
    question: str, kind: str, slots: dict[str, Any]
) -> None:
    asked = read(question, NAMES)
    assert asked is not None, question
    assert asked.kind == kind
    got = asked.slots()
    assert {k: got.get(k) for k in slots} == slots


@pytest.mark.parametrize(("kind", "de", "en"), FORMS)
def test_every_form_s_examples_are_read_as_their_kind(kind: str, de: str, en: str) -> None:
    for example in (de, en):
        asked = read(example)
        assert asked is not None and asked.kind == kind, example


@pytest.mark.parametrize(
    "question",
    ["Who played HA?", "Who led?", "Wer spielt im dritten Stich aus?", "Wer hat ausgespielt?"],
)
def test_a_question_of_a_card_played_is_not_taken_for_whose_turn_it_is(question: str) -> None:
    """„Wer spielt aus?“ asks whose turn it is now; naming a card, a trick or a card
    already led it asks something else, and is not answered as if it asked the turn."""
    asked = read(question)
    assert asked is None or asked.kind != "turn", question


@pytest.mark.parametrize(
    "question", ["Wer hat recht?", "Wie geht es dir?", "Darf er?", "Hä?", "", "12345"]
)
def test_a_question_not_understood_gets_the_nearest_form(question: str) -> None:
    assert read(question) is None
    examples = {e for _k, de, en in FORMS for e in (de, en)}
    assert nearest(question) in examples


def test_the_question_tables_are_the_grammar_s() -> None:
    pytest.importorskip("lark")
    assert gen_parser.generate_questions() == gen_parser.QUESTIONS_TARGET.read_text(
        encoding="utf-8"
    )


def test_docs_disputes_lists_every_form_and_every_example_there_is_understood() -> None:
    from pathlib import Path

    doc = (Path(__file__).parents[1] / "docs" / "disputes.md").read_text(encoding="utf-8")
    for kind, de, en in FORMS:
        assert f"`{kind}`" in doc and de in doc and en in doc, de
    rows = [line.split("|") for line in doc.splitlines() if line.startswith("| `")]
    assert rows
    for row in rows:
        kind, *examples = (cell.strip() for cell in row[1:4])
        for example in examples:
            if example and example != "—":
                asked = read(example)
                assert asked is not None and f"`{asked.kind}`" == kind, example
