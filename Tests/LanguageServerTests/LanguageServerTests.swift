import Foundation
import LayoutCompiler
import LayoutFormatter
import LayoutLanguageServer
import LayoutSource
import XCTest

/// Scripted sessions with an in-process server over the real framing, one per capability.
final class LanguageServerTests: XCTestCase {
    let uri = "file:///project/card.layout"
    let card = """
        view card { view title }
        view body
        guide gap
        card.edges = root.edges + 16
        title.left = card.left + 8; title.top = card.top; title.size = 20
        [below] body.top = title.bottom + 4
        body.left = card.left; body.right = card.right; body.bottom = card.bottom
        gap.left = 0; gap.top = 0; gap.size = 1

        """

    private func started(sizes: [String] = ["375x667", "1024x768"], capabilities: JSON = .object([:])) -> LSPTestClient {
        let client = LSPTestClient()
        client.initialize(options: .object(["sizes": .strings(sizes)]), capabilities: capabilities)
        return client
    }

    // MARK: Lifecycle and capabilities

    func testInitializeAdvertisesWhatTheServerDoesAndNegotiatesUTF16ByDefault() {
        let client = LSPTestClient()
        let result = client.initialize()
        let capabilities = result["capabilities"]
        XCTAssertEqual(capabilities?["positionEncoding"], .string("utf-16"))
        XCTAssertEqual(capabilities?["textDocumentSync"]?["change"], .int(2))
        for provider in ["hoverProvider", "definitionProvider", "referencesProvider", "documentSymbolProvider"] {
            XCTAssertEqual(capabilities?[provider], .bool(true), provider)
        }
        XCTAssertNotNil(capabilities?["completionProvider"])
        XCTAssertNotNil(capabilities?["codeActionProvider"])
        XCTAssertEqual(capabilities?["semanticTokensProvider"]?["full"], .bool(true))
        XCTAssertEqual(result["serverInfo"]?["name"], .string("layoutc"))
    }

    func testUTF8IsUsedWhenTheClientOffersIt() {
        let client = started(capabilities: .object([
            "general": .object(["positionEncodings": .strings(["utf-16", "utf-8"])])
        ]))
        _ = client
        let other = LSPTestClient()
        let result = other.initialize(capabilities: .object(["general": .object(["positionEncodings": .strings(["utf-8"])])]))
        XCTAssertEqual(result["capabilities"]?["positionEncoding"], .string("utf-8"))
    }

    func testShutdownThenExitIsStatusZeroAndExitAloneIsOne() {
        let client = started()
        XCTAssertNil(client.server.exitStatus)
        XCTAssertEqual(client.result("shutdown"), .null)
        XCTAssertEqual(client.request("textDocument/hover", LSPTestClient.at(uri, line: 0, character: 0))["error"]?["code"],
                       .int(-32600))
        client.notify("exit")
        XCTAssertEqual(client.server.exitStatus, 0)
        let abrupt = started()
        abrupt.notify("exit")
        XCTAssertEqual(abrupt.server.exitStatus, 1)
        XCTAssertEqual(started().server.statusAtEndOfInput, 1)
    }

    func testRequestsBeforeInitializeAreRefused() {
        let client = LSPTestClient()
        XCTAssertEqual(client.request("textDocument/hover", LSPTestClient.at(uri, line: 0, character: 0))["error"]?["code"],
                       .int(-32002))
    }

    // MARK: Robustness

    func testUnknownRequestIsMethodNotFoundAndUnknownNotificationIsIgnored() {
        let client = started()
        client.notify("$/somethingNew", .object([:]))
        client.notify("workspace/unheardOf")
        XCTAssertTrue(client.responses().isEmpty)
        XCTAssertTrue(client.notifications.isEmpty)
        let answer = client.request("textDocument/unheardOf", .object([:]))
        XCTAssertEqual(answer["error"]?["code"], .int(-32601))
    }

    func testMalformedBodyIsAParseErrorAndMalformedHeaderIsLoggedAndTheSessionGoesOn() {
        let client = started()
        client.feed(FrameDecoder.frame("{not json"))
        var answers = client.responses()
        XCTAssertEqual(answers.count, 1)
        XCTAssertEqual(answers.first?["id"], .null)
        XCTAssertEqual(answers.first?["error"]?["code"], .int(-32700))
        client.feed(FrameDecoder.frame("[1, 2]") + FrameDecoder.frame(#"{"jsonrpc":"2.0","id":{"a":1},"method":"x"}"#))
        answers = client.responses()
        XCTAssertEqual(answers.map { $0["error"]?["code"] }, [.int(-32600), .int(-32600)])
        client.feed(Array("Content-Lenght: 5\r\n\r\n".utf8))
        _ = client.responses()
        XCTAssertEqual(client.notifications.last?["method"], .string("window/logMessage"))
        client.open(uri, card)
        XCTAssertNotEqual(client.result("textDocument/documentSymbol", .object(["textDocument": .object(["uri": .string(uri)])])), .null)
    }

    func testARequestOnADocumentNotOpenIsAnErrorAndAChangeToItIsIgnored() {
        let client = started()
        client.notify("textDocument/didChange", .object([
            "textDocument": .object(["uri": .string(uri), "version": .int(2)]),
            "contentChanges": .array([.object(["text": .string("view a")])]),
        ]))
        XCTAssertTrue(client.publishedDiagnostics().isEmpty)
        let answer = client.request("textDocument/hover", LSPTestClient.at(uri, line: 0, character: 0))
        XCTAssertEqual(answer["error"]?["code"], .int(-32602))
        XCTAssertEqual(answer["error"]?["message"], .string("the document '\(uri)' is not open"))
    }

    // MARK: Diagnostics

    func testDiagnosticsAreCheckFindingsAtTheConfiguredSizesWithConflictMembersAsRelatedInformation() throws {
        let text = "view a, b\na.left = 0\na.width = 10\nb.left = a.right\nb.width = 5\nb.right >= 30\n"
            + "a.top = 0; a.height = 1; b.top = 0; b.height = 1\n"
        let client = started(sizes: ["375x667"])
        client.open("file:///tmp/conflict.layout", text)
        let published = try XCTUnwrap(client.publishedDiagnostics().last)
        XCTAssertEqual(published["version"], .int(1))
        let diagnostics = try XCTUnwrap(published["diagnostics"]?.arrayValue)
        let expected = LayoutCompiler.compile(CompileRequest(path: "/tmp/conflict.layout", text: text))
            .findings(sizes: [CanvasSize(width: 375, height: 667)])
        XCTAssertEqual(diagnostics.map { $0["code"] }, expected.map { .string($0.code.rawValue) })
        XCTAssertEqual(diagnostics.map { $0["code"] }, [.string("S001")])
        let conflict = try XCTUnwrap(diagnostics.first { $0["code"] == .string("S001") })
        let related = try XCTUnwrap(conflict["relatedInformation"]?.arrayValue)
        XCTAssertEqual(related.count, 4)
        XCTAssertEqual(related.map { $0["location"]?["range"]?["start"]?["line"] }, [1, 2, 3, 4].map { .int($0) })
        XCTAssertEqual(related.first?["location"]?["uri"], .string("file:///tmp/conflict.layout"))
        XCTAssertEqual(conflict["range"]?["start"], .object(["line": .int(5), "character": .int(0)]))
        XCTAssertEqual(conflict["severity"], .int(1))
        // Built from this tree, the default link is grammar.md beside the sources.
        let base = try XCTUnwrap(DiagnosticDocumentation.defaultBase)
        XCTAssertTrue(base.hasPrefix("file://") && base.hasSuffix("/grammar.md"), base)
        XCTAssertEqual(conflict["codeDescription"]?["href"], .string(base + "#solver-codes-s"))
        // The message as check prints it, then each note on a line of its own.
        XCTAssertEqual(
            conflict["message"], .string(([expected[0].printedMessage] + expected[0].notes.map { "note: " + $0 }).joined(separator: "\n")))
    }

    func testWithoutSizesOnlyWhatNeedsNoCanvasIsReportedAndConfigurationChangesRecheck() throws {
        // Undetermined attributes (S002) need a canvas size.
        let text = "view a\na.left = 0; a.top = 0; a.width = 10\n"
        let client = LSPTestClient()
        client.initialize()
        client.open(uri, text)
        let unsized = try XCTUnwrap(client.publishedDiagnostics().last?["diagnostics"]?.arrayValue)
        let expectedUnsized = LayoutCompiler.compile(CompileRequest(path: "/project/card.layout", text: text)).findings(sizes: [])
        XCTAssertEqual(unsized.map { $0["code"] }, expectedUnsized.map { .string($0.code.rawValue) })
        client.notify("workspace/didChangeConfiguration", .object(["settings": .object([
            "layoutc": .object(["sizes": .strings(["320x480"])])
        ])]))
        let sized = try XCTUnwrap(client.publishedDiagnostics().last?["diagnostics"]?.arrayValue)
        XCTAssertEqual(sized.map { $0["code"] }, [.string("S002")])
        XCTAssertNotEqual(unsized.map { $0["code"] }, sized.map { $0["code"] })
    }

    func testDevicesAreConfiguredAsCheckSpellsThemAndHoverSolvesAtThem() throws {
        let text = "view a\na.left = root.safeArea.left; a.top = root.safeArea.top; a.size = 10\nb.top = 0\n"
        let client = started(sizes: ["iPhoneSE3", "320x480"])
        client.open(uri, text)
        let published = try XCTUnwrap(client.publishedDiagnostics().last?["diagnostics"]?.arrayValue)
        let expected = LayoutCompiler.compile(CompileRequest(path: "/project/card.layout", text: text)).findings(
            sizes: [CanvasSize(width: 320, height: 480)], canvases: try XCTUnwrap(CheckCanvas.named("iPhoneSE3")))
        XCTAssertEqual(published.map { $0["code"] }, expected.map { .string($0.code.rawValue) })
        client.open("file:///project/other.layout", "view a\na.left = root.safeArea.left; a.top = root.safeArea.top; a.size = 10\n")
        let hover = client.result("textDocument/hover", LSPTestClient.at("file:///project/other.layout", line: 1, character: 0))
        let value = try XCTUnwrap(hover["contents"]?["value"]?.stringValue)
        XCTAssertTrue(value.contains("- at iPhoneSE3: x 0, y 20, width 10, height 10"), value)
        XCTAssertTrue(value.contains("- at 320x480: x 0, y 0, width 10, height 10"), value)
    }

    func testOnlyTheLatestVersionIsCheckedAndPublished() throws {
        let client = started()
        client.open(uri, "view a\n")
        _ = client.publishedDiagnostics()
        for (version, text) in [(2, "view a\nb.left = 0\n"), (3, "view a\nc.left = 0\n")] {
            client.notify("textDocument/didChange", .object([
                "textDocument": .object(["uri": .string(uri), "version": .int(version)]),
                "contentChanges": .array([.object(["text": .string(text)])]),
            ]))
        }
        XCTAssertEqual(client.scheduler.pendingAnalyses, 2)
        let published = client.publishedDiagnostics()
        XCTAssertEqual(published.count, 1)
        XCTAssertEqual(published.first?["version"], .int(3))
        XCTAssertEqual(published.first?["diagnostics"]?.arrayValue?.first?["message"], .string("unknown view 'c'"))
    }

    func testEditingAUsedFileRechecksTheDocumentsThatUseIt() throws {
        let base = "file:///project/base.layout"
        let client = started()
        client.open(base, "view header\nheader.top = 0; header.left = 0; header.size = 10\n")
        client.open(uri, "use \"base.layout\"\nheader.width >= 5\n")
        XCTAssertEqual(client.publishedDiagnostics().last?["diagnostics"], .array([]))
        // `header` renamed in the used file: the using document's line no longer resolves.
        client.notify("textDocument/didChange", .object([
            "textDocument": .object(["uri": .string(base), "version": .int(2)]),
            "contentChanges": .array([.object(["text": .string("view heading\nheading.top = 0; heading.left = 0; heading.size = 10\n")])]),
        ]))
        let published = client.publishedDiagnostics()
        let forDocument = try XCTUnwrap(published.last { $0["uri"] == .string(uri) })
        XCTAssertEqual(forDocument["diagnostics"]?.arrayValue?.map { $0["code"] }, [.string("N001")])
        XCTAssertEqual(forDocument["version"], .int(1))
    }

    func testClosingADocumentClearsItsDiagnostics() {
        let client = started()
        client.open(uri, "view a\nb.left = 0\n")
        XCTAssertEqual(client.publishedDiagnostics().last?["diagnostics"]?.arrayValue?.count, 1)
        client.notify("textDocument/didClose", .object(["textDocument": .object(["uri": .string(uri)])]))
        XCTAssertEqual(client.publishedDiagnostics().last?["diagnostics"], .array([]))
    }

    // MARK: Incremental sync and positions

    func testIncrementalChangesAndPositionsCountUTF16UnitsPastAnEmoji() throws {
        let client = started()
        // The emoji is two UTF-16 units and four UTF-8 bytes: positions after it differ.
        client.open(uri, card + "/* 😀 */ body.height = 1\n", version: 1)
        _ = client.publishedDiagnostics()
        let line = 8
        let hover = client.result("textDocument/hover", LSPTestClient.at(uri, line: line, character: 10))
        XCTAssertEqual(hover["range"]?["start"], .object(["line": .int(line), "character": .int(9)]))
        XCTAssertEqual(hover["range"]?["end"], .object(["line": .int(line), "character": .int(13)]))
        // Replace `body` after the emoji with `bdy` using UTF-16 columns 9..13.
        client.notify("textDocument/didChange", .object([
            "textDocument": .object(["uri": .string(uri), "version": .int(2)]),
            "contentChanges": .array([.object([
                "range": .object([
                    "start": .object(["line": .int(line), "character": .int(9)]),
                    "end": .object(["line": .int(line), "character": .int(13)]),
                ]),
                "text": .string("bdy"),
            ])]),
        ]))
        let diagnostics = try XCTUnwrap(client.publishedDiagnostics().last?["diagnostics"]?.arrayValue)
        let unknown = try XCTUnwrap(diagnostics.first { $0["code"] == .string("N001") })
        XCTAssertEqual(unknown["message"], .string("unknown view 'bdy'\nnote: did you mean 'body'?"))
        XCTAssertEqual(unknown["range"]?["start"], .object(["line": .int(line), "character": .int(9)]))
        XCTAssertEqual(unknown["range"]?["end"], .object(["line": .int(line), "character": .int(12)]))
    }

    func testUTF8PositionsCountBytesPastAnEmoji() {
        let client = LSPTestClient()
        client.initialize(capabilities: .object(["general": .object(["positionEncodings": .strings(["utf-8"])])]))
        client.open(uri, "view body\n/* 😀 */ body.height = 1\n")
        let hover = client.result("textDocument/hover", LSPTestClient.at(uri, line: 1, character: 12))
        XCTAssertEqual(hover["range"]?["start"], .object(["line": .int(1), "character": .int(11)]))
    }

    // MARK: Hover

    func testHoverOnAViewShowsItsFrameAtEachSizeAndTheConstraintsThatBindIt() throws {
        let client = started()
        client.open(uri, card)
        let hover = client.result("textDocument/hover", LSPTestClient.at(uri, line: 4, character: 1))
        let text = try XCTUnwrap(hover["contents"]?["value"]?.stringValue)
        XCTAssertTrue(text.contains("**view `title`**"), text)
        XCTAssertTrue(text.contains("- at 375x667: x 24, y 16, width 20, height 20"), text)
        XCTAssertTrue(text.contains("- at 1024x768: x 24, y 16, width 20, height 20"), text)
        XCTAssertTrue(text.contains("- line 5: `title.left = card.left + 8`"), text)
        XCTAssertTrue(text.contains("- line 5: `title.size = 20`"), text)
        XCTAssertFalse(text.contains("body.left"), text)
    }

    func testHoverOnAHiddenViewSaysWhereItIsHidden() throws {
        let client = started(sizes: ["375x667", "667x375"])
        client.open(uri, "view a\na.edges = root.edges\nwhen compactHeight { hide a }\n")
        let hover = client.result("textDocument/hover", LSPTestClient.at(uri, line: 0, character: 5))
        let text = try XCTUnwrap(hover["contents"]?["value"]?.stringValue)
        XCTAssertTrue(text.contains("- at 375x667: x 0, y 0, width 375, height 667\n"), text)
        XCTAssertTrue(text.contains("- at 667x375: x 0, y 0, width 667, height 375, hidden"), text)
    }

    func testHoverOnAnAttributeShowsItsValueAtEachSize() throws {
        let client = started()
        client.open(uri, card)
        // `card.right` in `body.right = card.right`.
        let hover = client.result("textDocument/hover", LSPTestClient.at(uri, line: 6, character: 42))
        let text = try XCTUnwrap(hover["contents"]?["value"]?.stringValue)
        XCTAssertTrue(text.contains("**attribute `card.right`**"), text)
        XCTAssertTrue(text.contains("- at 375x667: 359"), text)
        XCTAssertTrue(text.contains("- at 1024x768: 1008"), text)
        XCTAssertTrue(text.contains("`card.edges = root.edges + 16`"), text)
        let guide = client.result("textDocument/hover", LSPTestClient.at(uri, line: 2, character: 7))
        XCTAssertTrue(guide["contents"]?["value"]?.stringValue?.contains("**guide `gap`**") ?? false)
        XCTAssertEqual(client.result("textDocument/hover", LSPTestClient.at(uri, line: 3, character: 27)), .null)
    }

    func testHoverOnMarginsShowsWhereTheSolverMeasuredThemAndWhatBindsThem() throws {
        // Under a device, root's margins follow its safe area and the system minimum (16 at the
        // sides), and `a`'s follow its safe area: not the frame plus 8.
        let client = started(sizes: ["iPhoneSE3", "iPhone14:landscape"])
        client.open(uri, "view a\nview b\na.left = root.leftMargin; a.top = root.topMargin; a.size = 10\nb.left = a.leftMargin; b.top = 0; b.size = 5\n")
        let hover = { (line: Int, character: Int) in
            client.result("textDocument/hover", LSPTestClient.at(self.uri, line: line, character: character))["contents"]?["value"]?
                .stringValue ?? ""
        }
        let rootMargin = hover(2, 15)
        XCTAssertTrue(rootMargin.contains("**attribute `root.leftMargin`**"), rootMargin)
        XCTAssertTrue(rootMargin.contains("- at iPhoneSE3: 16\n- at iPhone14:landscape: 67"), rootMargin)
        let viewMargin = hover(3, 13)
        XCTAssertTrue(viewMargin.contains("**attribute `a.leftMargin`**"), viewMargin)
        XCTAssertTrue(viewMargin.contains("- at iPhoneSE3: 24\n- at iPhone14:landscape: 75"), viewMargin)
        let left = hover(2, 2)
        XCTAssertTrue(left.contains("- at iPhoneSE3: 16\n- at iPhone14:landscape: 67"), left)
        XCTAssertTrue(left.contains("- line 3: `a.left = root.leftMargin`"), left)
        // A baseline's offset is the view's content: said, not guessed.
        let other = "file:///project/baseline.layout"
        client.open(other, "view a\nview b\na.left = 0; a.top = 0; a.size = 10\nb.top = a.firstBaseline; b.left = 0; b.size = 5\n")
        let baseline = client.result("textDocument/hover", LSPTestClient.at(other, line: 3, character: 12))["contents"]?["value"]?
            .stringValue ?? ""
        XCTAssertTrue(baseline.contains("not known"), baseline)
    }

    func testHoverShowsFramesAtFittedSizesAndAtTheFilesOwnCanvases() throws {
        let text = "canvas \"iPhoneSE3\"\nview a\na.left = 0; a.top = 0; a.width = 10; a.height = 40\nroot.bottom = a.bottom\n"
        let fitted = started(sizes: ["375x"])
        fitted.open(uri, text)
        let atFitted = fitted.result("textDocument/hover", LSPTestClient.at(uri, line: 1, character: 5))["contents"]?["value"]?.stringValue ?? ""
        XCTAssertTrue(atFitted.contains("- at 375x (375x40): x 0, y 0, width 10, height 40"), atFitted)
        let declared = LSPTestClient()
        declared.initialize()
        declared.open(uri, text)
        let atDeclared = declared.result("textDocument/hover", LSPTestClient.at(uri, line: 1, character: 5))["contents"]?["value"]?.stringValue ?? ""
        XCTAssertTrue(atDeclared.contains("- at iPhoneSE3: "), atDeclared)
    }

    func testSizesThatAreNoneAreReportedToTheUser() {
        let client = LSPTestClient()
        client.initialize(options: .object(["sizes": .array([.string("bogus"), .int(42), .string("375x667")])]))
        let messages = client.notifications.filter { $0["method"] == .string("window/showMessage") }
            .compactMap { $0["params"]?["message"]?.stringValue }
        XCTAssertEqual(messages.count, 2, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("bogus") } && messages.contains { $0.contains("42") }, "\(messages)")
    }

    // MARK: Definition and references

    func testDefinitionOfViewsGuidesConstraintNamesAndUsePaths() throws {
        let base = "file:///project/base.layout"
        let client = started()
        client.open(base, "view header\nheader.top = 0; header.left = 0; header.size = 10\n")
        client.open(uri, "use \"base.layout\"\n" + card + "body.width >= header.width\n[below2] gap.width = 1 @low\n")
        let at = { (line: Int, character: Int) in
            client.result("textDocument/definition", LSPTestClient.at(self.uri, line: line, character: character))
        }
        // `title` in `title.left` (line 5) goes to the nested declaration on line 1.
        XCTAssertEqual(at(5, 2)["range"]?["start"], .object(["line": .int(1), "character": .int(17)]))
        XCTAssertEqual(at(5, 2)["uri"], .string(uri))
        XCTAssertEqual(at(8, 1)["range"]?["start"], .object(["line": .int(3), "character": .int(6)]))
        // A view of the used file is declared there.
        XCTAssertEqual(at(9, 17)["uri"], .string(base))
        XCTAssertEqual(at(9, 17)["range"]?["start"], .object(["line": .int(0), "character": .int(5)]))
        // The `use` path opens the file.
        XCTAssertEqual(at(0, 7)["uri"], .string(base))
        // A constraint's name goes to its equation.
        XCTAssertEqual(at(6, 3)["range"]?["start"]?["line"], .int(6))
        XCTAssertEqual(at(4, 25), .null)
    }

    func testReferencesOfAViewListEveryUseWithOrWithoutItsDeclaration() throws {
        let client = started()
        client.open(uri, card)
        let params = { (includeDeclaration: Bool) -> JSON in
            .object([
                "textDocument": .object(["uri": .string(self.uri)]),
                "position": .object(["line": .int(4), "character": .int(1)]),
                "context": .object(["includeDeclaration": .bool(includeDeclaration)]),
            ])
        }
        let all = try XCTUnwrap(client.result("textDocument/references", params(true)).arrayValue)
        XCTAssertEqual(all.map { $0["range"]?["start"]?["line"] }, [0, 4, 4, 4, 5].map { .int($0) })
        let uses = try XCTUnwrap(client.result("textDocument/references", params(false)).arrayValue)
        XCTAssertEqual(uses.count, 4)
    }

    // MARK: Completion

    func testConstantsHaveHoverDefinitionReferencesAndCompletion() throws {
        let client = started(sizes: ["375x667"])
        client.open(uri, "let gap = 8\nlet wide = gap * 2\nview a\na.left = gap; a.top = wide; a.size = g\n")
        let hover = client.result("textDocument/hover", LSPTestClient.at(uri, line: 1, character: 5))
        XCTAssertEqual(hover["contents"]?["value"]?.stringValue, "**constant `wide`** = 16")
        let definition = client.result("textDocument/definition", LSPTestClient.at(uri, line: 3, character: 10))
        XCTAssertEqual(definition["range"]?["start"], .object(["line": .int(0), "character": .int(4)]))
        let references = try XCTUnwrap(client.result("textDocument/references", .object([
            "textDocument": .object(["uri": .string(uri)]),
            "position": .object(["line": .int(0), "character": .int(5)]),
            "context": .object(["includeDeclaration": .bool(true)]),
        ])).arrayValue)
        XCTAssertEqual(references.map { $0["range"]?["start"]?["line"] }, [0, 1, 3].map { .int($0) })
        XCTAssertTrue(labels(client, line: 3, character: 41).contains("gap"))
    }


    private func labels(_ client: LSPTestClient, line: Int, character: Int) -> [String] {
        let result = client.result("textDocument/completion", LSPTestClient.at(uri, line: line, character: character))
        return result["items"]?.arrayValue?.compactMap { $0["label"]?.stringValue } ?? []
    }

    func testCompletionOffersAttributesPrioritiesConditionWordsFlagsAndViews() {
        let client = started()
        let text = card + "title.wi\nbody.height = 10 @hi\nbody.width = 10 ~\nwhen expanded { body.top = 0 }\nwhen \n\n"
        client.open(uri, text)
        XCTAssertEqual(labels(client, line: 8, character: 8), ["width"])
        let attributes = labels(client, line: 8, character: 6)
        XCTAssertTrue(attributes.contains("width") && attributes.contains("centerX") && attributes.contains("edges"))
        XCTAssertTrue(attributes.contains("safeArea"))
        XCTAssertFalse(attributes.contains("title"))
        let priorities = labels(client, line: 9, character: 18)
        XCTAssertEqual(Set(priorities), Set(["required", "high", "medium", "low", "defaultHigh", "defaultLow", "fittingSize"]))
        XCTAssertEqual(labels(client, line: 9, character: 20), ["high"])
        XCTAssertEqual(Set(labels(client, line: 10, character: 17)), Set(priorities))
        let conditions = labels(client, line: 12, character: 5)
        for word in ["pad", "phone", "mac", "compactWidth", "regularHeight", "landscape", "not", "expanded"] {
            XCTAssertTrue(conditions.contains(word), word)
        }
        XCTAssertFalse(conditions.contains("title"))
        XCTAssertEqual(labels(client, line: 13, character: 0), ["root", "card", "title", "body", "gap"])
        // After `root.` too.
        XCTAssertTrue(labels(client, line: 3, character: 18).contains("edges"))
    }

    func testALongListIsCutAndMarkedIncompleteAndTheTypedWordNarrowsIt() throws {
        let client = started()
        let names = (0..<600).map { "v\($0)" }
        client.open(uri, "view " + names.joined(separator: ", ") + "\nv5\n")
        let all = client.result("textDocument/completion", LSPTestClient.at(uri, line: 1, character: 0))
        XCTAssertEqual(all["isIncomplete"], .bool(true))
        XCTAssertEqual(all["items"]?.arrayValue?.count, 500)
        let narrowed = client.result("textDocument/completion", LSPTestClient.at(uri, line: 1, character: 2))
        XCTAssertEqual(narrowed["isIncomplete"], .bool(false))
        let labels = narrowed["items"]?.arrayValue?.compactMap { $0["label"]?.stringValue } ?? []
        XCTAssertEqual(labels, names.filter { $0.hasPrefix("v5") })
        XCTAssertEqual(labels.count, 111)
    }

    // MARK: Formatting

    func testFormattingIsLayoutcFormatsTextAsOneEditAndNothingForSyntaxErrors() throws {
        let client = started()
        XCTAssertEqual(client.initialize()["capabilities"]?["documentFormattingProvider"], .bool(true))
        let messy = "view   a,b\n/* 😀 */  a.left=0 ;a.top = 0\na.size=10; b.edges = a.edges+  2\n"
        client.open(uri, messy)
        let params = JSON.object(["textDocument": .object(["uri": .string(uri)]), "options": .object([
            "tabSize": .int(4), "insertSpaces": .bool(true),
        ])])
        let edits = try XCTUnwrap(client.result("textDocument/formatting", params).arrayValue)
        XCTAssertEqual(edits.count, 1)
        guard case .formatted(let expected) = LayoutFormatter.format(SourceFile(path: "/project/card.layout", text: messy)) else {
            return XCTFail("the formatter refused valid text")
        }
        XCTAssertNotEqual(expected, messy)
        XCTAssertEqual(edits.first?["newText"], .string(expected))
        // The same text as the command prints.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("lsp-format-\(getpid()).layout")
        try Data(messy.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = try ServerProcess.executable()
        process.arguments = ["format", file.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(edits.first?["newText"], .string(String(decoding: printed, as: UTF8.self)))
        XCTAssertEqual(edits.first?["range"]?["start"], .object(["line": .int(0), "character": .int(0)]))
        XCTAssertEqual(edits.first?["range"]?["end"], .object(["line": .int(3), "character": .int(0)]))
        // Applied, the text is formatted: asked again, there is nothing to do.
        client.notify("textDocument/didChange", .object([
            "textDocument": .object(["uri": .string(uri), "version": .int(2)]),
            "contentChanges": .array([.object(["range": edits[0]["range"] ?? .null, "text": .string(expected)])]),
        ]))
        XCTAssertEqual(client.result("textDocument/formatting", params), .array([]))
        client.notify("textDocument/didChange", .object([
            "textDocument": .object(["uri": .string(uri), "version": .int(3)]),
            "contentChanges": .array([.object(["text": .string("view a\na.left = (\n")])]),
        ]))
        XCTAssertEqual(client.result("textDocument/formatting", params), .null)
    }

    // MARK: Code actions

    func testEveryFixItBecomesAQuickFixWhoseEditRemovesTheError() throws {
        let client = started()
        let text = "view header\nheader.left = 0; header.top = 0; header.size = 10\nhaeder.width >= 1\n"
        client.open(uri, text)
        let diagnostics = try XCTUnwrap(client.publishedDiagnostics().last?["diagnostics"]?.arrayValue)
        XCTAssertEqual(diagnostics.map { $0["code"] }, [.string("N001")])
        let actions = try XCTUnwrap(client.result("textDocument/codeAction", .object([
            "textDocument": .object(["uri": .string(uri)]),
            "range": .object([
                "start": .object(["line": .int(2), "character": .int(1)]),
                "end": .object(["line": .int(2), "character": .int(1)]),
            ]),
            "context": .object(["diagnostics": .array(diagnostics)]),
        ])).arrayValue)
        XCTAssertEqual(actions.count, 1)
        let action = try XCTUnwrap(actions.first)
        XCTAssertEqual(action["kind"], .string("quickfix"))
        XCTAssertEqual(action["title"], .string("Replace 'haeder' with 'header'"))
        let edit = try XCTUnwrap(action["edit"]?["changes"]?[uri]?.arrayValue?.first)
        XCTAssertEqual(edit["newText"], .string("header"))
        client.notify("textDocument/didChange", .object([
            "textDocument": .object(["uri": .string(uri), "version": .int(2)]),
            "contentChanges": .array([.object(["range": edit["range"] ?? .null, "text": edit["newText"] ?? .null])]),
        ]))
        XCTAssertEqual(client.publishedDiagnostics().last?["diagnostics"], .array([]))
    }

    /// The code actions of the only diagnostic of `text` (with `code`), and `text` with each applied.
    private func quickFixes(_ text: String, code: String) throws -> [(title: String, edited: String)] {
        let client = started()
        client.open(uri, text)
        let diagnostics = try XCTUnwrap(client.publishedDiagnostics().last?["diagnostics"]?.arrayValue)
        XCTAssertEqual(diagnostics.map { $0["code"] }, [.string(code)])
        let range = try XCTUnwrap(diagnostics.first?["range"])
        let actions = try XCTUnwrap(client.result("textDocument/codeAction", .object([
            "textDocument": .object(["uri": .string(uri)]), "range": range,
            "context": .object(["diagnostics": .array(diagnostics)]),
        ])).arrayValue)
        let source = SourceFile(path: "test.layout", text: text)
        return try actions.map { action in
            XCTAssertEqual(action["kind"], .string("quickfix"))
            let edit = try XCTUnwrap(action["edit"]?["changes"]?[uri]?.arrayValue?.first)
            let start = try XCTUnwrap(edit["range"]?["start"]), end = try XCTUnwrap(edit["range"]?["end"])
            func offset(_ position: JSON) throws -> Int {
                let line = try XCTUnwrap(position["line"]?.intValue), character = try XCTUnwrap(position["character"]?.intValue)
                return source.lineStarts[line] + character
            }
            var bytes = Array(text.utf8)
            bytes.replaceSubrange(try offset(start)..<offset(end), with: Array((edit["newText"]?.stringValue ?? "").utf8))
            return (action["title"]?.stringValue ?? "", String(decoding: bytes, as: UTF8.self))
        }
    }

    func testConflictAndUndeterminedFixItsBecomeQuickFixesThatClearTheirFinding() throws {
        let conflict = "canvas \"375x667\"\nview box\nbox.top = 0; box.height = 10\nbox.right = 40\nbox.left = 10\nbox.width = 50\n"
        let fixes = try quickFixes(conflict, code: "S001")
        XCTAssertEqual(fixes.map(\.title), ["Insert ' @999'", "Replace '=' with '<='", "Replace '50' with '30'"])
        let undetermined = "canvas \"375x667\"\nview a\na.left = 20; a.width = 10\n"
        let added = try quickFixes(undetermined, code: "S002")
        XCTAssertEqual(added.map(\.title), ["Add 'a.height = 44' and 'a.top = root.top'"])
        // Each edit, made by the client, leaves a file with no finding.
        for fix in fixes + added {
            let client = started()
            client.open(uri, fix.edited)
            XCTAssertEqual(client.publishedDiagnostics().last?["diagnostics"], .array([]), "\(fix.title):\n\(fix.edited)")
        }
    }

    // MARK: Symbols and tokens

    func testDocumentSymbolsAreTheViewTreeTheGuidesAndTheNamedConstraints() throws {
        let client = started()
        client.open(uri, card)
        let symbols = try XCTUnwrap(client.result("textDocument/documentSymbol", .object([
            "textDocument": .object(["uri": .string(uri)])
        ])).arrayValue)
        XCTAssertEqual(symbols.map { $0["name"] }, ["card", "body", "gap", "below"].map { .string($0) })
        XCTAssertEqual(symbols.map { $0["detail"] }, ["view", "view", "guide", "constraint"].map { .string($0) })
        XCTAssertEqual(symbols[0]["children"]?.arrayValue?.map { $0["name"] }, [.string("title")])
        XCTAssertEqual(symbols[0]["range"]?["end"], .object(["line": .int(0), "character": .int(24)]))
    }

    /// `stack bar { ... }` in a `when` block refers to the stack: its definition is the
    /// declaration, it adds no symbol, and the document is checked as `check` checks it.
    func testAStackVariationIsAReferenceToTheStack() throws {
        let client = started()
        let text = "stack bar {\n  view a { intrinsic 10 x 10 }\n}\nbar.left = 0; bar.top = 0\n"
            + "when width >= 600 { stack bar { axis vertical; spacing 4 } }\n"
        client.open(uri, text)
        let diagnostics = try XCTUnwrap(client.publishedDiagnostics().last?["diagnostics"]?.arrayValue)
        let expected = LayoutCompiler.compile(CompileRequest(path: "/project/card.layout", text: text))
            .findings(sizes: [CanvasSize(width: 375, height: 667), CanvasSize(width: 1024, height: 768)])
        XCTAssertEqual(diagnostics.map { $0["code"] }, expected.map { .string($0.code.rawValue) })
        let definition = client.result("textDocument/definition", LSPTestClient.at(uri, line: 4, character: 27))
        XCTAssertEqual(definition["range"]?["start"], .object(["line": .int(0), "character": .int(6)]))
        let symbols = try XCTUnwrap(client.result("textDocument/documentSymbol", .object([
            "textDocument": .object(["uri": .string(uri)])
        ])).arrayValue)
        XCTAssertEqual(symbols.map { $0["name"] }, [.string("bar")])
        let hover = client.result("textDocument/hover", LSPTestClient.at(uri, line: 4, character: 27))
        XCTAssertNotEqual(hover, .null)
    }

    func testSemanticTokensClassifyEveryNameByWhatItIs() throws {
        let client = started()
        let text = "view a\nguide g\n[gap] a.left = g.right + 8 @high\n"
        client.open(uri, text)
        let data = try XCTUnwrap(client.result("textDocument/semanticTokens/full", .object([
            "textDocument": .object(["uri": .string(uri)])
        ]))["data"]?.arrayValue?.compactMap(\.intValue))
        XCTAssertEqual(data.count % 5, 0)
        // Decode the relative encoding back to (line, start, length, type, modifiers).
        var tokens: [[Int]] = []
        var line = 0, start = 0
        for index in stride(from: 0, to: data.count, by: 5) {
            line += data[index]
            start = data[index] == 0 ? start + data[index + 1] : data[index + 1]
            tokens.append([line, start, data[index + 2], data[index + 3], data[index + 4]])
        }
        let types = ["keyword", "class", "interface", "property", "variable", "enumMember", "number", "string", "operator", "function"]
        let named = tokens.map { token -> String in
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let lineText = Array(lines[token[0]].utf8)
            let spelling = String(decoding: lineText[token[1]..<token[1] + token[2]], as: UTF8.self)
            return "\(spelling):\(types[token[3]])\(token[4] == 1 ? "+declaration" : "")"
        }
        XCTAssertEqual(named, [
            "view:keyword", "a:class+declaration", "guide:keyword", "g:interface+declaration", "gap:variable+declaration",
            "a:class", "left:property", "=:operator", "g:interface", "right:property", "+:operator", "8:number",
            "@:operator", "high:enumMember",
        ])
    }

    // MARK: Cancellation

    func testACancelledRequestIsAnsweredRequestCancelledAndOthersStillRun() {
        let client = started()
        client.open(uri, card)
        let cancelled = client.sendRequest("textDocument/hover", LSPTestClient.at(uri, line: 4, character: 1))
        let kept = client.sendRequest("textDocument/hover", LSPTestClient.at(uri, line: 4, character: 1))
        client.notify("$/cancelRequest", .object(["id": .int(cancelled)]))
        // Cancelling what is not pending (already answered, or never asked) changes nothing.
        client.notify("$/cancelRequest", .object(["id": .int(999)]))
        let answers = client.responses()
        XCTAssertEqual(answers.count, 2)
        XCTAssertEqual(answers.first { $0["id"] == .int(cancelled) }?["error"]?["code"], .int(-32800))
        XCTAssertNotNil(answers.first { $0["id"] == .int(kept) }?["result"]?["contents"])
    }
}
