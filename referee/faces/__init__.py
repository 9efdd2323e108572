"""What a user sees: the common ground of reading and judging a file (``common``), the
terminal report (``terminal``), JSON (``json``), the HTML page (``html``) and its
diagrams (``svg``), the annotated transcript (``annotate``), and what the web app's worker
calls (``web``).

A face decides no rule.  May import: ``referee.analysis`` and below.
"""
