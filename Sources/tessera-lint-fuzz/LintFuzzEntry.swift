import TesseraFuzzDriver
import TesseraLint

/// The linter under libFuzzer (`LintFuzzTarget`), or a replayer of saved inputs in an ordinary
/// build (`FuzzDriver`). A program of its own, so that the readers' sanitised build
/// (`tessera-fuzz`) leaves swift-syntax out.
@main
struct LintFuzzEntry {
    static func main() {
        FuzzDriver.main([("lint", { LintFuzzTarget.run($0) })])
    }
}
