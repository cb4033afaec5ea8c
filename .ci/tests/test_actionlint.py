"""The actionlint check of .ci/run passes on this repository's workflows and fails on a broken one; every action a
workflow or the composite action uses is pinned to a full commit SHA with its version in a comment."""
import glob
import os
import re
import shutil
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
VENV_BIN = os.path.join(ROOT, ".venv", "bin")
ACTIONLINT = os.path.join(VENV_BIN, "actionlint")
needs_actionlint = pytest.mark.skipif(
    not os.access(ACTIONLINT, os.X_OK), reason=".venv/bin/actionlint is missing: bash .ci/run installs it")

# What GitHub reads as workflows or actions here; the Docs example is a workflow users copy.
WORKFLOWS = sorted(glob.glob(os.path.join(ROOT, ".github", "workflows", "*.yml"))) + [
    os.path.join(ROOT, "Docs", "ci", "github-actions.yml")]
ACTIONS = [os.path.join(ROOT, "action.yml")]


def ci_run_command():
    """The actionlint command line of .ci/run, its `.venv/bin/` made absolute so that it runs from any folder."""
    lines = [line for line in open(os.path.join(ROOT, ".ci", "run"), encoding="utf-8").read().splitlines()
             if line.startswith(".venv/bin/actionlint ")]
    assert len(lines) == 1, lines
    return lines[0].replace(".venv/bin/", VENV_BIN + "/")


def run_in(folder):
    """Runs .ci/run's actionlint command in `folder` as .ci/run does (bash, globs expanded there)."""
    return subprocess.run(["bash", "-c", ci_run_command()], cwd=folder, capture_output=True, text=True)


def test_ci_run_lints_every_workflow():
    command = ci_run_command()
    for workflow in WORKFLOWS:
        path = os.path.relpath(workflow, ROOT)
        assert path in command or (path.startswith(".github/workflows/") and ".github/workflows/*.yml" in command), path
    assert "-shellcheck " + VENV_BIN + "/shellcheck" in command


@needs_actionlint
def test_the_repository_workflows_pass():
    assert os.path.exists(os.path.join(ROOT, ".github", "workflows", "ci.yml"))
    result = run_in(ROOT)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout == ""


BROKEN = """\
name: broken
on:
  push:
    branch: main
jobs:
  build:
    runs-on: macos-linux
    strategy:
      matrix:
        xcode: ["26.6"]
    steps:
      - run: echo "${{ matrix.swift }}"
      - run: cp $SOURCE $TARGET
"""


@needs_actionlint
def test_a_broken_workflow_fails(tmp_path):
    """A workflow with an unknown key, a runner label GitHub has not, an undefined matrix value and a script
    ShellCheck flags fails the check, each problem reported by its rule."""
    (tmp_path / ".github" / "workflows").mkdir(parents=True)
    (tmp_path / ".github" / "workflows" / "broken.yml").write_text(BROKEN)
    (tmp_path / "Docs" / "ci").mkdir(parents=True)
    shutil.copy(os.path.join(ROOT, "Docs", "ci", "github-actions.yml"), tmp_path / "Docs" / "ci")
    result = run_in(tmp_path)
    assert result.returncode == 1, result.stdout + result.stderr
    for rule in ("[syntax-check]", "[runner-label]", "[expression]", "[shellcheck]"):
        assert rule in result.stdout, (rule, result.stdout)
    assert "github-actions.yml" not in result.stdout, "the copied example is fine"


USES = re.compile(r"^\s*(?:-\s+)?uses:\s*(\S+)(.*)$")
PINNED = re.compile(r"^[\w.-]+/[\w.-]+(?:/[\w./-]+)?@[0-9a-f]{40}$")
VERSION_COMMENT = re.compile(r"^\s+#\s+v\d+(?:\.\d+)*\s*$")


def unpinned(text):
    """The `uses:` lines of a workflow or action text that name a remote action by anything but a full commit SHA
    followed by a `# vX.Y.Z` comment."""
    found = []
    for line in text.splitlines():
        match = USES.match(line)
        if not match or match.group(1).startswith(("./", "docker://")):
            continue
        if not PINNED.match(match.group(1)) or not VERSION_COMMENT.match(match.group(2)):
            found.append(line.strip())
    return found


def test_pin_check_tells_pinned_from_unpinned():
    sha = "3d3c42e5aac5ba805825da76410c181273ba90b1"
    assert unpinned(f"      - uses: actions/checkout@{sha} # v7.0.1\n") == []
    assert unpinned(f"        uses: github/codeql-action/upload-sarif@{sha} # v4.36.2\n") == []
    assert unpinned("      - uses: ./local-action\n") == []
    assert unpinned("      - uses: actions/checkout@v7\n") == ["- uses: actions/checkout@v7"]
    assert unpinned(f"      - uses: actions/checkout@{sha}\n") == [f"- uses: actions/checkout@{sha}"]
    assert unpinned(f"      - uses: actions/checkout@{sha[:12]} # v7.0.1\n") != []


def test_every_action_is_pinned_to_a_commit():
    uses = 0
    for path in WORKFLOWS + ACTIONS:
        text = open(path, encoding="utf-8").read()
        uses += len([line for line in text.splitlines() if USES.match(line)])
        assert unpinned(text) == [], os.path.relpath(path, ROOT)
    assert uses >= 5


if __name__ == "__main__":
    sys.exit(pytest.main([__file__, "-q"]))
