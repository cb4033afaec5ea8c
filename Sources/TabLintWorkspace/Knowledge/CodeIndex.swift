import Foundation
import TabLintCode
import TabLintParallel
import TabLintSource

/// The app code TabLint has read, and the answers it gave: a value, grown only by the evidence phase
/// (`answering(_:paths:read:)`), never by the rules that read it.
///
/// Answering reads each source file of the bundles asked about once, notes the words it holds (`CodeWords`), and
/// parses only the files whose words can answer: the app delegate's restoration methods are only in files with
/// `ApplicationState`, a persisted tab order only in files that also name user defaults, the code of class `Feed`
/// only in files that name `Feed`. A file is parsed at most once, whatever question first needs it.
package struct CodeIndex: Sendable {
    /// A question about the code of a set of bundles (`ProjectKnowledge.bundleIndices`).
    package struct Key: Hashable, Sendable {
        package let bundles: [Int]
        package let question: CodeQuestion
    }

    /// One source file read: its words, the classes it declares, its bytes until it is parsed (a later question may
    /// need it), then its facts.
    private struct File: Sendable {
        let words: CodeWords
        /// The classes it declares, with the class each inherits ("" where the file does not say): read from the
        /// bytes, never parsed for.
        let declares: [String: String]
        var bytes: [UInt8]?
        var parse: Parse?
        /// Why the file could not be read (it then holds no fact).
        var failure: String?
    }

    private struct Parse: Sendable {
        let result: CodeReader.FileResult
        /// The text, for a file with facts (findings cite them).
        let text: SourceFile?
    }

    private var files: [String: File] = [:]
    /// The code files of each bundle set asked about (sorted): empty when the bundles have no code.
    private var pathsByBundles: [[Int]: [String]] = [:]
    private var answers: [Key: [CodeFact]] = [:]
    /// The files some question covered, and of them those parsed: what the report counts.
    private var counted: (read: Set<String>, parsed: Set<String>) = ([], [])

    package init() {}

    /// The code files of `bundles`, or `nil` when the evidence phase has not been asked about them.
    package func paths(of bundles: [Int]) -> [String]? { pathsByBundles[bundles] }

    /// The answer to `key`, or `nil` when the evidence phase has not been asked it.
    package func answer(_ key: Key) -> [CodeFact]? { answers[key] }

    /// The text of a file whose facts an answer holds.
    package func text(of path: String) -> SourceFile? { files[path]?.parse?.text }

    /// Every tab bar built in code the evidence phase found (`CodeQuestion.tabBarsBuilt`), each once.
    package var tabBarsBuilt: [CodeFact] {
        var seen = Set<CodeFact>()
        let found = answers.filter { $0.key.question == .tabBarsBuilt }.values.joined()
        return found.filter { seen.insert($0).inserted }.sorted { ($0.file, $0.range.lowerBound) < ($1.file, $1.range.lowerBound) }
    }

    /// How many tab bars built in code the evidence phase found, and of them how many have tabs TabLint lists.
    package var tabBarsBuiltCounts: (found: Int, listed: Int) {
        let bars = tabBarsBuilt
        let listed = bars.filter { if case .tabBarBuilt(let bar) = $0.kind { bar.tabs != nil } else { false } }.count
        return (bars.count, listed)
    }

    /// Source files read because a question covered them, and of them those parsed (for the report's `evidence`).
    package var counts: (read: Int, parsed: Int) { (counted.read.count, counted.parsed.count) }

    /// The source files some question covered (read for it).
    package var readPaths: Set<String> { counted.read }

    /// The source files the evidence phase could not read, by path, with the reason.
    package var unreadable: [String: String] {
        var found: [String: String] = [:]
        for (path, file) in files { if let failure = file.failure { found[path] = failure } }
        return found
    }

    /// This index without what it read of the file at `path`, nor any answer (answers are made again from the other
    /// files' words and facts, which are kept): for a source file that changed.
    package func forgetting(_ path: String) -> CodeIndex {
        var next = self
        next.files[path] = nil
        next.answers = [:]
        return next
    }

    /// This index with `paths` recorded for bundle sets and `keys` answered, in one parallel pass for the reading
    /// and one for the parsing. `paths` must hold every bundle set of `keys`.
    func answering(_ keys: Set<Key>, paths: [[Int]: [String]], read: @Sendable (String) throws -> [UInt8]) -> CodeIndex {
        var next = self
        for (bundles, list) in paths { next.pathsByBundles[bundles] = list }
        let keys = keys.filter { next.answers[$0] == nil }
        let wanted = Set(keys.flatMap { next.pathsByBundles[$0.bundles]! })
        let unread = wanted.filter { next.files[$0] == nil }.sorted()
        for (path, file) in zip(unread, unread.parallelMap { Self.scan($0, read) }) { next.files[path] = file }

        var candidates: [Key: [String]] = [:]
        // Where a class is declared, and what it inherits, is read from the scan: no file is parsed for it.
        for key in keys {
            guard case .declaration(let name) = key.question else { continue }
            next.answers[key] = next.pathsByBundles[key.bundles]!.compactMap { path -> CodeFact? in
                guard let superclass = next.files[path]?.declares[name] else { return nil }
                return CodeFact(
                    kind: .classDeclared(superclass: superclass.isEmpty ? nil : superclass), file: path, range: 0..<0, line: 1, column: 1,
                    enclosingType: name, detail: "class \(name)")
            }
            next.counted.read.formUnion(next.pathsByBundles[key.bundles]!)
        }
        for key in keys {
            if case .declaration = key.question { continue }
            let words = key.question.words
            let needles = key.question.needles.map(ByteSearch.Needle.init)
            let required = key.question.requiredNeedles.map(ByteSearch.Needle.init)
            candidates[key] = next.pathsByBundles[key.bundles]!.filter { path in
                guard let file = next.files[path], file.words.holds(words) else { return false }
                // A parsed file has dropped its bytes: its facts are filtered where they are used.
                guard let bytes = file.bytes else { return true }
                if !needles.isEmpty, !needles.contains(where: { ByteSearch.contains($0, in: bytes) }) { return false }
                return required.allSatisfy { ByteSearch.contains($0, in: bytes) }
            }
        }
        let unparsed = Set(candidates.values.joined()).filter { next.files[$0]?.parse == nil }.sorted()
        let parses = unparsed.map { (path: $0, bytes: next.files[$0]?.bytes ?? []) }.parallelMap { Self.parse($0.path, $0.bytes) }
        for (path, parse) in zip(unparsed, parses) {
            next.files[path]?.parse = parse
            next.files[path]?.bytes = nil
        }
        for key in keys {
            guard let list = candidates[key] else { continue }
            next.answers[key] = list.flatMap { next.files[$0]?.parse?.result.facts ?? [] }.filter(key.question.isAnswered(by:))
            next.counted.read.formUnion(next.pathsByBundles[key.bundles]!)
            next.counted.parsed.formUnion(list.filter { next.files[$0]?.parse?.result.parsed ?? false })
        }
        return next
    }

    private static func scan(_ path: String, _ read: (String) throws -> [UInt8]) -> File {
        // An unreadable file is read as empty: it holds no fact, and its reason is kept for the run to report. A file
        // a project lists that is not on disk (generated by a build, in a submodule not checked out, deleted since)
        // is read as empty too, with no reason: TabLint was neither asked to lint it nor met it in its walk.
        let bytes: [UInt8]
        var failure: String?
        do {
            bytes = try read(path)
        } catch {
            bytes = []
            if !SourceFile.isAbsent(atPath: path) { failure = SourceFile.readFailure(atPath: path) ?? error.localizedDescription }
        }
        let words = CodeWords.find(in: bytes)
        let keep = !words.isDisjoint(with: [.trigger, .title, .instantiates, .hidesBottomBar])
        var declares: [String: String] = [:]
        for declaration in ClassDeclarations.declarations(in: bytes) { declares[declaration.name] = declaration.superclass }
        return File(words: words, declares: declares, bytes: keep ? bytes : nil, failure: failure)
    }

    private static func parse(_ path: String, _ bytes: [UInt8]) -> Parse {
        let result = CodeReader.parse(inFile: path, bytes: bytes)
        return Parse(result: result, text: result.facts.isEmpty ? nil : SourceFile(url: URL(fileURLWithPath: path), bytes: bytes))
    }
}

/// What a rule asks of an app's code, which decides the files worth parsing for it.
package enum CodeQuestion: Hashable, Sendable {
    /// Does the app delegate opt in to UIKit state restoration?
    case restorationOptIn
    /// Does the app persist the tab order or selection, and by what?
    case persistence
    /// What does the code of this class (bare name) set?
    case inClass(String)
    /// Which tabs' items does the code change, wherever it is?
    case tabItems
    /// Where does the code select a tab by index?
    case selectedIndex
    /// Where does the code set which tabs users may move?
    case customizable
    /// Which titles does the code of this class (bare name) give its controller?
    case titlesInClass(String)
    /// Where does the code make a controller from a storyboard by this identifier?
    case instantiation(identifier: String)
    /// Which tab bars does the code build, with which tabs?
    case tabBarsBuilt
    /// Where does the code draw a tab bar's look itself (a bar class, a background image, a view over the bar)?
    case tabBarDrawing
    /// Where is this class (bare name) declared, and which class does it inherit? Read from every file's bytes,
    /// whatever words it holds (a class that sets nothing about tabs names none of them); nothing is parsed for it.
    case declaration(String)
    /// Where does this class (bare name) set its own `hidesBottomBarWhenPushed` to true?
    case hidesBottomBarInClass(String)

    /// The words a file must hold to answer.
    var words: CodeWords {
        switch self {
        case .restorationOptIn: return [.trigger, .applicationState]
        case .persistence: return [.trigger, .userDefaults]
        case .inClass: return .trigger
        case .tabItems: return [.trigger, .tabItem]
        case .selectedIndex: return [.trigger, .selectedIndex]
        case .customizable: return [.trigger, .customizable]
        case .titlesInClass: return .title
        case .instantiation: return .instantiates
        case .tabBarsBuilt: return .trigger
        case .declaration: return []
        case .tabBarDrawing: return .trigger
        case .hidesBottomBarInClass: return .hidesBottomBar
        }
    }

    /// Whether `fact` is part of the answer.
    func isAnswered(by fact: CodeFact) -> Bool {
        switch (self, fact.kind) {
        case (.restorationOptIn, .restorationOptIn), (.persistence, .tabOrderPersisted), (.persistence, .tabSelectionPersisted),
            (.tabItems, .tabItemSet), (.selectedIndex, .selectedIndexSet), (.customizable, .customizableViewControllersSet),
            (.tabBarsBuilt, .tabBarBuilt), (.tabBarDrawing, .tabBarDrawn):
            return true
        case (.inClass(let name), _), (.declaration(let name), _): return fact.enclosingType == name
        case (.titlesInClass(let name), .controllerTitleSet), (.hidesBottomBarInClass(let name), .hidesBottomBarSet):
            return fact.enclosingType == name
        case (.instantiation(let identifier), .controllerInstantiated(let made)): return made == identifier
        default: return false
        }
    }

    /// What a file must hold to answer, besides its words: one of these strings. The code of a class is in files
    /// that name it; the titles a class gives itself, in files that declare it or extend it (Swift `class Feed`,
    /// `extension Feed`; Objective-C `@implementation Feed`); a controller made by an identifier, in files that
    /// spell the identifier; a tab bar built in code, in files that set `viewControllers` (or call
    /// `setViewControllers`) or add children (`addChild(_:)`, `addChildViewController:`).
    var needles: [String] {
        switch self {
        case .inClass(let name): return [name]
        case .titlesInClass(let name), .hidesBottomBarInClass(let name): return ["class \(name)", "extension \(name)", "implementation \(name)"]
        case .instantiation(let identifier): return [identifier]
        case .tabBarsBuilt: return ["iewControllers", "addChild"]
        case .tabBarDrawing: return ["forKey", "ackgroundImage", "Subview"]
        default: return []
        }
    }

    /// Strings a file must also hold, every one, to answer: a tab bar TabLint can read is built where a
    /// `…TabBarController` type is named (the class the code makes, declares or derives from).
    var requiredNeedles: [String] {
        switch self {
        case .tabBarsBuilt: return ["TabBarController"]
        default: return []
        }
    }
}
