// Made by scripts/date-formats from the toolchain's Foundation (ICU, CLDR); do not edit.

extension DateFormats {
  /// Each app language's patterns and names, by the code `--ui-language` takes.
  static let table: [String: DateFormats] = [
    "en": DateFormats(
      shortDate: "M/d/yy", time: "h:mm a",
      lockDate: "EEEE, MMMM d", clock: "h:mm",
      spokenDate: "MMMM d", spokenDateWithYear: "MMMM d, y",
      months: [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
      ],
      standaloneMonths: [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
      ],
      weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
      standaloneWeekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
      am: "AM", pm: "PM"),
    "de": DateFormats(
      shortDate: "dd.MM.yy", time: "HH:mm",
      lockDate: "EEEE, d. MMMM", clock: "HH:mm",
      spokenDate: "d. MMMM", spokenDateWithYear: "d. MMMM y",
      months: [
        "Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November",
        "Dezember",
      ],
      standaloneMonths: [
        "Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November",
        "Dezember",
      ],
      weekdays: ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"],
      standaloneWeekdays: ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"],
      am: "AM", pm: "PM"),
    "fr": DateFormats(
      shortDate: "dd/MM/y", time: "HH:mm",
      lockDate: "EEEE d MMMM", clock: "HH:mm",
      spokenDate: "d MMMM", spokenDateWithYear: "d MMMM y",
      months: [
        "janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre",
        "décembre",
      ],
      standaloneMonths: [
        "janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre",
        "décembre",
      ],
      weekdays: ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"],
      standaloneWeekdays: ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"],
      am: "AM", pm: "PM"),
    "es": DateFormats(
      shortDate: "d/M/yy", time: "H:mm",
      lockDate: "EEEE, d 'de' MMMM", clock: "H:mm",
      spokenDate: "d 'de' MMMM", spokenDateWithYear: "d 'de' MMMM 'de' y",
      months: [
        "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre",
        "diciembre",
      ],
      standaloneMonths: [
        "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre",
        "diciembre",
      ],
      weekdays: ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"],
      standaloneWeekdays: ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"],
      am: "a. m.", pm: "p. m."),
    "fi": DateFormats(
      shortDate: "d.M.y", time: "H.mm",
      lockDate: "cccc d. MMMM", clock: "H.mm",
      spokenDate: "d. MMMM", spokenDateWithYear: "d. MMMM y",
      months: [
        "tammikuuta", "helmikuuta", "maaliskuuta", "huhtikuuta", "toukokuuta", "kesäkuuta", "heinäkuuta", "elokuuta",
        "syyskuuta", "lokakuuta", "marraskuuta", "joulukuuta",
      ],
      standaloneMonths: [
        "tammikuu", "helmikuu", "maaliskuu", "huhtikuu", "toukokuu", "kesäkuu", "heinäkuu", "elokuu", "syyskuu",
        "lokakuu", "marraskuu", "joulukuu",
      ],
      weekdays: ["sunnuntai", "maanantaina", "tiistaina", "keskiviikkona", "torstaina", "perjantaina", "lauantaina"],
      standaloneWeekdays: ["sunnuntai", "maanantai", "tiistai", "keskiviikko", "torstai", "perjantai", "lauantai"],
      am: "ap.", pm: "ip."),
    "ja": DateFormats(
      shortDate: "y/MM/dd", time: "H:mm",
      lockDate: "M月d日 EEEE", clock: "H:mm",
      spokenDate: "M月d日", spokenDateWithYear: "y年M月d日",
      months: ["1月", "2月", "3月", "4月", "5月", "6月", "7月", "8月", "9月", "10月", "11月", "12月"],
      standaloneMonths: ["1月", "2月", "3月", "4月", "5月", "6月", "7月", "8月", "9月", "10月", "11月", "12月"],
      weekdays: ["日曜日", "月曜日", "火曜日", "水曜日", "木曜日", "金曜日", "土曜日"],
      standaloneWeekdays: ["日曜日", "月曜日", "火曜日", "水曜日", "木曜日", "金曜日", "土曜日"],
      am: "午前", pm: "午後"),
    "zh-hans": DateFormats(
      shortDate: "y/M/d", time: "HH:mm",
      lockDate: "M月d日 EEEE", clock: "HH:mm",
      spokenDate: "M月d日", spokenDateWithYear: "y年M月d日",
      months: ["一月", "二月", "三月", "四月", "五月", "六月", "七月", "八月", "九月", "十月", "十一月", "十二月"],
      standaloneMonths: ["一月", "二月", "三月", "四月", "五月", "六月", "七月", "八月", "九月", "十月", "十一月", "十二月"],
      weekdays: ["星期日", "星期一", "星期二", "星期三", "星期四", "星期五", "星期六"],
      standaloneWeekdays: ["星期日", "星期一", "星期二", "星期三", "星期四", "星期五", "星期六"],
      am: "上午", pm: "下午"),
    "ru": DateFormats(
      shortDate: "dd.MM.y", time: "HH:mm",
      lockDate: "cccc, d MMMM", clock: "HH:mm",
      spokenDate: "d MMMM", spokenDateWithYear: "d MMMM y 'г'.",
      months: [
        "января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября", "ноября",
        "декабря",
      ],
      standaloneMonths: [
        "январь", "февраль", "март", "апрель", "май", "июнь", "июль", "август", "сентябрь", "октябрь", "ноябрь",
        "декабрь",
      ],
      weekdays: ["воскресенье", "понедельник", "вторник", "среда", "четверг", "пятница", "суббота"],
      standaloneWeekdays: ["воскресенье", "понедельник", "вторник", "среда", "четверг", "пятница", "суббота"],
      am: "AM", pm: "PM"),
    "ar": DateFormats(
      shortDate: "d/M/y", time: "h:mm a",
      lockDate: "EEEE، d MMMM", clock: "h:mm",
      spokenDate: "d MMMM", spokenDateWithYear: "d MMMM، y",
      months: [
        "يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر",
      ],
      standaloneMonths: [
        "يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر",
      ],
      weekdays: ["الأحد", "الاثنين", "الثلاثاء", "الأربعاء", "الخميس", "الجمعة", "السبت"],
      standaloneWeekdays: ["الأحد", "الاثنين", "الثلاثاء", "الأربعاء", "الخميس", "الجمعة", "السبت"],
      am: "ص", pm: "م"),
    "he": DateFormats(
      shortDate: "d.M.y", time: "H:mm",
      lockDate: "EEEE, d בMMMM", clock: "H:mm",
      spokenDate: "d בMMMM", spokenDateWithYear: "d בMMMM y",
      months: [
        "ינואר", "פברואר", "מרץ", "אפריל", "מאי", "יוני", "יולי", "אוגוסט", "ספטמבר", "אוקטובר", "נובמבר", "דצמבר",
      ],
      standaloneMonths: [
        "ינואר", "פברואר", "מרץ", "אפריל", "מאי", "יוני", "יולי", "אוגוסט", "ספטמבר", "אוקטובר", "נובמבר", "דצמבר",
      ],
      weekdays: ["יום ראשון", "יום שני", "יום שלישי", "יום רביעי", "יום חמישי", "יום שישי", "יום שבת"],
      standaloneWeekdays: ["יום ראשון", "יום שני", "יום שלישי", "יום רביעי", "יום חמישי", "יום שישי", "יום שבת"],
      am: "לפ׳", pm: "אח׳"),
  ]
}
