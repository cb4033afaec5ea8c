"""Tests of .ci/bench/lsp_benchmark.py's generated inputs: the ~1 MB storyboard is what its row says it is."""
import os
import sys
import xml.etree.ElementTree as ElementTree

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "bench"))
import lsp_benchmark  # noqa: E402


def test_the_large_storyboard_is_a_well_formed_megabyte_a_tag_a_line(tmp_path):
    path = lsp_benchmark.large_storyboard(str(tmp_path / "large"), 1024 * 1024)
    data = open(path, "rb").read()
    assert 1024 * 1024 <= len(data) < 1.2 * 1024 * 1024
    root = ElementTree.fromstring(data)
    assert root.tag == "document"
    assert len(root.findall(".//tabBarController")) == 1
    # Object ids as Xcode writes them (`generate_project.xcode_ids`), distinct.
    ids = [element.get("id") for element in root.iter() if element.get("id") and element.tag != "device"]
    assert len(ids) == len(set(ids)) and all(len(value) == 10 for value in ids)
    # Xcode writes a tag a line: no line holds two.
    assert all(line.count(b"<") <= 1 for line in data.split(b"\n"))
    # The server's workspace is the storyboard's own project.
    assert os.path.isdir(tmp_path / "large" / ".git")
    # The same bytes every time.
    again = lsp_benchmark.large_storyboard(str(tmp_path / "again"), 1024 * 1024)
    assert open(again, "rb").read() == data


def test_storyboards_in_lists_in_a_fixed_order(tmp_path):
    for name in ("b/Two.storyboard", "a/One.storyboard", "a/Z.xib", "c/Three.storyboard"):
        os.makedirs(tmp_path / os.path.dirname(name), exist_ok=True)
        (tmp_path / name).write_text("<document/>")
    found = [os.path.relpath(path, tmp_path) for path in lsp_benchmark.storyboards_in(str(tmp_path))]
    assert found == ["a/One.storyboard", "b/Two.storyboard", "c/Three.storyboard"]


def test_index_loaded_reads_the_session_figure():
    assert lsp_benchmark.index_loaded({"index_seconds": 1.25}) == "1250 ms"
    assert lsp_benchmark.index_loaded({"index_seconds": None}) == "(not logged)"
    assert lsp_benchmark.index_loaded({}) == "(not logged)"
