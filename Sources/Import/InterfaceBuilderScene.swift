import LayoutSource

/// A rectangle as IB stores it (`<rect key="frame">`), in points.
public struct StoredRect: Hashable, Sendable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// What a view is to the layout: a plain view, a stack view or a scroll view.
enum ViewRole: Sendable {
    case plain, stack, scroll
}

/// One view of a scene, flattened: its element, its place in the tree and its stored frame.
struct SceneView: Sendable {
    /// IB's object id.
    var id: String
    /// The element (`label`, `view`, `stackView`).
    var element: MarkupElement
    /// The index of the parent in the scene's views, nil for the root.
    var parent: Int?
    /// The children's indices, in document order.
    var children: [Int] = []
    /// The frame as stored, in the parent's coordinates.
    var frame: StoredRect
    /// The frame in root coordinates (a scroll view's content at content offset zero).
    var absolute: StoredRect
    /// Whether the view is a cell's or effect view's content view (`key="contentView"`), laid out by its container.
    var isContentView: Bool
    /// Whether the view is inside a scroll view's content (its stored frame is in content coordinates).
    var inScrollContent: Bool

    var className: String { element.name }
    var role: ViewRole {
        switch element.name {
        case "stackView": .stack
        case "scrollView": .scroll
        default: .plain
        }
    }
    /// Whether IB lays the view out from its autoresizing mask rather than from constraints.
    /// A `fixedFrame` view is one IB gives its stored frame at build time, as the autoresizing mask does.
    var translatesAutoresizingMask: Bool {
        element["translatesAutoresizingMaskIntoConstraints"] != "NO" || element["fixedFrame"] == "YES"
    }
}

/// A layout guide a constraint may name instead of a view.
enum GuideReference: Sendable, Equatable {
    /// `<viewLayoutGuide key="safeArea">` of the view at the index.
    case safeArea(Int)
    /// A scroll view's `contentLayoutGuide`.
    case content(Int)
    /// A scroll view's `frameLayoutGuide`.
    case frame(Int)
    /// A view controller's `topLayoutGuide` (its bottom is the safe area's top).
    case topLayoutGuide
    /// A view controller's `bottomLayoutGuide` (its top is the safe area's bottom).
    case bottomLayoutGuide
    /// A view's `keyboardLayoutGuide`.
    case keyboard
    /// Something a `.layout` file cannot name, with its element name.
    case unsupported(String)
}

/// One scene: a root view and everything under it, with the guides and constraints that refer to it.
struct Scene: Sendable {
    /// The root view's id (what `--scene` takes).
    var rootID: String
    /// The root view's element.
    var rootElement: MarkupElement
    /// The view controller that owns the root, in a storyboard; nil for a XIB's top-level object.
    var controller: MarkupElement?
    /// Every view, root first, in document order (parents before children).
    var views: [SceneView] = []
    /// Views by id.
    var viewIndex: [String: Int] = [:]
    /// Guides by id.
    var guides: [String: GuideReference] = [:]
    /// Each `<constraint>` with the index of the view whose `<constraints>` holds it.
    var constraints: [(element: MarkupElement, owner: Int)] = []
    /// Each `<variation>` element with the view it sits on.
    var variations: [(element: MarkupElement, owner: Int)] = []

    /// Whether the root is a view controller's view (a storyboard scene).
    var isViewControllerRoot: Bool { controller != nil }
}

/// Finds the scenes of a document and flattens each into `Scene`.
enum SceneReader {
    /// The elements that hold subviews under a view, besides `<subviews>`: a cell's or effect view's content view.
    static let contentViewElements: Set<String> = [
        "tableViewCellContentView", "collectionViewCellContentView", "view",
    ]

    /// Every scene root of the document: a storyboard's view controllers' views, a XIB's top-level
    /// objects with a frame.
    static func sceneRoots(of document: MarkupElement) -> [(root: MarkupElement, controller: MarkupElement?)] {
        var result: [(MarkupElement, MarkupElement?)] = []
        if let scenes = document.child("scenes") {
            for scene in scenes.children where scene.name == "scene" {
                guard let objects = scene.child("objects") else { continue }
                for controller in objects.children {
                    guard let root = controller.children.first(where: { $0["key"] == "view" }),
                        root.child("rect", key: "frame") != nil, root["id"] != nil
                    else { continue }
                    result.append((root, controller))
                }
            }
        } else if let objects = document.child("objects") {
            for object in objects.children where object.child("rect", key: "frame") != nil && object["id"] != nil {
                result.append((object, nil))
            }
        }
        return result
    }

    /// Flattens the scene under `root`.
    static func scene(root: MarkupElement, controller: MarkupElement?) -> Scene {
        var scene = Scene(rootID: root["id"] ?? "", rootElement: root, controller: controller)
        if let guides = controller?.child("layoutGuides") {
            for guide in guides.children where guide.name == "viewControllerLayoutGuide" {
                guard let id = guide["id"] else { continue }
                scene.guides[id] = guide["type"] == "bottom" ? .bottomLayoutGuide : .topLayoutGuide
            }
        }
        let frame = rect(of: root) ?? StoredRect(x: 0, y: 0, width: 0, height: 0)
        add(root, parent: nil, frame: StoredRect(x: 0, y: 0, width: frame.width, height: frame.height), origin: (0, 0),
            isContentView: false, inScroll: false, to: &scene)
        return scene
    }

    /// The stored `<rect key="frame">` of an element.
    static func rect(of element: MarkupElement) -> StoredRect? {
        guard let rect = element.child("rect", key: "frame") else { return nil }
        return StoredRect(
            x: Double(rect["x"] ?? "0") ?? 0, y: Double(rect["y"] ?? "0") ?? 0,
            width: Double(rect["width"] ?? "0") ?? 0, height: Double(rect["height"] ?? "0") ?? 0)
    }

    private static func add(
        _ element: MarkupElement, parent: Int?, frame: StoredRect, origin: (Double, Double), isContentView: Bool,
        inScroll: Bool, to scene: inout Scene
    ) {
        let index = scene.views.count
        let absolute = StoredRect(x: origin.0 + frame.x, y: origin.1 + frame.y, width: frame.width, height: frame.height)
        let id = element["id"] ?? ""
        scene.views.append(
            SceneView(
                id: id, element: element, parent: parent, frame: frame, absolute: absolute, isContentView: isContentView,
                inScrollContent: inScroll))
        scene.viewIndex[id] = index
        if let parent { scene.views[parent].children.append(index) }
        for child in element.children {
            switch child.name {
            case "viewLayoutGuide":
                guard let guideID = child["id"] else { continue }
                switch child["key"] {
                case "safeArea": scene.guides[guideID] = .safeArea(index)
                case "contentLayoutGuide": scene.guides[guideID] = .content(index)
                case "frameLayoutGuide": scene.guides[guideID] = .frame(index)
                default: scene.guides[guideID] = .unsupported(child["key"] ?? child.name)
                }
            case "keyboardLayoutGuide":
                if let guideID = child["id"] { scene.guides[guideID] = .keyboard }
            case "constraints":
                for constraint in child.children where constraint.name == "constraint" {
                    scene.constraints.append((constraint, index))
                }
            case "variation":
                scene.variations.append((child, index))
            default: break
            }
        }
        let childInScroll = inScroll || element.name == "scrollView"
        for child in element.children {
            if child.name == "subviews" {
                for subview in child.children where subview["id"] != nil {
                    let subframe = rect(of: subview) ?? StoredRect(x: 0, y: 0, width: 0, height: 0)
                    add(subview, parent: index, frame: subframe, origin: (absolute.x, absolute.y), isContentView: false,
                        inScroll: childInScroll, to: &scene)
                }
            } else if child["key"] == "contentView", contentViewElements.contains(child.name), child["id"] != nil {
                let subframe = rect(of: child) ?? StoredRect(x: 0, y: 0, width: frame.width, height: frame.height)
                add(child, parent: index, frame: subframe, origin: (absolute.x, absolute.y), isContentView: true,
                    inScroll: childInScroll, to: &scene)
            }
        }
    }
}
