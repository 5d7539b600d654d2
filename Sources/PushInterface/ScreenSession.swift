import PushAppFeature
import PushCore
import PushLive
import PushPresentation
import PushQATools
import PushSettingsFeature

/// The full-screen interface without a terminal: the app's controller, keys in, frames out.
/// The ncurses loop, scripts and the recorder all drive this one type.
package final class ScreenSession {
  package let app: AppController
  package var renderer: FrameRenderer
  private(set) var hits = HitMap()
  package static let logHeight = 7

  package init(app: AppController, renderer: FrameRenderer) {
    self.app = app
    self.renderer = renderer
  }

  package var store: RootStore { app.store }
  package var ui: UIState { app.shell.ui }

  /// Everything that changes what is drawn, to redraw only when it differs.
  package struct Fingerprint: Equatable {
    /// The store's version: the state changed when it did.
    var version: Int
    var shell: ShellState
    var panel: PanelStamp?
    var calls: Int
    var width: Int
    var height: Int
  }

  package func fingerprint(width: Int, height: Int) -> Fingerprint {
    let shell = app.shell
    return Fingerprint(
      version: store.version, shell: shell, panel: shell.panelOpen ? app.control?.panelStamp : nil,
      calls: shell.logOpen ? app.trace?.count ?? 0 : 0, width: width, height: height)
  }

  /// `reusing`: a frame no longer shown, whose memory the new one may be made in.
  package func render(width: Int, height: Int, reusing spare: consuming Frame? = nil) -> Frame {
    let model = app.model
    let shell = app.shell
    let showLog = shell.logOpen && app.trace != nil && height >= FrameRenderer.minimumHeight + Self.logHeight
    let appHeight = showLog ? height - Self.logHeight : height
    let rendered = renderer.render(model, ui: shell.ui, width: width, height: appHeight, reusing: consume spare)
    if rendered.scroll != shell.ui.scroll[model.key] ?? 0 {
      app.send(.scrolled(screen: model.key, offset: rendered.scroll))
    }
    hits = rendered.hits
    guard showLog, let trace = app.trace else { return rendered.frame }
    var frame = Frame(width: width, height: height)
    frame.paste(rendered.frame, atRow: 0)
    let title = " Call log (l hides it) "
    frame.fill(row: appHeight, with: renderer.glyphs.rule.unicodeScalars.first ?? "-", style: .plain)
    frame.put(title, row: appHeight, column: 2, style: CellStyle(bold: true))
    let records = trace.suffix(Self.logHeight - 1)
    if records.isEmpty { frame.put("No calls yet", row: appHeight + 1, column: 1, style: CellStyle(dim: true)) }
    for (i, record) in records.enumerated() {
      let line = TextLayout.truncate(renderer.glyphs.text(record.logLine.terminalSafe), to: width - 2)
      frame.put(line, row: appHeight + 1 + i, column: 1, style: CellStyle(bold: !record.ok))
    }
    frame.cursor = rendered.frame.cursor
    return frame
  }

  /// Moves the focus and renders, on copies: nothing the user sees or the store holds changes. Run once
  /// after the first frame, so the first real keystroke finds its code paged in and the runtime's type data
  /// made (it was about half as slow again as the ones after it). Returns the scratch frame, for tests.
  @discardableResult
  package func warmUp(width: Int, height: Int) -> Frame {
    // The first keystroke is also the first time two fingerprints are compared (the first frame had none
    // to compare with), which finds the state's Equatable conformances.
    _ = fingerprint(width: width, height: height) == fingerprint(width: width, height: height)
    let model = app.model
    // In a text field the first key is most likely typed: the root's reducer runs it on a copy of the state,
    // so the reducers, the model and the frame of a typed character are warm too.
    var typing = store.state
    _ = typing.reduce(.shell(.keyPressed(.character("x")), shown: model))
    if typing.textEdits > store.state.textEdits {
      // As the keystroke will: the shown model brought up to date, else made again.
      var typed = model
      if !ScreenModel.applyingTextEdit(to: &typed, typing.app) {
        typed = ScreenModel(typing.app).annotated(typing.shell.annotations)
      }
      return renderer.render(typed, ui: typing.shell.ui, width: width, height: height).frame
    }
    var scratch = store.state
    _ = scratch.reduce(.shell(.keyPressed(.down, hits: hits, page: max(1, height - 6)), shown: model))
    return renderer.render(model, ui: scratch.shell.ui, width: width, height: height).frame
  }

  /// Acts on a key; returns what the loop itself must do.
  package func handle(_ key: Key, page: Int = 10) -> [AppController.Outcome] {
    app.send(.keyPressed(key, hits: hits, page: page))
  }
}
