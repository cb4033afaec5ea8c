import SwiftSyntax

/// The `@AppStorage("key") var name` properties of a file.
final class SwiftAppStorage: SyntaxVisitor {
    private var properties: [String: String?] = [:]

    static func properties(in tree: some SyntaxProtocol) -> [String: String?] {
        let visitor = SwiftAppStorage(viewMode: .sourceAccurate)
        visitor.walk(tree)
        return visitor.properties
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for case .attribute(let attribute) in node.attributes
        where attribute.attributeName.trimmedDescription == "AppStorage" {
            let key = attribute.arguments?.as(LabeledExprListSyntax.self)?.first.flatMap { SwiftWords.literal($0.expression) }
            for binding in node.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { properties[name] = key }
            }
        }
        return .skipChildren
    }
}
