// swift-tools-version:6.1
import PackageDescription

// A library whose .layout files become Swift code at build time through LayoutcPlugin
// (README "From a .layout file to an app"; scripts/check-plugin-example.sh builds it in CI).
//
// On Linux there is no UIKit, so the generated code's `import UIKit` is served by UIKitShim, the
// root package's test stand-in with UIKit's Auto Layout signatures (test support, NOT UIKit),
// through the compiler's `-module-alias UIKit=UIKitShim`: source says UIKit, the module loaded is
// UIKitShim. SwiftPM's own `moduleAliases:` cannot do this: it renames the dependency's binary
// module but keeps its target name as the name source must use (`import UIKitShim`). On Apple
// platforms both conditions drop out and the real UIKit is imported: build the library for iOS
// there (Xcode, or `xcodebuild -scheme PluginDemo -destination 'generic/platform=iOS'`).
let package = Package(
    name: "PluginDemo",
    products: [.library(name: "PluginDemo", targets: ["PluginDemo"])],
    // Named, so that `package: "layoutc"` holds whatever the checkout's folder is called.
    dependencies: [.package(name: "layoutc", path: "../..")],
    targets: [
        .target(
            name: "PluginDemo",
            dependencies: [.product(name: "UIKitShim", package: "layoutc", condition: .when(platforms: [.linux]))],
            // The plugin's settings (compact-card.layout compiles to frame code), read by the plugin.
            exclude: ["layoutc-plugin.json"],
            swiftSettings: [.unsafeFlags(["-module-alias", "UIKit=UIKitShim"], .when(platforms: [.linux]))],
            plugins: [.plugin(name: "LayoutcPlugin", package: "layoutc")]),
    ]
)
