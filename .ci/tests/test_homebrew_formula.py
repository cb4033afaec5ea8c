"""Formula/tablint.rb is valid Ruby, builds with the README's install command (plus the flag Homebrew's sandbox needs)
from the tap's own clone, installs what that command builds, and the README's install lines say what the formula,
Mint and the GitHub workflow do. The formula's `test do` runs against a real tablint in tablintTests/HomebrewFormulaTests;
on a Mac, GitHub CI runs `brew install --HEAD` and `brew test`."""
import json
import os
import re
import shlex
import shutil
import subprocess
import sys

import pytest
import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, ".ci", "bench"))
import release_build  # noqa: E402

FORMULA = os.path.join(ROOT, "Formula", "tablint.rb")
HARNESS = os.path.join(ROOT, ".ci", "formula_harness.rb")
RUBY = shutil.which("ruby")
needs_ruby = pytest.mark.skipif(RUBY is None, reason="ruby is not installed (Debian ruby; .ci/run installs it)")
README_BUILD = ["swift", "build", *release_build.FLAGS, "--product", "tablint"]


def ruby_syntax(path):
    return subprocess.run([RUBY, "-c", path], capture_output=True, text=True)


@needs_ruby
def test_formula_is_valid_ruby(tmp_path):
    result = ruby_syntax(FORMULA)
    assert result.returncode == 0 and "Syntax OK" in result.stdout, result.stderr
    broken = tmp_path / "tablint.rb"
    broken.write_text(open(FORMULA, encoding="utf-8").read().rsplit("end", 1)[0])
    assert ruby_syntax(str(broken)).returncode != 0, "a formula missing its last `end` fails the check"


def describe(formula=FORMULA):
    """What the formula declares and what its `install` does (.ci/formula_harness.rb)."""
    result = subprocess.run([RUBY, HARNESS, formula, "describe"], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


@needs_ruby
def test_formula_builds_with_the_readme_command_from_its_own_tap():
    formula = describe()
    assert formula["install"]["commands"] == [README_BUILD + ["--disable-sandbox"]]
    assert formula["install"]["bin"] == [release_build.binary(".build")]
    # HEAD is the repository the formula sits in (the tap's clone), fetched with Git.
    assert formula["head"] == {"url": "file://" + ROOT, "options": {"using": "git"}}
    assert {"macos": "sequoia"} in formula["depends_on"]
    assert {"xcode": ["16.3", "build"]} in formula["depends_on"]


def install_section():
    readme = open(os.path.join(ROOT, "README.md"), encoding="utf-8").read()
    return readme.split("\n## Install\n", 1)[1].split("\n## ", 1)[0]


def block_after(section, label):
    """The lines of the first ```sh block after the paragraph that starts with `label`."""
    start = section.index("\n" + label)
    return re.search(r"```sh\n(.*?)```", section[start:], re.S).group(1).strip().splitlines()


def commands(line):
    """A shell line's commands (split at `&&`), each as its words."""
    found, current = [], []
    for word in shlex.split(line):
        if word == "&&":
            found.append(current)
            current = []
        else:
            current.append(word)
    return found + [current]


def test_readme_macos_install_is_two_commands_of_xcode_alone():
    section = install_section()
    lines = block_after(section, "**macOS**")
    assert len(lines) == 2, lines
    clone, build = (commands(line) for line in lines)
    assert clone[0][:2] == ["git", "clone"] and clone[1] == ["cd", "TabLint"]
    assert build[0] == README_BUILD, "the macOS build is the README's (and the benchmarks') release build"
    assert build[1][-2:] == [release_build.binary(".build"), "/usr/local/bin/tablint"]
    assert "brew" not in "\n".join(lines)
    assert "macOS 15" in section.split("**Homebrew**", 1)[0]


@needs_ruby
def test_readme_homebrew_lines_tap_this_repository_and_install_head():
    lines = block_after(install_section(), "**Homebrew**")
    assert [commands(line) for line in lines] == [
        [["brew", "tap", "<owner>/tablint", "https://github.com/<owner>/TabLint"]],
        [["brew", "install", "--HEAD", "tablint"]]]
    assert "url" not in describe(), "a formula without a stable version installs only with --HEAD"


def test_readme_mint_line_names_the_branch():
    section = install_section()
    mint = section.split("**Mint**", 1)[1].split("\n\n", 1)[0]
    assert "`mint install <owner>/TabLint@main`" in mint
    assert "`swift build -c release --product tablint`" in mint, "what Mint runs for an executable product"


def test_workflow_installs_and_tests_the_formula_as_the_readme_says():
    workflow = yaml.safe_load(open(os.path.join(ROOT, ".github", "workflows", "ci.yml"), encoding="utf-8"))
    steps = workflow["jobs"]["macos"]["steps"]
    script = next(step["run"] for step in steps if step.get("name", "").startswith("Homebrew formula"))
    lines = [commands(line)[0] for line in script.strip().splitlines()]
    assert lines[0][:3] == ["brew", "tap", "tablint/ci"]
    assert ["brew", "install", "--HEAD", "tablint/ci/tablint"] in lines
    assert ["brew", "test", "tablint/ci/tablint"] in lines


if __name__ == "__main__":
    sys.exit(pytest.main([__file__, "-q"]))
