/// Collects the conversions of a lenient import and reports them as ONE warning per (file, kind of
/// conversion), however many values were converted: a 100,000-token legacy file gets a handful of
/// warnings, each with the count, the first place, how to write it in 2025.10, and up to three
/// further places as notes.
///
/// `record` is on the hot path (once per converted value), so it is a cached dictionary lookup
/// plus a counter; examples are autoclosures, evaluated only for the few places that are kept.
public struct LegacyReport: Sendable {
    /// The first place plus three notes.
    public static let samplesPerWarning = 4

    struct Sample: Sendable {
        var position: SourcePosition?
        var example: String
        var replacement: String?
    }

    struct Entry: Sendable {
        let kind: Kind
        let file: SourceFile?
        /// The file's registry key, compared on every record without retaining the file.
        let fileID: UInt32?
        var count = 0
        /// The earliest places, by offset (position-less ones last), so the output does not depend
        /// on the order in which values were recorded.
        var samples: [Sample] = []
        /// For kinds whose message lists what was seen (older type names), a few distinct examples.
        var distinctExamples: [String] = []
    }

    private struct Key: Hashable {
        let kind: Kind
        let file: UInt32?
    }

    private(set) var entries: [Entry] = []
    /// Every record ever made; lets the normaliser tell cheaply whether a value was converted.
    private(set) var totalCount = 0
    private var indexByKey: [Key: Int] = [:]
    private var lastKey: Key?
    private var lastIndex = 0

    /// False for a report no one reads (a walk that only asks which tokens a tree declares):
    /// it counts, but builds no examples or samples.
    private let keepsExamples: Bool

    public init(keepingExamples: Bool = true) {
        keepsExamples = keepingExamples
    }

    /// Notes one converted value. `example` is the legacy text as written (without JSON quotes);
    /// `replacement`, when given, is the 2025.10 JSON to suggest instead.
    public mutating func record(
        _ kind: Kind, at position: SourcePosition?, example: @autoclosure () -> String,
        replacement: @autoclosure () -> String? = nil
    ) {
        let index = entryIndex(Key(kind: kind, file: position?.fileID), kind, position)
        entries[index].count += 1
        totalCount += 1
        guard keepsExamples else { return }
        if kind.listsDistinctExamples {
            let text = example()
            if entries[index].distinctExamples.count < 6, !entries[index].distinctExamples.contains(text) {
                entries[index].distinctExamples.append(text)
            }
        }
        guard keeps(position, in: index) else { return }
        insert(Sample(position: position, example: example(), replacement: replacement()), into: index)
    }

    /// Adds another report's conversions (for example from a file read in parallel).
    public mutating func merge(_ other: LegacyReport) {
        for entry in other.entries {
            let index = entryIndex(Key(kind: entry.kind, file: entry.file?.id), entry.kind, entry.file)
            entries[index].count += entry.count
            totalCount += entry.count
            for example in entry.distinctExamples where entries[index].distinctExamples.count < 6
                && !entries[index].distinctExamples.contains(example) {
                entries[index].distinctExamples.append(example)
            }
            for sample in entry.samples where keeps(sample.position, in: index) {
                insert(sample, into: index)
            }
        }
    }

    public var isEmpty: Bool { entries.isEmpty }

    /// How many values of `kind` were converted, over all files.
    public func count(of kind: Kind) -> Int {
        entries.reduce(0) { $0 + ($1.kind == kind ? $1.count : 0) }
    }

    /// The file is looked up (in a locked registry) only when a new (file, kind) entry starts, not
    /// per record: records of different kinds alternate token by token.
    private mutating func entryIndex(_ key: Key, _ kind: Kind, _ position: SourcePosition?) -> Int {
        if key == lastKey { return lastIndex }
        if let existing = existingEntry(key) {
            lastKey = key
            lastIndex = existing
            return existing
        }
        return entryIndex(key, kind, position?.file)
    }

    /// A report usually has a handful of entries: comparing their keys is cheaper than hashing.
    private func existingEntry(_ key: Key) -> Int? {
        guard entries.count > 8 else {
            return entries.firstIndex { $0.kind == key.kind && $0.fileID == key.file }
        }
        return indexByKey[key]
    }

    private mutating func entryIndex(_ key: Key, _ kind: Kind, _ file: SourceFile?) -> Int {
        if key == lastKey { return lastIndex }
        let index: Int
        if let existing = existingEntry(key) {
            index = existing
        } else {
            index = entries.count
            entries.append(Entry(kind: kind, file: file, fileID: file?.id))
            indexByKey[key] = index
        }
        lastKey = key
        lastIndex = index
        return index
    }

    /// Read in place: this runs for every value converted (hundreds of thousands in a large
    /// older system), and a copy of the last sample retained and released its strings.
    private func keeps(_ position: SourcePosition?, in index: Int) -> Bool {
        let count = entries[index].samples.count
        guard count >= Self.samplesPerWarning else { return true }
        return Self.isEarlier(position, than: entries[index].samples[count - 1].position)
    }

    private mutating func insert(_ sample: Sample, into index: Int) {
        var samples = entries[index].samples
        let slot = samples.firstIndex { Self.isEarlier(sample.position, than: $0.position) } ?? samples.count
        samples.insert(sample, at: slot)
        if samples.count > Self.samplesPerWarning { samples.removeLast() }
        entries[index].samples = samples
    }

    private static func isEarlier(_ lhs: SourcePosition?, than rhs: SourcePosition?) -> Bool {
        switch (lhs, rhs) {
        case let (l?, r?): l.offset < r.offset
        case (.some, nil): true
        default: false
        }
    }
}
