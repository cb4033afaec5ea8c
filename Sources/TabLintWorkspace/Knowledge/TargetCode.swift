import TabLintXcode

/// The source files whose code speaks for a target's bundle (`ProjectKnowledge.codePaths(of:)`).
enum TargetCode {
    /// An app's or extension's own sources (those under the project folder that the target compiles, and those it
    /// lists elsewhere); a framework's storyboards run in the apps that embed it, so for any other target the
    /// whole project's code speaks. Sorted, without repeats.
    static func paths(of target: XcodeTarget, in project: XcodeProject, sources: SourceIndex) -> [String] {
        let ownCode = target.productType == .application || target.productType == .appExtension
        let folderPrefix = project.folder + "/"
        let candidates = sources.sources(in: project.folder) ?? sources.sources.filter { $0.hasPrefix(folderPrefix) }
        let paths =
            ownCode
            ? candidates.filter(target.containsSource) + target.sourceFiles.filter { !$0.hasPrefix(folderPrefix) }
            : candidates.filter(project.sourceOfAnyTarget())
        return Array(Set(paths)).sorted()
    }
}
