"""What a user sees: the common ground of reading and judging a file (``common``), the
terminal report (``terminal``), JSON (``json``), the HTML page (``html``) and its
diagrams (``svg``), and the annotated transcript (``annotate``).

A face decides no rule.  May import: ``referee.analysis`` and below.
"""
