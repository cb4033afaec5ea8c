"""Tests of .ci/modules_diagram.py: Docs/Modules.md's diagram is the manifest's, the generator's order and names on a
small manifest, and --check / --write on a stale block."""
import json
import os
import random
import shutil
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPT = os.path.join(ROOT, ".ci", "modules_diagram.py")
sys.path.insert(0, os.path.join(ROOT, ".ci"))
import modules_diagram  # noqa: E402


def target(name, *dependencies, kind="regular"):
    """A target as `swift package dump-package` prints it; a dependency is a name, or (product, package)."""
    entries = [{"byName": [dep, None]} if isinstance(dep, str) else {"product": [dep[0], dep[1], None, None]}
               for dep in dependencies]
    return {"name": name, "type": kind, "dependencies": entries}


# Layers: Alpha, CLib 0; Base 1; Helpers, Parser 2; Feature 3; App 4. `Yams` is no target: another package's product
# named alone. Tests and plugins are left out, and so are the dependencies on them.
MANIFEST = {"name": "Small", "targets": [
    target("App", "Feature", ("ArgumentParser", "swift-argument-parser"), kind="executable"),
    target("Feature", "Base", "Parser", ("SwiftSyntax", "swift-syntax"), ("SwiftParser", "swift-syntax")),
    target("Parser", "Base"),
    target("Helpers", "Yams", "Base"),
    target("Base", "CLib"),
    target("CLib", kind="system"),
    target("Alpha"),
    target("FeatureTests", "Feature", "Helpers", kind="test"),
    target("Lint", "App", kind="plugin"),
]}

EXPECTED = (
    "Alpha\n"
    "CLib\n"
    "Base     ← CLib\n"
    "Helpers  ← Base, Yams\n"
    "Parser   ← Base\n"
    "Feature  ← Parser, Base, swift-syntax\n"
    "App      ← Feature, swift-argument-parser\n"
)


def run(*arguments):
    return subprocess.run([sys.executable, SCRIPT, *arguments], cwd=ROOT, capture_output=True, text=True)


def document(diagram_text):
    return ("# Modules\n\nOverview.\n\n" + modules_diagram.BEGIN + "\n```text\n" + diagram_text + "```\n"
            + modules_diagram.END + "\n\n## TabLintSource\n\nText after the diagram.\n")


@pytest.mark.skipif(shutil.which("swift") is None, reason="swift is not on PATH: no manifest to dump")
def test_the_committed_modules_doc_has_the_manifests_diagram():
    # `swift package dump-package`, with a scratch folder of its own so as not to wait for a build's lock.
    names = {t["name"] for t in modules_diagram.dump_package()["targets"] if t["type"] not in ("test", "plugin")}
    checked = run("--check", os.path.join(ROOT, "Docs", "Modules.md"))
    assert checked.returncode == 0, (
        "Docs/Modules.md's diagram is stale; run python3 .ci/modules_diagram.py --write Docs/Modules.md\n"
        + checked.stdout + checked.stderr)
    # The diagram holds every module, and only modules.
    text = open(os.path.join(ROOT, "Docs", "Modules.md"), encoding="utf-8").read()
    listed = {line.split()[0] for line in modules_diagram.committed_diagram(text).splitlines()}
    assert listed == names


def test_a_small_manifest_gives_layers_by_name_and_package_names_for_products():
    assert modules_diagram.diagram(MANIFEST) == EXPECTED


def test_the_order_of_the_manifest_does_not_change_the_diagram():
    shuffled = json.loads(json.dumps(MANIFEST))
    generator = random.Random(7)
    for _ in range(5):
        generator.shuffle(shuffled["targets"])
        for entry in shuffled["targets"]:
            generator.shuffle(entry["dependencies"])
        assert modules_diagram.diagram(shuffled) == EXPECTED


def test_a_cycle_is_an_error():
    cyclic = {"targets": [target("A", "B"), target("B", "C"), target("C", "A")]}
    with pytest.raises(modules_diagram.DiagramError, match="cycle"):
        modules_diagram.diagram(cyclic)


def test_check_fails_on_a_stale_block_and_write_mends_it(tmp_path):
    manifest = tmp_path / "manifest.json"
    manifest.write_text(json.dumps(MANIFEST))
    doc = tmp_path / "Modules.md"
    doc.write_text(document(EXPECTED), encoding="utf-8")
    current = run("--manifest", str(manifest), "--check", str(doc))
    assert current.returncode == 0, current.stdout + current.stderr

    stale = EXPECTED.replace("Parser   ← Base\n", "Parser   ← Base, Alpha\n")
    doc.write_text(document(stale), encoding="utf-8")
    checked = run("--manifest", str(manifest), "--check", str(doc))
    assert checked.returncode == 1
    assert "-Parser   ← Base, Alpha\n+Parser   ← Base\n" in checked.stdout
    assert doc.read_text(encoding="utf-8") == document(stale), "--check writes nothing"

    written = run("--manifest", str(manifest), "--write", str(doc))
    assert written.returncode == 0, written.stderr
    assert doc.read_text(encoding="utf-8") == document(EXPECTED), "only the block changes"
    assert run("--manifest", str(manifest), "--check", str(doc)).returncode == 0


def test_check_fails_when_the_block_is_no_text_code_block_or_the_markers_are_missing(tmp_path):
    manifest = tmp_path / "manifest.json"
    manifest.write_text(json.dumps(MANIFEST))
    doc = tmp_path / "Modules.md"
    doc.write_text(document(EXPECTED).replace("```text\n", "```\n"), encoding="utf-8")
    assert run("--manifest", str(manifest), "--check", str(doc)).returncode == 1
    doc.write_text("# Modules\n\nNo diagram.\n", encoding="utf-8")
    missing = run("--manifest", str(manifest), "--check", str(doc))
    assert missing.returncode == 2 and "modules-diagram:begin" in missing.stderr
