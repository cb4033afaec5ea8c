import Foundation
import LSPProtocol
import TabLintCore
import TabLintSource

/// The versioned JSON report (`Docs/json-output.md`): files with their LSP diagnostics, and a summary.
package struct JSONReporter: Reporter {
    package static let id = "json"

    package struct Report: Codable, Sendable, Equatable {
        package var version: Int
        package var tool: Tool
        package var files: [File]
        package var summary: Summary
        /// What TabLint knew of the project around the documents (absent when the report has no workspace).
        package var evidence: Evidence?
    }

    /// The project evidence the rules could weigh: Xcode projects read, and source files read and parsed.
    package struct Evidence: Codable, Sendable, Equatable {
        package var xcodeProjects: Int
        package var sourceFilesRead: Int
        package var sourceFilesParsed: Int
        /// Files skipped because the repository holds a stand-in for their content (git-crypt, git LFS); absent
        /// when there is none.
        package var placeholderFiles: [String]?
        /// Tab bars the app's code builds, and of them those whose tabs TabLint lists; absent when there is none.
        package var codeTabBars: CodeTabBars?
        /// Property lists found without an Xcode project that could not be read, so were not taken for Info.plists,
        /// and `project.yml` files without an `.xcodeproj` beside them that could not be read as XcodeGen specs;
        /// absent when there is none.
        package var unreadableFiles: [String]?
        /// Every Xcode project found (its `.xcodeproj`, or the `project.yml` a project XcodeGen generates is read
        /// from), with what became of it (`read`, `unreadable`, `placeholder`, `notNeeded`: no UIKit document in its
        /// folder); absent when there is none.
        package var projects: [Project]?

        package struct Project: Codable, Sendable, Equatable {
            package var path: String
            package var status: String

            package init(path: String, status: String) {
                self.path = path
                self.status = status
            }
        }

        package struct CodeTabBars: Codable, Sendable, Equatable {
            package var found: Int
            package var listed: Int

            package init(found: Int, listed: Int) {
                self.found = found
                self.listed = listed
            }
        }

        package init(
            xcodeProjects: Int, sourceFilesRead: Int, sourceFilesParsed: Int, placeholderFiles: [String]? = nil,
            codeTabBars: CodeTabBars? = nil, projects: [Project]? = nil, unreadableFiles: [String]? = nil
        ) {
            self.xcodeProjects = xcodeProjects
            self.sourceFilesRead = sourceFilesRead
            self.sourceFilesParsed = sourceFilesParsed
            self.placeholderFiles = placeholderFiles
            self.codeTabBars = codeTabBars
            self.projects = projects
            self.unreadableFiles = unreadableFiles
        }
    }

    package struct Tool: Codable, Sendable, Equatable {
        package var name: String
        package var version: String
    }

    package struct File: Codable, Sendable, Equatable {
        package var uri: String
        package var path: String
        /// The Xcode targets the file ships in (absent when none lists it).
        package var targets: [String]?
        package var diagnostics: [LSPDiagnostic]
    }

    package struct Summary: Codable, Sendable, Equatable {
        package var files: Int
        package var errors: Int
        package var warnings: Int
        package var infos: Int
        /// Findings a baseline left out (present only when `--baseline` was given).
        package var suppressed: Int?

        package init(files: Int, errors: Int, warnings: Int, infos: Int, suppressed: Int? = nil) {
            self.files = files
            self.errors = errors
            self.warnings = warnings
            self.infos = infos
            self.suppressed = suppressed
        }
    }

    package static let formatVersion = 1

    package init() {}

    package func makeReport(_ result: LintResult, context: ReportContext) -> Report {
        let files = result.diagnosticsByFile.map { group in
            File(
                uri: group.file.uri, path: context.displayPath(group.file), targets: targets(of: group.file, context),
                diagnostics: group.diagnostics.map { $0.lsp(context.positionEncoding) })
        }
        let evidence = context.workspace.map { workspace in
            let knowledge = workspace.resources.knowledge
            let documents = workspace.files.filter { if case .placeholder = $0.outcome { true } else { false } }.map(\.source.path)
            let placeholders = (documents + knowledge.placeholders).sorted().map { context.displayPath($0) }
            let bars = knowledge.code.tabBarsBuiltCounts
            let projectList = knowledge.xcodeProjectStatuses.map {
                Evidence.Project(path: context.displayPath($0.path), status: $0.status)
            }
            return Evidence(
                xcodeProjects: knowledge.xcodeProjectCount, sourceFilesRead: knowledge.sourceFilesConsidered,
                sourceFilesParsed: knowledge.sourceFilesParsed, placeholderFiles: placeholders.isEmpty ? nil : placeholders,
                codeTabBars: bars.found == 0 ? nil : Evidence.CodeTabBars(found: bars.found, listed: bars.listed),
                projects: projectList.isEmpty ? nil : projectList,
                unreadableFiles: knowledge.unreadableFiles.isEmpty ? nil : knowledge.unreadableFiles.map { context.displayPath($0) })
        }
        return Report(
            version: Self.formatVersion, tool: Tool(name: "tablint", version: context.toolVersion), files: files,
            summary: Summary(
                files: result.files.count, errors: result.count(.error), warnings: result.count(.warning),
                infos: result.count(.info), suppressed: result.suppressed),
            evidence: evidence)
    }

    /// The names of the Xcode targets that ship `file`, or `nil` when none does (or the workspace is unknown).
    private func targets(of file: SourceFile, _ context: ReportContext) -> [String]? {
        guard let workspace = context.workspace else { return nil }
        let names = workspace.bundles(of: file).compactMap(\.targetName)
        return names.isEmpty ? nil : Array(Set(names)).sorted()
    }

    package func report(_ result: LintResult, context: ReportContext) -> String {
        StableJSON.text(makeReport(result, context: context))
    }
}
