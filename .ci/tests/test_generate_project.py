"""Tests of Benchmarks/generate_project.py: the count asked for, well-formed XML, a complete project, same bytes
for the same seed."""
import filecmp
import json
import os
import sys
import xml.etree.ElementTree as ElementTree

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "Benchmarks"))
import generate_project  # noqa: E402


def files(folder, suffixes):
    return sorted(os.path.join(base, name) for base, _, names in os.walk(folder) for name in names if name.endswith(suffixes))


def test_writes_the_files_asked_for_as_well_formed_documents(tmp_path):
    out = tmp_path / "p"
    written = generate_project.generate(73, str(out), seed=3)
    documents = files(out, (".storyboard", ".xib"))
    assert written["ib"] == 73 == len(documents)
    assert len(files(out, (".storyboard",))) > len(files(out, (".xib",))) > 0
    for path in documents:
        root = ElementTree.parse(path).getroot()
        assert root.tag == "document" and root.get("targetRuntime") == "iOS.CocoaTouch"
    assert files(out, (".strings",)) and files(out, (".swift",))
    for path in files(out, ("Contents.json",)):
        json.load(open(path))
    pbxproj = open(out / "App.xcodeproj" / "project.pbxproj").read()
    assert "rootObject" in pbxproj and pbxproj.count("isa = PBXVariantGroup") == len(files(out, (".storyboard",)))


def test_the_same_seed_gives_the_same_bytes(tmp_path):
    generate_project.generate(40, str(tmp_path / "a"), seed=1)
    generate_project.generate(40, str(tmp_path / "b"), seed=1)
    comparison = filecmp.dircmp(tmp_path / "a", tmp_path / "b")

    def same(c):
        return not c.diff_files and not c.left_only and not c.right_only and all(same(s) for s in c.subdirs.values())

    assert same(comparison)
    generate_project.generate(40, str(tmp_path / "c"), seed=2)
    assert not same(filecmp.dircmp(tmp_path / "a", tmp_path / "c"))


def test_ten_times_the_files_is_ten_times_the_same_mix_of_sizes(tmp_path):
    # 100 and 1,000 files: 2 and 20 modules. Modules 2..19 use size mixes the smaller project lacks, so compare
    # the 2,000-file project (every mix twice) against the 1,000-file one (each once): their IB bytes must be in
    # the ratio of their files, where independent draws differ by several percent.
    small = generate_project.generate(1000, str(tmp_path / "small"), seed=1)
    large = generate_project.generate(2000, str(tmp_path / "large"), seed=1)
    assert large["ib"] == 2 * small["ib"]
    assert abs(large["bytes"] / small["bytes"] - 2) < 0.01


def test_object_ids_are_short_like_xcode_s_and_every_reference_holds(tmp_path):
    out = tmp_path / "p"
    generate_project.generate(60, str(out), seed=1)
    keys_checked = 0
    tables = files(out, (".strings",))
    for path in files(out, (".storyboard", ".xib")):
        root = ElementTree.parse(path).getroot()
        ids = [element.get("id") for element in root.iter() if element.get("id") and element.tag != "device"]
        assert len(ids) == len(set(ids)), path
        assert all(len(value) == 10 and value[3] == "-" and value[6] == "-" for value in ids), path
        for element in root.iter():
            for attribute in ("destination", "initialViewController"):
                if element.get(attribute):
                    assert element.get(attribute) in ids, (path, attribute)
        name = os.path.basename(path).replace(".storyboard", ".strings")
        for table in (table for table in tables if os.path.basename(table) == name):
            keys = [line.split(".title", 1)[0].strip('"') for line in open(table) if line.startswith('"')]
            assert all(key in ids for key in keys), table
            keys_checked += len(keys)
    assert keys_checked > 0


def test_storyboards_only_writes_storyboards_of_the_size_asked_and_nothing_else(tmp_path):
    out = tmp_path / "s"
    written = generate_project.storyboards_only(4, str(out), 80_000, seed=1)
    everything = files(out, ("",))
    assert everything == files(out, (".storyboard",)) and len(everything) == 4
    assert written == sum(os.path.getsize(path) for path in everything)
    for path in everything:
        assert 80_000 <= os.path.getsize(path) < 100_000
        root = ElementTree.parse(path).getroot()
        assert root.tag == "document" and len(root.findall(".//tabBarController")) == 1
        assert len(root.findall(".//tabBarController/connections/segue")) == 5
    again = generate_project.storyboards_only(4, str(tmp_path / "t"), 80_000, seed=1)
    assert again == written and not filecmp.dircmp(out / "App" / "Base.lproj", tmp_path / "t" / "App" / "Base.lproj").diff_files
