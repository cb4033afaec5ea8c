#!/usr/bin/env python3
"""Scores TabLint on real tab-bar bug fixes (issue 49): Reports/bugfixes/cases.tsv lists each fix by repository,
the commit before and the commit after it, the defect's file(s) and the rule a linter should give. The
snapshots of both commits live outside this repository (`<snapshots>/<id>/before` and `/after`; see
Reports/bugfixes/README.md for how they are exported).

Each side is linted with `tablint lint . --format json --fail-on never --quiet --allow-empty`, run in the side's
folder. A case is **caught** when a finding located in a defect file in "before" is absent in "after": findings
are matched by rule id and message, not by line, since a fix moves lines (a finding given twice before and once
after counts once). Two measures: caught by a warning or error, and caught by a finding of any severity (info
included). A case whose snapshots are missing is reported as missing, not as failed, and left out of the totals.

    python3 .ci/bugfix_score.py --cases Reports/bugfixes/cases.tsv --snapshots /work/bugfixes --tablint BIN [--json]
"""
import argparse
import collections
import dataclasses
import json
import os
import re
import subprocess
import sys
import urllib.parse

COLUMNS = ["id", "repository", "before", "after", "class", "defect_file", "defect_line", "rule", "in_scope",
           "description"]
CLASSES = {"code-swift", "code-objc", "ib", "strings", "project"}
SEVERITIES = {1: "error", 2: "warning", 3: "info", 4: "hint"}
SERIOUS = {"error", "warning"}


@dataclasses.dataclass(frozen=True)
class Case:
    id: str
    repository: str
    before: str
    after: str
    klass: str
    defect_files: tuple
    defect_lines: tuple
    rule: str
    in_scope: bool
    description: str


@dataclasses.dataclass(frozen=True)
class Finding:
    rule: str
    severity: str
    file: str
    line: int
    message: str

    @property
    def key(self):
        return (self.rule, self.message)


def parse_cases(text: str) -> list[Case]:
    """The TSV: a header row naming COLUMNS, then one row per case. `defect_file` and `defect_line` may list
    several files, separated by ';', in the same order."""
    lines = [line for line in text.splitlines() if line.strip() and not line.startswith("#")]
    if not lines or lines[0].split("\t") != COLUMNS:
        raise ValueError(f"the header must be: {' '.join(COLUMNS)}")
    cases, seen = [], set()
    for number, line in enumerate(lines[1:], start=2):
        cols = line.split("\t")
        if len(cols) != len(COLUMNS):
            raise ValueError(f"row {number}: {len(cols)} columns, expected {len(COLUMNS)}")
        row = dict(zip(COLUMNS, (c.strip() for c in cols)))
        for sha in ("before", "after"):
            if not re.fullmatch(r"[0-9a-f]{40}", row[sha]):
                raise ValueError(f"row {number}: '{row[sha]}' is not a full commit SHA")
        if row["class"] not in CLASSES:
            raise ValueError(f"row {number}: class '{row['class']}' is not one of {', '.join(sorted(CLASSES))}")
        if row["in_scope"] not in ("yes", "no"):
            raise ValueError(f"row {number}: in_scope must be yes or no")
        files = tuple(f.strip() for f in row["defect_file"].split(";"))
        numbers = tuple(n.strip() for n in row["defect_line"].split(";"))
        if len(files) != len(numbers) or not all(n.isdigit() for n in numbers) or not all(files):
            raise ValueError(f"row {number}: defect_file and defect_line must pair one line number per file")
        if row["id"] in seen:
            raise ValueError(f"row {number}: duplicate id '{row['id']}'")
        seen.add(row["id"])
        cases.append(Case(row["id"], row["repository"], row["before"], row["after"], row["class"], files,
                          tuple(int(n) for n in numbers), row["rule"], row["in_scope"] == "yes",
                          row["description"]))
    return cases


def relative_path(path: str | None, uri: str | None, root: str) -> str:
    """A report path (relative to root, where tablint ran, or absolute) or file URI → path relative to root."""
    if path:
        absolute = path if os.path.isabs(path) else os.path.join(root, path)
    elif uri:
        absolute = urllib.parse.unquote(urllib.parse.urlparse(uri).path)
    else:
        return ""
    absolute = os.path.normpath(absolute)
    for base in {os.path.normpath(os.path.abspath(root)), os.path.realpath(root)}:
        for candidate in {absolute, os.path.realpath(absolute)}:
            if candidate.startswith(base + os.sep):
                return os.path.relpath(candidate, base).replace(os.sep, "/")
    return absolute


def parse_report(report: dict, root: str) -> list[Finding]:
    out = []
    for entry in report.get("files", []):
        file = relative_path(entry.get("path"), entry.get("uri"), root)
        for d in entry.get("diagnostics", []):
            out.append(Finding(rule=d.get("code", ""),
                               severity=SEVERITIES.get(d.get("severity"), str(d.get("severity"))),
                               file=file, line=d.get("range", {}).get("start", {}).get("line", -1) + 1,
                               message=d.get("message", "")))
    return out


def lint(tablint: str, root: str) -> tuple[list[Finding] | None, str]:
    """The findings of one side, or None and the reason when tablint fails."""
    command = [tablint, "lint", ".", "--format", "json", "--fail-on", "never", "--quiet", "--allow-empty"]
    try:
        proc = subprocess.run(command, cwd=root, capture_output=True, text=True, timeout=900)
    except (OSError, subprocess.TimeoutExpired) as error:
        return None, str(error)
    if proc.returncode != 0:
        return None, f"exit {proc.returncode}: {proc.stderr.strip()[-300:]}"
    try:
        return parse_report(json.loads(proc.stdout), root), ""
    except (ValueError, AttributeError) as error:
        return None, f"unreadable JSON: {error}"


def gone(before: list[Finding], after: list[Finding]) -> list[Finding]:
    """The findings of before whose (rule, message) is given fewer times after (a multiset difference)."""
    left = collections.Counter(f.key for f in after)
    out = []
    for f in before:
        if left[f.key]:
            left[f.key] -= 1
        else:
            out.append(f)
    return out


def score_case(case: Case, snapshots: str, tablint: str) -> dict:
    result = {"id": case.id, "repository": case.repository, "class": case.klass, "rule": case.rule,
              "in_scope": case.in_scope, "defect_files": list(case.defect_files)}
    sides = {side: os.path.join(snapshots, case.id, side) for side in ("before", "after")}
    if not all(os.path.isdir(path) for path in sides.values()):
        return {**result, "status": "missing"}
    findings = {}
    for side, root in sides.items():
        found, error = lint(tablint, root)
        if found is None:
            return {**result, "status": "error", "error": f"{side}: {error}"}
        findings[side] = [f for f in found if f.file in case.defect_files]
    removed = gone(findings["before"], findings["after"])
    serious = [f for f in removed if f.severity in SERIOUS]
    return {**result, "status": "scored",
            "before": [dataclasses.asdict(f) for f in findings["before"]],
            "after": [dataclasses.asdict(f) for f in findings["after"]],
            "gone": [dataclasses.asdict(f) for f in removed],
            "caught": bool(serious), "caught_any": bool(removed),
            "expected_rule_gone": any(f.rule == case.rule for f in removed)}


def totals(results: list[dict]) -> dict:
    scored = [r for r in results if r["status"] == "scored"]

    def count(rows):
        return {"cases": len(rows), "caught": sum(r["caught"] for r in rows),
                "caught_any": sum(r["caught_any"] for r in rows)}
    return {"in_scope": count([r for r in scored if r["in_scope"]]),
            "all": count(scored),
            "by_class": {k: count([r for r in scored if r["class"] == k])
                         for k in sorted({r["class"] for r in scored})},
            "missing": sorted(r["id"] for r in results if r["status"] == "missing"),
            "errors": sorted(r["id"] for r in results if r["status"] == "error")}


def render(results: list[dict], summary: dict) -> str:
    def mark(r, key):
        return {"missing": "missing", "error": "error"}.get(r["status"]) or ("yes" if r[key] else "no")

    header = ["case", "class", "scope", "expected rule", "before", "after", "caught (w/e)", "caught (any)",
              "expected rule gone", "findings gone"]
    rows = []
    for r in results:
        scored = r["status"] == "scored"
        rows.append([r["id"], r["class"], "yes" if r["in_scope"] else "no", r["rule"],
                     str(len(r["before"])) if scored else "-", str(len(r["after"])) if scored else "-",
                     mark(r, "caught"), mark(r, "caught_any"), mark(r, "expected_rule_gone"),
                     ", ".join(sorted({f"{f['rule']} ({f['severity']})" for f in r["gone"]})) if scored
                     else r.get("error", "")])
    widths = [max(len(h), *(len(row[i]) for row in rows)) if rows else len(h) for i, h in enumerate(header)]
    lines = ["  ".join(h.ljust(w) for h, w in zip(header, widths)).rstrip()]
    lines += ["  ".join(c.ljust(w) for c, w in zip(row, widths)).rstrip() for row in rows]
    s, a = summary["in_scope"], summary["all"]
    lines += ["", f"in scope: caught {s['caught']}/{s['cases']} by a warning or error, "
                  f"{s['caught_any']}/{s['cases']} by any finding",
              f"all scored: caught {a['caught']}/{a['cases']} by a warning or error, "
              f"{a['caught_any']}/{a['cases']} by any finding"]
    lines += [f"  {k}: {v['caught']}/{v['cases']} (any: {v['caught_any']})" for k, v in summary["by_class"].items()]
    if summary["missing"]:
        lines.append(f"missing snapshots ({len(summary['missing'])}): {', '.join(summary['missing'])}")
    if summary["errors"]:
        lines.append(f"tablint failed ({len(summary['errors'])}): {', '.join(summary['errors'])}")
    return "\n".join(lines) + "\n"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", required=True, help="Reports/bugfixes/cases.tsv")
    parser.add_argument("--snapshots", required=True, help="folder holding <id>/before and <id>/after")
    parser.add_argument("--tablint", required=True, help="the tablint binary to score")
    parser.add_argument("--case", action="append", help="score only this case id (repeatable)")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    args = parser.parse_args(argv)
    # Each side is linted from its own folder: a binary named by a relative path is resolved here, as a shell would
    # resolve it (a bare name through PATH).
    if os.sep in args.tablint:
        args.tablint = os.path.abspath(args.tablint)
    args.snapshots = os.path.abspath(args.snapshots)
    try:
        with open(args.cases, encoding="utf-8") as handle:
            cases = parse_cases(handle.read())
    except (OSError, ValueError) as error:
        print(f"bugfix_score: {args.cases}: {error}", file=sys.stderr)
        return 2
    if args.case:
        unknown = set(args.case) - {c.id for c in cases}
        if unknown:
            print(f"bugfix_score: no such case: {', '.join(sorted(unknown))}", file=sys.stderr)
            return 2
        cases = [c for c in cases if c.id in args.case]
    results = [score_case(case, args.snapshots, args.tablint) for case in cases]
    summary = totals(results)
    if args.json:
        print(json.dumps({"cases": results, "totals": summary}, indent=2))
    else:
        sys.stdout.write(render(results, summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
