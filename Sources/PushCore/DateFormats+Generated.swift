// Made by scripts/date-formats from the toolchain's Foundation (ICU, CLDR); do not edit.

extension DateFormats {
  /// Each app language's patterns and names, by the code `--ui-language` takes.
  static let table: [String: DateFormats] = [
    "en": DateFormats(
      shortDate: "M/d/yy",
      spokenDate: "MMMM d", spokenDateWithYear: "MMMM d, y",
      months: [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
      ]),
    "de": DateFormats(
      shortDate: "dd.MM.yy",
      spokenDate: "d. MMMM", spokenDateWithYear: "d. MMMM y",
      months: [
        "Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November",
        "Dezember",
      ]),
    "fr": DateFormats(
      shortDate: "dd/MM/y",
      spokenDate: "d MMMM", spokenDateWithYear: "d MMMM y",
      months: [
        "janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre",
        "décembre",
      ]),
    "es": DateFormats(
      shortDate: "d/M/yy",
      spokenDate: "d 'de' MMMM", spokenDateWithYear: "d 'de' MMMM 'de' y",
      months: [
        "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre",
        "diciembre",
      ]),
    "fi": DateFormats(
      shortDate: "d.M.y",
      spokenDate: "d. MMMM", spokenDateWithYear: "d. MMMM y",
      months: [
        "tammikuuta", "helmikuuta", "maaliskuuta", "huhtikuuta", "toukokuuta", "kesäkuuta", "heinäkuuta", "elokuuta",
        "syyskuuta", "lokakuuta", "marraskuuta", "joulukuuta",
      ]),
    "ja": DateFormats(
      shortDate: "y/MM/dd",
      spokenDate: "M月d日", spokenDateWithYear: "y年M月d日",
      months: ["1月", "2月", "3月", "4月", "5月", "6月", "7月", "8月", "9月", "10月", "11月", "12月"]),
    "zh-hans": DateFormats(
      shortDate: "y/M/d",
      spokenDate: "M月d日", spokenDateWithYear: "y年M月d日",
      months: ["一月", "二月", "三月", "四月", "五月", "六月", "七月", "八月", "九月", "十月", "十一月", "十二月"]),
    "ru": DateFormats(
      shortDate: "dd.MM.y",
      spokenDate: "d MMMM", spokenDateWithYear: "d MMMM y 'г'.",
      months: [
        "января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября", "ноября",
        "декабря",
      ]),
    "ar": DateFormats(
      shortDate: "d/M/y",
      spokenDate: "d MMMM", spokenDateWithYear: "d MMMM، y",
      months: [
        "يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر",
      ]),
    "he": DateFormats(
      shortDate: "d.M.y",
      spokenDate: "d בMMMM", spokenDateWithYear: "d בMMMM y",
      months: [
        "ינואר", "פברואר", "מרץ", "אפריל", "מאי", "יוני", "יולי", "אוגוסט", "ספטמבר", "אוקטובר", "נובמבר", "דצמבר",
      ]),
  ]
}
