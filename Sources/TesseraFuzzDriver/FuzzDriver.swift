import Foundation

#if FUZZING
import CLibFuzzer
#endif

/// The program around the fuzzing harness's targets (`tessera-fuzz`, `tessera-lint-fuzz`). Built by
/// Scripts/fuzz.sh (`-sanitize=fuzzer -D FUZZING`), it hands control to libFuzzer, which calls the
/// target that TESSERA_FUZZ_TARGET names with each input. In an ordinary build it replays files (a
/// finding libFuzzer saved, or a seed folder) through a target, so a finding can be debugged:
/// `swift run tessera-fuzz json .build/fuzz-findings/json-crash-…`.
public enum FuzzDriver {
    /// A target's name and what runs an input through it (returning what it printed).
    public typealias Target = (name: String, run: ([UInt8]) -> String)

    public static func main(_ targets: [Target]) -> Never {
        #if FUZZING
        let name = ProcessInfo.processInfo.environment["TESSERA_FUZZ_TARGET"] ?? ""
        guard let target = targets.first(where: { $0.name == name }) else { usage("set TESSERA_FUZZ_TARGET to", targets) }
        // A C callback captures no context: the target is read from a global.
        selected = target.run
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
            _ = FuzzDriver.selected(size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size)))
            return 0
        })
        #else
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard let name = arguments.first, let target = targets.first(where: { $0.name == name }), arguments.count > 1 else {
            usage("usage: \(CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent } ?? "tessera-fuzz") TARGET FILE-OR-FOLDER..., where TARGET is", targets)
        }
        var count = 0
        for path in arguments.dropFirst() {
            for file in files(at: path) {
                guard let data = FileManager.default.contents(atPath: file) else { continue }
                print("\(file):")
                print(target.run(Array(data)), terminator: "")
                count += 1
            }
        }
        print("replayed \(count) input\(count == 1 ? "" : "s") through \(name)")
        exit(0)
        #endif
    }

    #if FUZZING
    /// Set once, in `main`, before libFuzzer calls back.
    nonisolated(unsafe) private static var selected: ([UInt8]) -> String = { _ in "" }
    #endif

    private static func usage(_ lead: String, _ targets: [Target]) -> Never {
        FileHandle.standardError.write(Data("\(lead) one of: \(targets.map(\.name).joined(separator: ", "))\n".utf8))
        exit(64)
    }

    private static func files(at path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { return [path] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.sorted().map { (path as NSString).appendingPathComponent($0) }
    }
}
