"""Support code for the tests, imported by them and never collected: the places of the
repository, the corpus of test transcripts, the pinned files (goldens and snapshots),
the report schema's validator and the Hypothesis strategies.  A test module imports
from here (or takes a fixture of ``tests/conftest.py``), never from another test module.
"""
