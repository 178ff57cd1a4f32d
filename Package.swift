// swift-tools-version:6.1
import PackageDescription

// One module per phase, dependencies pointing one way (ARCHITECTURE.md has the map):
//   Lexer -> Source;  Parser -> Lexer;  IR -> Source;  Checker -> Parser, IR;
//   Solver -> nothing;  Compiler -> Checker, Solver;  Codegen -> Compiler;  Render -> Compiler;
//   Formatter -> Parser;  LanguageServer -> Compiler, Formatter;
//   Import -> Compiler;  Preview -> Codegen;
//   layoutc (the CLI) -> Compiler, Codegen, Render, Formatter, LanguageServer, Import, Preview.
let package = Package(
    name: "layoutc",
    products: [
        .library(name: "LayoutSource", targets: ["LayoutSource"]),
        .library(name: "LayoutLexer", targets: ["LayoutLexer"]),
        .library(name: "LayoutParser", targets: ["LayoutParser"]),
        .library(name: "LayoutIR", targets: ["LayoutIR"]),
        .library(name: "LayoutChecker", targets: ["LayoutChecker"]),
        .library(name: "LayoutSolver", targets: ["LayoutSolver"]),
        .library(name: "LayoutCompiler", targets: ["LayoutCompiler"]),
        .library(name: "LayoutCodegen", targets: ["LayoutCodegen"]),
        .library(name: "LayoutRender", targets: ["LayoutRender"]),
        .library(name: "LayoutFormatter", targets: ["LayoutFormatter"]),
        .library(name: "LayoutLanguageServer", targets: ["LayoutLanguageServer"]),
        .library(name: "LayoutImport", targets: ["LayoutImport"]),
        .library(name: "LayoutPreview", targets: ["LayoutPreview"]),
        .executable(name: "layoutc", targets: ["layoutc"]),
        // Generates a Swift file per .layout file of a target (README "From a .layout file to an app").
        .plugin(name: "LayoutcPlugin", targets: ["LayoutcPlugin"]),
        // Test support, NOT UIKit: UIKit's Auto Layout signatures for Linux (ARCHITECTURE.md "The
        // shims, the snapshot and the model"). A product only so that packages such as
        // Examples/PluginDemo can compile generated code on Linux, imported as UIKit
        // (`-module-alias UIKit=UIKitShim`); never ship it.
        .library(name: "UIKitShim", targets: ["UIKitShim"]),
    ],
    targets: [
        .target(name: "LayoutSource", path: "Sources/Source"),
        .target(name: "LayoutLexer", dependencies: ["LayoutSource"], path: "Sources/Lexer"),
        .target(name: "LayoutParser", dependencies: ["LayoutSource", "LayoutLexer"], path: "Sources/Parser"),
        .target(name: "LayoutIR", dependencies: ["LayoutSource"], path: "Sources/IR"),
        .target(name: "LayoutChecker", dependencies: ["LayoutSource", "LayoutParser", "LayoutIR"], path: "Sources/Checker"),
        .target(name: "LayoutSolver", path: "Sources/Solver"),
        .target(
            name: "LayoutCompiler",
            dependencies: ["LayoutSource", "LayoutParser", "LayoutIR", "LayoutChecker", "LayoutSolver"],
            path: "Sources/Compiler"),
        .target(
            name: "LayoutCodegen", dependencies: ["LayoutSource", "LayoutIR", "LayoutChecker", "LayoutCompiler"],
            path: "Sources/Codegen"),
        .target(
            name: "LayoutRender", dependencies: ["LayoutSource", "LayoutIR", "LayoutChecker", "LayoutCompiler"],
            path: "Sources/Render"),
        // The formatter: tokens and the comments between them -> canonical text (`layoutc format`).
        .target(name: "LayoutFormatter", dependencies: ["LayoutSource", "LayoutLexer", "LayoutParser"], path: "Sources/Formatter"),
        // The language server (`layoutc lsp`): the same front end and compiler as `check`.
        .target(
            name: "LayoutLanguageServer",
            dependencies: [
                "LayoutSource", "LayoutLexer", "LayoutParser", "LayoutIR", "LayoutChecker", "LayoutCompiler",
                "LayoutFormatter",
            ],
            path: "Sources/LanguageServer"),
        // Interface Builder documents -> .layout files (`layoutc import`).
        .target(name: "LayoutImport", dependencies: ["LayoutSource", "LayoutIR", "LayoutCompiler"], path: "Sources/Import"),
        // A live preview page: the frame engine's tableaus and kernel in JavaScript (`layoutc preview`).
        .target(
            name: "LayoutPreview",
            dependencies: ["LayoutSource", "LayoutIR", "LayoutChecker", "LayoutCompiler", "LayoutCodegen"],
            path: "Sources/Preview"),
        .executableTarget(
            name: "layoutc",
            dependencies: [
                "LayoutSource", "LayoutIR", "LayoutChecker", "LayoutCompiler", "LayoutCodegen", "LayoutRender",
                "LayoutFormatter",
                "LayoutLanguageServer", "LayoutImport", "LayoutPreview",
            ],
            path: "Sources/CLI"),
        // The build-tool plugin: per .layout file, a `layoutc deps` stamp and a `layoutc generate`.
        .plugin(
            name: "LayoutcPlugin", capability: .buildTool(), dependencies: ["layoutc"], path: "Plugins/LayoutcPlugin"),

        // Benchmarks: executables, never timed tests.
        .executableTarget(name: "solver-bench", dependencies: ["LayoutSolver"], path: "Benchmarks/SolverBench"),
        .executableTarget(
            name: "frontend-bench", dependencies: ["LayoutSource", "LayoutLexer", "LayoutParser", "LayoutChecker"],
            path: "Benchmarks/FrontEndBench"),
        .executableTarget(
            name: "session-bench", dependencies: ["LayoutCompiler", "LayoutSource"], path: "Benchmarks/SessionBench"),

        // Helpers shared by the test targets (a seeded generator), not a product.
        .target(name: "LayoutTestSupport", path: "Tests/Support"),
        // Not UIKit, not AppKit: their Auto Layout signatures for Linux, recording every constraint
        // and what the framework would refuse; the rules they share in ShimCore, shared sources
        // linked from Tests/ShimShared (ARCHITECTURE.md "The shims, the snapshot and the model").
        // Test support; UIKitShim's product exists only for Examples/PluginDemo on Linux.
        .target(name: "ShimCore", path: "Tests/ShimCore"),
        .target(name: "UIKitShim", dependencies: ["ShimCore", "AutoLayoutRecording"], path: "Tests/UIKitShim"),
        .target(name: "AppKitShim", dependencies: ["ShimCore", "AutoLayoutRecording"], path: "Tests/AppKitShim"),
        // Not SwiftUI: the signatures a generated `Layout` uses, recording each placement.
        .target(name: "SwiftUIShim", path: "Tests/SwiftUIShim"),
        .testTarget(
            name: "UIKitShimTests", dependencies: ["UIKitShim", "AppKitShim", "AutoLayoutRecording"],
            path: "Tests/UIKitShimTests", exclude: ["Snippets", "AppKitSnippets"]),
        // A shim's recorded layout as plain Codable values, and the model that solves it with
        // UIKit's semantics (same ARCHITECTURE.md section). Test support, not products.
        .target(name: "AutoLayoutRecording", path: "Tests/AutoLayoutRecording"),
        .target(name: "AutoLayoutModel", dependencies: ["AutoLayoutRecording", "LayoutSolver"], path: "Tests/AutoLayoutModel"),
        .testTarget(
            name: "AutoLayoutModelTests",
            dependencies: [
                "AutoLayoutModel", "AutoLayoutRecording", "UIKitShim", "AppKitShim", "LayoutCompiler", "LayoutIR",
                "LayoutSource",
            ],
            path: "Tests/AutoLayoutModelTests", exclude: ["Drivers"]),
        .testTarget(
            name: "LayoutSourceTests", dependencies: ["LayoutSource", "LayoutTestSupport"], path: "Tests/SourceTests"),
        .testTarget(
            name: "LayoutLexerTests", dependencies: ["LayoutSource", "LayoutLexer", "LayoutTestSupport"],
            path: "Tests/LexerTests"),
        .testTarget(
            name: "LayoutParserTests", dependencies: ["LayoutSource", "LayoutLexer", "LayoutParser", "LayoutTestSupport"],
            path: "Tests/ParserTests"),
        .testTarget(
            name: "LayoutIRTests", dependencies: ["LayoutSource", "LayoutIR", "LayoutTestSupport"], path: "Tests/IRTests"),
        .testTarget(
            name: "LayoutCheckerTests",
            dependencies: ["LayoutSource", "LayoutLexer", "LayoutParser", "LayoutIR", "LayoutChecker", "LayoutTestSupport"],
            path: "Tests/CheckerTests", exclude: ["Fixtures"]),
        .testTarget(
            name: "LayoutSolverTests", dependencies: ["LayoutSolver", "LayoutTestSupport"], path: "Tests/SolverTests"),
        .testTarget(
            name: "LayoutCompilerTests",
            dependencies: [
                "LayoutCompiler", "LayoutSource", "LayoutParser", "LayoutIR", "LayoutChecker", "LayoutSolver",
                "LayoutCodegen", "LayoutTestSupport",
            ],
            path: "Tests/CompilerTests", exclude: ["Fixtures"]),
        .testTarget(
            name: "LayoutCodegenTests",
            dependencies: [
                "LayoutCodegen", "LayoutChecker", "LayoutSource", "LayoutIR", "LayoutCompiler", "UIKitShim", "AppKitShim",
                "SwiftUIShim", "AutoLayoutModel", "AutoLayoutRecording", "LayoutTestSupport",
            ],
            path: "Tests/CodegenTests", exclude: ["Golden", "Layouts"]),
        .testTarget(
            name: "LayoutRenderTests",
            dependencies: ["LayoutRender", "LayoutCompiler", "LayoutChecker", "LayoutSource", "LayoutIR", "LayoutTestSupport"],
            path: "Tests/RenderTests", exclude: ["Golden"]),
        .testTarget(
            name: "LayoutPreviewTests",
            dependencies: ["LayoutPreview", "LayoutCompiler", "LayoutChecker", "LayoutSource", "LayoutIR", "LayoutTestSupport"],
            path: "Tests/PreviewTests"),
        .testTarget(
            name: "LayoutFormatterTests",
            dependencies: [
                "LayoutFormatter", "LayoutSource", "LayoutLexer", "LayoutParser", "LayoutIR", "LayoutChecker",
                "LayoutCompiler", "LayoutTestSupport",
            ],
            path: "Tests/FormatterTests", exclude: ["Golden"]),
        .testTarget(
            name: "LayoutLanguageServerTests",
            dependencies: [
                "LayoutLanguageServer", "LayoutSource", "LayoutCompiler", "LayoutChecker", "LayoutFormatter", "layoutc",
                "LayoutTestSupport",
            ],
            path: "Tests/LanguageServerTests"),
        .testTarget(
            name: "LayoutImportTests", dependencies: ["LayoutImport", "LayoutCompiler", "LayoutIR", "LayoutSource", "layoutc"],
            path: "Tests/ImportTests", exclude: ["Fixtures"]),
        .testTarget(
            name: "LayoutCLITests", dependencies: ["layoutc", "LayoutTestSupport"], path: "Tests/CLITests", exclude: ["Golden"]),
    ]
)
