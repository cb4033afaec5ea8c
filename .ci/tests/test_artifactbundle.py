"""Tests of .ci/artifactbundle.py with stand-in binaries: the bundle's info.json (SE-0305's shape), the zip SwiftPM
unpacks, the TabLintPlugins package. `tablintTests/ArtifactBundleTests` runs the script on the real tablint and
builds a package with SwiftPM against its output."""
import filecmp
import hashlib
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import zipfile

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, ".ci"))
import artifactbundle  # noqa: E402

HOST = "x86_64-unknown-linux-gnu"
VERSION = artifactbundle.source_version()


def stand_in(folder, name, version=VERSION):
    """An executable shell script that prints `version` for `--version`, as tablint does."""
    path = os.path.join(folder, name)
    with open(path, "w") as file:
        file.write(f"#!/bin/sh\necho {version}\n")
    os.chmod(path, 0o755)
    return path


def check_info(description, bundle):
    """What SwiftPM reads from info.json (SE-0305): schema 1.0, one executable artifact named `tablint` (the name
    the plugins ask `context.tool(named:)` for), variants whose path is an executable file inside the bundle."""
    assert set(description) == {"schemaVersion", "artifacts"} and description["schemaVersion"] == "1.0"
    assert list(description["artifacts"]) == ["tablint"]
    artifact = description["artifacts"]["tablint"]
    assert set(artifact) == {"type", "version", "variants"} and artifact["type"] == "executable"
    assert artifact["version"] == VERSION
    for variant in artifact["variants"]:
        assert set(variant) == {"path", "supportedTriples"}
        assert not os.path.isabs(variant["path"]) and ".." not in variant["path"].split("/")
        assert os.access(os.path.join(bundle, variant["path"]), os.X_OK), variant
        assert variant["supportedTriples"] and all(isinstance(t, str) for t in variant["supportedTriples"])
    return artifact["variants"]


def test_bundle_has_one_variant_a_file_and_universal_binaries_share_one(tmp_path):
    linux, mac = stand_in(tmp_path, "linux"), stand_in(tmp_path, "mac")
    binaries = [(HOST, linux), ("arm64-apple-macosx", mac), ("x86_64-apple-macosx", mac)]
    bundle = str(tmp_path / "tablint.artifactbundle")
    artifactbundle.write_bundle(bundle, VERSION, artifactbundle.variants(binaries))
    variants = check_info(json.load(open(os.path.join(bundle, "info.json"))), bundle)
    assert [v["supportedTriples"] for v in variants] == [[HOST], ["arm64-apple-macosx", "x86_64-apple-macosx"]]
    assert variants[0]["path"] == f"tablint-{VERSION}-{HOST}/bin/tablint"
    assert filecmp.cmp(os.path.join(bundle, variants[1]["path"]), mac, shallow=False)
    with pytest.raises(ValueError, match=HOST):
        artifactbundle.variants([(HOST, linux), (HOST, mac)])


def test_zip_holds_the_bundle_at_its_root_keeps_modes_and_gives_the_same_bytes_again(tmp_path):
    bundle = str(tmp_path / "tablint.artifactbundle")
    artifactbundle.write_bundle(bundle, VERSION, [(stand_in(tmp_path, "tablint"), [HOST])])
    first = artifactbundle.write_zip(bundle, str(tmp_path / "a.zip"))
    os.utime(os.path.join(bundle, "info.json"), (0, 0))
    assert artifactbundle.write_zip(bundle, str(tmp_path / "b.zip")) == first
    assert first == hashlib.sha256(open(tmp_path / "a.zip", "rb").read()).hexdigest()
    names = zipfile.ZipFile(tmp_path / "a.zip").namelist()
    assert all(name.startswith("tablint.artifactbundle/") for name in names), names
    if shutil.which("unzip") is None:
        pytest.skip("unzip (what SwiftPM unpacks a bundle with on Linux) is not installed")
    subprocess.run(["unzip", "-q", str(tmp_path / "a.zip"), "-d", str(tmp_path / "x")], check=True)
    unpacked = tmp_path / "x" / "tablint.artifactbundle"
    check_info(json.load(open(unpacked / "info.json")), str(unpacked))


def test_binary_arguments_name_a_triple_or_mean_this_machine():
    assert artifactbundle.parse_binary("aarch64-unknown-linux-gnu=/b/tablint", HOST) == (
        "aarch64-unknown-linux-gnu", "/b/tablint")
    assert artifactbundle.parse_binary("/b/tablint", HOST) == (HOST, "/b/tablint")
    assert artifactbundle.parse_binary("/b/x=y", HOST) == (HOST, "/b/x=y")
    assert artifactbundle.parse_binary("bin/tablint", HOST) == (HOST, os.path.abspath("bin/tablint"))
    with pytest.raises(ValueError):
        artifactbundle.parse_binary("linux=/b/tablint", HOST)


def test_a_binary_that_needs_the_shared_swift_runtime_is_found_out():
    needed = ["libswiftCore.so", "libFoundation.so", "lib_FoundationICU.so", "libxml2.so.2", "libc.so.6"]
    assert artifactbundle.shared_swift_runtime(needed) == ["libswiftCore.so", "libFoundation.so", "lib_FoundationICU.so"]
    assert artifactbundle.shared_swift_runtime(["libxml2.so.2", "libstdc++.so.6", "libc.so.6"]) == []
    python = artifactbundle.needed_libraries(os.path.realpath(sys.executable))
    if python is not None:  # an ELF interpreter (Linux): it names libc, and no Swift
        assert any(name.startswith("libc.so") for name in python) and not artifactbundle.shared_swift_runtime(python)
    assert artifactbundle.needed_libraries(os.path.join(ROOT, "Package.swift")) is None


def test_a_binary_for_this_machine_must_print_this_checkout_s_version(tmp_path):
    right, wrong = stand_in(tmp_path, "right"), stand_in(tmp_path, "wrong", version="0.0.0-old")
    artifactbundle.check(HOST, right, HOST, VERSION, False)
    artifactbundle.check("aarch64-unknown-linux-gnu", wrong, HOST, VERSION, False)  # not run: not this machine's
    with pytest.raises(ValueError, match="0.0.0-old"):
        artifactbundle.check(HOST, wrong, HOST, VERSION, False)
    os.chmod(right, 0o644)
    with pytest.raises(ValueError, match="not an executable"):
        artifactbundle.check(HOST, right, HOST, VERSION, False)


def plugin_declarations(manifest):
    """Each `.plugin(name:capability:…)` target of a manifest as (name, capability text, dependency names)."""
    found = re.findall(r"\.plugin\(\s*name: \"(\w+)\",\s*capability: (.*?),\s*dependencies: \[([^\]]*)\]", manifest, re.S)
    return [(name, re.sub(r"\s+", " ", capability), re.findall(r'"(\w+)"', dependencies))
            for name, capability, dependencies in found]


def test_package_declares_the_plugins_as_tablint_does_and_copies_their_sources(tmp_path):
    archive = tmp_path / "tablint.artifactbundle.zip"
    archive.write_bytes(b"zip")
    artifactbundle.write_package(str(tmp_path / "local"), VERSION, str(archive), "c0ffee", None)
    artifactbundle.write_package(str(tmp_path / "remote"), VERSION, str(archive), "c0ffee", "https://example.com/t.zip")
    local = (tmp_path / "local" / "Package.swift").read_text()
    remote = (tmp_path / "remote" / "Package.swift").read_text()
    assert '.binaryTarget(name: "TabLintBinary", path: "tablint.artifactbundle.zip")' in local
    assert (tmp_path / "local" / "tablint.artifactbundle.zip").read_bytes() == b"zip"
    assert '.binaryTarget(name: "TabLintBinary", url: "https://example.com/t.zip", checksum: "c0ffee")' in remote
    assert not (tmp_path / "remote" / "tablint.artifactbundle.zip").exists()
    source = open(os.path.join(ROOT, "Package.swift")).read()
    ours = plugin_declarations(local)
    assert all(dependencies == ["TabLintBinary"] for _, _, dependencies in ours) and len(ours) == 2
    assert sorted((name, capability) for name, capability, _ in ours) == sorted(
        (name, capability) for name, capability, _ in plugin_declarations(source))
    for plugin in artifactbundle.PLUGINS:
        comparison = filecmp.dircmp(os.path.join(ROOT, "Plugins", plugin), tmp_path / "local" / "Plugins" / plugin)
        assert comparison.left_list == comparison.right_list and not comparison.diff_files


def test_main_writes_bundle_zip_and_package_and_replaces_an_earlier_run(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(artifactbundle, "host_triple", lambda: HOST)
    out = tmp_path / "out"
    artifactbundle.main(["--output", str(out), "--binary", f"arm64-apple-macosx={stand_in(tmp_path, 'mac')}"])
    artifactbundle.main(["--output", str(out), "--binary", stand_in(tmp_path, "linux")])
    printed = dict(line.split(": ", 1) for line in capsys.readouterr().out.splitlines()[-4:])
    assert printed["checksum"] == hashlib.sha256((out / "tablint.artifactbundle.zip").read_bytes()).hexdigest()
    assert sorted(os.listdir(out / "tablint.artifactbundle")) == ["info.json", f"tablint-{VERSION}-{HOST}"]
    assert (out / "TabLintPlugins" / "tablint.artifactbundle.zip").read_bytes() == (
        out / "tablint.artifactbundle.zip").read_bytes()
    with pytest.raises(SystemExit):
        artifactbundle.main(["--output", str(out), "--binary", stand_in(tmp_path, "old", version="0.0.0-old")])


def test_readme_commands_are_the_script_s_command_line():
    readme = open(os.path.join(ROOT, "README.md"), encoding="utf-8").read()
    commands = [shlex.split(line, comments=True) for line in re.sub(r"\\\n\s*", " ", readme).splitlines()
                if line.startswith("python3 .ci/artifactbundle.py")]
    assert len(commands) >= 4, commands
    for words in commands:
        options = artifactbundle.argument_parser().parse_args(words[2:])
        for spec in options.binary:
            artifactbundle.parse_binary(spec, HOST)
