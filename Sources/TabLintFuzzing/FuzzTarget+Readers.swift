import Foundation
import TabLintCode
import TabLintCore
import TabLintModel
import TabLintRules
import TabLintSource
import TabLintWorkspace
import TabLintXcode

extension FuzzTarget {
    /// libxml2, the element tree with its byte ranges, and model decoding: storyboards, modern xibs and legacy
    /// `<archive>` xibs (the root element decides), as a `.storyboard` and as a `.xib`.
    static let documents = FuzzTarget(name: "documents", summary: "XML layer and IB model decoding (DocumentLoader)") { bytes in
        for name in ["/fuzz/Main.storyboard", "/fuzz/View.xib"] {
            _ = DocumentLoader.load(SourceFile(url: URL(fileURLWithPath: name), bytes: bytes))
        }
    }

    /// `.strings` files: Foundation's property list parser and `StringsKeyScanner`'s key positions.
    static let strings = FuzzTarget(name: "strings", summary: ".strings reader (StringsFileReader)") { bytes in
        _ = StringsFileReader.read(SourceFile(url: URL(fileURLWithPath: "/fuzz/en.lproj/Main.strings"), bytes: bytes))
    }

    /// `.tablint.yml` through Yams' node API, with every registered rule's options.
    static let configuration = FuzzTarget(name: "configuration", summary: ".tablint.yml loader (ConfigurationLoader)") { bytes in
        let text = String(decoding: bytes, as: UTF8.self)
        _ = try? ConfigurationLoader.parse(text, path: "/fuzz/.tablint.yml", directory: URL(fileURLWithPath: "/fuzz"), rules: ruleDescriptions)
    }

    private static let ruleDescriptions = RuleRegistry.all.map { $0.description }

    /// The same bytes as a `project.pbxproj` (OpenStep plist, build settings, group paths, synchronized
    /// folders), as an Info.plist (XML, binary or old-style) and as an XcodeGen `project.yml` (YAML, includes,
    /// templates, source globs). Nothing is read from disk: every other file (an `.xcconfig` a configuration names,
    /// a spec one includes) is missing.
    static let project = FuzzTarget(
        name: "project", summary: "project.pbxproj, Info.plist and project.yml reading (XcodeProject, InfoPlist, XcodeGenProject)"
    ) { bytes in
        let read: (String) throws -> [UInt8] = { path in
            guard path.hasSuffix("/project.pbxproj") else { throw CocoaError(.fileNoSuchFile) }
            return bytes
        }
        if case .success(let project) = XcodeProject.read(at: "/fuzz/App.xcodeproj", contents: read) {
            for target in project.targets { _ = target.contains("/fuzz/App/Base.lproj/Main.storyboard") }
        }
        _ = InfoPlist.read(at: "/fuzz/App/Info.plist", contents: { _ in bytes })
        let spec: (String) throws -> [UInt8] = { path in
            guard path == "/fuzz/project.yml" else { throw CocoaError(.fileNoSuchFile) }
            return bytes
        }
        if case .success(let project?) = XcodeGenProject.read(
            specAt: "/fuzz/project.yml", infoPlistCandidates: ["/fuzz/App/Info.plist"], contents: spec)
        {
            for target in project.targets { _ = target.contains("/fuzz/App/Base.lproj/Main.storyboard") }
        }
    }

    /// The Swift (swift-syntax) and Objective-C (`ObjCScanner`) fact finders, on the same bytes.
    static let code = FuzzTarget(name: "code", summary: "Swift and Objective-C fact extractors (CodeReader.parse)") { bytes in
        for name in ["/fuzz/AppDelegate.swift", "/fuzz/AppDelegate.m"] {
            _ = CodeReader.parse(inFile: name, bytes: bytes)
        }
    }
}
