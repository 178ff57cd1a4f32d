import LayoutCodegen
import LayoutCompiler
import LayoutIR

/// What the command line asks layoutc to do.
enum Invocation: Equatable, Sendable {
    /// Solve one file and print its frames.
    case solve(SolveOptions)
    /// Check files and print their diagnostics.
    case check(CheckOptions)
    /// Write the Swift code of one file.
    case generate(GenerateOptions)
    /// Draw one file's frames as SVG or HTML.
    case render(RenderOptions)
    /// Write one file's live preview page.
    case preview(PreviewOptions)
    /// List the files layouts read (`use`), for build systems.
    case deps(DepsOptions)
    /// List the device presets `--device` takes, one a line.
    case devices
    /// Print, check or rewrite files in the canonical style.
    case format(FormatOptions)
    /// Turn an Interface Builder document into `.layout` files.
    case `import`(ImportOptions)
    /// Run the language server over standard input and output.
    case lsp
    /// Print help: for the tool, or for one command.
    case help(HelpTopic)
    /// Print the version.
    case version
}

/// What `help` is about.
enum HelpTopic: String, Equatable, Sendable, CaseIterable {
    /// The tool as a whole: commands, options and exit status.
    case general
    /// `layoutc solve`.
    case solve
    /// `layoutc check`.
    case check
    /// `layoutc generate`.
    case generate
    /// `layoutc render`.
    case render
    /// `layoutc preview`.
    case preview
    /// `layoutc deps`.
    case deps
    /// `layoutc devices`.
    case devices
    /// `layoutc format`.
    case format
    /// `layoutc import`.
    case `import`
    /// `layoutc lsp`.
    case lsp
}

/// The formats `solve` prints frames in.
enum SolveFormat: String, Equatable, Sendable, CaseIterable {
    /// An aligned table for people.
    case table
    /// The spec's `{"frames": ..., "diagnostics": ...}` document.
    case json
}

/// The formats `check` prints diagnostics in.
enum CheckFormat: String, Equatable, Sendable, CaseIterable {
    /// Source snippets with markers, on standard error, like swiftc and rustc.
    case human
    /// One line per diagnostic: `path:line:col: severity: message [CODE]`.
    case short
    /// The spec's `{"diagnostics": [...]}` document.
    case json
    /// A SARIF 2.1.0 log.
    case sarif
    /// GitHub Actions workflow commands that become annotations.
    case github
}

/// The writing direction from `--direction`: which side `leading` and `trailing` name.
enum WritingDirection: String, Equatable, Sendable, CaseIterable {
    /// Left to right (the default): leading is left.
    case ltr
    /// Right to left: leading is right.
    case rtl
}

/// The device idiom from `--idiom` (`when` blocks).
enum IdiomArgument: String, Equatable, Sendable, CaseIterable {
    /// An iPhone-like device (the default for solve).
    case phone
    /// An iPad-like device.
    case pad
    /// A Mac.
    case mac
}

/// The variant of a file with `when` blocks that `--idiom` and `--set` choose.
struct VariantArguments: Equatable, Sendable {
    /// The idiom; nil: phone for solve, every idiom the file depends on for check.
    var idiom: IdiomArgument?
    /// The flags set, each once, in the order given; nil when `--set` was not given (check
    /// then examines every combination of the file's flags).
    var flags: [String]?
    /// The values given for named constants (`--let NAME=V`, `check` also `--let NAME=V1,V2`),
    /// in the order given, each name once.
    var constants: [ConstantArgument] = []
    /// The content size categories given (`--content-size`), each once, in the order given
    /// (`all`: smallest first); nil when not given (`large`, UIKit's default).
    var contentSizes: [ContentSizeCategory]?
    /// The keyboard's height (`--keyboard`): 0, hidden, unless given.
    var keyboardHeight = 0.0

    /// The content size `solve` and `render` lay out at: the one given, else `large`.
    var contentSize: ContentSizeCategory { contentSizes?.first ?? .large }

    /// The first value of each constant, as `solve` and `render` take them.
    var constantOverrides: [String: Double] {
        var overrides: [String: Double] = [:]
        for constant in constants { overrides[constant.name] = constant.values.first }
        return overrides
    }
}

/// `--let NAME=V` (or `NAME=V1,V2,...` for `check`): values for a file's named constant.
struct ConstantArgument: Equatable, Sendable {
    /// The constant's name.
    var name: String
    /// Its values, in the order given.
    var values: [Double]

    /// The most combinations of values `check --let` runs (one check each).
    static let combinationLimit = 64
}

/// A canvas size from `--size WxH`.
struct SizeArgument: Equatable, Sendable {
    /// The root's width.
    var width: Double
    /// The root's height.
    var height: Double
}

/// A canvas `--size` or `--device` gives other than a fixed size.
enum CanvasArgument: Equatable, Sendable {
    /// `--size 375x` or `--size x667`: one dimension given, the other fitted.
    case fitting(FittingCanvas)
    /// `--device NAME[:landscape]`: a device's size, safe area and idiom.
    case device(DeviceConfiguration)
    /// `--size degenerate`: the sizes UIKit imposes outside any screen (`CheckCanvas.degenerate`).
    case degenerate
}

/// Options of `layoutc solve`.
struct SolveOptions: Equatable, Sendable {
    /// The file to solve.
    var path: String
    /// The canvas, or nil to take the root's size from the file (or `canvas`).
    var size: SizeArgument?
    /// A fitting or device canvas instead of `size`.
    var canvas: CanvasArgument?
    /// How to print the frames.
    var format: SolveFormat = .table
    /// Which side `leading` and `trailing` name.
    var direction: WritingDirection = .ltr
    /// The idiom and flags for `when` blocks.
    var variant = VariantArguments()
    /// Root's safe-area insets (`--safe-area`).
    var safeArea = SafeAreaArgument.zero
}

/// The framework `generate` writes for (`--target`).
enum TargetArgument: String, Equatable, Sendable, CaseIterable {
    /// UIKit.
    case uikit
    /// AppKit.
    case appkit
    /// SwiftUI: a `Layout` (always frame code).
    case swiftui
}

/// Options of `layoutc generate`.
struct GenerateOptions: Equatable, Sendable {
    /// The file to generate code for.
    var path: String
    /// The framework.
    var target: TargetArgument
    /// Where to write the Swift file; nil for standard output.
    var outputPath: String?
    /// The values given for named constants (`--let NAME=V`).
    var constants: [ConstantArgument] = []
    /// How to print diagnostics.
    var format: CheckFormat = .human
    /// What lays the views out at run time (`--engine autolayout|frames`).
    var engine: CodeEngine = .autolayout
}

/// Options of `layoutc preview`.
struct PreviewOptions: Equatable, Sendable {
    /// The file to preview.
    var path: String
    /// Where to write the page; nil for standard output (not with `watch`).
    var outputPath: String?
    /// Whether to keep running and rewrite the page when the file or a file it uses changes.
    var watch = false
    /// The values given for named constants (`--let NAME=V`).
    var constants: [ConstantArgument] = []
    /// How to print diagnostics.
    var format: CheckFormat = .human
}

/// Options of `layoutc check`.
struct CheckOptions: Equatable, Sendable {
    /// The files to check, in the order output follows.
    var paths: [String]
    /// The fixed canvas sizes to solve at; with `canvases` empty too, only what needs no canvas is checked.
    var sizes: [SizeArgument] = []
    /// The other canvases (fitted sizes, devices, the degenerate sizes), in the order given.
    var canvases: [CanvasArgument] = []
    /// How to print the diagnostics.
    var format: CheckFormat = .human
    /// Whether warnings fail the run too.
    var isStrict = false
    /// Which side `leading` and `trailing` name.
    var direction: WritingDirection = .ltr
    /// Whether to solve in both directions and warn about views that do not mirror (S004).
    var checksMirroring = false
    /// The idiom and flags for `when` blocks; unset, every variant is examined.
    var variant = VariantArguments()
    /// Root's safe-area insets (`--safe-area`).
    var safeArea = SafeAreaArgument.zero
}

/// The formats `deps` lists files in.
enum DepsFormat: String, Equatable, Sendable, CaseIterable {
    /// One path a line: every file the inputs read, each once.
    case lines
    /// A Makefile rule per input, `TARGET: FILE USED...`, and an empty rule per used file.
    case make
    /// `{"inputs": [{"path": ..., "reads": [...]}]}`.
    case json
    /// `// layoutc deps stamp 1`, then `// DIGEST PATH` per file read: changes exactly when a file
    /// read changes, is added or is dropped (with `--output`, a build input that only moves then).
    case stamp
}

/// Options of `layoutc deps`.
struct DepsOptions: Equatable, Sendable {
    /// The layout files, in the order output follows.
    var paths: [String]
    /// How to list the files.
    var format: DepsFormat = .lines
    /// The target of the Makefile rule (`--make-target`); nil: the input with `.layout` replaced
    /// by `.swift`.
    var makeTarget: String?
    /// Where to write the listing (`--output`), rewritten only when it changes; nil: standard output.
    var outputPath: String?
}

/// The formats `render` draws in.
enum RenderFormat: String, Equatable, Sendable, CaseIterable {
    /// One SVG document, at exactly one size.
    case svg
    /// One page with an SVG per size and variant.
    case html
}

/// Options of `layoutc import`.
struct ImportOptions: Equatable, Sendable {
    /// The `.xib` or `.storyboard` file.
    var path: String
    /// The root view id of the one scene to import (`--scene`); nil for every scene.
    var sceneID: String?
    /// The folder the `.layout` files go to (`--output`), the current one by default.
    var outputDirectory: String
    /// Where to write the id map (`--id-map`), if anywhere.
    var idMapPath: String?
}

/// Options of `layoutc render`.
struct RenderOptions: Equatable, Sendable {
    /// The file to draw.
    var path: String
    /// The canvases; `svg` takes exactly one, `html` one panel per size (none: the file sizes root).
    var sizes: [SizeArgument] = []
    /// The devices (`--device`, `--devices`), drawn after the sizes, each in its own safe area and idiom.
    var devices: [DeviceConfiguration] = []
    /// SVG or HTML.
    var format: RenderFormat = .svg
    /// Where to write the picture; nil for standard output.
    var outputPath: String?
    /// Which side `leading` and `trailing` name.
    var direction: WritingDirection = .ltr
    /// The idiom and flags for `when` blocks.
    var variant = VariantArguments()
    /// Root's safe-area insets (`--safe-area`).
    var safeArea = SafeAreaArgument.zero
    /// Whether to draw every variant the file has (`--all-variants`, html only).
    var allVariants = false
    /// Whether to draw the constraints (`--constraints`).
    var drawsConstraints = false
}

/// What `layoutc format` does with the formatted text.
enum FormatMode: Equatable, Sendable {
    /// Print the formatted text of the one file to standard output.
    case print
    /// Write nothing; list each file whose text would change, and fail if any would.
    case check
    /// Rewrite each file that would change, atomically.
    case inPlace
}

/// Options of `layoutc format`.
struct FormatOptions: Equatable, Sendable {
    /// The files, in the order given.
    var paths: [String]
    /// Print, check or rewrite.
    var mode: FormatMode = .print
}
