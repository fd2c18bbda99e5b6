// Minimal interface stub of Apple's Core Text, for type-checking generated code on Linux: only the
// font type that UIKit's and AppKit's fonts bridge to. Core Text is on every Apple platform.
//
// `CTFont` is a Core Foundation type, toll-free bridged with `UIFont` (iOS family) and `NSFont`
// (macOS), so `uiFont as CTFont` compiles with Apple's SDK. A Linux compiler has no bridging, so
// the stubs model it by making `UIFont` and `NSFont` subclasses of `CTFont`: the same `as`
// conversions type-check, nothing more (the stub class has no members).
//
// Built with `swiftc -swift-version 6 -parse-as-library -emit-module -module-name CoreText -D TESSERA_STUB_<PLATFORM>`.

@_exported import Foundation

/// `class CTFont` (`CTFontRef`), https://developer.apple.com/documentation/coretext/ctfont
open class CTFont: @unchecked Sendable {
    public init() {}
}
