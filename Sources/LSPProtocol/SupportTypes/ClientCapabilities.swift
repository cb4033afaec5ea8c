/// LSP `ClientCapabilities`, kept as JSON and read leniently: a client that sends an odd value for a
/// capability TabLint does not use must still be able to initialize.
public struct ClientCapabilities: Codable, Sendable, Hashable {
    public var raw: LSPAny

    public init(_ raw: LSPAny = .object([:])) { self.raw = raw }

    public init(from decoder: any Decoder) throws {
        raw = (try? LSPAny(from: decoder)) ?? .object([:])
    }

    public func encode(to encoder: any Encoder) throws { try raw.encode(to: encoder) }

    /// The value at a path of object keys (`["textDocument", "hover"]`).
    public func value(_ path: String...) -> LSPAny? {
        var current: LSPAny? = raw
        for key in path { current = current?[key] }
        return current
    }

    /// `general.positionEncodings`, in the client's order of preference.
    public var positionEncodings: [PositionEncodingKind] {
        (value("general", "positionEncodings")?.arrayValue ?? []).compactMap { $0.stringValue.map(PositionEncodingKind.init) }
    }

    public var supportsWorkDoneProgress: Bool { value("window", "workDoneProgress")?.boolValue ?? false }

    public var supportsWatchedFilesRegistration: Bool {
        value("workspace", "didChangeWatchedFiles", "dynamicRegistration")?.boolValue ?? false
    }

    public var supportsHierarchicalSymbols: Bool {
        value("textDocument", "documentSymbol", "hierarchicalDocumentSymbolSupport")?.boolValue ?? false
    }

    /// The client pulls diagnostics itself (`textDocument/diagnostic`).
    public var supportsPullDiagnostics: Bool { value("textDocument", "diagnostic") != nil }

    public var hoverFormats: [MarkupKind] {
        (value("textDocument", "hover", "contentFormat")?.arrayValue ?? []).compactMap { $0.stringValue.map(MarkupKind.init) }
    }
}
