import TesseraFuzzDriver
import TesseraSystem

/// The readers of token files, resolvers and tessera.yml under libFuzzer (`FuzzTarget`), or a
/// replayer of saved inputs in an ordinary build (`FuzzDriver`).
@main
struct FuzzEntry {
    static func main() {
        FuzzDriver.main(FuzzTarget.allCases.map { target in (target.rawValue, { target.run($0) }) })
    }
}
