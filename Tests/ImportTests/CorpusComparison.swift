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
        case estimatedBaseline = "estimated baseline"
        case suppressedSize = "size left to ambiguity suppression"
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
        let layout = LayoutCompiler.compile(CompileRequest(path: scene.fileName, text: scene.text))
        if let error = layout.diagnostics.first(where: \.isError) {
            outcome.notSolved = "does not compile here: \(error.code) \(error.message)"
            return outcome
        }
        let solution = layout.solve(in: LayoutEnvironment(size: scene.size, idiom: scene.idiom, safeAreaInsets: scene.safeArea))
        if let error = solution.diagnostics.first(where: \.isError) {
            outcome.notes.append("solve: \(error.code) \(error.message)")
            // Neither side is a reference here: the file's required constraints cannot all hold
            // (UIKit breaks one at run time), and IB's stored frames break some of them too.
            if !scene.staleConstraints.isEmpty {
                outcome.notSolved = "not comparable: the solve reports \(error.code) (\(error.message)), "
                    + "and the stored frames break \(scene.staleConstraints.count) of the file's required constraints"
                return outcome
            }
        }
        var frames: [String: ViewFrame] = [:]
        for frame in solution.frames { frames[frame.name] = frame }
        let ancestors = Dictionary(scene.views.map { ($0.id, Set($0.ancestors)) }, uniquingKeysWith: { first, _ in first })
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
            // A stack places its arranged views against each other: a control arranged beside the
            // view, or arranged in it, moves it by its alignment rectangle as a constraint would.
            let arrangedControl = arrangementNeighbours(of: view, in: scene.views).first { controls.contains($0.id) }
            // An alignment rectangle is a few points inside the drawn frame: a frame further off
            // than that is not explained by one, whatever the view is placed against.
            let withinOutset = solved.map { Self.isWithinAlignmentOutset($0, view.storedFrame) } ?? false
            if alignmentClasses.contains(view.className), withinOutset {
                reason = .alignmentRectangle
            } else if withinOutset, let ids = neighbour,
                let control = scene.views.first(where: { ids.contains($0.id) && controls.contains($0.id) })
            {
                reason = .alignmentRectangle
                detail = "placed against `\(control.name)`"
            } else if withinOutset, let control = arrangedControl {
                reason = .alignmentRectangle
                detail = "arranged with `\(control.name)`"
            } else if view.isHidden && view.isArranged {
                reason = .hiddenArranged
            } else if let solved, isSuppressedSize(view, solved: solved, in: scene.views) {
                reason = .suppressedSize
                detail = "a plain arranged view nothing sizes across its stack"
            } else if let estimated = ([view] + arrangementNeighbours(of: view, in: scene.views)).first(where: \.hasEstimatedBaselines),
                view.isArranged || estimated.id != view.id
            {
                reason = .estimatedBaseline
                detail = estimated.id == view.id ? "" : "arranged by the baselines of `\(estimated.name)`"
            } else if let solved, let hidden = roomLeftForHidden(view, solved: solved, in: scene.views) {
                reason = .hiddenArranged
                detail = "stored as if the hidden `\(hidden.name)` still took room"
            } else if !misplaced.isDisjoint(with: related) {
                reason = .misplaced
            } else if !Set(scene.placeholderViewIDs).isDisjoint(with: related) {
                reason = .placeholder
            } else if let stale = scene.staleConstraints.first(where: { blames($0, view, related, ancestors) }) {
                reason = .staleFrame
                detail = "breaks \(stale.id) by \(NumberFormatting.brief(stale.amount, fractionDigits: 1))"
            } else {
                reason = .unexplained
            }
            outcome.mismatches.append(Mismatch(view: view, solved: solved, reason: reason, detail: detail))
        }
        // A view placed against one whose frame is explained follows it: the same reason, named.
        var changed = true
        while changed {
            changed = false
            // A view the solver gave no frame (the scene failed to solve) follows nothing.
            for position in outcome.mismatches.indices
            where outcome.mismatches[position].reason == .unexplained && outcome.mismatches[position].solved != nil {
                let id = outcome.mismatches[position].view.id
                let view = outcome.mismatches[position].view
                var neighbours = Set(scene.constraintViewIDs.filter { $0.contains(id) }.flatMap { $0 })
                neighbours.formUnion(arrangementNeighbours(of: view, in: scene.views).map(\.id))
                // An ancestor below root carries its subviews with it.
                let ancestors = Set(view.ancestors.dropLast())
                guard let solved = outcome.mismatches[position].solved else { continue }
                let withinOutset = Self.isWithinAlignmentOutset(solved, view.storedFrame)
                guard let explained = outcome.mismatches.first(where: {
                    $0.reason != .unexplained && $0.view.id != id
                        && (neighbours.contains($0.view.id) || ancestors.contains($0.view.id))
                        && ($0.reason != .alignmentRectangle || withinOutset)
                }) else { continue }
                outcome.mismatches[position].reason = explained.reason
                outcome.mismatches[position].detail =
                    (ancestors.contains(explained.view.id) ? "inside `" : "placed against `") + explained.view.name + "`"
                changed = true
            }
        }
        return outcome
    }

    /// Whether the stale `constraint` accounts for `view`'s frame: it names the view, or an
    /// ancestor of it (below root) whose stored frame it blames. A constraint between a view and
    /// its own ancestor blames the view, whose stored place inside the ancestor is what is off,
    /// so it says nothing about the ancestor's other subviews.
    static func blames(
        _ constraint: StaleConstraint, _ view: ImportedView, _ related: [String], _ ancestors: [String: Set<String>]
    ) -> Bool {
        if constraint.viewIDs.contains(view.id) { return true }
        return constraint.viewIDs.contains { id in
            related.contains(id) && !constraint.viewIDs.contains { other in ancestors[other]?.contains(id) ?? false }
        }
    }

    /// The views a stack places `view` against: its stack and the stack's other arranged views
    /// when it is arranged, and the views it arranges when it is a stack.
    static func arrangementNeighbours(of view: ImportedView, in views: [ImportedView]) -> [ImportedView] {
        let stack = view.isArranged ? view.ancestors.first : nil
        return views.filter { other in
            guard other.id != view.id else { return false }
            if let stack, other.id == stack || (other.isArranged && other.ancestors.first == stack) { return true }
            return other.isArranged && other.ancestors.first == view.id
        }
    }

    /// A hidden arranged sibling of `view` that IB's stored frame still leaves room for: the
    /// stored frame lies at least that sibling's stored length further along one axis than the
    /// solved one (which a stack lays out without hidden views), and agrees on the other.
    static func roomLeftForHidden(_ view: ImportedView, solved: ViewFrame, in views: [ImportedView]) -> ImportedView? {
        guard view.isArranged, let stack = view.ancestors.first else { return nil }
        let stored = view.storedFrame
        let dx = stored.x - solved.x
        let dy = stored.y - solved.y
        return views.first { hidden in
            guard hidden.isHidden, hidden.isArranged, hidden.ancestors.first == stack else { return false }
            let length = hidden.storedFrame
            if abs(dy) <= 0.5, length.width > 0.5, dx >= length.width - 0.5 { return true }
            if abs(dx) <= 0.5, length.height > 0.5, dy >= length.height - 0.5 { return true }
            return false
        }
    }

    /// Whether `view` is a plain arranged view without subviews that the solution leaves 0 long
    /// on one axis where IB stored a length: nothing in the file sizes it there, so only
    /// UISV-ambiguity-suppression (at 25) does, and IB stored its ambiguous layout.
    static func isSuppressedSize(_ view: ImportedView, solved: ViewFrame, in views: [ImportedView]) -> Bool {
        guard view.isArranged, view.className == "view", !views.contains(where: { $0.ancestors.first == view.id })
        else { return false }
        let stored = view.storedFrame
        return (solved.width < 0.01 && stored.width > 0.5) || (solved.height < 0.01 && stored.height > 0.5)
    }

    static let alignmentClasses: Set<String> = ["slider", "switch", "segmentedControl", "stepper"]

    /// The most an edge of a control's drawn frame lies outside its alignment rectangle: UIKit's
    /// controls draw a couple of points around what constraints place (the corpus's switches 2 pt
    /// on the right, sliders 2 on each side, segmented controls under a point; 4.5 bounds them all).
    static let alignmentOutset = 4.5

    /// Whether every edge of `stored` is within `alignmentOutset` of `solved`'s.
    static func isWithinAlignmentOutset(_ solved: ViewFrame, _ stored: StoredRect) -> Bool {
        let edges = [
            (solved.x, stored.x), (solved.y, stored.y), (solved.x + solved.width, stored.x + stored.width),
            (solved.y + solved.height, stored.y + stored.height),
        ]
        return edges.allSatisfy { abs($0.0 - $0.1) <= alignmentOutset }
    }

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
