// swift-tools-version:6.0
import PackageDescription

// Dependencies point one way: PushCore ← PushSettingsFeature ← PushSimulation / PushPresentation
// ← PushTerminal (the only module that sees ncurses) ← PushSettingsApp ← executables.
// No module here imports Foundation: the terminal binary must start small (see README, figures).
let package = Package(
  name: "push-settings",
  products: [
    .executable(name: "push-settings", targets: ["push-settings"]),
    .executable(name: "push-settings-bench", targets: ["push-settings-bench"]),
  ],
  targets: [
    .target(name: "PushCore"),
    .target(name: "PushSettingsFeature", dependencies: ["PushCore"]),
    .target(name: "PushSimulation", dependencies: ["PushCore", "PushSettingsFeature"]),
    .target(name: "PushPresentation", dependencies: ["PushCore", "PushSettingsFeature"]),
    .systemLibrary(name: "CNCurses", providers: [.apt(["libncurses-dev"])]),
    .target(name: "PushTerminal", dependencies: ["CNCurses", "PushPresentation"]),
    .target(
      name: "PushSettingsApp",
      dependencies: ["PushCore", "PushSettingsFeature", "PushSimulation", "PushPresentation", "PushTerminal"]),
    .executableTarget(
      name: "push-settings", dependencies: ["PushSettingsApp"],
      // The Swift runtime linked in: a smaller, faster-starting binary (see README, figures).
      linkerSettings: [.unsafeFlags(["-static-stdlib", "-Xlinker", "--gc-sections", "-Xclang-linker", "-no-pie"])]),
    .executableTarget(
      name: "push-settings-bench", dependencies: ["PushCore", "PushSettingsFeature", "PushSimulation"]),
    .target(
      name: "PushTestSupport", dependencies: ["PushCore", "PushSettingsFeature", "PushSimulation"]),
    .testTarget(name: "PushCoreTests", dependencies: ["PushCore"]),
    .testTarget(
      name: "PushSettingsFeatureTests",
      dependencies: ["PushCore", "PushSettingsFeature", "PushSimulation", "PushPresentation", "PushTestSupport"]),
    .testTarget(
      name: "PushSimulationTests",
      dependencies: ["PushCore", "PushSettingsFeature", "PushSimulation", "PushTestSupport"]),
    .testTarget(
      name: "PushPresentationTests", dependencies: ["PushCore", "PushSettingsFeature", "PushPresentation"]),
    .testTarget(
      name: "PushSettingsAppTests",
      dependencies: [
        "PushCore", "PushSettingsFeature", "PushSimulation", "PushPresentation", "PushSettingsApp", "PushTestSupport",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
