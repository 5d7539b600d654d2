import PushAppFeature
import PushCore
import PushPresentation
import PushQATools

/// Every named state drawn at each size, for each terminal asked for, with its transcript: what a design
/// review looks at. Built in memory by the same renderers the app draws with; `GalleryFolder` writes it.
public struct Gallery: Sendable {
  /// One screen: a state at a size, for one terminal.
  public struct Screen: Sendable {
    public var state: String
    public var width: Int
    public var height: Int
    public var variant: GalleryVariant
    /// The reading theme it is shown in (`--themes`); nil: the state's own.
    public var theme: Theme? = nil
    /// The theme whose colours it is painted in (`theme`, or one the state chose); nil: the terminal's own
    /// colours, as before themes.
    public var painted: Theme? = nil
    /// The app language it is shown in (`--ui-languages`); nil: the state's own.
    public var language: UILanguage? = nil
    public var frame: Frame

    /// `push-on@80x24`, `push-on@80x24.mono`, `push-on@80x24.sepia`: the screen's name in the folder and on
    /// the page.
    public var id: String {
      "\(state)@\(width)x\(height)" + (variant == .color ? "" : ".\(variant.rawValue)")
        + (theme.map { ".\($0.rawValue)" } ?? "") + (language.map { ".\($0.rawValue)" } ?? "")
    }

    /// The colours it is painted in: its theme's as a 256-colour terminal shows them, else `palette`.
    public func palette(_ palette: GalleryPalette) -> GalleryPalette {
      painted.map(GalleryPalette.init(theme:)) ?? palette
    }
  }

  /// One named state: what it is, what the QA details say on it, its transcript and its screens.
  public struct State: Sendable {
    public var name: String
    public var summary: String
    /// The screen it is on, as its navigation bar names it ("Push notifications", "Notifications"): what the
    /// index filters by, beside the name and the summary.
    public var screen: String = ""
    /// The QA annotations the screen shows when they are on (`a`), in the order the accessible mode says them.
    public var annotations: [String]
    /// What the accessible mode says on arriving at it.
    public var transcript: String
    /// What the accessible mode says on arriving at it in each of `--ui-languages`.
    public var languageTranscripts: [(language: UILanguage, text: String)] = []
    public var screens: [Screen]
  }

  /// What the index calls a state's screen: its title, but one name for every article and for the two pages
  /// of the description onboarding.
  static func screenName(_ model: ScreenModel) -> String {
    if model.key.hasPrefix("article.") { return "Article" }
    if model.key.hasPrefix("descriptionWelcome") { return "Description onboarding" }
    return model.title
  }

  public var states: [State]
  public var sizes: [(width: Int, height: Int)]
  public var variants: [GalleryVariant]
  /// The reading themes each state is also drawn in (in colour, at each size).
  public var themes: [Theme] = []
  /// The app languages each state is also drawn in (in colour, at each size).
  public var languages: [UILanguage] = []
  public var palette: GalleryPalette

  public var screens: [Screen] { states.flatMap(\.screens) }

  /// Reaches each state once (on virtual time, as `render` does) and draws it at every size; then, for each
  /// of `languages`, in that app language (as `--ui-language` shows it); then for each of `themes`, with that
  /// theme shown (as `--theme` shows it) in its colours.
  public static func build(
    _ named: [NamedState], sizes: [(width: Int, height: Int)], variants: [GalleryVariant], themes: [Theme] = [],
    languages: [UILanguage] = [], palette: GalleryPalette = .xterm, executor: (any TaskExecutor)? = nil
  ) async -> Gallery {
    var states: [State] = []
    for state in named {
      let reached = await state.reach(executor: executor)
      let model = ScreenModel(reached.store.state)
      var screens: [Screen] = []
      // A state where a theme was chosen is painted in it, as the terminal would (with colour only).
      let chosen = reached.store.state.paintedTheme
      for size in sizes {
        for variant in variants {
          screens.append(
            Screen(
              state: state.name, width: size.width, height: size.height, variant: variant,
              painted: variant == .color || variant == .qa ? chosen : nil,
              frame: variant.frame(reached, width: size.width, height: size.height)))
        }
      }
      let transcript = reached.snapshot(accessible: true)
      var languageTranscripts: [(language: UILanguage, text: String)] = []
      for language in languages {
        // Reached again in the language from the launch, as --ui-language reaches it: the wikis' words too.
        let localized = await state.inLanguage(language).reach(executor: executor)
        languageTranscripts.append((language, localized.snapshot(accessible: true)))
        for size in sizes {
          screens.append(
            Screen(
              state: state.name, width: size.width, height: size.height, variant: .color, painted: chosen,
              language: language, frame: localized.frame(width: size.width, height: size.height, color: true)))
        }
      }
      for theme in themes {
        reached.store.send(.themeOverridden(theme))
        for size in sizes {
          screens.append(
            Screen(
              state: state.name, width: size.width, height: size.height, variant: .color, theme: theme,
              painted: theme, frame: reached.frame(width: size.width, height: size.height, color: true)))
        }
      }
      var made = State(
        name: state.name, summary: state.summary, screen: Self.screenName(model),
        annotations: model.annotations, transcript: transcript, screens: screens)
      made.languageTranscripts = languageTranscripts
      states.append(made)
    }
    var gallery = Gallery(states: states, sizes: sizes, variants: variants, palette: palette)
    gallery.themes = themes
    gallery.languages = languages
    return gallery
  }
}
