// libcsv (Debian's libcsv-dev): an RFC 4180 parser with a strict mode.
#include <stddef.h>
#include <csv.h>
