"""Tests of .ci/bench/lsp_code_edit.py's workspace: the code-built tab bar project, without its Xcode project, and the
plain Swift files beside it."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "bench"))
import lsp_code_edit  # noqa: E402


def test_the_workspace_is_the_corpus_project_with_plain_files_and_no_xcode_project(tmp_path):
    work = str(tmp_path / "work")
    path = lsp_code_edit.workspace(work, 150)
    assert path == os.path.join(work, "CodeBuiltTabBar", "SceneDelegate.swift")
    assert "viewControllers = [" in open(path, encoding="utf-8").read()
    assert not os.path.exists(os.path.join(work, "CodeBuiltTabBar.xcodeproj"))
    assert os.path.isdir(os.path.join(work, ".git"))
    plain = [name for _, _, names in os.walk(os.path.join(work, "CodeBuiltTabBar", "Records")) for name in names]
    assert len(plain) == 150 and all(name.endswith(".swift") for name in plain)
    # Written anew each time.
    lsp_code_edit.workspace(work, 10)
    assert sum(len(names) for _, _, names in os.walk(os.path.join(work, "CodeBuiltTabBar", "Records"))) == 10
