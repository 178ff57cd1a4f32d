import Foundation
import XCTest
@testable import layoutc

/// `layoutc deps`: the files a layout reads, found by the checker's own include loader, in every
/// format, with cycles, diamonds, links, nested folders and missing files.
final class DepsCommandTests: CommandTestCase {

    private func makeFolders(_ names: String...) throws {
        for name in names {
            try FileManager.default.createDirectory(atPath: directory.path(name), withIntermediateDirectories: true)
        }
    }

    /// main uses two parts that both use one shared file (a diamond) below them; one part also
    /// uses a file back up in main's folder, which only main may (it is outside the part's folder).
    private func writeNestedTree() throws {
        try makeFolders("app/parts/shared")
        try directory.write("app/common.layout", "view common\n")
        try directory.write("app/parts/shared/base.layout", "view base\n")
        try directory.write("app/parts/a.layout", "use \"shared/base.layout\"\nuse \"../common.layout\"\nview a\n")
        try directory.write("app/parts/b.layout", "use \"./shared/../shared/base.layout\"\nview b\n")
        try directory.write("app/main.layout", "use \"parts/a.layout\"\nuse \"parts/b.layout\"\nview main\n")
    }

    func testTheFileThenEachUsedFileOnceInTheOrderTheCheckerReadsThem() throws {
        try writeNestedTree()
        let listed = run(["deps", "app/main.layout"])
        XCTAssertEqual(listed.status, .success, listed.err)
        XCTAssertEqual(listed.err, "")
        XCTAssertEqual(
            listed.out, "app/main.layout\napp/parts/a.layout\napp/parts/shared/base.layout\napp/common.layout\napp/parts/b.layout\n")
        // A used file named on its own lists only what it reads.
        XCTAssertEqual(run(["deps", "app/parts/b.layout"]).out, "app/parts/b.layout\napp/parts/shared/base.layout\n")
        // From inside the folder, the paths are relative to it, as the checker names them.
        _ = FileManager.default.changeCurrentDirectoryPath(directory.path("app"))
        XCTAssertEqual(
            run(["deps", "main.layout"]).out, "main.layout\nparts/a.layout\nparts/shared/base.layout\ncommon.layout\nparts/b.layout\n")
    }

    func testSeveralFilesListTheirUnionOnce() throws {
        try writeNestedTree()
        try directory.write("app/alone.layout", "view alone\n")
        let listed = run(["deps", "app/parts/b.layout", "app/alone.layout", "app/main.layout"])
        XCTAssertEqual(listed.status, .success, listed.err)
        XCTAssertEqual(
            listed.out,
            "app/parts/b.layout\napp/parts/shared/base.layout\napp/alone.layout\napp/main.layout\napp/parts/a.layout\n"
                + "app/common.layout\n")
    }

    func testACycleListsEachFileOnceAndIsLeftToCheck() throws {
        try directory.write("a.layout", "use \"b.layout\"\nview a\n")
        try directory.write("b.layout", "use \"a.layout\"\nuse \"c.layout\"\nview b\n")
        try directory.write("c.layout", "use \"b.layout\"\nview c\n")
        let listed = run(["deps", "a.layout"])
        XCTAssertEqual(listed.status, .success, listed.err)
        XCTAssertEqual(listed.out, "a.layout\nb.layout\nc.layout\n")
        XCTAssertEqual(listed.err, "", "a cycle leaves the list complete; check and generate report it")
        XCTAssertEqual(run(["deps", "c.layout"]).out, "c.layout\nb.layout\na.layout\n")
    }

    func testALinkToAFileAlreadyReadIsThatFile() throws {
        try directory.write("base.layout", "view base\n")
        try FileManager.default.createSymbolicLink(atPath: directory.path("alias.layout"), withDestinationPath: "base.layout")
        try directory.write("main.layout", "use \"base.layout\"\nuse \"./alias.layout\"\nview main\n")
        XCTAssertEqual(run(["deps", "main.layout"]).out, "main.layout\nbase.layout\n")
    }

    func testAMissingUsedFileIsReportedAndWhatWasReadIsStillListed() throws {
        try makeFolders("parts")
        try directory.write("parts/here.layout", "use \"gone.layout\"\nview here\n")
        try directory.write("main.layout", "use \"parts/here.layout\"\nuse \"missing.layout\"\nview main\n")
        let listed = run(["deps", "main.layout"])
        XCTAssertEqual(listed.status, .findings)
        XCTAssertEqual(listed.out, "main.layout\nparts/here.layout\n")
        // In the checker's output order: by file, the main file first.
        XCTAssertEqual(
            listed.err,
            "main.layout:2:5: error: cannot read 'missing.layout': no such file [U003]\n"
                + "parts/here.layout:1:5: error: cannot read 'gone.layout': no such file [U003]\n")
        // Another format lists the same files, and still exits 1.
        let make = run(["deps", "main.layout", "--format", "make"])
        XCTAssertEqual(make.status, .findings)
        XCTAssertEqual(make.out, "main.swift: main.layout parts/here.layout\n\nparts/here.layout:\n")
    }

    func testAFileOutsideTheFolderIsReportedNotListed() throws {
        try makeFolders("app")
        try directory.write("secret.layout", "view secret\n")
        try directory.write("app/main.layout", "use \"../secret.layout\"\nview main\n")
        let listed = run(["deps", "app/main.layout"])
        XCTAssertEqual(listed.status, .findings)
        XCTAssertEqual(listed.out, "app/main.layout\n")
        XCTAssertTrue(listed.err.hasPrefix("app/main.layout:1:5: error: '../secret.layout' is outside the folder"), listed.err)
        XCTAssertTrue(listed.err.hasSuffix("[U004]\n"), listed.err)
    }

    func testOtherErrorsDoNotConcernDeps() throws {
        try directory.write("base.layout", "view base\nbase.widht = 10\n")
        try directory.write("main.layout", "use \"base.layout\"\nview main\nmain.left = nowhere.right\n")
        let listed = run(["deps", "main.layout"])
        XCTAssertEqual(listed.status, .success, listed.err)
        XCTAssertEqual(listed.err, "")
        XCTAssertEqual(listed.out, "main.layout\nbase.layout\n")
    }

    func testAnUnreadableFileNamedHereIsAFailure() throws {
        try directory.write("main.layout", "view main\n")
        let listed = run(["deps", "main.layout", "absent.layout"])
        XCTAssertEqual(listed.status, .failure)
        XCTAssertEqual(listed.out, "main.layout\n")
        XCTAssertEqual(listed.err, "layoutc: error: cannot read 'absent.layout': no such file\n")
    }

    func testMakeRulesEscapeTheirWordsAndGuardEachUsedFile() throws {
        try makeFolders("my parts")
        try directory.write("my parts/$row.layout", "view row\n")
        try directory.write("card #1.layout", "use \"my parts/$row.layout\"\nview card\n")
        try directory.write("plain.layout", "view plain\n")
        let listed = run(["deps", "card #1.layout", "plain.layout", "--format", "make"])
        XCTAssertEqual(listed.status, .success, listed.err)
        XCTAssertEqual(
            listed.out,
            "card\\ \\#1.swift: card\\ \\#1.layout my\\ parts/$$row.layout\n\nmy\\ parts/$$row.layout:\n"
                + "plain.swift: plain.layout\n")
        let targeted = run(["deps", "plain.layout", "--format=make", "--make-target", "out/PlainLayout.swift"])
        XCTAssertEqual(targeted.out, "out/PlainLayout.swift: plain.layout\n")
    }

    func testJSONNamesEachInputWithTheFilesItReads() throws {
        try writeNestedTree()
        try directory.write("app/alone.layout", "view alone\n")
        let listed = run(["deps", "--format", "json", "app/alone.layout", "app/parts/b.layout"])
        XCTAssertEqual(listed.status, .success, listed.err)
        XCTAssertEqual(listed.out, """
            {
              "inputs": [
                {
                  "path": "app/alone.layout",
                  "reads": ["app/alone.layout"]
                },
                {
                  "path": "app/parts/b.layout",
                  "reads": ["app/parts/b.layout", "app/parts/shared/base.layout"]
                }
              ]
            }

            """)
        let document = try JSONSerialization.jsonObject(with: Data(listed.out.utf8)) as? [String: Any]
        XCTAssertNotNil(document?["inputs"] as? [[String: Any]])
    }

    func testAStampNamesEachFileReadWithADigestOfItsContents() throws {
        try makeFolders("base")
        try directory.write("base/card.layout", "view card\n")
        try directory.write("main.layout", "use \"base/card.layout\"\nview main\n")
        let first = run(["deps", "main.layout", "--format", "stamp"])
        XCTAssertEqual(first.status, .success, first.err)
        let lines = first.out.split(separator: "\n")
        XCTAssertEqual(lines.first, "// layoutc deps stamp 1")
        XCTAssertEqual(lines.dropFirst().map { $0.split(separator: " ").last ?? "" }, ["main.layout", "base/card.layout"])
        XCTAssertTrue(lines.allSatisfy { $0.hasPrefix("// ") }, "comments only, so it may be declared a Swift source")
        // FNV-1a 64 of "a", its published test vector.
        XCTAssertEqual(DepsCommand.hexDigest(of: Array("a".utf8)), "af63dc4c8601ec8c")
        XCTAssertEqual(DepsCommand.hexDigest(of: []), "cbf29ce484222325")
        // The same contents, the same stamp; a used file's contents changed, that line changes.
        XCTAssertEqual(run(["deps", "main.layout", "--format", "stamp"]).out, first.out)
        try directory.write("base/card.layout", "view card\ncard.width = 10\n")
        let changed = run(["deps", "main.layout", "--format", "stamp"]).out.split(separator: "\n")
        XCTAssertEqual(changed[1], lines[1])
        XCTAssertNotEqual(changed[2], lines[2])
    }

    func testOutputIsRewrittenOnlyWhenItChanges() throws {
        try directory.write("base.layout", "view base\n")
        try directory.write("main.layout", "view main\n")
        let stamp = directory.path("main.stamp")
        XCTAssertEqual(run(["deps", "main.layout", "--format", "stamp", "--output", stamp]).status, .success)
        let written = try String(contentsOfFile: stamp, encoding: .utf8)
        XCTAssertTrue(written.hasSuffix(" main.layout\n"), written)
        // An old time on the file shows whether it is written again.
        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: stamp)
        let unchanged = run(["deps", "main.layout", "--format", "stamp", "--output", stamp])
        XCTAssertEqual(unchanged.status, .success, unchanged.err)
        XCTAssertEqual(unchanged.out, "", "with --output, nothing goes to standard output")
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: stamp)[.modificationDate] as? Date, old)
        try directory.write("main.layout", "use \"base.layout\"\nview main\n")
        XCTAssertEqual(run(["deps", "main.layout", "--format", "stamp", "--output", stamp]).status, .success)
        XCTAssertNotEqual(try FileManager.default.attributesOfItem(atPath: stamp)[.modificationDate] as? Date, old)
        XCTAssertTrue(try String(contentsOfFile: stamp, encoding: .utf8).hasSuffix(" base.layout\n"))
        // A folder that does not exist: exit 2 and a message.
        let failed = run(["deps", "main.layout", "--output", directory.path("no/such/folder/x")])
        XCTAssertEqual(failed.status, .failure)
        XCTAssertTrue(failed.err.hasPrefix("layoutc: error: cannot write '"), failed.err)
    }

    func testArguments() throws {
        XCTAssertEqual(try ArgumentParser.parse(["deps", "a.layout", "b.layout"]), .deps(DepsOptions(paths: ["a.layout", "b.layout"])))
        XCTAssertEqual(
            try ArgumentParser.parse(["deps", "a.layout", "--format", "make", "--make-target=a.swift"]),
            .deps(DepsOptions(paths: ["a.layout"], format: .make, makeTarget: "a.swift")))
        XCTAssertEqual(
            try ArgumentParser.parse(["deps", "a.layout", "--format=stamp", "--output", "a.stamp"]),
            .deps(DepsOptions(paths: ["a.layout"], format: .stamp, outputPath: "a.stamp")))
        XCTAssertEqual(try ArgumentParser.parse(["deps", "--help"]), .help(.deps))
        XCTAssertEqual(try ArgumentParser.parse(["help", "deps"]), .help(.deps))
        for arguments in [["deps"], ["deps", "a.layout", "--format", "mak"], ["deps", "a.layout", "b.layout", "--make-target", "x"],
                          ["deps", "a.layout", "--strict"]] {
            let outcome = run(arguments)
            XCTAssertEqual(outcome.status, .failure, "\(arguments)")
            XCTAssertEqual(outcome.out, "", "\(arguments)")
            XCTAssertTrue(outcome.err.contains("layoutc deps --help"), "\(arguments): \(outcome.err)")
        }
        XCTAssertTrue(run(["deps", "a.layout", "--format", "mak"]).err.contains("did you mean 'make'?"))
        XCTAssertTrue(run(["help", "deps"]).out.contains("USAGE: layoutc deps FILE..."))
        XCTAssertTrue(run(["--help"]).out.contains("layoutc deps FILE..."))
    }
}
