import Foundation
import LayoutCompiler
import LayoutImport
import LayoutSource

/// Imports the scenes of the shared Interface Builder corpus, solves each at the size and safe
/// area IB laid it out at, and compares every view's frame with the one IB stored.
struct CorpusComparison {
    /// Why a view's solved frame differs from the stored one.
    enum Reason: String, CaseIterable {
        case alignmentRectangle = "alignment rectangle"
        case staleFrame = "stale stored frame"
        case misplaced = "misplaced or ambiguous"
        case placeholder = "placeholder constraint removed"
        case hiddenArranged = "hidden arranged view"
        case scrollContent = "scroll content"
        case unexplained = "unexplained"
    }

    /// One view that does not match, with its reason.
    struct Mismatch {
        var view: ImportedView
        var solved: ViewFrame?
        var reason: Reason
        var detail: String
    }

    /// One scene's outcome.
    struct SceneOutcome {
        var file: String
        var sceneID: String
        var views: Int
        var matched: Int
        var mismatches: [Mismatch]
        /// Why the scene was not solved (it does not compile on this branch), or nil.
        var notSolved: String?
        var notes: [String]
    }

    /// The folder of the corpus, or nil where `../shared` (or `$LAYOUTC_SHARED`) is absent.
    static func corpusFolder(file: String = #filePath) -> URL? {
        let shared: URL
        if let path = ProcessInfo.processInfo.environment["LAYOUTC_SHARED"], !path.isEmpty {
            shared = URL(fileURLWithPath: path)
        } else {
            // Tests/ImportTests/THIS.swift -> the package root -> ../shared
            shared = URL(fileURLWithPath: file).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared")
        }
        let folder = shared.appendingPathComponent("corpus/xib")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else { return nil }
        return folder
    }

    /// The scene ids the file's header lists (`scenes=ID,ID`).
    static func listedScenes(in text: String) -> [String] {
        guard let range = text.range(of: "scenes=") else { return [] }
        let rest = text[range.upperBound...]
        let value = rest.prefix { !$0.isWhitespace }
        return value.split(separator: ",").map(String.init)
    }

    /// Compares every listed scene of every file in `folder`, in file name order.
    static func run(folder: URL) throws -> [SceneOutcome] {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
        var outcomes: [SceneOutcome] = []
        for name in files {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            let source = SourceFile(path: name, bytes: Array(data))
            for sceneID in listedScenes(in: source.text) {
                outcomes.append(compare(source: source, sceneID: sceneID))
            }
        }
        return outcomes
    }

    /// Imports, solves and compares one scene.
    static func compare(source: SourceFile, sceneID: String) -> SceneOutcome {
        let result = LayoutImporter.importDocument(ImportRequest(source: source, sceneID: sceneID))
        var outcome = SceneOutcome(file: source.path, sceneID: sceneID, views: 0, matched: 0, mismatches: [], notSolved: nil, notes: [])
        if let error = result.diagnostics.first(where: \.isError) {
            outcome.notSolved = "not imported: \(error.code) \(error.message)"
            return outcome
        }
        guard let scene = result.scenes.first else {
            outcome.notSolved = "no such scene"
            return outcome
        }
        outcome.views = scene.views.count
        var text = scene.text
        var layout = LayoutCompiler.compile(path: scene.fileName, text: text)
        // `hidden true` outside a stack changes no frame; where this branch's language lacks the
        // property, solve without it and say so.
        if layout.hasErrors, layout.diagnostics.filter(\.isError).allSatisfy({ $0.message.contains("'hidden'") }) {
            text = text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { line in String(line).replacingOccurrences(of: "; hidden true", with: "").replacingOccurrences(of: "hidden true", with: "") }
                .joined(separator: "\n")
            layout = LayoutCompiler.compile(path: scene.fileName, text: text)
            outcome.notes.append("solved without `hidden true` (not in this branch's language)")
        }
        if let error = layout.diagnostics.first(where: \.isError) {
            outcome.notSolved = "does not compile here: \(error.code) \(error.message)"
            return outcome
        }
        let solution = layout.solve(in: LayoutEnvironment(size: scene.size, idiom: scene.idiom, safeAreaInsets: scene.safeArea))
        if let error = solution.diagnostics.first(where: \.isError) {
            outcome.notes.append("solve: \(error.code) \(error.message)")
        }
        var frames: [String: ViewFrame] = [:]
        for frame in solution.frames { frames[frame.name] = frame }
        let staleViews = Set(scene.staleConstraints.flatMap(\.viewIDs))
        let misplaced = Set(scene.views.filter(\.isMisplaced).map(\.id))
        for view in scene.views {
            let solved = frames[view.name]
            if let solved, matches(solved, view.storedFrame) {
                outcome.matched += 1
                continue
            }
            // The view and its ancestors below root (a constraint to root says nothing about a grandchild).
            let related = [view.id] + view.ancestors.dropLast()
            let reason: Reason
            var detail = ""
            let controls = Set(scene.views.filter { alignmentClasses.contains($0.className) }.map(\.id))
            let neighbour = scene.constraintViewIDs.first { ids in ids.contains(view.id) && !controls.isDisjoint(with: ids) }
            if alignmentClasses.contains(view.className) {
                reason = .alignmentRectangle
            } else if let ids = neighbour, let control = scene.views.first(where: { ids.contains($0.id) && controls.contains($0.id) }) {
                reason = .alignmentRectangle
                detail = "placed against `\(control.name)`"
            } else if view.isHidden && view.isArranged {
                reason = .hiddenArranged
            } else if !misplaced.isDisjoint(with: related) {
                reason = .misplaced
            } else if !Set(scene.placeholderViewIDs).isDisjoint(with: related) {
                reason = .placeholder
            } else if let stale = scene.staleConstraints.first(where: { !Set($0.viewIDs).isDisjoint(with: related) }) {
                reason = .staleFrame
                detail = "breaks \(stale.id) by \(NumberFormatting.brief(stale.amount, fractionDigits: 1))"
            } else if view.inScrollContent {
                reason = .scrollContent
            } else {
                reason = .unexplained
            }
            _ = staleViews
            outcome.mismatches.append(Mismatch(view: view, solved: solved, reason: reason, detail: detail))
        }
        // A view placed against one whose frame is explained follows it: the same reason, named.
        var changed = true
        while changed {
            changed = false
            for position in outcome.mismatches.indices where outcome.mismatches[position].reason == .unexplained {
                let id = outcome.mismatches[position].view.id
                let neighbours = Set(scene.constraintViewIDs.filter { $0.contains(id) }.flatMap { $0 })
                guard let explained = outcome.mismatches.first(where: {
                    $0.reason != .unexplained && $0.view.id != id && neighbours.contains($0.view.id)
                }) else { continue }
                outcome.mismatches[position].reason = explained.reason
                outcome.mismatches[position].detail = "placed against `\(explained.view.name)`"
                changed = true
            }
        }
        return outcome
    }

    static let alignmentClasses: Set<String> = ["slider", "switch", "segmentedControl", "stepper"]

    static func matches(_ solved: ViewFrame, _ stored: StoredRect) -> Bool {
        abs(solved.x - stored.x) <= 0.5 && abs(solved.y - stored.y) <= 0.5 && abs(solved.width - stored.width) <= 0.5
            && abs(solved.height - stored.height) <= 0.5
    }

    static func frameText(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> String {
        [x, y, width, height].map { NumberFormatting.brief($0, fractionDigits: 1) }.joined(separator: ",")
    }

    /// The totals: scenes solved, views compared and matched, mismatches by reason.
    static func summary(_ outcomes: [SceneOutcome]) -> String {
        let solved = outcomes.filter { $0.notSolved == nil }
        let views = solved.reduce(0) { $0 + $1.views }
        let matched = solved.reduce(0) { $0 + $1.matched }
        let full = solved.filter { $0.matched == $0.views }.count
        var lines = [
            "\(outcomes.count) scenes; \(solved.count) imported and solved here, \(outcomes.count - solved.count) not "
                + "(below, with the reason).",
            "",
            "Of the \(views) views of the solved scenes, \(matched) match IB's stored frame within 0.5 pt "
                + "(\(NumberFormatting.brief(views == 0 ? 0 : 100 * Double(matched) / Double(views), fractionDigits: 1))%); "
                + "\(full) of the \(solved.count) scenes match whole.",
            "",
            "| reason | views |",
            "| --- | ---: |",
        ]
        for reason in Reason.allCases {
            let count = solved.reduce(0) { $0 + $1.mismatches.filter { $0.reason == reason }.count }
            lines.append("| \(reason.rawValue) | \(count) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The Markdown table of `outcomes`, after their summary.
    static func table(_ outcomes: [SceneOutcome]) -> String {
        var lines = [summary(outcomes), "| scene | views | matched | exceptions |", "| --- | ---: | ---: | --- |"]
        for outcome in outcomes {
            let scene = "\(outcome.file) `\(outcome.sceneID)`"
            if let reason = outcome.notSolved {
                lines.append("| \(scene) | \(outcome.views) | - | \(reason.replacingOccurrences(of: "|", with: "\\|")) |")
                continue
            }
            var parts: [String] = []
            for reason in Reason.allCases {
                let those = outcome.mismatches.filter { $0.reason == reason }
                guard !those.isEmpty else { continue }
                let names = those.map { mismatch -> String in
                    let solved = mismatch.solved.map { frameText($0.x, $0.y, $0.width, $0.height) } ?? "none"
                    let stored = mismatch.view.storedFrame
                    return "`\(mismatch.view.name)` (\(mismatch.view.id)) solved \(solved), stored "
                        + frameText(stored.x, stored.y, stored.width, stored.height)
                        + (mismatch.detail.isEmpty ? "" : ", \(mismatch.detail)")
                }
                parts.append("\(reason.rawValue): " + names.joined(separator: "; "))
            }
            parts += outcome.notes
            lines.append("| \(scene) | \(outcome.views) | \(outcome.matched) | \(parts.isEmpty ? "none" : parts.joined(separator: "<br>")) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
