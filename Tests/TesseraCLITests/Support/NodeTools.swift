import Foundation

/// Node.js and the TypeScript compiler (Debian's `nodejs` and `node-typescript` packages; `$NODE` and
/// `$TSC` pick other binaries), for the tests of the `ts` output.
enum NodeTools {
    static let node = find(environment: "NODE", names: ["node", "nodejs"])
    static let tsc = find(environment: "TSC", names: ["tsc"])

    static let missing = "node and tsc are needed to check the ts output and were not found; install Debian's packages (apt-get update && apt-get install -y nodejs node-typescript; .ci/run does this) or set NODE and TSC"

    private static func find(environment name: String, names: [String]) -> String? {
        let environment = ProcessInfo.processInfo.environment
        if let chosen = environment[name], !chosen.isEmpty { return chosen }
        let folders = (environment["PATH"] ?? "/usr/bin").split(separator: ":").map(String.init)
        for name in names {
            for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/" + name) {
                return folder + "/" + name
            }
        }
        return nil
    }
}
