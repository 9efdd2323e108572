"""What one judged file comes to: plain records (they cross process boundaries)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from referee.base.record import field, record

if TYPE_CHECKING:
    from referee.faces.json import SpooledReport


@record
class Record:
    """One line of output: a finding, a dispute's ruling, or an error."""

    line: int
    column: int
    kind: str  # violation | score | ruling | undetermined | note | error
    code: str  # the concern, "dispute", or an error code
    message: str
    labels: tuple[str, ...] = ()  # "1890 §13", "1890 S. 64", "1890 Auslegung x"
    quotes: tuple[str, ...] = ()  # "§13: Es darf nie Farbe verleugnet werden …"
    expected: bool = False  # marked {erwartet: code} in the transcript: does not fail
    #: under a parse error, as ``perlagg parse`` shows it: the source line and a caret
    excerpt: str = ""


@record
class FileResult:
    path: str
    records: tuple[Record, ...] = ()
    #: the report's JSON: a dict, or spooled as the file was judged (written once)
    report: dict[str, Any] | SpooledReport | None = None
    rulebook: str | None = None
    #: code -> the paragraphs that govern it under this file's rulebook (SARIF help text)
    rules: dict[str, str] = field(default_factory=dict)

    @property
    def judged(self) -> bool:
        return self.report is not None
