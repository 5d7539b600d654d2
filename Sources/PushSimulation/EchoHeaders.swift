import PushCore

/// A notification's header as Echo's API writes it with `uselang=` (`EchoEventPresentationModel`'s
/// `getHeaderMessage()->parse()`): the type's message in that language (English where the language lacks
/// it, as MediaWiki falls back), its parameters as the presentation model passes them
/// (Localizations/echo/headers.md), HTML kept. The simulated wikis answer with it; the contract checks it
/// against real Echo's.
public enum EchoHeaders {
  /// The header for a notification of `category` by `agent` about `title` for `user`; nil for a type whose
  /// extension is not one of the vendored three (DiscussionTools, ContentTranslation, Wikibase, PageTriage)
  /// or whose parameters the simulation does not hold (a user rights change's groups).
  public static func header(
    _ category: NotificationType, agent: String?, title: String?, user: String, language code: String
  ) -> String? {
    let agentName = agent ?? user
    let agentShown = embedBidi(truncated(agentName, 20))
    let page = embedBidi(truncated(title ?? "Main Page", 50))
    let (key, arguments): (String, [String])
    switch category {
    case .editUserTalk: (key, arguments) = ("notification-header-edit-user-talk", [agentShown, agentName, user])
    case .editThank: (key, arguments) = ("notification-header-rev-thank", [agentShown, agentName, page, user])
    case .mention:
      (key, arguments) = ("notification-header-mention-other-nosection", [agentShown, agentName, user, page])
    // The user wrote the mention: the agent is the user; the mentioned name is plain text.
    case .mentionSuccess:
      (key, arguments) = ("notification-header-mention-success", [embedBidi(user), user, title ?? "Example"])
    case .mentionFailure:
      (key, arguments) = ("notification-header-mention-failure-user-unknown", [embedBidi(user), user, title ?? ""])
    case .articleLinked:
      let from = embedBidi(truncated("Link to " + (title ?? "Main Page"), 50))
      (key, arguments) = ("notification-header-page-linked", [agentShown, agentName, page, from, "1", "1"])
    case .loginFail: (key, arguments) = ("notification-new-unbundled-header-login-fail", ["1"])
    case .loginSuccess: (key, arguments) = ("notification-header-login-success", [user])
    // An undo: 1 for PLURAL (a rollback is 2).
    case .reverted: (key, arguments) = ("notification-header-reverted", [agentShown, agentName, page, "1"])
    case .emailUser: (key, arguments) = ("notification-header-emailuser", [agentShown, agentName])
    case .thankYouEdit:
      (key, arguments) = ("notification-header-thank-you-10-edit", [embedBidi(user), user])
    case .dtSubscription, .cx, .wikibaseAction, .pageReview, .userRights: return nil
    }
    return header(key, arguments, language: code)
  }

  /// A header message by key, filled as MediaWiki fills it in `code`.
  public static func header(_ key: String, _ arguments: [String], language code: String) -> String? {
    let table = messages(code)
    guard let text = table[key] ?? messages("en")[key] else { return nil }
    let language = table[key] == nil ? "en" : code
    return bold(MediaWikiMessage.fill(text, arguments: arguments, plural: PluralRule(code: language)))
  }

  /// The parser's `'''bold'''` as `<b>bold</b>` (LoginNotify's and some languages' headers use it); an
  /// unclosed one is closed at the end, as the parser closes it.
  static func bold(_ html: String) -> String {
    guard html.contains("'''") else { return html }
    var out = ""
    var open = false
    var rest = Substring(html)
    while let range = rest.firstRange(of: "'''") {
      out += rest[..<range.lowerBound] + (open ? "</b>" : "<b>")
      open.toggle()
      rest = rest[range.upperBound...]
    }
    return out + rest + (open ? "</b>" : "")
  }

  /// A header as the app's extension shows it (`removingHTML`): tags dropped. The simulated headers hold no
  /// entities.
  public static func plainText(_ html: String) -> String {
    var out = ""
    var inTag = false
    for character in html {
      if character == "<" {
        inTag = true
      } else if character == ">" && inTag {
        inTag = false
      } else if !inTag {
        out.append(character)
      }
    }
    return out
  }

  /// `Language::embedBidi`: a text whose first strong letter is left-to-right between U+202A and U+202C,
  /// right-to-left between U+202B and U+202C, one with none as it is.
  static func embedBidi(_ text: String) -> String {
    for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
      let rightToLeft =
        (0x0590...0x08FF).contains(scalar.value) || (0xFB1D...0xFDFF).contains(scalar.value)
        || (0xFE70...0xFEFF).contains(scalar.value)
      return (rightToLeft ? "\u{202B}" : "\u{202A}") + text + "\u{202C}"
    }
    return text
  }

  /// `Language::truncateForVisual` with the English ellipsis: at most `length` characters and "...".
  static func truncated(_ text: String, _ length: Int) -> String {
    text.count > length ? String(text.prefix(length)) + "..." : text
  }

  /// One language's messages by key.
  static func messages(_ code: String) -> [String: String] { all[code] ?? [:] }
}
