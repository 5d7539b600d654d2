import PushQATools

/// Walkthrough scripts (`push-settings --script FILE`).
func fuzzScript(_ bytes: [UInt8]) {
  _ = try? Script.parse(text(bytes), name: "fuzz.script")
}
