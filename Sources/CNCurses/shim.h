// SwiftPM drops pkg-config's -D_XOPEN_SOURCE=600, which hides the wide-character API: ask for it here.
#ifndef PUSH_SETTINGS_CNCURSES_SHIM_H
#define PUSH_SETTINGS_CNCURSES_SHIM_H
#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <wchar.h>
#include <ncursesw/ncurses.h>
#include <signal.h>
#include <termios.h>
#include <unistd.h>

// Swift cannot import ncurses' globals and function-like macros; these wrap them.
static inline WINDOW *shim_stdscr(void) { return stdscr; }
static inline int shim_lines(void) { return LINES; }
static inline int shim_cols(void) { return COLS; }
static inline int shim_colors(void) { return COLORS; }
static inline attr_t shim_a_normal(void) { return A_NORMAL; }
static inline attr_t shim_a_bold(void) { return A_BOLD; }
static inline attr_t shim_a_reverse(void) { return A_REVERSE; }
static inline attr_t shim_a_dim(void) { return A_DIM; }
/* Whether the terminal can draw dim text (termattrs: the video attributes its terminfo describes). */
static inline int shim_has_dim(void) { return (termattrs() & A_DIM) != 0; }
static inline attr_t shim_a_underline(void) { return A_UNDERLINE; }
static inline int shim_key_f(int n) { return KEY_F(n); }
static inline int shim_key_resize(void) { return KEY_RESIZE; }
static inline int shim_key_up(void) { return KEY_UP; }
static inline int shim_key_down(void) { return KEY_DOWN; }
static inline int shim_key_left(void) { return KEY_LEFT; }
static inline int shim_key_right(void) { return KEY_RIGHT; }
static inline int shim_key_enter(void) { return KEY_ENTER; }
static inline int shim_key_backspace(void) { return KEY_BACKSPACE; }
static inline int shim_key_home(void) { return KEY_HOME; }
static inline int shim_key_end(void) { return KEY_END; }
static inline int shim_key_ppage(void) { return KEY_PPAGE; }
static inline int shim_key_npage(void) { return KEY_NPAGE; }
static inline int shim_key_mouse(void) { return KEY_MOUSE; }
static inline int shim_key_dc(void) { return KEY_DC; }
static inline int shim_key_btab(void) { return KEY_BTAB; }
/// Key codes of our own for the start and end of a bracketed paste (above every code ncurses defines).
static inline int shim_key_paste_start(void) { return KEY_MAX + 1; }
static inline int shim_key_paste_end(void) { return KEY_MAX + 2; }
/// Turns bracketed paste on or off: pasted text then arrives between ESC [200~ and ESC [201~.
static inline void shim_bracketed_paste(int on) {
  fputs(on ? "\033[?2004h" : "\033[?2004l", stdout);
  fflush(stdout);
}
static inline int shim_key_code_yes(void) { return KEY_CODE_YES; }
static inline mmask_t shim_button1_clicks(void) {
  return BUTTON1_CLICKED | BUTTON1_PRESSED | BUTTON1_RELEASED;
}
static inline mmask_t shim_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t shim_button1_clicked(void) { return BUTTON1_CLICKED; }

/// Puts one character (up to a few combining scalars) at y, x with attributes and a colour pair.
static inline int shim_put_cell(int y, int x, const wchar_t *chars, attr_t attrs, short pair) {
  cchar_t cell;
  if (setcchar(&cell, chars, attrs, pair, NULL) != OK) return ERR;
  return mvadd_wch(y, x, &cell);
}

/// The blank that erase and clear fill the screen with: a space in colour pair `pair` (0: the terminal's own).
static inline void shim_background_pair(short pair) {
  cchar_t blank;
  wchar_t space[2] = {L' ', 0};
  if (setcchar(&blank, space, A_NORMAL, pair, NULL) == OK) wbkgrndset(stdscr, &blank);
}

static inline int shim_get_wch(wint_t *out) { return get_wch(out); }
/// One byte or key code, whatever the locale (KEY_MIN and above are keys).
static inline int shim_getch(void) { return getch(); }
/// Puts a character read with get_wch back, to be read again first.
static inline int shim_unget_wch(wint_t ch) { return unget_wch((wchar_t)ch); }
/// Puts a key code (KEY_UP…) back, to be read again first.
static inline int shim_ungetch(int ch) { return ungetch(ch); }
static inline int shim_key_min(void) { return KEY_MIN; }

/// A string capability of the terminal's description (rmcup, sgr0…), or NULL when it has none.
static inline const char *shim_string_capability(const char *name) {
  char *value = tigetstr(name);
  return value == NULL || value == (char *)-1 ? NULL : value;
}

/// newterm on standard output and input; NULL (nothing printed, no exit) when TYPE (NULL: $TERM) is unknown.
static inline SCREEN *shim_newterm(const char *type) { return newterm(type, stdout, stdin); }
#endif
