import PushCore
import PushPresentation

/// The gallery as one HTML page: self-contained (the screens are inline SVG, the style is in the page, nothing
/// fetched), with an index of the states that a small script filters (by a word of the name, the screen or
/// the description, and by screen; without the script the page is whole), each state's description and QA
/// details, its screens at every size, and its transcript; and a page of its own for each state.
public enum GalleryPage {
  static let style = """
    body { font: 15px/1.45 system-ui, 'DejaVu Sans', sans-serif; margin: 0; background: #f3f3f1; color: #1b1b1b; }
    header, main > section, nav, .legend { padding: 16px 24px; }
    header { background: #1b1b1b; color: #f3f3f1; }
    header a { color: #8ecbff; }
    header p { max-width: 70em; }
    h2 { margin: 0 0 4px; font-size: 19px; }
    h2 code { font-size: 19px; }
    main > section { border-top: 1px solid #d0d0cc; }
    .screens { display: flex; flex-wrap: wrap; gap: 20px; align-items: flex-start; }
    figure { margin: 0; }
    figure svg { display: block; box-shadow: 0 1px 4px rgba(0,0,0,.35); }
    figcaption { font-size: 13px; color: #4a4a4a; margin-top: 4px; }
    table { border-collapse: collapse; }
    td, th { text-align: left; vertical-align: top; padding: 3px 10px 3px 0; border-bottom: 1px solid #e0e0dc; }
    .qa { color: #5b3c88; }
    pre.transcript { background: #fff; border: 1px solid #d0d0cc; padding: 8px; max-width: 70em; white-space: pre-wrap; }
    .legend span.sw { display: inline-block; width: 1.1em; height: 1.1em; vertical-align: -0.2em; margin-right: 4px;
      border: 1px solid #888; }
    .legend li { margin: 2px 0; }
    .changed { color: #a0005a; }
    .pair { display: flex; gap: 20px; align-items: flex-start; }
    .pair figure { flex: 1 1 0; min-width: 0; max-width: max-content; }
    .pair figure svg { width: 100%; height: auto; }
    .filter input { width: 22em; }
    .filter label { margin-right: 16px; }
    """

  /// The index's filter: a word (of the name, the screen, the description or the QA details) and a screen.
  /// The filter is kept in the address (`#filter=WORD&screen=SCREEN`), so a filtered index is a link.
  static let filterScript = """
    <script>
    (function () {
      var word = document.getElementById('filter'), screen = document.getElementById('screen');
      var shown = document.getElementById('shown');
      function apply(keep) {
        var q = word.value.trim().toLowerCase(), s = screen.value, n = 0, all = 0;
        document.querySelectorAll('[data-text]').forEach(function (e) {
          var ok = (!s || e.getAttribute('data-screen') === s) && e.getAttribute('data-text').indexOf(q) >= 0;
          e.hidden = !ok;
          if (e.tagName === 'TR') { all++; if (ok) n++; }
        });
        shown.textContent = n + ' of ' + all + ' states';
        if (keep && history.replaceState) {
          history.replaceState(null, '', q || s
            ? '#' + new URLSearchParams({ filter: q, screen: s }).toString() : location.pathname);
        }
      }
      word.addEventListener('input', function () { apply(true); });
      screen.addEventListener('change', function () { apply(true); });
      // #filter=WORD&screen=SCREEN, either alone; a screen the menu does not have is left out.
      var params = new URLSearchParams(location.hash.slice(1));
      word.value = params.get('filter') || '';
      var s = params.get('screen') || '';
      screen.value = Array.prototype.some.call(screen.options, function (o) { return o.value === s; }) ? s : '';
      apply(false);
    })();
    </script>

    """

  /// The page's head and opening: `title` in the tab and the header.
  static func open(title: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>\(Markup.escape(title))</title>
    <style>
    \(style)</style>
    </head>
    <body>

    """
  }

  static func sizeText(_ size: (width: Int, height: Int)) -> String { "\(size.width)×\(size.height)" }

  /// What each colour and attribute means on the screen, with the palette's swatches.
  static func legend(_ palette: GalleryPalette) -> String {
    func swatch(_ rgb: GalleryPalette.RGB) -> String { "<span class=\"sw\" style=\"background:\(rgb.hex)\"></span>" }
    let roles: [(CellStyle.Color, String)] = [
      (.accent, "headings and the back button"), (.good, "a switch that is on"),
      (.bad, "the warning colour: errors and what failed"),
      (.muted, "rules, QA details, a text field's bars"),
    ]
    var out = "<section class=\"legend\"><h2>How to read a screen</h2><ul>\n"
    for (role, meaning) in roles {
      out +=
        "<li>\(swatch(palette.ansi[role.ansi])) <b>\(role.name)</b> (ANSI \(role.ansiName), "
        + "\(palette.ansi[role.ansi].hex)): \(meaning)</li>\n"
    }
    out += """
      <li>\(swatch(palette.foreground)) text and \(swatch(palette.background)) background: the terminal's own \
      (\(Markup.escape(palette.name))'s colours)</li>
      <li><b>reverse</b>: the focused row's label (with ▌ before it); <b>dim</b>: rows the replica leaves out, a \
      switch on its way, and (in the QA variant) the key help, at half intensity; <b>underline</b>: QA details; \
      <b>bold</b>: titles, alerts; the bar at the right edge: where a list is scrolled</li>
      <li>The hardware cursor is the bar under a cell of the focused row (or a text field's insertion point), \
      where a screen reader's cursor is. Each caption gives its row and column.</li>
      <li>Colour never says anything alone: <i>NO_COLOR=1</i> drops the colours, and <i>xterm-mono</i> has \
      neither colours nor dim, so unavailable rows say "unavailable" and QA details say "QA:".</li>
      </ul></section>

      """
    return out
  }

  /// Each reading theme's colours, as a 256-colour terminal shows them (the nearest of xterm's to the app's).
  static func themeLegend(_ themes: [Theme]) -> String {
    func swatch(_ rgb: GalleryPalette.RGB) -> String { "<span class=\"sw\" style=\"background:\(rgb.hex)\"></span>" }
    var out = "<section class=\"legend\"><h2>Reading themes</h2><ul>\n"
    for theme in themes {
      let palette = GalleryPalette(theme: theme)
      let roles = CellStyle.Color.all.map { "\(swatch(palette.color(of: $0))) \($0.name) \(palette.color(of: $0).hex)" }
      out +=
        "<li><b>\(theme.displayName)</b>: \(swatch(palette.foreground)) text \(palette.foreground.hex) on "
        + "\(swatch(palette.background)) \(palette.background.hex); \(roles.joined(separator: ", "))</li>\n"
    }
    return out + "</ul><p>On 8 colours Dark and Black are drawn on black and Light and Sepia on the terminal's own "
      + "ground; with NO_COLOR or on xterm-mono a theme changes nothing.</p></section>\n"
  }

  /// Each screen's SVG by its id, drawn once for its file, the index and its state's page (the gallery's
  /// costliest step, done three times over before).
  public static func pictures(_ gallery: Gallery, of screens: [Gallery.Screen]? = nil) -> [String: String] {
    var pictures: [String: String] = [:]
    for screen in screens ?? gallery.screens {
      pictures[screen.id] = ScreenSVG.render(
        screen.frame, palette: screen.palette(gallery.palette), title: "\(screen.state), \(caption(screen))")
    }
    return pictures
  }

  public static func html(_ gallery: Gallery, command: String, pictures: [String: String]? = nil) -> String {
    let pictures = pictures ?? Self.pictures(gallery)
    var out = open(title: "push-settings: the gallery")
    let count = gallery.screens.count
    out += """
      <header><h1>push-settings: every named state</h1>
      <p>\(gallery.states.count) state\(gallery.states.count == 1 ? "" : "s") at \(gallery.sizes.map(sizeText).joined(separator: ", ")), \
      \(gallery.variants.map(\.title).joined(separator: ", ")): \(count) screens, each drawn as the terminal \
      draws it, with the accessible mode's transcript. Made by <code>\(Markup.escape(command))</code>; \
      each screen is also an SVG file in <code>svg/</code>.</p></header>

      """
    out += legend(gallery.palette)
    if !gallery.themes.isEmpty { out += themeLegend(gallery.themes) }
    out += "<nav><h2>The states</h2>\n" + filterControls(gallery)
    out += "<table><tr><th>State</th><th>Screen</th><th>What it shows</th><th>QA details</th></tr>\n"
    for state in gallery.states {
      let qa = state.annotations.isEmpty ? "none" : state.annotations.map(Markup.escape).joined(separator: "<br>")
      out +=
        "<tr \(searchAttributes(state))><td><a href=\"#\(anchor(state.name))\"><code>\(Markup.escape(state.name))"
        + "</code></a> (<a href=\"\(pageName(state.name))\">page</a>)</td><td>\(Markup.escape(state.screen))</td>"
        + "<td>\(Markup.escape(state.summary))</td><td class=\"qa\">\(qa)</td></tr>\n"
    }
    out += "</table></nav>\n<main>\n"
    for state in gallery.states { out += section(state, gallery: gallery, pictures: pictures, searchable: true) }
    return out + "</main>\n" + filterScript + "</body>\n</html>\n"
  }

  /// One state's own page (`state-NAME.html`, beside the index): a link to one state for a review thread.
  public static func statePage(
    _ state: Gallery.State, _ gallery: Gallery, command: String, pictures: [String: String]? = nil
  ) -> String {
    let pictures = pictures ?? Self.pictures(gallery, of: state.screens)
    var out = open(title: "push-settings: \(state.name)")
    out += """
      <header><p><a href="index.html">Every state</a> · made by <code>\(Markup.escape(command))</code></p></header>

      """
    return out + "<main>\n" + section(state, gallery: gallery, pictures: pictures, searchable: false)
      + "</main>\n</body>\n</html>\n"
  }

  /// The file name of a state's own page.
  public static func pageName(_ state: String) -> String { "state-\(state).html" }

  /// A state's section: its name, description and QA details, its screens, and its transcript.
  static func section(
    _ state: Gallery.State, gallery: Gallery, pictures: [String: String], searchable: Bool
  ) -> String {
    var out =
      "<section id=\"\(anchor(state.name))\"\(searchable ? " " + searchAttributes(state) : "")>"
      + "<h2><code>\(Markup.escape(state.name))</code> · \(Markup.escape(state.screen))</h2>\n"
    out += "<p>\(Markup.escape(state.summary))</p>\n"
    for note in state.annotations { out += "<p class=\"qa\">QA: \(Markup.escape(note))</p>\n" }
    out += "<div class=\"screens\">\n"
    for screen in state.screens { out += figure(screen, picture: pictures[screen.id] ?? "") }
    out += "</div>\n<details><summary>Transcript (the accessible mode on arriving)</summary>"
    out += "<pre class=\"transcript\">\(Markup.escape(state.transcript))</pre></details>\n"
    for (language, text) in state.languageTranscripts {
      out += "<details><summary>Transcript in \(Markup.escape(language.englishName))</summary>"
      out += "<pre class=\"transcript\">\(Markup.escape(text))</pre></details>\n"
    }
    return out + "</section>\n"
  }

  /// What the filter matches a state by: its screen, and the words of its name, screen, description and QA
  /// details, lower-cased.
  static func searchAttributes(_ state: Gallery.State) -> String {
    let text = ([state.name, state.screen, state.summary] + state.annotations).joined(separator: " ").lowercased()
    return "data-screen=\"\(Markup.escape(state.screen))\" data-text=\"\(Markup.escape(text))\""
  }

  /// The index's filter: a word, and the screens the states are on.
  static func filterControls(_ gallery: Gallery) -> String {
    var screens: [String] = []
    for state in gallery.states where !screens.contains(state.screen) { screens.append(state.screen) }
    let options = screens.map { "<option>\(Markup.escape($0))</option>" }.joined()
    return """
      <p class="filter"><label>Filter <input type="search" id="filter" \
      placeholder="a word of the name, the screen or the description"></label> \
      <label>Screen <select id="screen"><option value="">every screen</option>\(options)</select></label> \
      <span id="shown"></span></p>

      """
  }

  static func anchor(_ name: String) -> String { "state-" + Markup.escape(name) }

  static func caption(_ screen: Gallery.Screen) -> String {
    "\(screen.width)×\(screen.height) · \(screen.language.map { "in \($0.englishName)" } ?? screen.theme.map { "\($0.displayName) theme" } ?? screen.variant.title) · cursor at row \(screen.frame.cursor.row + 1), "
      + "column \(screen.frame.cursor.column + 1)"
  }

  static func figure(_ screen: Gallery.Screen, picture: String) -> String {
    "<figure id=\"\(Markup.escape(screen.id))\">" + picture
      + "<figcaption>\(Markup.escape(caption(screen))) · <a href=\"svg/\(Markup.escape(screen.id)).svg\">SVG</a>"
      + "</figcaption></figure>\n"
  }
}
