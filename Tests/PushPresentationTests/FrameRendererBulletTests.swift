import PushPresentation
import Testing

/// Issue 35, point 11: a bullet's text wraps with a hanging indent, under its text rather than its bullet.
@Suite struct FrameRendererBulletTests {
  @Test func bullet_wrapsUnderItsText() throws {
    let model = ScreenModel(
      key: "k", title: "T", backTitle: nil,
      rows: [
        Row(id: "b", label: "- Your contribution didn’t follow one of the guidelines.", role: .text),
        Row(id: "p", label: "A plain paragraph that is long enough to wrap at this width.", role: .text),
      ])
    let frame = FrameRenderer(glyphs: .unicode, color: false).render(model, ui: UIState(), width: 40, height: 14).frame
    let lines = (0..<14).map { frame.line($0) }
    let bullet = try #require(lines.firstIndex { $0.hasPrefix("  - Your contribution") })
    #expect(lines[bullet + 1].hasPrefix("    ") && lines[bullet + 1].dropFirst(4).first?.isLetter == true, "\(lines)")
    let paragraph = try #require(lines.firstIndex { $0.hasPrefix("  A plain paragraph") })
    #expect(lines[paragraph + 1].hasPrefix("  ") && !lines[paragraph + 1].hasPrefix("   "), "\(lines)")
  }
}
