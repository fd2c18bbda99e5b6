import Foundation
import Testing
import TesseraTestSupport

/// The platform matrix the generated Swift is checked on: `#if os(…)` answering for the platform
/// being checked, and each platform's stubs offering only what Apple documents there.
@Suite("platform matrix")
struct PlatformMatrixTests {
    @Test("os() and targetEnvironment(macCatalyst) on #if/#elseif lines answer for the platform")
    func conditionsAreRewritten() {
        let source = """
            #if os(iOS) && !targetEnvironment(macCatalyst) // not os(tvOS)
            let a = "os(iOS)"
            #elseif os(watchOS) || os(visionOS)
            #elseif canImport(AppKit) && os(macOS) || os(Linux) || arch(arm64) || targetEnvironment(simulator)
            #endif
            """
        #expect(PlatformConditions.rewrite(source, for: .macCatalyst) == """
            #if true && !true // not os(tvOS)
            let a = "os(iOS)"
            #elseif false || false
            #elseif canImport(AppKit) && false || os(Linux) || arch(arm64) || targetEnvironment(simulator)
            #endif
            """)
        let visionOS = PlatformConditions.rewrite(source, for: .visionOS)
        #expect(visionOS.hasPrefix("#if false && !false //"))
        #expect(visionOS.contains("#elseif false || true\n"))
        #expect(PlatformConditions.rewrite("  #if os(OSX)\n", for: .macOS) == "  #if true\n")
        #expect(PlatformConditions.rewrite("#ifdef os(iOS)\n#if myos(iOS)", for: .iOS) == "#ifdef os(iOS)\n#if myos(iOS)")
    }

    @Test("each Apple OS name is true on its platform only; Catalyst counts as iOS, visionOS does not")
    func osNames() {
        #expect(ApplePlatform.allCases.filter { $0.os("iOS") == true } == [.iOS, .macCatalyst])
        #expect(ApplePlatform.allCases.filter { $0.os("watchOS") == true } == [.watchOS])
        #expect(ApplePlatform.allCases.filter { $0.os("OSX") == true } == [.macOS])
        #expect(ApplePlatform.iOS.os("Linux") == nil)
    }

    @Test("a file type-checks with the branch of its platform", arguments: ApplePlatform.allCases)
    func branchIsCompiled(_ platform: ApplePlatform) throws {
        let source = """
            #if os(watchOS)
            let chosen: ApplePlatformName = .watchOS
            #elseif os(iOS) && targetEnvironment(macCatalyst)
            let chosen: ApplePlatformName = .macCatalyst
            #elseif os(iOS)
            let chosen: ApplePlatformName = .iOS
            #elseif os(macOS)
            let chosen: ApplePlatformName = .macOS
            #elseif os(tvOS)
            let chosen: ApplePlatformName = .tvOS
            #elseif os(visionOS)
            let chosen: ApplePlatformName = .visionOS
            #endif
            enum ApplePlatformName { case \(platform.rawValue) }

            """
        let output = try SwiftCompiler.typecheck(["Branch.swift": source], platform: platform)
        #expect(output.succeeded, "\(output.diagnostics)")
    }

    @Test("folders declaring the same names never share a compiler run")
    func batchesKeepCollidingFoldersApart() {
        let batchOf = { (folder: String) in SwiftGoldens.batches.firstIndex { $0.contains(folder) } }
        #expect(batchOf("emitters/kitchen-sink/swift") != nil)
        #expect(batchOf("emitters/kitchen-sink/swift") != batchOf("emitters/themes/swift"))
        #expect(SwiftGoldens.batches.count < SwiftGoldens.folders.count)
    }

    /// The samples whose modules the platform has share one compiler run, a file each (the errors
    /// name their file); a sample importing a module the platform lacks must be one that fails.
    @Test("each platform's stubs lack what Apple's documentation leaves out there", arguments: ApplePlatform.allCases)
    func absentAPIsDoNotTypeCheck(_ platform: ApplePlatform) throws {
        var sources: [String: String] = [:]
        for (index, absence) in Absence.all.enumerated() {
            let imports = absence.source.split(separator: "\n").filter { $0.hasPrefix("import ") }.map { $0.dropFirst(7) }
            if imports.allSatisfy({ platform.stubModules.contains(String($0)) }) {
                sources["Absence\(index).swift"] = absence.source
            } else {
                #expect(absence.fails(on: platform), "\(absence.name): no \(imports) on \(platform)")
            }
        }
        let output = try SwiftCompiler.typecheck(sources, platform: platform)
        for (index, absence) in Absence.all.enumerated() where sources["Absence\(index).swift"] != nil {
            let failed = output.diagnostics.contains("Absence\(index).swift:")
            #expect(failed == absence.fails(on: platform), "\(absence.name) on \(platform): \(output.diagnostics)")
        }
    }
}

/// Code that must fail on some platforms and type-check on the rest.
struct Absence: Sendable, CustomTestStringConvertible {
    var name: String
    /// Where the code fails, or (with `presentOnlyThere`) the only platforms where it type-checks.
    var platforms: Set<ApplePlatform>
    var presentOnlyThere = false
    var source: String

    var testDescription: String { name }

    func fails(on platform: ApplePlatform) -> Bool { platforms.contains(platform) != presentOnlyThere }

    static let all: [Absence] = [
        Absence(
            name: "UIKit haptics exist on iOS and Mac Catalyst only", platforms: [.iOS, .macCatalyst],
            presentOnlyThere: true,
            source: "import UIKit\n@MainActor func tap() { UIImpactFeedbackGenerator(style: .soft).impactOccurred() }\n"),
        Absence(
            name: "watchOS has no trait collections or dynamic UIColor", platforms: [.watchOS, .macOS],
            source: "import UIKit\nlet dynamicColor = UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white }\n"),
        Absence(
            name: "watchOS has UIFont and UIFontMetrics", platforms: [.macOS],
            source: "import UIKit\nlet scaledFont = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17))\n"),
        Absence(
            name: "NSColor, NSFont and NSWorkspace are macOS only, though Catalyst can import AppKit", platforms: [.macOS],
            presentOnlyThere: true,
            source: """
                import AppKit
                let nsRed = NSColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
                let nsFont = NSFont.systemFont(ofSize: 13)
                let workspaceMotion = NSWorkspace.shared.accessibilityDisplayShouldReduceMotion

                """),
        Absence(
            name: "Catalyst and macOS import AppKit", platforms: [.macOS, .macCatalyst], presentOnlyThere: true,
            source: "import AppKit\nfunc toolbar() -> NSToolbar { NSToolbar(identifier: \"main\") }\n"),
        Absence(
            name: "SwiftUI bridges UIColor everywhere but macOS", platforms: [.macOS],
            source: "import SwiftUI\nlet bridgedUIColor = Color(uiColor: .red)\n"),
        Absence(
            name: "SwiftUI bridges NSColor on macOS only", platforms: [.macOS], presentOnlyThere: true,
            source: "import SwiftUI\nlet bridgedNSColor = Color(nsColor: .red)\n"),
        Absence(
            name: "UIAccessibility settings are not on watchOS", platforms: [.watchOS, .macOS],
            source: "import UIKit\n@MainActor var reduceMotion: Bool { UIAccessibility.isReduceMotionEnabled }\n"),
    ]
}
