import Foundation
import TesseraCore

/// Loads a specimen page in headless Chromium in one theme, takes a screenshot, and lists what is
/// wrong: a console message or recorded error (a failed fetch included), a page that did not run
/// its script or reports a broken section or a swatch without colour, the wrong theme, or (by
/// `blankScreenshots`) a screenshot that is one flat colour.
enum SpecimenBrowserCheck {
    struct Load {
        var problems: [String]
        /// The page's fingerprint of every swatch's computed colour.
        var colors: String?
        var screenshot: URL
        /// Every attribute of the root element after the page's script ran.
        var root: [String: String]
    }

    static let width = 1280
    /// Half-size screenshots: whole pages are tens of thousands of pixels tall.
    static let scale = "0.5"

    /// `theme=dark&motion=reduced`, which the page's script applies as if chosen in its menus.
    static func hash(_ permutation: Permutation) -> String {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_."))
        return permutation.choices.map { choice in
            let key = choice.modifier.addingPercentEncoding(withAllowedCharacters: allowed) ?? choice.modifier
            let value = choice.context.addingPercentEncoding(withAllowedCharacters: allowed) ?? choice.context
            return "\(key)=\(value)"
        }.joined(separator: "&")
    }

    /// The height the page reports in its default theme.
    static func height(of page: URL) throws -> Int {
        let run = try Chromium.runDumpingDOM(["--virtual-time-budget=5000", "--window-size=\(width),900", "--dump-dom"], url: page.absoluteString)
        return Int(attributes(run.stdout)["data-specimen-height"] ?? "") ?? 900
    }

    static func load(
        _ page: URL, hash: String, expectedIndex: Int?, height: Int, screenshot: URL, arguments: [String] = []
    ) throws -> Load {
        var windowHeight = height + 40
        while true {
            let run = try Chromium.runDumpingDOM([
                "--virtual-time-budget=5000", "--run-all-compositor-stages-before-draw", "--force-device-scale-factor=\(scale)",
                "--window-size=\(width),\(windowHeight)", "--screenshot=\(screenshot.path)", "--dump-dom",
            ] + arguments, url: page.absoluteString + (hash.isEmpty ? "" : "#" + hash))
            let root = attributes(run.stdout)
            // A theme can make the page taller than the first guess: take the screenshot again.
            if let reported = Int(root["data-specimen-height"] ?? ""), reported > windowHeight {
                windowHeight = reported + 40
                continue
            }
            var problems: [String] = Chromium.consoleMessages(run.stderr).map { "console: \($0)" }
            if !run.stdout.contains("<html") {
                problems.append("chromium wrote no page (exit \(run.status)): \(run.stderr.split(separator: "\n").suffix(5).joined(separator: " | "))")
            }
            if let errors = root["data-specimen-errors"] { problems.append("errors: \(errors)") }
            switch root["data-specimen-status"] {
            case "ok": break
            case nil: problems.append("the page's script did not run (no data-specimen-status)")
            case let status?: problems.append("broken: \(status)")
            }
            if let expectedIndex, root["data-specimen-p"] != String(expectedIndex) {
                problems.append("theme #\(hash) selected permutation \(root["data-specimen-p"] ?? "none"), not \(expectedIndex)")
            }
            if !FileManager.default.fileExists(atPath: screenshot.path) { problems.append("no screenshot was written") }
            return Load(problems: problems, colors: root["data-specimen-colors"], screenshot: screenshot, root: root)
        }
    }

    /// The attributes of the dumped DOM's `<html>` start tag.
    static func attributes(_ dom: String) -> [String: String] {
        guard let start = dom.range(of: "<html"), let end = dom[start.upperBound...].firstIndex(of: ">") else { return [:] }
        let tag = String(dom[start.upperBound..<end])
        var result: [String: String] = [:]
        let pattern = try? NSRegularExpression(pattern: #"([a-z-]+)="([^"]*)""#)
        for match in pattern?.matches(in: tag, range: NSRange(tag.startIndex..., in: tag)) ?? [] {
            guard let name = Range(match.range(at: 1), in: tag), let value = Range(match.range(at: 2), in: tag) else { continue }
            result[String(tag[name])] = String(tag[value])
        }
        return result
    }
}
