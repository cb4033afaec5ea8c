import TabLintSource
import TabLintXML

extension UnsupportedDocument: Error {}

/// Recognises the kind of Interface Builder document and hands it to the right decoder.
enum DocumentDecoder {
    static func decode(_ xml: XMLDocument, root: XMLElement) -> Result<IBDocument, UnsupportedDocument> {
        let type = root["type"] ?? ""
        let anchor = root.attribute("type")?.valueRange ?? root.nameRange
        switch root.name {
        case "document", "archive":
            guard type.hasPrefix("com.apple.InterfaceBuilder") else {
                let shown = type.isEmpty ? "no type" : "type '\(type)'"
                return .failure(
                    UnsupportedDocument(
                        message: "Not an Interface Builder document: <\(root.name)> has \(shown)", range: anchor))
            }
        default:
            return .failure(
                UnsupportedDocument(
                    message: "Not an Interface Builder document: the root element is <\(root.name)>, not <document> or <archive>",
                    range: root.nameRange))
        }
        let platform = platform(type: type, targetRuntime: root["targetRuntime"])
        if root.name == "archive" {
            return .success(LegacyArchiveDecoder(xml: xml, platform: platform, type: type).decode())
        }
        let format: DocumentFormat = type.utf8.contains("Storyboard".utf8) ? .storyboard : .xib
        return .success(ModernDocumentDecoder(xml: xml, format: format, platform: platform, type: type).decode())
    }

    /// Platform by `targetRuntime` prefix, else by the type string (tvOS and watchOS types have no "3").
    static func platform(type: String, targetRuntime: String?) -> Platform {
        if let runtime = targetRuntime {
            if runtime.hasPrefix("iOS") { return .iOS }
            if runtime.hasPrefix("AppleTV") { return .tvOS }
            if runtime.lowercased().hasPrefix("watchkit") { return .watchOS }
            if runtime.hasPrefix("MacOSX") { return .macOS }
        }
        if type.utf8.contains("CocoaTouch".utf8) { return .iOS }
        if type.utf8.contains("AppleTV".utf8) { return .tvOS }
        if type.utf8.contains("WatchKit".utf8) { return .watchOS }
        if type.utf8.contains("Cocoa".utf8) { return .macOS }
        return .unknown
    }
}
