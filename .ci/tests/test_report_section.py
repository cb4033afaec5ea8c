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
    # In place: A still comes before B, and the file is otherwise unchanged.
    assert text == "# Benchmarks\n\n## A\n\nnew a\n\n## B\n\nold b\n"


def test_a_heading_that_only_starts_the_same_is_another_section(tmp_path):
    path = tmp_path / "benchmarks.md"
    path.write_text("# Benchmarks\n\n## X: analysis\n\nwords\n\n## X\n\nold x\n\n## Y\n\ny\n")
    report_section.replace(str(path), "## X", "## X\n\nnew x\n")
    assert path.read_text() == "# Benchmarks\n\n## X: analysis\n\nwords\n\n## X\n\nnew x\n\n## Y\n\ny\n"
    # Without its own section, the text goes at the end and the look-alike stays.
    path.write_text("# Benchmarks\n\n## X: analysis\n\nwords\n")
    report_section.replace(str(path), "## X", "## X\n\nx\n")
    assert path.read_text() == "# Benchmarks\n\n## X: analysis\n\nwords\n\n## X\n\nx\n"


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
