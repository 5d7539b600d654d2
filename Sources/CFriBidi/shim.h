// GNU FriBidi (Debian libfribidi-dev): the Unicode Bidirectional Algorithm and Arabic shaping.
#include <fribidi/fribidi.h>
#include <stddef.h>
#include <stdint.h>

// One line of text in its visual order (left to right as drawn), with Arabic shaped. Its direction is its
// first strong character's, as a label's natural direction is on iOS; with none (a symbol, a number), right to
// left where rtl != 0. `visual` holds `length` characters. Returns 0 when FriBidi could not (out of memory).
static inline int push_fribidi_visual(const uint32_t *text, int length, int rtl, uint32_t *visual) {
  FriBidiParType base = rtl ? FRIBIDI_PAR_WRTL : FRIBIDI_PAR_WLTR;
  return fribidi_log2vis(text, length, &base, visual, NULL, NULL, NULL) != 0;
}
