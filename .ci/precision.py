#!/usr/bin/env python3
"""Precision of TabLint's findings on a judged real-world corpus.

Runs `tablint lint ROOT --format json --fail-on never`, matches every finding to the judgments
(`judgments.tsv`: rule, severity, file:line, judgment TP/DEB/FP, reason, message) by (rule, file, line) and
reports, per rule: the findings now by severity, how many of them are judged TP/DEB/FP or not judged, the
judged findings no longer given, and precision = TP / (TP + DEB + FP) over the judged findings now. Then the
findings the judgments do not cover, with their message and related information, for review.

    python3 .ci/precision.py --tablint .build/debug/tablint --corpus /work/shared/corpus/real \
        [--label "data only"] [--markdown OUT.md] [--check]

`--check` exits 1 when a finding judged FP is still given (any severity) or a finding judged TP is gone.
Python 3.11, standard library only.
"""
from __future__ import annotations

import argparse
import collections
import dataclasses
import datetime
import json
import os
import shlex
import subprocess
import sys
import urllib.parse

DEFAULT_JUDGMENTS = "/work/shared/corpus/judgments.tsv"
SEVERITIES = {1: "error", 2: "warning", 3: "info", 4: "hint"}
SEVERITY_ORDER = ["error", "warning", "info", "hint"]
JUDGMENTS = ["TP", "DEB", "FP"]


@dataclasses.dataclass
class Judgment:
    rule: str
    severity: str
    file: str
    line: int
    judgment: str
    reason: str
    message: str

    @property
    def key(self):
        return (self.rule, self.file, self.line)


@dataclasses.dataclass
class Related:
    file: str
    line: int
    message: str


@dataclasses.dataclass
class Finding:
    rule: str
    severity: str
    file: str
    line: int
    message: str
    related: list = dataclasses.field(default_factory=list)
    judgment: Judgment | None = None

    @property
    def key(self):
        return (self.rule, self.file, self.line)


# ------------------------------------------------------------------------------------------------- input

def parse_judgments(text: str) -> list[Judgment]:
    """The TSV: a header row, then rule, severity, file:line, judgment, reason, message."""
    out = []
    lines = text.splitlines()
    for number, row in enumerate(lines[1:], start=2):
        if not row.strip():
            continue
        cols = row.split("\t")
        if len(cols) < 4:
            raise ValueError(f"judgments line {number}: expected at least 4 tab-separated columns")
        rule, severity, location, judgment = (c.strip() for c in cols[:4])
        reason = cols[4].strip() if len(cols) > 4 else ""
        message = cols[5].strip() if len(cols) > 5 else ""
        file, _, line = location.rpartition(":")
        if not file or not line.isdigit():
            raise ValueError(f"judgments line {number}: location {location!r} is not file:line")
        if judgment not in JUDGMENTS:
            raise ValueError(f"judgments line {number}: judgment {judgment!r} is not one of {JUDGMENTS}")
        out.append(Judgment(rule, severity, file, int(line), judgment, reason, message))
    return out


def relative_path(path: str | None, uri: str | None, root: str, cwd: str) -> str:
    """A report path (relative to the directory tablint ran in, or absolute) or file URI → path relative to
    root, with forward slashes. Paths outside root stay absolute."""
    if path:
        absolute = path if os.path.isabs(path) else os.path.join(cwd, path)
    elif uri:
        absolute = urllib.parse.unquote(urllib.parse.urlparse(uri).path)
    else:
        return ""
    absolute = os.path.normpath(absolute)
    for base in {os.path.normpath(os.path.abspath(root)), os.path.realpath(root)}:
        for candidate in {absolute, os.path.realpath(absolute)}:
            if candidate == base or candidate.startswith(base + os.sep):
                return os.path.relpath(candidate, base).replace(os.sep, "/")
    return absolute


def parse_report(report: dict, root: str, cwd: str) -> list[Finding]:
    """Findings of a version-1 JSON report (Docs/json-output.md)."""
    findings = []
    for entry in report.get("files", []):
        file = relative_path(entry.get("path"), entry.get("uri"), root, cwd)
        for diagnostic in entry.get("diagnostics", []):
            related = []
            for info in diagnostic.get("relatedInformation") or []:
                location = info.get("location", {})
                related.append(Related(
                    relative_path(None, location.get("uri"), root, cwd),
                    location.get("range", {}).get("start", {}).get("line", 0) + 1,
                    info.get("message", "")))
            findings.append(Finding(
                rule=str(diagnostic.get("code", "")),
                severity=SEVERITIES.get(diagnostic.get("severity"), str(diagnostic.get("severity"))),
                file=file,
                line=diagnostic["range"]["start"]["line"] + 1,
                message=diagnostic.get("message", ""),
                related=related))
    return findings


def run_tablint(tablint: str, root: str) -> tuple[dict, list[str]]:
    command = [os.path.abspath(tablint) if os.sep in tablint else tablint,
               "lint", root, "--format", "json", "--fail-on", "never"]
    result = subprocess.run(command, cwd=root, capture_output=True, text=True)
    if result.returncode != 0:
        sys.stderr.write(result.stderr)
        raise SystemExit(f"precision: {shlex.join(command)} exited {result.returncode}")
    return json.loads(result.stdout), command


# ------------------------------------------------------------------------------------------------ compare

@dataclasses.dataclass
class Comparison:
    findings: list[Finding]
    gone: list[Judgment]

    def rules(self):
        return sorted({f.rule for f in self.findings} | {j.rule for j in self.gone})

    def unjudged(self):
        return [f for f in self.findings if f.judgment is None]

    def severity_changed(self):
        return [f for f in self.findings if f.judgment and f.judgment.severity != f.severity]


def compare(judgments: list[Judgment], findings: list[Finding]) -> Comparison:
    """Pairs findings and judgments with the same (rule, file, line); when a key has several of each,
    the same severity pairs first. Unpaired judgments are findings no longer given."""
    waiting = collections.defaultdict(list)
    for judgment in judgments:
        waiting[judgment.key].append(judgment)
    by_key = collections.defaultdict(list)
    for finding in findings:
        by_key[finding.key].append(finding)
    for key, group in by_key.items():
        pool = waiting.get(key, [])
        for same_severity in (True, False):
            for finding in group:
                if finding.judgment is not None:
                    continue
                for judgment in pool:
                    if not same_severity or judgment.severity == finding.severity:
                        finding.judgment = judgment
                        pool.remove(judgment)
                        break
    gone = [j for pool in waiting.values() for j in pool]
    gone.sort(key=lambda j: (j.rule, j.file, j.line))
    return Comparison(findings, gone)


@dataclasses.dataclass
class RuleStats:
    rule: str
    now: collections.Counter
    judged: collections.Counter
    unjudged: int
    gone: collections.Counter
    serious_bad: int  # warnings and errors judged FP or DEB now

    @property
    def precision(self):
        total = sum(self.judged[j] for j in JUDGMENTS)
        return None if total == 0 else self.judged["TP"] / total


def stats(comparison: Comparison) -> list[RuleStats]:
    out = []
    for rule in comparison.rules():
        now = [f for f in comparison.findings if f.rule == rule]
        out.append(RuleStats(
            rule=rule,
            now=collections.Counter(f.severity for f in now),
            judged=collections.Counter(f.judgment.judgment for f in now if f.judgment),
            unjudged=sum(1 for f in now if f.judgment is None),
            gone=collections.Counter(j.judgment for j in comparison.gone if j.rule == rule),
            serious_bad=sum(1 for f in now if f.judgment and f.judgment.judgment in ("FP", "DEB")
                            and f.severity in ("error", "warning"))))
    return out


def problems(comparison: Comparison) -> list[str]:
    """What `--check` fails on: judged-FP findings still given (any severity), lost TPs."""
    out = []
    for f in comparison.findings:
        if f.judgment and f.judgment.judgment == "FP":
            out.append(f"FP still given ({f.severity}): {f.rule} {f.file}:{f.line}")
    for j in comparison.gone:
        if j.judgment == "TP":
            out.append(f"TP lost: {j.rule} {j.file}:{j.line} ({j.severity}: {j.message})")
    return out


# ------------------------------------------------------------------------------------------------- output

def severities(counter) -> str:
    parts = [f"{counter[s]} {s}" for s in SEVERITY_ORDER if counter[s]]
    return ", ".join(parts) if parts else "0"


def md_cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def render(comparison: Comparison, command: list[str], label: str | None, now: datetime.datetime) -> str:
    rows = stats(comparison)
    findings = comparison.findings
    judged = [f for f in findings if f.judgment]
    total = collections.Counter(f.judgment.judgment for f in judged)
    gone = collections.Counter(j.judgment for j in comparison.gone)
    serious = [f for f in judged if f.judgment.judgment in ("FP", "DEB") and f.severity in ("error", "warning")]
    title = "Precision on the real-world corpus" + (f" ({label})" if label else "")
    out = [f"## {title}", "",
           f"{now.strftime('%Y-%m-%d %H:%M UTC')}: `{shlex.join(command)}`", "",
           f"{len(findings)} findings ({severities(collections.Counter(f.severity for f in findings))}): "
           f"{len(judged)} judged ({total['TP']} TP, {total['DEB']} DEB, {total['FP']} FP), "
           f"{len(findings) - len(judged)} not judged. "
           f"Judged findings no longer given: {len(comparison.gone)} "
           f"({gone['FP']} FP, {gone['DEB']} DEB, {gone['TP']} TP).", ""]
    lost = [j for j in comparison.gone if j.judgment == "TP"]
    if lost:
        out += [f"**REGRESSION: {len(lost)} finding(s) judged TP are no longer given:**", ""]
        out += [f"- `{j.rule}` {j.file}:{j.line} ({j.severity}): {j.message}" for j in lost]
        out.append("")
    out += ["| Rule | Now | TP | DEB | FP | Not judged | Gone (FP/DEB/TP) | Precision | Warnings/errors judged FP or DEB |",
            "|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        precision = "–" if r.precision is None else f"{r.precision:.0%}"
        out.append(f"| {r.rule} | {severities(r.now)} | {r.judged['TP']} | {r.judged['DEB']} | {r.judged['FP']} | "
                   f"{r.unjudged} | {r.gone['FP']}/{r.gone['DEB']}/{r.gone['TP']} | {precision} | {r.serious_bad} |")
    all_judged = sum(total[j] for j in JUDGMENTS)
    precision = "–" if not all_judged else f"{total['TP'] / all_judged:.0%}"
    out.append(f"| **all** | {severities(collections.Counter(f.severity for f in findings))} | {total['TP']} | "
               f"{total['DEB']} | {total['FP']} | {len(findings) - len(judged)} | "
               f"{gone['FP']}/{gone['DEB']}/{gone['TP']} | {precision} | {len(serious)} |")
    out += ["", f"Warnings and errors judged FP or DEB now: {len(serious)} "
                f"({sum(1 for f in serious if f.judgment.judgment == 'FP')} FP; the target is no FP).", ""]
    if serious:
        out += [f"- `{f.rule}` {f.severity} {f.file}:{f.line}: {f.judgment.judgment}: {f.judgment.reason}"
                for f in serious]
        out.append("")
    changed = comparison.severity_changed()
    if changed:
        out += ["### Judged findings whose severity changed", ""]
        out += [f"- `{f.rule}` {f.file}:{f.line}: {f.judgment.severity} → {f.severity} ({f.judgment.judgment})"
                for f in changed]
        out.append("")
    if comparison.gone:
        out += ["### Judged findings no longer given", ""]
        out += [f"- {j.judgment} `{j.rule}` {j.severity} {j.file}:{j.line}: {j.message}" for j in comparison.gone]
        out.append("")
    unjudged = comparison.unjudged()
    out += [f"### Findings not covered by the judgments ({len(unjudged)})", ""]
    if not unjudged:
        out += ["None.", ""]
    for f in sorted(unjudged, key=lambda f: (f.rule, f.file, f.line)):
        out.append(f"- `{f.rule}` {f.severity} {f.file}:{f.line}: {md_cell(f.message)}")
        for r in f.related:
            out.append(f"  - {r.file}:{r.line}: {md_cell(r.message)}")
    out.append("")
    return "\n".join(out)


# --------------------------------------------------------------------------------------------------- main

def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tablint", help="path to the tablint binary")
    parser.add_argument("--corpus", required=True, help="corpus root (judgment paths are relative to it)")
    parser.add_argument("--judgments", default=DEFAULT_JUDGMENTS, help=f"judgments TSV (default {DEFAULT_JUDGMENTS})")
    parser.add_argument("--report", help="use this JSON report instead of running tablint (paths relative to --corpus)")
    parser.add_argument("--label", help='what the corpus holds, e.g. "with code" or "data only"')
    parser.add_argument("--markdown", help="also write the Markdown section to this file")
    parser.add_argument("--check", action="store_true",
                        help="exit 1 when a finding judged FP is still given or one judged TP is gone")
    args = parser.parse_args(argv)
    root = os.path.abspath(args.corpus)
    if args.report:
        with open(args.report, encoding="utf-8") as f:
            report = json.load(f)
        command = ["tablint", "lint", root, "--format", "json", "--fail-on", "never"]
        cwd = root
    elif args.tablint:
        report, command = run_tablint(args.tablint, root)
        cwd = root
    else:
        parser.error("--tablint or --report is required")
    if report.get("version") != 1:
        raise SystemExit(f"precision: unknown report version {report.get('version')!r}")
    with open(args.judgments, encoding="utf-8") as f:
        judgments = parse_judgments(f.read())
    comparison = compare(judgments, parse_report(report, root, cwd))
    text = render(comparison, command, args.label, datetime.datetime.now(datetime.timezone.utc))
    print(text)
    if args.markdown:
        with open(args.markdown, "w", encoding="utf-8") as f:
            f.write(text)
    found = problems(comparison)
    if args.check and found:
        print("\n".join([f"precision --check: {len(found)} problem(s)"] + [f"  {p}" for p in found]),
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
