"""End-to-end tests of `tablint lsp` through pytest-lsp (pygls' client), over a real pipe to the built binary.

Run by `swift test` (LSPEndToEndTests) with TABLINT_BIN set; by hand:
  TABLINT_BIN=$PWD/.build/debug/tablint .venv/bin/python -m pytest -q Tests/e2e/pytest_lsp
"""
import asyncio
import json
import os
import pathlib
import subprocess

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

REPO = pathlib.Path(__file__).resolve().parents[3]
CORPUS = REPO / "Corpus"
SERVER = [os.environ.get("TABLINT_BIN", str(REPO / ".build/debug/tablint")), "lsp", "--stdio"]
TIMEOUT = 20

EMOJI_STORYBOARD = """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="tbc">
    <scenes>
        <scene sceneID="s">
            <objects>
                <tabBarController id="tbc" sceneMemberID="viewController">
                    <connections>
                        <segue destination="party" kind="relationship" relationship="viewControllers" id="s1"/>
                        <segue destination="plain" kind="relationship" relationship="viewControllers" id="s2"/>
                        <segue destination="icon" kind="relationship" relationship="viewControllers" id="s3"/>
                    </connections>
                </tabBarController>
                <viewController id="party" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" badgeValue="🎉" title="设置🎉" id="i1"/>
                </viewController>
                <viewController title="Plain" id="plain" sceneMemberID="viewController"/>
                <viewController id="icon" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Saved" image="bookmark" catalog="system" id="i3"/>
                </viewController>
            </objects>
        </scene>
    </scenes>
</document>
"""


def units(text: str, encoding: str) -> int:
    if encoding == "utf-8":
        return len(text.encode("utf-8"))
    if encoding == "utf-32":
        return len(text)
    return len(text.encode("utf-16-le")) // 2


def offset(text: str, position: types.Position, encoding: str = "utf-16") -> int:
    """Character offset in `text` of an LSP position, computed here (not by the server)."""
    lines = text.split("\n")
    line = lines[position.line]
    count = 0
    for index, char in enumerate(line):
        if count >= position.character:
            return sum(len(l) + 1 for l in lines[: position.line]) + index
        count += units(char, encoding)
    return sum(len(l) + 1 for l in lines[: position.line]) + len(line)


def apply(text: str, edits) -> str:
    spans = sorted(((offset(text, e.range.start), offset(text, e.range.end), e.new_text) for e in edits), reverse=True)
    for start, end, new in spans:
        text = text[:start] + new + text[end:]
    return text


def cli_diagnostics(path: pathlib.Path):
    """What `tablint lint --format json` reports for one file (linting its project folder)."""
    out = subprocess.run(
        [SERVER[0], "lint", str(path.parents[2]), "--format", "json", "--fail-on", "never", "--quiet"],
        capture_output=True, text=True, check=True, cwd=REPO).stdout
    for entry in json.loads(out)["files"]:
        if entry["uri"] == path.as_uri():
            return entry["diagnostics"]
    return []


async def start(client: LanguageClient, root: pathlib.Path, encodings=None):
    capabilities = client_capabilities("neovim@v0.7.0")  # recorded from a real Neovim 0.7 client
    if encodings is not None:
        capabilities.general = types.GeneralClientCapabilities(position_encodings=encodings)
    return await client.initialize_session(types.InitializeParams(capabilities=capabilities, root_uri=root.as_uri()))


async def open_and_wait(client: LanguageClient, path: pathlib.Path, text: str = None, version: int = 1):
    text = path.read_text(encoding="utf-8") if text is None else text
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=path.as_uri(), language_id="xml", version=version, text=text)))
    return await wait_for_version(client, path.as_uri(), version)


async def wait_for_version(client: LanguageClient, uri: str, version: int):
    async def wait():
        while True:
            params = await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
            if params.uri == uri and params.version == version:
                return params.diagnostics
    return await asyncio.wait_for(wait(), timeout=TIMEOUT)


@pytest_lsp.fixture(config=ClientServerConfig(server_command=SERVER))
async def client(lsp_client: LanguageClient):
    yield lsp_client
    await lsp_client.shutdown_session()


@pytest.mark.asyncio
async def test_lifecycle_and_capabilities(client: LanguageClient):
    result = await start(client, CORPUS)
    capabilities = result.capabilities
    assert capabilities.position_encoding in (None, types.PositionEncodingKind.Utf16)
    assert capabilities.text_document_sync.change == types.TextDocumentSyncKind.Incremental
    assert capabilities.hover_provider and capabilities.document_symbol_provider and capabilities.definition_provider
    assert list(capabilities.code_action_provider.code_action_kinds) == [types.CodeActionKind.QuickFix]
    assert result.server_info.name == "tablint"
    from pygls.exceptions import JsonRpcMethodNotFound
    with pytest.raises(JsonRpcMethodNotFound):
        await client.protocol.send_request_async("tablint/noSuchMethod", {})


@pytest.mark.asyncio
async def test_diagnostics_match_the_cli(client: LanguageClient):
    await start(client, CORPUS)
    path = CORPUS / "MissingTabBarItem/MissingTabBarItem/Base.lproj/Main.storyboard"
    published = await open_and_wait(client, path)
    expected = cli_diagnostics(path)
    assert len(expected) == 4
    assert [(d.code, d.range.start.line, d.range.start.character, d.message) for d in published] == [
        (d["code"], d["range"]["start"]["line"], d["range"]["start"]["character"], d["message"]) for d in expected]


@pytest.mark.asyncio
async def test_a_swift_file_gets_the_findings_in_it_and_is_linted_again_on_edits(client: LanguageClient):
    await start(client, CORPUS / "TabTitleOverridden")
    path = CORPUS / "TabTitleOverridden/TabTitleOverridden/HistoryViewController.swift"
    text = path.read_text(encoding="utf-8")
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=path.as_uri(), language_id="swift", version=1, text=text)))
    published = await wait_for_version(client, path.as_uri(), 1)
    expected = cli_diagnostics(path)
    assert len(expected) == 1 and expected[0]["code"] == "tab_title_overridden"
    assert [(d.code, d.range.start.line, d.range.start.character, d.range.end.character, d.message) for d in published] == [
        (d["code"], d["range"]["start"]["line"], d["range"]["start"]["character"], d["range"]["end"]["character"], d["message"])
        for d in expected]
    # An incremental edit that titles the navigation bar only: the finding goes.
    line = text.split("\n").index('        title = "Recently Played"')
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=path.as_uri(), version=2),
            content_changes=[types.TextDocumentContentChangePartial(
                range=types.Range(start=types.Position(line=line, character=8), end=types.Position(line=line, character=8)),
                text="navigationItem.")]))
    assert list(await wait_for_version(client, path.as_uri(), 2)) == []


@pytest.mark.asyncio
@pytest.mark.parametrize("encoding", ["utf-8", "utf-32"])
async def test_negotiated_encoding_puts_emoji_titles_on_the_right_columns(client: LanguageClient, tmp_path, encoding):
    result = await start(client, tmp_path, encodings=[encoding, "utf-16"])
    assert result.capabilities.position_encoding == encoding
    path = tmp_path / "Main.storyboard"
    path.write_text(EMOJI_STORYBOARD, encoding="utf-8")
    published = await open_and_wait(client, path)
    info = next(d for d in published if "设置🎉" in d.message)
    line = EMOJI_STORYBOARD.split("\n")[info.range.start.line]
    prefix = line[: line.index('title="') + len('title="')]
    assert info.range.start.character == units(prefix, encoding)
    assert info.range.end.character == units(prefix + "设置🎉", encoding)


@pytest.mark.asyncio
async def test_quick_fix_edit_removes_the_finding(client: LanguageClient, tmp_path):
    await start(client, tmp_path)
    path = tmp_path / "Main.storyboard"
    path.write_text(EMOJI_STORYBOARD, encoding="utf-8")
    published = await open_and_wait(client, path)
    missing = next(d for d in published if d.code == "missing_tab_bar_item" and "no tab bar item" in d.message)
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=path.as_uri()), range=missing.range,
            context=types.CodeActionContext(diagnostics=[missing])))
    [action] = actions
    assert action.title == "Add a tab bar item 'Plain'"
    assert action.kind == types.CodeActionKind.QuickFix and action.is_preferred
    fixed = apply(EMOJI_STORYBOARD, action.edit.changes[path.as_uri()])
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=path.as_uri(), version=2),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=fixed)]))
    after = await wait_for_version(client, path.as_uri(), 2)
    assert not any("no tab bar item" in d.message for d in after)
    assert not any(d.code in ("xml_parse_error", "duplicate_object_id") for d in after)


@pytest.mark.asyncio
async def test_hover_symbols_and_definition(client: LanguageClient):
    await start(client, CORPUS)
    main = CORPUS / "StoryboardReferences/StoryboardReferences/Base.lproj/Main.storyboard"
    text = main.read_text(encoding="utf-8")
    await open_and_wait(client, main)
    lines = text.split("\n")

    reference_line = next(i for i, l in enumerate(lines) if "<viewControllerPlaceholder" in l and "referencedIdentifier" in l)
    position = types.Position(line=reference_line, character=lines[reference_line].index("<viewControllerPlaceholder") + 3)
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=main.as_uri()), position=position))
    assert "storyboard reference" in hover.contents.value and "Resolves to" in hover.contents.value

    definition = await client.text_document_definition_async(
        types.DefinitionParams(text_document=types.TextDocumentIdentifier(uri=main.as_uri()), position=position))
    targets = definition if isinstance(definition, list) else [definition]
    assert len(targets) == 1 and targets[0].uri != main.as_uri() and targets[0].uri.endswith(".storyboard")

    symbols = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=main.as_uri())))
    tab_bar = symbols[0]
    assert tab_bar.name.startswith("Tab bar controller")
    assert tab_bar.children and all(child.name.startswith("Tab ") for child in tab_bar.children)
