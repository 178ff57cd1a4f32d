// swift-tools-version:6.0
import PackageDescription

// Dependencies point one way: Lexer <- Parser <- Compiler -> Solver; CLI -> Compiler.
let package = Package(
    name: "layoutc",
    products: [
        .library(name: "LayoutLexer", targets: ["LayoutLexer"]),
        .library(name: "LayoutParser", targets: ["LayoutParser"]),
        .library(name: "LayoutSolver", targets: ["LayoutSolver"]),
        .library(name: "LayoutCompiler", targets: ["LayoutCompiler"]),
        .executable(name: "layoutc", targets: ["layoutc"]),
    ],
    targets: [
        .target(name: "LayoutLexer", path: "Sources/Lexer"),
        .target(name: "LayoutParser", dependencies: ["LayoutLexer"], path: "Sources/Parser"),
        .target(name: "LayoutSolver", path: "Sources/Solver"),
        .target(
            name: "LayoutCompiler",
            dependencies: ["LayoutLexer", "LayoutParser", "LayoutSolver"],
            path: "Sources/Compiler"),
        .executableTarget(name: "layoutc", dependencies: ["LayoutCompiler"], path: "Sources/CLI"),

        // Benchmarks: executables, never timed tests.
        .executableTarget(name: "solver-bench", dependencies: ["LayoutSolver"], path: "Benchmarks/SolverBench"),
        .executableTarget(
            name: "frontend-bench", dependencies: ["LayoutLexer", "LayoutParser"],
            path: "Benchmarks/FrontEndBench"),
        .executableTarget(
            name: "session-bench", dependencies: ["LayoutCompiler", "LayoutLexer"], path: "Benchmarks/SessionBench"),

        // Helpers shared by the test targets (a seeded generator), not a product.
        .target(name: "LayoutTestSupport", path: "Tests/Support"),
        .testTarget(name: "LayoutLexerTests", dependencies: ["LayoutLexer", "LayoutTestSupport"], path: "Tests/LexerTests"),
        .testTarget(
            name: "LayoutParserTests", dependencies: ["LayoutLexer", "LayoutParser", "LayoutTestSupport"],
            path: "Tests/ParserTests", exclude: ["Fixtures"]),
        .testTarget(
            name: "LayoutSolverTests", dependencies: ["LayoutSolver", "LayoutTestSupport"], path: "Tests/SolverTests"),
        .testTarget(
            name: "LayoutCompilerTests",
            dependencies: ["LayoutCompiler", "LayoutParser", "LayoutLexer", "LayoutSolver", "LayoutTestSupport"],
            path: "Tests/CompilerTests", exclude: ["Fixtures"]),
        .testTarget(
            name: "LayoutCLITests", dependencies: ["layoutc", "LayoutTestSupport"], path: "Tests/CLITests", exclude: ["Golden"]),
    ]
)
