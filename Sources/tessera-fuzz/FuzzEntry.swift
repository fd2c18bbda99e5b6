import Foundation
import TesseraSystem

#if FUZZING
import CLibFuzzer
#endif

/// The fuzzing harness's program. Built by Scripts/fuzz.sh (`-sanitize=fuzzer -D FUZZING`), it hands
/// control to libFuzzer, which calls the reader that TESSERA_FUZZ_TARGET names with each input.
/// In an ordinary build it replays files (a finding libFuzzer saved, or a seed folder) through a
/// reader, so a finding can be debugged: `swift run tessera-fuzz json .build/fuzz-findings/json-crash-…`.
@main
struct FuzzEntry {
    static func main() {
        #if FUZZING
        let name = ProcessInfo.processInfo.environment["TESSERA_FUZZ_TARGET"] ?? ""
        guard FuzzTarget(rawValue: name) != nil else { usage("set TESSERA_FUZZ_TARGET to") }
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
            fuzzTarget.run(size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size)))
            return 0
        })
        #else
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard let name = arguments.first, let target = FuzzTarget(rawValue: name), arguments.count > 1 else {
            usage("usage: tessera-fuzz TARGET FILE-OR-FOLDER..., where TARGET is")
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
        #endif
    }

    private static func usage(_ lead: String) -> Never {
        FileHandle.standardError.write(Data("\(lead) one of: \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))\n".utf8))
        exit(64)
    }

    private static func files(at path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { return [path] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.sorted().map { (path as NSString).appendingPathComponent($0) }
    }
}

#if FUZZING
/// Read once, in `main`, before libFuzzer calls back (a C callback captures no context).
let fuzzTarget = FuzzTarget(rawValue: ProcessInfo.processInfo.environment["TESSERA_FUZZ_TARGET"] ?? "") ?? .json
#endif
