import PushHTTP

/// The backend file (`push-settings --backend FILE`), as read from disk.
func fuzzBackendFile(_ bytes: [UInt8]) {
  _ = BackendFile.parse(text(bytes), path: "fuzz.json")
}
