import Foundation
import TabLintFuzzing

/// `tablint-fuzz TARGET …`: see `FuzzDriver` and `.ci/fuzz.sh`.
@main struct TabLintFuzz {
    static func main() {
        exit(FuzzDriver.main(CommandLine.arguments))
    }
}
