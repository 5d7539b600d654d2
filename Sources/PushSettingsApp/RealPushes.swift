import PushCore
import PushHTTP
import PushInboxFeature
import PushLive
import PushSimulation
import PushWikiClient
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// `--backend`: the device's pushes are Echo's real ones. The local push service leaves them in the mailbox;
/// each one runs the app's notification service extension against the real wikis (every wiki the backend
/// file names: without CentralAuth, one wiki cannot answer for the others), and iOS shows the result as the
/// simulated permission allows.
final class RealPushes: Sendable {
  let mailbox: PushMailbox
  let world: SimulatedWorld
  let api: APIClient
  /// The app's wikis and the wikis outside them: where an event can have happened.
  let wikis: [Wiki]
  /// The app's language for Echo's texts (`uselang`), nil for English; changed with iOS's Preferred Language.
  let uselang: Locked<String?>
  let record: @Sendable (TraceRecord) -> Void
  let nowMs: @Sendable () -> Int
  /// The backend file's passwords: a mailbox file is anyone's to write, and what it says goes to the trace.
  let secrets: SecretWithholding
  /// What the extension showed recently (the app keeps it in its shared container).
  private let cache = Locked<PushServiceExtension.Cache>([:])
  /// The device's own numbers for pushes: far from any notification id, so the two never meet.
  private let nextID = Atomic<Int>(1_000_000_000)

  init(
    mailbox: PushMailbox, world: SimulatedWorld, api: APIClient, wikis: [Wiki], uselang: String?,
    secrets: SecretWithholding, record: @escaping @Sendable (TraceRecord) -> Void,
    nowMs: @escaping @Sendable () -> Int
  ) {
    self.secrets = secrets
    self.mailbox = mailbox
    self.world = world
    self.api = api
    self.wikis = wikis
    self.uselang = Locked(uselang)
    self.record = record
    self.nowMs = nowMs
  }

  /// The pushes as the app receives them, until the stream is dropped.
  func pushes() -> AsyncStream<IncomingPush> {
    let world = world
    let messages = mailbox.messages { await world.deviceToken }
    return AsyncStream { continuation in
      let task = Task {
        for await message in messages {
          if let push = await receive(message) { continuation.yield(push) }
        }
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }

  /// One push: the extension reads what is new; iOS shows it by the permission (a denied one never runs the
  /// extension). Recorded for the call log either way.
  func receive(_ message: PushMailbox.Message) async -> IncomingPush? {
    let permission = await world.permission
    let presentation = PushDelivery.decide(subscribed: true, typeOnThatWiki: true, permission: permission)
    var params: [(String, String)] = [
      ("messageType", secrets.scrubbed(message.messageType)), ("request", secrets.scrubbed(message.requestID)),
    ]
    guard presentation == .banner || presentation == .quiet else {
      record(
        TraceRecord(
          tMs: nowMs(), service: "apns", wiki: nil, action: "push", params: params,
          error: PushDelivery.Reason.permissionNotGranted.rawValue))
      return nil
    }
    let before = cache.withLock { $0 }
    let (notification, text, after) = await PushServiceExtension.run(
      api: api, wikis: wikis, crossWiki: false, uselang: uselang.withLock { $0 }, cache: before,
      nowUnix: Int(time(nil)))
    cache.withLock { $0 = after }
    if let notification {
      params.append(("shows", "\(notification.wiki.code) \(notification.type) \(notification.id)"))
    }
    record(
      TraceRecord(tMs: nowMs(), service: "apns", wiki: notification?.wiki, action: "push", params: params, error: nil))
    let id = nextID.add(1, ordering: .relaxed).newValue
    return IncomingPush(id: id, notification: notification, text: text, presentation: presentation)
  }
}
