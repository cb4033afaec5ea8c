"""Tests of .ci/bench/report_section.py: a section is replaced in place of the old one, others kept."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "bench"))
import report_section  # noqa: E402


def test_replaces_the_section_and_keeps_the_others(tmp_path):
    path = tmp_path / "benchmarks.md"
    path.write_text("# Benchmarks\n\n## A\n\nold a\n\n## B\n\nold b\n")
    report_section.replace(str(path), "## A", "## A\n\nnew a\n")
    text = path.read_text()
    assert "old a" not in text and "new a" in text and "## B\n\nold b" in text
    assert text.count("## A") == 1


def test_appends_a_missing_section_and_creates_the_file(tmp_path):
    path = tmp_path / "new.md"
    report_section.replace(str(path), "## C", "## C\n\nc\n")
    assert path.read_text() == "\n\n## C\n\nc\n"
    report_section.replace(str(path), "## D", "## D\n\nd\n")
    assert path.read_text().endswith("## C\n\nc\n\n## D\n\nd\n")


def test_publish_prints_and_writes_only_when_asked(tmp_path, capsys):
    report_section.publish("## E\n\ne\n", "## E")
    assert capsys.readouterr().out == "## E\n\ne\n\n"
    assert not list(tmp_path.iterdir())
    report_section.publish("## E\n\ne\n", "## E", "out.md", root=str(tmp_path))
    assert (tmp_path / "out.md").read_text() == "\n\n## E\n\ne\n"
