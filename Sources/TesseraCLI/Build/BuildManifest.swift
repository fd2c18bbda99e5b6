import Foundation
import TesseraCore

/// `.tessera-manifest`: the files `tessera build` wrote into an output folder, by output, so the
/// next build removes those it no longer writes (an output dropped from tessera.yml, a permutation
/// or a token gone) and never a file it did not write. `--format` builds some outputs only: the
/// files of the configured outputs it did not run are kept, and stay listed.
struct BuildManifest: Equatable {
    static let fileName = ".tessera-manifest"
    /// A manifest is a list of paths; one larger than this was not written by Tessera.
    static let sizeLimit = 64 << 20

    struct Entry: Hashable, Comparable {
        var output: String
        var path: String

        static func < (a: Entry, b: Entry) -> Bool { (a.path, a.output) < (b.path, b.output) }
    }

    /// What a build ran: each output's files, and every output tessera.yml configures.
    struct Scope {
        var built: [String: [String]]
        var configured: Set<String>
    }

    var entries: Set<Entry> = []

    /// The manifest in `folder`; empty when there is none, or when it is not a regular file (a
    /// link is not followed) or not one Tessera wrote.
    static func read(in folder: String) -> BuildManifest {
        let path = (folder as NSString).appendingPathComponent(fileName)
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size <= sizeLimit,
            let data = FileManager.default.contents(atPath: path)
        else { return BuildManifest() }
        var manifest = BuildManifest()
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", maxSplits: 1)
            guard fields.count == 2, OutputStaging.isInside(String(fields[1])) else { continue }
            manifest.entries.insert(Entry(output: String(fields[0]), path: String(fields[1])))
        }
        return manifest
    }

    /// The manifest after a build of `scope`, and the entries of the previous one to remove.
    static func next(after previous: BuildManifest, _ scope: Scope) -> (manifest: BuildManifest, stale: [Entry]) {
        var manifest = BuildManifest()
        for (output, paths) in scope.built {
            for path in paths where path != fileName { manifest.entries.insert(Entry(output: output, path: path)) }
        }
        let written = Set(manifest.entries.map(\.path))
        var stale: [Entry] = []
        for entry in previous.entries.sorted() where !written.contains(entry.path) {
            if scope.configured.contains(entry.output) && scope.built[entry.output] == nil {
                manifest.entries.insert(entry)
            } else {
                stale.append(entry)
            }
        }
        return (manifest, stale)
    }

    /// One `output<TAB>path` line per file, sorted, after a header saying what the file is.
    var bytes: [UInt8] {
        var text = "# Written by tessera build: the files it wrote here, by output. The next build removes those it no longer writes.\n"
        for entry in entries.sorted() { text += "\(entry.output)\t\(entry.path)\n" }
        return Array(text.utf8)
    }
}
