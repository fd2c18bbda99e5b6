import TesseraCore

/// CSS custom property names from token paths: `--group-token`.
///
/// Each path segment is kebab-cased: a lowercase-to-uppercase step starts a new word (`fontSize` →
/// `font-size`, `HTTPStatus` → `http-status`); letters of any script and digits are kept, in lower
/// case; everything else (spaces, `/`, `_`, punctuation, emoji) becomes a `-`; repeated, leading
/// and trailing dashes collapse. `$root` segments are dropped, so `color.accent.$root` is
/// `--color-accent`. Leading digits are kept: after `--` they are valid (`--space-2xl`). A name
/// that ends up empty (a path of emoji) is `--token`. Collisions are handled by `CSSNameTable`.
struct CSSNaming {
    private var scratch: [Unicode.Scalar] = []
    /// The last ASCII parent path (up to and including its last `.`) and its output, reused by
    /// `appendASCIIName`.
    var cachedParent: [UInt8] = []
    var cachedParentOutput: [UInt8] = []
    var cachedParentWroteWord = false
    /// The kebab-cased prefix option, as UTF-8.
    let prefix: [UInt8]

    init(prefix: String = "") {
        self.prefix = Array(Self.kebab(prefix).utf8)
        // Marks the cache empty: no path's parent part ends without a dot.
        cachedParent = [0]
    }

    /// The full property name, `--` included.
    mutating func propertyName(for path: TokenPath) -> String {
        var bytes: [UInt8] = []
        appendPropertyName(for: path, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the full property name, `--` included, as UTF-8.
    mutating func appendPropertyName(for path: TokenPath, to bytes: inout [UInt8]) {
        var string = path.string
        let wasASCII: Bool = string.withUTF8 { utf8 in
            guard !utf8.contains(where: { $0 >= 0x80 }) else { return false }
            appendASCIIName(utf8, to: &bytes)
            return true
        }
        guard !wasASCII else { return }
        bytes.append(contentsOf: "--".utf8)
        bytes.append(contentsOf: prefix)
        var wroteWord = !prefix.isEmpty
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: path.string.unicodeScalars)
        Self.appendKebab(scratch, dropRootSegments: true, to: &bytes, wroteWord: &wroteWord)
        if !wroteWord { bytes.append(contentsOf: "token".utf8) }
    }

    /// `text` in kebab case, without any leading `--`; empty when nothing usable remains.
    static func kebab(_ text: some StringProtocol) -> String {
        var bytes: [UInt8] = []
        var wroteWord = false
        appendKebab(Array(text.unicodeScalars), dropRootSegments: false, to: &bytes, wroteWord: &wroteWord)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The attribute that selects a modifier's context: `data-color-scheme` for `colorScheme`.
    static func attributeName(forModifier name: String) -> String {
        let body = kebab(name)
        return "data-" + (body.isEmpty ? "modifier" : body)
    }

    enum Kind {
        /// `mark` is a combining mark: part of the word before it, or (after a separator, as the
        /// variation selector of an emoji) a separator itself.
        case lower, upper, caseless, mark, separator
    }

    private static func kind(of scalar: Unicode.Scalar) -> Kind {
        if scalar.isASCII { return asciiKind(UInt8(scalar.value)) }
        switch scalar.properties.generalCategory {
        case .lowercaseLetter: return .lower
        case .uppercaseLetter, .titlecaseLetter: return .upper
        case .otherLetter, .modifierLetter, .decimalNumber: return .caseless
        case .nonspacingMark, .spacingMark, .enclosingMark: return .mark
        default: return .separator
        }
    }

    /// Appends `scalars` kebab-cased to `bytes`. `wroteWord` says whether the name already holds a
    /// word, so words join with exactly one dash. With `dropRootSegments`, `.` separates segments
    /// and a segment that is exactly `$root` is skipped.
    private static func appendKebab<Scalars: RandomAccessCollection<Unicode.Scalar>>(
        _ scalars: Scalars, dropRootSegments: Bool, to bytes: inout [UInt8], wroteWord: inout Bool
    ) where Scalars.Index == Int {
        var pendingDash = true
        var previous = Kind.separator
        var index = scalars.startIndex
        while index < scalars.endIndex {
            if dropRootSegments, index == scalars.startIndex || scalars[index - 1] == ".",
               isRootSegment(scalars, at: index) {
                index += 5
                continue
            }
            let scalar = scalars[index]
            let current = kind(of: scalar)
            defer { index += 1 }
            if current == .mark {
                // Belongs to the letter before it, without changing word boundaries.
                guard previous != .separator else { continue }
                UTF8.encode(scalar) { bytes.append($0) }
                continue
            }
            if current == .separator {
                pendingDash = true
                previous = .separator
                continue
            }
            if current == .upper {
                let nextIsLower = index + 1 < scalars.endIndex && kind(of: scalars[index + 1]) == .lower
                if previous == .lower || (previous == .upper && nextIsLower) { pendingDash = true }
            }
            if pendingDash, wroteWord { bytes.append(UInt8(ascii: "-")) }
            pendingDash = false
            appendLowercased(scalar, kind: current, to: &bytes)
            wroteWord = true
            previous = current
        }
    }

    private static func isRootSegment<Scalars: RandomAccessCollection<Unicode.Scalar>>(
        _ scalars: Scalars, at index: Int
    ) -> Bool where Scalars.Index == Int {
        let end = index + 5
        guard end <= scalars.endIndex, end == scalars.endIndex || scalars[end] == "." else { return false }
        return scalars[index] == "$" && scalars[index + 1] == "r" && scalars[index + 2] == "o"
            && scalars[index + 3] == "o" && scalars[index + 4] == "t"
    }

    private static func appendLowercased(_ scalar: Unicode.Scalar, kind: Kind, to bytes: inout [UInt8]) {
        if scalar.isASCII {
            bytes.append(kind == .upper ? UInt8(scalar.value) + 32 : UInt8(scalar.value))
        } else if kind == .upper {
            bytes.append(contentsOf: scalar.properties.lowercaseMapping.utf8)
        } else {
            UTF8.encode(scalar) { bytes.append($0) }
        }
    }
}
