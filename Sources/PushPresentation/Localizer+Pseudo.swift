extension Localizer {
  /// Xcode's pseudo-languages, for checks that need no translation.
  enum Pseudo {
    /// The double-length pseudo-language: the app's words accented (so a string that skipped the table shows
    /// plain), said twice (so the layout meets text twice as long as English, as German and Finnish often
    /// are) and bracketed (so a cut end shows: no closing bracket). Run-time parts (names, counts) stay as
    /// they are.
    static func doubled(_ template: Template, arguments: [String]) -> String {
      var once = ""
      for piece in template.pieces {
        switch piece {
        case .literal(let scalars):
          for scalar in scalars { once.unicodeScalars.append(accented(scalar)) }
        case .argument(let number, _):
          once += number >= 1 && number <= arguments.count ? arguments[number - 1] : ""
        }
      }
      return "[" + once + " " + once + "]"
    }

    /// A letter with a mark, as Xcode's accented pseudo-language writes it; anything else as it is.
    static func accented(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
      guard scalar.isASCII, let index = table.firstIndex(where: { $0.0 == scalar }) else { return scalar }
      return table[index].1
    }

    static let table: [(Unicode.Scalar, Unicode.Scalar)] = [
      ("a", "á"), ("c", "ç"), ("e", "é"), ("g", "ĝ"), ("i", "î"), ("n", "ñ"), ("o", "ö"), ("s", "š"),
      ("u", "ü"), ("y", "ý"), ("z", "ž"), ("A", "Å"), ("C", "Ç"), ("E", "É"), ("I", "Î"), ("N", "Ñ"),
      ("O", "Ö"), ("S", "Š"), ("U", "Ü"),
    ]
  }
}
