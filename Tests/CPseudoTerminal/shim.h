// Test-only helpers for running a program on a pseudo-terminal.
//
// Swift cannot call the variadic ioctl, and Glibc's Swift module hides the GNU
// parts of <spawn.h> (POSIX_SPAWN_SETSID, posix_spawn_file_actions_addchdir_np)
// and the XSI pseudo-terminal calls of <stdlib.h>. These fixed-arity wrappers
// are compiled into the importing module; no separate C target is needed.
#ifndef HW_PSEUDO_TERMINAL_SHIM_H
#define HW_PSEUDO_TERMINAL_SHIM_H

#include <errno.h>
#include <fcntl.h>
#include <pty.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

#ifndef POSIX_SPAWN_SETSID
#define POSIX_SPAWN_SETSID 0x80
#endif

// Declared by <spawn.h> only under _GNU_SOURCE; in glibc since 2.29.
extern int posix_spawn_file_actions_addchdir_np(
    posix_spawn_file_actions_t *__restrict actions, const char *__restrict path);

/// Opens a new pseudo-terminal and returns its first end ("master"), or -1
/// with errno set. The first end is non-blocking; `name` receives the path of
/// the second end, which is unlocked and has the given window size.
///
/// Unlike openpty(3), every descriptor is opened close-on-exec at once, so a
/// program started by another thread at the same moment (tests run in
/// parallel) never inherits one.
static inline int hw_pty_open(unsigned short columns, unsigned short rows, char *name,
                              size_t size) {
  int first = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC | O_NONBLOCK);
  if (first < 0) return -1;
  int unlock = 0;
  unsigned int index = 0;
  struct winsize window = {.ws_row = rows, .ws_col = columns};
  if (ioctl(first, TIOCSPTLCK, &unlock) != 0 || ioctl(first, TIOCGPTN, &index) != 0 ||
      ioctl(first, TIOCSWINSZ, &window) != 0) {
    int saved = errno;
    close(first);
    errno = saved;
    return -1;
  }
  int length = snprintf(name, size, "/dev/pts/%u", index);
  if (length < 0 || (size_t)length >= size) {
    close(first);
    errno = ENAMETOOLONG;
    return -1;
  }
  return first;
}

/// Opens the second end by path for the parent (never as its controlling
/// terminal), close-on-exec. Returns the descriptor or -1 with errno set.
static inline int hw_pty_open_second(const char *name) {
  return open(name, O_RDWR | O_NOCTTY | O_CLOEXEC);
}

/// Reads the terminal's ICANON and ECHO flags (0 or 1). Works on either end.
/// Returns 0, or -1 with errno set.
/// Sets the window size of the terminal whose first end is `fd`; the kernel
/// sends SIGWINCH to its foreground process group. 0, or -1 with errno set.
static inline int hw_pty_resize(int fd, unsigned short columns, unsigned short rows) {
  struct winsize window = {.ws_row = rows, .ws_col = columns};
  return ioctl(fd, TIOCSWINSZ, &window);
}

static inline int hw_pty_modes(int fd, int *canonical, int *echo) {
  struct termios modes;
  if (tcgetattr(fd, &modes) != 0) return -1;
  *canonical = (modes.c_lflag & ICANON) != 0;
  *echo = (modes.c_lflag & ECHO) != 0;
  return 0;
}

/// Prepares posix_spawn so that the program starts as a session leader with
/// the terminal `name` as its controlling terminal on descriptors 0, 1 and 2
/// (opened by path in the child, after setsid), in `directory` when not NULL,
/// with no signal blocked (test-runner threads block some, and a child
/// inherits the mask) and SIGINT, SIGTERM, SIGHUP and SIGPIPE at their default
/// actions. Returns 0 or an errno value; on success the caller destroys both
/// objects after posix_spawn.
static inline int hw_pty_spawn_setup(posix_spawn_file_actions_t *actions,
                                     posix_spawnattr_t *attributes, const char *name,
                                     const char *directory) {
  int rc = posix_spawn_file_actions_init(actions);
  if (rc != 0) return rc;
  rc = posix_spawnattr_init(attributes);
  if (rc != 0) {
    posix_spawn_file_actions_destroy(actions);
    return rc;
  }
  for (int fd = 0; fd <= 2 && rc == 0; fd++) {
    rc = posix_spawn_file_actions_addopen(actions, fd, name, O_RDWR, 0);
  }
  if (rc == 0 && directory != NULL) {
    rc = posix_spawn_file_actions_addchdir_np(actions, directory);
  }
  sigset_t empty, defaults;
  sigemptyset(&empty);
  sigemptyset(&defaults);
  sigaddset(&defaults, SIGINT);
  sigaddset(&defaults, SIGTERM);
  sigaddset(&defaults, SIGHUP);
  sigaddset(&defaults, SIGPIPE);
  if (rc == 0) rc = posix_spawnattr_setsigmask(attributes, &empty);
  if (rc == 0) rc = posix_spawnattr_setsigdefault(attributes, &defaults);
  if (rc == 0) {
    rc = posix_spawnattr_setflags(
        attributes, POSIX_SPAWN_SETSID | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
  }
  if (rc != 0) {
    posix_spawn_file_actions_destroy(actions);
    posix_spawnattr_destroy(attributes);
  }
  return rc;
}

#endif
