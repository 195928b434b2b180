// libunistring (Debian's libunistring-dev): the width of text in terminal
// columns (Unicode's East Asian Width, emoji included) and where a line may
// break (Unicode's line breaking algorithm, UAX #14). The wrappers name the
// encoding, UTF-8, so that characters of ambiguous width count as one
// column, as in a UTF-8 terminal.
#include <stddef.h>
#include <stdint.h>
#include <uniwidth.h>
#include <unilbrk.h>

/// Columns taken by the character `uc` (-1 for a control character).
static inline int hw_uc_width(uint32_t uc) { return uc_width(uc, "UTF-8"); }

/// Columns taken by `n` bytes of UTF-8 (control characters count nothing).
static inline int hw_u8_width(const uint8_t *s, size_t n) { return u8_width(s, n, "UTF-8"); }

/// Whether a line may break before each byte of `s` (1) or not (0).
static inline void hw_u8_breaks(const uint8_t *s, size_t n, char *p) {
  u8_possible_linebreaks(s, n, "UTF-8", p);
  for (size_t i = 0; i < n; i++) p[i] = p[i] == UC_BREAK_POSSIBLE;
}
