/// A fix as byte edits in one or more files.
struct PlannedFix {
    let title: String
    let edits: [SourceEdit]
}
