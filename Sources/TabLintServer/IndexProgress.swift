import LSPProtocol

/// Where the workspace index stands, and what the client has been told through `$/progress`.
struct IndexProgress {
    var token: ProgressToken?
    var total = 0
    var done = 0
    var finished = false
    var begun = false
    var ended = false

    var percentage: Int { total == 0 ? 100 : done * 100 / total }
}
