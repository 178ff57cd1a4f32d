import LayoutCompiler
import LayoutIR
import LayoutSource

/// What to import: an Interface Builder document and, optionally, the one scene wanted.
public struct ImportRequest: Sendable {
    /// The `.xib` or `.storyboard` file.
    public var source: SourceFile
    /// The IB object id of the root view of the scene to import; nil for every scene.
    public var sceneID: String?

    /// Creates a request.
    public init(source: SourceFile, sceneID: String? = nil) {
        self.source = source
        self.sceneID = sceneID
    }
}

/// One imported view: its IB id, its name in the `.layout` file and what IB stored about it.
public struct ImportedView: Sendable {
    /// IB's object id.
    public var id: String
    /// The name in the `.layout` file (`root` for the scene's root).
    public var name: String
    /// The element name, UIKit's class without `UI` (`label`, `switch`, `stackView`).
    public var className: String
    /// The frame IB stored, in root coordinates (a scroll view's content at content offset zero).
    public var storedFrame: StoredRect
    /// Whether the view is hidden (`hidden="YES"`).
    public var isHidden: Bool
    /// Whether IB marked the view `misplaced` or `ambiguous`.
    public var isMisplaced: Bool
    /// Whether the view is inside a scroll view's content.
    public var inScrollContent: Bool
    /// Whether the view is arranged in a stack view.
    public var isArranged: Bool
    /// Whether the file gives the view baselines estimated from its font (the document holds no font metrics).
    public var hasEstimatedBaselines: Bool = false
    /// The ids of the view's ancestors, nearest first.
    public var ancestors: [String]
}

/// A required constraint that the frames IB stored break: IB left them stale.
public struct StaleConstraint: Sendable {
    /// IB's id of the constraint.
    public var id: String
    /// Where the constraint is in the document.
    public var span: SourceSpan
    /// The ids of the views it relates.
    public var viewIDs: [String]
    /// By how many points the stored frames miss it.
    public var amount: Double
}

/// One scene turned into a `.layout` file.
public struct ImportedScene: Sendable {
    /// The root view's IB id.
    public var rootID: String
    /// The file name to write (`LoginViewController.layout`).
    public var fileName: String
    /// The `.layout` text.
    public var text: String
    /// Every imported view, root first, in document order.
    public var views: [ImportedView]
    /// The canvas the scene was laid out at by IB: the stored root size.
    public var size: CanvasSize
    /// The safe-area insets IB laid the scene out with.
    public var safeArea: SafeAreaInsets
    /// The device's idiom (size classes depend on it).
    public var idiom: DeviceIdiom
    /// Required constraints the stored frames break.
    public var staleConstraints: [StaleConstraint]
    /// The ids of the views each imported constraint relates.
    public var constraintViewIDs: [[String]]
    /// The ids of the views that removed placeholder constraints named: IB's stored frames, laid
    /// out with the placeholders, need not be their frames without them.
    public var placeholderViewIDs: [String]

    /// The id map `--id-map` writes: IB id to name, in document order (root included).
    public var idMap: [(id: String, name: String)] { views.map { ($0.id, $0.name) } }
}

/// The result of an import: the scenes, and what was reported along the way.
public struct ImportResult: Sendable {
    /// The scenes imported, in document order.
    public var scenes: [ImportedScene]
    /// Errors, warnings and notes, each at the element concerned.
    public var diagnostics: [Diagnostic]
    /// The ids of every scene root the document holds (for `--scene` with an unknown id).
    public var availableSceneIDs: [String]
    /// Whether `--scene` named an id that is no scene root.
    public var sceneNotFound: Bool
}

/// Turns Interface Builder documents into `.layout` files (`layoutc import`).
public enum LayoutImporter {
    /// Imports the scenes `request` asks for.
    public static func importDocument(_ request: ImportRequest) -> ImportResult {
        let source = request.source
        let document: MarkupElement
        do throws(XMLReadError) {
            document = try XMLReader.read(source.bytes)
        } catch {
            let span = source.span(SourceRange(start: error.offset, end: min(error.offset + 1, source.bytes.count)))
            return ImportResult(
                scenes: [], diagnostics: [.error(.malformedDocument, error.message, at: span)], availableSceneIDs: [],
                sceneNotFound: false)
        }
        guard document.name == "document", document["type"]?.contains("CocoaTouch") ?? false else {
            let what = document.name == "document" ? "'\(document["type"] ?? "")'" : "'<\(document.name)>'"
            return ImportResult(
                scenes: [],
                diagnostics: [
                    .error(
                        .unsupportedDocument, "not an iOS Interface Builder document: \(what)",
                        at: source.span(document.range),
                        notes: ["layoutc import reads iOS XIBs and storyboards (type com.apple.InterfaceBuilder3.CocoaTouch...)"])
                ], availableSceneIDs: [], sceneNotFound: false)
        }
        let roots = SceneReader.sceneRoots(of: document)
        let ids = roots.compactMap { $0.root["id"] }
        var selected = roots
        if let wanted = request.sceneID {
            selected = roots.filter { $0.root["id"] == wanted }
            if selected.isEmpty {
                return ImportResult(scenes: [], diagnostics: [], availableSceneIDs: ids, sceneNotFound: true)
            }
        }
        var diagnostics: [Diagnostic] = []
        var scenes: [ImportedScene] = []
        var usedFileNames: Set<String> = []
        let base = baseName(of: source.path)
        for (root, controller) in selected {
            let scene = SceneReader.scene(root: root, controller: controller)
            var writer = SceneWriter(
                scene: scene, source: source, document: document, multipleScenes: roots.count > 1, documentName: base)
            var imported = writer.write()
            var name = imported.fileName
            var counter = 2
            while usedFileNames.contains(name) {
                name = String(imported.fileName.dropLast(".layout".count)) + String(counter) + ".layout"
                counter += 1
            }
            usedFileNames.insert(name)
            imported.fileName = name
            scenes.append(imported)
            diagnostics += writer.diagnostics
        }
        return ImportResult(
            scenes: scenes, diagnostics: diagnostics.sortedForOutput(), availableSceneIDs: ids, sceneNotFound: false)
    }

    /// The file's name without folders and extension (`Main` for `App/Base.lproj/Main.storyboard`).
    static func baseName(of path: String) -> String {
        var name = Substring(path)
        if let slash = name.lastIndex(of: "/") { name = name[name.index(after: slash)...] }
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = name[..<dot] }
        return String(name)
    }
}
