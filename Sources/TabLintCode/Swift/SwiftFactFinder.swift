import SwiftParser
import SwiftSyntax

/// Finds facts in Swift source with swift-syntax: declarations of the restoration and customization delegate
/// methods, assignments to the properties that matter, storyboard calls and user-defaults writes. The parser
/// recovers from any error, so broken code gives what it can.
final class SwiftFactFinder: SyntaxVisitor {
    let source: SourceText
    var facts: [CodeFact] = []
    /// Enclosing type declarations, innermost last: the type's name and the names it inherits from.
    var types: [(name: String, inherited: [String])] = []
    /// `@AppStorage` properties: name → key.
    var appStorage: [String: String?] = [:]
    private static let appStorageWord = ByteSearch.Needle("AppStorage")
    private let tree: SourceFileSyntax
    /// The file's integer constants, worked out when a tab item's subscript needs them.
    lazy var intConstants = SwiftIntConstants(tree)
    /// Whether the file imports a test framework: the tab bars its tests build are no app's.
    lazy var isTestFile = tree.statements.contains { statement in
        guard let decl = statement.item.as(ImportDeclSyntax.self) else { return false }
        return ["XCTest", "Testing", "SnapshotTesting"].contains(decl.path.first?.name.text ?? "")
    }

    init(source: SourceText, tree: SourceFileSyntax) {
        self.source = source
        self.tree = tree
        super.init(viewMode: .sourceAccurate)
    }

    static func facts(in source: SourceText) -> [CodeFact] {
        let tree = source.bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let finder = SwiftFactFinder(source: source, tree: tree)
        if ByteSearch.contains(Self.appStorageWord, in: source.bytes) {
            finder.appStorage = SwiftAppStorage.properties(in: tree)
        }
        finder.walk(tree)
        return finder.facts
    }

    var enclosingType: String? { types.last.map { CodeFact.typeName($0.name) } }

    /// The enclosing type's name and the names it inherits from.
    var classNames: [String] { types.last.map { [CodeFact.typeName($0.name)] + $0.inherited } ?? [] }

    func add(_ kind: CodeFactKind, _ node: some SyntaxProtocol, detail: String? = nil) {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        facts.append(source.fact(kind, at: start..<max(start, end), in: enclosingType, detail: detail, phase: phase(of: node)))
    }

    /// When the method around `node` runs for its controller.
    func phase(of node: some SyntaxProtocol) -> CodePhase {
        guard let function = enclosingFunction(of: node) else { return .other }
        if let initializer = function.as(InitializerDeclSyntax.self) {
            let labels = initializer.signature.parameterClause.parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
            return .swiftInitializer(labels: labels)
        }
        if let method = function.as(FunctionDeclSyntax.self) { return .swiftMethod(method.name.text) }
        return .other
    }

    // MARK: Types

    private func push(_ name: String, _ clause: InheritanceClauseSyntax?) {
        let inherited = clause?.inheritedTypes.map { CodeFact.typeName($0.type.trimmedDescription) } ?? []
        types.append((name, inherited))
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        push(node.name.text, node.inheritanceClause)
        add(.classDeclared(superclass: types.last?.inherited.first), node.name)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        push(node.name.text, node.inheritanceClause)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        push(node.name.text, node.inheritanceClause)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        push(node.name.text, node.inheritanceClause)
        return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { types.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        push(node.name.text, node.inheritanceClause)
        return .visitChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { types.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        push(node.extendedType.trimmedDescription, node.inheritanceClause)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind { assignment(node) }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { call(node) }

    // MARK: Delegate methods

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.signature.parameterClause.parameters.map(\.firstName)
        let name = node.name.text
        let restoration = [
            "shouldSaveSecureApplicationState", "shouldSaveApplicationState", "shouldRestoreSecureApplicationState",
            "shouldRestoreApplicationState",
        ]
        var detail: String { "func \(name)(" + labels.map { $0.text + ":" }.joined() + ")" }
        if name == "application", let label = labels.first(where: { restoration.contains($0.text) }) {
            if !returnsOnlyFalse(node.body) { add(.restorationOptIn, label, detail: detail) }
        } else if name == "stateRestorationActivity", labels.first?.text == "for" {
            add(.sceneRestoration, node.name, detail: detail)
        } else if name == "tabBarController", let label = labels.first(where: { $0.text == "didEndCustomizing" }) {
            add(.tabCustomizationObserved, label, detail: detail)
        }
        return .visitChildren
    }

    /// Whether a body is just `return false` (or `false`): the method opts out.
    private func returnsOnlyFalse(_ body: CodeBlockSyntax?) -> Bool {
        guard let body, body.statements.count == 1, let item = body.statements.first?.item else { return false }
        let expression = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
        return expression?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
    }
}
