"""The release build's flags (.ci/bench/release_build.py) are the README's and the GitHub Actions example's."""
import os
import re
import shlex
import sys

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, ".ci", "bench"))
import release_build  # noqa: E402


def swift_build_command(text):
    """The first `swift build ...` command of a shell text, continuation lines joined, as its words."""
    joined = re.sub(r"\\\n\s*", " ", text)
    for line in joined.splitlines():
        words = shlex.split(line.strip())
        if words[:2] == ["swift", "build"]:
            return words
    return None


def contains_in_order(words, flags):
    return any(words[start:start + len(flags)] == flags for start in range(len(words) - len(flags) + 1))


def test_readme_installs_the_release_build():
    readme = open(os.path.join(ROOT, "README.md"), encoding="utf-8").read()
    install = readme.split("## Install", 1)[1].split("\n## ", 1)[0]
    blocks = re.findall(r"```sh\n(.*?)```", install, re.S)
    commands = [swift_build_command(block) for block in blocks]
    assert ["swift", "build", *release_build.FLAGS, "--product", "tablint"] in commands


def test_github_actions_example_installs_the_release_build():
    workflow = yaml.safe_load(open(os.path.join(ROOT, "Docs", "ci", "github-actions.yml"), encoding="utf-8"))
    steps = workflow["jobs"]["tablint"]["steps"]
    install = next(step["run"] for step in steps if step.get("name") == "Install TabLint")
    words = swift_build_command(install)
    assert words is not None and contains_in_order(words, release_build.FLAGS), words


def test_build_command_names_the_product_and_the_scratch_folder():
    assert release_build.command("/tmp/scratch") == [
        "swift", "build", *release_build.FLAGS, "--product", "tablint", "--scratch-path", "/tmp/scratch"]


def test_helpers_read_commands_as_a_shell_does():
    assert swift_build_command("apt-get update\nswift build -c release \\\n  --product tablint\n") == [
        "swift", "build", "-c", "release", "--product", "tablint"]
    assert swift_build_command("echo swift build\n") is None
    assert contains_in_order(["a", "b", "c"], ["b", "c"]) and not contains_in_order(["a", "c", "b"], ["b", "c"])
