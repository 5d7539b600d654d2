import Foundation
import PushCore
import PushHTTP
import PushLive
import PushSimulation
import PushTestSupport
import PushWikiClient
import Synchronization
import Testing

@testable import PushSettingsApp

/// Issue 34, B3: a mailbox file is anyone's to write, and its `messageType` and `requestId` go to the call
/// log and the trace. One that holds a password of the backend file, as a sink would show it, is withheld.
@Suite struct RealPushesTests {
  @Test func aMailboxFileHoldingThePassword_isWithheldFromTheTrace() async throws {
    let folder = EndToEnd.tempPath("mailbox")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let mailbox = try PushMailbox.at(folder).get()
    let backend = BackendFile(
      username: "PushTester@pushsettings", password: "hunter2-SECRET-pw", wikis: [],
      otherEditor: .init(username: "Other", password: "other-Editor-pw-7"))
    let records = Locked<[TraceRecord]>([])
    // The permission not granted: iOS never runs the extension, so no wiki is asked; the push is still logged.
    let pushes = RealPushes(
      mailbox: mailbox, world: SimulatedWorld(config: SimulationConfig(), clock: .virtual()), api: .failing,
      wikis: [], uselang: nil, secrets: SecretWithholding(backend),
      record: { record in records.withLock { $0.append(record) } },
      nowMs: { 0 })
    let shown = await pushes.receive(
      PushMailbox.Message(
        messageType: "checkEchoV1 hunter2-SECRET\u{200E}-pw", requestID: "OTHER&#45;editor-PW-7", receivedAt: 1))
    #expect(shown == nil)
    let params = try #require(records.withLock { $0.first }).params
    #expect(params.map(\.0) == ["messageType", "request"])
    #expect(params.map(\.1) == [SecretWithholding.withheld, SecretWithholding.withheld])
    // What holds none is kept as sent.
    _ = await pushes.receive(PushMailbox.Message(messageType: "checkEchoV1", requestID: "abc123", receivedAt: 2))
    #expect(records.withLock { $0.last?.params.map(\.1) } == ["checkEchoV1", "abc123"])
  }
}
