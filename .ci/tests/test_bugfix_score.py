"""Tests of .ci/bugfix_score.py on tiny before/after projects: against a fake tablint (a Python script that
prints canned JSON) and, when $TABLINT, this checkout's .build/debug/tablint or /work/main/.build/debug/tablint
exists, against the real one.

Run with `python3 -m pytest .ci/tests`.
"""
import importlib.util
import json
import os
import pathlib
import stat
import sys
import textwrap

import pytest

_spec = importlib.util.spec_from_file_location(
    "bugfix_score", pathlib.Path(__file__).resolve().parent.parent / "bugfix_score.py")
bugfix_score = importlib.util.module_from_spec(_spec)
sys.modules["bugfix_score"] = bugfix_score  # dataclasses look their module up
_spec.loader.exec_module(bugfix_score)

BEFORE = "1" * 40
AFTER = "2" * 40
STORYBOARD = "App/Base.lproj/Main.storyboard"


def storyboard(item: str) -> str:
    """A tab bar controller with two tabs; tab 1 ('Activity') carries `item` (empty: no tab bar item)."""
    return textwrap.dedent("""\
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="tGR-Bn-APz">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <deployment identifier="iOS"/>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22685"/>
            </dependencies>
            <scenes>
                <scene sceneID="2me-Ia-eAG">
                    <objects>
                        <tabBarController id="tGR-Bn-APz" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" id="TY3-tB-8av">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="49"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </tabBar>
                            <connections>
                                <segue destination="Dlb-bu-U4I" kind="relationship" relationship="viewControllers" id="mAN-CD-DKf"/>
                                <segue destination="kCJ-rM-zQ4" kind="relationship" relationship="viewControllers" id="lxM-It-UFu"/>
                            </connections>
                        </tabBarController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="G5r-y8-XqP" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="Ab1-cD-eF2">
                    <objects>
                        <viewController title="Activity" id="Dlb-bu-U4I" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Vw1-aa-bb1">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>ITEM
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Fr1-aa-bb1" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="Ab2-cD-eF3">
                    <objects>
                        <viewController id="kCJ-rM-zQ4" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Vw2-aa-bb2">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                            <tabBarItem key="tabBarItem" title="Profile" systemItem="contacts" id="xnL-Tx-dwT"/>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Fr2-aa-bb2" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """).replace("ITEM", item)


FIXED_ITEM = '\n                    <tabBarItem key="tabBarItem" title="Activity" systemItem="history" id="Itm-aa-bb1"/>'

# The fake tablint: reports a missing item on Main.storyboard when no tab of it has an item with
# id Itm-aa-bb1, at a line that differs between runs (as a fix moves lines), plus an unrelated finding on
# another file that never goes away.
FAKE_TABLINT = textwrap.dedent("""\
    #!/usr/bin/env python3
    import json, os, sys
    assert sys.argv[1:3] == ["lint", "."] and "--format" in sys.argv and "json" in sys.argv, sys.argv
    path = "App/Base.lproj/Main.storyboard"
    text = open(path, encoding="utf-8").read()
    severity = int(os.environ.get("FAKE_SEVERITY", "2"))
    diagnostics = []
    if 'id="Itm-aa-bb1"' not in text or os.environ.get("FAKE_NEVER_FIXED"):
        line = len(text.splitlines()) - 20
        diagnostics.append({"code": "missing_tab_bar_item", "severity": severity,
                            "message": "Tab 1 'Activity' has no tab bar item",
                            "range": {"start": {"line": line, "character": 0}, "end": {"line": line, "character": 5}}})
    other = {"code": "missing_tab_image", "severity": 2, "message": "Tab 2 names a missing image",
             "range": {"start": {"line": 3, "character": 0}, "end": {"line": 3, "character": 1}}}
    print(json.dumps({"version": 1, "files": [
        {"path": path, "uri": "file://" + os.path.abspath(path), "diagnostics": diagnostics},
        {"path": "App/Other.storyboard", "diagnostics": [other]}]}))
    """)


def write_case(snapshots: pathlib.Path, case_id: str, before_item: str, after_item: str):
    for side, item in (("before", before_item), ("after", after_item)):
        path = snapshots / case_id / side / STORYBOARD
        path.parent.mkdir(parents=True)
        path.write_text(storyboard(item), encoding="utf-8")


def cases_tsv(tmp_path: pathlib.Path, rows) -> pathlib.Path:
    lines = ["\t".join(bugfix_score.COLUMNS)]
    for case_id, defect_file, in_scope in rows:
        lines.append("\t".join([case_id, "owner/app", BEFORE, AFTER, "ib", defect_file, "30",
                                "missing_tab_bar_item", in_scope, "a tab without an item"]))
    path = tmp_path / "cases.tsv"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


@pytest.fixture
def fake_tablint(tmp_path):
    path = tmp_path / "fake-tablint"
    path.write_text(FAKE_TABLINT, encoding="utf-8")
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return str(path)


def score(tmp_path, cases, snapshots, tablint, capsys):
    code = bugfix_score.main(["--cases", str(cases), "--snapshots", str(snapshots), "--tablint", tablint,
                              "--json"])
    assert code == 0
    return json.loads(capsys.readouterr().out)


def test_parse_cases_rejects_short_shas_unknown_classes_and_unpaired_lines():
    header = "\t".join(bugfix_score.COLUMNS)
    good = ["a", "o/r", BEFORE, AFTER, "ib", "A.storyboard;B.swift", "3;4", "rule", "yes", "d"]
    cases = bugfix_score.parse_cases(header + "\n" + "\t".join(good) + "\n")
    assert cases[0].defect_files == ("A.storyboard", "B.swift") and cases[0].defect_lines == (3, 4)
    for index, bad in ((2, "abc123"), (4, "swift"), (6, "3"), (8, "maybe")):
        row = list(good)
        row[index] = bad
        with pytest.raises(ValueError):
            bugfix_score.parse_cases(header + "\n" + "\t".join(row) + "\n")
    with pytest.raises(ValueError):
        bugfix_score.parse_cases("id\trepo\n")


def test_a_fix_that_removes_the_finding_is_caught_although_its_line_moved(tmp_path, fake_tablint, capsys):
    snapshots = tmp_path / "snapshots"
    write_case(snapshots, "fixed", "", FIXED_ITEM)
    out = score(tmp_path, cases_tsv(tmp_path, [("fixed", STORYBOARD, "yes")]), snapshots, fake_tablint, capsys)
    case = out["cases"][0]
    assert case["status"] == "scored" and case["caught"] and case["caught_any"] and case["expected_rule_gone"]
    assert [f["rule"] for f in case["before"]] == ["missing_tab_bar_item"] and case["after"] == []
    assert out["totals"]["in_scope"] == {"cases": 1, "caught": 1, "caught_any": 1}


def test_a_finding_still_given_after_the_fix_is_not_caught(tmp_path, fake_tablint, capsys, monkeypatch):
    monkeypatch.setenv("FAKE_NEVER_FIXED", "1")
    snapshots = tmp_path / "snapshots"
    write_case(snapshots, "unfixed", "", FIXED_ITEM)
    out = score(tmp_path, cases_tsv(tmp_path, [("unfixed", STORYBOARD, "yes")]), snapshots, fake_tablint, capsys)
    case = out["cases"][0]
    assert case["status"] == "scored" and not case["caught"] and not case["caught_any"]
    assert len(case["before"]) == 1 and len(case["after"]) == 1  # same rule and message, another line
    assert out["totals"]["in_scope"] == {"cases": 1, "caught": 0, "caught_any": 0}


def test_an_info_counts_only_for_any_severity(tmp_path, fake_tablint, capsys, monkeypatch):
    monkeypatch.setenv("FAKE_SEVERITY", "3")
    snapshots = tmp_path / "snapshots"
    write_case(snapshots, "info", "", FIXED_ITEM)
    out = score(tmp_path, cases_tsv(tmp_path, [("info", STORYBOARD, "yes")]), snapshots, fake_tablint, capsys)
    case = out["cases"][0]
    assert not case["caught"] and case["caught_any"]


def test_findings_on_other_files_do_not_count(tmp_path, fake_tablint, capsys):
    snapshots = tmp_path / "snapshots"
    write_case(snapshots, "elsewhere", "", FIXED_ITEM)
    out = score(tmp_path, cases_tsv(tmp_path, [("elsewhere", "App/Code.swift", "yes")]), snapshots,
                fake_tablint, capsys)
    case = out["cases"][0]
    assert case["before"] == [] and not case["caught_any"]


def test_a_relative_tablint_path_is_resolved_from_the_working_folder(tmp_path, fake_tablint, capsys, monkeypatch):
    snapshots = tmp_path / "snapshots"
    write_case(snapshots, "fixed", "", FIXED_ITEM)
    cases = cases_tsv(tmp_path, [("fixed", STORYBOARD, "yes")])
    monkeypatch.chdir(tmp_path)
    out = score(tmp_path, cases, "snapshots", os.path.join(".", os.path.basename(fake_tablint)), capsys)
    assert out["totals"]["errors"] == [] and out["cases"][0]["caught_any"]


def test_missing_snapshots_are_reported_not_failed(tmp_path, fake_tablint, capsys):
    snapshots = tmp_path / "snapshots"
    write_case(snapshots, "present", "", FIXED_ITEM)
    cases = cases_tsv(tmp_path, [("present", STORYBOARD, "yes"), ("absent", STORYBOARD, "yes"),
                                 ("outside", STORYBOARD, "no")])
    out = score(tmp_path, cases, snapshots, fake_tablint, capsys)
    assert [c["status"] for c in out["cases"]] == ["scored", "missing", "missing"]
    assert out["totals"]["missing"] == ["absent", "outside"]
    assert out["totals"]["in_scope"]["cases"] == 1 and out["totals"]["all"]["cases"] == 1
    assert bugfix_score.main(["--cases", str(cases), "--snapshots", str(snapshots),
                              "--tablint", fake_tablint]) == 0
    text = capsys.readouterr().out
    assert "absent" in text and "missing snapshots (2)" in text and "caught 1/1" in text


def test_a_failing_tablint_is_an_error_not_a_miss(tmp_path, capsys):
    snapshots = tmp_path / "snapshots"
    write_case(snapshots, "broken", "", FIXED_ITEM)
    broken = tmp_path / "broken-tablint"
    broken.write_text("#!/bin/sh\necho boom >&2\nexit 2\n", encoding="utf-8")
    broken.chmod(0o755)
    out = score(tmp_path, cases_tsv(tmp_path, [("broken", STORYBOARD, "yes")]), snapshots, str(broken), capsys)
    assert out["cases"][0]["status"] == "error" and "boom" in out["cases"][0]["error"]
    assert out["totals"]["errors"] == ["broken"] and out["totals"]["in_scope"]["cases"] == 0


def real_tablint():
    here = pathlib.Path(__file__).resolve().parents[2] / ".build" / "debug" / "tablint"
    for candidate in (os.environ.get("TABLINT"), str(here), "/work/main/.build/debug/tablint"):
        if candidate and os.path.isfile(candidate) and os.access(candidate, os.X_OK):
            return candidate
    return None


@pytest.mark.skipif(real_tablint() is None, reason="no tablint: set TABLINT or build .build/debug/tablint")
def test_the_real_tablint_catches_a_tab_given_its_item(tmp_path, capsys):
    snapshots = tmp_path / "snapshots"
    write_case(snapshots, "fixed", "", FIXED_ITEM)
    write_case(snapshots, "unfixed", "", "")
    cases = cases_tsv(tmp_path, [("fixed", STORYBOARD, "yes"), ("unfixed", STORYBOARD, "yes")])
    out = score(tmp_path, cases, snapshots, real_tablint(), capsys)
    fixed, unfixed = out["cases"]
    assert any(f["rule"] == "missing_tab_bar_item" and f["severity"] == "warning" for f in fixed["before"])
    assert fixed["caught"] and fixed["expected_rule_gone"]
    assert unfixed["before"] and not unfixed["caught_any"]
    assert out["totals"]["in_scope"] == {"cases": 2, "caught": 1, "caught_any": 1}
