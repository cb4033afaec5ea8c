"""Unit tests of .ci/precision.py on a fake judgments file and fake JSON reports (no tablint binary).

Run with `python3 -m pytest .ci/tests`.
"""
import datetime
import importlib.util
import json
import os
import pathlib
import sys

import pytest

_spec = importlib.util.spec_from_file_location(
    "precision", pathlib.Path(__file__).resolve().parent.parent / "precision.py")
precision = importlib.util.module_from_spec(_spec)
sys.modules["precision"] = precision  # dataclasses look their module up
_spec.loader.exec_module(precision)

JUDGMENTS = "\n".join([
    "rule\tseverity\tfile:line\tjudgment\treason\tmessage",
    "title_based_tab_ordering\twarning\tApp/Base.lproj/Main.storyboard:10\tFP\ttitles set in code\tTab 1 has no title",
    "title_based_tab_ordering\tinfo\tApp/Base.lproj/Main.storyboard:20\tDEB\tsystem item\tTab 2 takes its title",
    "missing_tab_bar_item\terror\tApp/Base.lproj/Main.storyboard:30\tTP\tblank tab\tTab 3's item is blank",
    "more_tab_overflow\tinfo\tOther/With Space/Main.storyboard:5\tTP\tsix tabs\tTab bar controller has 6 tabs",
    "missing_restoration_identifier\twarning\tApp/Base.lproj/Main.storyboard:40\tFP\tno opt-in\tTab 4 has no id",
]) + "\n"


def diagnostic(code, severity, line, message="m", related=()):
    d = {"code": code, "severity": severity, "message": message, "source": "tablint",
         "range": {"start": {"line": line - 1, "character": 4}, "end": {"line": line - 1, "character": 9}}}
    if related:
        d["relatedInformation"] = [
            {"location": {"uri": uri, "range": {"start": {"line": l - 1, "character": 0},
                                                 "end": {"line": l - 1, "character": 1}}},
             "message": msg} for uri, l, msg in related]
    return d


def report(root, files):
    """files: {relative path: [diagnostics]}; paths written as tablint writes them when run in root."""
    return {"version": 1, "tool": {"name": "tablint", "version": "0.1.0"},
            "summary": {"errors": 0, "warnings": 0, "infos": 0, "files": len(files)},
            "files": [{"path": path, "uri": pathlib.Path(root, path).as_uri(), "diagnostics": diags}
                      for path, diags in sorted(files.items())]}


@pytest.fixture
def corpus(tmp_path):
    root = tmp_path / "corpus"
    root.mkdir()
    judgments = tmp_path / "judgments.tsv"
    judgments.write_text(JUDGMENTS, encoding="utf-8")
    return root, judgments


def run(tmp_path, root, judgments, rep, *extra):
    path = tmp_path / "report.json"
    path.write_text(json.dumps(rep), encoding="utf-8")
    md = tmp_path / "out.md"
    code = precision.main(["--corpus", str(root), "--judgments", str(judgments), "--report", str(path),
                           "--markdown", str(md), *extra])
    return code, md.read_text(encoding="utf-8")


def test_parse_judgments_splits_file_and_line_at_the_last_colon():
    js = precision.parse_judgments(JUDGMENTS)
    assert len(js) == 5
    assert js[3].file == "Other/With Space/Main.storyboard" and js[3].line == 5
    assert js[0].key == ("title_based_tab_ordering", "App/Base.lproj/Main.storyboard", 10)
    with pytest.raises(ValueError):
        precision.parse_judgments("header\nrule\twarning\tnoline\tTP\n")
    with pytest.raises(ValueError):
        precision.parse_judgments("header\nrule\twarning\tf:1\tMAYBE\n")


def test_relative_path_from_relative_absolute_and_uri(tmp_path):
    root = str(tmp_path)
    assert precision.relative_path("A/b c.storyboard", None, root, root) == "A/b c.storyboard"
    assert precision.relative_path(os.path.join(root, "A", "x.xib"), None, root, "/elsewhere") == "A/x.xib"
    uri = pathlib.Path(root, "A", "é x.storyboard").as_uri()
    assert "%20" in uri
    assert precision.relative_path(None, uri, root, "/elsewhere") == "A/é x.storyboard"
    assert precision.relative_path("/outside/f.storyboard", None, root, root) == "/outside/f.storyboard"


def test_all_judged_findings_present(tmp_path, corpus):
    root, judgments = corpus
    rep = report(root, {
        "App/Base.lproj/Main.storyboard": [
            diagnostic("title_based_tab_ordering", 2, 10), diagnostic("title_based_tab_ordering", 3, 20),
            diagnostic("missing_tab_bar_item", 1, 30), diagnostic("missing_restoration_identifier", 2, 40)],
        "Other/With Space/Main.storyboard": [diagnostic("more_tab_overflow", 3, 5)],
    })
    code, md = run(tmp_path, root, judgments, rep)
    assert code == 0
    assert "5 findings (1 error, 2 warning, 2 info): 5 judged (2 TP, 1 DEB, 2 FP), 0 not judged" in md
    assert "Judged findings no longer given: 0" in md
    assert "| title_based_tab_ordering | 1 warning, 1 info | 0 | 1 | 1 | 0 | 0/0/0 | 0% | 1 |" in md
    assert "| missing_tab_bar_item | 1 error | 1 | 0 | 0 | 0 | 0/0/0 | 100% | 0 |" in md
    assert "Warnings and errors judged FP or DEB now: 2 (2 FP; the target is no FP)" in md
    # FPs still given: --check fails
    code, _ = run(tmp_path, root, judgments, rep, "--check")
    assert code == 1


def test_fixed_fps_gone_unjudged_listed_with_evidence_and_check_passes(tmp_path, corpus):
    root, judgments = corpus
    target = pathlib.Path(root, "App/Base.lproj/Main.storyboard").as_uri()
    rep = report(root, {
        "App/Base.lproj/Main.storyboard": [
            diagnostic("title_based_tab_ordering", 3, 20),
            diagnostic("missing_tab_bar_item", 1, 30),
            diagnostic("duplicate_tab", 2, 50, "Tab 5 repeats tab 1",
                       related=[(target, 12, "Tab 1 is the same controller")])],
        "Other/With Space/Main.storyboard": [diagnostic("more_tab_overflow", 3, 5)],
    })
    code, md = run(tmp_path, root, judgments, rep, "--check")
    assert code == 0
    assert "Judged findings no longer given: 2 (2 FP, 0 DEB, 0 TP)" in md
    assert "REGRESSION" not in md
    assert "| title_based_tab_ordering | 1 info | 0 | 1 | 0 | 0 | 1/0/0 | 0% | 0 |" in md
    assert "| missing_restoration_identifier | 0 | 0 | 0 | 0 | 0 | 1/0/0 | – | 0 |" in md
    assert "### Findings not covered by the judgments (1)" in md
    assert "- `duplicate_tab` warning App/Base.lproj/Main.storyboard:50: Tab 5 repeats tab 1" in md
    assert "  - App/Base.lproj/Main.storyboard:12: Tab 1 is the same controller" in md


def test_lost_tp_is_a_regression_and_fails_check(tmp_path, corpus):
    root, judgments = corpus
    rep = report(root, {"App/Base.lproj/Main.storyboard": [diagnostic("title_based_tab_ordering", 3, 20)]})
    code, md = run(tmp_path, root, judgments, rep)
    assert code == 0  # without --check the script only reports
    assert "**REGRESSION: 2 finding(s) judged TP are no longer given:**" in md
    code, _ = run(tmp_path, root, judgments, rep, "--check")
    assert code == 1


def test_fp_demoted_to_info_still_fails_check_and_severity_change_is_listed(tmp_path, corpus):
    root, judgments = corpus
    rep = report(root, {
        "App/Base.lproj/Main.storyboard": [
            diagnostic("title_based_tab_ordering", 3, 10), diagnostic("title_based_tab_ordering", 3, 20),
            diagnostic("missing_tab_bar_item", 1, 30)],
        "Other/With Space/Main.storyboard": [diagnostic("more_tab_overflow", 3, 5)],
    })
    code, md = run(tmp_path, root, judgments, rep, "--check")
    assert code == 1
    assert "warning → info (FP)" in md
    assert "Warnings and errors judged FP or DEB now: 0" in md


def test_absolute_paths_and_matching_needs_rule_file_and_line(tmp_path, corpus):
    root, judgments = corpus
    rep = report(root, {})
    rep["files"] = [{"path": str(pathlib.Path(root, "App/Base.lproj/Main.storyboard")),
                     "uri": pathlib.Path(root, "App/Base.lproj/Main.storyboard").as_uri(),
                     "diagnostics": [diagnostic("missing_tab_bar_item", 1, 30),
                                     diagnostic("missing_tab_bar_item", 1, 31),
                                     diagnostic("duplicate_tab", 1, 30)]}]
    js = precision.parse_judgments(JUDGMENTS)
    comparison = precision.compare(js, precision.parse_report(rep, str(root), "/elsewhere"))
    matched = [f for f in comparison.findings if f.judgment]
    assert [(f.rule, f.line) for f in matched] == [("missing_tab_bar_item", 30)]
    assert len(comparison.unjudged()) == 2
    assert len(comparison.gone) == 4


def test_same_key_twice_pairs_same_severity_first():
    js = precision.parse_judgments("h\n" + "\n".join([
        "r\twarning\tf.storyboard:3\tFP\ta\tm", "r\terror\tf.storyboard:3\tTP\tb\tm"]))
    findings = [precision.Finding("r", "error", "f.storyboard", 3, "m"),
                precision.Finding("r", "warning", "f.storyboard", 3, "m")]
    comparison = precision.compare(js, findings)
    assert [f.judgment.judgment for f in comparison.findings] == ["TP", "FP"]
    assert comparison.gone == []


def test_render_header_has_date_and_command():
    comparison = precision.compare([], [])
    text = precision.render(comparison, ["tablint", "lint", "/c d", "--format", "json"], "with code",
                            datetime.datetime(2026, 11, 23, 12, 0, tzinfo=datetime.timezone.utc))
    assert text.startswith("## Precision on the real-world corpus (with code)\n")
    assert "2026-11-23 12:00 UTC: `tablint lint '/c d' --format json`" in text
    assert "### Findings not covered by the judgments (0)" in text
