/// LSP `ServerCapabilities`: what TabLint's server offers.
public struct ServerCapabilities: Codable, Sendable, Hashable {
    public struct TextDocumentSyncOptions: Codable, Sendable, Hashable {
        public var openClose: Bool
        /// 1 full, 2 incremental.
        public var change: Int
        public var save: SaveOptions

        public init(openClose: Bool, change: Int, save: SaveOptions) {
            self.openClose = openClose
            self.change = change
            self.save = save
        }
    }

    public struct SaveOptions: Codable, Sendable, Hashable {
        public var includeText: Bool
        public init(includeText: Bool) { self.includeText = includeText }
    }

    public struct CodeActionOptions: Codable, Sendable, Hashable {
        public var codeActionKinds: [CodeActionKind]
        public init(codeActionKinds: [CodeActionKind]) { self.codeActionKinds = codeActionKinds }
    }

    public struct DiagnosticOptions: Codable, Sendable, Hashable {
        public var identifier: String?
        public var interFileDependencies: Bool
        public var workspaceDiagnostics: Bool

        public init(identifier: String?, interFileDependencies: Bool, workspaceDiagnostics: Bool) {
            self.identifier = identifier
            self.interFileDependencies = interFileDependencies
            self.workspaceDiagnostics = workspaceDiagnostics
        }
    }

    public var positionEncoding: PositionEncodingKind
    public var textDocumentSync: TextDocumentSyncOptions
    public var hoverProvider: Bool
    public var documentSymbolProvider: Bool
    public var definitionProvider: Bool
    public var referencesProvider: Bool
    public var codeActionProvider: CodeActionOptions
    public var diagnosticProvider: DiagnosticOptions

    public init(
        positionEncoding: PositionEncodingKind, textDocumentSync: TextDocumentSyncOptions, hoverProvider: Bool,
        documentSymbolProvider: Bool, definitionProvider: Bool, referencesProvider: Bool, codeActionProvider: CodeActionOptions,
        diagnosticProvider: DiagnosticOptions
    ) {
        self.positionEncoding = positionEncoding
        self.textDocumentSync = textDocumentSync
        self.hoverProvider = hoverProvider
        self.documentSymbolProvider = documentSymbolProvider
        self.definitionProvider = definitionProvider
        self.referencesProvider = referencesProvider
        self.codeActionProvider = codeActionProvider
        self.diagnosticProvider = diagnosticProvider
    }
}
