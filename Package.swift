// swift-tools-version:6.0
import PackageDescription

// Dependencies point one way (docs/architecture.md has the picture): PushCore ← PushWikiClient ← the three
// features (PushSettingsFeature, PushInboxFeature, PushDescriptionFeature) ← PushAppFeature (the root that
// composes them, and the generic Store) ← PushPresentation (the screen model, the shell, RootState: the store's
// whole state) ← PushTerminal (the only module that sees ncurses, termios and signals) ← PushInterface (the two
// front ends) ← PushSettingsApp (wiring) ← executables; PushSimulation serves the features' clients, PushHTTP
// the real wikis (--backend), PushLive real time and files, PushQATools walkthroughs, the panel, named states,
// PushGallery the gallery command (above PushQATools, imported by the wiring); PushTestSupport is the tests' own.
// No module here imports Foundation: the terminal binary must start small (see README, figures).

// Each function in its own section, so the linker can drop the unused ones and put the hot ones together.
// Release builds only: debug builds and tests gain nothing from it.
let sections: [SwiftSetting] = [
  .unsafeFlags(
    ["-Xfrontend", "-function-sections", "-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"],
    .when(configuration: .release))
]

// How the terminal binary is linked (README, "Figures" says what each step bought):
// - statically, Swift runtime, libc and ncurses included: nothing to load or resolve at start-up, and only
//   the library code it uses is in it, so fewer pages are touched (a shared libc alone is a megabyte of them);
// - unused sections dropped;
// - with lld, which places the functions that start-up and a keystroke run (link/startup.order, made by
//   scripts/order-file) side by side: fewer pages of the binary are touched, so less memory is resident;
//   the compiler's helpers that have no symbol to order go together in front of them (link/private-text.ld).
// Release only (the binary users run and the benchmark measures). A stale order file is not hidden: lld
// warns "no such symbol" for each missing name, and scripts/bench-terminal counts them.
let terminalBinaryFlags = [
  "-static-executable", "-use-ld=lld", "-Xlinker", "--gc-sections",
  "-Xlinker", "--symbol-ordering-file=" + Context.packageDirectory + "/link/startup.order",
  // Quiet: a name the order file has that the build no longer has (or dropped as unused) is not an error, and
  // scripts/bench-terminal counts the stale ones itself before it measures.
  "-Xlinker", "--no-warn-symbol-ordering",
  // The helpers that have no symbol, together (link/private-text.ld says why).
  "-Xlinker", "--script=" + Context.packageDirectory + "/link/private-text.ld",
]

let package = Package(
  name: "push-settings",
  products: [
    .executable(name: "push-settings", targets: ["push-settings"]),
    .executable(name: "push-settings-bench", targets: ["push-settings-bench"]),
  ],
  targets: [
    .target(name: "PushCore", swiftSettings: sections),
    // The wikis as every feature, the simulator and PushHTTP see them: requests, typed failures, the CSRF token.
    .target(name: "PushWikiClient", dependencies: ["PushCore"], swiftSettings: sections),
    .target(name: "PushSettingsFeature", dependencies: ["PushCore", "PushWikiClient"], swiftSettings: sections),
    .target(name: "PushInboxFeature", dependencies: ["PushCore", "PushWikiClient"], swiftSettings: sections),
    .target(name: "PushDescriptionFeature", dependencies: ["PushCore", "PushWikiClient"], swiftSettings: sections),
    .target(
      name: "PushAppFeature",
      dependencies: [
        "PushCore", "PushWikiClient", "PushSettingsFeature", "PushInboxFeature", "PushDescriptionFeature",
      ],
      swiftSettings: sections),
    .target(
      name: "PushSimulation", dependencies: ["PushCore", "PushWikiClient"], swiftSettings: sections),
    .target(
      name: "PushPresentation",
      dependencies: [
        "PushCore", "PushWikiClient", "PushSettingsFeature", "PushInboxFeature", "PushDescriptionFeature",
        "PushAppFeature", "CFriBidi",
      ],
      swiftSettings: sections),
    // The real MediaWiki transport (issue 17): an HTTP/1.1 client on Glibc sockets and the feature's APIClient
    // for the wikis of a backend file (push-settings --backend).
    .target(name: "PushHTTP", dependencies: ["PushCore", "PushWikiClient"], swiftSettings: sections),
    .systemLibrary(name: "CNCurses", providers: [.apt(["libncurses-dev"])]),
    // Right-to-left text in its visual order, Arabic shaped (GNU FriBidi; Debian ships the static library).
    .systemLibrary(name: "CFriBidi", providers: [.apt(["libfribidi-dev"])]),
    // The fatal-signal handler that puts the terminal back: C, because a signal handler may only call
    // async-signal-safe functions.
    .target(name: "CTerminalRescue"),
    .target(
      name: "PushTerminal", dependencies: ["CNCurses", "CTerminalRescue", "PushCore", "PushPresentation"],
      swiftSettings: sections),
    // The live parts: real time, the state file, the trace file, the process's bytes.
    .target(
      name: "PushLive", dependencies: ["PushCore", "PushWikiClient", "PushAppFeature", "PushSimulation"],
      swiftSettings: sections),
    // QA and demo tools: walkthrough scripts, recordings, the simulation panel's model, named states.
    .target(
      name: "PushQATools",
      dependencies: [
        "PushCore", "PushWikiClient", "PushSettingsFeature", "PushAppFeature", "PushInboxFeature",
        "PushDescriptionFeature",
        "PushSimulation", "PushPresentation",
        "PushLive",
      ],
      swiftSettings: sections),
    // The design review's gallery (push-settings gallery): every named state drawn as HTML and SVG, compared with
    // an earlier gallery. Only the gallery command reaches it: nothing of it runs before the first frame.
    .target(
      name: "PushGallery",
      dependencies: ["PushCore", "PushAppFeature", "PushPresentation", "PushLive", "PushQATools"],
      swiftSettings: sections),
    // The two front ends around one AppController: the full screen (ncurses) and the accessible mode.
    .target(
      name: "PushInterface",
      dependencies: [
        "PushCore", "PushWikiClient", "PushSettingsFeature", "PushAppFeature", "PushPresentation", "PushTerminal",
        "PushLive", "PushQATools",
      ],
      swiftSettings: sections),
    // Wiring only: flags, the launch plan, and the environment each run is built from.
    .target(
      name: "PushSettingsApp",
      dependencies: [
        "PushCore", "PushWikiClient", "PushSettingsFeature", "PushAppFeature", "PushSimulation", "PushPresentation",
        "PushTerminal",
        "PushLive", "PushQATools", "PushInterface", "PushHTTP", "PushGallery",
      ],
      swiftSettings: sections),
    .executableTarget(
      name: "push-settings", dependencies: ["PushSettingsApp"],
      swiftSettings: sections, linkerSettings: [.unsafeFlags(terminalBinaryFlags, .when(configuration: .release))]),
    .executableTarget(
      name: "push-settings-bench",
      dependencies: [
        "PushCore", "PushWikiClient", "PushSettingsFeature", "PushAppFeature", "PushSimulation", "PushLive",
        "PushQATools",
      ]),
    // A test tool, not a product: starts the full screen, then crashes as told (the fatal-signal rescue's test).
    .executableTarget(name: "terminal-crash", dependencies: ["PushCore", "PushTerminal", "PushPresentation"]),
    // A test tool, not a product: the state file's crash test kills it while it saves.
    .executableTarget(
      name: "state-file-writer",
      dependencies: ["PushCore", "PushWikiClient", "PushSettingsFeature", "PushAppFeature", "PushLive"]),
    .target(
      name: "PushTestSupport",
      dependencies: [
        "PushCore", "PushWikiClient", "PushSettingsFeature", "PushInboxFeature", "PushDescriptionFeature",
        "PushAppFeature", "PushPresentation",
        "PushSimulation", "PushQATools",
      ]),
    .testTarget(name: "PushCoreTests", dependencies: ["PushCore"]),
    .testTarget(name: "PushWikiClientTests", dependencies: ["PushCore", "PushWikiClient"]),
    .testTarget(name: "PushTerminalTests", dependencies: ["PushCore", "PushTerminal"]),
    .testTarget(
      name: "PushSettingsFeatureTests",
      dependencies: [
        "PushCore", "PushWikiClient", "PushSettingsFeature", "PushAppFeature", "PushSimulation", "PushPresentation",
        "PushTestSupport",
      ]),
    .testTarget(
      name: "PushInboxFeatureTests",
      dependencies: [
        "PushCore", "PushWikiClient", "PushSettingsFeature", "PushInboxFeature", "PushDescriptionFeature",
        "PushAppFeature",
        "PushSimulation", "PushTestSupport",
      ]),
    .testTarget(
      name: "PushDescriptionFeatureTests",
      dependencies: [
        "PushCore", "PushWikiClient", "PushSettingsFeature", "PushDescriptionFeature", "PushAppFeature",
        "PushSimulation",
        "PushTestSupport",
      ]),
    .testTarget(
      name: "PushAppFeatureTests",
      dependencies: [
        "PushCore", "PushWikiClient", "PushSettingsFeature", "PushAppFeature", "PushSimulation", "PushTestSupport",
      ]),
    .testTarget(
      name: "PushSimulationTests",
      dependencies: [
        "PushCore", "PushWikiClient", "PushSettingsFeature", "PushAppFeature", "PushSimulation", "PushTestSupport",
      ]),
    .testTarget(
      name: "PushHTTPTests",
      dependencies: [
        "PushCore", "PushWikiClient", "PushSettingsFeature", "PushDescriptionFeature", "PushHTTP", "PushSimulation",
        "PushTestSupport",
      ]),
    .testTarget(
      name: "PushPresentationTests",
      dependencies: [
        "PushCore", "PushWikiClient", "PushSettingsFeature", "PushAppFeature", "PushPresentation", "PushTestSupport",
      ]),
    .testTarget(
      name: "PushLiveTests",
      dependencies: [
        "PushCore", "PushWikiClient", "PushSettingsFeature", "PushSimulation", "PushLive", "PushQATools",
        "PushTestSupport",
      ]),
    .testTarget(
      name: "PushQAToolsTests",
      dependencies: [
        "PushCore", "PushWikiClient", "PushSettingsFeature", "PushAppFeature", "PushSimulation", "PushPresentation",
        "PushQATools",
        "PushTestSupport",
      ]),
    .testTarget(
      name: "PushGalleryTests",
      dependencies: ["PushCore", "PushPresentation", "PushQATools", "PushGallery", "PushTestSupport"]),
    .testTarget(
      name: "PushInterfaceTests",
      dependencies: [
        "PushCore", "PushWikiClient", "PushSettingsFeature", "PushAppFeature", "PushPresentation", "PushTerminal",
        "PushQATools",
        "PushInterface",
      ]),
    .testTarget(
      name: "PushSettingsAppTests",
      dependencies: [
        "PushCore", "PushWikiClient", "PushSettingsFeature", "PushAppFeature", "PushSimulation", "PushPresentation",
        "PushSettingsApp",
        "PushTestSupport", "PushLive", "PushQATools", "PushInterface", "PushHTTP", "PushGallery",
      ]),
  ],
  swiftLanguageModes: [.v6]
)

// Every Swift target leaves out the implicit import of the standard library's string-processing module: its
// searchers (`contains`, `replacing`, `split` on text) put many of its pages in memory at start-up, and
// PushCore's String+Search has the few the app needs (tests use them too, so that no call is ambiguous).
for target in package.targets where target.type != .system {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [.unsafeFlags(["-Xfrontend", "-disable-implicit-string-processing-module-import"])]
}
