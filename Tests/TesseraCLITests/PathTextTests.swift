import Testing
@testable import TesseraCLI

/// `PathText.parent` stands in for `NSString.deletingLastPathComponent`, which traps on Linux for a
/// one-character relative path (`tessera init s` crashed).
@Suite struct PathTextTests {
    @Test(arguments: [
        ("a/b/c", "a/b"), ("s", ""), ("brand", ""), ("/a", "/"), ("/", "/"), ("a/b/", "a"), ("a//b", "a"),
        ("./s", "."), ("", ""), ("/x/y", "/x"),
    ])
    func parent(_ path: String, _ expected: String) {
        #expect(PathText.parent(of: path) == expected)
    }

    @Test func oneLetterFoldersWork() throws {
        let folder = try TemporaryFolder()
        #expect(try CLI.run(["init", "s"], in: folder.url).status == 0)
        let build = try CLI.run(["build", "s", "--output", "o"], in: folder.url)
        #expect(build.status == 0, "\(build.stderr)")
    }
}
