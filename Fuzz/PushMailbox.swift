import PushLive

/// A push the local push service left in the mailbox folder, as the device takes it.
func fuzzPushMailbox(_ bytes: [UInt8]) {
  guard case .success(let mailbox) = PushMailbox.at(scratch) else { fatalError("the scratch folder is not a mailbox") }
  write(bytes, to: scratch + "/device-token.json")
  _ = mailbox.take(token: "device-token")
}
