import Foundation
import LayoutCompiler
import LayoutImport
import LayoutSource
import XCTest

/// The proof on real files: every listed scene of `../shared/corpus/xib` imported, solved at IB's
/// size and safe area, and compared with IB's stored frames (0.5 pt).
final class CorpusTests: XCTestCase {
    func testImportedScenesReproduceStoredFrames() throws {
        guard let folder = CorpusComparison.corpusFolder() else {
            throw XCTSkip("the Interface Builder corpus (../shared/corpus/xib or $LAYOUTC_SHARED/corpus/xib) is absent")
        }
        let outcomes = try CorpusComparison.run(folder: folder)
        XCTAssertGreaterThan(outcomes.count, 0)
        if let path = ProcessInfo.processInfo.environment["LAYOUTC_IMPORT_TABLE"], !path.isEmpty {
            try Data(CorpusComparison.table(outcomes).utf8).write(to: URL(fileURLWithPath: path))
        }
        print(CorpusComparison.summary(outcomes))
        // Every mismatch of a scene this branch solves has a documented reason: an unexplained
        // one is an importer or solver bug.
        for outcome in outcomes where outcome.notSolved == nil {
            for mismatch in outcome.mismatches where mismatch.reason == .unexplained {
                XCTFail("\(outcome.file) \(outcome.sceneID): '\(mismatch.view.name)' (\(mismatch.view.id)) does not match its stored frame")
            }
        }
        // The scenes without stacks or scroll views are all solved here.
        let solved = outcomes.filter { $0.notSolved == nil }.count
        XCTAssertGreaterThanOrEqual(solved, 37)
        // With the controls' alignment insets written, only a few views stay off by an alignment
        // rectangle (840 matched, 63 such, before the importer wrote them).
        let matched = outcomes.reduce(0) { $0 + $1.matched }
        XCTAssertGreaterThanOrEqual(matched, 897)
        let alignment = outcomes.reduce(0) { $0 + $1.mismatches.filter { $0.reason == .alignmentRectangle }.count }
        XCTAssertLessThanOrEqual(alignment, 6)
    }
}

extension CorpusTests {
    /// Every listed scene, imported, passes its own `check` (at the file's own canvases, as
    /// `layoutc check FILE` runs) without notes: in particular no R002, since a scroll view's
    /// edges and margins next to its content are written on its content guide.
    func testImportedScenesCheckWithoutNotes() throws {
        guard let folder = CorpusComparison.corpusFolder() else {
            throw XCTSkip("the Interface Builder corpus (../shared/corpus/xib or $LAYOUTC_SHARED/corpus/xib) is absent")
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
        var checked = 0
        var withScrollViews = 0
        for name in files {
            let source = SourceFile(path: name, bytes: Array(try Data(contentsOf: folder.appendingPathComponent(name))))
            for sceneID in CorpusComparison.listedScenes(in: source.text) {
                let result = LayoutImporter.importDocument(ImportRequest(source: source, sceneID: sceneID))
                guard let scene = result.scenes.first, !result.diagnostics.contains(where: \.isError) else { continue }
                let layout = LayoutCompiler.compile(CompileRequest(path: scene.fileName, text: scene.text))
                let notes = (layout.diagnostics + layout.findings(sizes: [])).filter { $0.severity == .note }
                XCTAssertEqual(notes.map { "\($0.code.rawValue) \($0.message)" }, [], "\(name) \(sceneID)")
                checked += 1
                if scene.text.contains("scroll ") { withScrollViews += 1 }
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 85)
        XCTAssertGreaterThanOrEqual(withScrollViews, 10)
    }
}
